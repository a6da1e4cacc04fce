#define _GNU_SOURCE
#include "bytes.h"
#include <string.h>

const void *cookgen_find_bytes(const void *start, size_t count, const void *needle, size_t needle_count) {
    return memmem(start, count, needle, needle_count);
}
