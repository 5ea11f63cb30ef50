// Package stdlit builds the standard library's error values, whose Error
// methods are in GOROOT/src, which this scan does not hold.
package stdlit

import (
	"net/url"
	"strconv"
)

const fnParse = "ParseSize"

func ParseSize(s string) error {
	if s == "" {
		return &strconv.NumError{fnParse, s, strconv.ErrSyntax} // want strconv.NumError "strconv.ParseSize: parsing {s!r}: invalid syntax"
	}
	if s == "-" {
		return &strconv.NumError{Func: "ParseSize", Num: s, Err: strconv.ErrRange} // want strconv.NumError "strconv.ParseSize: parsing {s!r}: value out of range"
	}
	return &url.Error{Op: "size", URL: s, Err: strconv.ErrSyntax} // want url.Error "size {s!r}: invalid syntax"
}
