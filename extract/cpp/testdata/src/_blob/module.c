/* An extension module built from a folder named for it: _blob/ defines
   the module _blob3 (the folder's name starts the module's), so the
   sites of every file of the folder are the module's code and tagged
   native-module:_blob3. */
#include <Python.h>

static PyObject *
blob_open(PyObject *module, PyObject *arg)
{
    if (arg == Py_None) {
        PyErr_SetString(PyExc_ValueError, "cannot open a blob of None"); // want ValueError "cannot open a blob of None"
        return NULL;
    }
    return open_blob(arg);
}

static PyMethodDef blob_methods[] = {
    {"open", blob_open, METH_O, NULL},
    {NULL, NULL}
};

static struct PyModuleDef blob_module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_blob3",
    .m_size = 0,
    .m_methods = blob_methods,
};
