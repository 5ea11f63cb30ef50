package verbs

import (
	"errors"
	"fmt"
	"net"
)

type T struct{}

func verbs(n int, s string, b []byte, v any, err error) []error {
	return []error{
		fmt.Errorf("value %v", v),                    // want error "value {v}"
		fmt.Errorf("string %s and quoted %q", s, s),  // want error "string {s} and quoted {s!r}"
		fmt.Errorf("count %d of %5d", n, n),          // want error "count {n:d} of {n:5d}"
		fmt.Errorf("hex %x %X", b, n),                // want error "hex {b:x} {n:X}"
		fmt.Errorf("type %T", v),                     // want error "type {v}"
		fmt.Errorf("want %T, got %T", []string{}, v), // want error "want []string, got {v}"
		fmt.Errorf("flag %T %T", &net.IPNet{}, 1.5),  // want error "flag *net.IPNet float64"
		fmt.Errorf("local %T", T{}),                  // want error "local {T{}}"
		fmt.Errorf("100%% sure: %w", err),            // want error "100% sure: {err}"
		fmt.Errorf("%[2]s before %[1]d", n, s),       // want error "{s} before {n:d}"
		fmt.Errorf("width %*d", n, n),                // want error "width {n:d}"
		fmt.Errorf("no args %d"),                     // want error "no args {%d:d}"
		fmt.Errorf("call %s", // want error "call {strings(b, 1)}"
			strings(b,
				1)),
		errors.New("literal with {braces}"),      // want error "literal with {{braces}}"
		errors.New("concat " + "folded"),         // want error "concat folded"
		errors.New("name " + s + " is bad"),      // want error "name {s} is bad"
		errors.New(s),                            // want error "{s}"
		errors.New(fmt.Sprintf("sprintf %d", n)), // want error "sprintf {n:d}"
		errors.New(`raw\n` + "string"),           // want error "raw\\nstring"
	}
}

func strings(b []byte, n int) string { return "" }

func formatVar(format string, args ...any) error {
	return fmt.Errorf(format, args...) // want error "{format}"
}

// A format held in a local variable, as spf13/cast does.
func castErr(i any) error {
	errorMsg := "unable to cast %#v of type %T to int"
	return fmt.Errorf(errorMsg, i, i) // want error "unable to cast {i} of type {i} to int"
}

// formatPrefix's format is a local prefix, assigned again only with another
// constant, joined with more text: one record per text it may hold.
func formatPrefix(k, v string, env bool) error {
	f := "wrong value for %q: "
	if env {
		f = "wrong value for $%s: "
	}
	return fmt.Errorf(f+"%q is not supported", k, v) // want error "wrong value for {k!r}: {v!r} is not supported" error "wrong value for ${k}: {v!r} is not supported"
}

// formatComputed's prefix is assigned a value that is not constant: its
// text is not known here.
func formatComputed(k, v string, env bool) error {
	f := "wrong value for %q: "
	if env {
		f = k + ": "
	}
	return fmt.Errorf(f+"%q is not supported", k, v) // want error "{f}%q is not supported"
}

// formatVerb's format differs only in how it prints its operand: one
// record, printing it plainly.
func formatVerb(v any) error {
	s := "%q"
	if v == nil {
		s = "%v"
	}
	return fmt.Errorf("cannot decode to non-pointer "+s, v) // want error "cannot decode to non-pointer {v}"
}
