// Package cpp extracts error sites from C, C++ and CUDA source (.c .h .cc
// .cpp .cxx .hpp .hh .cu .cuh) with the tree-sitter C and C++ grammars.
//
// Most C and C++ errors are raised through macros (TORCH_CHECK, CHECK_EQ,
// PyErr_Format is a function but reads like one), so the extractor has a
// small preprocessor of its own (lex.go, macro.go): it lexes the file,
// reads its #defines, and expands every use of a macro that raises. A
// macro raises when its body reaches a throw, one of the primitives below
// or another raising macro, to a fixed point. The expansion is parsed as
// the body of a function and its sites are recorded at the use's lines,
// with the argument text the use passed (#x stringified as the
// preprocessor does, __VA_ARGS__, ## and __VA_OPT__ included).
//
// Macros the file includes from a library are known by a table (known.go),
// written as #defines in terms of primitives that name the outcome:
// errdex_throw(CLASS, pieces…), errdex_set (a CPython exception),
// errdex_set_printf, errdex_warn, errdex_fatal and errdex_log. The table
// holds PyTorch's c10 (TORCH_CHECK → RuntimeError, _VALUE → ValueError,
// _TYPE → TypeError, _INDEX → IndexError, _NOT_IMPLEMENTED →
// NotImplementedError, a bare TORCH_CHECK(cond) printing "Expected cond to
// be true, but got false.  (Could this error message be improved? …)",
// TORCH_INTERNAL_ASSERT, AT_ERROR, TORCH_WARN), glog (CHECK, CHECK_EQ…
// with their << operands, LOG(FATAL|ERROR|WARNING)), TVM-FFI
// (TVM_FFI_THROW, TVM_FFI_ICHECK*), sgl-kernel (RuntimeCheck, Panic,
// CHECK_CUDA), FlashInfer, the PyTorch-extension CHECK_INPUT family,
// c10's C10_CUDA_CHECK family, C's assert (Assertion `expr' failed., with
// CUDA's backquote in device functions) and the CPython C API
// (PyErr_SetString, PyErr_Format, PyErr_NoMemory, _PyErr_SetKeyError, …).
// Which groups apply is read from the file's includes and names
// (dialectOf): CHECK_EQ is the torch-extension macro in a file that uses
// torch and glog's elsewhere. A #define of the file's own shadows the
// table.
//
// A raising #define of the file is also recorded at its own line, each
// parameter a hole ({#x} for a stringified one), so that a use in another
// file still finds it; one built from other raising #defines of the file
// (CHECK_INPUT from CHECK_CUDA and CHECK_CONTIGUOUS) records their sites
// with its own parameters. A function whose check builds its message
// (or takes its class) from a parameter is a helper (helpers.go): each
// call of it is a site with the caller's arguments put in ("raised
// through f() defined at line N" in the comments). A format parameter
// handed on (type_error(msg, obj) calling PyErr_Format(PyExc_TypeError,
// msg, …)) is formatted at a call that passes a constant one, a va_list
// handed on reaches the function that va_starts it (format.go); a call
// that still takes text from the parameters of the function around it
// makes that function a helper in turn, to a fixed point. C++ helpers
// bind a parameter pack to the remaining arguments (a fold os << ... <<
// args prints them), take an if constexpr's first branch, and read
// std::source_location's file_name() and line() of a parameter the call
// leaves to its default as the calling file and line. A raising macro
// defined in another file of the project (a header's
// CHECK_CUDA_SUCCESS), a helper of another file (not static, or in a
// header) and a macro whose body calls one are resolved by the link pass
// (link.go, calls.go): each use gets the definition's sites with its
// arguments put in, when the name is defined in exactly one file (a
// macro whose body calls a helper resolves in its own file too: pegen.h's
// inline functions use its RAISE_SYNTAX_ERROR_KNOWN_LOCATION, with a
// message branches above pick); calls
// that hand a parameter on grow helpers across files.
//
// C's runtime and the CPython C API: a message or class chosen by a
// conditional between two literals or names is one site per branch, and
// so is an argument a printf-style format prints that a conditional
// chooses among literals (nested ones too: getargs.c's min == max ?
// "exactly" : nargs < min ? "at least" : "at most"), up to 32 sites for
// the call; a
// local that the branches of a switch or if chain assign text (and a
// class), raised once below, is one site per branch (branches.go);
// PyErr_SetFromErrno prints [Errno N] strerror for OSError and its
// subclasses and the (errno, strerror) tuple for other classes; X =
// PyErr_NewException("mod.Name", base, …) names the class raised through X
// (with an OSError base, an errno prints as OSError prints it); an
// exception object made by calling its class (PyObject_CallFunction,
// PyObject_CallFunctionObjArgs, PyObject_CallOneArg) has its first
// argument's text, and one of OSError's family made by
// PyObject_CallFunction with an integer and a text first ("isn")
// prints "[Errno {code}] {text}" as OSError's __str__ does (with ":
// {filename!r}" for a third text, BlockingIOError's count aside);
// KeyError's text is quoted as repr quotes it; &M(x) of a static string
// object the file declares with NAME(x, "text") is that text; the first
// item of PyTuple_Pack is an exception value's text; locals are looked
// for in the whole function (C declares them at the top), at most 400
// lines up. An exception object prints what its class's tp_str returns
// (strslot.go): the formats a tp_str function of a PyTypeObject the file
// initialises returns are offered to the link, and a site raising an
// object its function was handed by the object's own class
// (PyErr_SetObject(PyExceptionInstance_Class(exc), exc), a codec's
// strict error handler) gets a site per format, with that type's name
// as class. A site printing a local that its function assigns the
// result of one function's call (funcstr = _PyObject_FunctionStr(func))
// gets, from the link, a site per format that function returns from a
// PyUnicode_FromFormat call, directly or through a local it returns
// ("%S()"), with the hole replaced by the format (textfuncs.go; a static
// function only for calls in its own file); the site with the hole
// stays. A site of a variadic function printing a local assigned
// PyUnicode_FromFormatV(format, vargs) of its format parameter gets, from
// the link, a site per call of the function in another file passing a
// constant format, the hole replaced by the text that format makes with
// the call's arguments (textfuncs.go, "fmtparam"). A type's sequence slot function (sq_item, sq_ass_item) whose
// type also has the mapping slot Python's subscription calls instead
// (mp_subscript, mp_ass_subscript), one that does not call it, has its
// sites tagged catalog.ShadowedSlotTag (slots.go): Python code does not
// reach them. The sites of an extension module's code are tagged
// catalog.NativeModuleTag and its name (modules.go): a file defining the
// module (a PyModuleDef initialiser's m_name) and named for it, a file of
// the same name one folder below (an Argument Clinic header), and the
// files of a folder named for the module where it is defined; the link
// pass tags them, when every file's definitions are known.
//
// Besides macros: throw X(…), throw X{…}, throw new X(…), throw e for a
// local e, AT_DISPATCH_* (NotImplementedError for a dtype without a
// case), and C's fatal error, fprintf(stderr, …) with exit or abort among
// the next statements (kind and errorType "fatal", class the exit call; a
// macro whose body does both raises). Messages are rebuilt from the argument lists c10::str and
// operator<< concatenate, printf and PyUnicode_FromFormat formats, string
// +, std::string(…), std::to_string, a std::stringstream or a char array
// filled by snprintf above the site (tsutil.LookBackLines,
// tsutil.MaxResolveDepth). A name of the file's string macros (#define
// NAME "…") or file-scope string variables (static const char *NAME =
// "…"; or char NAME[] = "…";, assigned nowhere else in the file and given
// one text under every #ifdef: stringVars) prints its text.
//
// The class is the one a Python user sees: the table's class for a
// macro, the Python class for PyExc_X, and for a thrown C++ class the
// translation pybind11 or torch makes (std::out_of_range → IndexError,
// std::invalid_argument → ValueError, RuntimeError in a torch file); a
// class of the file deriving from a standard one takes its base's class
// in a file that crosses into Python. The classes of the file that are
// error classes by tsutil's rule (with C++'s snake-case endings) are
// reported.
//
// C or C++ for a .h file: the file is C++ when its tokens use C++ syntax
// ("::", namespace, template, class Name {, public:, nullptr, throw, a
// cast keyword…) or it includes a C++ standard header without .h
// (<vector>) or a C++ library (torch/, pybind11/, cutlass/…); otherwise C.
// When the chosen grammar leaves unparsed regions, the other one is tried
// and the one that parses more of the file is kept. .c is C; the other
// extensions are C++ (CUDA parses with the C++ grammar).
//
// A file is parsed only when its tokens hold something the walk could
// record (needsTree): throw, a raising macro (the table's in either
// language for a .h, or the file's own), a primitive, fprintf, a call of
// an upper-case name that another file may define, a class or struct
// with a base clause, a string literal passed to a call, a type that
// holds text or a call made as a statement (each may reach a helper of
// another file). 25 of sglang's 391 C/C++/CUDA files hold none and are
// not parsed; their syntax is then not checked either, so a syntax-error
// warning comes only from a file that is analysed.
//
// Code that no Python 3 build compiles (a branch of #if PY_MAJOR_VERSION <
// 3, or of a PY_VERSION_HEX test against 0x03000000, see py2Only) gives
// no records: a C extension's Python 2 twin of each error only makes ties.
//
// Before parsing, CUDA's and the compilers' extensions that neither
// grammar knows are blanked out with spaces, keeping every offset
// (blank.go): __global__ and the other qualifiers, __launch_bounds__(…),
// __attribute__((…)), library attribute macros, a kernel launch's
// <<<grid, block>>>, and a use at file scope, without a semicolon, of a
// macro of the file whose body defines a function (CPython's
// SLOT1(slot_nb_inplace_lshift, __ilshift__, PyObject *)): a run of those
// parses as one error region that swallows the functions after it. A use
// inside a function of a macro of the file whose body is a statement
// (ends with ; or }: CHECK_CLOSED(self, msg) as if (…) { … },
// LEAVE_BUFFERED(self) as do { … } while (0);), written without a
// semicolon, gets one in a blank after it when the next token is on
// another line, so that the grammar does not read it as a call running
// into the next statement (CPython's bufferedio.c lost the sites of five
// functions to that).
//
// The context comes from the shared walk of package tsutil (the node
// kinds are in kinds): the guard of the if, else-if, else or switch case
// around the site with the negated conditions of the leaving ifs above it;
// a check macro's own condition wins (TORCH_CHECK(c) gives c, negated, and
// kind "assert"). The handler is the catch clause, the function the
// innermost function definition ("Class::method"), the docstring its /**
// … */ block or the comments right above it. Syntax errors follow tsutil's
// policy; a MISSING node alone (a macro use without a semicolon) is not an
// error.
package cpp
