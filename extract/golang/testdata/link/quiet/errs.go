// Package quiet makes its errors in constructors whose callers pass no
// text of their own, only values, and hands some of them to a collector.
package quiet

import "fmt"

type TypeError struct {
	Kind, GoType string
}

func (e *TypeError) Error() string { return "quiet: cannot decode " + e.Kind + " into " + e.GoType } // want quiet.TypeError "quiet: cannot decode {e.Kind} into {e.GoType}"

type SlashError struct{ Path string }

func (e *SlashError) Error() string {
	return fmt.Sprintf("path %q does not start with a slash", e.Path) // want quiet.SlashError "path {e.Path!r} does not start with a slash"
}

func newSlash(path string) error {
	return &SlashError{Path: path} // want quiet.SlashError "path {path!r} does not start with a slash"
}

func fillString(kind string, v []byte, s *string) error {
	if s != nil {
		*s = string(v)
		return nil
	}
	return &TypeError{Kind: kind, GoType: "string"} // want quiet.TypeError "quiet: cannot decode {e.Kind} into string"
}

type collector struct{ errs []error }

func (c *collector) emit(err error) error {
	if err == nil {
		return nil
	}
	c.errs = append(c.errs, err)
	return nil
}
