import CookgenSupport
import CookgenModel
import CookgenContent

/// Which overview pages the site has: the one answer that decides both whether a section's
/// pages are written and whether any page links to them, so no page links to a section the site
/// lacks (a site without categories has no `categories/index.html`, and nothing links there).
///
/// A section exists when the site has content for it and the theme has the templates it needs
/// (an older custom theme may lack the newer ones).
package struct SiteSections: Sendable, Equatable {
    package var categories: Bool
    package var plans: Bool
    package var guides: Bool
    package var quizzes: Bool

    package init(categories: Bool, plans: Bool, guides: Bool, quizzes: Bool) {
        self.categories = categories
        self.plans = plans
        self.guides = guides
        self.quizzes = quizzes
    }

    /// The sections of `index` rendered with a theme that has `templates`.
    package init(index: SiteIndex, templates: Set<String>) {
        categories = !index.taxonomy(.categories).terms.isEmpty
        plans = !index.plans.isEmpty && templates.isSuperset(of: ["plan", "plans"])
        guides = index.learning.hasGuides && templates.isSuperset(of: ["guide", "guides"])
        quizzes = index.learning.hasQuizzes && templates.isSuperset(of: ["quiz", "quizzes"])
    }
}
