package sourcemap

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// Map is a parsed source map (version 3; an index map's sections are
// flattened into one).
type Map struct {
	File string
	// Sources are the original files' names, sourceRoot joined, as the map
	// writes them ("../src/x.ts", "webpack://pkg/./src/x.ts").
	Sources []string
	// Contents holds each source's text from sourcesContent, nil where the
	// map has none.
	Contents []*string
	Names    []string
	// Dir is the folder the map was read from (Load), which relative
	// sources are relative to; "" when parsed from bytes alone.
	Dir string
	// segs are the mappings in generated order (line, then column).
	segs []segment
}

// segment is one mapping: a generated position and, when source >= 0, the
// original position (0-based) and name (-1 when none).
type segment struct {
	genLine, genCol, source, line, col, name int
}

// Position is an original position.
type Position struct {
	Source string // as Map.Sources has it
	Index  int    // in Map.Sources
	Line   int    // 1-based
	Column int    // 1-based
	Name   string // the original name, "" when the map gives none
}

// MaxSize bounds the maps Load reads.
const MaxSize = 64 << 20

// raw is a source map's JSON.
type raw struct {
	Version        int       `json:"version"`
	File           string    `json:"file"`
	SourceRoot     string    `json:"sourceRoot"`
	Sources        []*string `json:"sources"`
	SourcesContent []*string `json:"sourcesContent"`
	Names          []string  `json:"names"`
	Mappings       *string   `json:"mappings"`
	Sections       []section `json:"sections"`
}

type section struct {
	Offset struct {
		Line   int `json:"line"`
		Column int `json:"column"`
	} `json:"offset"`
	Map *raw `json:"map"`
}

// Parse parses a source map. Errors say where: "mappings: line 3,
// segment 2: …".
func Parse(data []byte) (*Map, error) {
	data = bytes.TrimPrefix(data, []byte(")]}'")) // a guard some servers prepend
	var r raw
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("source map: %v", err)
	}
	m := &Map{}
	if err := m.add(&r, 0, 0, 0); err != nil {
		return nil, err
	}
	less := func(i, j int) bool {
		a, b := &m.segs[i], &m.segs[j]
		return a.genLine < b.genLine || a.genLine == b.genLine && a.genCol < b.genCol
	}
	if !sort.SliceIsSorted(m.segs, less) { // columns that go back, or sections that overlap
		sort.SliceStable(m.segs, less)
	}
	return m, nil
}

// maxLines bounds the generated lines a map may address.
const maxLines = 1 << 30

// add appends r's sources, names and mappings to m, r's generated
// positions moved by the offset of its section.
func (m *Map) add(r *raw, lineOff, colOff, depth int) error {
	if r.Version != 3 {
		return fmt.Errorf("source map: version %d, want 3", r.Version)
	}
	if r.Sections != nil {
		if depth > 0 {
			return errors.New("source map: a section's map has sections of its own")
		}
		prevLine, prevCol := -1, -1
		for i, s := range r.Sections {
			o := s.Offset
			if o.Line < 0 || o.Column < 0 || o.Line >= maxLines || o.Line < prevLine || o.Line == prevLine && o.Column < prevCol {
				return fmt.Errorf("source map: section %d: offset %d:%d out of order", i, o.Line, o.Column)
			}
			prevLine, prevCol = o.Line, o.Column
			if s.Map == nil {
				return fmt.Errorf("source map: section %d: no map (a url section is not read)", i)
			}
			if err := m.add(s.Map, o.Line, o.Column, depth+1); err != nil {
				return fmt.Errorf("section %d: %w", i, err)
			}
		}
		if m.File == "" {
			m.File = r.File
		}
		return nil
	}
	if r.Mappings == nil {
		return errors.New("source map: no mappings")
	}
	if m.File == "" {
		m.File = r.File
	}
	srcBase, nameBase := len(m.Sources), len(m.Names)
	for i, s := range r.Sources {
		name := ""
		if s != nil {
			name = *s
		}
		if r.SourceRoot != "" && name != "" && !isAbsURL(name) {
			name = strings.TrimSuffix(r.SourceRoot, "/") + "/" + name
		}
		m.Sources = append(m.Sources, name)
		var c *string
		if i < len(r.SourcesContent) {
			c = r.SourcesContent[i]
		}
		m.Contents = append(m.Contents, c)
	}
	m.Names = append(m.Names, r.Names...)
	return m.decode(*r.Mappings, lineOff, colOff, srcBase, len(r.Sources), nameBase, len(r.Names))
}

