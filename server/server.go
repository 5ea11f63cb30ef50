package server

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"mime"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/internal/jsonerr"
	"github.com/errdex/errdex/internal/tick"
	"github.com/errdex/errdex/match"
)

// Limits on what one request may ask for.
const (
	// MaxExplainBytes bounds the text of one explain request.
	MaxExplainBytes = 1 << 20
	// MaxImportBytes bounds one import request body.
	MaxImportBytes = 256 << 20
	// MaxQueryBytes bounds the q parameter of a search.
	MaxQueryBytes = 1024
	// MaxEvents bounds the events one explain request reports.
	MaxEvents = 200
	// RequestTimeout bounds the work of one API request.
	RequestTimeout = 10 * time.Second
)

// Options configure a Server.
type Options struct {
	Store catalog.Store
	// Index builds the match index over the store's records. It is called
	// at start and after every import. Nil leaves explain unavailable
	// (503). MatchIndex is the usual one.
	Index func(ctx context.Context, s catalog.Store) (*match.Index, error)
	// ImportToken, when not empty, enables POST /v1/import for requests
	// carrying "Authorization: Bearer <token>".
	ImportToken string
	// Logf logs server-side failures; nil uses log.Printf.
	Logf func(format string, args ...any)
	// AccessLog, when not nil, is called once per request after the
	// response is written.
	AccessLog func(Access)
	// Refresh, when positive, is how often the store is checked for
	// changes made by another process (errdex import into the store a
	// running server reads): when its slices changed, the match index is
	// rebuilt in the background while explain answers from the index
	// built before, then swapped in. A rebuild that fails keeps the index
	// built before and is logged (once per state of the store). Zero
	// leaves the index as New and the import endpoint built it.
	Refresh time.Duration
	// Hosts, when not empty, are the host names (without port; matched
	// without regard to case or a trailing dot) whose requests are
	// served; a request with another Host header gets 421 Misdirected
	// Request. A server on loopback lists the loopback names so that a
	// web page cannot reach it through a name of its own that resolves
	// to 127.0.0.1 (DNS rebinding). LoopbackHosts are those names.
	Hosts []string
}

// LoopbackHosts are the names of the loopback interface a browser sends
// in Host.
var LoopbackHosts = []string{"localhost", "127.0.0.1", "::1"}

// Access is one request as the access log records it.
type Access struct {
	Remote   string // the client's address, host:port
	Method   string
	Path     string // escaped, without the query
	Status   int
	Bytes    int64 // response body bytes written
	Duration time.Duration
}

// String formats a as one access log line:
// "127.0.0.1:50312 GET /v1/search 200 1234 3.1ms".
func (a Access) String() string {
	return fmt.Sprintf("%s %s %s %d %d %s", a.Remote, a.Method, a.Path, a.Status, a.Bytes, a.Duration.Round(100*time.Microsecond))
}

// Server serves the JSON API and the web page.
type Server struct {
	opts     Options
	mux      *http.ServeMux
	explain  atomic.Pointer[explainerState]
	importMu sync.Mutex
	// slices is the store's state (storeState) the index in explain was
	// built from, and failed the last state whose rebuild failed; both
	// are guarded by importMu.
	slices, failed string
}

type explainerState struct {
	ix  *match.Index
	err error
}

// New returns a Server over opts.Store and builds the explain index.
func New(ctx context.Context, opts Options) (*Server, error) {
	if opts.Store == nil {
		return nil, errors.New("server: no store")
	}
	if opts.Logf == nil {
		opts.Logf = log.Printf
	}
	s := &Server{opts: opts, mux: http.NewServeMux()}
	if err := s.reindex(ctx); err != nil {
		return nil, err
	}
	s.routes()
	if opts.Refresh > 0 && opts.Index != nil {
		go s.watch(ctx)
	}
	return s, nil
}

// reindex builds the match index over the store as it is now and swaps it
// in. The caller holds importMu (or is New).
func (s *Server) reindex(ctx context.Context) error {
	if s.opts.Index == nil {
		s.explain.Store(&explainerState{err: errors.New("explain is not available: no match index is configured")})
		return nil
	}
	// The state is read first: an import that lands while the index is
	// built makes the next check rebuild it again.
	state, err := storeState(ctx, s.opts.Store)
	if err != nil {
		return fmt.Errorf("server: build index: %w", err)
	}
	ix, err := s.opts.Index(ctx, s.opts.Store)
	if err != nil {
		return fmt.Errorf("server: build index: %w", err)
	}
	s.explain.Store(&explainerState{ix: ix})
	s.slices, s.failed = state, ""
	return nil
}

