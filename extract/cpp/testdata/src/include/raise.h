/* A parser's error macros: they call a function another file defines,
   through an inline function of this header. */
#include <Python.h>
#include <stdarg.h>

void *raise_location(PyObject *errtype, const char *errmsg, va_list va);

static inline void *
raise_known(PyObject *errtype, const char *errmsg, ...)
{
    va_list va;
    va_start(va, errmsg);
    raise_location(errtype, errmsg, va);
    va_end(va);
    return NULL;
}

#define RAISE_SYNTAX_ERROR(msg, ...) raise_known(PyExc_SyntaxError, msg, ##__VA_ARGS__)
#define RAISE_INDENTATION_ERROR(msg, ...) raise_known(PyExc_IndentationError, msg, ##__VA_ARGS__)
#define RAISE_TOKEN_ERROR(msg, ...) token_error(PyExc_IndentationError, msg, ##__VA_ARGS__)

/* The header's own inline function uses its macro (which raises through
   a function, found by the link pass), with a message the branches above
   pick: a site per text. */
static inline void *
invalid_target_error(int type, const char *name)
{
    const char *msg;
    if (type == 1) {
        msg = "cannot assign to %s";
    }
    else {
        msg = "cannot delete %s";
    }
    return RAISE_SYNTAX_ERROR(msg, name); // want SyntaxError "cannot assign to {name}" SyntaxError "cannot delete {name}"
}
