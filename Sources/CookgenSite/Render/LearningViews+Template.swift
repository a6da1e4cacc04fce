import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

extension AdultView: TemplateObject {
    package static let templateKeys = ["label", "reasons", "text"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(label)
        case 1: .of(reasons)
        case 2: .of(text)
        default: .null
        }
    }
}

extension UnlockView: TemplateObject {
    package static let templateKeys = ["points", "locked", "unlocked"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(points)
        case 1: .of(locked)
        case 2: .of(unlocked)
        default: .null
        }
    }
}

extension GuideCardView: TemplateObject {
    package static let templateKeys = ["title", "url", "slug", "description", "unlock", "quizzes", "hasQuizzes"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(title)
        case 1: .of(url)
        case 2: .of(slug)
        case 3: .of(description)
        case 4: .of(unlock)
        case 5: .of(quizzes)
        case 6: .of(!quizzes.isEmpty)
        default: .null
        }
    }
}


extension AnswerView: TemplateObject {
    package static let templateKeys = ["index", "html", "correct"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(index)
        case 1: .of(html)
        case 2: .of(correct)
        default: .null
        }
    }
}

extension QuestionView: TemplateObject {
    package static let templateKeys = ["number", "html", "answers", "multiple", "correctList", "points", "pointsText", "explanationHTML"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(number)
        case 1: .of(html)
        case 2: .of(answers)
        case 3: .of(multiple)
        case 4: .of(correctList)
        case 5: .of(points)
        case 6: .of(pointsText)
        case 7: .of(explanationHTML)
        default: .null
        }
    }
}

extension QuizCardView: TemplateObject {
    package static let templateKeys = ["title", "url", "slug", "introHTML", "introText", "questionCount", "totalPoints", "summary", "guide", "recipe"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(title)
        case 1: .of(url)
        case 2: .of(slug)
        case 3: .of(introHTML)
        case 4: .of(introText)
        case 5: .of(questionCount)
        case 6: .of(totalPoints)
        case 7: .of(summary)
        case 8: .of(guide)
        case 9: .of(recipe)
        default: .null
        }
    }
}

// A guide page reads its card's names too (`{{guide.title}}`): they follow its own.
extension GuideView: TemplateObject {
    package static let templateKeys = ["card", "bodyHTML", "tags"] + GuideCardView.templateKeys

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(card)
        case 1: .of(bodyHTML)
        case 2: .of(tags)
        default: card.templateValue(at: slot - 3)
        }
    }
}
