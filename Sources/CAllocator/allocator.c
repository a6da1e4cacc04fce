#include "allocator.h"
#include <stdlib.h> // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cookgen_tune_allocator(void) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 2);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}
