import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown
import CookgenTemplate
import Foundation

/// The cards script (`assets/data/cards.js`): every recipe's card, one a line.
extension PageRenderer {
    /// `cookgenCards([...])`: every recipe's card, for the favourites page, with what the diet
    /// profile filters by. One card a line, so a build after a change can keep the lines of the
    /// recipes it did not touch (`previousCards`).
    package func cardsScript() -> String {
        var out: [UInt8] = []
        writeCardsScript { out.append(contentsOf: $0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes `assets/data/cards.js` into `sink`; past 8 MB, a piece at a time: at 100,000
    /// recipes the script is 40 MB, made while the list pages are.
    package func writeCardsScript(into sink: OutputSink) throws {
        var head: [UInt8] = []
        let file = PiecesOnDemand(sink, path: "assets/data/cards.js")
        writeCardsScript { piece in
            if !file.opened, head.count + piece.count <= 8 << 20 { return head.append(contentsOf: piece) }
            if !head.isEmpty {
                head.withUnsafeBytes(file.add)
                head = []
            }
            file.add(piece)
        }
        try file.finish(head)
    }

    /// `cardsScript()` in pieces of about a megabyte: each line is added as it is made.
    private func writeCardsScript(_ emit: (UnsafeRawBufferPointer) -> Void) {
        var out: [UInt8] = Array("cookgenCards([".utf8)
        var first = true
        for recipe in index.recipesByTitle {
            // A kept line is the card of a recipe in the index (`keptCards`): its card is not made.
            let start = out.count
            out.append(contentsOf: first ? [0x0A] : [0x2C, 0x0A])
            if let kept = previousCards?[recipe.slug] {
                out.append(contentsOf: kept.utf8)
            } else if let card = views.card(recipe.slug) {
                JSONWriter.appendScript(cardObject(recipe, card: card), to: &out)
            } else {
                out.removeSubrange(start...)
                continue
            }
            first = false
            if out.count >= 1 << 20 {
                out.withUnsafeBytes { emit($0) }
                out.removeAll(keepingCapacity: true)
            }
        }
        out.append(contentsOf: Array((first ? "]);\n" : "\n]);\n").utf8))
        out.withUnsafeBytes { emit($0) }
    }

    /// One recipe's entry in the cards script.
    private func cardObject(_ recipe: Recipe, card: CardView) -> JSONValue {
        var d: [String: JSONValue] = ["slug": JSONValue(card.slug), "title": JSONValue(card.title), "url": JSONValue(card.url)]
        d.merge(profileData(recipe)) { $1 }
        if let image = card.image { d["image"] = ["src": JSONValue(image.src), "alt": JSONValue(image.alt)] }
        if let description = card.description { d["description"] = JSONValue(description) }
        if let time = card.totalTime { d["totalTime"] = JSONValue(time) }
        return .object(d)
    }

    /// The cards of `script`, a cards script that `cardsScript()` wrote for an index whose recipes
    /// in title order were `order`, by slug, leaving out `except`; nil when it is not such a script.
    ///
    /// After a change to some recipes, a card can only differ for the recipes `RecipeChangeEffect`
    /// names among its pages (those that changed and every recipe that shows them), so a build or
    /// `cookgen serve` keeps the others' cards as they are (`previousCards`).
    package static func keptCards(from script: String, order: [Slug], except: Set<Slug>) -> [Slug: String]? {
        // On one copy of the bytes: a script of 10,000 cards is megabytes, and walking a
        // string's UTF-8 view line by line (and copying each line out of it) was most of the cost.
        keptCards(from: Array(script.utf8), order: order, except: except)
    }

    /// `keptCards(from:order:except:)` of the script's bytes.
    package static func keptCards(from bytes: [UInt8], order: [Slug], except: Set<Slug>) -> [Slug: String]? {
        guard let lines = cardLines(of: bytes), lines.count == order.count else { return nil }
        var kept: [Slug: String] = [:]
        // `except` may name recipes new since (not in `order`).
        kept.reserveCapacity(max(0, order.count - except.count))
        for (slug, range) in zip(order, lines) where !except.contains(slug) {
            // Each line is the card of the recipe in that place of the old title order.
            let line = Array(bytes[range])
            guard JSONStrings.string(named: "slug", in: line) == slug.rawValue else { return nil }
            kept[slug] = String(decoding: line, as: UTF8.self)
        }
        return kept
    }

    /// Uses `cards` (from `keptCards`) for those recipes' cards, and (with `profiles`) the profile
    /// each card carries for their search documents: neither is made again.
    package mutating func keep(cards: [Slug: String]?, profiles keepProfiles: Bool = true) {
        previousCards = cards
        guard keepProfiles else { return }
        let (keysKey, allergensKey, dietsKey) = (JSONStrings.arrayKey("keys"), JSONStrings.arrayKey("allergens"), JSONStrings.arrayKey("diets"))
        for (slug, line) in cards ?? [:] {
            let bytes = Array(line.utf8)
            guard let keys = JSONStrings.array(after: keysKey, in: bytes), let allergens = JSONStrings.array(after: allergensKey, in: bytes),
                  let diets = JSONStrings.array(after: dietsKey, in: bytes) else { continue }
            profiles.remember(RecipeProfile(keys: keys, allergens: allergens, diets: diets), for: slug)
        }
    }

    /// Where the lines of a cards script written by `cardsScript()` are in its bytes, in order
    /// (each without its comma); nil when it is not one.
    static func cardLines(of script: [UInt8]) -> [Range<Int>]? {
        if script.elementsEqual("cookgenCards([]);\n".utf8) { return [] }
        let head = Array("cookgenCards([\n".utf8), tail = Array("\n]);\n".utf8)
        guard script.count >= head.count + tail.count, script.starts(with: head), script.suffix(tail.count).elementsEqual(tail) else { return nil }
        let end = script.count - tail.count
        // Each newline found by the C library's `memchr` (megabytes of cards, a byte at a time, were a third of reading them).
        return script.withUnsafeBytes { bytes -> [Range<Int>]? in
            guard let base = bytes.baseAddress else { return nil }
            var lines: [Range<Int>] = []
            var start = head.count
            while start < end, let found = POSIX.firstOccurrence(of: 0x0A, in: base + start, count: end - start) {
                let newline = found - base
                // Each line but the last ends with the comma between two cards.
                guard newline > start, bytes[newline - 1] == UInt8(ascii: ",") else { return nil }
                lines.append(start..<(newline - 1))
                start = newline + 1
            }
            lines.append(start..<end)
            return lines
        }
    }
}
