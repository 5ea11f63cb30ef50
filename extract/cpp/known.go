package cpp

import (
	"strings"
	"sync"

	"github.com/errdex/errdex/internal/lazyre"
)

// The extractor sees one file at a time, so a macro or error function
// defined in a library header is known by this table: each entry is a
// #define written in terms of the primitives below, and is expanded at
// its uses exactly like a macro the file defines itself. A file's own
// #define of the same name wins. Entries are grouped by library; a group
// applies when the file's dialect (see dialectOf) calls for it, so that
// CHECK_EQ means PyTorch-extension CHECK_EQ in a file using torch and
// glog's CHECK_EQ elsewhere.
//
// Primitives (never written by real code; Go code in sites.go reads them):
//
//	errdex_throw(CLASS, pieces...)      an exception; message = pieces concatenated
//	errdex_throw_or(CLASS, DEF, p...)   the same, DEF when there are no pieces
//	errdex_set(CLASS, pieces...)        a Python exception set by the C API (kind "raise")
//	errdex_set_printf(CLASS, fmt, ...)  the same with a PyUnicode_FromFormat format
//	errdex_warn(CLASS, pieces...)       a warning; errdex_warn_printf with a format
//	errdex_fatal(CLASS, pieces...)      the process aborts (errorType "fatal")
//	errdex_log(LEVEL, pieces...)        a log record at LEVEL (FATAL, ERROR, WARNING; INFO is none)
//	errdex_assert(#expr)                C's assert: the process aborts with "Assertion `expr' failed."
//	errdex_concat(pieces...)            a message value
//
// Pieces are concatenated the way c10::str and operator<< print them. A
// primitive call that starts a << chain takes the chain's operands as more
// pieces. CLASS is a string literal (the Python class a user sees), or an
// expression: PyExc_ValueError is ValueError, errdex_c10(T) maps a c10
// error type, errdex_tvm(K) a TVM-FFI error kind.

