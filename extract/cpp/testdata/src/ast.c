/* The interpreter's AST validator, beside Python-ast.c, which defines the
   module _ast: not that module's code. */
#include <Python.h>

static int
validate_expr(expr_ty exp)
{
    if (exp == NULL) {
        PyErr_SetString(PyExc_ValueError, "expression must have a value"); // want ValueError "expression must have a value"
        return 0;
    }
    return 1;
}
