#ifndef COOKGEN_ALLOCATOR_H
#define COOKGEN_ALLOCATOR_H

/// Tunes glibc's allocator for a batch program on many threads (a no-op elsewhere): at most eight
/// arenas, and freed memory above 128 KB given back to the system instead of kept for later.
void cookgen_tune_allocator(void);

#endif
