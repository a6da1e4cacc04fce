import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
/// Finds the recipe a component or a referencing ingredient names: by slug, title,
/// file name or Cooklang path (`./Shared/Pizza Dough`).
public struct RecipeResolver: Sendable {
    private var byKey: [String: Slug] = [:]
    private var titles: [Slug: String] = [:]
    /// Made the first time a name is not found: most builds never need it.
    private let suggester: LazySuggester

    /// A resolver over these recipes.
    public init(recipes: [Recipe]) {
        // Room for each recipe's slug; its title and file name mostly say the same (at 100,000
        // recipes, room for three keys each was a table of 17 MB).
        byKey.reserveCapacity(recipes.count)
        titles.reserveCapacity(recipes.count)
        for recipe in recipes.sorted(by: { $0.slug < $1.slug }) {
            for key in [recipe.slug.rawValue, Slug(recipe.title).rawValue,
                        Slug(PathText.stem(of: recipe.sourcePath)).rawValue] where byKey[key] == nil {
                byKey[key] = recipe.slug
            }
        }
        for recipe in recipes { titles[recipe.slug] = recipe.title }
        suggester = LazySuggester(keys: byKey)
    }

    /// A suggester over the keys of `keys`, made when it is first asked; shared by the copies of a
    /// resolver. It holds the resolver's table (shared, not copied) until then, not a list of its keys.
    private final class LazySuggester: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [String: Slug]
        private var made: Suggester?

        init(keys: [String: Slug]) { self.keys = keys }

        var value: Suggester {
            lock.withLock {
                if let made { return made }
                let suggester = Suggester(Array(keys.keys))
                (made, keys) = (suggester, [:])
                return suggester
            }
        }
    }

    /// The slug a target names, if any recipe matches.
    public func resolve(_ target: String) -> Slug? {
        var t = target.trimmed
        if let hash = t.firstIndex(of: "#") { t = String(t[..<hash]) }
        let stem = PathText.stem(of: t)
        for candidate in [t, stem] {
            if let slug = byKey[Slug(candidate).rawValue] { return slug }
        }
        if t.hasSuffix(".html"), let slug = byKey[Slug(String(stem)).rawValue] { return slug }
        return nil
    }

    /// The title of the recipe whose slug, title or file name is closest to `target`, for "did you mean".
    public func closestTitle(to target: String) -> String? {
        let stem = PathText.stem(of: target)
        let close = suggester.value.suggestion(for: Slug(stem).rawValue)
        return close.flatMap { byKey[$0] }.flatMap { titles[$0] }
    }

    /// The resolved uses of a recipe (components and ingredients that reference recipes).
    package func uses(of recipe: Recipe, diagnostics: inout [Diagnostic]) -> [SiteIndex.Use] {
        var uses: [SiteIndex.Use] = []
        var missing = 0
        var targets = recipe.components.map { ($0.target, $0.quantity, $0.unit, $0.location) }
        // Straight from the groups: `recipe.ingredients` would copy every ingredient into one list
        // (and release them all again) to find the few that name a recipe.
        for group in recipe.ingredientGroups {
            for item in group.items { if let reference = item.reference { targets.append((reference, item.quantity, item.unit, item.location)) } }
        }
        for (target, quantity, unit, location) in targets {
            guard let slug = resolve(target) else {
                missing += 1
                let hint = (missing <= Suggester.suggestionsPerFile ? closestTitle(to: target) : nil).map { "did you mean '\($0)'?" }
                    ?? "name a recipe by its title, slug or file name"
                diagnostics.append(.error("component-missing", "no recipe named '\(target)'", at: location, hint: hint))
                continue
            }
            if slug == recipe.slug {
                diagnostics.append(.error("component-cycle", "the recipe uses itself", at: location,
                                          hint: "remove this component"))
                continue
            }
            uses.append(SiteIndex.Use(slug: slug, quantity: quantity, unit: unit))
        }
        return uses
    }
}

/// Finds cycles of recipes using each other, and reports each cycle once.
package enum CycleFinder {
    package static func cycles(in uses: [Slug: [SiteIndex.Use]], recipes: [Slug: Recipe], resolver: RecipeResolver) -> [Diagnostic] {
        var state: [Slug: Int] = [:]  // 1 visiting, 2 done
        var stack: [Slug] = []
        var reported = Set<Set<Slug>>()
        var diagnostics: [Diagnostic] = []

        func visit(_ slug: Slug) {
            state[slug] = 1
            stack.append(slug)
            for use in (uses[slug] ?? []).sorted(by: { $0.slug < $1.slug }) {
                if state[use.slug] == 1, let start = stack.firstIndex(of: use.slug) {
                    let cycle = Array(stack[start...])
                    if reported.insert(Set(cycle)).inserted, let first = recipes[cycle[0]] {
                        let path = (cycle + [cycle[0]]).map(\.rawValue).joined(separator: " → ")
                        let location = first.components.first { resolver.resolve($0.target) == cycle[1 % cycle.count] }?.location
                            ?? first.metadata.location
                        diagnostics.append(.error("component-cycle", "recipes use each other in a circle: \(path)", at: location,
                                                  hint: "remove one of these components"))
                    }
                } else if state[use.slug] == nil {
                    visit(use.slug)
                }
            }
            stack.removeLast()
            state[slug] = 2
        }

        for slug in uses.keys.sorted() where state[slug] == nil { visit(slug) }
        return diagnostics
    }
}
