package maps

//go:linkname errNilAssign
var errNilAssign error

func mapassign(m *int) {
	if m == nil {
		panic(errNilAssign) // want panic "assignment to entry in nil map"
	}
}
