// Package shared is internal to the module, imported by the command and
// by package lib, which any program may import: not command-only.
package shared

import "fmt"

// Load loads a named thing.
func Load(name string) error {
	return fmt.Errorf("shared: cannot load %q", name) // want error "shared: cannot load {name!r}"
}
