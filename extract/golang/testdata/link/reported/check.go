// Package reported calls a printf-style method of another package that
// records the error it formats.
package reported

import "example.com/m/link/reported/common"

type typeErrors struct {
	errs *common.Errors
}

func (e *typeErrors) noMatchingOverload(l common.Location, name, signature string) {
	e.errs.ReportError(l, "found no matching overload for '%s' applied to '%s'", name, signature) // want common.Error "found no matching overload for '{name}' applied to '{signature}'"
}

func (e *typeErrors) notAType(id int64, l common.Location, typeName string) {
	e.errs.ReportErrorAtID(id, l, "'%s' is not a type", typeName) // want common.Error "'{typeName}' is not a type"
}

func (e *typeErrors) seen(l common.Location, typeName string) {
	e.errs.Note(l, "'%s' was looked up", typeName)
}

func suggest(h *common.Hints, l common.Location, typeName string) {
	h.Suggest(l, "did you mean '%s'?", typeName)
}

func (e *typeErrors) unexpected(l common.Location, tok string) {
	e.errs.SyntaxErrorf(l, "unexpected %q", tok)
}