const c10Table = `
#define TORCH_CHECK(cond, ...) if (!(cond)) errdex_throw_or("RuntimeError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_VALUE(cond, ...) if (!(cond)) errdex_throw_or("ValueError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_TYPE(cond, ...) if (!(cond)) errdex_throw_or("TypeError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_INDEX(cond, ...) if (!(cond)) errdex_throw_or("IndexError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_NOT_IMPLEMENTED(cond, ...) if (!(cond)) errdex_throw_or("NotImplementedError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_LINALG(cond, ...) if (!(cond)) errdex_throw_or("torch._C._LinAlgError", "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_ALWAYS_SHOW_CPP_STACKTRACE(cond, ...) TORCH_CHECK(cond, ##__VA_ARGS__)
#define TORCH_CHECK_IF_NOT_ON_CUDA(cond, ...) TORCH_CHECK(cond, ##__VA_ARGS__)
#define TORCH_CHECK_WITH(error_t, cond, ...) if (!(cond)) errdex_throw_or(errdex_c10(error_t), "Expected " #cond " to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)", ##__VA_ARGS__)
#define TORCH_CHECK_WITH_MSG(error_t, cond, type, ...) TORCH_CHECK_WITH(error_t, cond, ##__VA_ARGS__)
#define TORCH_CHECK_ARG(cond, argN, ...) TORCH_CHECK(cond, "invalid argument ", argN, ": ", __VA_ARGS__)
#define TORCH_INTERNAL_ASSERT(cond, ...) if (!(cond)) errdex_throw("RuntimeError", #cond, " INTERNAL ASSERT FAILED at \"", __FILE__, "\":", __LINE__, ", please report a bug to PyTorch. ", ##__VA_ARGS__)
#define TORCH_INTERNAL_ASSERT_DEBUG_ONLY(...) TORCH_INTERNAL_ASSERT(__VA_ARGS__)
#define AT_ASSERT(...) TORCH_INTERNAL_ASSERT(__VA_ARGS__)
#define AT_ASSERTM(cond, ...) TORCH_INTERNAL_ASSERT(cond, __VA_ARGS__)
#define AT_ERROR(...) errdex_throw("RuntimeError", __VA_ARGS__)
#define C10_CUDA_CHECK(EXPR) if ((EXPR) != cudaSuccess) errdex_throw("RuntimeError", "CUDA error: ", cudaGetErrorString(EXPR))
#define C10_CUDA_CHECK_WARN(EXPR) if ((EXPR) != cudaSuccess) errdex_warn("UserWarning", "CUDA warning: ", cudaGetErrorString(EXPR))
#define C10_CUDA_KERNEL_LAUNCH_CHECK() C10_CUDA_CHECK(cudaGetLastError())
#define AT_CUDA_CHECK(EXPR) C10_CUDA_CHECK(EXPR)
#define C10_THROW_ERROR(err_type, msg) errdex_throw(errdex_c10(err_type), msg)
#define TORCH_WARN(...) errdex_warn("UserWarning", __VA_ARGS__)
#define TORCH_WARN_ONCE(...) errdex_warn("UserWarning", __VA_ARGS__)
#define TORCH_WARN_DEPRECATION(...) errdex_warn("DeprecationWarning", __VA_ARGS__)
#define TORCH_CHECK_EQ(a, b) if (!((a) == (b))) errdex_fatal("TORCH_CHECK_EQ", "Check failed: " #a " == " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_NE(a, b) if (!((a) != (b))) errdex_fatal("TORCH_CHECK_NE", "Check failed: " #a " != " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_LE(a, b) if (!((a) <= (b))) errdex_fatal("TORCH_CHECK_LE", "Check failed: " #a " <= " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_LT(a, b) if (!((a) < (b))) errdex_fatal("TORCH_CHECK_LT", "Check failed: " #a " < " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_GE(a, b) if (!((a) >= (b))) errdex_fatal("TORCH_CHECK_GE", "Check failed: " #a " >= " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_GT(a, b) if (!((a) > (b))) errdex_fatal("TORCH_CHECK_GT", "Check failed: " #a " > " #b " (", a, " vs. ", b, ") ")
#define TORCH_CHECK_NOTNULL(val) ((val) == nullptr ? errdex_fatal("TORCH_CHECK_NOTNULL", "Check failed: '" #val "' Must be non NULL") : (val))
`

// glogTable is glog's CHECK and LOG (c10 defines the same ones when it is
// built without glog).
const glogTable = `
#define LOG(severity) errdex_log(severity)
#define LOG_IF(severity, cond) if (cond) errdex_log(severity)
#define LOG_FIRST_N(severity, n) errdex_log(severity)
#define LOG_EVERY_N(severity, n) errdex_log(severity)
#define PLOG(severity) errdex_log(severity)
#define DLOG(severity) errdex_log(severity)
#define CHECK(cond) if (!(cond)) errdex_fatal("CHECK", "Check failed: " #cond " ")
#define DCHECK(cond) if (!(cond)) errdex_fatal("DCHECK", "Check failed: " #cond " ")
#define CHECK_EQ(a, b) if (!((a) == (b))) errdex_fatal("CHECK_EQ", "Check failed: " #a " == " #b " (", a, " vs. ", b, ") ")
#define CHECK_NE(a, b) if (!((a) != (b))) errdex_fatal("CHECK_NE", "Check failed: " #a " != " #b " (", a, " vs. ", b, ") ")
#define CHECK_LE(a, b) if (!((a) <= (b))) errdex_fatal("CHECK_LE", "Check failed: " #a " <= " #b " (", a, " vs. ", b, ") ")
#define CHECK_LT(a, b) if (!((a) < (b))) errdex_fatal("CHECK_LT", "Check failed: " #a " < " #b " (", a, " vs. ", b, ") ")
#define CHECK_GE(a, b) if (!((a) >= (b))) errdex_fatal("CHECK_GE", "Check failed: " #a " >= " #b " (", a, " vs. ", b, ") ")
#define CHECK_GT(a, b) if (!((a) > (b))) errdex_fatal("CHECK_GT", "Check failed: " #a " > " #b " (", a, " vs. ", b, ") ")
#define DCHECK_EQ(a, b) CHECK_EQ(a, b)
#define DCHECK_NE(a, b) CHECK_NE(a, b)
#define DCHECK_LE(a, b) CHECK_LE(a, b)
#define DCHECK_LT(a, b) CHECK_LT(a, b)
#define DCHECK_GE(a, b) CHECK_GE(a, b)
#define DCHECK_GT(a, b) CHECK_GT(a, b)
#define CHECK_STREQ(a, b) if (!(errdex_streq(a, b))) errdex_fatal("CHECK_STREQ", "Check failed: " #a " == " #b " (", a, " vs. ", b, ") ")
#define CHECK_NOTNULL(val) ((val) == nullptr ? errdex_fatal("CHECK_NOTNULL", "'" #val "' Must be non NULL") : (val))
`

