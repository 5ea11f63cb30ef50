/* Macros whose body defines a function, used at file scope without a
   semicolon, one after another: the functions written after them still
   parse. */
#include <Python.h>

#define UNARY(NAME, METHOD) \
static PyObject * \
NAME(PyObject *self) \
{ \
    return call_method(self, METHOD); \
}

#define BINARY(NAME, METHOD, ARGTYPE) \
static PyObject * \
NAME(PyObject *self, ARGTYPE arg) \
{ \
    PyObject *args[2] = {self, arg}; \
    return call_method_args(METHOD, args, 2); \
}

BINARY(op_add, "add", PyObject *)
BINARY(op_sub, "sub", PyObject *)
/* a function written out between the uses */
static PyObject *
op_pow(PyObject *self, PyObject *arg, PyObject *mod)
{
    PyObject *args[2] = {self, arg};
    return call_method_args("pow", args, 2);
}
BINARY(op_lshift, "lshift", PyObject *)
BINARY(op_rshift, "rshift", PyObject *)

static PyObject *
op_repr(PyObject *self)
{
    return PyUnicode_FromFormat("<%s object at %p>", Py_TYPE(self)->tp_name, self);
}

UNARY(op_str, "str")

static Py_hash_t
op_hash(PyObject *self, PyObject *res)
{
    if (!PyLong_Check(res)) {
        PyErr_SetString(PyExc_TypeError, "__hash__ method should return an integer"); // want TypeError "__hash__ method should return an integer"
        return -1;
    }
    return PyLong_AsSsize_t(res);
}
