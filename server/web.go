package server

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
)

//go:embed web
var webFS embed.FS

// pages are the parsed templates, parsed on first use: a process that
// serves no page (errdex match, explain) does not parse them at start.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{
		"sourceLines": sourceLines,
		"permalink":   func(r *catalog.Record) string { return Permalink(r, nil) },
		"matchLink":   Permalink,
		"hole": func(holes []string, i int) string {
			if i < len(holes) {
				return holes[i]
			}
			return "#" + strconv.Itoa(i+1)
		},
		"inc": func(i int) int { return i + 1 },
		"dec": func(i int) int { return i - 1 },
	}).ParseFS(webFS, "web/*.html"))
})

// page is the data of every HTML page. html/template escapes every field
// for its context, so record text (which may hold markup) shows as text.
type page struct {
	Title string
	Q     catalog.Query
	Repos []Repo
	Error string

	// index / explain
	Text      string
	Explained bool
	Answers   []match.Answer
	Truncated bool
	Stats     string

	// search
	Page    *catalog.SearchPage
	HasNext bool

	// record
	Entry  *catalog.Entry
	Params []string
	Holes  []string
	Filled string
}

// PageURL returns the search URL of page n with the same query.
func (p *page) PageURL(n int) string {
	v := url.Values{}
	for k, s := range map[string]string{"q": p.Q.Text, "repo": p.Q.Repo, "class": p.Q.Class} {
		if s != "" {
			v.Set(k, s)
		}
	}
	v.Set("page", strconv.Itoa(n))
	return "/search?" + v.Encode()
}

func (s *Server) webRoutes() {
	static, _ := fs.Sub(webFS, "web")
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	s.mux.HandleFunc("GET /{$}", s.pageIndex)
	s.mux.HandleFunc("POST /explain", s.pageExplain)
	s.mux.HandleFunc("GET /search", s.pageSearch)
	s.mux.HandleFunc("GET /r/{id}", s.pageRecord)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.render(w, r, http.StatusNotFound, "error", &page{Title: "Not found", Error: "There is no page at " + r.URL.Path + "."})
	})
}

// render executes the named page into a buffer first, so a template error
// never leaves half a page.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, p *page) {
	if p.Repos == nil {
		p.Repos, _ = Repos(r.Context(), s.opts.Store)
	}
	var b bytes.Buffer
	if err := pages().ExecuteTemplate(&b, name, p); err != nil {
		s.opts.Logf("render %s: %v", name, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

func (s *Server) pageIndex(w http.ResponseWriter, r *http.Request) {
	p := &page{Title: "Explain an error"}
	if sl, err := s.opts.Store.Slices(r.Context()); err == nil {
		n := 0
		for _, x := range sl {
			n += x.Records
		}
		p.Stats = fmt.Sprintf("%d records in %d datasets.", n, len(sl))
	}
	s.render(w, r, http.StatusOK, "index", p)
}

func (s *Server) pageExplain(w http.ResponseWriter, r *http.Request) {
	p := &page{Title: "Explain an error"}
	r.Body = http.MaxBytesReader(w, r.Body, MaxExplainBytes*4)
	if err := r.ParseForm(); err != nil {
		p.Error = "The form could not be read: " + err.Error()
		s.render(w, r, http.StatusRequestEntityTooLarge, "index", p)
		return
	}
	p.Text = r.PostForm.Get("text")
	switch {
	case !utf8.ValidString(p.Text):
		p.Error, p.Text = "The text is not valid UTF-8.", strings.ToValidUTF8(p.Text, "\uFFFD")
		s.render(w, r, http.StatusBadRequest, "index", p)
		return
	case len(p.Text) > MaxExplainBytes:
		p.Error = fmt.Sprintf("The text is %d bytes; the limit is %d.", len(p.Text), MaxExplainBytes)
		p.Text = ""
		s.render(w, r, http.StatusRequestEntityTooLarge, "index", p)
		return
	case strings.TrimSpace(p.Text) == "":
		p.Error = "Paste an error message, a traceback or a log first."
		s.render(w, r, http.StatusBadRequest, "index", p)
		return
	}
	resp, err := s.Explain(r.Context(), p.Text)
	if err != nil {
		p.Error = err.Error()
		s.render(w, r, http.StatusServiceUnavailable, "index", p)
		return
	}
	p.Explained, p.Answers, p.Truncated = true, resp.Answers, resp.Truncated
	s.render(w, r, http.StatusOK, "index", p)
}

func (s *Server) pageSearch(w http.ResponseWriter, r *http.Request) {
	q, code, msg := searchQuery(r)
	p := &page{Title: "Search", Q: q}
	if code != "" {
		p.Error = msg
		p.Q = catalog.Query{}
		s.render(w, r, http.StatusBadRequest, "search", p)
		return
	}
	res, err := s.opts.Store.Search(r.Context(), q)
	if err != nil {
		s.opts.Logf("search: %v", err)
		p.Error = "The search failed."
		s.render(w, r, http.StatusInternalServerError, "search", p)
		return
	}
	p.Page = res
	p.HasNext = res.Page*res.PerPage < res.Total
	s.render(w, r, http.StatusOK, "search", p)
}

func (s *Server) pageRecord(w http.ResponseWriter, r *http.Request) {
	id, f, msg := recordFilter(r)
	if msg != "" {
		s.render(w, r, http.StatusBadRequest, "error", &page{Title: "Bad record id", Error: msg})
		return
	}
	e, err := s.opts.Store.Get(r.Context(), id, f)
	if errors.Is(err, catalog.ErrNotFound) {
		s.render(w, r, http.StatusNotFound, "error", &page{Title: "No such record", Error: "No record has the id " + id + "."})
		return
	}
	if err != nil {
		s.opts.Logf("record %s: %v", id, err)
		s.render(w, r, http.StatusInternalServerError, "error", &page{Title: "Error", Error: "The catalog store failed."})
		return
	}
	params := r.URL.Query()["p"]
	for _, v := range params {
		if !utf8.ValidString(v) || len(v) > MaxQueryBytes {
			s.render(w, r, http.StatusBadRequest, "error", &page{Title: "Bad parameter", Error: "A parameter is too long or not UTF-8."})
			return
		}
	}
	s.render(w, r, http.StatusOK, "record", &page{
		Title: e.Record.ErrorClass + " " + e.Record.ID, Entry: e,
		Params: params, Holes: match.Holes(&e.Record), Filled: match.Fill(&e.Record, params),
	})
}

// sourceLine is one numbered line of a record's source window.
type sourceLine struct {
	N    int
	Text string
	Hit  bool
}

// sourceLines numbers r's source window and marks the raising line.
func sourceLines(r *catalog.Record) []sourceLine {
	if r.SourceCode == "" {
		return nil
	}
	lines := strings.Split(r.SourceCode, "\n")
	out := make([]sourceLine, len(lines))
	for i, l := range lines {
		n := r.SourceCodeStart + i
		out[i] = sourceLine{N: n, Text: l, Hit: n == r.LineNumber}
	}
	return out
}