// isAbsURL reports whether s has a scheme ("webpack://", "file:") or is
// an absolute path.
func isAbsURL(s string) bool {
	if strings.HasPrefix(s, "/") {
		return true
	}
	u, err := url.Parse(s)
	return err == nil && u.Scheme != ""
}

// decode reads a mappings string into m.lines, sources and names indexed
// from srcBase and nameBase (nSrc and nNames of them).
func (m *Map) decode(s string, lineOff, colOff, srcBase, nSrc, nameBase, nNames int) error {
	var src, line, col, name int // running values across the whole string
	genLine := lineOff
	for ln, l := range strings.Split(s, ";") {
		if ln > 0 {
			genLine++
		}
		if genLine >= maxLines {
			return fmt.Errorf("mappings: more than %d lines", maxLines)
		}
		genCol := 0
		if ln == 0 {
			genCol = colOff
		}
		if l == "" {
			continue
		}
		for si, seg := range strings.Split(l, ",") {
			where := func(msg string) error {
				return fmt.Errorf("mappings: line %d, segment %d: %s", ln+1, si+1, msg)
			}
			if seg == "" {
				return where("empty segment")
			}
			var f [5]int
			n := 0
			for rest := seg; rest != ""; n++ {
				if n == 5 {
					return where("more than 5 fields")
				}
				v, k, err := vlq(rest)
				if err != nil {
					return where(err.Error())
				}
				f[n], rest = v, rest[k:]
			}
			if n != 1 && n != 4 && n != 5 {
				return where(fmt.Sprintf("%d fields (a segment has 1, 4 or 5)", n))
			}
			genCol += f[0]
			if genCol < 0 {
				return where("negative column")
			}
			sg := segment{genLine: genLine, genCol: genCol, source: -1, name: -1}
			if n >= 4 {
				src += f[1]
				line += f[2]
				col += f[3]
				if src < 0 || src >= nSrc {
					return where(fmt.Sprintf("source %d of %d", src, nSrc))
				}
				if line < 0 || col < 0 {
					return where("negative original position")
				}
				sg.source, sg.line, sg.col = srcBase+src, line, col
			}
			if n == 5 {
				name += f[4]
				if name < 0 || name >= nNames {
					return where(fmt.Sprintf("name %d of %d", name, nNames))
				}
				sg.name = nameBase + name
			}
			m.segs = append(m.segs, sg)
		}
	}
	return nil
}

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

// vlq decodes one base64 VLQ value at the start of s and returns it and
// the bytes it took.
func vlq(s string) (int, int, error) {
	var v, shift int
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(b64, s[i])
		if d < 0 {
			return 0, 0, fmt.Errorf("bad VLQ digit %q", s[i])
		}
		if shift > 30 {
			return 0, 0, errors.New("VLQ value too large")
		}
		v |= (d & 31) << shift
		shift += 5
		if d&32 == 0 {
			if v&1 != 0 {
				return -(v >> 1), i + 1, nil
			}
			return v >> 1, i + 1, nil
		}
	}
	return 0, 0, errors.New("VLQ value cut short")
}

// Find returns the original position of a generated one: line and column
// 1-based, as a JavaScript stack frame gives them ("x.js:12:5"). It is
// the mapping at or before the column on that line (the one covering
// it); false when the line has none there or it maps to no source.
func (m *Map) Find(line, col int) (Position, bool) {
	l, c := line-1, col-1
	i := sort.Search(len(m.segs), func(i int) bool {
		s := &m.segs[i]
		return s.genLine > l || s.genLine == l && s.genCol > c
	}) - 1
	if i < 0 || m.segs[i].genLine != l || m.segs[i].source < 0 {
		return Position{}, false
	}
	s := m.segs[i]
	p := Position{Source: m.Sources[s.source], Index: s.source, Line: s.line + 1, Column: s.col + 1}
	if s.name >= 0 {
		p.Name = m.Names[s.name]
	}
	return p, true
}

// Content returns source i's text: sourcesContent's, else the file beside
// the map (Dir) when the source is a relative path; false when neither is
// there.
func (m *Map) Content(i int) (string, bool) {
	if i < 0 || i >= len(m.Sources) {
		return "", false
	}
	if c := m.Contents[i]; c != nil {
		return *c, true
	}
	p := m.SourcePath(i)
	if p == "" {
		return "", false
	}
	b, err := os.ReadFile(p)
	if err != nil || len(b) > MaxSize {
		return "", false
	}
	return string(b), true
}

