#include <Python.h>

/* &_Py_ID(name) is the interned string object of the identifier: its
   text is the name. */

static PyObject *
lookup_required(PyObject *self, PyObject *attr)
{
    PyObject *res = PyObject_GetAttr((PyObject *)Py_TYPE(self), attr);
    if (res == NULL && !PyErr_Occurred()) {
        PyErr_SetObject(PyExc_AttributeError, attr); // want AttributeError "{attr}"
    }
    return res;
}

static int
descr_delete(PyObject *self)
{
    PyObject *meth = lookup_required(self, &_Py_ID(__delete__)); // want AttributeError "__delete__"
    if (meth == NULL) {
        return -1;
    }
    Py_DECREF(meth);
    return 0;
}

static PyObject *
abstract_get(PyObject *type)
{
    PyErr_SetObject(PyExc_AttributeError, &_Py_ID(__abstractmethods__)); // want AttributeError "__abstractmethods__"
    return NULL;
}
