package enum

func b1(d string) error { return &Error{Code: CodeSyntax, Detail: d} } // want enum.Error "syntax error: {d}"
func b2(a string) error { return &OpError{Op: OpSub, Arg: a} }         // want enum.OpError "cannot sub {a!r}"
func b4(l int) error    { return PosError{l, "unexpected EOF"} }       // want enum.PosError "{l:d}: unexpected EOF"
func b5(d string, err error) error {
	return &Error{CodeType, d, err} // want enum.Error "type mismatch: {d}: {err}" enum.Error "type mismatch: {d}"
}
func b8(d string) error { return &Error{Code: CodeType, Detail: d, Err: nil} } // want enum.Error "type mismatch: {d}"