// tvmTable is TVM-FFI's error.h. An error kind that the tvm_ffi Python
// package does not register (InternalError) is raised there as
// RuntimeError.
const tvmTable = `
#define TVM_FFI_THROW(ErrorKind) errdex_throw(errdex_tvm(ErrorKind))
#define TVM_FFI_LOG_AND_THROW(ErrorKind) errdex_throw(errdex_tvm(ErrorKind))
#define TVM_FFI_CHECK(cond, ErrorKind) if (!(cond)) TVM_FFI_THROW(ErrorKind) << "Check failed: (" #cond << ") is false: "
#define TVM_FFI_CHECK_EQ(x, y, ErrorKind) if (!((x) == (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " == " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_NE(x, y, ErrorKind) if (!((x) != (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " != " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_LT(x, y, ErrorKind) if (!((x) < (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " < " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_LE(x, y, ErrorKind) if (!((x) <= (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " <= " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_GT(x, y, ErrorKind) if (!((x) > (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " > " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_GE(x, y, ErrorKind) if (!((x) >= (y))) TVM_FFI_THROW(ErrorKind) << "Check failed: " #x " >= " #y << " (" << x << " vs. " << y << ") " << ": "
#define TVM_FFI_CHECK_NOTNULL(x, ErrorKind) ((x) == nullptr ? (TVM_FFI_THROW(ErrorKind) << "Check not null: " #x << ' ', (x)) : (x))
#define TVM_FFI_ICHECK(x) TVM_FFI_CHECK(x, InternalError)
#define TVM_FFI_ICHECK_EQ(x, y) TVM_FFI_CHECK_EQ(x, y, InternalError)
#define TVM_FFI_ICHECK_NE(x, y) TVM_FFI_CHECK_NE(x, y, InternalError)
#define TVM_FFI_ICHECK_LT(x, y) TVM_FFI_CHECK_LT(x, y, InternalError)
#define TVM_FFI_ICHECK_LE(x, y) TVM_FFI_CHECK_LE(x, y, InternalError)
#define TVM_FFI_ICHECK_GT(x, y) TVM_FFI_CHECK_GT(x, y, InternalError)
#define TVM_FFI_ICHECK_GE(x, y) TVM_FFI_CHECK_GE(x, y, InternalError)
#define TVM_FFI_ICHECK_NOTNULL(x) TVM_FFI_CHECK_NOTNULL(x, InternalError)
#define TVM_FFI_DCHECK(x) TVM_FFI_ICHECK(x)
#define TVM_FFI_DCHECK_EQ(x, y) TVM_FFI_ICHECK_EQ(x, y)
#define TVM_FFI_DCHECK_NE(x, y) TVM_FFI_ICHECK_NE(x, y)
#define TVM_FFI_DCHECK_LT(x, y) TVM_FFI_ICHECK_LT(x, y)
#define TVM_FFI_DCHECK_LE(x, y) TVM_FFI_ICHECK_LE(x, y)
#define TVM_FFI_DCHECK_GT(x, y) TVM_FFI_ICHECK_GT(x, y)
#define TVM_FFI_DCHECK_GE(x, y) TVM_FFI_ICHECK_GE(x, y)
`

