/* An interpreter's own error paths: helpers that format what their
   callers hand them, classes chosen by a condition, module exception
   classes, errno texts, va_lists handed on. */
#include <Python.h>
#include <stdarg.h>

typedef struct {
    PyObject *Error;
} modstate;

static PyObject *
type_error(const char *msg, PyObject *obj)
{
    PyErr_Format(PyExc_TypeError, msg, Py_TYPE(obj)->tp_name); // want TypeError "{msg}"
    return NULL;
}

PyObject *
object_len(PyObject *o)
{
    return type_error("object of type '%.200s' has no len()", o); // want TypeError "object of type '{Py_TYPE(o)->tp_name}' has no len()"
}

#define NAME_ERROR_MSG "name '%.200s' is not defined"

static void
format_exc_check_arg(PyObject *exc, const char *format_str, PyObject *obj)
{
    PyErr_Format(exc, format_str, obj); // want exc "{format_str}"
}

static void
load_name(PyObject *name)
{
    format_exc_check_arg(PyExc_NameError, NAME_ERROR_MSG, name); // want NameError "name '{name}' is not defined"
}

static int
prop_set(PyObject *prop_name, PyObject *value)
{
    PyErr_Format(PyExc_AttributeError, value == NULL ? "property %R has no deleter" : "property %R has no setter", prop_name); // want AttributeError "property {prop_name!r} has no deleter" AttributeError "property {prop_name!r} has no setter"
    return -1;
}

static int
check_nargs(const char *fname, Py_ssize_t nargs, int min, int max)
{
    if (nargs < min || max < nargs) {
        PyErr_Format(PyExc_TypeError, "%.150s%s takes %s %d argument%s (%zd given)", // want TypeError "{fname==NULL ? \"function\" : fname}() takes exactly {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname}() takes exactly {nargs < min ? min : max:d} arguments ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname}() takes at least {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname}() takes at least {nargs < min ? min : max:d} arguments ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname}() takes at most {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname}() takes at most {nargs < min ? min : max:d} arguments ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes exactly {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes exactly {nargs < min ? min : max:d} arguments ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes at least {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes at least {nargs < min ? min : max:d} arguments ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes at most {nargs < min ? min : max:d} argument ({nargs:d} given)" TypeError "{fname==NULL ? \"function\" : fname} takes at most {nargs < min ? min : max:d} arguments ({nargs:d} given)"
                     fname==NULL ? "function" : fname,
                     fname==NULL ? "" : "()",
                     min==max ? "exactly"
                     : nargs < min ? "at least" : "at most",
                     nargs < min ? min : max,
                     (nargs < min ? min : max) == 1 ? "" : "s",
                     nargs);
        return -1;
    }
    return 0;
}

static int
path_error(const char *name, int nullable)
{
    PyErr_Format(PyExc_TypeError, "%s should be %s", name, // want TypeError "{name} should be string, or None" TypeError "{name} should be string"
                 nullable ? "string, "
                            "or None" : "string");
    return 0;
}

static PyObject *
float_pow_error(void)
{
    PyErr_SetFromErrno(errno == ERANGE ? PyExc_OverflowError : PyExc_ValueError); // want OverflowError "({errno:d}, {strerror(errno)!r})" ValueError "({errno:d}, {strerror(errno)!r})"
    return NULL;
}

static PyObject *
open_error(PyObject *nameobj)
{
    return PyErr_SetFromErrnoWithFilenameObject(PyExc_OSError, nameobj); // want OSError "[Errno {errno:d}] {strerror(errno)}: {nameobj!r}"
}

static int
module_exec(PyObject *m, modstate *state)
{
    state->Error = PyErr_NewException("mymod.Error", NULL, NULL);
    state->timer_error = PyErr_NewException("mymod.timer_error", PyExc_OSError, NULL);
    return state->Error == NULL ? -1 : 0;
}

static PyObject *
set_error(modstate *state, int code, int lineno)
{
    PyObject *buffer = PyUnicode_FromFormat("%s: line %i", error_string(code), lineno);
    PyObject *err = PyObject_CallOneArg(state->Error, buffer);
    PyErr_SetObject(state->Error, err); // want mymod.Error "{error_string(code)}: line {lineno:i}"
    Py_DECREF(err);
    return NULL;
}

