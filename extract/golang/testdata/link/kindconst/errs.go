// Package kindconst has error types whose Error method switches on a
// field of a string type, each case naming a constant of that type, and
// constructors in the same file setting the field to a constant by name
// or to the constant's text.
package kindconst

import "fmt"

type Kind string

const (
	KindCount   Kind = "count"
	KindInvalid Kind = "invalid"
)

type AttrError struct {
	kind     Kind
	name     string
	got, max int
}

func (e *AttrError) Error() string {
	switch e.kind {
	case KindCount:
		return fmt.Sprintf("attribute error: count %d, want %d", e.got, e.max) // want kindconst.AttrError "attribute error: count {e.got:d}, want {e.max:d}"
	case KindInvalid:
		return fmt.Sprintf("attribute error: invalid attribute %s", e.name) // want kindconst.AttrError "attribute error: invalid attribute {e.name}"
	default:
		return fmt.Sprintf("unknown attribute error kind %s", e.kind) // want kindconst.AttrError "unknown attribute error kind {e.kind}"
	}
}

// ErrInvalid sets the field to the constant's text: the case naming the
// constant prints.
func ErrInvalid(name string) error {
	return &AttrError{kind: "invalid", name: name} // want kindconst.AttrError "attribute error: invalid attribute {e.name}"
}

// ErrCount names the constant.
func ErrCount(got, max int) error {
	return &AttrError{kind: KindCount, got: got, max: max} // want kindconst.AttrError "attribute error: count {e.got:d}, want {e.max:d}"
}

// ErrOther sets a text no case names: the default prints.
func ErrOther() error {
	return &AttrError{kind: "other"} // want kindconst.AttrError "unknown attribute error kind other"
}

type InputError struct {
	kind          Kind
	optional      bool
	min, max, got int
}

func (e *InputError) Error() string {
	switch e.kind {
	case KindCount:
		if e.optional {
			return fmt.Sprintf("expected %d-%d inputs, got %d", e.min, e.max, e.got) // want kindconst.InputError "expected {e.min:d}-{e.max:d} inputs, got {e.got:d}"
		}
		return fmt.Sprintf("expected %d inputs, got %d", e.min, e.got) // want kindconst.InputError "expected {e.min:d} inputs, got {e.got:d}"
	}
	return "input error" // want kindconst.InputError "input error"
}

// ErrInputCount leaves the flag out: the text after the if prints.
func ErrInputCount(got int) error {
	return &InputError{kind: KindCount, got: got} // want kindconst.InputError "expected {e.min:d} inputs, got {e.got:d}"
}

// ErrOptionalInputCount sets it: the text in the if prints.
func ErrOptionalInputCount(got int) error {
	return &InputError{kind: KindCount, optional: true, got: got} // want kindconst.InputError "expected {e.min:d}-{e.max:d} inputs, got {e.got:d}"
}
