import CookgenSupport
import CookgenModel
import CookgenContent
extension SiteURLs {
    /// `guides/index.html`
    public static let guides = "guides/index.html"
    /// `guides/hygiene.html`
    public static func guide(_ slug: Slug) -> String { "guides/\(slug.rawValue).html" }
    /// `quizzes/index.html`
    public static let quizzes = "quizzes/index.html"
    /// `quizzes/kitchen-safety.html`
    public static func quiz(_ slug: Slug) -> String { "quizzes/\(slug.rawValue).html" }
}
