// jemalloc (Debian: libjemalloc-dev) serves the cookgen binary's malloc and free on Linux: linked
// in, it takes their place for the whole process. Nothing of its API is imported; CAllocator reads
// its statistics through `mallctl`, looked up when the program starts.
