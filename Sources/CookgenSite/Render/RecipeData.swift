import CookgenSupport
import CookgenModel
import CookgenContent
/// The data a recipe page's scripts use (scaling, units, shopping list, cook mode),
/// as described in docs/browser-data.md. Written inline in the recipe's page, and into a
/// shared data file for the other pages (see `RecipeDataFiles`).
package struct RecipeData {
    package let views: ViewBuilder
    package let aisles: AisleTable

    /// The data of `recipe`, as the data files hold it. The shopping list is left out when it is
    /// the ingredient list (the scripts read `shopping || ingredients`).
    /// `stepHTML`: the steps' HTML for the site root, when the caller already has it.
    package func object(_ recipe: Recipe, stepHTML: [String]? = nil) -> [String: JSONValue] {
        let index = views.index
        var groupOf: [String?] = []
        for group in recipe.ingredientGroups { groupOf += group.items.map { _ in group.title } }
        // Each ingredient's fields once: the list with groups and the ungrouped one (compared with
        // the shopping list) differ only in `group`.
        let fields = recipe.ingredients.enumerated().map { n, i in ingredient(i, id: n, group: nil) }
        let ingredients = zip(fields, groupOf).map { fields, group -> JSONValue in
            var fields = fields
            if let group { fields["group"] = .string(group) }
            return .object(fields)
        }
        // The shopping list is mostly the ingredient list itself (no components): an ingredient
        // equal to the one at its place in the list has the same fields, worked out once.
        let own = recipe.ingredients
        var sameAsIngredients = true
        let shopping = ShoppingList.expandedIngredients(of: recipe.slug, index: index).enumerated().map { n, i in
            if n < own.count, own[n] == i { return JSONValue.object(fields[n]) }
            sameAsIngredients = false
            return JSONValue.object(ingredient(i, id: n, group: nil))
        }
        let ungrouped = fields.map(JSONValue.object)
        let hazards = views.hazards(of: recipe)
        let image = index.image(recipe.metadata.image).map { JSONValue.object(["src": JSONValue(SiteURLs.href($0)), "alt": JSONValue(recipe.metadata.imageAlt ?? recipe.title)]) }
        var object: [String: JSONValue] = [
            "slug": JSONValue(recipe.slug.rawValue), "title": JSONValue(recipe.title), "url": JSONValue(SiteURLs.href(SiteURLs.recipe(recipe.slug))),
            "servings": JSONValue(recipe.metadata.servings) ?? .null,
            "yield": JSONValue(recipe.metadata.yield) ?? .null,
            "image": image ?? .null,
            "ingredients": .array(ingredients),
            "steps": .array(zip(recipe.steps, StepIngredients.uses(in: recipe)).enumerated().map { n, pair in
                var step: [String: JSONValue] = ["n": JSONValue(n + 1), "ingredients": JSONValue(pair.1),
                                                 "html": JSONValue(stepHTML?[n] ?? views.stepHTML(pair.0, recipe: recipe, root: ""))]
                step["adult"] = JSONValue(views.adultView(hazards[n], marked: pair.0.adultHazards != nil)?.text)
                return .object(step)
            }),
            "timers": .array(StepAnnotator.timers(in: recipe).map(JSONValue.object)),
        ]
        if !(sameAsIngredients && shopping.count == ungrouped.count) && shopping != ungrouped { object["shopping"] = .array(shopping) }
        object["nutrition"] = index.nutrition[recipe.slug].map(nutrition)
        object.merge(bookFields(recipe)) { first, _ in first }
        return object.filter { !$0.value.isNull }
    }

    /// The copy a recipe page carries: without what its scripts read from the page itself, the
    /// steps' HTML and the nutrition.
    package static func pageCopy(of object: [String: JSONValue]) -> [String: JSONValue] {
        var page = object
        page["nutrition"] = nil
        for key in RecipeData.bookKeys { page[key] = nil }  // book.html reads them from the data files
        if case .array(let steps)? = object["steps"] {
            page["steps"] = .array(steps.map { step in
                guard case .object(var fields) = step else { return step }
                fields["html"] = nil
                fields["adult"] = nil
                return .object(fields)
            })
        }
        return page
    }

    /// The members `pageCopy` changes rather than keeps or leaves out.
    static let changedInPageCopy: Set<String> = ["steps"]

    /// `object` as script-safe JSON, whole (for the data files) and as its page's copy: the same
    /// texts as `JSONWriter.script` of each, with the members they share written once.
    package static func scripts(of object: [String: JSONValue]) -> (page: String, full: String) {
        let members = JSONWriter.scriptMembers(object)
        let copy = pageCopy(of: object)
        let changed = JSONWriter.scriptMembers(copy.filter { changedInPageCopy.contains($0.key) })
        let page = members.compactMap { key, json -> [UInt8]? in
            guard copy[key] != nil else { return nil }
            return changedInPageCopy.contains(key) ? changed.first { $0.key == key }?.json : json
        }
        return (JSONWriter.scriptObject(page), JSONWriter.scriptObject(members.map(\.json)))
    }

    /// Per serving (stays when servings change) and whole recipe at scale 1 (follows them), kcal and g.
    private func nutrition(_ n: RecipeNutrition) -> JSONValue {
        func facts(_ f: NutritionFacts?) -> JSONValue {
            guard let f else { return .null }
            return .object(Dictionary(uniqueKeysWithValues: f.values.map { ($0.key.key, JSONValue(($0.value * 10_000).rounded() / 10_000)) }))
        }
        return [
            "origin": JSONValue(n.origin.rawValue), "servings": JSONValue(n.servings) ?? .null,
            "perServing": facts(n.perServing), "total": facts(n.total), "high": JSONValue(n.high.map(\.key)),
            "missing": JSONValue(n.missing + n.unweighable),
        ]
    }

    package func ingredient(_ i: Ingredient, id: Int, group: String?) -> [String: JSONValue] {
        let unit = i.unit.flatMap(UnitTable.unit(named:))
        let recipeURL = i.reference.flatMap { views.resolver.resolve($0) }.map { SiteURLs.href(SiteURLs.recipe($0)) }
        // Absent values are left out (the scripts read a missing member as null): most are. Only
        // the present ones go in — no dictionary of nulls made and then filtered, per ingredient.
        var fields: [String: JSONValue] = [:]
        fields.reserveCapacity(14)
        func put(_ key: String, _ value: JSONValue?) {
            if let value { fields[key] = value }
        }
        fields["id"] = .int(id)
        put("group", JSONValue(group))
        fields["name"] = .string(i.name)
        fields["key"] = .string(ShoppingLine(ingredient: i, recipe: "").key.rawValue)
        put("low", JSONValue(i.quantity?.low))
        put("high", JSONValue(i.quantity?.high))
        if i.quantity?.fixed == true { fields["fixed"] = .bool(true) }
        put("text", JSONValue(i.quantityText))
        put("unit", JSONValue(i.unit))
        put("u", JSONValue(unit?.id))
        put("note", JSONValue(i.note))
        fields["aisle"] = .string(aisles.aisle(for: i.name))
        put("recipe", JSONValue(recipeURL))
        put("density", JSONValue(DensityTable.density(of: i.name)))
        return fields
    }

    /// `cookgenRegister({...});`
    package func script(_ recipe: Recipe) -> String {
        "cookgenRegister(" + JSONWriter.string(object(recipe)) + ");\n"
    }
}

