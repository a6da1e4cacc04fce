import CookgenSupport
import Foundation

/// The index relations of a build (`IndexRelations`), kept beside the build cache
/// (`.<output>.cookgen-cache/relations.bin`) for the next build of changes, which compares them
/// with its own to find what a change reaches instead of indexing the site as it was again (at
/// 10,000 recipes, a sixth of the work of a title edit).
///
/// The file is named by the inputs the relations were made from (`Builder.Tags`): a build whose
/// last build's inputs are others, or that finds the file damaged, makes them as before.
package enum KeptRelations {
    static let header = Array("cookgen-relations 1\n".utf8)

    /// `<cache folder>/relations.bin`.
    package static func location(for output: URL) -> URL {
        RecipeCache.location(for: output).deletingLastPathComponent().appendingPathComponent("relations.bin")
    }

    /// The relations kept for the inputs named `tag`; nil when there are none, they are for other
    /// inputs or another cookgen, or the file is damaged.
    package static func read(for output: URL, tag: String) -> IndexRelations? {
        guard var input = KeptFile.read(location(for: output), header: header, name: tag) else { return nil }
        guard let relations = try? IndexRelations(from: &input), input.isAtEnd else { return nil }
        return relations
    }

    /// Keeps `relations`, made from the inputs named `tag`; a file that cannot be written is removed.
    package static func write(_ relations: IndexRelations, tag: String, for output: URL) {
        KeptFile.write(location(for: output), header: header, name: tag) { file in
            var out = ByteWriter()
            relations.encode(into: &out)
            try file.write(out.bytes)
        }
    }
}
