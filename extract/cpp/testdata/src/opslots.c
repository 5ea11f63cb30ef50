/* Functions a type puts in a slot that Python syntax calls: obj[i]
   (sq_item, mp_subscript), obj[i] = v (sq_ass_item, mp_ass_subscript),
   obj.a (tp_getattro, a getset's getter), obj.a = v (tp_setattro, a
   getset's setter). Their sites, and the sites of their helper calls,
   are tagged op-slot:SLOT; the C API function raising the same text
   (arr_SetItem) and a function no initialiser names are not. */
#include <Python.h>

static void
arr_index_error(const char *msg)
{
    PyErr_SetString(PyExc_IndexError, msg); // want IndexError "{msg}"
}

int
arr_SetItem(PyObject *op, Py_ssize_t i, PyObject *v)
{
    if (i < 0 || i >= Py_SIZE(op)) {
        PyErr_SetString(PyExc_IndexError, "arr assignment index out of range"); // want IndexError "arr assignment index out of range"
        return -1;
    }
    return 0;
}

static PyObject *
arr_item(ArrObject *a, Py_ssize_t i)
{
    if (i < 0 || i >= Py_SIZE(a)) {
        arr_index_error("arr index out of range"); // want IndexError "arr index out of range"
        return NULL;
    }
    return a->items[i];
}

static int
arr_ass_item(ArrObject *a, Py_ssize_t i, PyObject *v)
{
    if (i < 0 || i >= Py_SIZE(a)) {
        PyErr_SetString(PyExc_IndexError, "arr assignment index out of range"); // want IndexError "arr assignment index out of range"
        return -1;
    }
    return 0;
}

static PySequenceMethods arr_as_sequence = {
    (lenfunc)arr_length,            /* sq_length */
    0,                              /* sq_concat */
    0,                              /* sq_repeat */
    (ssizeargfunc)arr_item,         /* sq_item */
    0,                              /* sq_slice */
    (ssizeobjargproc)arr_ass_item,  /* sq_ass_item */
};

static int
arr_set_dict(ArrObject *a, PyObject *value, void *closure)
{
    if (!PyDict_Check(value)) {
        PyErr_Format(PyExc_TypeError, "__dict__ must be set to a dictionary, not a '%.200s'", Py_TYPE(value)->tp_name); // want TypeError "__dict__ must be set to a dictionary, not a '{Py_TYPE(value)->tp_name}'"
        return -1;
    }
    return 0;
}

static PyGetSetDef arr_getset[] = {
    {"__dict__", (getter)arr_get_dict, (setter)arr_set_dict, NULL},
    {NULL}
};

static int
arr_setattro(PyObject *a, PyObject *name, PyObject *value)
{
    PyErr_Format(PyExc_TypeError, "cannot set %R attribute of arr", name); // want TypeError "cannot set {name!r} attribute of arr"
    return -1;
}

PyTypeObject Arr_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "arr.Arr",
    .tp_as_sequence = &arr_as_sequence,
    .tp_setattro = arr_setattro,
    .tp_getset = arr_getset,
};

static PyObject *
buf_getattro(PyObject *b, PyObject *name)
{
    PyErr_Format(PyExc_AttributeError, "buf has no attribute %R", name); // want AttributeError "buf has no attribute {name!r}"
    return NULL;
}

static PyType_Slot buf_slots[] = {
    {Py_tp_getattro, buf_getattro},
    {0, NULL},
};
