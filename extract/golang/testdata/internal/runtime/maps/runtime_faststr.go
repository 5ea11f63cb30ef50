package maps

// errNilAssign is declared in runtime.go: a package-level variable of
// another file of the package has the text it is bound to here too.
func mapassign_faststr(m *int, key string) {
	if m == nil {
		panic(errNilAssign) // want panic "assignment to entry in nil map"
	}
}

func mapassign_local(m *int) {
	errNilAssign := plainLocal()
	if m == nil {
		panic(errNilAssign) // want panic "{errNilAssign}"
	}
}

type localErr struct{}

func (localErr) Error() string { return "local" } // want maps.localErr "local"

func plainLocal() error { return localErr{} }