// storeState describes the store's slices (each one's key, dataset
// version, import time and record count): an import changes it.
func storeState(ctx context.Context, st catalog.Store) (string, error) {
	sl, err := st.Slices(ctx)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, x := range sl {
		fmt.Fprintf(&b, "%q %q %q %q %q %q %d\n", x.Repo, x.SHA, x.Package, x.Version, x.DatasetVersion, x.ImportedAt, x.Records)
	}
	return b.String(), nil
}

// watch checks the store every Options.Refresh until ctx ends.
func (s *Server) watch(ctx context.Context) {
	tick.Every(ctx, s.opts.Refresh, func() bool {
		s.refresh(ctx)
		return true
	})
}

// refresh rebuilds the match index when the store's slices changed since
// it was built (an errdex import by another process). A failed rebuild
// keeps the index in use and is logged once for that state of the store.
func (s *Server) refresh(ctx context.Context) {
	s.importMu.Lock()
	defer s.importMu.Unlock()
	state, err := storeState(ctx, s.opts.Store)
	if err != nil {
		if ctx.Err() == nil && s.failed != "\x00list" {
			s.opts.Logf("cannot list the store's slices to see whether it changed; explaining with the index built before: %v", err)
			s.failed = "\x00list"
		}
		return
	}
	if state == s.slices || state == s.failed {
		return
	}
	start := time.Now()
	if err := s.reindex(ctx); err != nil {
		if ctx.Err() == nil {
			s.opts.Logf("the store changed, but its match index could not be rebuilt; explaining with the index built before: %v", err)
			s.failed = state
		}
		return
	}
	n := strings.Count(s.slices, "\n")
	s.opts.Logf("the store changed (%d slices now): match index rebuilt with %d records in %s", n, s.explain.Load().ix.Len(), time.Since(start).Round(time.Millisecond))
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /healthz", s.handleHealth)
	s.mux.HandleFunc("POST /v1/explain", s.handleExplain)
	s.mux.HandleFunc("GET /v1/search", s.handleSearch)
	s.mux.HandleFunc("GET /v1/records/{id}", s.handleRecord)
	s.mux.HandleFunc("GET /v1/repos", s.handleRepos)
	s.mux.HandleFunc("POST /v1/import", s.handleImport)
	s.mux.HandleFunc("/v1/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not_found", "no API endpoint "+r.Method+" "+r.URL.Path)
	})
	s.webRoutes()
}

// ServeHTTP implements http.Handler. Every request gets a deadline and a
// panic becomes a 500 JSON error rather than a dropped connection; one
// whose Host is not in Options.Hosts gets 421; every response forbids
// framing (X-Frame-Options: DENY); each request is passed to
// Options.AccessLog.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.opts.AccessLog != nil {
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		start := time.Now()
		defer func() {
			s.opts.AccessLog(Access{Remote: r.RemoteAddr, Method: r.Method, Path: r.URL.EscapedPath(),
				Status: rec.status, Bytes: rec.bytes, Duration: time.Since(start)})
		}()
		w = rec
	}
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.opts.Logf("panic serving %s %s: %v", r.Method, r.URL.Path, v)
			writeError(w, http.StatusInternalServerError, "internal", "internal error")
		}
	}()
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("X-Frame-Options", "DENY")
	if len(s.opts.Hosts) > 0 && !s.hostAllowed(r.Host) {
		writeError(w, http.StatusMisdirectedRequest, "wrong_host",
			fmt.Sprintf("this server does not answer to the host name %q; it answers to %s (errdex serve --allowed-host adds names)", r.Host, HostList(s.opts.Hosts)))
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), RequestTimeout)
	defer cancel()
	s.mux.ServeHTTP(w, r.WithContext(ctx))
}

// hostAllowed reports whether the Host header value h names one of
// Options.Hosts.
func (s *Server) hostAllowed(h string) bool {
	name := HostName(h)
	for _, a := range s.opts.Hosts {
		if name != "" && name == HostName(a) {
			return true
		}
	}
	return false
}

