import CookgenSupport
import CookgenModel
import Foundation

/// Makes a `Book` of a site: chooses the recipes, orders them into chapters, numbers them
/// and gathers the index.
package struct BookBuilder: Sendable {
    package let index: SiteIndex
    package let labels: Labels

    package init(index: SiteIndex, labels: Labels) {
        self.index = index
        self.labels = labels
    }

    /// The book of the recipes `selection` names; throws when it names a category, tag or plan
    /// the site does not have (the message lists the ones it has).
    /// `withIndex: false` leaves the index at the back out (the site's book page makes its own in the browser).
    package func book(_ selection: BookSelection = BookSelection(), withIndex: Bool = true) throws -> Book {
        var chosen = Set(index.recipes.map(\.slug))
        var subtitle: [String] = []
        if let category = selection.category {
            let term = try self.term(category, in: .categories, option: "category")
            chosen.formIntersection(term.recipes)
            subtitle.append(labels.termName(term, kind: .categories))
        }
        if let tag = selection.tag {
            let term = try self.term(tag, in: .tags, option: "tag")
            chosen.formIntersection(term.recipes)
            subtitle.append(labels.termName(term, kind: .tags))
        }
        if let name = selection.plan {
            let plan = try self.plan(name)
            chosen.formIntersection(plan.entries.map(\.slug))
            subtitle.append(plan.plan.title)
        }
        if let slugs = selection.slugs { chosen.formIntersection(slugs.map(Slug.init(rawValue:))) }
        let chapters = self.chapters(of: chosen)
        let entries = chapters.flatMap(\.entries)
        return Book(
            title: index.config.title, subtitle: subtitle.isEmpty ? nil : subtitle.joined(separator: " · "),
            description: index.config.description, author: index.config.author,
            date: entries.compactMap { [$0.recipe.metadata.date, $0.recipe.metadata.updated].compactMap { $0 }.max() }.max(),
            coverImage: coverImage(entries, category: selection.category), language: index.config.language,
            chapters: chapters, index: withIndex ? indexSections(entries) : [])
    }

    /// Categories in their metadata order, each recipe in the chapter of its first category,
    /// then the recipes without one; recipes by title inside a chapter; numbered through.
    private func chapters(of chosen: Set<Slug>) -> [BookChapter] {
        let categories = index.taxonomy(.categories).terms
        var placed = Set<Slug>()
        var groups: [(name: String, slugs: [Slug])] = categories.map { (labels.termName($0, kind: .categories), []) }
        var other: [Slug] = []
        // Each category's place by slug, and each value as written slugged once: a site has many
        // recipes and few categories.
        let place = Dictionary(categories.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var slugOf: [String: Slug] = [:]
        for recipe in index.recipesByTitle where chosen.contains(recipe.slug) && placed.insert(recipe.slug).inserted {
            var first: Int?
            for value in recipe.metadata.categories {
                let slug = slugOf[value.value] ?? Slug(value.value)
                slugOf[value.value] = slug
                if let found = place[slug] {
                    first = found
                    break
                }
            }
            if let first { groups[first].slugs.append(recipe.slug) } else { other.append(recipe.slug) }
        }
        let otherName = categories.isEmpty ? labels["recipes_heading", default: "Recipes"] : labels["book_more_recipes", default: "More recipes"]
        groups.append((otherName, other))
        var number = 0
        var chapters: [BookChapter] = []
        for group in groups where !group.slugs.isEmpty {
            let entries = group.slugs.compactMap { index.bySlug[$0] }.map { recipe -> BookEntry in
                number += 1
                return BookEntry(number: number, recipe: recipe)
            }
            chapters.append(BookChapter(number: chapters.count + 1, name: group.name, entries: entries))
        }
        return chapters
    }

    /// Ingredients (recipes used inside others aside), diets and seasons, each to recipe numbers.
    private func indexSections(_ entries: [BookEntry]) -> [BookIndexSection] {
        var ingredients: [IngredientKey: (name: String, numbers: [Int])] = [:]
        for entry in entries {
            for ingredient in entry.recipe.ingredients where ingredient.reference == nil {
                let key = IngredientKey(ingredient.name)
                guard !key.rawValue.isEmpty else { continue }
                ingredients[key, default: (ingredient.name, [])].numbers.append(entry.number)
            }
        }
        let numberOf = Dictionary(entries.map { ($0.recipe.slug, $0.number) }, uniquingKeysWith: { first, _ in first })
        var sections = [BookIndexSection(title: labels["ingredients", default: "Ingredients"],
                                         entries: Self.sorted(ingredients.values.map { BookIndexEntry(name: $0.name, numbers: $0.numbers) }))]
        for kind in [TaxonomyKind.diets, .seasons] {
            let terms = index.taxonomy(kind).terms.map { term in
                BookIndexEntry(name: labels.termName(term, kind: kind), numbers: term.recipes.compactMap { numberOf[$0] })
            }
            sections.append(BookIndexSection(title: labels.taxonomyName(kind), entries: terms))
        }
        return sections.map { section in
            var section = section
            section.entries = section.entries.filter { !$0.numbers.isEmpty }.map { BookIndexEntry(name: $0.name, numbers: Array(Set($0.numbers)).sorted()) }
            return section
        }.filter { !$0.entries.isEmpty }
    }

    /// Alphabetical, ignoring case and accents, then as written: the same order on every machine.
    package static func sorted(_ entries: [BookIndexEntry]) -> [BookIndexEntry] {
        func key(_ s: String) -> String { s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        return entries.sorted { (key($0.name), $0.name) < (key($1.name), $1.name) }
    }

    /// The chosen category's picture, else a featured recipe's, else the first recipe's that has one.
    private func coverImage(_ entries: [BookEntry], category: String?) -> String? {
        if let category, let term = try? term(category, in: .categories, option: "category"), let image = index.image(term.info?.image) {
            return image
        }
        let featured = entries.filter(\.recipe.metadata.featured) + entries
        return featured.lazy.compactMap { index.image($0.recipe.metadata.image) }.first
    }

    private func term(_ name: String, in kind: TaxonomyKind, option: String) throws -> Term {
        let terms = index.taxonomy(kind).terms
        let wanted = Slug(name)
        if let term = terms.first(where: { $0.slug == wanted || $0.name.lowercased() == name.lowercased() }) { return term }
        let known = terms.map(\.slug.rawValue).joined(separator: ", ")
        throw BookSelectionError(description: "the site has no \(option) '\(name)'" + (known.isEmpty ? "" : "; it has: \(known)"))
    }

    private func plan(_ name: String) throws -> ResolvedPlan {
        let wanted = Slug(name)
        if let plan = index.plans.first(where: { $0.plan.slug == wanted || $0.plan.title.lowercased() == name.lowercased() }) { return plan }
        let known = index.plans.map(\.plan.slug.rawValue).joined(separator: ", ")
        throw BookSelectionError(description: "the site has no plan '\(name)'" + (known.isEmpty ? "" : "; it has: \(known)"))
    }
}