/// Which ingredients each step uses, for cook mode: Cooklang says so; in Markdown a step
/// uses an ingredient whose name (or its last word, for "plain flour") it mentions.
package enum StepIngredients {
    package static func uses(in recipe: Recipe) -> [[Int]] {
        let needles = recipe.format == .markdown ? recipe.ingredients.map { Needle(IngredientKey($0.name).rawValue) } : []
        // An ASCII text is lower-cased into this buffer, between spaces, and searched there for
        // the needles whose every pair of bytes it has.
        var lower: [UInt8] = []
        var pairs = BytePairs()
        var candidates: [Int] = []
        // Each needle's first pairs as plain numbers, asked before the needle itself: a text
        // without them cannot name it (the needles of a recipe of thousands of ingredients were
        // each retained and released for every step).
        let probes = needles.map { ($0.keyProbe, $0.lastProbe) }
        return recipe.steps.map { step in
            var used: [Int] = []
            for item in step.items {
                switch item {
                case .ingredient(let i): used.append(i)
                case .text(let text) where recipe.format == .markdown:
                    if Needle.lowercasedASCII(text, into: &lower) {
                        pairs.fill(lower)
                        lower.withUnsafeBytes { bytes in
                            pairs.candidates(probes, into: &candidates)
                            for n in candidates where needles[n].isMentioned(inASCII: bytes, pairs: pairs) { used.append(n) }
                        }
                    } else {
                        let lower = " " + text.lowercased() + " "
                        for (n, needle) in needles.enumerated() where needle.isMentioned(in: lower) { used.append(n) }
                    }
                default: break
                }
            }
            return used.uniqued()
        }
    }

    /// An ingredient's key and its last word (for "plain flour", " flour" when over three letters),
    /// worked out once per recipe rather than once per step. A class: a struct of six arrays and
    /// strings was copied out of the list, each retained, for every step it was looked for in.
    private final class Needle {
        let key: String
        let last: String?
        /// The key's and the last word's bytes when they are ASCII (nil otherwise: never in an ASCII text).
        let keyBytes: [UInt8]?
        let lastBytes: [UInt8]?
        /// Their pairs of bytes, as `BytePairs` numbers them.
        let keyPairs: [Int]
        let lastPairs: [Int]

        init(_ key: String) {
            self.key = key
            last = key.spaceSeparatedWords.last.flatMap { $0.count > 3 ? " \($0)" : nil }
            keyBytes = key.isAllASCII ? Array(key.utf8) : nil
            lastBytes = last.flatMap { $0.isAllASCII ? Array($0.utf8) : nil }
            keyPairs = BytePairs.numbers(keyBytes ?? [])
            lastPairs = BytePairs.numbers(lastBytes ?? [])
        }

        /// What `BytePairs.candidates` asks of an ASCII text before `isMentioned(inASCII:pairs:)` may
        /// find the key: its first pair, `always` for a key of one byte, `never` for none to find.
        var keyProbe: Int {
            guard !key.isEmpty, keyBytes != nil else { return BytePairs.never }
            return keyPairs.first ?? BytePairs.always
        }

        /// The same for the last word.
        var lastProbe: Int {
            guard !key.isEmpty, keyBytes != nil, lastBytes != nil else { return BytePairs.never }
            return lastPairs.first ?? BytePairs.always
        }

        /// `text` lower-cased between two spaces into `buffer`, when it is ASCII (false otherwise):
        /// what `" " + text.lowercased() + " "` makes of ASCII text, without the strings.
        static func lowercasedASCII(_ text: String, into buffer: inout [UInt8]) -> Bool {
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                buffer.removeAll(keepingCapacity: true)
                buffer.append(0x20)
                for byte in bytes { buffer.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
                buffer.append(0x20)
                return true
            }
        }

        /// Whether a lower-cased ASCII step text, whose pairs of bytes are `pairs`, names the ingredient.
        /// A needle with a pair the text lacks is not in it: most are ruled out without a search.
        func isMentioned(inASCII text: UnsafeRawBufferPointer, pairs: BytePairs) -> Bool {
            guard !key.isEmpty, let keyBytes else { return false }
            if pairs.containsAll(keyPairs), keyBytes.withUnsafeBytes({ ByteSearch.firstRange(of: $0, in: text) }) != nil { return true }
            guard let lastBytes, pairs.containsAll(lastPairs) else { return false }
            return lastBytes.withUnsafeBytes { ByteSearch.firstRange(of: $0, in: text) } != nil
        }

        /// Whether a lower-cased step text with other characters than ASCII names the ingredient.
        func isMentioned(in text: String) -> Bool {
            guard !key.isEmpty else { return false }
            if text.containsText(key, bothASCII: false) { return true }
            guard let last else { return false }
            return text.containsText(last, bothASCII: false)
        }
    }
}

