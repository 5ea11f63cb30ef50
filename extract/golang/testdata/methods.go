package conv

import (
	"fmt"
	"strconv"
)

// NumError records a failed conversion.
type NumError struct {
	Func string
	Num  string
	Err  error
}

func (e *NumError) Error() string {
	return "conv." + e.Func + ": parsing " + strconv.Quote(e.Num) + ": " + e.Err.Error() // want conv.NumError "conv.{e.Func}: parsing {strconv.Quote(e.Num)}: {e.Err.Error()}"
}

type KeySizeError int

func (k KeySizeError) Error() string {
	if k < 0 {
		return fmt.Sprintf("conv: negative key size %d", int(k)) // want conv.KeySizeError "conv: negative key size {int(k):d}"
	}
	f := func() string { return "closure, not the method's result" }
	_ = f
	return "conv: invalid key size " + strconv.Itoa(int(k)) // want conv.KeySizeError "conv: invalid key size {strconv.Itoa(int(k))}"
}

type wrapper struct{ err error }

// Error adds nothing of its own, so it is no site.
func (w wrapper) Error() string { return w.err.Error() }

type notError struct{}

// Error with a parameter is not the error interface's method.
func (notError) Error(verbose bool) string { return "not an error method" }

func (notError) String() string { return "a Stringer, not an error" }
