#include "allocator.h"
#include <stdlib.h> // defines __GLIBC__ on glibc
#include <stdint.h>
#include <dlfcn.h>
#include <stdatomic.h>
#include <pthread.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// jemalloc's control call, when jemalloc serves this process's malloc (preloaded:
// `LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libjemalloc.so.2 cookgen build`, see the README's Speed):
// looked up by name, so that this file needs neither its header nor its library.
typedef int (*mallctl_function)(const char *name, void *old, size_t *old_length, void *new_value, size_t new_length);

static mallctl_function found_control;
static pthread_once_t looked_for_control = PTHREAD_ONCE_INIT;

static void look_for_control(void) {
    found_control = (mallctl_function)dlsym(RTLD_DEFAULT, "mallctl");
}

/// Looked up once, whichever thread asks first (traces sample the heap from a thread of their own).
static mallctl_function jemalloc_control(void) {
    pthread_once(&looked_for_control, look_for_control);
    return found_control;
}

int cookgen_allocator_is_jemalloc(void) {
    return jemalloc_control() != NULL;
}

void cookgen_tune_allocator(void) {
    if (jemalloc_control()) {
        // jemalloc as it comes: four arenas per core, shared out among threads, and freed pages given back
        // over ten seconds. Fewer arenas or a shorter decay moved a 100,000-recipe build's peak
        // by about 1% and its time not beyond the noise.
        return;
    }
#if defined(__GLIBC__)
    // Eight arenas, not glibc's default of eight per core: with only two, the threads of a build
    // (the main one, the dispatch workers and a history reader beside them) sometimes share one
    // arena and queue for its lock; a cached 1,000-recipe build with history then took 0.63-0.67 s
    // instead of 0.40-0.44 s in a third of the runs. Eight cost 2 MB at 10,000 recipes.
    mallopt(M_ARENA_MAX, 8);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}

// Set while freed memory is kept (`cookgen_keep_freed_memory`): `cookgen_release_freed_memory`
// then gives nothing back either.
static atomic_int keeping_freed_memory;

void cookgen_keep_freed_memory(void) {
    keeping_freed_memory = 1;
    // jemalloc keeps freed pages for seconds anyway (its decay), longer than a build of changes.
    if (jemalloc_control()) return;
#if defined(__GLIBC__)
    // A title edit at 10,000 recipes frees and allocates again about 130 MB in all: given back
    // each time, its pages faulted in again (85,000 faults, 0.55 s of system time on two cores);
    // kept, 50,000 faults and 0.3 s, for 20 MB more at the peak.
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_TOP_PAD, 64 << 20);
#endif
}

void cookgen_give_back_freed_memory(void) {
    keeping_freed_memory = 0;
    if (jemalloc_control()) return;
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    mallopt(M_TOP_PAD, 128 * 1024);
#endif
}

void cookgen_release_freed_memory(void) {
    if (keeping_freed_memory) return;
    mallctl_function control = jemalloc_control();
    if (control) {
        control("arena.4096.purge", NULL, NULL, NULL, 0); // every arena (MALLCTL_ARENAS_ALL)
        return;
    }
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

long cookgen_heap_in_use_kb(void) {
    mallctl_function control = jemalloc_control();
    if (control) {
        // Its statistics are a snapshot taken when the epoch advances.
        uint64_t epoch = 1;
        size_t length = sizeof(epoch);
        control("epoch", &epoch, &length, &epoch, length);
        size_t allocated = 0;
        length = sizeof(allocated);
        if (control("stats.allocated", &allocated, &length, NULL, 0) != 0) return -1;
        return (long)(allocated / 1024);
    }
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return (long)((info.uordblks + info.hblkhd) / 1024);
#else
    return -1;
#endif
}
