import CAllocator
import CookgenCLI
// Imported here so that, linked with the static Swift libraries (Package.swift), this file names
// the libraries Foundation needs (ICU, CoreFoundation) for the linker.
import Foundation

// glibc's allocator keeps up to eight arenas per core and, by default, holds on to freed memory
// up to a threshold that grows as the program allocates: a 10,000-recipe build peaked at 280 MB,
// about 37 MB of it freed memory never given back. At most eight arenas and a fixed 128 KB trim
// threshold give it back, at no measurable CPU cost (Benchmarks/run). A build of changes keeps
// its freed memory instead (`Allocator.keepFreedMemory`): it ends soon, and each page given back
// was a page fault when it was used again.
cookgen_tune_allocator()

CookgenCommand.main()
