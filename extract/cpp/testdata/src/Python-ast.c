/* Defines the module _ast under a name it is not named for: neither this
   file nor ast.c beside it (the interpreter's AST validator) is the
   module's code, so their sites carry no native-module tag. */
#include <Python.h>

static int
obj2ast_expr(PyObject *obj)
{
    if (obj == Py_None) {
        PyErr_SetString(PyExc_ValueError, "field 'value' is required for Expr"); // want ValueError "field 'value' is required for Expr"
        return -1;
    }
    return 0;
}

static struct PyModuleDef _astmodule = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_ast",
};
