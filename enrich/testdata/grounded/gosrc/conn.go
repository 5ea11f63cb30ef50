package size

import (
	"errors"
	"fmt"
)

type Conn struct {
	closed bool
	max    int
}

func (c *Conn) Send(b []byte) error {
	if c.closed {
		return errors.New("send on closed conn")
	}
	if len(b) > c.max {
		return fmt.Errorf("frame of %d bytes over the limit %d", len(b), c.max)
	}
	return nil
}