// HostName returns the host name of a Host header value or a --allowed-host
// flag, lower-cased, without port, IPv6 brackets or trailing dot:
// "LocalHost.:7070" -> "localhost", "[::1]:80" -> "::1".
func HostName(h string) string {
	if host, _, err := net.SplitHostPort(h); err == nil {
		h = host
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	return strings.TrimSuffix(strings.ToLower(h), ".")
}

// HostList joins host names for a message, IPv6 addresses in brackets:
// "localhost, 127.0.0.1, [::1]".
func HostList(hosts []string) string {
	out := make([]string, len(hosts))
	for i, h := range hosts {
		if h = HostName(h); strings.Contains(h, ":") {
			h = "[" + h + "]"
		}
		out[i] = h
	}
	return strings.Join(out, ", ")
}

// recorder keeps the status and body size a handler writes.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
	wrote  bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// Unwrap gives http.ResponseController the writer underneath.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// apiError is the body of every API error.
type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	var e apiError
	e.Error.Code, e.Error.Message = code, msg
	writeJSON(w, status, e)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b = []byte(`{"error":{"code":"internal","message":"cannot encode the response"}}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// storeError maps a store failure to an API error.
func (s *Server) storeError(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, catalog.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", err.Error())
	case errors.Is(err, context.DeadlineExceeded):
		writeError(w, http.StatusServiceUnavailable, "timeout", "the request took too long")
	default:
		s.opts.Logf("%s %s: %v", r.Method, r.URL.Path, err)
		writeError(w, http.StatusInternalServerError, "internal", "the catalog store failed")
	}
}

// readBody reads at most limit bytes of r's body; ok is false when an error
// response was written.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, bool) {
	if r.ContentLength > limit {
		writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("request body is %d bytes, the limit is %d", r.ContentLength, limit))
		return nil, false
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("request body is over the limit of %d bytes", limit))
		return nil, false
	case err != nil:
		writeError(w, http.StatusBadRequest, "bad_body", "cannot read the request body: "+err.Error())
		return nil, false
	}
	return body, true
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	sl, err := s.opts.Store.Slices(r.Context())
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	st := s.explain.Load()
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "slices": len(sl), "explain": st.ix != nil})
}

// ExplainRequest is the body of POST /v1/explain.
type ExplainRequest struct {
	Text string `json:"text"`
}

// ExplainResponse is the answer of POST /v1/explain: one answer per error
// event found in the text, in the JSON form every front end shares
// (match.Answer, docs/match.md).
type ExplainResponse struct {
	Answers []match.Answer `json:"answers"`
	// Truncated reports that the text held more than MaxEvents events.
	Truncated bool `json:"truncated"`
}

func (s *Server) handleExplain(w http.ResponseWriter, r *http.Request) {
	body, ok := readBody(w, r, MaxExplainBytes+4096)
	if !ok {
		return
	}
	text, code, msg := explainText(r, body)
	if code != "" {
		writeError(w, http.StatusBadRequest, code, msg)
		return
	}
	if len(text) > MaxExplainBytes {
		writeError(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("text is %d bytes, the limit is %d", len(text), MaxExplainBytes))
		return
	}
	resp, err := s.Explain(r.Context(), text)
	if err != nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// explainText extracts the text of an explain request: a JSON
// ExplainRequest, or the raw body when the content type is text/plain.
func explainText(r *http.Request, body []byte) (text, code, msg string) {
	if !utf8.Valid(body) {
		return "", "invalid_utf8", "the request body is not valid UTF-8"
	}
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "text/plain" {
		return string(body), "", ""
	}
	var req ExplainRequest
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return "", "bad_json", "the body must be a JSON object {\"text\": \"...\"}: " + jsonerr.Describe(err)
	}
	if dec.More() {
		return "", "bad_json", "the body must be one JSON object {\"text\": \"...\"}: there is more after it"
	}
	if strings.TrimSpace(req.Text) == "" {
		return "", "empty_text", "text is empty"
	}
	return req.Text, "", ""
}

// errEnough stops the stream of an explain request at MaxEvents.
var errEnough = errors.New("enough events")

// Explain cuts text into events with match's Splitter and answers each one
// that looks like an error. Lines that neither match a record nor look
// like an error are left out; when nothing is left, the whole text is
// answered as one event, so that the caller still sees an answer.
func (s *Server) Explain(ctx context.Context, text string) (*ExplainResponse, error) {
	st := s.explain.Load()
	if st.ix == nil {
		return nil, st.err
	}
	return ExplainWith(ctx, st.ix, text)
}

// ExplainWith is Server.Explain over the index ix.
func ExplainWith(ctx context.Context, ix *match.Index, text string) (*ExplainResponse, error) {
	resp := &ExplainResponse{Answers: []match.Answer{}}
	_, err := ix.Stream(ctx, strings.NewReader(text), match.StreamOptions{Workers: 1}, func(a *match.Answer) error {
		if len(resp.Answers) == MaxEvents {
			resp.Truncated = true
			return errEnough
		}
		resp.Answers = append(resp.Answers, *a)
		return nil
	})
	if err != nil && err != errEnough {
		return nil, fmt.Errorf("explain: %w", err)
	}
	if len(resp.Answers) == 0 {
		resp.Answers = append(resp.Answers, ix.ExplainText(ctx, text, match.Query{}))
	}
	return resp, nil
}

// Permalink returns the web page path of r, carrying params and the SHA
// so that the link keeps pointing at this version of the record.
func Permalink(r *catalog.Record, params []string) string {
	p := "/r/" + r.ID
	q := []string{}
	if sha := catalog.Deref(r.AnalyzedSha); sha != "" {
		q = append(q, "sha="+queryEscape(sha))
	}
	for _, v := range params {
		q = append(q, "p="+queryEscape(v))
	}
	if len(q) > 0 {
		p += "?" + strings.Join(q, "&")
	}
	return p
}

// searchQuery validates the search parameters of r.
func searchQuery(r *http.Request) (catalog.Query, string, string) {
	v := r.URL.Query()
	q := catalog.Query{Text: v.Get("q"), Repo: v.Get("repo"), Class: v.Get("class")}
	for _, p := range []string{q.Text, q.Repo, q.Class} {
		if len(p) > MaxQueryBytes {
			return q, "too_long", fmt.Sprintf("a search parameter is %d bytes, the limit is %d", len(p), MaxQueryBytes)
		}
		if !utf8.ValidString(p) {
			return q, "invalid_utf8", "a search parameter is not valid UTF-8"
		}
	}
	for name, dst := range map[string]*int{"page": &q.Page, "perPage": &q.PerPage} {
		if s := v.Get(name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 1000000 {
				return q, "bad_param", name + " must be a positive integer"
			}
			*dst = n
		}
	}
	if q.PerPage > catalog.MaxPerPage {
		return q, "bad_param", fmt.Sprintf("perPage is at most %d", catalog.MaxPerPage)
	}
	return q, "", ""
}

func (s *Server) handleSearch(w http.ResponseWriter, r *http.Request) {
	q, code, msg := searchQuery(r)
	if code != "" {
		writeError(w, http.StatusBadRequest, code, msg)
		return
	}
	page, err := s.opts.Store.Search(r.Context(), q)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

// validID matches record ids and SHAs: what scan writes is hex, and
// anything outside this set cannot name a record.
var validID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,128}$`)

// recordFilter validates a record request's id and its repo/sha filter.
func recordFilter(r *http.Request) (string, catalog.Filter, string) {
	id := r.PathValue("id")
	f := catalog.Filter{Repo: r.URL.Query().Get("repo"), SHA: r.URL.Query().Get("sha")}
	if !validID.MatchString(id) {
		return "", f, "record ids are 1 to 128 letters, digits, '.', '_' or '-'"
	}
	if f.SHA != "" && !validID.MatchString(f.SHA) {
		return "", f, "sha must be letters and digits"
	}
	if len(f.Repo) > MaxQueryBytes || !utf8.ValidString(f.Repo) {
		return "", f, "repo is too long or not UTF-8"
	}
	return id, f, ""
}

func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	id, f, msg := recordFilter(r)
	if msg != "" {
		writeError(w, http.StatusBadRequest, "bad_id", msg)
		return
	}
	e, err := s.opts.Store.Get(r.Context(), id, f)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

// Repo summarises the stored slices of one repository.
type Repo struct {
	Repo   string          `json:"repo"`
	Latest string          `json:"latestSha"`
	Slices []catalog.Slice `json:"slices"`
}

// Repos groups the store's slices by repo, newest slice first.
func Repos(ctx context.Context, st catalog.Store) ([]Repo, error) {
	sl, err := st.Slices(ctx)
	if err != nil {
		return nil, err
	}
	out := []Repo{}
	at := map[string]int{}
	for _, x := range sl {
		i, ok := at[x.Repo]
		if !ok {
			i = len(out)
			at[x.Repo] = i
			out = append(out, Repo{Repo: x.Repo, Latest: x.SHA})
		}
		out[i].Slices = append(out[i].Slices, x)
	}
	return out, nil
}

func (s *Server) handleRepos(w http.ResponseWriter, r *http.Request) {
	repos, err := Repos(r.Context(), s.opts.Store)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"repos": repos})
}

