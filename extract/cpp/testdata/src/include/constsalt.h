/* CHUNK again, with another value: a per-platform definition. */
#define CHUNK 8192
