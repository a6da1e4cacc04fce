import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// The sample recipe, its picture and the README of a new cookbook.
package extension SiteScaffold {
    static let sampleRecipe = """
        ---
        title: Overnight Oats with Berries
        description: Oats soaked overnight in milk and yogurt, ready in the morning with berries and a little honey.
        date: {{date}}
        image: ../../images/overnight-oats.svg
        image_alt: A glass jar of creamy oats topped with blueberries and raspberries
        category: Breakfast
        course: breakfast
        diet: [vegetarian]
        season: all year
        level: easy
        tags: [make-ahead, quick]
        servings: 2
        prep_time: 5 min
        ---

        Stir it together before bed and breakfast is waiting in the fridge.

        ## Ingredients

        - 100 g rolled oats
        - 200 ml milk
        - 100 g natural yogurt
        - 1 tbsp honey
        - 1 pinch salt

        ### To serve

        - 150 g mixed berries
        - 1 tbsp toasted seeds

        ## Steps

        1. Stir the oats, milk, yogurt, honey and salt together in a bowl or two jars.
        2. Cover and leave in the fridge overnight, or for at least 4 hours.
        3. Loosen with a splash of milk, top with the berries and seeds, and eat cold.

        ## Notes

        Keeps for 2 days in the fridge; add the berries just before eating.

        """

    static let sampleImage = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#FFF7E8"/>\
        <circle cx="400" cy="300" r="240" fill="#FBE3B4"/><ellipse cx="400" cy="500" rx="140" ry="16" fill="#5A3A22" opacity=".12"/>\
        <rect x="290" y="170" width="220" height="320" rx="34" fill="#EEF6F7"/><rect x="302" y="300" width="196" height="176" rx="24" fill="#E8D3A4"/>\
        <rect x="302" y="240" width="196" height="64" fill="#FBF8F0"/><rect x="280" y="150" width="240" height="40" rx="14" fill="#C9B48A"/>\
        <g fill="#3F51A3"><circle cx="350" cy="232" r="16"/><circle cx="392" cy="222" r="15"/><circle cx="440" cy="234" r="16"/></g>\
        <g fill="#D9435A"><circle cx="372" cy="246" r="14"/><circle cx="418" cy="248" r="14"/><circle cx="458" cy="220" r="12"/></g>\
        <path d="M330 200q70-30 140 0" stroke="#fff" stroke-width="6" fill="none" opacity=".5"/></svg>

        """

    static func readme(title: String) -> String {
        """
        # \(MarkdownText.escapeLine(title))

        A cookbook made with cookgen: recipes as plain text files in `Content/`,
        built into a website in `Public/` that works without a server.

        - `cookgen build` builds the site; open `Public/index.html`.
        - `cookgen new "Lemon Tart" --category Desserts --from baking` starts a recipe from a template
          in `Content/templates/` (`basic`, `baking`, `drink`).
        - `cookgen import page.html` adds a recipe saved from the web, or sent as a cookgen card.
        - `cookgen export Content/recipes/breakfast/overnight-oats.md --format html -o oats.html` makes a
          card to send to a friend.
        - `cookgen check` finds broken links, missing pictures and unknown values before you publish.

        Recipes are Markdown with YAML front matter (or Cooklang `.cook` files); categories are
        described in `Content/categories.yaml`; settings are in `cookgen.yaml`.

        """
    }
}
