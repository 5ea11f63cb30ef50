package sourcemap

import (
	"encoding/base64"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// encVLQ encodes v as base64 VLQ, for tests.
func encVLQ(v int) string {
	u := v << 1
	if v < 0 {
		u = (-v << 1) | 1
	}
	var b strings.Builder
	for {
		d := u & 31
		u >>= 5
		if u > 0 {
			d |= 32
		}
		b.WriteByte(b64[d])
		if u == 0 {
			return b.String()
		}
	}
}

// TestVLQ decodes what encVLQ encodes, over the range a map uses.
func TestVLQ(t *testing.T) {
	for _, v := range []int{0, 1, -1, 15, 16, -16, 31, 32, 1000, -1000, 1 << 20, -(1 << 29)} {
		got, n, err := vlq(encVLQ(v) + "A")
		if err != nil || got != v || n != len(encVLQ(v)) {
			t.Errorf("vlq(%q) = %d, %d, %v; want %d", encVLQ(v), got, n, err, v)
		}
	}
	for _, bad := range []string{"", "g", "!", "gggggggggggggg"} {
		if _, _, err := vlq(bad); err == nil {
			t.Errorf("vlq(%q): no error", bad)
		}
	}
}

// tscMap is the map TypeScript 5 wrote for src/a.ts
//
//	export function parse(s: string): number {
//	  if (!s) { throw new Error("empty"); }
//	  return s.length;
//	}
//
// compiled to dist/a.js (four lines of header, then the function).
const tscMap = `{"version":3,"file":"a.js","sourceRoot":"","sources":["../src/a.ts"],"names":[],"mappings":";;;AAAA,eAAsB,CAAS;IAC7B,IAAI,CAAC,CAAC,EAAE,CAAC;QAAC,MAAM,IAAI,KAAK,CAAC,OAAO,CAAC,CAAC;IAAC,CAAC;IACrC,OAAO,CAAC,CAAC,MAAM,CAAC;AAClB,CAAC"}`

// TestFind checks Find against the answers of Mozilla's source-map 0.7
// (originalPositionFor, GREATEST_LOWER_BOUND) on tscMap.
func TestFind(t *testing.T) {
	m, err := Parse([]byte(tscMap))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line, col int
		want      string // "source:line:col", or "" for none
	}{
		{4, 1, "../src/a.ts:1:1"},
		{4, 19, "../src/a.ts:1:32"},
		{5, 5, "../src/a.ts:2:3"},
		{5, 9, "../src/a.ts:2:7"},
		{6, 9, "../src/a.ts:2:13"},
		{6, 15, "../src/a.ts:2:19"},
		{6, 19, "../src/a.ts:2:23"},
		{6, 25, "../src/a.ts:2:29"},
		{8, 5, "../src/a.ts:3:3"},
		{9, 1, "../src/a.ts:4:1"},
		{9, 2, "../src/a.ts:4:2"},
		{3, 5, ""},
		{1, 1, ""},
		{10, 1, ""},
		{0, 1, ""},
	} {
		p, ok := m.Find(c.line, c.col)
		got := ""
		if ok {
			got = p.Source + ":" + jsonNum(p.Line) + ":" + jsonNum(p.Column)
		}
		if got != c.want {
			t.Errorf("Find(%d, %d) = %q, want %q", c.line, c.col, got, c.want)
		}
	}
}

