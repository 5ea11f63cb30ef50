package maps

// The variable is runtime.go's, a file of the same package: the files of
// a folder share one scope.
func mapassign_fast64(m *int, key uint64) {
	if m == nil {
		panic(errNilAssign) // want panic "assignment to entry in nil map"
	}
}

// A parameter is no package variable: its text is not known.
func raise(err error) {
	panic(err) // want panic "{err}"
}