// sglTable is sgl-kernel's host utilities (sgl_kernel/utils.h): the
// functions RuntimeCheck and Panic throw PanicError, a std::runtime_error,
// whose message starts with the call's source location.
const sglTable = `
#define RuntimeCheck(cond, ...) if (!(cond)) errdex_throw_or("RuntimeError", errdex_concat("Failed at ", __FILE__, ":", __LINE__, " in ", __func__) __VA_OPT__(, "Failed at ", __FILE__, ":", __LINE__, ": ", __VA_ARGS__))
#define Panic(...) errdex_throw_or("RuntimeError", errdex_concat("Failed at ", __FILE__, ":", __LINE__, " in ", __func__) __VA_OPT__(, "Failed at ", __FILE__, ":", __LINE__, ": ", __VA_ARGS__))
#define CHECK_HOST(COND) if (COND) { } else errdex_throw("RuntimeError", "Failed at ", __FILE__, ":", __LINE__, ": ")
`

// sglCUDATable is sgl-kernel's CHECK_CUDA for CUDA calls (utils.cuh).
const sglCUDATable = `
#define CHECK_CUDA(COND) if (const auto error = (COND); error == ::cudaSuccess) { } else errdex_throw("RuntimeError", "Failed at ", __FILE__, ":", __LINE__, ": ", "CUDA error: ", ::cudaGetErrorString(error), ". ")
`

// flashinferTable is FlashInfer's exception.h.
const flashinferTable = `
#define FLASHINFER_ERROR(message) errdex_throw("RuntimeError", "Error in function '", __FUNCTION__, "' at ", __FILE__, ":", __LINE__, ": ", message)
#define FLASHINFER_CHECK(condition, message) if (!(condition)) { FLASHINFER_ERROR(message); }
`

// torchExtTable is the tensor-checking convention of PyTorch extensions
// (FlashInfer's pytorch_extension_utils.h, copied into sgl-kernel and many
// others), for CUDA code; torchExtCPUTable replaces its CHECK_INPUT family
// in files that never mention CUDA.
const torchExtTable = `
#define CHECK_CUDA(x) TORCH_CHECK(x.is_cuda(), #x " must be a CUDA tensor")
#define CHECK_CPU(x) TORCH_CHECK(x.device().type() == at::kCPU, #x " must be a CPU tensor")
#define CHECK_CONTIGUOUS(x) TORCH_CHECK(x.is_contiguous(), #x " must be contiguous")
#define CHECK_LAST_DIM_CONTIGUOUS(x) TORCH_CHECK(x.strides()[x.strides().size() - 1] == 1, #x "must be contiguous at last dimension")
#define CHECK_INPUT(x) CHECK_CUDA(x); CHECK_CONTIGUOUS(x)
#define CHECK_LAST_DIM_CONTIGUOUS_INPUT(x) CHECK_CUDA(x); CHECK_LAST_DIM_CONTIGUOUS(x)
#define CHECK_DIM(d, x) TORCH_CHECK(x.dim() == d, #x " must be a " #d "D tensor")
#define CHECK_SHAPE(a, b) TORCH_CHECK(a.dim() == b.dim(), #a, ".dim() != ", #b, ".dim(). ", a.dim(), " vs ", b.dim()); TORCH_CHECK(a.size(i) == b.size(i), #a, ".size(", i, ") != ", #b, ".size(", i, ")")
#define CHECK_EQ(a, b) TORCH_CHECK((a) == (b), "CHECK_EQ(" #a ", " #b ") failed. ", a, " vs ", b)
#define CHECK_NE(a, b) TORCH_CHECK((a) != (b), "CHECK_NE(" #a ", " #b ") failed. ", a, " vs ", b)
#define CHECK_GE(a, b) TORCH_CHECK((a) >= (b), "CHECK_GE(" #a ", " #b ") failed. ", a, " vs ", b)
#define CHECK_GT(a, b) TORCH_CHECK((a) > (b), "CHECK_GT(" #a ", " #b ") failed. ", a, " vs ", b)
#define CHECK_LE(a, b) TORCH_CHECK((a) <= (b), "CHECK_LE(" #a ", " #b ") failed. ", a, " vs ", b)
#define CHECK_LT(a, b) TORCH_CHECK((a) < (b), "CHECK_LT(" #a ", " #b ") failed. ", a, " vs ", b)
`

