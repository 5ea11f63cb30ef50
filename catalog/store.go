package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Store holds datasets from many repositories and many commits of each,
// side by side. A slice is the set of records of one repo at one analyzed
// SHA, and for an installed package's records of one package version
// (SliceKey); importing a slice that is already stored replaces it
// atomically.
// Implementations live in catalog/sqlite and catalog/postgres.
type Store interface {
	// Import stores entries. Each slice (SliceKey) present in entries
	// replaces the stored slice of the same key, all in one transaction: on
	// any error nothing changes.
	Import(ctx context.Context, entries []Entry) (ImportStats, error)
	// Export calls fn for every stored entry matching f, slice by slice in
	// import order and within a slice in the order the entries were given.
	Export(ctx context.Context, f Filter, fn func(*Entry) error) error
	// Search runs a full-text query.
	Search(ctx context.Context, q Query) (*SearchPage, error)
	// Get returns the entry with id in the newest slice matching f, or an
	// error wrapping ErrNotFound.
	Get(ctx context.Context, id string, f Filter) (*Entry, error)
	// Slices lists the stored slices, newest import first.
	Slices(ctx context.Context) ([]Slice, error)
	Close() error
}

// ErrNotFound is wrapped by Store.Get when no record has the id.
var ErrNotFound = errors.New("not found")

// Filter narrows a Store operation. Empty fields match everything.
type Filter struct {
	Repo string
	SHA  string
	// Package keeps the slices of the packages a PackagePattern of it
	// matches: "requests", "requests@2.28.1", "pkg:pypi/requests@2.28.1".
	Package string
	// Latest keeps only the most recently imported slice of each repo
	// (of each package, for packages' slices).
	Latest bool
}

// Slice describes one stored dataset (SliceKey).
type Slice struct {
	Repo           string `json:"repo"`
	SHA            string `json:"sha"`
	Package        string `json:"package,omitempty"` // package URL without its version
	Version        string `json:"version,omitempty"`
	DatasetVersion string `json:"datasetVersion"`
	ImportedAt     string `json:"importedAt"`
	Records        int    `json:"records"`
}

// ImportStats reports what an Import did.
type ImportStats struct {
	Records  int `json:"records"`
	Slices   int `json:"slices"`
	Replaced int `json:"replaced"` // slices that existed before and were replaced
}

// Query is a full-text search. Text is free text; it is split into words
// (see Terms), never interpreted as query syntax.
type Query struct {
	Text    string
	Repo    string
	Class   string
	Page    int // 1-based; 0 means 1
	PerPage int // 0 means DefaultPerPage
}

// DefaultPerPage and MaxPerPage bound Query.PerPage.
const (
	DefaultPerPage = 20
	MaxPerPage     = 100
)

// Normalize clamps Page and PerPage into range.
func (q *Query) Normalize() {
	if q.Page < 1 {
		q.Page = 1
	}
	if q.PerPage <= 0 {
		q.PerPage = DefaultPerPage
	}
	if q.PerPage > MaxPerPage {
		q.PerPage = MaxPerPage
	}
}

// SearchPage is one page of search results.
type SearchPage struct {
	Total   int   `json:"total"`
	Page    int   `json:"page"`
	PerPage int   `json:"perPage"`
	Hits    []Hit `json:"hits"`
}

// Hit is one search result: the record and its message with the matched
// words marked.
type Hit struct {
	Record    *Record `json:"record"`
	Highlight []Span  `json:"highlight"`
}

// Span is a run of highlighted or plain text.
type Span struct {
	Text  string `json:"text"`
	Match bool   `json:"match,omitempty"`
}

// Highlight splits text into spans, marking each word (as Words splits
// it) that equals one of terms, or starts with the last term, which
// searches treat as a prefix.
func Highlight(text string, terms []string) []Span {
	var out []Span
	add := func(t string, m bool) {
		if t == "" {
			return
		}
		if n := len(out); n > 0 && out[n-1].Match == m {
			out[n-1].Text += t
			return
		}
		out = append(out, Span{Text: t, Match: m})
	}
	isWord := func(r rune) bool { return (unicode.IsLetter(r) || unicode.IsDigit(r)) && r != utf8.RuneError }
	start := -1 // start of the current word
	flush := func(end int) {
		w := strings.ToLower(text[start:end])
		m := false
		for k, t := range terms {
			if w == t || (k == len(terms)-1 && strings.HasPrefix(w, t)) {
				m = true
				break
			}
		}
		add(text[start:end], m)
		start = -1
	}
	last := 0 // end of the text already added
	for i, r := range text {
		if isWord(r) {
			if start < 0 {
				add(text[last:i], false)
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
			last = i
		}
	}
	if start >= 0 {
		flush(len(text))
	} else {
		add(text[last:], false)
	}
	return out
}

// MaxTerms bounds the words Terms returns.
const MaxTerms = 16

// Terms splits free text into at most MaxTerms search words: runs of letters
// and digits, lowercased. Everything else (quotes, operators, SQL, markup)
// is a separator, so the result is safe to quote into any query language.
func Terms(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range Words(text) {
		if seen[w] {
			continue
		}
		seen[w] = true
		out = append(out, w)
		if len(out) == MaxTerms {
			break
		}
	}
	return out
}

// Words splits text into lowercased runs of letters and digits, the
// tokens both stores index and search.
func Words(text string) []string {
	ws := strings.FieldsFunc(text, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r)) || r == utf8.RuneError
	})
	for i, w := range ws {
		ws[i] = strings.ToLower(w)
	}
	return ws
}

// EnrichmentText joins the explanatory fields of r, for full-text indexes.
func EnrichmentText(r *Record) string {
	parts := []string{Deref(r.Documentation), Deref(r.TriggerScenarios), Deref(r.CommonSituations)}
	parts = append(parts, r.Solutions...)
	parts = append(parts, r.Tags...)
	return strings.Join(parts, "\n")
}

// DecodeLine decodes one stored dataset line, as a store keeps it.
func DecodeLine(line string) (*Entry, error) {
	var e Entry
	if err := json.Unmarshal([]byte(line), &e); err != nil {
		return nil, fmt.Errorf("stored record: %w", err)
	}
	return &e, nil
}

// NewHit returns the search hit for the stored line, its message
// highlighted for terms.
func NewHit(line string, terms []string) (Hit, error) {
	e, err := DecodeLine(line)
	if err != nil {
		return Hit{}, err
	}
	return Hit{Record: &e.Record, Highlight: Highlight(e.Record.ErrorMessage, terms)}, nil
}

// Rows is what EachLine and ReadSlices read: database/sql's *Rows and
// pgx's Rows both have these methods.
type Rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// EachLine calls fn with each stored dataset line of rows (a query of one
// text column), decoded; errors are wrapped with what ("export"). fn's
// error stops the loop and is returned as it is.
func EachLine(rows Rows, what string, fn func(*Entry) error) error {
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		e, err := DecodeLine(line)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// SliceColumns are the columns ReadSlices reads, in order.
const SliceColumns = "repo, sha, package, version, dataset_version, imported_at, records"

// ReadSlices returns the slices of rows, a query of SliceColumns.
func ReadSlices(rows Rows) ([]Slice, error) {
	out := []Slice{}
	for rows.Next() {
		var sl Slice
		if err := rows.Scan(&sl.Repo, &sl.SHA, &sl.Package, &sl.Version, &sl.DatasetVersion, &sl.ImportedAt, &sl.Records); err != nil {
			return nil, fmt.Errorf("slices: %w", err)
		}
		out = append(out, sl)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("slices: %w", err)
	}
	return out, nil
}
