// Command overlay writes a go build -overlay file that makes the standard
// library's errors.New and fmt.Errorf remember the call stack they were
// called from, so the cases program can tell where a module created each
// error it returns (the truth for an error that has no stack), and
// fmt.Sprintf and fmt.Errorf remember where they made each text (fmt.ErrdexSprintfPCs, for
// an error type that formats a message field made elsewhere). Only
// GOROOT's errors and fmt are replaced or added to, with copies of the
// installed files patched at fixed anchors; the modules' code runs as it
// is in the module cache. The cases program is built with -tags errdex to
// call ErrdexSprintfPCs.
//
//	go run ./overlay -o DIR   # writes DIR/overlay.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

type patch struct{ old, new string }

// added are files the overlay adds to the standard library: fmt's record
// of where each text Sprintf made was made, for an error type whose Error
// method formats a message field made elsewhere (expr's file.Error).
var added = map[string]string{
	"fmt/errdex.go": `package fmt

import (
	"runtime"
	"strings"
	"sync"
)

var (
	errdexMu   sync.Mutex
	errdexMade = map[string][]uintptr{}
)

// errdexRecord keeps the call stack Sprintf or Errorf made s from
// (errdex bench overlay); texts under 8 bytes are not messages. A copy (a
// format that is only verbs: Sprintf("%v", r) of a recovered panic's
// value) is not where its text was made, and is not kept.
func errdexRecord(format, s string) {
	if len(s) < 8 {
		return
	}
	if strings.Trim(format, "%vsqd+#") == "" {
		return
	}
	var pcs [16]uintptr
	n := runtime.Callers(3, pcs[:])
	errdexMu.Lock()
	if len(errdexMade) < 1<<16 {
		errdexMade[s] = append([]uintptr(nil), pcs[:n]...)
	}
	errdexMu.Unlock()
}

// ErrdexSprintfPCs returns the longest text shorter than limit bytes that
// Sprintf made and msg starts with, and the call stack it was made from
// (errdex bench overlay).
func ErrdexSprintfPCs(msg string, limit int) (string, []uintptr) {
	errdexMu.Lock()
	defer errdexMu.Unlock()
	best := ""
	for s := range errdexMade {
		if len(s) > len(best) && len(s) < limit && strings.HasPrefix(msg, s) {
			best = s
		}
	}
	return best, errdexMade[best]
}
`,
}

// patches are applied to each file in order; each anchor must occur once.
var patches = map[string][]patch{
	"errors/errors.go": {
		{"package errors\n", "package errors\n\nimport \"runtime\"\n"},
		{"func New(text string) error {\n\treturn &errorString{text}\n}",
			"func New(text string) error {\n\te := &errorString{s: text}\n\truntime.Callers(2, e.pcs[:])\n\treturn e\n}\n\n// ErrdexPCs is the call stack New was called from (errdex bench overlay).\nfunc (e *errorString) ErrdexPCs() []uintptr { return e.pcs[:] }"},
		{"type errorString struct {\n\ts string\n}", "type errorString struct {\n\ts   string\n\tpcs [16]uintptr\n}"},
	},
	"fmt/print.go": {
		{"\tp.doPrintf(format, a)\n\ts := string(p.buf)\n", "\tp.doPrintf(format, a)\n\ts := string(p.buf)\n\terrdexRecord(format, s)\n"},
	},
	"fmt/errors.go": {
		{"import (\n\t\"errors\"\n", "import (\n\t\"errors\"\n\t\"runtime\"\n"},
		{"\t\tw := &wrapError{msg: s}\n", "\t\tw := &wrapError{msg: s}\n\t\truntime.Callers(3, w.pcs[:])\n"},
		{"\tp.doPrintf(format, a)\n\ts := string(p.buf)\n", "\tp.doPrintf(format, a)\n\ts := string(p.buf)\n\terrdexRecord(format, s)\n"},
		{"type wrapError struct {\n\tmsg string\n\terr error\n}", "type wrapError struct {\n\tmsg string\n\terr error\n\tpcs [16]uintptr\n}\n\n// ErrdexPCs is the call stack Errorf was called from (errdex bench overlay).\nfunc (e *wrapError) ErrdexPCs() []uintptr { return e.pcs[:] }"},
	},
}

func main() {
	out := flag.String("o", "", "directory for the patched files and overlay.json")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: overlay -o DIR")
		os.Exit(2)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "overlay: go env GOROOT:", err)
		os.Exit(1)
	}
	src := filepath.Join(strings.TrimSpace(string(goroot)), "src")
	replace := map[string]string{}
	for rel, ps := range patches {
		orig := filepath.Join(src, rel)
		b, err := os.ReadFile(orig)
		if err != nil {
			fmt.Fprintln(os.Stderr, "overlay:", err)
			os.Exit(1)
		}
		s := string(b)
		for _, p := range ps {
			if n := strings.Count(s, p.old); n != 1 {
				fmt.Fprintf(os.Stderr, "overlay: %s: anchor %q occurs %d times (this Go version's file differs)\n", orig, p.old, n)
				os.Exit(1)
			}
			s = strings.Replace(s, p.old, p.new, 1)
		}
		dst := filepath.Join(*out, strings.ReplaceAll(rel, "/", "_"))
		if err := os.MkdirAll(*out, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "overlay:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(dst, []byte(s), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "overlay:", err)
			os.Exit(1)
		}
		replace[orig] = dst
	}
	for rel, text := range added {
		dst := filepath.Join(*out, strings.ReplaceAll(rel, "/", "_"))
		if err := os.WriteFile(dst, []byte(text), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "overlay:", err)
			os.Exit(1)
		}
		replace[filepath.Join(src, rel)] = dst
	}
	b, _ := json.MarshalIndent(map[string]any{"Replace": replace}, "", "  ")
	if err := os.WriteFile(filepath.Join(*out, "overlay.json"), b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "overlay:", err)
		os.Exit(1)
	}
}
