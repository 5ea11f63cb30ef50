// Package importname calls a package whose import path's last element is
// not its name (go-faults, package faults).
package importname

import (
	"fmt"

	"example.com/m/link/importname/go-faults"
)

func Dial(addr string) error {
	return faults.Newf("dialer", "cannot reach %s", addr) // want faults.Fault "dialer: cannot reach {addr}"
}

func Get(key string) error {
	return fmt.Errorf("get %q: %w", key, faults.ErrClosed) // want faults.ErrClosed "get {key!r}: faults: pool closed"
}
