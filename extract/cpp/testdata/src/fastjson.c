#include <Python.h>

/* Raised for malformed input. */
static PyObject *DecodeError;

static PyObject *
scan_once(PyObject *self, PyObject *args)
{
    PyObject *s;
    Py_ssize_t idx;
    if (!PyArg_ParseTuple(args, "On", &s, &idx))
        return NULL;
    if (!PyUnicode_Check(s)) {
        PyErr_Format(PyExc_TypeError, "first argument must be a string, not %.80s", Py_TYPE(s)->tp_name); // want TypeError "first argument must be a string, not {Py_TYPE(s)->tp_name}"
        return NULL;
    }
    if (idx < 0) {
        PyErr_SetString(PyExc_ValueError, "idx cannot be negative"); // want ValueError "idx cannot be negative"
        return NULL;
    }
    switch (PyUnicode_READ_CHAR(s, idx)) {
    case '"':
        return PyUnicode_FromString("string");
    case '{':
    case '[':
        PyErr_SetString(PyExc_NotImplementedError, "containers"); // want NotImplementedError "containers"
        return NULL;
    default:
        PyErr_Format(DecodeError, "Expecting value at %zd: %R", idx, s); // want DecodeError "Expecting value at {idx:d}: {s!r}"
        return NULL;
    }
}

static PyObject *
grow(Py_ssize_t n)
{
    void *p = PyMem_Malloc(n);
    if (p == NULL)
        return PyErr_NoMemory(); // want MemoryError ""
    PyMem_Free(p);
    Py_RETURN_NONE;
}

static int
check_depth(int depth, const char *where)
{
    char buf[128];
    if (depth > 512) {
        snprintf(buf, sizeof(buf), "nesting too deep (%d) in %s", depth, where);
        PyErr_SetString(PyExc_RecursionError, buf); // want RecursionError "nesting too deep ({depth:d}) in {where}"
        return -1;
    }
    return 0;
}

#define ERR_EXPECTING_VALUE "Expecting value"

static void
raise_errmsg(const char *msg, PyObject *s, Py_ssize_t end)
{
    PyObject *exc = PyObject_CallFunction(DecodeError, "(zOn)", msg, s, end);
    if (exc) {
        PyErr_SetObject(DecodeError, exc); // want DecodeError "{msg}"
        Py_DECREF(exc);
    }
}

static PyObject *
scan_value(PyObject *s, Py_ssize_t idx)
{
    if (idx >= PyUnicode_GET_LENGTH(s)) {
        raise_errmsg(ERR_EXPECTING_VALUE, s, idx); // want DecodeError "Expecting value"
        return NULL;
    }
    Py_RETURN_NONE;
}

/* Python 2's branch is never compiled for Python 3: no record. */
#if PY_MAJOR_VERSION < 3
static PyObject *
scan_str(PyObject *s)
{
    PyErr_SetString(PyExc_ValueError, "bytes input");
    return NULL;
}
#else
static PyObject *
scan_str(PyObject *s)
{
#if PY_VERSION_HEX >= 0x030C0000
    PyErr_SetString(PyExc_ValueError, "str input on 3.12"); // want ValueError "str input on 3.12"
#else
    PyErr_SetString(PyExc_ValueError, "str input"); // want ValueError "str input"
#endif
    return NULL;
}
#endif /* PY_MAJOR_VERSION < 3 */
