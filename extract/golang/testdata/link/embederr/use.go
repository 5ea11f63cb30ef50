package embederr

import "fmt"

func Convert(s string) Val {
	if s == "" {
		return NewErr("cannot convert %q to int", s) // want embederr.Err "cannot convert {s!r} to int"
	}
	return NewErrFromString("no such overload") // want embederr.Err "no such overload"
}

func Wrap(err error) Val { return WrapErr(err) }

func Code() error { return newCoded(4, "text the method does not print") } // want embederr.Coded "code 4"

// errExpired's error is made by the fmt.Errorf it hands WrapErr: one site
// of that text on the line.
var errExpired = WrapErr(fmt.Errorf("token expired")) // want error "token expired"