static PyObject *
set_timer(modstate *state, int which)
{
    if (setitimer(which, NULL, NULL) != 0) {
        PyErr_SetFromErrno(state->timer_error); // want mymod.timer_error "[Errno {errno:d}] {strerror(errno)}"
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *
decode(modstate *state, Py_ssize_t n)
{
    if (n % 4 == 1) {
        PyErr_Format(state->Error, "number of data characters (%zd) cannot be 1 more than a multiple of 4", n); // want mymod.Error "number of data characters ({n:d}) cannot be 1 more than a multiple of 4"
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *
dict_lookup(PyObject *key)
{
    _PyErr_SetKeyError(key); // want KeyError "{key!r}"
    return NULL;
}

static PyObject *
getgrnam(PyObject *name)
{
    PyErr_Format(PyExc_KeyError, "getgrnam(): name not found: %R", name); // want KeyError "\"getgrnam(): name not found: {name!r}\""
    return NULL;
}

static void
mro_error(PyObject *bases)
{
    char buf[1000];
    PyOS_snprintf(buf, sizeof(buf), "Cannot create a consistent method resolution order (MRO) for bases %s", "A, B");
    PyErr_SetString(PyExc_TypeError, buf); // want TypeError "Cannot create a consistent method resolution order (MRO) for bases A, B"
}

/* A format and a va_list handed on through three functions. */
static void
format_v(PyObject *exception, const char *format, va_list vargs)
{
    PyObject *string = PyUnicode_FromFormatV(format, vargs);
    PyErr_SetObject(exception, string); // want exception "{format}"
}

static void
format_v_from_cause(PyObject *exception, const char *format, va_list vargs)
{
    format_v(exception, format, vargs);
}

PyObject *
format_from_cause(PyObject *exception, const char *format, ...)
{
    va_list vargs;
    va_start(vargs, format);
    format_v_from_cause(exception, format, vargs);
    va_end(vargs);
    return NULL;
}

static PyObject *
gen_send(PyObject *gen)
{
    const char *msg = "generator raised StopIteration";
    return format_from_cause(PyExc_RuntimeError, "%s (in %R)", msg, gen); // want RuntimeError "generator raised StopIteration (in {gen!r})"
}

static void
raise_syntax(const char *errmsg, PyObject *details)
{
    PyObject *errstr = PyUnicode_FromString(errmsg);
    PyObject *value = PyTuple_Pack(2, errstr, details);
    PyErr_SetObject(PyExc_SyntaxError, value); // want SyntaxError "{errmsg}"
}

static void
parse(PyObject *details)
{
    raise_syntax("invalid syntax", details); // want SyntaxError "invalid syntax"
}

/* Defined here, reached from include/raise.h's inline function. */
void *
raise_location(PyObject *errtype, const char *errmsg, va_list va)
{
    PyObject *errstr = PyUnicode_FromFormatV(errmsg, va);
    PyObject *value = PyTuple_Pack(2, errstr, Py_None);
    PyErr_SetObject(errtype, value); // want errtype "{errmsg}"
    return NULL;
}

static int
tokenizer_error(int done)
{
    const char *msg = NULL;
    PyObject *errtype = PyExc_SyntaxError;
    switch (done) {
    case 1:
        msg = "invalid token";
        break;
    case 2:
        errtype = PyExc_TabError;
        msg = "inconsistent use of tabs and spaces in indentation";
        break;
    default:
        msg = "unknown parsing error";
    }
    PyErr_SetString(errtype, msg); // want SyntaxError "invalid token" TabError "inconsistent use of tabs and spaces in indentation" SyntaxError "unknown parsing error"
    return -1;
}

static int
gen_running(PyObject *gen)
{
    const char *msg = "generator already executing";
    if (PyCoro_CheckExact(gen)) {
        msg = "coroutine already executing";
    }
    else if (PyAsyncGen_CheckExact(gen))
        msg = "async generator already executing";
    PyErr_SetString(PyExc_ValueError, msg); // want ValueError "generator already executing" ValueError "coroutine already executing" ValueError "async generator already executing"
    return -1;
}

_Py_DECLARE_STR(list_err, "list index out of range");

static PyObject *
list_item(Py_ssize_t i, Py_ssize_t n)
{
    if (i >= n) {
        PyErr_SetObject(PyExc_IndexError, &_Py_STR(list_err)); // want IndexError "list index out of range"
        return NULL;
    }
    Py_RETURN_NONE;
}

static void
mro_error_off(PyObject *bases)
{
    char buf[1000];
    int off = PyOS_snprintf(buf, sizeof(buf), "Cannot create a consistent method resolution order (MRO) for bases");
    off = PyOS_snprintf(buf, sizeof(buf), "order (MRO) for bases %s", "A");
    PyErr_SetString(PyExc_TypeError, buf); // want TypeError "order (MRO) for bases A"
}

#define GLOBAL_PARAM "name '%U' is parameter and global"
#define GLOBAL_AFTER_USE \
"name '%U' is used prior to global declaration"

static int
check_global(PyObject *name, long cur)
{
    const char *msg;
    if (cur & 1) {
        msg = GLOBAL_PARAM;
    } else {
        msg = GLOBAL_AFTER_USE;
    }
    PyErr_Format(PyExc_SyntaxError, msg, name); // want SyntaxError "name '{name}' is parameter and global" SyntaxError "name '{name}' is used prior to global declaration"
    return 0;
}