const torchExtCPUTable = `
#define CHECK_INPUT(x) CHECK_CPU(x); CHECK_CONTIGUOUS(x)
#define CHECK_LAST_DIM_CONTIGUOUS_INPUT(x) CHECK_CPU(x); CHECK_LAST_DIM_CONTIGUOUS(x)
`

// tvmExtTable is FlashInfer's TVM-FFI flavour of the same checks
// (tvm_ffi_utils.h).
const tvmExtTable = `
#define CHECK_CUDA(x) TVM_FFI_ICHECK_EQ(x.device().device_type, kDLCUDA) << #x " must be a CUDA tensor";
#define CHECK_CPU(x) TVM_FFI_ICHECK_EQ(x.device().device_type, kDLCPU) << #x " must be a host tensor";
#define CHECK_CONTIGUOUS(x) TVM_FFI_ICHECK(x.IsContiguous()) << #x " must be contiguous";
#define CHECK_LAST_DIM_CONTIGUOUS(x) TVM_FFI_ICHECK_EQ(x.stride(-1), 1) #x "must be contiguous at last dimension";
#define CHECK_INPUT(x) CHECK_CUDA(x); CHECK_CONTIGUOUS(x)
#define CHECK_INPUT_TYPE(x, st) TVM_FFI_ICHECK_EQ(x.dtype(), st) << "Inconsistency of Tensor type: " #x;
#define CHECK_INPUT_AND_TYPE(x, st) CHECK_CUDA(x); CHECK_CONTIGUOUS(x); CHECK_INPUT_TYPE(x, st)
#define CHECK_LAST_DIM_CONTIGUOUS_INPUT(x) CHECK_CUDA(x); CHECK_LAST_DIM_CONTIGUOUS(x)
#define CHECK_DIM(d, x) TVM_FFI_ICHECK_EQ(x.ndim(), d) << #x " must be a " #d "D tensor";
#define CHECK_DEVICE(a, b) TVM_FFI_ICHECK_EQ(a.device().device_type, b.device().device_type); TVM_FFI_ICHECK_EQ(a.device().device_id, b.device().device_id);
`

