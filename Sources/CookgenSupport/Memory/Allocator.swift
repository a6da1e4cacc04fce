import CAllocator

/// The process's allocator: glibc's, or jemalloc where it is preloaded (`LD_PRELOAD`, README's
/// Speed); the settings below are glibc's and do nothing elsewhere.
package enum Allocator {
    /// "jemalloc" when it serves malloc, else "glibc" or "system": for traces.
    package static let name: String = {
        if cookgen_allocator_is_jemalloc() != 0 { return "jemalloc" }
        #if canImport(Glibc)
        return "glibc"
        #else
        return "system"
        #endif
    }()

    /// From now on, freed memory stays with the process for its next allocations instead of
    /// going back to the system: for a process that ends soon and does not need its peak kept
    /// low (a build of a few changes), not for one that stays (`cookgen serve`).
    package static func keepFreedMemory() {
        cookgen_keep_freed_memory()
    }

    /// Freed memory goes back to the system again (as `cookgen_tune_allocator` set it at start):
    /// for a build that kept freed memory expecting a few changes and turned out to render every page.
    package static func giveBackFreedMemory() {
        cookgen_give_back_freed_memory()
    }

    /// Gives the pages of memory freed so far back to the system now (jemalloc's purge, glibc's
    /// `malloc_trim`; a no-op elsewhere): between the stages of a build, whose peak is later.
    package static func releaseFreedMemory() {
        cookgen_release_freed_memory()
    }

    /// The bytes of allocated blocks in use now, in kB (nil where the allocator does not say): for traces.
    package static var inUseKB: Int? {
        let kb = cookgen_heap_in_use_kb()
        return kb < 0 ? nil : kb
    }
}
