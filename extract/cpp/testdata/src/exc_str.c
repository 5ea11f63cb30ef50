/* An exception type whose tp_str makes its text when it is printed, and
   a type that is no exception with a tp_str of its own. */
#include <Python.h>

typedef struct {
    PyObject ob_base;
    PyObject *encoding;
    Py_ssize_t start;
    PyObject *reason;
} DecodeErrorObject;

static PyObject *
DecodeError_str(PyObject *self)
{
    DecodeErrorObject *e = (DecodeErrorObject *)self;
    if (e->start == 0) {
        const char *fmt;
        if (e->start < 0x100)
            fmt = "'%U' codec can't decode byte 0x%02x in position %zd: %U";
        else
            fmt = "'%U' codec can't decode byte 0x%04x in position %zd: %U";
        return PyUnicode_FromFormat(fmt, e->encoding, (int)e->start, e->start, e->reason);
    }
    return PyUnicode_FromFormat("'%U' codec can't decode bytes in position %zd: %U",
                                e->encoding, e->start, e->reason);
}

static PyTypeObject DecodeError_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    "DecodeError",
    sizeof(DecodeErrorObject), 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    (reprfunc)DecodeError_str, 0, 0, 0,
};

static PyObject *
Range_str(PyObject *self)
{
    return PyUnicode_FromFormat("range of %zd items", PyObject_Size(self));
}

static PyTypeObject Range_Type = {
    .tp_name = "mod.Range",
    .tp_basicsize = sizeof(PyObject),
    .tp_str = Range_str,
};
