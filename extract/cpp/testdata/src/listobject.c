/* The interpreter's own object code: a file that defines a small helper
   module under another name (_listhelper) is not that module's code, so
   its sites carry no native-module tag. */
#include <Python.h>

static PyObject *
list_pop_impl(PyListObject *self, Py_ssize_t index)
{
    if (index < 0 || index >= Py_SIZE(self)) {
        PyErr_SetString(PyExc_IndexError, "pop index out of range"); // want IndexError "pop index out of range"
        return NULL;
    }
    return list_take(self, index);
}

static struct PyModuleDef listhelpermodule = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_listhelper",
};
