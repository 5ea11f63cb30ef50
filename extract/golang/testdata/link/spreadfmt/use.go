package spreadfmt

import "fmt"

func u1(s string) error { return fail("bad rune %q", s) } // want error "lexer: bad rune {s!r}"
func u2(l *lexer, s string) {
	l.fail("unterminated string %q", s) // want error "line {l.line:d}: unterminated string {s!r}"
}
func u3(l *lexer, n int) error { return l.errorAt("%d open brackets", n) } // want error "{l.name}:{l.line:d}: {n:d} open brackets (giving up)"
func u4(k string) (err error) {
	defer handleErr(&err)
	// failf panics with a value carrying the error (yamlError{…}), not an
	// error: only its name makes the call a site, with the call's text
	failf("invalid map key: %#v", k) // want error "invalid map key: {k}"
	return nil
}

// u5 hands fail no text of its own: fail's record is the error's.
func u5(line int, problem string) error {
	var where string
	if line > 0 {
		where = fmt.Sprintf("line %d: ", line)
	} else {
		where = "at the end: "
	}
	msg := problem
	if msg == "" {
		msg = "unknown problem"
	}
	return fail("%s%s", where, msg)
}

func u6(name string, err error) error { return wrapf(err, "cannot read %s", name) } // want error "cannot read {name}: {err}"
