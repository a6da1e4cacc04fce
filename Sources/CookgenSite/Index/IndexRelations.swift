import CookgenSupport
import CookgenModel
import CookgenContent

/// What an index says about which pages show which recipes, and no more: each recipe's file,
/// what its listing shows (as a digest), whom it uses and who uses it, and each term's recipes.
/// `RecipeChangeEffect` compares two of them. A build keeps its index's relations for the next
/// build of changes (`KeptRelations`), which then need not index the site as it was again.
package struct IndexRelations: Sendable, Equatable {
    /// One recipe of the index.
    package struct Entry: Sendable, Equatable {
        /// Its file, relative to the site root.
        package var sourcePath: String
        /// A digest of what pages that list it show of it (`listing(of:in:)`).
        package var listing: UInt64
        /// The recipes it uses, in the order of its uses.
        package var uses: [Slug]
        /// A digest of its uses with their amounts.
        package var usesDigest: UInt64
    }

    /// The recipes of one term.
    package struct TermRecipes: Sendable, Equatable {
        package var slug: Slug
        /// By title, as the term lists them.
        package var recipes: [Slug]
    }

    /// Every recipe of the index.
    package var recipes: [Slug: Entry]
    /// Every recipe, sorted by title.
    package var byTitle: [Slug]
    /// The recipes that use each recipe, sorted by title (only recipes some recipe uses).
    package var usedBy: [Slug: [Slug]]
    /// Each taxonomy's terms (in `TaxonomyKind.allCases` order), with their recipes.
    package var taxonomies: [[TermRecipes]]
    /// A digest of every term of every taxonomy without its recipes: what navigation, cards and term links show.
    package var termsDigest: UInt64

    package init(recipes: [Slug: Entry], byTitle: [Slug], usedBy: [Slug: [Slug]], taxonomies: [[TermRecipes]], termsDigest: UInt64) {
        self.recipes = recipes
        self.byTitle = byTitle
        self.usedBy = usedBy
        self.taxonomies = taxonomies
        self.termsDigest = termsDigest
    }

    /// The relations of `index`, each recipe's entry made on `threads` threads.
    ///
    /// With `earlier`, the relations of the index of the same site before the files `changed`
    /// changed (and nothing else did), a recipe of another file under the same slug lists as it
    /// did: its model is its file's parse with its pictures attached, both as they were.
    package init(_ index: SiteIndex, threads: Int = 1, earlier: IndexRelations? = nil, changed: Set<String> = []) {
        // A change is a few files: each path is compared with them, not hashed.
        let isChanged = FewMembers(changed)
        let entries = Parallel.map(index.recipes, threads: threads) { recipe in
            let uses = index.uses[recipe.slug] ?? []
            let listing: UInt64
            if let before = earlier?.recipes[recipe.slug], before.sourcePath == recipe.sourcePath, !isChanged.contains(recipe.sourcePath) {
                listing = before.listing
            } else {
                listing = Self.listing(of: recipe, in: index)
            }
            return Entry(sourcePath: recipe.sourcePath, listing: listing, uses: uses.map(\.slug), usesDigest: Self.digest(uses))
        }
        var recipes: [Slug: Entry] = [:]
        recipes.reserveCapacity(index.recipes.count)
        for (recipe, entry) in zip(index.recipes, entries) { recipes[recipe.slug] = entry }
        self.init(recipes: recipes, byTitle: index.recipesByTitle.map(\.slug), usedBy: index.usedBy,
                  taxonomies: index.taxonomies.map { $0.terms.map { TermRecipes(slug: $0.slug, recipes: $0.recipes) } },
                  termsDigest: Self.termsDigest(index.taxonomies))
    }

    /// What pages that list a recipe show of it — its card, its feed entry, its place on the home
    /// page and in the terms — as a digest, so a change elsewhere (steps, ingredients, notes) leaves them be.
    package static func listing(of recipe: Recipe, in index: SiteIndex) -> UInt64 {
        var hash = FNVHash()
        // Each field read in place (`Recipe.metadata` is `_read`): a copy of the metadata retained each of its fields.
        for text in [recipe.metadata.title, recipe.metadata.description ?? "", recipe.metadata.imageAlt ?? "",
                     recipe.metadata.author ?? "", recipe.metadata.date?.iso ?? "", recipe.metadata.updated?.iso ?? "",
                     recipe.metadata.totalMinutes.map(String.init) ?? "", recipe.metadata.featured ? "featured" : "",
                     // Cards show the newest rating of the cook's log.
                     recipe.metadata.log.newestRating.map { "\($0)" } ?? ""] {
            hash.add(text)
        }
        for kind in TaxonomyKind.allCases {
            let values = kind.values(of: recipe)
            hash.add(UInt64(values.count))
            for value in values { hash.add(value.value) }
        }
        if let image = index.image(recipe.metadata.image) {
            hash.add(1)
            hash.add(image)
        } else {
            hash.add(0)
        }
        return hash.value
    }

    /// A digest of a recipe's uses: each used recipe with its amount and unit.
    static func digest(_ uses: [SiteIndex.Use]) -> UInt64 {
        var hash = FNVHash()
        hash.add(UInt64(uses.count))
        for use in uses {
            hash.add(use.slug.rawValue)
            if let quantity = use.quantity {
                hash.add(1)
                hash.add(quantity.low.bitPattern)
                hash.add(quantity.high?.bitPattern ?? 0)
                hash.add(quantity.high == nil ? 0 : 1)
                hash.add(quantity.fixed ? 1 : 0)
            } else {
                hash.add(0)
            }
            hash.add(use.unit == nil ? 0 : 1)
            hash.add(use.unit ?? "")
        }
        return hash.value
    }

    /// A digest of every term of every taxonomy without its recipes.
    static func termsDigest(_ taxonomies: [Taxonomy]) -> UInt64 {
        var hash = FNVHash()
        hash.add(UInt64(taxonomies.count))
        for taxonomy in taxonomies {
            hash.add(taxonomy.kind.rawValue)
            hash.add(UInt64(taxonomy.terms.count))
            for term in taxonomy.terms {
                hash.add(term.slug.rawValue)
                hash.add(term.name)
                hash.add(term.vocabularyKey == nil ? 0 : 1)
                hash.add(term.vocabularyKey ?? "")
                if let info = term.info {
                    hash.add(1)
                    hash.add(info.name)
                    hash.add(info.description)
                    hash.add(info.image?.value ?? "")
                    hash.add(info.image == nil ? 0 : 1)
                    hash.add(UInt64(bitPattern: Int64(info.order ?? Int.min)))
                } else {
                    hash.add(0)
                }
            }
        }
        return hash.value
    }
}

