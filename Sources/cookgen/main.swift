import CAllocator
import CookgenCLI
#if canImport(CJemalloc)
// Links jemalloc (Package.swift), which then serves every malloc and free of the process in
// place of glibc's. glibc's allocator slowed as the heap grew: a from-scratch build of 100,000
// recipes spent 4.5 s of CPU in its slow paths (unlink_chunk, _int_malloc, malloc_consolidate)
// against 0.13 s at 10,000, and took 47 s against 34 s with jemalloc (3.7 s against 3.3 s at
// 10,000), on a fresh file system, two cores.
import CJemalloc
#endif
// Imported here so that, linked with the static Swift libraries (Package.swift), this file names
// the libraries Foundation needs (ICU, CoreFoundation) for the linker.
import Foundation

// Where glibc's allocator serves malloc (a build without jemalloc), it keeps up to eight arenas per
// core and, by default, holds on to freed memory up to a threshold that grows as the program
// allocates: a 10,000-recipe build peaked at 280 MB, about 37 MB of it freed memory never given
// back. At most eight arenas and a fixed 128 KB trim threshold give it back, at no measurable CPU
// cost (Benchmarks/run). A build of changes keeps its freed memory instead
// (`Allocator.keepFreedMemory`): it ends soon, and each page given back was a page fault when it
// was used again.
cookgen_tune_allocator()

CookgenCommand.main()
