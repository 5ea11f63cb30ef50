package netlike

// OpError builds its text by appending to a local, each part under its
// own condition (net.OpError's Error method).
type OpError struct {
	Op   string
	Net  string
	Addr string
	Err  error
}

func (e *OpError) Error() string {
	if e == nil {
		return "<nil>" // want netlike.OpError "<nil>"
	}
	s := e.Op
	if e.Net != "" {
		s += " " + e.Net
	}
	if e.Addr != "" {
		s += " " + e.Addr
	}
	s += ": " + e.Err.Error()
	return s // want netlike.OpError "{e.Op} {e.Net} {e.Addr}: {e.Err.Error()}"
}

// looped appends in a loop: the text is its start, which the rest follows.
func looped(parts []string) {
	msg := "bad parts:"
	for _, p := range parts {
		msg += " " + p
	}
	panic(msg) // want panic "bad parts:"
}
