import CookgenSupport
import CookgenModel
import CookgenContent
/// The search index the build writes for the search page: per-recipe display and facet
/// data kept apart from the term index, which is split into shards by term prefix so a
/// query downloads only the shards of its words.
public struct SearchIndex: Sendable {
    /// Field weights: a word in the title counts most.
    public enum Field: Int, Sendable, CaseIterable {
        case title = 10, tags = 5, ingredients = 4, categories = 3, description = 2, steps = 1
    }

    /// One recipe as the results list shows it.
    public struct Document: Sendable, Hashable {
        public var slug: String
        public var title: String
        public var url: String
        public var image: String?
        public var minutes: Int?
        /// Index into `SearchIndex.facets[name]` per facet, in `facetNames` order (-1 for none; lists for multi-valued).
        public var facets: [[Int]] {
            get {
                var facets: [[Int]] = []
                var at = 0
                while at < facetNumbers.count {
                    let end = at + 1 + Int(facetNumbers[at])
                    facets.append(facetNumbers[(at + 1)..<end].map(Int.init))
                    at = end
                }
                return facets
            }
            set { facetNumbers = Self.packed(newValue) }
        }
        /// `facets` in one list: each facet's count, then its values (a list per facet was six
        /// allocations per recipe, 30 MB at 100,000 recipes while the search index is made).
        private var facetNumbers: [Int32]
        /// `facets` as they are held: each facet's count, then its values.
        package var packedFacets: [Int32] { facetNumbers }
        /// Ingredient keys, for pantry search and exclusions.
        public var ingredients: [String]
        /// Allergens the ingredients contain (`nuts`, `milk`), sorted.
        public var allergens: [String]
        /// Diet keys with what they imply (`vegan` → also `vegetarian`), sorted: for the diet profile.
        public var diets: [String] = []

        public init(slug: String, title: String, url: String, image: String?, minutes: Int?, facets: [[Int]],
                    ingredients: [String], allergens: [String], diets: [String] = []) {
            self.init(slug: slug, title: title, url: url, image: image, minutes: minutes, packedFacets: Self.packed(facets),
                      ingredients: ingredients, allergens: allergens, diets: diets)
        }

        /// A document whose facets are given packed: each facet's count, then its values.
        init(slug: String, title: String, url: String, image: String?, minutes: Int?, packedFacets: [Int32],
             ingredients: [String], allergens: [String], diets: [String]) {
            self.slug = slug
            self.title = title
            self.url = url
            self.image = image
            self.minutes = minutes
            self.facetNumbers = packedFacets
            self.ingredients = ingredients
            self.allergens = allergens
            self.diets = diets
        }

        /// The values of facet `f` (a place in `facetNames`); none past the facets given.
        public func values(ofFacet f: Int) -> ArraySlice<Int32> {
            var at = 0
            for _ in 0..<f {
                guard at < facetNumbers.count else { return [] }
                at += 1 + Int(facetNumbers[at])
            }
            guard at < facetNumbers.count else { return [] }
            return facetNumbers[(at + 1)..<(at + 1 + Int(facetNumbers[at]))]
        }

        /// `facets` packed: each facet's count, then its values.
        static func packed(_ facets: [[Int]]) -> [Int32] {
            var numbers: [Int32] = []
            numbers.reserveCapacity(facets.count + facets.reduce(0) { $0 + $1.count })
            for values in facets { pack(values, into: &numbers) }
            return numbers
        }

        /// Appends one facet to packed facets: its count, then its values.
        static func pack(_ values: [Int], into numbers: inout [Int32]) {
            numbers.append(Int32(values.count))
            for value in values { numbers.append(Int32(clamping: value)) }
        }
    }

    /// Facets in display order.
    public static let facetNames = ["category", "course", "cuisine", "diet", "season", "level"]

    /// Every recipe, in slug order (which a recipe's new title leaves be, so that after an edit
    /// only the files that show the recipe change); a document's number is its position.
    public var documents: [Document]
    /// The documents' numbers in title order: the order results with equal scores are shown in.
    public var titleOrder: [Int32]
    /// The files that may differ from those of the index this one was patched from (see
    /// `SearchIndexBuilder.patch`); nil: any may.
    package var rewrite: Set<String>?
    /// Facet values per facet name, in display order.
    public var facets: [String: [String]]
    /// One posting: a document's number and the term's score in it, as 32-bit numbers (half the
    /// memory of two `Int`s: a 100,000-recipe cookbook has about ten million postings).
    public typealias Posting = (Int32, Int32)

    /// Every term, each once, in no particular order.
    public var terms: [String]
    /// The postings of `terms[i]`, packed (`PostingList`): what the index holds and writes.
    package var postingLists: [PostingList]
    /// The postings of `terms[i]`: (document number, score), sorted by document number.
    public var lists: [[Posting]] {
        get { postingLists.map(Array.init) }
        set { postingLists = newValue.map(PostingList.init) }
    }

    /// An index of `terms` with the postings `lists` (one list per term); `titleOrder` by default
    /// says the documents are in title order.
    public init(documents: [Document], facets: [String: [String]], terms: [String], lists: [[Posting]], titleOrder: [Int32]? = nil) {
        self.init(documents: documents, facets: facets, terms: terms, postingLists: lists.map(PostingList.init), titleOrder: titleOrder)
    }

    /// An index of `terms` with the packed postings `postingLists` (one list per term).
    package init(documents: [Document], facets: [String: [String]], terms: [String], postingLists: [PostingList], titleOrder: [Int32]? = nil) {
        precondition(terms.count == postingLists.count, "one list of postings per term")
        precondition(titleOrder.map { $0.count == documents.count } ?? true, "every document once in title order")
        self.titleOrder = titleOrder ?? (0..<Int32(documents.count)).map { $0 }
        self.documents = documents
        self.facets = facets
        self.terms = terms
        self.postingLists = postingLists
    }

    /// An index of the terms and postings `postings`.
    public init(documents: [Document], facets: [String: [String]], postings: [String: [Posting]]) {
        self.init(documents: documents, facets: facets, terms: Array(postings.keys), lists: Array(postings.values))
    }

    /// Term → postings.
    public var postings: [String: [Posting]] {
        Dictionary(uniqueKeysWithValues: zip(terms, lists))
    }
}
