import CookgenSupport
import CookgenModel
import CookgenContent
import Mustache

// Templates look values up by name; see Views+Mustache.swift for why these are switches.
// `MustacheKeyTests` checks every stored property is answered under its own name.

extension SiteInfoView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "description": self.description
        case "language": self.language
        case "author": self.author
        default: nil
        }
    }
}

extension PageInfoView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "description": self.description
        case "kind": self.kind
        case "canonicalURL": self.canonicalURL
        case "feedURL": self.feedURL
        case "path": self.path
        case "jsonLD": self.jsonLD
        case "recipeData": self.recipeData
        case "imageURL": self.imageURL
        default: nil
        }
    }
}

extension NavItemView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "url": self.url
        case "current": self.current
        default: nil
        }
    }
}

extension PageFrame: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "root": self.root
        case "site": self.site
        case "page": self.page
        case "nav": self.nav
        case "t": self.t
        case "scriptStrings": self.scriptStrings
        case "taxonomies": self.taxonomies
        case "hasCategories": self.hasCategories
        case "hasQuizzes": self.hasQuizzes
        default: nil
        }
    }
}

extension DownloadLinkView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "url": self.url
        case "format": self.format
        case "fileName": self.fileName
        case "isCard": self.isCard
        default: nil
        }
    }
}

extension RecipePageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "recipe": self.recipe
        case "downloads": self.downloads
        case "hasDownloads": self.hasDownloads
        default: nil
        }
    }
}

extension HrefView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "url": self.url
        default: nil
        }
    }
}

extension HomePageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "featured": self.featured
        case "hasFeatured": self.hasFeatured
        case "newest": self.newest
        case "categories": self.categories
        case "recipeCount": self.recipeCount
        case "surprise": self.surprise
        default: nil
        }
    }
}

extension RecipesPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "recipes": self.recipes
        case "recipeCount": self.recipeCount
        default: nil
        }
    }
}

extension TaxonomyPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "taxonomy": self.taxonomy
        case "terms": self.terms
        default: nil
        }
    }
}

extension TermPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "term": self.term
        case "taxonomy": self.taxonomy
        case "recipes": self.recipes
        default: nil
        }
    }
}

extension AboutPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "aboutHTML": self.aboutHTML
        default: nil
        }
    }
}

extension GuidesPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "guides": self.guides
        default: nil
        }
    }
}

extension GuidePageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "guide": self.guide
        default: nil
        }
    }
}

extension UnlockableView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "unlock": self.unlock
        default: nil
        }
    }
}

extension QuizzesPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "quizzes": self.quizzes
        case "unlockables": self.unlockables
        case "hasUnlockables": self.hasUnlockables
        default: nil
        }
    }
}

extension QuizPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "quiz": self.quiz
        case "questions": self.questions
        default: nil
        }
    }
}

extension PlanSummaryView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "days": self.days
        case "recipes": self.recipes
        case "description": self.description
        case "descriptionHTML": self.descriptionHTML
        default: nil
        }
    }
}

extension PlanEntryView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "card": self.card
        case "planFactor": self.planFactor
        case "planServings": self.planServings
        default: nil
        }
    }
}

extension PlanMealView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "entries": self.entries
        default: nil
        }
    }
}

extension PlanDayView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "dateISO": self.dateISO
        case "meals": self.meals
        default: nil
        }
    }
}

extension PlanShoppingItemView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "key": self.key
        case "amounts": self.amounts
        default: nil
        }
    }
}

extension AisleView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "aisle": self.aisle
        case "items": self.items
        default: nil
        }
    }
}

extension PlansPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "plans": self.plans
        default: nil
        }
    }
}

extension PlanPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "plan": self.plan
        case "days": self.days
        case "shopping": self.shopping
        case "hasShopping": self.hasShopping
        case "shoppingCount": self.shoppingCount
        case "planEntries": self.planEntries
        case "planExtras": self.planExtras
        default: nil
        }
    }
}

extension ChoiceView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "key": self.key
        case "name": self.name
        default: nil
        }
    }
}

extension ProfilePageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "diets": self.diets
        case "allergens": self.allergens
        default: nil
        }
    }
}

extension CardSiteView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "language": self.language
        case "author": self.author
        default: nil
        }
    }
}

extension CardPageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "site": self.site
        case "t": self.t
        case "recipe": self.recipe
        case "stylesheet": self.stylesheet
        case "jsonLD": self.jsonLD
        case "model": self.model
        case "fileName": self.fileName
        default: nil
        }
    }
}
extension PageBody {
    /// The body's view, which answers the page's own names.
    package var view: MustacheParent? {
        switch self {
        case .recipe(let view): view
        case .home(let view): view
        case .recipes(let view): view
        case .taxonomy(let view): view
        case .term(let view): view
        case .about(let view): view
        case .guides(let view): view
        case .guide(let view): view
        case .quizzes(let view): view
        case .quiz(let view): view
        case .plans(let view): view
        case .plan(let view): view
        case .profile(let view): view
        case .plain: nil
        }
    }
}

/// What a page template sees: its body's names first, then the frame's; the layout also sees
/// `content`, the page template's HTML.
package struct PageContext: MustacheParent, Sendable {
    package var frame: PageFrame
    package var body: PageBody
    package var content: String?

    package func child(named name: String) -> Any? {
        switch name {
        case "content" where content != nil: content
        default: body.view?.child(named: name) ?? frame.child(named: name)
        }
    }
}
