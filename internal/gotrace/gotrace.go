// Package gotrace reads where a Go crash was raised from the crash as a
// program prints it with GOTRACEBACK=system, which shows the runtime's own
// frames (the default traceback hides them). bench/runtime/goruntime
// makes its cases' truths with it, and cli's script command rtsite checks
// errdex's answers against it.
package gotrace

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
)

// Frame is one frame of a Go stack: its function and source position.
type Frame struct {
	Func string
	File string // as printed: an absolute path
	Line int
}

var position = regexp.MustCompile(`^\t(/\S+\.(?:go|s)):(\d+)`)

// Reports reports whether the Go function fn only reports a failure its
// caller detected: the panic builtin, and functions named throw, fatal,
// fatalthrow or fatalpanic, or ending in _fatal or _throw (another
// package's linknamed fatal).
func Reports(fn string) bool {
	if fn == "panic" {
		return true
	}
	name := fn[strings.LastIndexByte(fn, '.')+1:]
	switch name {
	case "throw", "fatal", "fatalthrow", "fatalpanic":
		return true
	}
	return strings.HasSuffix(name, "_fatal") || strings.HasSuffix(name, "_throw")
}

// Raising is the frame that raised the crash printed in out: the first
// frame of the first stack (the failing goroutine's, or "runtime stack:"
// for a throw on the system stack) below the functions that only report
// (Reports). That frame is the statement that panicked or threw.
func Raising(out string) (Frame, error) {
	lines := strings.Split(out, "\n")
	start := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "goroutine ") && strings.Contains(l, "[running]") || l == "runtime stack:" {
			start = i + 1
			break
		}
	}
	if start < 0 {
		return Frame{}, errors.New("no stack")
	}
	for i := start; i+1 < len(lines) && lines[i] != ""; i += 2 {
		fn := lines[i]
		if j := strings.LastIndexByte(fn, '('); j > 0 {
			fn = fn[:j]
		}
		if Reports(fn) {
			continue
		}
		m := position.FindStringSubmatch(lines[i+1])
		if m == nil {
			return Frame{}, errors.New("no source position: " + lines[i+1])
		}
		line, _ := strconv.Atoi(m[2])
		return Frame{Func: fn, File: m[1], Line: line}, nil
	}
	return Frame{}, errors.New("no frame below the reporting functions")
}
