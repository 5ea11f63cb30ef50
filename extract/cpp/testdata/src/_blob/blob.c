/* A file of the _blob3 module's folder that defines no module itself:
   its sites are the module's code (native-module:_blob3), as the
   interpreter's own copy of the text is not. */
#include <Python.h>

static Py_ssize_t
blob_index(PyObject *item)
{
    if (!PyIndex_Check(item)) {
        PyErr_Format(PyExc_TypeError, "'%.200s' object cannot be interpreted as an integer", Py_TYPE(item)->tp_name); // want TypeError "'{Py_TYPE(item)->tp_name}' object cannot be interpreted as an integer"
        return -1;
    }
    return PyNumber_AsSsize_t(item, PyExc_IndexError);
}