// pythonTable is the CPython C API's error setters: the class is the
// Python exception (PyExc_ValueError is ValueError) and PyErr_Format's
// format is PyUnicode_FromFormat's.
const pythonTable = `
#define PyErr_SetString(exc, msg) errdex_set(exc, msg)
#define _PyErr_SetString(tstate, exc, msg) errdex_set(exc, msg)
#define PyErr_Format(exc, ...) errdex_set_printf(exc, __VA_ARGS__)
#define _PyErr_Format(tstate, exc, ...) errdex_set_printf(exc, __VA_ARGS__)
#define PyErr_FormatV(exc, format, vargs) errdex_set_printf(exc, format)
#define PyErr_SetObject(exc, value) errdex_set(exc, value)
#define _PyErr_SetObject(tstate, exc, value) errdex_set(exc, value)
#define PyErr_SetNone(exc) errdex_set(exc)
#define _PyErr_SetNone(tstate, exc) errdex_set(exc)
#define PyErr_NoMemory() errdex_set("MemoryError")
#define _PyErr_NoMemory(tstate) errdex_set("MemoryError")
#define PyErr_BadArgument() errdex_set("TypeError", "bad argument type for built-in operation")
#define PyErr_BadInternalCall() errdex_set("SystemError", __FILE__, ":", __LINE__, ": bad argument to internal function")
#define PyErr_SetFromErrno(exc) errdex_set_errno(exc)
#define PyErr_SetFromErrnoWithFilename(exc, filename) errdex_set_errno(exc, filename)
#define PyErr_SetFromErrnoWithFilenameObject(exc, filenameObject) errdex_set_errno(exc, filenameObject)
#define PyErr_SetFromErrnoWithFilenameObjects(exc, filenameObject, filenameObject2) errdex_set_errno(exc, filenameObject, filenameObject2)
#define _PyErr_SetKeyError(key) errdex_set("KeyError", errdex_repr(key))
#define PyErr_SetImportError(msg, name, path) errdex_set("ImportError", msg)
#define PyErr_WarnEx(category, message, stack_level) errdex_warn(category, message)
#define PyErr_Warn(category, message) errdex_warn(category, message)
#define PyErr_WarnFormat(category, stack_level, ...) errdex_warn_printf(category, __VA_ARGS__)
#define PyErr_ResourceWarning(source, stack_level, ...) errdex_warn_printf("ResourceWarning", __VA_ARGS__)
#define Py_FatalError(message) errdex_fatal("Py_FatalError", "Fatal Python error: ", __func__, ": ", message)
`

// libcTable is the C standard library's assert (<assert.h>): a failed
// assertion prints "file:line: function: Assertion `expr' failed." and
// aborts (CUDA device code: "… Assertion `expr` failed." and the host then
// sees "device-side assert triggered").
const libcTable = `
#define assert(expr) if (!(expr)) errdex_assert(#expr)
`

// A dialect is what a file is written against, read from its #includes
// and a few telling names.
type dialect struct {
	cxx, torch, glog, tvmExt, sgl, sglCUDA, cpuOnly, pybind bool
}

var (
	torchIncludeRE = lazyre.New(`^[<"](torch/|ATen/|c10/|pytorch_extension_utils)`)
	sglIncludeRE   = lazyre.New(`^[<"]sgl_kernel/`)
)

// dialectOf reads the dialect from the tokens of a file; cuda says the
// file is CUDA (.cu, .cuh).
func dialectOf(toks []token, cxx, cuda bool) dialect {
	d := dialect{cxx: cxx}
	for i, t := range toks {
		switch {
		case t.bol && t.text == "#" && i+2 < len(toks) && toks[i+1].text == "include":
			inc := toks[i+2].text
			if inc == "<" { // <a/b.h> lexes as punctuation and names
				var b strings.Builder
				for j := i + 2; j < len(toks) && !toks[j].bol && j < i+40; j++ {
					b.WriteString(toks[j].text)
					if toks[j].text == ">" {
						break
					}
				}
				inc = b.String()
			}
			switch {
			case torchIncludeRE.MatchString(inc):
				d.torch = true
			case strings.Contains(inc, "glog/"):
				d.glog = true
			case strings.Contains(inc, "tvm_ffi_utils.h"):
				d.tvmExt = true
			case sglIncludeRE.MatchString(inc):
				d.sgl = true
				if strings.Contains(inc, "utils.cuh") {
					d.sglCUDA = true
				}
			case strings.Contains(inc, "pybind11/") || strings.Contains(inc, "nanobind/"):
				d.pybind = true
			}
		case t.kind == tIdent:
			switch t.text {
			case "TORCH_CHECK", "TORCH_LIBRARY", "TORCH_LIBRARY_FRAGMENT", "TORCH_LIBRARY_IMPL", "TORCH_INTERNAL_ASSERT":
				d.torch = true
			case "RuntimeCheck":
				d.sgl = true
			case "host":
				if i+1 < len(toks) && toks[i+1].text == "::" {
					d.sgl = true
				}
			case "Tensor":
				if i >= 2 && toks[i-1].text == "::" && (toks[i-2].text == "at" || toks[i-2].text == "torch") {
					d.torch = true
				}
			}
		}
		if !cuda && (t.kind == tIdent || t.kind == tString) && strings.Contains(strings.ToLower(t.text), "cuda") {
			cuda = true
		}
	}
	d.cpuOnly = !cuda
	if d.sgl && !d.torch {
		d.sglCUDA = true // sgl-kernel's JIT kernels take utils.cuh's CHECK_CUDA
	}
	return d
}

