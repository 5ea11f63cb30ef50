#include <Python.h>

/* An exception object of OSError's family made by calling its class
   with an errno and a text prints them as OSError's __str__ does. */

static void
set_blocking_error(const char *msg, Py_ssize_t written)
{
    PyObject *err;
    PyErr_Clear();
    err = PyObject_CallFunction(PyExc_BlockingIOError, "isn",
                                errno, msg, written);
    if (err)
        PyErr_SetObject(PyExc_BlockingIOError, err); // want BlockingIOError "[Errno {errno:d}] {msg}"
    Py_XDECREF(err);
}

static PyObject *
flush_some(PyObject *self, Py_ssize_t n)
{
    if (n < 0) {
        set_blocking_error("write could not complete without blocking", 0); // want BlockingIOError "[Errno {errno:d}] write could not complete without blocking"
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *
open_named(PyObject *self, PyObject *name)
{
    PyObject *err = PyObject_CallFunction(PyExc_FileNotFoundError, "(isO)", ENOENT, "no such entry", name);
    if (err != NULL) {
        PyErr_SetObject(PyExc_FileNotFoundError, err); // want FileNotFoundError "[Errno {ENOENT:d}] no such entry: {name!r}"
        Py_DECREF(err);
    }
    return NULL;
}

static PyObject *
not_oserror(PyObject *self, PyObject *arg)
{
    /* Another class keeps its first argument's text. */
    PyObject *err = PyObject_CallFunction(PyExc_ValueError, "sO", "bad value given", arg);
    if (err != NULL) {
        PyErr_SetObject(PyExc_ValueError, err); // want ValueError "bad value given"
        Py_DECREF(err);
    }
    return NULL;
}
