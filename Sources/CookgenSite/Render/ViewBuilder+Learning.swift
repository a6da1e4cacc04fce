import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

package extension ViewBuilder {
    /// "Needs an adult: knife, oven" for a step, or nil when it does not need one.
    func adultView(_ hazards: [Hazard], marked: Bool) -> AdultView? {
        guard marked || !hazards.isEmpty else { return nil }
        let label = labels["adult_needed", default: "Needs an adult"]
        let reasons = hazards.map { labels["hazard_\($0.rawValue)", default: $0.rawValue.replacingText("_", with: " ")] }
            .joined(separator: ", ").nonEmpty
        return AdultView(label: label, reasons: reasons, text: reasons.map { "\(label): \($0)" } ?? label)
    }

    /// Why each step of a recipe needs an adult, as the index read it (read again for recipes outside an index).
    func hazards(of recipe: Recipe) -> [[Hazard]] {
        if let known = index.learning.stepHazards[recipe.slug], known.count == recipe.steps.count { return known }
        if let read = index.learning.hazardReader?(recipe), read.count == recipe.steps.count { return read }
        return StepHazards.hazards(of: recipe, siteLanguage: index.config.language)
    }

    /// The unlock badge for content that declares `unlock_points`, on a site with quizzes.
    func unlockView(_ points: Int?) -> UnlockView? {
        guard let points, points > 0, index.learning.hasQuizzes else { return nil }
        return UnlockView(points: points, locked: counted("unlock_locked", "Collect {n} points to unlock", points),
                          unlocked: labels["unlock_unlocked", default: "Unlocked!"])
    }

    /// A UI string with `{n}` filled in.
    func counted(_ key: String, _ fallback: String, _ n: Int) -> String {
        labels[key, default: fallback].replacingText("{n}", with: String(n))
    }

    /// The guides a recipe links, in the order linked.
    func guideLinks(of recipe: Recipe) -> [GuideCardView] {
        (index.learning.guidesOfRecipe[recipe.slug] ?? []).compactMap { index.learning.guide($0) }.map(guideCard)
    }

    /// A guide in lists.
    func guideCard(_ guide: Guide) -> GuideCardView {
        GuideCardView(title: guide.title, url: SiteURLs.href(SiteURLs.guide(guide.slug)), slug: guide.slug.rawValue,
                      description: guide.description.map(plainText), unlock: unlockView(guide.unlockPoints),
                      quizzes: (index.learning.quizzesOfGuide[guide.slug] ?? []).compactMap { index.learning.quiz($0) }
                        .map { LinkView(name: $0.title, url: SiteURLs.href(SiteURLs.quiz($0.slug))) })
    }

    /// A guide page at `pagePath`.
    func guideView(_ guide: Guide, pagePath: String) -> GuideView {
        GuideView(card: guideCard(guide), bodyHTML: markdownHTML(guide.body, in: guide.sourcePath, root: SiteURLs.root(of: pagePath)),
                  tags: guide.tags.map(\.value))
    }

    /// A quiz in lists, and the head of its page.
    func quizCard(_ quiz: Quiz, root: String) -> QuizCardView {
        let guide = index.learning.guideOfQuiz[quiz.slug].flatMap { index.learning.guide($0) }
        let recipe = index.learning.recipeOfQuiz[quiz.slug].flatMap { index.bySlug[$0] }
        let summary = counted("quiz_questions", "{n} questions", quiz.questions.count) + " · "
            + counted("quiz_points_total", "{n} points", quiz.totalPoints)
        return QuizCardView(
            title: quiz.title, url: SiteURLs.href(SiteURLs.quiz(quiz.slug)), slug: quiz.slug.rawValue,
            introHTML: quiz.intro.map { markdownHTML($0, in: quiz.sourcePath, root: root) }, introText: quiz.intro.map { plainText(Self.linkTexts($0)) },
            questionCount: quiz.questions.count, totalPoints: quiz.totalPoints, summary: summary,
            guide: guide.map { LinkView(name: $0.title, url: SiteURLs.href(SiteURLs.guide($0.slug))) },
            recipe: recipe.map { LinkView(name: $0.title, url: SiteURLs.href(SiteURLs.recipe($0.slug))) })
    }

    /// The questions of a quiz page at `root`.
    func questionViews(_ quiz: Quiz, root: String) -> [QuestionView] {
        quiz.questions.enumerated().map { n, q in
            QuestionView(
                number: n + 1, html: inlineMarkdown(q.text, in: quiz.sourcePath, root: root),
                answers: q.answers.enumerated().map { i, a in
                    AnswerView(index: i, html: inlineMarkdown(a, in: quiz.sourcePath, root: root), correct: q.correct.contains(i))
                },
                multiple: q.isMultipleChoice, correctList: q.correct.map(String.init).joined(separator: ","), points: q.points,
                pointsText: counted(q.points == 1 ? "quiz_point" : "quiz_points_total", q.points == 1 ? "{n} point" : "{n} points", q.points),
                explanationHTML: q.explanation.map { markdownHTML($0, in: quiz.sourcePath, root: root) }?.nonEmpty)
        }
    }

    /// Markdown links reduced to their text: `[the guide](safety.md)` → `the guide`.
    static func linkTexts(_ markdown: String) -> String {
        var out = "", rest = markdown[...]
        while let open = rest.firstIndex(of: "[") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "]"), after[after.index(after: close)...].first == "(",
                  let end = after[close...].firstIndex(of: ")") else {
                out.append("[")
                rest = after
                continue
            }
            out += after[..<close]
            rest = after[after.index(after: end)...]
        }
        return out + rest
    }

    /// The output path of a link to a guide (`hygiene.md`, `../guides/hygiene.md`), if it names one.
    func guidePath(_ url: String) -> String? {
        guard index.learning.hasGuides else { return nil }
        let name = url.split(separator: "/").last.map(String.init) ?? url
        let stem = name.lowercased().hasSuffix(".md") ? String(name.dropLast(3)) : name
        let slug = Slug(stem.removingPercentEncoding ?? stem)
        return index.learning.guide(slug).map { SiteURLs.guide($0.slug) }
    }
}
