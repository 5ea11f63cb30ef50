// Package collect reports its errors the way validators do: a method
// that returns nothing appends an error built from its caller's format to
// the list its caller reads afterwards.
package collect

import (
	"fmt"
	"strings"
)

type Location struct{ Line, Column int }

type QueryError struct {
	Message   string
	Locations []Location
	Rule      string
}

func (e *QueryError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "graphql: %s", e.Message)
	for _, l := range e.Locations {
		fmt.Fprintf(&b, " (line %d, column %d)", l.Line, l.Column)
	}
	return b.String() // want collect.QueryError "graphql: {e.Message}{b}"
}

type context struct {
	errs  []error
	notes []string
}

// addErrMultiLoc builds the error from its caller's format.
func (c *context) addErrMultiLoc(locs []Location, rule string, format string, a ...any) {
	c.errs = append(c.errs, &QueryError{ // want collect.QueryError "graphql: {format}{b}"
		Message:   fmt.Sprintf(format, a...),
		Locations: locs,
		Rule:      rule,
	})
}

// addErr passes its own format on.
func (c *context) addErr(loc Location, rule string, format string, a ...any) {
	c.addErrMultiLoc([]Location{loc}, rule, format, a...)
}

// addNote keeps a text, not an error: its callers report nothing.
func (c *context) addNote(format string, a ...any) {
	c.notes = append(c.notes, fmt.Sprintf(format, a...))
}

// check returns the errors it collects: the appended values are not what
// it returns.
func (c *context) check(name string) []error {
	var errs []error
	errs = append(errs, fmt.Errorf("checked %s", name)) // want error "checked {name}"
	return errs
}
