// Command vet2 is a command: its sites and those of the internal
// packages only it imports run in it alone.
package main

import (
	"errors"

	"example.com/tools/cmd/vet2/internal/check"
	"example.com/tools/internal/shared"
)

func main() {
	if err := check.Run(nil); err != nil {
		panic(err) // want panic "{err}"
	}
	_ = shared.Load("x")
	panic(errors.New("vet2: nothing to do")) // want panic "vet2: nothing to do"
}
