/* Uses of another file's helpers and of a header's macros that call
   them. */
#include <Python.h>
#include "include/raise.h"

static PyObject *
set_name_error(PyObject *value, PyObject *key)
{
    return format_from_cause(PyExc_RuntimeError, "Error calling __set_name__ on '%.100s' instance %R", Py_TYPE(value)->tp_name, key); // want RuntimeError "Error calling __set_name__ on '{Py_TYPE(value)->tp_name}' instance {key!r}"
}

static void *
invalid_target(void *a)
{
    if (a == NULL)
        return RAISE_SYNTAX_ERROR("invalid syntax"); // want SyntaxError "invalid syntax"
    return RAISE_INDENTATION_ERROR("expected an indented block after '%s' statement on line %d", "if", 3); // want IndentationError "expected an indented block after 'if' statement on line 3"
}

static void *
tokenizer_error(int done)
{
    const char *msg = NULL;
    PyObject *errtype = PyExc_SyntaxError;
    if (done == 1) {
        errtype = PyExc_TabError;
        msg = "inconsistent use of tabs and spaces in indentation";
    }
    else {
        msg = "unexpected character after line continuation character";
    }
    return raise_known(errtype, msg); // want TabError "inconsistent use of tabs and spaces in indentation" SyntaxError "unexpected character after line continuation character"
}

static int
decode_error(int unicode)
{
    const char *errtype = NULL;
    if (unicode) {
        errtype = "unicode error";
    }
    else {
        errtype = "value error";
    }
    if (errtype) {
        PyObject *errstr = PyObject_Str(value);
        if (errstr) {
            RAISE_SYNTAX_ERROR("(%s) %U", errtype, errstr); // want SyntaxError "(unicode error) {PyObject_Str(value)}" SyntaxError "(value error) {PyObject_Str(value)}"
            Py_DECREF(errstr);
        }
    }
    return -1;
}