// handleImport loads a JSONL dataset. The whole body is rejected when any
// line is bad, so that a slice is never replaced by part of itself.
func (s *Server) handleImport(w http.ResponseWriter, r *http.Request) {
	if s.opts.ImportToken == "" {
		writeError(w, http.StatusForbidden, "read_only", "this server is read-only (start it with --allow-import and $ERRDEX_IMPORT_TOKEN)")
		return
	}
	auth := r.Header.Get("Authorization")
	if !strings.HasPrefix(auth, "Bearer ") || !constantTimeEqual(strings.TrimPrefix(auth, "Bearer "), s.opts.ImportToken) {
		writeError(w, http.StatusUnauthorized, "unauthorized", "import needs the header Authorization: Bearer <token>")
		return
	}
	body, ok := readBody(w, r, MaxImportBytes)
	if !ok {
		return
	}
	entries, bad, err := catalog.ReadAll(strings.NewReader(string(body)), "request")
	if err != nil || len(bad) > 0 {
		msgs := []string{}
		for i, b := range bad {
			if i == 10 {
				msgs = append(msgs, fmt.Sprintf("and %d more bad lines", len(bad)-10))
				break
			}
			msgs = append(msgs, b.Error())
		}
		if err != nil {
			msgs = append(msgs, err.Error())
		}
		writeError(w, http.StatusBadRequest, "bad_dataset", strings.Join(msgs, "; "))
		return
	}
	if len(entries) == 0 {
		writeError(w, http.StatusBadRequest, "empty_dataset", "the body holds no records")
		return
	}
	s.importMu.Lock()
	defer s.importMu.Unlock()
	// The import must not be cut short by the request deadline half way:
	// it is one transaction either way, but give it the time it needs.
	ctx := context.WithoutCancel(r.Context())
	st, err := s.opts.Store.Import(ctx, entries)
	if err != nil {
		s.storeError(w, r, err)
		return
	}
	if err := s.reindex(ctx); err != nil {
		s.storeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

func constantTimeEqual(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

func queryEscape(s string) string { return url.QueryEscape(s) }

// MatchIndex builds a match index over the latest slice of every repo in
// st. It is the usual Options.Index. The index holds only what matching
// needs of each record; the records of a result are read back from the
// store (match.NewLazy), so memory stays small for large catalogs.
func MatchIndex(ctx context.Context, st catalog.Store) (*match.Index, error) {
	var recs []catalog.Record
	if err := st.Export(ctx, catalog.Filter{Latest: true}, func(e *catalog.Entry) error {
		r := &e.Record
		recs = append(recs, catalog.Record{
			ID: r.ID, Repo: r.Repo, AnalyzedSha: r.AnalyzedSha, MessagePattern: r.MessagePattern,
			ErrorClass: r.ErrorClass, FilePath: r.FilePath, LineNumber: r.LineNumber,
			ErrorType: r.ErrorType, Severity: r.Severity,
		})
		return nil
	}); err != nil {
		return nil, err
	}
	ix, err := match.NewLazy(recs, func(ctx context.Context, slim *catalog.Record) (*catalog.Record, error) {
		e, err := st.Get(ctx, slim.ID, catalog.Filter{Repo: catalog.Deref(slim.Repo), SHA: catalog.Deref(slim.AnalyzedSha)})
		if errors.Is(err, catalog.ErrNotFound) {
			return nil, nil // replaced by an import since the index was built
		}
		if err != nil {
			return nil, err
		}
		return &e.Record, nil
	}, match.Options{})
	if err != nil {
		return nil, err
	}
	debug.FreeOSMemory() // the full records decoded above are garbage now
	return ix, nil
}
