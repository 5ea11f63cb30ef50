package sync

// Implemented in package runtime, which links both sync.throw and
// internal/sync.throw; this folder is internal/sync, so only the second
// is this function.
func throw(string)

func lockSlow(old int32) {
	if old < 0 {
		throw("sync: inconsistent mutex state") // want runtime.internal_sync_throw "sync: inconsistent mutex state"
	}
}
