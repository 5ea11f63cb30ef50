/* A module whose PyModuleDef names it through a string macro of the
   file (.m_name = MODNAME): posixmodule.c is the code of "posix". */
#include <Python.h>

#define MODNAME "posix"

static PyObject *
os_dup_impl(PyObject *module, int fd)
{
    if (fd < 0) {
        PyErr_SetString(PyExc_ValueError, "negative file descriptor"); // want ValueError "negative file descriptor"
        return NULL;
    }
    return PyLong_FromLong(dup(fd));
}

static struct PyModuleDef posixmodule = {
    PyModuleDef_HEAD_INIT,
    .m_name = MODNAME,
};
