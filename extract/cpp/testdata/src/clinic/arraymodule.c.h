/* Argument Clinic's header of arraymodule.c, one folder below it: the
   array module's code. */
static PyObject *
array_array_pop(arrayobject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs > 1) {
        PyErr_SetString(PyExc_TypeError, "pop expected at most 1 argument"); // want TypeError "pop expected at most 1 argument"
        return NULL;
    }
    return array_array_pop_impl(self, nargs ? PyLong_AsSsize_t(args[0]) : -1);
}
