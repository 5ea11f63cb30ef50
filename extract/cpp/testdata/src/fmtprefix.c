/* A variadic function that formats its format parameter into a local and
   raises with it: the site gets one more site per call of another file
   passing a constant format (usefmtprefix.c), the local's hole replaced
   by the text that format makes with the caller's arguments. */
#include <Python.h>

PyObject *
set_from_cause(const char *format, ...)
{
    PyObject *exc, *val, *tb, *msg_prefix;
    va_list vargs;
    PyErr_Fetch(&exc, &val, &tb);
    va_start(vargs, format);
    msg_prefix = PyUnicode_FromFormatV(format, vargs);
    va_end(vargs);
    if (msg_prefix == NULL)
        return NULL;
    PyErr_Format(exc, "%U (%s: %S)", msg_prefix, Py_TYPE(val)->tp_name, val); // want exc "{msg_prefix} ({Py_TYPE(val)->tp_name}: {val})" exc "{operation} with '{encoding}' codec failed ({Py_TYPE(val)->tp_name}: {val})" exc "cannot {what} ({Py_TYPE(val)->tp_name}: {val})"
    return NULL;
}

static PyObject *
set_static(const char *format, ...)
{
    PyObject *msg;
    va_list vargs;
    va_start(vargs, format);
    msg = PyUnicode_FromFormatV(format, vargs);
    va_end(vargs);
    /* Static: no other file calls it, and its own calls are not looked for. */
    PyErr_Format(PyExc_ValueError, "%U!", msg); // want ValueError "{msg}!"
    return NULL;
}

PyObject *
set_from_fixed(const char *format, ...)
{
    PyObject *msg;
    va_list vargs;
    va_start(vargs, format);
    /* The local formats a literal, not the parameter: no call is looked for
       (the format is the local's text already). */
    msg = PyUnicode_FromFormatV("fixed %d", vargs);
    va_end(vargs);
    PyErr_Format(PyExc_ValueError, "%U?", msg); // want ValueError "fixed {%d:d}?"
    return NULL;
}
