import CookgenSupport
/// A quiz (`Content/quizzes/kitchen-safety.yaml`): questions scored in the browser.
public struct Quiz: Sendable, Hashable {
    /// The URL name, from the file name.
    public var slug: Slug
    /// The source file, relative to the site root.
    public var sourcePath: String
    /// Required.
    public var title: String
    /// Markdown shown before the questions.
    public var intro: String?
    /// The guide the quiz belongs to, as written.
    public var guide: Located<String>?
    /// The recipe the quiz belongs to, as written.
    public var recipe: Located<String>?
    /// Position in the overview; quizzes without one follow, by title.
    public var order: Int?
    /// The questions, in the order written.
    public var questions: [QuizQuestion]
    /// Where the file starts.
    public var location: SourceLocation

    /// Creates a quiz.
    public init(slug: Slug, sourcePath: String, title: String, questions: [QuizQuestion], location: SourceLocation) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.title = title
        self.questions = questions
        self.location = location
    }

    /// The points of every question together.
    public var totalPoints: Int { questions.reduce(0) { $0 + $1.points } }
}

/// One question of a quiz: single choice when one answer is right, multiple choice otherwise.
public struct QuizQuestion: Sendable, Hashable {
    /// The question, Markdown.
    public var text: String
    /// The answers to pick from, Markdown, in the order written.
    public var answers: [String]
    /// Positions (from 0) of the right answers, sorted.
    public var correct: [Int]
    /// Why the right answer is right, Markdown.
    public var explanation: String?
    /// What a right answer scores.
    public var points: Int
    /// Where the question starts.
    public var location: SourceLocation

    /// Creates a question.
    public init(text: String, answers: [String], correct: [Int], explanation: String? = nil, points: Int = 1, location: SourceLocation) {
        self.text = text
        self.answers = answers
        self.correct = correct
        self.explanation = explanation
        self.points = points
        self.location = location
    }

    /// Whether more than one answer is right (check boxes instead of radio buttons).
    public var isMultipleChoice: Bool { correct.count > 1 }
}
