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
