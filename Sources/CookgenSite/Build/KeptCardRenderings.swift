import CookgenSupport
import CookgenTemplate
import Foundation

/// The cards the list pages rendered (the renderer's `TemplateMemo`), kept beside the build cache
/// (`.<output>.cookgen-cache/cards.bin`) for the next build of changes: after one recipe changed,
/// the all-recipes page is rendered again with the other 9,999 cards as the bytes the last build
/// rendered (at 10,000 recipes, 450 million instructions less).
///
/// The file names the output it was written with (the fingerprint in the manifest): a build that
/// died before writing it, or any other output, finds it stale and does not use it. Within one
/// output, a card can only have changed for the recipes `RecipeChangeEffect` names, which the
/// build leaves out (the same reasoning as the kept lines of the cards script, `PageRenderer.keptCards`).
package enum KeptCardRenderings {
    static let header = Array("cookgen-cards 1\n".utf8)

    /// The view types whose renderings are kept.
    static let types: [any TemplateObject.Type] = [CardItem.self]

    /// `<cache folder>/cards.bin`.
    package static func location(for output: URL) -> URL {
        RecipeCache.location(for: output).deletingLastPathComponent().appendingPathComponent("cards.bin")
    }

    /// The memo's bytes kept for the output whose fingerprint is `fingerprint`; nil when there are
    /// none, they are for another output or another cookgen, or the file is damaged.
    package static func read(for output: URL, fingerprint: String) -> [UInt8]? {
        KeptFile.read(location(for: output), header: header, name: fingerprint).map { Array($0.buffer[$0.offset...]) }
    }

    /// Keeps the cards `memo` holds (rendered with `library`) for the output `fingerprint`; with no
    /// fingerprint, none: a stale file is removed. Written to a temporary file and moved into place.
    package static func write(memo: TemplateMemo, library: TemplateLibrary, fingerprint: String?, for output: URL) {
        guard let fingerprint else { return POSIX.removeFile(location(for: output).path) }
        // Written as it is made: at 100,000 recipes the cards are seventy megabytes.
        KeptFile.write(location(for: output), header: header, name: fingerprint) { file in
            try memo.save(library: library, types: types) { try file.write($0) }
        }
    }

    /// The bytes `write` keeps of `memo`, in pieces of a quarter of a megabyte or so: made before the output's
    /// fingerprint is known (a build of changes makes them while it moves its files into place).
    package static func encoded(_ memo: TemplateMemo, library: TemplateLibrary) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        memo.save(library: library, types: types) { pieces.append($0) }
        return pieces
    }

    /// Keeps `pieces` (from `encoded`, or the bytes `read` gave) for the output `fingerprint`;
    /// with none, or no fingerprint, a stale file is removed.
    package static func write(pieces: [[UInt8]]?, fingerprint: String?, for output: URL) {
        let location = location(for: output)
        guard let fingerprint, let pieces else {
            POSIX.removeFile(location.path)
            return
        }
        KeptFile.write(location, header: header, name: fingerprint) { file in
            for piece in pieces { try file.write(piece) }
        }
    }

    /// The kept cards in `bytes`, to put into a memo with `TemplateMemo.install` (but for the
    /// recipes a change reached); nil when they are not cards kept with these templates.
    package static func decode(_ bytes: [UInt8], library: TemplateLibrary) -> TemplateMemo.Saved? {
        TemplateMemo.decode(bytes, library: library, types: types)
    }
}
