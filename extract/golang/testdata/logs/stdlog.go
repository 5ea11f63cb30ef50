package stdlog

import (
	"log"
	"net/http"
	"os"
)

type Server struct {
	ErrorLog *log.Logger
	addr     string
}

// logf prints to the server's error log, as net/http's Server.logf does.
func (s *Server) logf(format string, args ...any) {
	if s.ErrorLog != nil {
		s.ErrorLog.Printf(format, args...) // a forwarded format: not a site
	} else {
		log.Printf(format, args...)
	}
}

type conn struct{ server *Server }

func (c *conn) serve(remote string, err error, buf []byte) {
	if err != nil {
		c.server.logf("http: TLS handshake error from %s: %v", remote, err) // want "" "http: TLS handshake error from {remote}: {err}"
		return
	}
	c.server.logf("http: panic serving %v: %v\n%s", remote, err, buf) // want "" "http: panic serving {remote}: {err}\n{buf}"
	c.server.logf("http: serving %v", remote)                         // want "" "http: serving {remote}"
	c.server.vlogf("http: verbose error %v", err)
	logf(nil, "http: error reading directory: %v", err) // want "" "http: error reading directory: {err}"
}

func (c *conn) vlogf(string, ...any) {}

func logf(r *http.Request, format string, args ...any) {}

func prints(path string, n int, readErr error) {
	log.Printf("listening on %s", path)
	log.Printf("cannot open %s", path)             // want log "cannot open {path}"
	log.Printf("open %s: %v", path, readErr)       // want log "open {path}: {readErr}"
	log.Println("retrying", path, "after failure") // want log "retrying {path} after failure"
	log.Print("status: ", n)
	log.Printf("read %s: %s", path, readErr.Error()) // want log "read {path}: {readErr.Error()}"
	logger := log.New(os.Stderr, "srv: ", 0)
	logger.Printf("invalid header %q", path)    // want log "invalid header {path!r}"
	logger.Fatalf("config %s unreadable", path) // want log.Fatal "config {path} unreadable"
	logger.Printf("served %d", n)
	s := &Server{}
	s.ErrorLog.Printf("accept: %v", n) // want log "accept: {n}"
}

func responses(w http.ResponseWriter, r *http.Request, err error, code int) {
	if r.Method != "GET" {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed) // want http.Error "method not allowed"
		return
	}
	http.Error(w, "bad range: "+r.Header.Get("Range"), 416) // want http.Error "bad range: {r.Header.Get(\"Range\")}"
	http.Error(w, err.Error(), code)                        // want http.Error "{err.Error()}"
}

var debugServe = false

func traced(err error) {
	if debugServe {
		log.Printf("serve: error %v", err)
	}
}
