/* Sites printing a local assigned the result of a call of a function of
   another file (funcstr.c) that returns formatted text: a site per format
   it returns, and the site with the hole for its other returns. */
#include <Python.h>

static int
method_check_args(PyObject *func, PyObject *kwnames)
{
    if (kwnames && PyTuple_GET_SIZE(kwnames)) {
        PyObject *funcstr = _PyObject_FunctionStr(func);
        if (funcstr != NULL) {
            PyErr_Format(PyExc_TypeError, "%U takes no keyword arguments", funcstr); // want TypeError "{funcstr} takes no keyword arguments" TypeError "{module}.{qualname}() takes no keyword arguments" TypeError "{qualname}() takes no keyword arguments"
            Py_DECREF(funcstr);
        }
        return -1;
    }
    return 0;
}

static int
check_other(PyObject *x)
{
    /* describe is static in funcstr.c: not this file's call. */
    PyObject *d = describe(x);
    PyErr_Format(PyExc_TypeError, "cannot compare %U", d); // want TypeError "cannot compare {d}"
    return -1;
}
