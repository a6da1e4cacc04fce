import CookgenSupport
import CookgenModel
import CookgenContent
import Mustache

extension AdultView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "reasons": reasons
        case "text": text
        default: nil
        }
    }
}

extension UnlockView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "points": points
        case "locked": locked
        case "unlocked": unlocked
        default: nil
        }
    }
}

extension GuideCardView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "slug": slug
        case "description": description
        case "unlock": unlock
        case "quizzes": quizzes
        case "hasQuizzes": !quizzes.isEmpty
        default: nil
        }
    }
}

extension GuideView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "card": card
        case "bodyHTML": bodyHTML
        case "tags": tags
        // The card's names too: a guide page reads `{{guide.title}}`.
        default: card.child(named: name)
        }
    }
}

extension AnswerView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "html": html
        case "correct": correct
        default: nil
        }
    }
}

extension QuestionView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "html": html
        case "answers": answers
        case "multiple": multiple
        case "correctList": correctList
        case "points": points
        case "pointsText": pointsText
        case "explanationHTML": explanationHTML
        default: nil
        }
    }
}

extension QuizCardView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "slug": slug
        case "introHTML": introHTML
        case "introText": introText
        case "questionCount": questionCount
        case "totalPoints": totalPoints
        case "summary": summary
        case "guide": guide
        case "recipe": recipe
        default: nil
        }
    }
}
