import CookgenSupport
import CookgenModel
import CookgenContent
package extension PageRenderer {
    /// Guide and quiz pages and their overviews. None when the site has none, or when the theme
    /// lacks the templates (an older custom theme).
    func learningPages() -> [PageSpec] {
        let learning = index.learning
        var pages: [PageSpec] = []
        if sections.guides {
            pages.append(page("guides", path: SiteURLs.guides, title: views.labels["guides_title", default: "Guides"], kind: "guides",
                              .guides(GuidesPageView(guides: learning.guides.map(views.guideCard)))))
            for guide in learning.guides {
                let path = SiteURLs.guide(guide.slug)
                pages.append(page("guide", path: path, title: guide.title, description: guide.description.map(views.plainText), kind: "guide",
                                  .guide(GuidePageView(guide: views.guideView(guide, pagePath: path)))))
            }
        }
        if sections.quizzes {
            let root = SiteURLs.root(of: SiteURLs.quizzes)
            let goals = unlockables()
            let overview = QuizzesPageView(quizzes: learning.quizzes.map { views.quizCard($0, root: root) },
                                           unlockables: goals, hasUnlockables: !goals.isEmpty)
            pages.append(page("quizzes", path: SiteURLs.quizzes, title: views.labels["quizzes_title", default: "Quizzes"], kind: "quizzes",
                              .quizzes(overview)))
            for quiz in learning.quizzes {
                let card = views.quizCard(quiz, root: root)
                pages.append(page("quiz", path: SiteURLs.quiz(quiz.slug), title: quiz.title, description: card.introText, kind: "quiz",
                                  .quiz(QuizPageView(quiz: card, questions: views.questionViews(quiz, root: root)))))
            }
        }
        return pages
    }

    /// What points unlock, fewest points first: the goals on the quiz overview.
    private func unlockables() -> [UnlockableView] {
        let guides: [(Int, String, String)] = index.learning.guides.compactMap { g in
            g.unlockPoints.map { ($0, g.title, SiteURLs.href(SiteURLs.guide(g.slug))) }
        }
        let recipes: [(Int, String, String)] = index.recipesByTitle.compactMap { r in
            r.metadata.unlockPoints.map { ($0, r.title, SiteURLs.href(SiteURLs.recipe(r.slug))) }
        }
        return (guides + recipes).filter { $0.0 > 0 }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { points, title, url in
            UnlockableView(title: title, url: url, unlock: views.unlockView(points))
        }
    }

    /// The paths of the guide and quiz pages, for the sitemap.
    func learningPaths() -> [String] {
        let learning = index.learning
        var paths: [String] = []
        if sections.guides {
            paths += [SiteURLs.guides] + learning.guides.map { SiteURLs.guide($0.slug) }
        }
        if sections.quizzes {
            paths += [SiteURLs.quizzes] + learning.quizzes.map { SiteURLs.quiz($0.slug) }
        }
        return paths
    }

    /// Guides and Quizzes in the navigation, when the site has them.
    func learningNavItems() -> [(String, String, String)] {
        let l = views.labels
        var items: [(String, String, String)] = []
        if sections.guides {
            items.append((l["nav_guides", default: "Guides"], SiteURLs.guides, "guides"))
        }
        if sections.quizzes {
            items.append((l["nav_quizzes", default: "Quizzes"], SiteURLs.quizzes, "quizzes"))
        }
        return items
    }
}
