/* Statement macros used without a semicolon, as their expansion needs
   none: a use followed by another statement is a call to the grammar, and
   the function's sites after it were lost in the error region. */
#include <Python.h>

#define LEAVE(self) \
    do { \
        self->owner = 0; \
    } while (0);

#define CHECK_CLOSED(self, msg) if (self->closed) { PyErr_SetString(PyExc_ValueError, msg); return NULL; } // want ValueError "{msg}"

static PyObject *
flush(buffered *self)
{
    PyObject *res;
    CHECK_CLOSED(self, "flush of closed file") // want ValueError "flush of closed file"

    res = flush_unlocked(self);
    LEAVE(self)

    return res;
}

static PyObject *
seek(buffered *self, int whence)
{
    if (self->writable) {
        LEAVE(self)
    }
    if (whence < 0 || whence > 2) {
        PyErr_Format(PyExc_ValueError, "whence value %d unsupported", whence); // want ValueError "whence value {whence:d} unsupported"
        return NULL;
    }
    CHECK_CLOSED(self, "seek of closed file") // want ValueError "seek of closed file"
    if (self->readable)
        LEAVE(self)
    else
        return NULL;
    return seek_unlocked(self, whence);
}
