#ifndef COOKGEN_ALLOCATOR_H
#define COOKGEN_ALLOCATOR_H

/// Whether jemalloc serves this process's malloc (preloaded with `LD_PRELOAD`).
int cookgen_allocator_is_jemalloc(void);

/// Tunes glibc's allocator for a batch program on many threads (a no-op under jemalloc and
/// elsewhere): at most eight arenas, and freed memory above 128 KB given back to the system
/// instead of kept for later.
void cookgen_tune_allocator(void);

/// Keeps freed memory for later instead of giving it back, and grows the heap in large steps: for
/// a short process that frees and allocates again (a build of a few changes), where each page
/// given back is a page fault when it is used again. glibc's only: jemalloc keeps freed pages for
/// seconds anyway. A no-op elsewhere.
void cookgen_keep_freed_memory(void);

/// Undoes `cookgen_keep_freed_memory`: freed memory above 128 KB goes back to the system again.
void cookgen_give_back_freed_memory(void);

/// Gives the pages of freed memory back to the system now: jemalloc's purge of every arena, or
/// glibc's `malloc_trim`; a no-op elsewhere, and while freed memory is kept.
void cookgen_release_freed_memory(void);

/// The bytes of allocated blocks in use now (jemalloc's `stats.allocated`, or glibc's `mallinfo2`),
/// in kB, for traces; -1 elsewhere.
long cookgen_heap_in_use_kb(void);

#endif
