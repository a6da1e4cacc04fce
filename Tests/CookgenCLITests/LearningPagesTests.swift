import Foundation
import Testing

/// The shipped sites' guides and quizzes, as built by `SampleCookbookTests` (their sitemap, which
/// needs a base URL, is checked by `GuideTests`).
@Suite(.serialized) struct LearningPagesTests {
    @Test(arguments: SampleCookbookTests.sites)
    func guideAndQuizPagesAreBuiltAndLinked(_ site: SampleCookbookTests.Site) throws {
        let (result, output) = try #require(SampleCookbookTests.builds[site.name])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try CLI.tree(output)
        let guides = files.keys.filter { $0.hasPrefix("guides/") && $0.hasSuffix(".html") && $0 != "guides/index.html" }
        let quizzes = files.keys.filter { $0.hasPrefix("quizzes/") && $0.hasSuffix(".html") && $0 != "quizzes/index.html" }
        #expect(guides.count >= 4, "hygiene, safety, clean working, separating waste")
        #expect(quizzes.count >= 2)
        let home = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(home.contains("href=\"guides/index.html\"") && home.contains("href=\"quizzes/index.html\""))
        #expect(home.contains("assets/js/quiz.js"))
        for page in quizzes.sorted() {
            let html = String(decoding: files[page]!, as: UTF8.self)
            #expect(html.contains("<details class=\"explanation\""), "\(page) readable without JavaScript")
        }
        let recipes = files.keys.filter { $0.hasPrefix("recipes/") && $0.hasSuffix(".html") && !$0.hasSuffix(".card.html") }
        let marked = recipes.filter { String(decoding: files[$0]!, as: UTF8.self).contains("<span class=\"adult\" title=") }
        #expect(marked.count >= 5, "steps that need an adult are marked")
        let linked = recipes.filter { String(decoding: files[$0]!, as: UTF8.self).contains("class=\"related related-guides\"") }
        #expect(linked.count >= marked.count, "a recipe with such a step links the safety guide")
    }
}
