import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// The recipe templates `cookgen init` writes into `Content/templates/` and `cookgen new` falls
/// back on; the sample cookbook ships the same files (a test keeps them equal).
extension SiteScaffold {
    /// Template name → text.
    public static let templates: [String: String] = [
        "basic": """
            ---
            title: {{title}}
            description: One or two sentences that make someone want to cook this.
            date: {{date}}
            category: {{category}}
            level: easy
            season: all year
            tags: []
            servings: 4
            prep_time: 10 min
            cook_time: 20 min
            ---

            A few words about the recipe: where it comes from, and when you cook it.

            ## Ingredients

            - 200 g main ingredient
            - 1 onion, finely chopped
            - 2 tbsp olive oil
            - salt and pepper to taste

            ## Steps

            1. Get everything ready: weigh, wash and chop.
            2. Describe the next step, with temperatures and times.
            3. Say how to tell it is done, and how to serve it.

            ## Notes

            Variations, what can be made ahead, and how to keep leftovers.
            
            """,
        "baking": """
            ---
            title: {{title}}
            description: A bake worth the wait; say what makes it special.
            date: {{date}}
            category: {{category}}
            level: medium
            season: all year
            tags: [baking]
            yield: 1 loaf
            prep_time: 3 h
            cook_time: 40 min
            ---

            A few words about the bake: the crust, the crumb, when you make it.

            ## Ingredients

            ### Dough

            - 500 g strong white bread flour (100 %)
            - 350 g water (70 %)
            - 10 g fine salt (2 %)
            - 5 g instant yeast (1 %)

            ## Steps

            1. Mix the flour and water until no dry flour is left, cover and leave for 30 minutes.
            2. Add the salt and yeast and knead for 10 minutes, until the dough is smooth and springs back.
            3. Leave it covered until doubled in size, 1–2 hours.
            4. Shape it, let it prove for 45 minutes, then bake at 230 °C for 35–40 minutes, until it sounds hollow when tapped underneath.

            ## Notes

            The percentages after each ingredient are baker's percentages: every ingredient as a share
            of the weight of the flour, which is always 100 %. They make a dough easy to scale and to
            compare with others — for any amount of flour, multiply it by each percentage:

                ingredient    baker's %    500 g flour    1 kg flour
                flour           100 %         500 g         1000 g
                water            70 %         350 g          700 g
                salt              2 %          10 g           20 g
                yeast             1 %           5 g           10 g

            The water's percentage is the hydration: 60–65 % gives a firm dough for rolls and sandwich
            loaves, 70–80 % an open crumb, and above 80 % a wet dough that is folded rather than kneaded.
            
            """,
        "drink": """
            ---
            title: {{title}}
            description: A drink for a warm afternoon; say what it tastes of.
            date: {{date}}
            category: {{category}}
            course: drink
            diet: [vegetarian]
            level: easy
            season: summer
            tags: [drink]
            servings: 2
            prep_time: 5 min
            ---

            ## Ingredients

            - 4 tbsp fruit syrup
            - 1 lime, cut into wedges
            - 1 handful ice cubes
            - 300 ml sparkling water, chilled

            ### To garnish

            - 2 sprigs mint

            ## Steps

            1. Fill two glasses with ice.
            2. Add the syrup and the lime, top up with sparkling water and stir once.
            3. Garnish with mint and serve at once.

            ## Notes

            For a crowd, mix everything but the sparkling water in a jug and add it just before serving.
            
            """,
    ]
}
