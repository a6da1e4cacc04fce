import CookgenSupport
import CookgenModel
import Foundation

/// Reading the meal plans of `Content/plans/`.
package extension Loader {
    /// Every plan that could be read, in path order; a file that is no plan at all (not YAML, not a
    /// mapping) is left out, a plan with a bad entry keeps the rest; unknown recipes are the index's to report.
    static func loadPlans(root: URL, paths: [String], diagnostics: inout [Diagnostic]) -> [MealPlan] {
        var plans: [MealPlan] = []
        var slugs: [Slug: String] = [:]
        for path in paths {
            guard let source = readSource(root: root, path: path, diagnostics: &diagnostics) else { continue }
            let (plan, found) = path.lowercased().hasSuffix(".menu") ? MenuReader.read(source) : PlanReader.read(source)
            diagnostics += found
            guard let plan else { continue }
            if let first = slugs[plan.slug] {
                diagnostics.append(.error("plan-slug-duplicate", "'\(plan.slug)' is already the URL name of \(first)",
                                          at: plan.location, hint: "rename one of the plan files"))
                continue
            }
            if plan.slug.isEmpty || plan.slug.rawValue == "index" {
                diagnostics.append(.error("plan-slug-invalid", "the file name gives the URL name '\(plan.slug)', which cannot be used",
                                          at: plan.location, hint: "rename the file"))
                continue
            }
            slugs[plan.slug] = path
            plans.append(plan)
        }
        return plans
    }
}
