/* A type with both subscription slots: Python's obj[i] calls the mapping
   slot (buf_subscript), so the sequence slot's raise (buf_item) is
   reached from C code alone and is tagged slot-shadowed. A type whose
   mapping slot calls its sequence slot (vec_subscript → vec_item), or
   set by a PyType_Slot array, keeps its sequence slot's site untagged
   when it is called, and tagged when not. */
#include <Python.h>

static PyObject *
buf_item(BufObject *self, Py_ssize_t i)
{
    if (i < 0 || i >= self->size) {
        PyErr_SetString(PyExc_IndexError, "buf index out of range"); // want IndexError "buf index out of range"
        return NULL;
    }
    return PyLong_FromLong(self->data[i]);
}

static PyObject *
buf_subscript(BufObject *self, PyObject *item)
{
    Py_ssize_t i = PyNumber_AsSsize_t(item, PyExc_IndexError);
    if (i < 0 || i >= self->size) {
        PyErr_SetString(PyExc_IndexError, "buf index out of range"); // want IndexError "buf index out of range"
        return NULL;
    }
    return PyLong_FromLong(self->data[i]);
}

static PySequenceMethods buf_as_sequence = {
    (lenfunc)buf_length,         /* sq_length */
    0,                           /* sq_concat */
    0,                           /* sq_repeat */
    (ssizeargfunc)buf_item,      /* sq_item */
};

static PyMappingMethods buf_as_mapping = {
    .mp_length = (lenfunc)buf_length,
    .mp_subscript = (binaryfunc)buf_subscript,
};

PyTypeObject Buf_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    "buf.Buf",
    sizeof(BufObject),
    0,
    (destructor)buf_dealloc,     /* tp_dealloc */
    0,                           /* tp_vectorcall_offset */
    0,                           /* tp_getattr */
    0,                           /* tp_setattr */
    0,                           /* tp_as_async */
    0,                           /* tp_repr */
    0,                           /* tp_as_number */
    &buf_as_sequence,            /* tp_as_sequence */
    &buf_as_mapping,             /* tp_as_mapping */
};

static PyObject *
vec_item(VecObject *self, Py_ssize_t i)
{
    if (i < 0 || i >= self->size) {
        PyErr_SetString(PyExc_IndexError, "vec index out of range"); // want IndexError "vec index out of range"
        return NULL;
    }
    return PyLong_FromLong(self->data[i]);
}

static PyObject *
vec_subscript(VecObject *self, PyObject *item)
{
    Py_ssize_t i = PyNumber_AsSsize_t(item, PyExc_IndexError);
    return vec_item(self, i);
}

static int
vec_ass_item(VecObject *self, Py_ssize_t i, PyObject *v)
{
    if (i < 0 || i >= self->size) {
        PyErr_SetString(PyExc_IndexError, "vec assignment index out of range"); // want IndexError "vec assignment index out of range"
        return -1;
    }
    return 0;
}

static int
vec_ass_subscript(VecObject *self, PyObject *item, PyObject *v)
{
    if (!PyIndex_Check(item)) {
        PyErr_SetString(PyExc_TypeError, "vec indices must be integers"); // want TypeError "vec indices must be integers"
        return -1;
    }
    PyErr_SetString(PyExc_IndexError, "vec assignment index out of range"); // want IndexError "vec assignment index out of range"
    return -1;
}

static PyType_Slot vec_slots[] = {
    {Py_sq_item, vec_item},
    {Py_sq_ass_item, vec_ass_item},
    {Py_mp_subscript, vec_subscript},
    {Py_mp_ass_subscript, vec_ass_subscript},
    {0, NULL},
};
