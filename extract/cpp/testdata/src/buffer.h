/* A C header: no C++ syntax, so it parses with the C grammar. */
#ifndef BUFFER_H
#define BUFFER_H

#include <Python.h>
#include <stddef.h>

#define BUF_CHECK(b, ret) if ((b)->len > (b)->cap) { PyErr_SetString(PyExc_OverflowError, "buffer overflowed"); return ret; } // want OverflowError "buffer overflowed"

#define BUF_GROW(b, n)                                                  \
    do {                                                                \
        if ((b)->len + (n) > (b)->cap && buffer_grow((b), (n)) < 0) {   \
            return -1;                                                  \
        }                                                               \
    } while (0)

#define BUF_DIE(msg) do { fprintf(stderr, "buffer: %s\n", msg); abort(); } while (0) // want abort "buffer: {msg}"

typedef struct {
    char *data;
    size_t len, cap;
} buffer;

static inline int buffer_put(buffer *b, char c) {
    if (b->len > (size_t)-1 / 2) {
        BUF_DIE("length overflow"); // want abort "buffer: length overflow"
    }
    if (c == 0) {
        fprintf(stderr, "buffer_put: NUL byte at %zu\n", b->len); // want exit "buffer_put: NUL byte at {b->len:u}"
        fflush(stderr);
        exit(2);
    }
    fprintf(stderr, "buffer_put: %c\n", c);
    BUF_GROW(b, 1);
    BUF_CHECK(b, -1); // want OverflowError "buffer overflowed"
    b->data[b->len++] = c;
    return 0;
}

#endif

/* A stringified parameter printed as a printf argument is the argument's text. */
#define BUF_ASSERT(cond) do { if (!(cond)) { fprintf(stderr, "BUF_ASSERT failed: %s\n", #cond); abort(); } } while (0) // want abort "BUF_ASSERT failed: {#cond}"

static void buffer_check(struct buffer *b) {
    BUF_ASSERT(b->len <= b->cap); // want abort "BUF_ASSERT failed: b->len <= b->cap"
}
