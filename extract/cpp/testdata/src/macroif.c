/* A statement macro of another file used without a semicolon before an
   if: the tree takes the macro for a return type and the if for a
   definition named "if", whose name the site is not tagged with. */
#include <Python.h>

int
get_blocking(int fd)
{
    int flags;
    _Py_BEGIN_SUPPRESS_IPH
    flags = fcntl(fd, F_GETFL, 0);
    _Py_END_SUPPRESS_IPH
    if (flags < 0) {
        PyErr_SetFromErrno(PyExc_OSError); // want OSError "[Errno {errno:d}] {strerror(errno)}"
        return -1;
    }
    return flags;
}
