/* File-scope variables holding one string's text: a pointer and an
   array, handed to a helper and to PyErr_SetString, take their text; one
   the file assigns again and one declared with two texts under #ifdef
   stay holes. */
#include <Python.h>

static const char *invalid_rounding_err =
"valid values for rounding are:\n\
  [ROUND_CEILING, ROUND_FLOOR]";

static const char invalid_signals_err[] = "valid values for signals are: " "[Overflow]";

static const char *reassigned_msg = "first text";

#ifdef ONE
static const char *platform_msg = "one platform";
#else
static const char *platform_msg = "another platform";
#endif

static int
type_error_int(const char *mesg)
{
    PyErr_SetString(PyExc_TypeError, mesg); // want TypeError "{mesg}"
    return -1;
}

static int
getround(PyObject *v)
{
    if (v == NULL) {
        return type_error_int(invalid_rounding_err); // want TypeError "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR]"
    }
    PyErr_SetString(PyExc_KeyError, invalid_signals_err); // want KeyError "'valid values for signals are: [Overflow]'"
    return -1;
}

static int
other(int x)
{
    if (x) {
        reassigned_msg = "second text";
    }
    PyErr_SetString(PyExc_ValueError, reassigned_msg); // want ValueError "{reassigned_msg}"
    PyErr_SetString(PyExc_ValueError, platform_msg); // want ValueError "{platform_msg}"
    return -1;
}
