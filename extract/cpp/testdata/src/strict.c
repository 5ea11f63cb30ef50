/* An error handler that raises the exception object it was handed, by
   the object's own class: it raises what that class's tp_str prints
   (exc_str.c). */
#include <Python.h>

PyObject *
strict_errors(PyObject *exc)
{
    if (PyExceptionInstance_Check(exc))
        PyErr_SetObject(PyExceptionInstance_Class(exc), exc); // want PyExceptionInstance_Class(exc) "{exc}" DecodeError "'{e->encoding}' codec can't decode byte 0x{(int)e->start:02x} in position {e->start:d}: {e->reason}" DecodeError "'{e->encoding}' codec can't decode byte 0x{(int)e->start:04x} in position {e->start:d}: {e->reason}" DecodeError "'{e->encoding}' codec can't decode bytes in position {e->start:d}: {e->reason}" mod.Range "range of {PyObject_Size(self):d} items"
    else
        PyErr_SetString(PyExc_TypeError, "codec must pass exception instance"); // want TypeError "codec must pass exception instance"
    return NULL;
}

static void
reraise(PyObject *value)
{
    PyErr_SetObject((PyObject *)Py_TYPE(value), value); // want Py_TYPE(value) "{value}" DecodeError "'{e->encoding}' codec can't decode byte 0x{(int)e->start:02x} in position {e->start:d}: {e->reason}" DecodeError "'{e->encoding}' codec can't decode byte 0x{(int)e->start:04x} in position {e->start:d}: {e->reason}" DecodeError "'{e->encoding}' codec can't decode bytes in position {e->start:d}: {e->reason}" mod.Range "range of {PyObject_Size(self):d} items"
}

static void
other_class(PyObject *value)
{
    PyErr_SetObject(PyExc_ValueError, value); // want ValueError "{value}"
}

static void
made_here(PyObject *cls, PyObject *args)
{
    PyObject *v = PyObject_Call(cls, args, NULL);
    if (v != NULL)
        PyErr_SetObject((PyObject *)Py_TYPE(v), v); // want Py_TYPE(v) "{v}"
}
