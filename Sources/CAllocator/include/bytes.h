#ifndef COOKGEN_BYTES_H
#define COOKGEN_BYTES_H

#include <stddef.h>

/// Where the `needle_count` bytes at `needle` first occur in the `count` bytes at `start`, or NULL:
/// the C library's `memmem`, which Swift's Glibc module leaves out (it is a GNU extension there).
const void *cookgen_find_bytes(const void *start, size_t count, const void *needle, size_t needle_count);

#endif
