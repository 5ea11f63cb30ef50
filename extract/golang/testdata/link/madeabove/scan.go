// Package madeabove makes an error's text with fmt.Sprintf in a local and
// hands it to errors.New on the next lines: the record is where the text
// is made.
package madeabove

import (
	"errors"
	"fmt"
)

type expression struct {
	index int
	err   error
}

func (exp *expression) unknown(license string) {
	errmsg := fmt.Sprintf("unknown license '%s' at offset %d", license, exp.index) // want error "unknown license '{license}' at offset {exp.index:d}"
	exp.err = errors.New(errmsg)
}

// far hands the text on three lines below: the call is the record.
func far(license string) error {
	errmsg := fmt.Sprintf("unknown license '%s'", license)
	if license == "" {
		return nil
	}
	return errors.New(errmsg) // want error "unknown license '{license}'"
}

// concat makes the text without fmt: the call is the record.
func concat(license string) error {
	errmsg := "unknown license " + license
	return errors.New(errmsg) // want error "unknown license {license}"
}
