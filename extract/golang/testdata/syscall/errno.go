package syscall

// An Errno is an unsigned number describing an error condition.
type Errno uintptr

func (e Errno) Error() string {
	if 0 <= int(e) && int(e) < len(errors) {
		s := errors[e]
		if s != "" {
			return s
		}
	}
	return "errno " + itoa(int(e)) // want syscall.Errno "errno {itoa(int(e))}"
}

func itoa(int) string { return "" }
