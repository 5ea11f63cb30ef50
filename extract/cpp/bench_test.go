package cpp

import (
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract/extracttest"
)

// BenchmarkGrowing runs the extractor over one generated C extension and
// one generated C++ file from 100 KB to 6.4 MB (extracttest.Growing):
// CPython errors, a raising macro and its uses, fatal fprintf-and-exit,
// a helper whose message comes from its parameter and its callers,
// throws with built messages and a std::stringstream, repeated.
func BenchmarkGrowing(b *testing.B) {
	b.Run("c", func(b *testing.B) {
		extracttest.Growing(b, Extractor, "src/big.c",
			"#include <Python.h>\n#include <stdio.h>\n#include <stdlib.h>\n#define CHECK_OK(x) do { if (!(x)) { fprintf(stderr, \"check failed: %s\\n\", #x); exit(1); } } while (0)\n",
			func(i int) string {
				return strings.ReplaceAll(`
static PyObject *fail_@(const char *what) {
    PyErr_Format(PyExc_RuntimeError, "check @ failed: %s", what);
    return NULL;
}

static PyObject *check_@(PyObject *self, PyObject *args) {
    long value;
    if (!PyArg_ParseTuple(args, "l", &value)) return NULL;
    if (value < 0) {
        PyErr_Format(PyExc_ValueError, "negative value %ld in check @", value);
        return NULL;
    }
    if (value == 1) {
        return fail_@("one");
    }
    CHECK_OK(value != @);
    if (value > 100) {
        fprintf(stderr, "value %ld over limit in check @\n", value);
        exit(2);
    }
    Py_RETURN_NONE;
}
`, "@", strconv.Itoa(i))
			}, "")
	})
	b.Run("cpp", func(b *testing.B) {
		extracttest.Growing(b, Extractor, "src/big.cc",
			"#include <sstream>\n#include <stdexcept>\n#include <string>\n",
			func(i int) string {
				return strings.ReplaceAll(`
static const char *kLimitMsg@ = "over the limit in check @";

class Error@ : public std::runtime_error {
 public:
  explicit Error@(const std::string &what) : std::runtime_error(what) {}
};

void fail_@(const std::string &what) {
  throw Error@("check @ failed: " + what);
}

int check_@(int value, int limit) {
  if (value > limit) {
    throw std::out_of_range("value over limit in check @: " + std::to_string(value));
  }
  if (value == limit) {
    throw std::runtime_error(kLimitMsg@);
  }
  if (value < 0) {
    std::stringstream ss;
    ss << "negative value " << value << " in check @";
    throw std::invalid_argument(ss.str());
  }
  if (value == 1) {
    fail_@("one");
  }
  return value;
}
`, "@", strconv.Itoa(i))
			}, "")
	})
}
