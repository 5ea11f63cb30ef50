// Package handed hands error values it makes to a method that keeps
// them, instead of returning them.
package handed

// TypeError says what could not be stored where.
type TypeError struct {
	Value  string
	Offset int
}

func (e *TypeError) Error() string {
	return "cannot store " + e.Value + " here" // want handed.TypeError "cannot store {e.Value} here"
}

// Options is not an error type.
type Options struct{ Name string }

type notExistKind int

const (
	kindUnknown notExistKind = iota
	kindUndefined
)

// NotExistError prints one text per kind: a value setting kind to a
// constant prints that arm's.
type NotExistError struct {
	name string
	kind notExistKind
}

func (e *NotExistError) Error() string {
	switch e.kind {
	case kindUnknown:
		return "unknown flag: --" + e.name // want handed.NotExistError "unknown flag: --{e.name}"
	case kindUndefined:
		return "flag accessed but not defined: " + e.name // want handed.NotExistError "flag accessed but not defined: {e.name}"
	}
	return "flag error" // want handed.NotExistError "flag error"
}
