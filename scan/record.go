package scan

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// Context is the number of lines kept on each side of the raising line in
// a record's sourceCode.
const Context = 18

// Slug returns the lowercased first 50 characters of msg with every run of
// characters other than letters and digits turned into "-" and the ends
// trimmed.
func Slug(msg string) string {
	r := []rune(msg)
	if len(r) > 50 {
		r = r[:50]
	}
	var b strings.Builder
	dash := false
	for _, c := range r {
		if c < unicode.MaxASCII && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			b.WriteRune(unicode.ToLower(c))
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-")
}

// ID returns a record id: the first 16 hex digits of the SHA-256 of the
// repo, file path, enclosing function, class, message template and the
// ordinal of that combination within the file, joined by NULs. Line numbers
// are left out, so the id survives code moving within its file; the ordinal
// tells apart identical raises in one function.
func ID(repo, path, function, class, message string, ordinal int) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s\x00%d", repo, path, function, class, message, ordinal)
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// Window returns the 1-based inclusive line range [start, end] of the source
// window around line in a file of n lines, and its text.
func Window(lines *extract.Lines, line int) (start, end int, text string) {
	start, end = line-Context, line+Context
	if start < 1 {
		start = 1
	}
	if end > lines.Len() {
		end = lines.Len()
	}
	if start > end {
		return line, line, ""
	}
	return start, end, lines.Join(start-1, end-1)
}

// ColumnContext is the bytes of a minified line that a record's source
// window holds on each side of its site's columns.
const ColumnContext = 240

// columnWindow is the part of a line of minified code around the columns
// from..to (1-based, inclusive) of a site: ColumnContext bytes on each
// side, cut at a UTF-8 boundary, with "…" where the line goes on. A
// bundle's one line is the whole file; its sites' windows stay short.
func columnWindow(line string, from, to int) string {
	a, b := max(0, from-1-ColumnContext), min(len(line), to+ColumnContext)
	for a > 0 && !utf8.RuneStart(line[a]) {
		a--
	}
	for b < len(line) && !utf8.RuneStart(line[b]) {
		b++
	}
	if a >= b {
		return ""
	}
	out := line[a:b]
	if a > 0 {
		out = "…" + out
	}
	if b < len(line) {
		out += "…"
	}
	return out
}

// Permalink returns the GitHub permalink of lines start..end of path.
func Permalink(repo, sha, path string, start, end int) string {
	return fmt.Sprintf("https://github.com/%s/blob/%s/%s#L%d-L%d", repo, sha, path, start, end)
}

// buildRecord fills the deterministic fields of a record for one site of
// the file path, which the repository holds at repoPath.
func buildRecord(s *extract.Site, path, repoPath string, lines *extract.Lines, o *Options, ordinal int, at string) catalog.Record {
	msg := s.Message.Message()
	start, end, code := Window(lines, s.Line)
	if s.Column > 0 {
		start, end, code = s.Line, s.Line, columnWindow(lines.Line(s.Line-1), s.Column, s.EndColumn)
	}
	r := catalog.Record{
		Slug:            Slug(msg),
		ErrorMessage:    msg,
		MessagePattern:  s.Message.Pattern(),
		ErrorType:       or(s.ErrorType, "exception"),
		ErrorClass:      s.Class,
		Severity:        or(s.Severity, "error"),
		FilePath:        path,
		LineNumber:      s.Line,
		SourceCode:      code,
		SourceCodeStart: start,
		SourceCodeEnd:   end,
		AnalyzedAt:      at,
		SchemaVersion:   catalog.SchemaVersion,
	}
	if r.Slug == "" {
		r.Slug = Slug(s.Class)
	}
	if s.HTTPStatus != 0 {
		st := s.HTTPStatus
		r.HTTPStatus = &st
	}
	if s.ErrorCode != "" {
		r.ErrorCode = catalog.Str(s.ErrorCode)
	}
	if o.Repo != "" {
		r.Repo = catalog.Str(o.Repo)
	}
	if o.SHA != "" {
		r.AnalyzedSha = catalog.Str(o.SHA)
	}
	if o.Repo != "" && o.SHA != "" {
		r.GithubURL = catalog.Str(Permalink(o.Repo, o.SHA, repoPath, start, end))
	}
	r.ID = ID(o.Repo, path, s.Context.Function, s.Class, msg, ordinal)
	return r
}

// addSiteTags appends the site's machine tags ("twin:MODULE") to the
// record's, after the enricher's topic tags (which it gives only to a
// record that has none).
func addSiteTags(r *catalog.Record, s *extract.Site) {
	if s.Column > 0 {
		if t := catalog.ColumnTag + strconv.Itoa(s.Column) + "-" + strconv.Itoa(max(s.Column, s.EndColumn)); !slices.Contains(r.Tags, t) {
			r.Tags = append(r.Tags, t)
		}
	}
	for _, t := range s.Tags {
		if !slices.Contains(r.Tags, t) {
			r.Tags = append(r.Tags, t)
		}
	}
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
