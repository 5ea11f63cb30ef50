// Copyright notice above the constraint, as Go's sources have it.

//go:build compiler_bootstrap

// Package bits is built this way only when the compiler is bootstrapped:
// its records carry the build-constrained tag.
package bits

type errorString string

func (e errorString) Error() string { return "runtime error: " + string(e) } // want bits.errorString "runtime error: {string(e)}"

func div(a, b uint) uint {
	if b == 0 {
		panic(errorString("integer divide by zero")) // want panic "{errorString(\"integer divide by zero\")}" bits.errorString "runtime error: integer divide by zero"
	}
	return a / b
}