extension IndexRelations {
    /// Each recipe's slug once (in title order); everywhere else a recipe is its number in that list.
    package func encode(into out: inout ByteWriter) {
        // Each slug's place in title order, looked up for every term's recipes (`StringNumbers`).
        let number = StringNumbers(byTitle.map(\.rawValue))
        func slugs(_ list: [Slug], _ out: inout ByteWriter) {
            out.write(UInt64(list.count))
            for slug in list { out.write(number.number(of: slug.rawValue) ?? -1) }
        }
        out.write(termsDigest)
        out.write(UInt64(byTitle.count))
        for slug in byTitle {
            let entry = recipes[slug] ?? Entry(sourcePath: "", listing: 0, uses: [], usesDigest: 0)
            out.write(slug.rawValue)
            out.write(entry.sourcePath)
            out.write(entry.listing)
            out.write(entry.usesDigest)
            slugs(entry.uses, &out)
            slugs(usedBy[slug] ?? [], &out)
        }
        out.write(UInt64(taxonomies.count))
        for terms in taxonomies {
            out.write(UInt64(terms.count))
            for term in terms {
                out.write(term.slug.rawValue)
                slugs(term.recipes, &out)
            }
        }
    }

    package init(from input: inout ByteReader) throws {
        termsDigest = try input.uint64()
        let n = try input.count()
        var byTitle: [Slug] = []
        byTitle.reserveCapacity(n)
        var pending: [(Slug, Entry, [Int], [Int])] = []
        pending.reserveCapacity(n)
        for _ in 0..<n {
            let slug = Slug(rawValue: try input.string())
            let entry = Entry(sourcePath: try input.string(), listing: try input.uint64(), uses: [], usesDigest: try input.uint64())
            let uses = try input.array { try $0.int() }
            let users = try input.array { try $0.int() }
            byTitle.append(slug)
            pending.append((slug, entry, uses, users))
        }
        func slugs(_ numbers: [Int]) throws -> [Slug] {
            try numbers.map { n in
                guard byTitle.indices.contains(n) else { throw ByteReader.Truncated() }
                return byTitle[n]
            }
        }
        var recipes: [Slug: Entry] = [:]
        recipes.reserveCapacity(n)
        var usedBy: [Slug: [Slug]] = [:]
        for (slug, entry, uses, users) in pending {
            var entry = entry
            entry.uses = try slugs(uses)
            recipes[slug] = entry
            if !users.isEmpty { usedBy[slug] = try slugs(users) }
        }
        var taxonomies: [[TermRecipes]] = []
        for _ in 0..<(try input.count()) {
            var terms: [TermRecipes] = []
            for _ in 0..<(try input.count()) {
                let slug = Slug(rawValue: try input.string())
                terms.append(TermRecipes(slug: slug, recipes: try slugs(try input.array { try $0.int() })))
            }
            taxonomies.append(terms)
        }
        self.recipes = recipes
        self.byTitle = byTitle
        self.usedBy = usedBy
        self.taxonomies = taxonomies
    }
}
