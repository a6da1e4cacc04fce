#include "allocator.h"
#include <stdlib.h> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cookgen_tune_allocator(void) {
#if defined(__GLIBC__)
    // Eight arenas, not glibc's default of eight per core: with only two, the threads of a build
    // (the main one, the dispatch workers and a history reader beside them) sometimes share one
    // arena and queue for its lock; a cached 1,000-recipe build with history then took 0.63-0.67 s
    // instead of 0.40-0.44 s in a third of the runs. Eight cost 2 MB at 10,000 recipes.
    mallopt(M_ARENA_MAX, 8);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}

void cookgen_keep_freed_memory(void) {
#if defined(__GLIBC__)
    // A title edit at 10,000 recipes frees and allocates again about 130 MB in all: given back
    // each time, its pages faulted in again (85,000 faults, 0.55 s of system time on two cores);
    // kept, 50,000 faults and 0.3 s, for 20 MB more at the peak.
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}

void cookgen_give_back_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    mallopt(M_TOP_PAD, 128 * 1024);
#endif
}

long cookgen_heap_in_use_kb(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return (long)((info.uordblks + info.hblkhd) / 1024);
#else
    return -1;
#endif
}
