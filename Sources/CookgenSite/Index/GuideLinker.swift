import CookgenSupport
import CookgenModel
import CookgenContent
/// The index step for guides and quizzes: orders them, links recipes to guides (front matter,
/// shared tags, hazards a guide covers), ties quizzes to their guide or recipe, and reports
/// names that do not resolve with the closest one.
package enum GuideLinker {
    /// Relates the site's guides and quizzes to its recipes.
    /// Each recipe's steps are read for hazards on `threads` threads.
    package static func link(guides: [Guide], quizzes: [Quiz], recipes: [Recipe], resolver: RecipeResolver, language: String,
                     threads: Int = 1, hazards: @escaping HazardReader = readHazards, hazardsWhenAsked: Bool = false,
                     diagnostics: inout [Diagnostic]) -> LearningIndex {
        var index = LearningIndex()
        index.guides = unique(guides, diagnostics: &diagnostics).sorted(by: overviewOrder)
        index.quizzes = unique(quizzes, diagnostics: &diagnostics).sorted(by: overviewOrder)
        let finder = GuideFinder(guides: index.guides)
        // With `hazardsWhenAsked`, every recipe's hazards are read now only when a guide covers some;
        // else each page being made reads its own (a build of changes makes few).
        let covering = index.guides.contains { !$0.covers.isEmpty }
        let readAll = covering || !hazardsWhenAsked
        let hazardsOfSteps = readAll ? Parallel.map(recipes, threads: threads) { hazards($0, language) } : []
        if !readAll { index.hazardReader = { hazards($0, language) } }
        let tagged = index.guides.contains { !$0.tags.isEmpty }
        for (n, recipe) in recipes.enumerated() {
            var linked: [Slug] = []
            for written in recipe.metadata.guides {
                if let slug = finder.find(written, diagnostics: &diagnostics) { linked.append(slug) }
            }
            if readAll { index.stepHazards[recipe.slug] = hazardsOfSteps[n] }
            guard covering || tagged else {
                if !linked.isEmpty { index.guidesOfRecipe[recipe.slug] = linked.uniqued() }
                continue
            }
            let tags = Set(recipe.metadata.tags.map { Slug($0.value) })
            let hazards = covering ? Set(hazardsOfSteps[n].joined()) : []
            for guide in index.guides
            where guide.tags.contains(where: { tags.contains(Slug($0.value)) }) || guide.covers.contains(where: hazards.contains) {
                linked.append(guide.slug)
            }
            if !linked.isEmpty { index.guidesOfRecipe[recipe.slug] = linked.uniqued() }
        }
        for quiz in index.quizzes {
            if let written = quiz.guide, let slug = finder.find(written, diagnostics: &diagnostics) {
                index.guideOfQuiz[quiz.slug] = slug
                index.quizzesOfGuide[slug, default: []].append(quiz.slug)
            }
            if let written = quiz.recipe {
                if let slug = resolver.resolve(written.value) {
                    index.recipeOfQuiz[quiz.slug] = slug
                    index.quizzesOfRecipe[slug, default: []].append(quiz.slug)
                } else {
                    diagnostics.append(.warning("quiz-recipe-unknown", "no recipe is called '\(written.value)'", at: written.location,
                                                hint: "write the recipe's title, file name or URL name"))
                }
            }
        }
        return index
    }

    /// Finds the hazards of each step of a recipe, in a site of a language.
    package typealias HazardReader = @Sendable (Recipe, _ siteLanguage: String) -> [[Hazard]]

    /// Reads them from the steps' words (`StepHazards`).
    package static let readHazards: HazardReader = { StepHazards.hazards(of: $0, siteLanguage: $1) }

    private static func overviewOrder<T: Ordered>(_ a: T, _ b: T) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (Slug(a.title).rawValue, a.slug) < (Slug(b.title).rawValue, b.slug)
        }
    }

    private static func unique<T: Ordered>(_ items: [T], diagnostics: inout [Diagnostic]) -> [T] {
        var seen: [Slug: String] = [:]
        return items.sorted { $0.sourcePath < $1.sourcePath }.filter { item in
            if let first = seen[item.slug] {
                diagnostics.append(.error("slug-duplicate", "'\(item.slug)' is already the URL name of \(first)", at: item.location,
                                          hint: "rename one of the files"))
                return false
            }
            guard !item.slug.isEmpty, item.slug.rawValue != "index" else {
                diagnostics.append(.error("slug-invalid", "the file name gives the URL name '\(item.slug)', which cannot be used",
                                          at: item.location, hint: "rename the file"))
                return false
            }
            seen[item.slug] = item.sourcePath
            return true
        }
    }
}

/// What the overview order needs of a guide or a quiz.
package protocol Ordered {
    var slug: Slug { get }
    var title: String { get }
    var order: Int? { get }
    var sourcePath: String { get }
    var location: SourceLocation { get }
}

extension Guide: Ordered {}
extension Quiz: Ordered {}

/// Finds a guide by slug, title or file name as written; suggests the closest when none matches.
package struct GuideFinder {
    private var bySlug: [Slug: Slug] = [:]

    package init(guides: [Guide]) {
        for guide in guides {
            bySlug[guide.slug] = guide.slug
            bySlug[Slug(guide.title)] = bySlug[Slug(guide.title)] ?? guide.slug
        }
    }

    package func find(_ written: Located<String>, diagnostics: inout [Diagnostic]) -> Slug? {
        let stem = written.value.hasSuffix(".md") ? String(written.value.dropLast(3)) : written.value
        let key = Slug(stem.split(separator: "/").last.map(String.init) ?? stem)
        if let slug = bySlug[key] { return slug }
        let close = EditDistance.suggestion(for: key.rawValue, in: bySlug.values.map(\.rawValue).uniqued())
        diagnostics.append(.warning("guide-unknown", "no guide is called '\(written.value)'", at: written.location,
                                    hint: close.map { "did you mean '\($0)'?" }
                                        ?? (bySlug.isEmpty ? "add the guide to Content/guides/" : "the guides are: \(Set(bySlug.values).map(\.rawValue).sorted().joined(separator: ", "))")))
        return nil
    }
}
