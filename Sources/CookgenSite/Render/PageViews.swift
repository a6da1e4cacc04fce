import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

/// Page view models: what a page template and the layout see around the recipe and card views.
/// Every page is a `PageFrame` (what all pages share) and a body of its own kind.

/// The site as the layout shows it.
package struct SiteInfoView: Sendable {
    package var title: String
    package var description: String?
    package var language: String
    package var author: String?
}

/// The page as the layout's `<head>` sees it. Absent values are nil: Mustache treats an empty
/// string as true.
package struct PageInfoView: Sendable {
    package var title: String?
    package var description: String?
    package var kind: String
    package var canonicalURL: String?
    package var feedURL: String
    package var path: String
    /// A recipe page's schema.org JSON-LD, script-safe.
    package var jsonLD: String?
    /// A recipe page's data for its scripts, script-safe JSON.
    package var recipeData: String?
    /// A recipe page's picture as an absolute URL, for Open Graph.
    package var imageURL: String?
}

/// An entry of the main navigation.
package struct NavItemView: Sendable {
    package var label: String
    package var url: String
    package var current: Bool
}

/// What every page has: the way to the site root, the site, the page, navigation, UI strings.
package struct PageFrame: Sendable {
    package var root: String
    package var site: SiteInfoView
    package var page: PageInfoView
    package var nav: [NavItemView]
    /// UI strings by key: `{{t.nav_home}}` (the theme's, made into a template value once).
    package var t: TemplateValue
    package var taxonomies: [LinkView]
    package var hasCategories: Bool
    package var hasQuizzes: Bool
}

/// One page to render: where it goes, its template, and what the template sees.
package struct PageSpec: Sendable {
    package var path: String
    package var template: String
    package var frame: PageFrame
    package var body: PageBody
}

/// What a page of one kind shows besides its frame.
package enum PageBody: Sendable {
    case recipe(RecipePageView)
    case home(HomePageView)
    case recipes(RecipesPageView)
    case taxonomy(TaxonomyPageView)
    case term(TermPageView)
    case about(AboutPageView)
    case guides(GuidesPageView)
    case guide(GuidePageView)
    case quizzes(QuizzesPageView)
    case quiz(QuizPageView)
    case plans(PlansPageView)
    case plan(PlanPageView)
    case profile(ProfilePageView)
    case book(BookPageView)
    /// Favourites, shopping list, 404: the frame is all (their scripts fill them).
    case plain
}

/// A download offered on a recipe page.
package struct DownloadLinkView: Sendable {
    package var label: String
    package var format: String
    package var fileName: String
    package var isCard: Bool
}

/// A recipe page.
package struct RecipePageView: Sendable {
    package var recipe: RecipeView
    package var downloads: [DownloadLinkView]
    package var hasDownloads: Bool
    /// The model the downloads are written from in the browser (`RecipeExportModel`), script-safe JSON.
    package var exportData: String
}

/// A link by address alone ("surprise me" picks one).
package struct HrefView: Sendable {
    package var url: String
}

/// The home page.
package struct HomePageView: Sendable {
    package var featured: [CardItem]
    package var hasFeatured: Bool
    package var newest: [CardItem]
    package var categories: [TermView]
    package var recipeCount: Int
    package var surprise: [HrefView]
}

/// All recipes.
package struct RecipesPageView: Sendable {
    package var recipes: [CardItem]
    package var recipeCount: Int
}

/// The overview of one taxonomy: every category, every diet form…
package struct TaxonomyPageView: Sendable {
    package var taxonomy: LinkView
    package var terms: [TermView]
}

/// One term's recipes.
package struct TermPageView: Sendable {
    package var term: TermView
    package var taxonomy: LinkView
    package var recipes: [CardItem]
}

/// The about page.
package struct AboutPageView: Sendable {
    package var aboutHTML: String?
}

/// The guides overview.
package struct GuidesPageView: Sendable {
    package var guides: [GuideCardView]
}

/// A guide page.
package struct GuidePageView: Sendable {
    package var guide: GuideView
}

/// What a number of quiz points unlocks.
package struct UnlockableView: Sendable {
    package var title: String
    package var url: String
    package var unlock: UnlockView?
}

/// The quizzes overview.
package struct QuizzesPageView: Sendable {
    package var quizzes: [QuizCardView]
    package var unlockables: [UnlockableView]
    package var hasUnlockables: Bool
}

/// A quiz page.
package struct QuizPageView: Sendable {
    package var quiz: QuizCardView
    package var questions: [QuestionView]
}

/// A plan in the overview, or the head of its page.
package struct PlanSummaryView: Sendable {
    package var title: String
    package var url: String
    package var days: String
    package var recipes: String
    package var description: String?
    package var descriptionHTML: String?
}

/// A recipe in a meal, with how much of it.
package struct PlanEntryView: Sendable {
    package var card: CardView
    package var planFactor: String
    package var planServings: String?
}

/// A meal of a plan day.
package struct PlanMealView: Sendable {
    package var name: String?
    package var entries: [PlanEntryView]
}

/// A day of a plan.
package struct PlanDayView: Sendable {
    package var name: String
    package var dateISO: String?
    package var meals: [PlanMealView]
}

/// An item of a plan's shopping list.
package struct PlanShoppingItemView: Sendable {
    package var name: String
    package var key: String
    package var amounts: String?
}

/// The items of one aisle.
package struct AisleView: Sendable {
    package var aisle: String
    package var items: [PlanShoppingItemView]
}

/// The plans overview.
package struct PlansPageView: Sendable {
    package var plans: [PlanSummaryView]
}

/// A plan page.
package struct PlanPageView: Sendable {
    package var plan: PlanSummaryView
    package var days: [PlanDayView]
    package var shopping: [AisleView]
    package var hasShopping: Bool
    package var shoppingCount: Int
    /// What "add the whole plan" puts on the list: `slug*factor` for each recipe.
    package var planEntries: String
    /// The plan's extras as a recipe's shopping data, script-safe JSON.
    package var planExtras: String
}

/// A choice on the diet profile page.
package struct ChoiceView: Sendable {
    package var key: String
    package var name: String
}

/// The diet-profile page.
package struct ProfilePageView: Sendable {
    package var diets: [ChoiceView]
    package var allergens: [ChoiceView]
}

/// The stand-alone card's site: title, language, author.
package struct CardSiteView: Sendable {
    package var title: String?
    package var language: String
    package var author: String?
}

/// What the stand-alone card template (`export.mustache`) sees.
package struct CardPageView: Sendable {
    package var site: CardSiteView
    package var t: TemplateValue
    package var recipe: RecipeView
    package var stylesheet: String
    package var jsonLD: String
    package var model: String
    package var fileName: String
}
