/* Calls of fmtprefix.c's variadic function with constant formats: each
   makes a site at that function's raise (see there); a format the call
   does not spell (a parameter) makes none. */
#include <Python.h>

static void
wrap_codec_error(const char *operation, const char *encoding)
{
    set_from_cause("%s with '%s' codec failed", operation, encoding);
}

static void
wrap_other(const char *what)
{
    set_from_cause("cannot %s", what);
}

static void
wrap_passed(const char *fmt, const char *what)
{
    set_from_cause(fmt, what);
    set_from_fixed("x %s", what);
}
