// Package rt raises one text in three functions: the compiler calls
// goPanicIndex by name on one target and the assembly calls panicBounds
// on the others; nothing calls goPanicIndex from the package's code, so
// its site is tagged uncalled. panicShift is called by shift.
package rt

type boundsError struct{ x, y int }

func (e boundsError) Error() string { return "index out of range" } // want rt.boundsError "index out of range"

func goPanicIndex(x, y int) {
	panic(boundsError{x, y}) // want panic "{boundsError{x, y}}" rt.boundsError "index out of range"
}

func panicBounds(x, y int) {
	panic(boundsError{x, y}) // want panic "{boundsError{x, y}}" rt.boundsError "index out of range"
}

func panicShift() {
	panic("negative shift amount") // want panic "negative shift amount"
}

func shift(n int) {
	if n < 0 {
		panicShift()
	}
}

// pulled is named by a //go:linkname directive of another package.
func pulled() {
	panic("pulled by another package") // want panic "pulled by another package"
}
