import CookgenSupport
import CookgenModel
/// Loads a quiz file: YAML with a title, an intro, the guide or recipe it belongs to, and questions
/// with answers, the right answer(s) (counted from 1, or the answer's text), an explanation and points.
package enum QuizLoader {
    package static let quizKeys = ["title", "intro", "description", "guide", "recipe", "points", "order", "questions"]
    package static let questionKeys = ["question", "answers", "correct", "explanation", "points"]

    /// Parses one quiz. Returns nil with errors when a question cannot be scored; the rest of the site builds.
    package static func load(_ source: SourceText) -> (Quiz?, [Diagnostic]) {
        let top: [YAMLEntry]
        switch YAMLValue.parse(source.text, file: source.path, line: 1) {
        case .failure(let d): return (nil, [d])
        case .success(.some(.mapping(let e, _))): top = e
        case .success(let other):
            return (nil, [.error("quiz-not-mapping", "a quiz is 'key: value' lines, not \(other?.kindName ?? "empty")",
                                 at: other?.location ?? source.location(line: 1), hint: "start with 'title: …' and 'questions:'")])
        }
        var diagnostics: [Diagnostic] = []
        var reader = MetadataReader(file: source.path)
        var quiz = Quiz(slug: Slug(PathText.stem(of: source.path)), sourcePath: source.path, title: "", questions: [],
                        location: source.location(line: 1))
        var defaultPoints = 1
        var questions: YAMLValue?
        for entry in top {
            let value = entry.value
            switch FrontMatterKey.normalise(entry.key) {
            case "title": quiz.title = value.string?.trimmed ?? ""
            case "intro", "description": quiz.intro = value.string?.nonEmpty
            case "guide": quiz.guide = value.string?.nonEmpty.map { Located($0, at: value.location) }
            case "recipe": quiz.recipe = value.string?.nonEmpty.map { Located($0, at: value.location) }
            case "points": defaultPoints = reader.points(value) ?? 1
            case "order": quiz.order = value.string.flatMap { Int($0.trimmed) }
            case "questions": questions = value
            default: diagnostics.append(unknownKey(entry, known: quizKeys))
            }
        }
        if quiz.title.isEmpty {
            diagnostics.append(.error("title-missing", "the quiz has no title", at: source.location(line: 1), hint: "add 'title: …'"))
        }
        let items = questions.map { $0.list } ?? []
        if items.isEmpty {
            diagnostics.append(.error("quiz-no-questions", "the quiz has no questions", at: questions?.location ?? source.location(line: 1),
                                      hint: "add 'questions:' with '- question: …', 'answers:' and 'correct:'"))
        }
        for item in items {
            if let question = self.question(item, defaultPoints: defaultPoints, reader: &reader, diagnostics: &diagnostics) {
                quiz.questions.append(question)
            }
        }
        diagnostics += reader.diagnostics
        return (diagnostics.hasErrors ? nil : quiz, diagnostics)
    }

    private static func question(_ item: YAMLValue, defaultPoints: Int, reader: inout MetadataReader,
                                 diagnostics: inout [Diagnostic]) -> QuizQuestion? {
        guard let entries = item.entries else {
            diagnostics.append(.error("quiz-question-shape", "a question is 'question:', 'answers:' and 'correct:' lines, not \(item.kindName)",
                                      at: item.location, hint: "write '- question: …' with 'answers:' and 'correct:' below it"))
            return nil
        }
        var text: String?, answers: [YAMLValue] = [], correct: YAMLValue?, explanation: String?, points = defaultPoints
        var answersAt = item.location
        for entry in entries {
            let value = entry.value
            switch FrontMatterKey.normalise(entry.key) {
            case "question": text = value.string?.nonEmpty
            case "answers": answers = value.list; answersAt = value.location
            case "correct": correct = value
            case "explanation": explanation = value.string?.nonEmpty
            case "points": points = reader.points(value) ?? defaultPoints
            default: diagnostics.append(unknownKey(entry, known: questionKeys))
            }
        }
        guard let text else {
            diagnostics.append(.error("quiz-question-missing", "the question has no text", at: item.location,
                                      hint: "add 'question: …' to it"))
            return nil
        }
        let answerTexts = answers.compactMap { $0.string?.nonEmpty }
        guard answerTexts.count >= 2, answerTexts.count == answers.count else {
            diagnostics.append(.error("quiz-answers-missing", "the question needs at least two answers, each a line of text",
                                      at: answers.first { $0.string?.nonEmpty == nil }?.location ?? answersAt,
                                      hint: "list them under 'answers:' as '- …' lines"))
            return nil
        }
        guard let correct, !correct.list.isEmpty else {
            diagnostics.append(.error("quiz-no-correct-answer", "the question has no correct answer", at: item.location,
                                      hint: "add 'correct: 1' (answers count from 1) or 'correct: [1, 3]'"))
            return nil
        }
        guard let right = rightAnswers(correct, of: answerTexts, diagnostics: &diagnostics) else { return nil }
        return QuizQuestion(text: text, answers: answerTexts, correct: right, explanation: explanation, points: points,
                            location: item.location)
    }

    /// `correct: 2`, `[1, 3]` or an answer's text → positions from 0, sorted; nil after an error.
    private static func rightAnswers(_ correct: YAMLValue, of answers: [String], diagnostics: inout [Diagnostic]) -> [Int]? {
        var right = Set<Int>()
        for value in correct.list {
            let written = value.string?.trimmed ?? ""
            if let n = Int(written) {
                guard (1...answers.count).contains(n) else {
                    diagnostics.append(.error("quiz-answer-out-of-range", "there is no answer \(n); the question has \(answers.count)",
                                              at: value.location, hint: "answers count from 1 to \(answers.count)"))
                    return nil
                }
                right.insert(n - 1)
            } else if let i = answers.firstIndex(where: { $0.lowercased() == written.lowercased() }) {
                right.insert(i)
            } else {
                diagnostics.append(.error("quiz-answer-unknown", "'\(written)' is neither an answer number nor one of the answers",
                                          at: value.location, hint: "write the number of the right answer, counted from 1"))
                return nil
            }
        }
        return right.sorted()
    }

    private static func unknownKey(_ entry: YAMLEntry, known: [String]) -> Diagnostic {
        let close = EditDistance.suggestion(for: FrontMatterKey.normalise(entry.key), in: known)
        return .warning("quiz-unknown-key", "unknown quiz key '\(entry.key)'", at: entry.keyLocation,
                        hint: close.map { "did you mean '\($0)'?" } ?? "a quiz knows: \(known.joined(separator: ", "))")
    }
}
