/* Holes printing a constant of the project (include/consts.h) with an
   integer conversion take its value; one the project defines with two
   values (CHUNK), one it does not define (INT_MAX), one printed as a
   string, and a local of the same spelling's length stay holes. */
#include <Python.h>
#include "include/consts.h"

#define LOCAL_LIMIT 0x10

static int
check_salt(Py_ssize_t len, Py_ssize_t n, int chunk)
{
    if (len > SALT_BYTES) {
        PyErr_Format(PyExc_ValueError, "maximum salt length is %d bytes", SALT_BYTES); // want ValueError "maximum salt length is 8 bytes"
        return -1;
    }
    if (n > MAX_FRAMES) {
        PyErr_Format(PyExc_ValueError, "at most %i frames, not %zd", MAX_FRAMES, n); // want ValueError "at most 16 frames, not {n:d}"
        return -1;
    }
    if (n > LOCAL_LIMIT) {
        PyErr_Format(PyExc_ValueError, "limit is %u", LOCAL_LIMIT); // want ValueError "limit is 16"
        return -1;
    }
    if (chunk > CHUNK) {
        PyErr_Format(PyExc_ValueError, "chunk over %d", CHUNK); // want ValueError "chunk over {CHUNK:d}"
        return -1;
    }
    if (n > INT_MAX) {
        PyErr_Format(PyExc_OverflowError, "more than %d", INT_MAX); // want OverflowError "more than {INT_MAX:d}"
        return -1;
    }
    PyErr_Format(PyExc_ValueError, "key of %s bytes", KEY_BYTES); // want ValueError "key of {KEY_BYTES} bytes"
    return -1;
}