// SourcePath returns the file source i names on disk: relative to Dir,
// or the path of a file: URL; "" for another URL or with no Dir.
func (m *Map) SourcePath(i int) string {
	if i < 0 || i >= len(m.Sources) {
		return ""
	}
	s := m.Sources[i]
	if u, err := url.Parse(s); err == nil && u.Scheme == "file" {
		return filepath.FromSlash(u.Path)
	}
	if m.Dir == "" || s == "" || isAbsURL(s) {
		return ""
	}
	return filepath.Join(m.Dir, filepath.FromSlash(s))
}

// URL returns the source map URL a compiled file names in its last
// "//# sourceMappingURL=" (or "//@") comment, or "".
func URL(js []byte) string {
	for len(js) > 0 {
		i := bytes.LastIndex(js, []byte("sourceMappingURL="))
		if i < 0 {
			return ""
		}
		head := bytes.TrimRight(js[:i], " \t")
		if bytes.HasSuffix(head, []byte("//#")) || bytes.HasSuffix(head, []byte("//@")) || bytes.HasSuffix(head, []byte("/*#")) || bytes.HasSuffix(head, []byte("/*@")) {
			rest := js[i+len("sourceMappingURL="):]
			if j := bytes.IndexAny(rest, " \t\r\n"); j >= 0 {
				rest = rest[:j]
			}
			return strings.TrimSuffix(string(rest), "*/")
		}
		js = js[:i]
	}
	return ""
}

// Load returns the source map of the compiled file at path: the one its
// sourceMappingURL comment names (a data: URL, or a file relative to it),
// else path+".map" beside it. It returns nil and no error when the file
// has no map.
func Load(path string) (*Map, error) {
	js, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var data []byte
	dir := filepath.Dir(path)
	mapPath := path + ".map"
	if u := URL(js); u != "" {
		if d, ok, err := dataURL(u); ok {
			if err != nil {
				return nil, fmt.Errorf("%s: sourceMappingURL: %v", path, err)
			}
			data = d
		} else if pu, err := url.Parse(u); err == nil && pu.Scheme == "" && pu.Path != "" {
			mapPath = filepath.Join(dir, filepath.FromSlash(pu.Path))
		}
	}
	if data == nil {
		fi, err := os.Stat(mapPath)
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, nil
			}
			return nil, err
		}
		if fi.Size() > MaxSize {
			return nil, fmt.Errorf("%s: over %d bytes", mapPath, MaxSize)
		}
		if data, err = os.ReadFile(mapPath); err != nil {
			return nil, err
		}
		dir = filepath.Dir(mapPath)
	}
	m, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", mapPath, err)
	}
	m.Dir = dir
	return m, nil
}

// dataURL decodes a data: URL's JSON; ok is false for another URL.
func dataURL(u string) (data []byte, ok bool, err error) {
	rest, found := strings.CutPrefix(u, "data:")
	if !found {
		return nil, false, nil
	}
	meta, payload, found := strings.Cut(rest, ",")
	if !found {
		return nil, true, errors.New("data URL without a comma")
	}
	if strings.HasSuffix(meta, ";base64") {
		b, err := base64.StdEncoding.DecodeString(payload)
		if err != nil {
			b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(payload, "="))
		}
		return b, true, err
	}
	s, err := url.PathUnescape(payload)
	return []byte(s), true, err
}

// Clean returns a source's path as a package-relative one: a bundler's
// scheme and project name dropped ("webpack://pkg/./src/x.ts" ->
// "src/x.ts"), then cleaned; for a relative source, relative to dir (the
// map's folder below the package root, slash-separated). It returns ""
// for a source outside the package ("../../node_modules/…") or a
// dependency's ("node_modules/…", "webpack/bootstrap").
func Clean(source, dir string) string {
	s := source
	if u, err := url.Parse(s); err == nil && u.Scheme != "" {
		switch u.Scheme {
		case "webpack", "rollup", "vite", "turbopack":
			s = strings.TrimPrefix(u.Host+u.Path, u.Host) // drop the project name
			s = strings.TrimPrefix(s, "/")
		default:
			return ""
		}
		if s == "" || strings.HasPrefix(s, "webpack/") {
			return ""
		}
	} else if path.IsAbs(s) {
		return ""
	} else {
		s = path.Join(dir, s)
	}
	s = path.Clean(strings.TrimPrefix(s, "./"))
	if s == "." || s == ".." || strings.HasPrefix(s, "../") || path.IsAbs(s) || strings.HasPrefix(s, "node_modules/") || strings.Contains(s, "/node_modules/") {
		return ""
	}
	return s
}
