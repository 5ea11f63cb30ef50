package runtime

// throw reports a fatal error in the runtime itself.
func throw(s string) {
	systemstack(func() {
		print("fatal error: ")
		printindented(s)
		print("\n")
	})
	fatalthrow()
}

// fatal reports a fatal error the user's program caused.
func fatal(s string) {
	systemstack(func() {
		print("fatal error: ")
		printindented(s)
		print("\n")
	})
	fatalthrow()
}

func systemstack(f func()) { f() }

func fatalthrow() {}

//go:linkname sync_fatal sync.fatal
func sync_fatal(s string) {
	fatal(s)
}

var divideError = error(errorString("integer divide by zero"))

func panicdivide() {
	panic(divideError) // want panic "runtime error: integer divide by zero"
}

func panicmem(addr uintptr) {
	panic(errorAddressString{msg: "invalid memory address or nil pointer dereference", addr: addr}) // want panic "{errorAddressString{msg: \"invalid memory address or nil pointer dereference\", addr: addr}}" runtime.errorAddressString "runtime error: invalid memory address or nil pointer dereference"
}

func goPanicIndex(x int, y int) {
	panic(boundsError{x: int64(x), signed: true, y: y, code: boundsIndex}) // want panic "runtime error: index out of range [{int64(x)}] with length {y}" panic "runtime error: index out of range [{int64(x)}]" runtime.boundsError "runtime error: {b}"
}

func panicBounds(code uint8, x int64, y int) {
	var e boundsError
	e.code = code
	e.x, e.y = x, y
	panic(e) // want panic "runtime error: index out of range [{e.x}] with length {e.y}" panic "runtime error: slice bounds out of range [{e.x}:{e.y}]" panic "runtime error: index out of range [{e.x}]" panic "runtime error: slice bounds out of range [{e.x}:]"
}

func panicdottype(have, want, iface string) {
	panic(&TypeAssertionError{iface, have, want, ""}) // want panic "{&TypeAssertionError{iface, have, want, \"\"}}" runtime.TypeAssertionError "interface conversion: {inter} is nil, not {want}" runtime.TypeAssertionError "interface conversion: {inter} is {have}, not {want} (types from different scopes)" runtime.TypeAssertionError "interface conversion: {have} is not {want}: missing method "
}

func mallocgc(size uintptr) {
	if size > 1<<40 {
		throw("out of memory") // want runtime.throw "out of memory"
	}
}

//go:linkname sync_throw sync.throw
func sync_throw(s string) {
	throw(s)
}

//go:linkname internal_sync_throw internal/sync.throw
func internal_sync_throw(s string) {
	throw(s)
}
