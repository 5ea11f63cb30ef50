/* Calling a type runs its tp_vectorcall function when it has one, and
   its tp_new only for a subclass: pairs_new's check, which
   pairs_vectorcall repeats without calling it, is tagged slot-shadowed;
   its check of a text pairs_vectorcall does not raise is not (the type's
   tp_call may reach it). A tp_new the vectorcall function calls
   (box_new) stays untagged. */
#include <Python.h>

static PyObject *
pairs_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    if (kwds != NULL) {
        PyErr_SetString(PyExc_TypeError, "pairs() takes no keyword arguments"); // want TypeError "pairs() takes no keyword arguments"
        return NULL;
    }
    if (PyTuple_GET_SIZE(args) < 2) {
        PyErr_SetString(PyExc_TypeError, "pairs() must have at least two arguments."); // want TypeError "pairs() must have at least two arguments."
        return NULL;
    }
    return make_pairs(type, args);
}

static PyObject *
pairs_vectorcall(PyObject *type, PyObject * const *args, size_t nargsf, PyObject *kwnames)
{
    if (PyVectorcall_NARGS(nargsf) < 2) {
        PyErr_SetString(PyExc_TypeError, "pairs() must have at least two arguments."); // want TypeError "pairs() must have at least two arguments."
        return NULL;
    }
    return make_pairs_array((PyTypeObject *)type, args);
}

PyTypeObject Pairs_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    "pairs",
    .tp_new = pairs_new,
    .tp_vectorcall = (vectorcallfunc)pairs_vectorcall,
};

static PyObject *
box_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    if (PyTuple_GET_SIZE(args) != 1) {
        PyErr_SetString(PyExc_TypeError, "box() takes one argument"); // want TypeError "box() takes one argument"
        return NULL;
    }
    return make_box(type, args);
}

static PyObject *
box_vectorcall(PyObject *type, PyObject * const *args, size_t nargsf, PyObject *kwnames)
{
    return box_new((PyTypeObject *)type, pack(args, nargsf), NULL);
}

PyTypeObject Box_Type = {
    PyVarObject_HEAD_INIT(&PyType_Type, 0)
    "box",
    .tp_new = box_new,
    .tp_vectorcall = (vectorcallfunc)box_vectorcall,
};
