import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

@Suite struct QuizLoaderTests {
    func load(_ text: String) -> (Quiz?, [String]) {
        let (quiz, found) = QuizLoader.load(SourceText(path: "Content/quizzes/q.yaml", text: text))
        return (quiz, found.sorted().map(\.formatted))
    }

    @Test func readsQuestionsAnswersAndPoints() throws {
        let (quiz, found) = load("""
            title: Safety
            intro: Try it.
            guide: safety
            points: 2
            questions:
              - question: Which is hot?
                answers: [The oven, The fridge]
                correct: 1
                explanation: Ovens heat.
              - question: Which are sharp?
                answers:
                  - A knife
                  - A spoon
                  - A grater
                correct: [1, A grater]
                points: 3
            """)
        #expect(found.isEmpty, "\(found)")
        let q = try #require(quiz)
        #expect(q.slug == Slug("q"))
        #expect(q.title == "Safety")
        #expect(q.guide?.value == "safety")
        #expect(q.questions.map(\.correct) == [[0], [0, 2]])
        #expect(q.questions.map(\.points) == [2, 3])
        #expect(q.questions.map(\.isMultipleChoice) == [false, true])
        #expect(q.questions[0].explanation == "Ovens heat.")
        #expect(q.totalPoints == 5)
    }

    @Test func aQuestionWithoutACorrectAnswerIsAnErrorAtItsLine() {
        let (quiz, found) = load("""
            title: T
            questions:
              - question: Which?
                answers: [A, B]
            """)
        #expect(quiz == nil)
        #expect(found == ["Content/quizzes/q.yaml:3:5: error: the question has no correct answer [quiz-no-correct-answer]\n  hint: add 'correct: 1' (answers count from 1) or 'correct: [1, 3]'"])
    }

    @Test func anAnswerNumberOutOfRangeIsAnErrorAtTheNumber() {
        let (quiz, found) = load("""
            title: T
            questions:
              - question: Which?
                answers: [A, B]
                correct: [1, 3]
            """)
        #expect(quiz == nil)
        #expect(found.first?.hasPrefix("Content/quizzes/q.yaml:5:18: error: there is no answer 3; the question has 2") == true, "\(found)")
    }

    @Test func aQuestionWithoutTextAndTooFewAnswersAreErrors() {
        let (quiz, found) = load("""
            title: T
            questions:
              - answers: [A, B]
                correct: 1
              - question: Only one?
                answers: [A]
                correct: 1
            """)
        #expect(quiz == nil)
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("Content/quizzes/q.yaml:3:5: error: the question has no text [quiz-question-missing]"))
        #expect(found[1].contains("at least two answers"))
    }

    @Test func unknownKeysGetTheClosestName() {
        let (quiz, found) = load("""
            title: T
            questions:
              - question: Q?
                answers: [A, B]
                corect: 1
                correct: 2
            """)
        #expect(quiz != nil)
        #expect(found == ["Content/quizzes/q.yaml:5:5: warning: unknown quiz key 'corect' [quiz-unknown-key]\n  hint: did you mean 'correct'?"])
    }

    @Test func badYAMLAndMissingQuestionsAreErrors() {
        #expect(load("title: [unclosed").0 == nil)
        let (quiz, found) = load("title: Empty")
        #expect(quiz == nil)
        #expect(found.first?.contains("[quiz-no-questions]") == true)
    }
}