/// Which pairs of adjacent bytes a text has, folded into 4,096 bits: a text without one of a
/// needle's pairs cannot hold the needle (the other way round, it may or may not).
struct BytePairs {
    private var bits = [UInt64](repeating: 0, count: 64)

    /// The number of the pair `a`, `b` (pairs may share one).
    @inline(__always)
    static func number(_ a: UInt8, _ b: UInt8) -> Int { (Int(a) &* 67 &+ Int(b)) & 4095 }

    /// The numbers of the pairs of `bytes`.
    static func numbers(_ bytes: [UInt8]) -> [Int] {
        bytes.count < 2 ? [] : (1..<bytes.count).map { number(bytes[$0 - 1], bytes[$0]) }
    }

    /// Now the pairs of `bytes` only.
    mutating func fill(_ bytes: [UInt8]) {
        bits.withUnsafeMutableBufferPointer { bits in
            for n in bits.indices { bits[n] = 0 }
            guard bytes.count > 1 else { return }
            for i in 1..<bytes.count {
                let pair = Self.number(bytes[i - 1], bytes[i])
                bits[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
    }

    /// Probes for `candidates`: true, and false, whatever the pairs.
    static let always = -1, never = -2

    /// The places in `probes` of those with either pair among them (`always` and `never` as
    /// they say), read off the bits in place into `found` (kept from step to step): a recipe of
    /// thousands of ingredients asks this of each of them for every step.
    func candidates(_ probes: [(Int, Int)], into found: inout [Int]) {
        found.removeAll(keepingCapacity: true)
        bits.withUnsafeBufferPointer { bits in
            probes.withUnsafeBufferPointer { probes in
                for n in 0..<probes.count {
                    let (a, b) = probes[n]
                    if (a >= 0 ? bits[a >> 6] & (1 << UInt64(a & 63)) != 0 : a == Self.always)
                        || (b >= 0 ? bits[b >> 6] & (1 << UInt64(b & 63)) != 0 : b == Self.always) { found.append(n) }
                }
            }
        }
    }

    /// Whether every pair numbered in `numbers` is among them.
    func containsAll(_ numbers: [Int]) -> Bool {
        bits.withUnsafeBufferPointer { bits in numbers.allSatisfy { bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 } }
    }
}
