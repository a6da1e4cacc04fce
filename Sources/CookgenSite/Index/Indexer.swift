import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation
/// The index stage: relates loaded recipes — unique slugs, taxonomies, uses and used-by,
/// images — and reports what does not resolve.
public enum Indexer {
    /// Builds the index. With `dropInvalid`, recipes with errors are left out (keep-going);
    /// per-recipe work (nutrition) runs on `threads` threads.
    public static func index(_ site: LoadedSite, dropInvalid: Bool = false,
                             threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> SiteIndex {
        index(site, dropInvalid: dropInvalid, threads: threads, hazards: GuideLinker.readHazards)
    }

    /// Builds the index, each recipe's step hazards found by `hazards` (a build passes one that
    /// remembers them between builds).
    ///
    /// With `hazardsWhenAsked`, the steps' hazards are read only for the pages made (see
    /// `LearningIndex.stepHazards`), unless a guide covers hazards.
    ///
    /// With `relationsOnly`, only what says which pages show which recipes is made — recipes,
    /// slugs, uses and used-by, pictures, taxonomies — and not the guides' links, the plans, the
    /// vocabulary warnings or the nutrition: enough to compare the index of the previous build
    /// with this one's (`RecipeChangeEffect`), at a fraction of the cost. The recipes kept are the
    /// same either way: the parts left out come after recipes with errors are dropped, or say
    /// only warnings.
    package static func index(_ site: LoadedSite, dropInvalid: Bool, threads: Int, hazards: @escaping GuideLinker.HazardReader,
                              relationsOnly: Bool = false, hazardsWhenAsked: Bool = false) -> SiteIndex {
        var diagnostics: [Diagnostic] = []
        let assets = SiteIndex.assetLookup(site.assets)
        let stems = CooklangImages.stems(of: assets)
        var recipes = uniqueSlugs(site.recipes, diagnostics: &diagnostics).map { CooklangImages.attach(to: $0, assets: assets, stems: stems) }
        // The vocabulary is checked on a thread of its own while the recipes are related (it only warns).
        let checkingVocabulary = relationsOnly ? nil : Background(threads: threads) { [recipes] in VocabularyChecker.check(recipes) }
        // Unless recipes with errors are dropped, these are the index's recipes: their title order
        // and their terms are made on threads of their own while they are related.
        let sorting = dropInvalid ? nil : Background(threads: threads) { [recipes] in TitleOrder.sorted(recipes) }
        let categories = site.categories
        let groupingEarly = sorting.map { sorting in Background(threads: threads) { TaxonomyBuilder.build(sorting.value, categories: categories) } }
        let resolver = RecipeResolver(recipes: recipes)
        var uses: [Slug: [SiteIndex.Use]] = [:]
        for recipe in recipes {
            uses[recipe.slug] = resolver.uses(of: recipe, diagnostics: &diagnostics)
        }
        // A relations-only index's problems are read only to drop the recipes that have errors.
        if !relationsOnly || dropInvalid {
            let bySlugAll = Dictionary(uniqueKeysWithValues: recipes.map { ($0.slug, $0) })
            diagnostics += CycleFinder.cycles(in: uses, recipes: bySlugAll, resolver: resolver)
        }
        var images: [ImageKey: String] = [:]
        for recipe in recipes {
            ImageResolver.resolve(recipe, assets: assets, folders: site.config.imageFolders, into: &images, diagnostics: &diagnostics)
        }
        for info in site.categories {
            ImageResolver.resolve(info.image, assets: assets, folders: site.config.imageFolders, into: &images, diagnostics: &diagnostics)
        }
        if let checkingVocabulary { diagnostics += checkingVocabulary.value }
        if dropInvalid {
            let bad = Set(diagnostics.filter { $0.severity == .error }.compactMap(\.location?.file))
            recipes.removeAll { bad.contains($0.sourcePath) }
        }
        let bySlug = Dictionary(uniqueKeysWithValues: recipes.map { ($0.slug, $0) })
        uses = uses.filter { bySlug[$0.key] != nil }.mapValues { $0.filter { bySlug[$0.slug] != nil } }
        let byTitle = sorting?.value ?? TitleOrder.sorted(recipes)
        var usedBy: [Slug: [Slug]] = [:]
        for user in byTitle {
            for used in Set((uses[user.slug] ?? []).map(\.slug)) { usedBy[used, default: []].append(user.slug) }
        }
        // The terms are grouped on a thread of their own while the guides, plans and nutrition are linked.
        let grouping = groupingEarly ?? Background(threads: threads) { [byTitle] in TaxonomyBuilder.build(byTitle, categories: categories) }
        if relationsOnly {
            let taxonomies = grouping.value
            return SiteIndex(config: site.config, recipes: recipes, recipesByTitle: byTitle, resolver: resolver, bySlug: bySlug,
                             taxonomies: taxonomies, uses: uses, usedBy: usedBy, images: images, assets: site.assets,
                             allergenOverrides: site.allergens, aisleOverrides: site.aisles, plans: [],
                             contentRoot: site.root.appendingPathComponent("Content"), diagnostics: diagnostics)
        }
        let learning = GuideLinker.link(guides: site.guides, quizzes: site.quizzes, recipes: recipes, resolver: resolver,
                                        language: site.config.language, threads: threads, hazards: hazards,
                                        hazardsWhenAsked: hazardsWhenAsked, diagnostics: &diagnostics)
        let finalResolver = dropInvalid ? RecipeResolver(recipes: recipes) : resolver
        let plans = PlanResolver.resolve(site.plans, recipes: bySlug, resolver: finalResolver, diagnostics: &diagnostics)
        var index = SiteIndex(config: site.config, recipes: recipes, recipesByTitle: byTitle,
                              resolver: finalResolver, bySlug: bySlug, taxonomies: [], uses: uses,
                              usedBy: usedBy, images: images, assets: site.assets,
                              allergenOverrides: site.allergens, aisleOverrides: site.aisles, plans: plans,
                              contentRoot: site.root.appendingPathComponent("Content"), diagnostics: diagnostics)
        index.learning = learning
        index.nutritionTable = site.nutritionTable
        index.history = site.history ?? SiteHistory()
        index.nutrition = nutrition(of: index, threads: threads)
        // Nutrition reads the recipes and their uses, not the terms.
        index.taxonomies = grouping.value
        return index
    }

    /// Every recipe's nutrition, worked out once for pages, JSON-LD, scripts and exports.
    package static func nutrition(of index: SiteIndex, threads: Int) -> [Slug: RecipeNutrition] {
        // Each recipe on its own (components are read, not changed): spread over the threads.
        let found = Parallel.map(index.recipes, threads: threads) { recipe in
            RecipeNutrition.of(recipe, index: index, table: index.nutritionTable, thresholds: index.config.nutritionThresholds)
        }
        var result: [Slug: RecipeNutrition] = [:]
        for (recipe, nutrition) in zip(index.recipes, found) { result[recipe.slug] = nutrition }
        return result
    }

    /// Keeps the first recipe (by source path) for each slug; reports the others.
    package static func uniqueSlugs(_ recipes: [Recipe], diagnostics: inout [Diagnostic]) -> [Recipe] {
        var seen: [Slug: Recipe] = [:]
        var kept: [Recipe] = []
        for recipe in recipes.sorted(by: { $0.sourcePath < $1.sourcePath }) {
            if recipe.slug.isEmpty || recipe.slug.rawValue == "index" {
                diagnostics.append(.error("slug-invalid", "the file name gives the URL name '\(recipe.slug)', which cannot be used",
                                          at: recipe.metadata.location, hint: "rename the file or set 'slug:' in the front matter"))
                continue
            }
            if let first = seen[recipe.slug] {
                diagnostics.append(.error(
                    "slug-duplicate", "'\(recipe.slug)' is already the URL name of \(first.sourcePath)",
                    at: recipe.metadata.location, hint: "rename one of the files or set 'slug:' in its front matter"))
                continue
            }
            seen[recipe.slug] = recipe
            kept.append(recipe)
        }
        return kept.sorted { $0.slug < $1.slug }
    }
}

/// Recipes sorted the way people read lists: by title, case and accents aside, then slug.
/// The key is computed once per recipe, not once per comparison, and compared as bytes where it can be (`TextOrder`).
package enum TitleOrder {
    package static func sorted(_ recipes: [Recipe]) -> [Recipe] {
        TextOrder(recipes.map { Slug($0.title).rawValue }).sortedPlaces { recipes[$0].slug < recipes[$1].slug }.map { recipes[$0] }
    }
}