func jsonNum(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestRandomMaps encodes random mappings and finds every segment again.
func TestRandomMaps(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for round := 0; round < 200; round++ {
		type seg struct{ line, col, src, oline, ocol, name int }
		var segs []seg
		var b strings.Builder
		var psrc, pline, pcol, pname int
		nLines := 1 + r.Intn(20)
		for l := 0; l < nLines; l++ {
			if l > 0 {
				b.WriteByte(';')
			}
			col := 0
			for k := r.Intn(5); k > 0; k-- {
				if b.Len() > 0 && !strings.HasSuffix(b.String(), ";") {
					b.WriteByte(',')
				}
				d := 1 + r.Intn(40)
				col += d
				s := seg{line: l, col: col, src: r.Intn(3), oline: r.Intn(500), ocol: r.Intn(80), name: r.Intn(2)}
				b.WriteString(encVLQ(d) + encVLQ(s.src-psrc) + encVLQ(s.oline-pline) + encVLQ(s.ocol-pcol) + encVLQ(s.name-pname))
				psrc, pline, pcol, pname = s.src, s.oline, s.ocol, s.name
				segs = append(segs, s)
				col = s.col
			}
			_ = col
		}
		raw, _ := json.Marshal(map[string]any{"version": 3, "sources": []string{"a.ts", "b.ts", "c.ts"}, "names": []string{"x", "y"}, "mappings": b.String()})
		m, err := Parse(raw)
		if err != nil {
			t.Fatalf("round %d: %v\n%s", round, err, raw)
		}
		for _, s := range segs {
			p, ok := m.Find(s.line+1, s.col+1)
			if !ok || p.Index != s.src || p.Line != s.oline+1 || p.Column != s.ocol+1 || p.Name != []string{"x", "y"}[s.name] {
				t.Fatalf("round %d: Find(%d, %d) = %+v %v, want %+v", round, s.line+1, s.col+1, p, ok, s)
			}
		}
	}
}

// TestSections: an index map's sections are one map, each section's
// positions moved by its offset.
func TestSections(t *testing.T) {
	m, err := Parse([]byte(`{"version":3,"file":"bundle.js","sections":[
	 {"offset":{"line":0,"column":0},"map":{"version":3,"sources":["a.ts"],"names":[],"mappings":"AAAA"}},
	 {"offset":{"line":0,"column":10},"map":{"version":3,"sources":["b.ts"],"names":["f"],"mappings":"AAEAA;AACA"}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		line, col int
		want      string
	}{{1, 1, "a.ts:1:1"}, {1, 10, "a.ts:1:1"}, {1, 11, "b.ts:3:1:f"}, {2, 1, "b.ts:4:1"}} {
		p, ok := m.Find(c.line, c.col)
		got := ""
		if ok {
			got = p.Source + ":" + jsonNum(p.Line) + ":" + jsonNum(p.Column)
			if p.Name != "" {
				got += ":" + p.Name
			}
		}
		if got != c.want {
			t.Errorf("Find(%d, %d) = %q, want %q", c.line, c.col, got, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for js, want := range map[string]string{
		`{"version":2,"mappings":""}`:                                 "version 2",
		`{"version":3,"sources":["a"],"mappings":"AAAA;AAAA,!"}`:      "mappings: line 2, segment 2: bad VLQ digit",
		`{"version":3,"sources":["a"],"mappings":"AA"}`:               "mappings: line 1, segment 1: 2 fields",
		`{"version":3,"sources":["a"],"mappings":"ACAA"}`:             "source 1 of 1",
		`{"version":3,"sources":["a"],"names":[],"mappings":"AAAAC"}`: "name 1 of 0",
		`{"version":3,"sources":["a"],"mappings":"AADA"}`:             "negative original position",
		`{"version":3,"sources":["a"],"mappings":"AAAA,,AAAA"}`:       "empty segment",
		`{"version":3,"sources":[]}`:                                  "no mappings",
		`{"version":3,"sections":[{"offset":{"line":1,"column":0},"map":{"version":3,"mappings":""}},{"offset":{"line":0,"column":0},"map":{"version":3,"mappings":""}}]}`: "out of order",
		`not json`: "source map:",
	} {
		if _, err := Parse([]byte(js)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%s) = %v, want an error with %q", js, err, want)
		}
	}
}

func TestURLAndLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(p, s string) {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("dist/a.js", "\"use strict\";\n//# sourceMappingURL=maps/a.js.map\n")
	write("dist/maps/a.js.map", tscMap)
	write("dist/b.js", "x\n")
	write("dist/b.js.map", `{"version":3,"sources":["../src/b.ts"],"sourcesContent":["throw 1"],"mappings":"AAAA"}`)
	inline := base64.StdEncoding.EncodeToString([]byte(`{"version":3,"sources":["c.ts"],"mappings":"AAAA"}`))
	write("dist/c.js", "x\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,"+inline+"\n")
	write("dist/d.js", "no map\n")
	write("src/a.ts", "export function parse() {}\n")

	m, err := Load(filepath.Join(dir, "dist/a.js"))
	if err != nil || m == nil || m.Dir != filepath.Join(dir, "dist/maps") {
		t.Fatalf("Load a.js: %v %v", m, err)
	}
	if p := m.SourcePath(0); p != filepath.Join(dir, "dist/src/a.ts") {
		t.Errorf("SourcePath = %s", p) // ../src from dist/maps
	}
	m, err = Load(filepath.Join(dir, "dist/b.js"))
	if err != nil || m == nil {
		t.Fatalf("Load b.js: %v", err)
	}
	if c, ok := m.Content(0); !ok || c != "throw 1" {
		t.Errorf("Content = %q %v", c, ok)
	}
	if Clean(m.Sources[0], "dist") != "src/b.ts" {
		t.Errorf("Clean(%q) = %q", m.Sources[0], Clean(m.Sources[0], "dist"))
	}
	m, err = Load(filepath.Join(dir, "dist/c.js"))
	if err != nil || m == nil || m.Sources[0] != "c.ts" {
		t.Fatalf("Load c.js (inline): %v %v", m, err)
	}
	if m, err := Load(filepath.Join(dir, "dist/d.js")); m != nil || err != nil {
		t.Errorf("Load d.js = %v %v, want no map", m, err)
	}
}

func TestClean(t *testing.T) {
	for _, c := range []struct{ src, dir, want string }{
		{"../src/x.ts", "dist", "src/x.ts"},
		{"../../src/x.ts", "dist/cjs", "src/x.ts"},
		{"x.ts", "src", "src/x.ts"},
		{"webpack://pkg/./src/x.ts", "dist", "src/x.ts"},
		{"webpack:///./lib/y.js", "dist", "lib/y.js"},
		{"webpack:///webpack/bootstrap", "dist", ""},
		{"../../node_modules/tslib/tslib.es6.js", "dist", ""},
		{"../node_modules/dep/x.js", "dist", ""},
		{"../../outside.ts", "dist", ""},
		{"/abs/x.ts", "dist", ""},
		{"https://example.com/x.ts", "dist", ""},
	} {
		if got := Clean(c.src, c.dir); got != c.want {
			t.Errorf("Clean(%q, %q) = %q, want %q", c.src, c.dir, got, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(tscMap))
	f.Add([]byte(`{"version":3,"sections":[{"offset":{"line":0,"column":5},"map":{"version":3,"sources":["a"],"names":["n"],"mappings":"AAAAA,CAACA;;gBAAC"}}]}`))
	f.Add([]byte(`{"version":3,"sources":[null,"b"],"sourcesContent":[null],"mappings":";;;A"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Parse(data)
		if err != nil {
			return
		}
		last := 0
		if len(m.segs) > 0 {
			last = m.segs[len(m.segs)-1].genLine + 1
		}
		for line := 0; line <= last+1 && line < 1000; line++ {
			for _, col := range []int{0, 1, 2, 50, 1 << 20} {
				if p, ok := m.Find(line, col); ok && (p.Index < 0 || p.Index >= len(m.Sources) || p.Line < 1 || p.Column < 1) {
					t.Fatalf("Find(%d, %d) = %+v", line, col, p)
				}
			}
		}
		for i := range m.Sources {
			m.Content(i)
			Clean(m.Sources[i], "dist")
		}
	})
}
