package aliases

import (
	stderrs "errors"
	"fmt"

	"github.com/pkg/errors"
)

func f(err error, n int) error {
	if n > 0 {
		return stderrs.New("std alias") // want error "std alias"
	}
	if n < 0 {
		return errors.Wrap(err, "pkg wrap") // want error "pkg wrap: {err}"
	} else {
		return errors.Wrapf(err, "pkg wrapf %d", n) // want error "pkg wrapf {n:d}: {err}"
	}
	return fmt.Errorf("fine") // want error "fine"
}

type errors2 struct{}

func (errors2) New(s string) error { return nil }

func notAnError() {
	var e errors2
	e.New("method named New on a value is not an error constructor")
}
