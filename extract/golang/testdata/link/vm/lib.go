package vm

// ArgError's own format is the text; its callers' messages fill a hole.
func (s *State) ArgError(n int, message string) {
	s.RaiseError("bad argument #%v to %v (%v)", n, s.where(), message) // want error "bad argument #{n} to {s.where()} ({message})"
}

func (s *State) TypeError(n int, typ string) {
	s.RaiseError("bad argument #%v (%v expected)", n, typ) // want error "bad argument #{n} ({typ} expected)"
}

func (s *State) compare(a, b any) {
	if a == nil {
		s.raiseError(1, "attempt to compare %v with %v", a, b) // want error "attempt to compare {a} with {b}"
	}
	s.throwf("cannot index a non-table object with key %q", b) // want error "cannot index a non-table object with key {b!r}"
	s.tracef("compared %v with %v: failed", a, b)              // a trace: not an error
}

func (s *State) note(a any) {
	s.Warnf("%v escapes to heap", a) // a warning: not an error
	s.emitf("\tMOVV LO, %v\n", a)    // an emitted line: not an error
}
