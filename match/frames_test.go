package match

import (
	"testing"

	"github.com/errdex/errdex/catalog"
)

// TestFrameMatch checks how many trailing path components a frame's file
// and a record's share, as frameMatch counts them.
func TestFrameMatch(t *testing.T) {
	for _, c := range []struct {
		frame, rec string
		want       int
	}{
		{"/usr/lib/python3.11/json/decoder.py", "json/decoder.py", 2},
		{"/usr/lib/python3/dist-packages/tomli/_parser.py", "pip/_vendor/tomli/_parser.py", 2},
		{"/root/go/pkg/mod/github.com/o/r@v1.2.3/x.go", "github.com/o/r@v1.2.0/x.go", 4},
		// the module cache escapes upper case; the record's path does not
		{"/root/go/pkg/mod/github.com/!burnt!sushi/toml@v1.3.2/decode.go", "github.com/BurntSushi/toml@v1.3.2/decode.go", 4},
		{"/root/go/pkg/mod/github.com/!burnt!sushi/toml@v1.3.2/decode.go", "github.com/burntsushi/toml@v1.3.2/decode.go", 2},
		{"/usr/lib/python3/dist-packages/six.py", "src/six.py", 1},
		{"/app/other/six.py", "src/six.py", 0},
		{"/app/a.py", "b.py", 0},
	} {
		if got := frameMatch(c.frame, c.rec); got != c.want {
			t.Errorf("frameMatch(%q, %q) = %d, want %d", c.frame, c.rec, got, c.want)
		}
	}
}

// TestRootPackage checks which Python files lie in a module's top-level
// package at the catalog's root.
func TestRootPackage(t *testing.T) {
	for _, c := range []struct {
		mod, file string
		want      bool
	}{
		{"yaml.parser", "yaml/parser.py", true},
		{"yaml.parser", "src/yaml/error.py", true},
		{"yaml.parser", "ruamel/yaml/parser.py", false},
		{"urllib3.exceptions", "pip/_vendor/urllib3/exceptions.py", false},
		{"six", "six.py", true},
		{"six", "lib/six.py", true},
		{"lib.x", "lib/x.py", true},
		{"", "x.py", false},
	} {
		if got := rootPackage(c.mod, c.file); got != c.want {
			t.Errorf("rootPackage(%q, %q) = %v, want %v", c.mod, c.file, got, c.want)
		}
	}
}

func TestRecordFunctionC(t *testing.T) {
	for _, tc := range []struct {
		src  string
		line int
		tags []string
		want string
	}{
		// K&R: the name at column 0 under its return type
		{"static PyObject *\nlist_pop_impl(PyListObject *self, Py_ssize_t index)\n{\n    if (n == 0) {\n        PyErr_SetString(PyExc_IndexError, \"pop from empty list\");", 5, nil, "list_pop_impl"},
		// the whole head on one line
		{"static int check(int x) {\n    if (x < 0)\n        return err(\"negative\");", 3, nil, "check"},
		// a head whose parameters go on to the next line, and Argument
		// Clinic's comment before the body
		{"static PyObject *\nStruct_unpack_from_impl(PyStructObject *self, Py_buffer *buffer,\n                        Py_ssize_t offset)\n/*[clinic end generated code: output=57fac875e0977316 input=cafd4851d473c894]*/\n{\n    if (n < 0)\n        return err(\"offset\");", 7, nil, "Struct_unpack_from_impl"},
		// a declaration whose parameters go on is not the definition
		{"int helper(int a,\n           int b);\n    raise_it();", 3, nil, ""},
		// a declaration and a macro's arguments above are not the definition
		{"int helper(int);\nPyDoc_STRVAR(doc,\n\"text\");\n    raise_it();", 4, nil, ""},
		// the window does not reach the definition: the extractor's
		// function, its last word
		{"    n = read(fd, buf, count);\n    if (n < 0)\n        raise_it();", 3, []string{"function:_Py_read"}, "_Py_read"},
		{"    if (n < 0)\n        raise_it();", 2, []string{"runtime:x", "function:Tensor::view"}, "view"},
		{"    if (n < 0)\n        raise_it();", 2, []string{"function:ns::C<T>::pack<std::vector<int>>"}, "pack"},
		{"    if (n < 0)\n        raise_it();", 2, []string{"function:operator<<"}, "operator<<"},
		// a definition in the window comes first (the extractor's tree
		// took another function's body for this one's)
		{"static PyObject *\n_curses_cbreak_impl(PyObject *module, int flag)\n{\n    raise_it();", 4, []string{"function:_curses_baudrate_impl"}, "_curses_cbreak_impl"},
	} {
		r := &catalog.Record{FilePath: "Objects/x.c", SourceCode: tc.src, SourceCodeStart: 1, LineNumber: tc.line, Tags: tc.tags}
		if got := RecordFunction(r); got != tc.want {
			t.Errorf("RecordFunction(%q, line %d) = %q, want %q", tc.src, tc.line, got, tc.want)
		}
	}
}

func TestCallImplements(t *testing.T) {
	for _, tc := range []struct {
		fn, name string
		want     bool
	}{
		{"_Py_read", "read", true},
		{"_io_TextIOWrapper_read_impl", "read", true},
		{"datetime_fromisoformat", "fromisoformat", true},
		{"readline_impl", "read", false},
		{"list_pop_impl", "append", false},
		{"Struct_unpack_from_impl", "unpack_from", true},
		{"py_blake2s_new_impl", "blake2s", true},
		{"_io_FileIO___init___impl", "FileIO", true},
		// the type's name, not the call's: a method of bytearray is no
		// code of bytearray(…)
		{"bytearray_iconcat", "bytearray", false},
		{"time_replace", "time", false},
		{"s_pack_internal", "pack", false},
	} {
		if got := callImplements(tc.fn, tc.name); got != tc.want {
			t.Errorf("callImplements(%q, %q) = %v, want %v", tc.fn, tc.name, got, tc.want)
		}
	}
}

func TestOtherQualified(t *testing.T) {
	for _, tc := range []struct {
		fn, qual, name string
		want           bool
	}{
		{"os_eventfd_read_impl", "os", "read", true},
		{"signal_raise_signal_impl", "signal", "signal", true},
		{"os_read_impl", "os", "read", false},
		{"signal_signal_impl", "signal", "signal", false},
		{"signal_raise_signal_impl", "_signal", "signal", true},
		{"signal_signal_impl", "_signal", "signal", false},
		{"_Py_read", "os", "read", false},
		{"Struct_unpack_from_impl", "s", "unpack_from", false},
		{"os_eventfd_read_impl", "", "read", false},
	} {
		if got := otherQualified(tc.fn, tc.qual, tc.name); got != tc.want {
			t.Errorf("otherQualified(%q, %q, %q) = %v, want %v", tc.fn, tc.qual, tc.name, got, tc.want)
		}
	}
}
