package handed

import "fmt"

// causeError only carries the error it is given.
type causeError struct{ Cause error }

func (e *causeError) Error() string { return e.Cause.Error() }

// candidates formats its caller's text, with the needle's near misses.
func candidates(needle string, format string, args ...any) error {
	return fmt.Errorf(format, args...) // want error "{format}"
}

func (d *decoder) unknown(name string) error {
	if name == "" {
		d.use(&Options{Name: fmt.Sprint(candidates(name, "no flag %s", name))}) // not an error's field: no site
	}
	return &causeError{Cause: candidates(name, "unknown flag %s", name)} // want error "unknown flag {name}"
}
