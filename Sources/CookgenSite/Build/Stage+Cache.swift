import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

public extension Stage {
    /// The load stage with every recipe file read through `cache`: a file whose bytes the cache
    /// has seen is not parsed again (`cookgen build` between builds).
    package static func load(cache: RecipeCache, hashes: InputStamps) -> Stage {
        Stage("load") { context in
            context.options.progress?(BuildProgress(stage: .loading))
            context.loaded = try Loader.load(root: context.root, threads: context.options.threads, parse: cache.parser(hashes: hashes),
                                             files: hashes.contentFiles)
            context.applyLanguage()
        }
    }
}

public extension Stage {
    /// The index stage with each recipe's step hazards remembered in `cache` (and, with
    /// `hazardsWhenAsked`, read only for the pages made: a build of changes makes few).
    package static func index(cache: RecipeCache, hashes: InputStamps, hazardsWhenAsked: Bool = false) -> Stage {
        Stage("index") { context in
            let loaded = try context.requireLoaded(by: "index")
            context.index = Indexer.index(loaded, dropInvalid: context.dropInvalid, threads: context.options.threads,
                                          hazards: cache.hazardReader(hashes: hashes), hazardsWhenAsked: hazardsWhenAsked)
        }
    }
}
