package runtime

func closechan(closed bool) {
	if closed {
		panic(plainError("close of closed channel")) // want panic "close of closed channel"
	}
}

func checkdead(run int) {
	if run == 0 {
		fatal("all goroutines are asleep - deadlock!") // want runtime.fatal "all goroutines are asleep - deadlock!"
	}
}

//go:linkname maps_errNilAssign internal/runtime/maps.errNilAssign
var maps_errNilAssign error = plainError("assignment to entry in nil map")
