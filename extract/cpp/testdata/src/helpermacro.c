/* Macros that raise through a helper of the file, not a primitive: each
   use is a call of the helper with the use's text, at the use's line. A
   call of a helper whose argument chooses between literals is a site per
   text. */
#include <Python.h>

static PyObject *
raise_it(PyObject *exc, const char *msg)
{
    PyErr_SetString(exc, msg); // want exc "{msg}"
    return NULL;
}

static void
set_value_error(const char *msg)
{
    PyErr_SetString(PyExc_ValueError, msg); // want ValueError "{msg}"
}

#define RAISE(text) raise_it(PyExc_TypeError, text)
#define CHECK(cond, text) do { if (!(cond)) { set_value_error(text); return NULL; } } while (0)
#define ENSURE(cond, text) if (!(cond)) { raise_it(PyExc_OverflowError, text); return NULL; }
#define SIZE(o) ((o)->size)

static PyObject *
resize(PyObject *self, PyObject *arg, Py_ssize_t n)
{
    if (arg == NULL)
        return RAISE("resize needs an argument"); // want TypeError "resize needs an argument"
    CHECK(n >= 0, "new size may not be negative"); // want ValueError "new size may not be negative"
    ENSURE(n < SIZE(self), "new size is past the end") // want OverflowError "new size is past the end"
    if (n == 0)
        return raise_it(PyExc_ValueError, arg == Py_None ? "no size for None" : "size zero is not allowed"); // want ValueError "no size for None" ValueError "size zero is not allowed"
    Py_RETURN_NONE;
}
