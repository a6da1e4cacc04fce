import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

// Templates look values up by slot; see Views+Template.swift.
// `TemplateKeyTests` checks every stored property is answered under its own name.

extension SiteInfoView: TemplateObject {
    package static let templateKeys = ["title", "description", "language", "author"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.description)
        case 2: .of(self.language)
        case 3: .of(self.author)
        default: .null
        }
    }
}

extension PageInfoView: TemplateObject {
    package static let templateKeys = ["title", "description", "kind", "canonicalURL", "feedURL", "path", "jsonLD", "recipeData", "imageURL"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.description)
        case 2: .of(self.kind)
        case 3: .of(self.canonicalURL)
        case 4: .of(self.feedURL)
        case 5: .of(self.path)
        case 6: .of(self.jsonLD)
        case 7: .of(self.recipeData)
        case 8: .of(self.imageURL)
        default: .null
        }
    }
}

extension NavItemView: TemplateObject {
    package static let templateKeys = ["label", "url", "current"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.label)
        case 1: .of(self.url)
        case 2: .of(self.current)
        default: .null
        }
    }
}

extension PageFrame: TemplateObject {
    package static let templateKeys = ["root", "site", "page", "nav", "t", "taxonomies", "hasCategories", "hasQuizzes"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.root)
        case 1: .of(self.site)
        case 2: .of(self.page)
        case 3: .of(self.nav)
        case 4: .of(self.t)
        case 5: .of(self.taxonomies)
        case 6: .of(self.hasCategories)
        case 7: .of(self.hasQuizzes)
        default: .null
        }
    }
}

extension DownloadLinkView: TemplateObject {
    package static let templateKeys = ["label", "format", "fileName", "isCard"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.label)
        case 1: .of(self.format)
        case 2: .of(self.fileName)
        case 3: .of(self.isCard)
        default: .null
        }
    }
}

extension RecipePageView: TemplateObject {
    package static let templateKeys = ["recipe", "downloads", "hasDownloads", "exportData"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.recipe)
        case 1: .of(self.downloads)
        case 2: .of(self.hasDownloads)
        case 3: .of(self.exportData)
        default: .null
        }
    }
}

extension HrefView: TemplateObject {
    package static let templateKeys = ["url"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.url)
        default: .null
        }
    }
}

extension HomePageView: TemplateObject {
    package static let templateKeys = ["featured", "hasFeatured", "newest", "categories", "recipeCount", "surprise"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.featured)
        case 1: .of(self.hasFeatured)
        case 2: .of(self.newest)
        case 3: .of(self.categories)
        case 4: .of(self.recipeCount)
        case 5: .of(self.surprise)
        default: .null
        }
    }
}

extension RecipesPageView: TemplateObject {
    package static let templateKeys = ["recipes", "recipeCount"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.recipes)
        case 1: .of(self.recipeCount)
        default: .null
        }
    }
}

extension TaxonomyPageView: TemplateObject {
    package static let templateKeys = ["taxonomy", "terms"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.taxonomy)
        case 1: .of(self.terms)
        default: .null
        }
    }
}

extension TermPageView: TemplateObject {
    package static let templateKeys = ["term", "taxonomy", "recipes"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.term)
        case 1: .of(self.taxonomy)
        case 2: .of(self.recipes)
        default: .null
        }
    }
}

extension AboutPageView: TemplateObject {
    package static let templateKeys = ["aboutHTML"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.aboutHTML)
        default: .null
        }
    }
}

extension GuidesPageView: TemplateObject {
    package static let templateKeys = ["guides"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.guides)
        default: .null
        }
    }
}

extension GuidePageView: TemplateObject {
    package static let templateKeys = ["guide"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.guide)
        default: .null
        }
    }
}

extension UnlockableView: TemplateObject {
    package static let templateKeys = ["title", "url", "unlock"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.url)
        case 2: .of(self.unlock)
        default: .null
        }
    }
}

extension QuizzesPageView: TemplateObject {
    package static let templateKeys = ["quizzes", "unlockables", "hasUnlockables"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.quizzes)
        case 1: .of(self.unlockables)
        case 2: .of(self.hasUnlockables)
        default: .null
        }
    }
}

extension QuizPageView: TemplateObject {
    package static let templateKeys = ["quiz", "questions"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.quiz)
        case 1: .of(self.questions)
        default: .null
        }
    }
}


extension CardSiteView: TemplateObject {
    package static let templateKeys = ["title", "language", "author"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.language)
        case 2: .of(self.author)
        default: .null
        }
    }
}

extension CardPageView: TemplateObject {
    package static let templateKeys = ["site", "t", "recipe", "stylesheet", "jsonLD", "model", "fileName"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.site)
        case 1: .of(self.t)
        case 2: .of(self.recipe)
        case 3: .of(self.stylesheet)
        case 4: .of(self.jsonLD)
        case 5: .of(self.model)
        case 6: .of(self.fileName)
        default: .null
        }
    }
}
extension PageBody {
    /// The body's view, which answers the page's own names.
    package var view: (any TemplateObject)? {
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
        case .book(let view): view
        case .plain: nil
        }
    }
}

/// The page template's HTML, for the layout's `{{{content}}}`.
package struct ContentView: TemplateObject {
    /// The page template's output, as UTF-8.
    package var content: [UInt8]

    package static let templateKeys = ["content"]

    package func templateValue(at slot: Int) -> TemplateValue { .utf8(content) }
}
