// Package lib is a library any program may import.
package lib

import "example.com/tools/internal/shared"

// Open opens a thing.
func Open(name string) error {
	return shared.Load(name)
}