// tables returns the table texts that apply to d, later ones shadowing
// earlier ones.
func (d dialect) tables() []string {
	ts := []string{libcTable, pythonTable}
	if !d.cxx {
		return ts
	}
	ts = append(ts, glogTable, c10Table, tvmTable, flashinferTable, sglTable)
	switch {
	case d.tvmExt:
		ts = append(ts, tvmExtTable)
	case d.torch && !d.glog:
		ts = append(ts, torchExtTable)
		if d.cpuOnly {
			ts = append(ts, torchExtCPUTable)
		}
	}
	if d.sglCUDA && !d.torch {
		ts = append(ts, sglCUDATable)
	}
	return ts
}

var (
	tableOnce sync.Once
	tableDefs map[string][]directive // table text → its parsed definitions
)

// tableMacros returns the table macros for d, freshly allocated (the
// caller marks them raising and may shadow them).
func tableMacros(d dialect) macroSet {
	tableOnce.Do(func() {
		tableDefs = map[string][]directive{}
		for _, t := range []string{libcTable, pythonTable, glogTable, c10Table, tvmTable, flashinferTable, sglTable, sglCUDATable, torchExtTable, torchExtCPUTable, tvmExtTable} {
			defs, _ := defines(lex([]byte(t)))
			tableDefs[t] = defs
		}
	})
	ms := macroSet{}
	for _, t := range d.tables() {
		for _, def := range tableDefs[t] {
			ms[def.name] = &macro{directive: def, table: true}
		}
	}
	return ms
}

// prims are the primitives the table's macros expand to.
var prims = map[string]string{ // name → Site.Kind
	"errdex_throw":       "throw",
	"errdex_throw_or":    "throw",
	"errdex_set":         "raise",
	"errdex_set_printf":  "raise",
	"errdex_set_errno":   "raise",
	"errdex_warn":        "warn",
	"errdex_warn_printf": "warn",
	"errdex_fatal":       "fatal",
	"errdex_log":         "log",
	"errdex_assert":      "assert",
}

func isPrim(name string) bool {
	_, ok := prims[name]
	return ok || strings.HasPrefix(name, "AT_DISPATCH_")
}

// c10Classes maps c10's error types to the Python classes torch's
// exception translation (torch/csrc/Exceptions.h) raises for them.
var c10Classes = map[string]string{
	"Error": "RuntimeError", "ErrorAlwaysShowCppStacktrace": "RuntimeError",
	"IndexError": "IndexError", "ValueError": "ValueError", "TypeError": "TypeError",
	"NotImplementedError": "NotImplementedError", "BufferError": "BufferError",
	"SyntaxError": "SyntaxError", "LinAlgError": "torch._C._LinAlgError",
	"OutOfMemoryError": "torch.OutOfMemoryError", "DistError": "torch.distributed.DistError",
	"DistBackendError": "torch.distributed.DistBackendError", "DistNetworkError": "torch.distributed.DistNetworkError",
	"DistStoreError": "torch.distributed.DistStoreError", "DistQueueEmptyError": "torch.distributed.DistQueueEmptyError",
	"AcceleratorError": "torch.AcceleratorError", "EnforceFiniteError": "RuntimeError",
}

// tvmKinds are the error kinds the tvm_ffi Python package registers; it
// raises every other kind as RuntimeError.
var tvmKinds = map[string]bool{
	"RuntimeError": true, "ValueError": true, "TypeError": true, "AttributeError": true,
	"KeyError": true, "IndexError": true, "AssertionError": true, "MemoryError": true,
}
