package runtime

func throw(s string) {}

func fatal(s string) {}

func unlock(locked bool) {
	if !locked {
		fatal("sync: unlock of unlocked mutex") // want runtime.fatal "sync: unlock of unlocked mutex"
	}
	throw("runtime: " + "bad pointer") // want runtime.throw "runtime: bad pointer"
	msg := "x"
	throw(msg)
}
