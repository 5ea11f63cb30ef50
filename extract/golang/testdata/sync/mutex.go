package sync

// Implemented in package runtime.
func fatal(string)

func unlockSlow(new int32) {
	if new < 0 {
		fatal("sync: unlock of unlocked mutex") // want runtime.sync_fatal "sync: unlock of unlocked mutex"
	}
}
