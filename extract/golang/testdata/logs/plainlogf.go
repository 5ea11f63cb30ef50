package plainlogf

import "log"

type proxy struct{ verbose bool }

// logf writes to the standard log, not to an error log.
func (p *proxy) logf(format string, args ...any) { log.Printf(format, args...) }

func (p *proxy) serve(addr string, err error) {
	p.logf("serving %s", addr)
	p.logf("dial %s: %v", addr, err) // want "" "dial {addr}: {err}"
}
