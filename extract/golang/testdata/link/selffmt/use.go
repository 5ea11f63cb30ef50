package selffmt

func u1(l *lexer, c byte) error { return NewErrorAt(l, "unexpected character '%c'", c) } // want selffmt.Error "unexpected character '{c}' on line {l.line:d}"
func u2(l *lexer) error         { return NewErrorAt(l, "unexpected NULL character") }    // want selffmt.Error "unexpected NULL character on line {l.line:d}"
func u3(n int) error            { return NewError(n, "%d tokens left", n) }              // want selffmt.Error "{n:d} tokens left on line {n:d}"
func u4(k string) error         { return plain("no key %q", k) }                         // want error "no key {k!r}"
func u5(n int) error            { return trimmed(n, "100%") }                            // want selffmt.Error "100% on line {n:d}"
