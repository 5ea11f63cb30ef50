/* A function that returns text a PyUnicode_FromFormat call formats, for
   sites of other files (usefuncstr.c) that print its result. */
#include <Python.h>

PyObject *
_PyObject_FunctionStr(PyObject *x)
{
    PyObject *qualname = _PyObject_LookupQualname(x);
    PyObject *module = _PyObject_LookupModule(x);
    PyObject *result = NULL;
    if (qualname == NULL) {
        return PyObject_Str(x);
    }
    if (module != NULL && module != Py_None) {
        result = PyUnicode_FromFormat("%S.%S()", module, qualname);
        goto done;
    }
    result = PyUnicode_FromFormat("%S()", qualname);
done:
    Py_DECREF(qualname);
    return result;
}

/* A static function of this file: a call in another file of a function
   of that name is not this one. */
static PyObject *
describe(PyObject *x)
{
    return PyUnicode_FromFormat("<%s object>", Py_TYPE(x)->tp_name);
}

static int
check_describe(PyObject *x)
{
    PyObject *d = describe(x);
    PyErr_Format(PyExc_TypeError, "cannot hash %U", d); // want TypeError "cannot hash {d}" TypeError "cannot hash <{Py_TYPE(x)->tp_name} object>"
    return -1;
}
