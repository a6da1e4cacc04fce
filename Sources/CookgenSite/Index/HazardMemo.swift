import CookgenSupport
import CookgenModel
import Foundation

/// Each recipe's step hazards, kept between the rebuilds of `cookgen serve`: finding them is most
/// of the index's work, and after an edit every other recipe's steps are as they were. An entry
/// is used only for the very recipe (and site language) it was found for.
package final class HazardMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: (recipe: Recipe, language: String, hazards: [[Hazard]])] = [:]

    package init() {}

    /// A hazard reader for the index that answers from the memo and remembers what it reads.
    package var reader: GuideLinker.HazardReader {
        { [self] recipe, language in
            if let entry = lock.withLock({ entries[recipe.sourcePath] }), entry.language == language, entry.recipe == recipe {
                return entry.hazards
            }
            let hazards = GuideLinker.readHazards(recipe, language)
            lock.withLock { entries[recipe.sourcePath] = (recipe, language, hazards) }
            return hazards
        }
    }

    /// Forgets the recipe files not in `paths` (deleted or renamed).
    package func keep(only paths: Set<String>) {
        lock.withLock { entries = entries.filter { paths.contains($0.key) } }
    }
}

public extension Stage {
    /// The index stage with each recipe's step hazards kept in `memo` between runs (`cookgen serve`).
    package static func index(hazards memo: HazardMemo) -> Stage {
        Stage("index") { context in
            let loaded = try context.requireLoaded(by: "index")
            context.index = Indexer.index(loaded, dropInvalid: context.dropInvalid, threads: context.options.threads, hazards: memo.reader)
        }
    }
}
