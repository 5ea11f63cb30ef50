package embederr

func Convert(s string) Val {
	if s == "" {
		return NewErr("cannot convert %q to int", s) // want embederr.Err "cannot convert {s!r} to int"
	}
	return NewErrFromString("no such overload") // want embederr.Err "no such overload"
}

func Wrap(err error) Val { return WrapErr(err) }

func Code() error { return newCoded(4, "text the method does not print") } // want embederr.Coded "code 4"
