package guards

import (
	"errors"
	"fmt"
	"os"
)

func chain(v any, max int) error {
	if v == nil {
		return errors.New("v is required") // want error "v is required"
	} else if s, ok := v.(string); !ok {
		return errors.New("v must be a string") // want error "v must be a string"
	} else if len(s) > max {
		return fmt.Errorf("v is %d bytes too long", len(s)-max) // want error "v is {len(s)-max:d} bytes too long"
	} else {
		// the last resort
		return fmt.Errorf("v is %q", s) // want error "v is {s!r}"
	}
}

func leaving(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	// short input is fine
	if len(b) < 4 {
		os.Exit(1)
	}
	return errors.New("no magic number") // want error "no magic number"
}

// An if with an init statement ends the chain: its err is gone after it.
func leavingInit(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	if err := check(b); err != nil {
		return err
	}
	return errors.New("no magic") // want error "no magic"
}

func afterInit(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	if err := check(b); err != nil {
		return err
	}
	n := len(b)
	if n > 8 {
		panic("too long") // want panic "too long"
	}
	return nil
}

func cases(k int) error {
	switch k {
	case 1:
		return nil
	case 2:
		fallthrough
	case 3:
		return errors.New("two or three") // want error "two or three"
	default:
		return fmt.Errorf("unknown kind %d", k) // want error "unknown kind {k:d}"
	}
}

func closure(ok bool) {
	if ok {
		go func() {
			panic("in the goroutine") // want panic "in the goroutine"
		}()
	}
}

func check([]byte) error { return nil }
