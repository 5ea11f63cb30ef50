// Package wrapfmt makes its errors in printf helpers that wrap their
// format parameter in words of their own before formatting the error with
// it (format = fmt.Sprintf("template: %s:%d: %s", t.name, t.line,
// format)): a call's text is the caller's format inside the helper's.
package wrapfmt

import "fmt"

type Template struct {
	name string
	line int
}

func (t *Template) errorf(format string, args ...any) {
	format = fmt.Sprintf("template: %s:%d: %s", t.name, t.line, format)
	panic(fmt.Errorf(format, args...)) // want panic "{format}"
}

func (t *Template) parse(n string) {
	if n == "" {
		t.errorf("unexpected EOF") // want panic "template: {t.name}:{t.line:d}: unexpected EOF"
	}
	t.errorf("unexpected %s in command", n) // want panic "template: {t.name}:{t.line:d}: unexpected {n} in command"
}

func failf(format string, args ...any) error {
	format = fmt.Sprintf("config: %v", format)
	return fmt.Errorf(format, args...) // want error "{format}"
}

func load(key string, n int) error {
	if n < 0 {
		return failf("negative count %d for %q", n, key) // want error "config: negative count {n:d} for {key!r}"
	}
	return nil
}

// quoted prints its format with %q (its verbs are still formatted, inside
// quotes): not taken as a wrapper; the record keeps the caller's text.
func quoted(format string, args ...any) error {
	format = fmt.Sprintf("bad %q", format)
	return fmt.Errorf(format, args...) // want error "{format}"
}

func useQuoted(n int) error { return quoted("count %d", n) } // want error "count {n:d}"

// twice assigns its format again: which text it holds is not followed;
// the record keeps the caller's text.
func twice(format string, args ...any) error {
	format = fmt.Sprintf("first: %s", format)
	if len(args) > 2 {
		format = "many: " + format
	}
	return fmt.Errorf(format, args...) // want error "{format}"
}

func useTwice(n int) error { return twice("count %d", n) } // want error "count {n:d}"
