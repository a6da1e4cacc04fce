import CookgenSupport
import CookgenModel
import CookgenContent
package extension PageRenderer {
    /// Guide and quiz pages and their overviews: (path, context, template). None when the site has none,
    /// or when the theme lacks the templates (an older custom theme).
    func learningPages() -> [(String, [String: Any], String)] {
        let learning = index.learning
        var pages: [(String, [String: Any], String)] = []
        if learning.hasGuides, theme.templateNames.isSuperset(of: ["guide", "guides"]) {
            var overview = common(path: SiteURLs.guides, title: views.labels["guides_title", default: "Guides"], description: nil, kind: "guides")
            overview["guides"] = learning.guides.map(views.guideCard)
            pages.append((SiteURLs.guides, overview, "guides"))
            for guide in learning.guides {
                let path = SiteURLs.guide(guide.slug)
                var context = common(path: path, title: guide.title, description: guide.description.map(views.plainText), kind: "guide")
                context["guide"] = views.guideView(guide, pagePath: path)
                pages.append((path, context, "guide"))
            }
        }
        if learning.hasQuizzes, theme.templateNames.isSuperset(of: ["quiz", "quizzes"]) {
            let root = SiteURLs.root(of: SiteURLs.quizzes)
            var overview = common(path: SiteURLs.quizzes, title: views.labels["quizzes_title", default: "Quizzes"], description: nil, kind: "quizzes")
            overview["quizzes"] = learning.quizzes.map { views.quizCard($0, root: root) }
            let goals = unlockables()
            overview["unlockables"] = goals
            overview["hasUnlockables"] = !goals.isEmpty
            pages.append((SiteURLs.quizzes, overview, "quizzes"))
            for quiz in learning.quizzes {
                let path = SiteURLs.quiz(quiz.slug)
                let card = views.quizCard(quiz, root: root)
                var context = common(path: path, title: quiz.title, description: card.introText, kind: "quiz")
                context["quiz"] = card
                context["questions"] = views.questionViews(quiz, root: root)
                pages.append((path, context, "quiz"))
            }
        }
        return pages
    }

    /// What points unlock, fewest points first: the goals on the quiz overview.
    private func unlockables() -> [[String: Any]] {
        let guides: [(Int, String, String)] = index.learning.guides.compactMap { g in
            g.unlockPoints.map { ($0, g.title, SiteURLs.href(SiteURLs.guide(g.slug))) }
        }
        let recipes: [(Int, String, String)] = index.recipesByTitle.compactMap { r in
            r.metadata.unlockPoints.map { ($0, r.title, SiteURLs.href(SiteURLs.recipe(r.slug))) }
        }
        return (guides + recipes).filter { $0.0 > 0 }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { points, title, url in
            ["title": title, "url": url, "unlock": views.unlockView(points) as Any]
        }
    }

    /// The paths of the guide and quiz pages, for the sitemap.
    func learningPaths() -> [String] {
        let learning = index.learning
        var paths: [String] = []
        if learning.hasGuides, theme.templateNames.isSuperset(of: ["guide", "guides"]) {
            paths += [SiteURLs.guides] + learning.guides.map { SiteURLs.guide($0.slug) }
        }
        if learning.hasQuizzes, theme.templateNames.isSuperset(of: ["quiz", "quizzes"]) {
            paths += [SiteURLs.quizzes] + learning.quizzes.map { SiteURLs.quiz($0.slug) }
        }
        return paths
    }

    /// Guides and Quizzes in the navigation, when the site has them.
    func learningNavItems() -> [(String, String, String)] {
        let l = views.labels
        var items: [(String, String, String)] = []
        if index.learning.hasGuides, theme.templateNames.contains("guides") {
            items.append((l["nav_guides", default: "Guides"], SiteURLs.guides, "guides"))
        }
        if index.learning.hasQuizzes, theme.templateNames.contains("quizzes") {
            items.append((l["nav_quizzes", default: "Quizzes"], SiteURLs.quizzes, "quizzes"))
        }
        return items
    }
}
