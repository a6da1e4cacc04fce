import CookgenSupport
import CookgenModel
import CookgenContent
/// A quick index for showing freshly edited recipes at once, for `cookgen serve`: indexing a
/// whole site of thousands of recipes takes a while, but a recipe's own page needs only the
/// recipe, the recipes it names, and the site's taxonomies as they are.
extension SiteIndex {
    /// An index good for rendering the pages of `changed` — new versions of recipes already in this
    /// index, by slug — made without indexing the site again: those recipes, the recipes their pages
    /// name (the ones they use, at any depth, and the ones that use them) and everything else of
    /// this index as it was. It knows nothing of the rest of the site, so render only the pages of
    /// `changed` with it, and index the site properly afterwards.
    ///
    /// Nil when a change could reach past the recipe's own page in ways only a full index can tell:
    /// a recipe that is new, moved or a draft, or whose taxonomy values (its links to term pages) or
    /// components and references (the recipes it names) are not what they were.
    public func preview(of changed: [Recipe]) -> SiteIndex? {
        let lookup = Self.assetLookup(assets)
        var images = self.images
        var ignored: [Diagnostic] = []
        var fresh: [Slug: Recipe] = [:]
        for edited in changed {
            guard let old = bySlug[edited.slug], old.sourcePath == edited.sourcePath, !edited.metadata.draft,
                  Self.sameLinks(old, edited) else { return nil }
            let recipe = CooklangImages.attach(to: edited, assets: lookup)
            ImageResolver.resolve(recipe, assets: lookup, folders: config.imageFolders, into: &images, diagnostics: &ignored)
            fresh[recipe.slug] = recipe
        }
        var named = Set(fresh.keys)
        var queue = Array(fresh.keys)
        while let slug = queue.popLast() {
            for use in uses[slug] ?? [] where named.insert(use.slug).inserted { queue.append(use.slug) }
        }
        for slug in fresh.keys { named.formUnion(usedBy[slug] ?? []) }
        let recipes = named.sorted().compactMap { fresh[$0] ?? bySlug[$0] }
        var index = self
        index.recipes = recipes
        index.recipesByTitle = TitleOrder.sorted(recipes)
        index.bySlug = Dictionary(uniqueKeysWithValues: recipes.map { ($0.slug, $0) })
        index.images = images
        index.diagnostics = []
        // What the index works out per recipe, again for the recipes the preview shows: the edited
        // recipes' guides and steps that need an adult, and nutrition (users count their components').
        let learning = GuideLinker.link(guides: self.learning.guides, quizzes: self.learning.quizzes, recipes: Array(fresh.values),
                                        resolver: resolver, language: config.language, diagnostics: &ignored)
        for slug in fresh.keys {
            index.learning.guidesOfRecipe[slug] = learning.guidesOfRecipe[slug]
            index.learning.quizzesOfRecipe[slug] = learning.quizzesOfRecipe[slug]
            index.learning.stepHazards[slug] = learning.stepHazards[slug]
        }
        for recipe in recipes {
            index.nutrition[recipe.slug] = RecipeNutrition.of(recipe, index: index, table: nutritionTable,
                                                              thresholds: config.nutritionThresholds)
        }
        return index
    }

    /// The same term links and the same recipes named, with the same amounts.
    private static func sameLinks(_ a: Recipe, _ b: Recipe) -> Bool {
        let (ma, mb) = (a.metadata, b.metadata)
        for kind in TaxonomyKind.allCases where kind.values(in: ma).map(\.value) != kind.values(in: mb).map(\.value) { return false }
        func named(_ r: Recipe) -> [String] {
            r.components.map { "\($0.target)|\(String(describing: $0.quantity))|\($0.unit ?? "")" }
                + r.ingredients.compactMap { i in i.reference.map { "\($0)|\(String(describing: i.quantity))|\(i.unit ?? "")" } }
        }
        return named(a) == named(b)
    }
}
