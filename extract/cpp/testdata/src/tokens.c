/* A header's macro that calls a helper of the file using it (CPython's
   pegen.h RAISE_INDENTATION_ERROR and pegen_errors.c), with a message
   chosen by a condition. */
#include "include/raise.h"

void *
token_error(PyObject *errtype, const char *errmsg, ...)
{
    va_list va;
    va_start(va, errmsg);
    PyErr_FormatV(errtype, errmsg, va); // want errtype "{errmsg}"
    va_end(va);
    return NULL;
}

void *
set_syntax_error(int indent)
{
    return RAISE_TOKEN_ERROR(indent ? "unexpected indent" : "unexpected unindent"); // want IndentationError "unexpected indent" IndentationError "unexpected unindent"
}
