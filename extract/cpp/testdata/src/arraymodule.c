/* A module defined positionally (PyModuleDef_HEAD_INIT, then the name)
   by a file named for it (arraymodule.c: "array" with "module"
   dropped), which includes its Argument Clinic header from a folder
   below (clinic/arraymodule.c.h): both files are the module's code. */
#include <Python.h>
#include "clinic/arraymodule.c.h"

static PyObject *
array_array_pop_impl(arrayobject *self, Py_ssize_t i)
{
    if (i < 0 || i >= Py_SIZE(self)) {
        PyErr_SetString(PyExc_IndexError, "pop index out of range"); // want IndexError "pop index out of range"
        return NULL;
    }
    return getarrayitem((PyObject *)self, i);
}

static struct PyModuleDef arraymodule = {
    PyModuleDef_HEAD_INIT,     /* m_base */
    "array",
    module_doc,
    sizeof(array_state),
    a_methods,
};
