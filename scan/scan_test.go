package scan

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/javascript"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/template"
)

// SeedTree writes the seed record's source window into dir at the seed's
// path and line, padded with filler before and after, and returns the seed.
func seedTree(t *testing.T, dir string) catalog.Record {
	t.Helper()
	es, _, err := catalog.ReadFile("testdata/seed.jsonl")
	if err != nil || len(es) != 1 {
		t.Fatalf("read seed: %v", err)
	}
	seed := es[0].Record
	var b strings.Builder
	for i := 1; i < seed.SourceCodeStart-1; i++ {
		b.WriteString("# filler line\n")
	}
	b.WriteString("class MoriKVManager:\n") // line SourceCodeStart-1 opens the class the window's method belongs to
	b.WriteString(seed.SourceCode + "\n")
	for i := 0; i < 40; i++ {
		b.WriteString("# trailing filler\n")
	}
	path := filepath.Join(dir, filepath.FromSlash(seed.FilePath))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return seed
}

func TestSeedReproduced(t *testing.T) {
	dir := t.TempDir()
	seed := seedTree(t, dir)
	res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Repo: "sgl-project/sglang", SHA: "0132848349585cfe6aae51c4941cbae872505f8a", Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	var got *catalog.Record
	for i := range res.Entries {
		if res.Entries[i].Record.LineNumber == seed.LineNumber {
			got = &res.Entries[i].Record
		}
	}
	if got == nil {
		t.Fatalf("no record at line %d among %d", seed.LineNumber, len(res.Entries))
	}
	check := func(field string, g, w any) {
		if g != w {
			t.Errorf("%s = %v\n want %v", field, g, w)
		}
	}
	check("errorMessage", got.ErrorMessage, seed.ErrorMessage)
	check("messagePattern", got.MessagePattern, seed.MessagePattern)
	check("errorClass", got.ErrorClass, seed.ErrorClass)
	check("errorType", got.ErrorType, seed.ErrorType)
	check("filePath", got.FilePath, seed.FilePath)
	check("lineNumber", got.LineNumber, seed.LineNumber)
	check("sourceCode", got.SourceCode, seed.SourceCode)
	check("sourceCodeStart", got.SourceCodeStart, seed.SourceCodeStart)
	check("sourceCodeEnd", got.SourceCodeEnd, seed.SourceCodeEnd)
	check("githubUrl", catalog.Deref(got.GithubURL), catalog.Deref(seed.GithubURL))
	check("slug", got.Slug, seed.Slug)
	check("analyzedSha", catalog.Deref(got.AnalyzedSha), catalog.Deref(seed.AnalyzedSha))
	check("schemaVersion", got.SchemaVersion, seed.SchemaVersion)
	check("severity", got.Severity, seed.Severity)
	check("repo", catalog.Deref(got.Repo), catalog.Deref(seed.Repo))
	check("handlingStrategy", catalog.Deref(got.HandlingStrategy), catalog.Deref(seed.HandlingStrategy))
	if len(got.ID) != 16 {
		t.Errorf("id %q is not 16 hex digits", got.ID)
	}
	if !strings.Contains(catalog.Deref(got.Documentation), "len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs)") {
		t.Errorf("documentation does not name the guard: %q", catalog.Deref(got.Documentation))
	}
	// The other raise in the window is found too, with its own record.
	if len(res.Entries) != 2 {
		t.Errorf("got %d records, want 2", len(res.Entries))
	}
}

func TestIDSurvivesMoves(t *testing.T) {
	a := t.TempDir()
	b := t.TempDir()
	src := "def f(x):\n    if x:\n        raise ValueError(f'bad {x}')\n    raise ValueError(f'bad {x}')\n"
	os.WriteFile(filepath.Join(a, "m.py"), []byte(src), 0o644)
	os.WriteFile(filepath.Join(b, "m.py"), []byte("import os\n\n\n"+src), 0o644)
	ra, err := Run(context.Background(), &DirSource{Root: a}, Options{Repo: "o/r", Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Run(context.Background(), &DirSource{Root: b}, Options{Repo: "o/r", Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	if len(ra.Entries) != 2 || len(rb.Entries) != 2 {
		t.Fatalf("entries: %d %d", len(ra.Entries), len(rb.Entries))
	}
	for i := range ra.Entries {
		x, y := ra.Entries[i].Record, rb.Entries[i].Record
		if x.ID != y.ID || x.LineNumber+3 != y.LineNumber {
			t.Errorf("record %d: id %s line %d -> id %s line %d", i, x.ID, x.LineNumber, y.ID, y.LineNumber)
		}
	}
	if ra.Entries[0].Record.ID == ra.Entries[1].Record.ID {
		t.Error("identical raises in one function share an id")
	}
}

func TestBadInputIsSkippedWithWarnings(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("good.py", []byte("raise ValueError('fine')\n"))
	write("binary.py", []byte("raise\x00\x01\x02"))
	write("latin1.py", []byte("# caf\xe9\nraise ValueError('x')\n"))
	write("syntax.py", []byte("<?php echo $x; ?> {{ template }} <% end %>\n"))
	write("huge.py", []byte(strings.Repeat("x = 1\n", 200000)))
	write("node_modules/dep.py", []byte("raise ValueError('vendored')\n"))
	write("ignored/gen.py", []byte("raise ValueError('ignored')\n"))
	write(".gitignore", []byte("ignored/\n"))
	os.Symlink("loop", filepath.Join(dir, "loop"))
	os.Symlink(filepath.Join(dir, "missing.py"), filepath.Join(dir, "dangling.py"))

	res, err := Run(context.Background(), &DirSource{Root: dir, Accept: func(p string) bool { return strings.HasSuffix(p, ".py") || p == "loop" }}, Options{MaxFileSize: 1 << 20, Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Entries) != 1 || res.Entries[0].Record.ErrorMessage != "fine" {
		t.Errorf("entries = %+v, want only good.py's", res.Entries)
	}
	want := map[string]string{
		"binary.py":   "binary file",
		"dangling.py": "symbolic link",
		"huge.py":     "over the 1.0 MB limit",
		"latin1.py":   "not valid UTF-8 (line 1",
		"loop":        "symbolic link",
		"syntax.py":   "syntax error",
	}
	got := map[string]string{}
	for _, w := range res.Warnings {
		got[w.Path] = w.String()
	}
	for p, frag := range want {
		if !strings.Contains(got[p], frag) {
			t.Errorf("warning for %s = %q, want it to mention %q", p, got[p], frag)
		}
	}
	if len(got) != len(want) || res.Stats.Skipped != int64(len(want)) {
		t.Errorf("warnings %v, skipped %d; want exactly %d", got, res.Stats.Skipped, len(want))
	}
}

// TestDeclaredEncoding checks that Python files declaring a PEP 263
// encoding are decoded, keep their line numbers, and that an encoding
// errdex cannot decode is a warning naming it.
func TestDeclaredEncoding(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"latin1.py":  "# -*- coding: latin-1 -*-\nraise ValueError('caf\xe9 ferm\xe9')\n",
		"cp1252.py":  "#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\nraise KeyError('\x93quoted\x94')\n",
		"klingon.py": "# coding: klingon\nraise ValueError('\xff')\n",
		"utf8bad.py": "# coding: utf-8\nraise ValueError('\xff')\n",
		"late.py":    "import os\n# coding: latin-1\nraise ValueError('\xe9')\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range res.Entries {
		got[e.Record.FilePath] = fmt.Sprintf("%d %s", e.Record.LineNumber, e.Record.ErrorMessage)
	}
	want := map[string]string{"latin1.py": "2 café fermé", "cp1252.py": "3 \u201cquoted\u201d"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("records %v, want %v", got, want)
	}
	warns := map[string]string{}
	for _, w := range res.Warnings {
		warns[w.Path] = w.String()
	}
	for p, frag := range map[string]string{"klingon.py": `declares encoding "klingon"`, "utf8bad.py": "not valid UTF-8 (line 2", "late.py": "not valid UTF-8 (line 3"} {
		if !strings.Contains(warns[p], frag) {
			t.Errorf("warning for %s = %q, want %q", p, warns[p], frag)
		}
	}
}

func TestRecordCarriesStatusAndCode(t *testing.T) {
	o := &Options{}
	s := extract.Site{Line: 1, Class: "HTTPException", HTTPStatus: 404, ErrorCode: "not_found"}
	r := buildRecord(&s, "a.py", "a.py", extract.NewLines([]byte("raise x")), o, 0, "2026-01-01T00:00:00.000Z")
	if r.HTTPStatus == nil || *r.HTTPStatus != 404 || catalog.Deref(r.ErrorCode) != "not_found" {
		t.Errorf("httpStatus %v errorCode %v, want 404 and not_found", r.HTTPStatus, r.ErrorCode)
	}
	s = extract.Site{Line: 1, Class: "ValueError"}
	r = buildRecord(&s, "a.py", "a.py", extract.NewLines([]byte("raise x")), o, 0, "2026-01-01T00:00:00.000Z")
	if r.HTTPStatus != nil || r.ErrorCode != nil {
		t.Errorf("httpStatus %v errorCode %v, want null for a site without them", r.HTTPStatus, r.ErrorCode)
	}
}

func TestRunNeedsExtractors(t *testing.T) {
	if _, err := Run(context.Background(), &DirSource{Root: t.TempDir()}, Options{}); err == nil {
		t.Error("Run with no extractors succeeded")
	}
}

// TestLinkPass checks that the extractors' link pass runs over the whole
// scan: a logger named by __name__ gets the module's dotted name from the
// package layout (src/ holds no __init__.py, so it is not a package).
func TestLinkPass(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "src", "pkg", "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "src", "pkg", "__init__.py"), nil, 0o644)
	os.WriteFile(filepath.Join(dir, "src", "pkg", "sub", "mod.py"), []byte("import logging\nlogger = logging.getLogger(__name__)\nlogger.error('boom %s', x)\n"), 0o644)
	res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Entries) != 1 {
		t.Fatalf("got %d records, want 1", len(res.Entries))
	}
	r := res.Entries[0].Record
	if r.ErrorClass != "pkg.sub.mod" || r.ErrorType != "log" || r.ErrorMessage != "boom {x}" {
		t.Errorf("record = %s %s %q, want log pkg.sub.mod \"boom {x}\"", r.ErrorType, r.ErrorClass, r.ErrorMessage)
	}
}

// TestRunCancelled checks that a scan whose context is cancelled while
// files are left returns the cause and no result, however far it got
// (issue 28: the workers took the cancelled queue for an empty one, and
// ^C wrote a partial catalog).
func TestRunCancelled(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.t", "b.t", "c.t"} {
		os.WriteFile(filepath.Join(dir, name), []byte("x\n"), 0o644)
	}
	stop := errors.New("stopped by the test")
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	ex := &extract.Extractor{Name: "t", Extensions: []string{".t"}, Run: func(f *extract.File) (*extract.Result, error) {
		cancel(stop) // the user presses ^C while the first file is analysed
		return &extract.Result{Sites: []extract.Site{{Line: 1, Kind: "raise", Class: "E", Message: template.Lit("boom")}}}, nil
	}}
	res, err := Run(ctx, &DirSource{Root: dir}, Options{Extractors: []*extract.Extractor{ex}, Workers: 1})
	if !errors.Is(err, stop) || res != nil {
		n := -1
		if res != nil {
			n = len(res.Entries)
		}
		t.Errorf("Run cancelled after the first of 3 files = %d records, %v; want no result and the cause", n, err)
	}
}

// TestSiteTags checks that a site's machine tags reach its record after
// the enricher's topic tags, which it still gives: a pure-Python fallback
// that a compiled module replaces is tagged twin:MODULE (extract/python's
// link pass), and with --no-enrich the record carries that tag alone.
func TestSiteTags(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "codec")
	os.MkdirAll(pkg, 0o755)
	os.WriteFile(filepath.Join(pkg, "__init__.py"), []byte("try:\n    from ._speedups import Unpacker\nexcept ImportError:\n    from .fallback import Unpacker\n"), 0o644)
	os.WriteFile(filepath.Join(pkg, "fallback.py"), []byte("class Unpacker:\n    def feed(self, b):\n        raise ValueError('Unpack failed: incomplete input')\n"), 0o644)
	for _, noEnrich := range []bool{false, true} {
		res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Extractors: registry.All, NoEnrich: noEnrich})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Entries) != 1 {
			t.Fatalf("got %d records, want 1", len(res.Entries))
		}
		tags := res.Entries[0].Record.Tags
		if !slices.Contains(tags, "twin:codec._speedups") {
			t.Errorf("noEnrich=%v: tags %q, want twin:codec._speedups among them", noEnrich, tags)
		}
		if topic := slices.ContainsFunc(tags, func(s string) bool { return !strings.Contains(s, ":") }); topic == noEnrich {
			t.Errorf("noEnrich=%v: tags %q: topic tags present = %v", noEnrich, tags, topic)
		}
	}
}

// fileSource offers files from memory.
type fileSource []File

func (s fileSource) Files(ctx context.Context, yield func(File) error, warn func(string, string)) error {
	for _, f := range s {
		if err := yield(f); err != nil {
			return err
		}
	}
	return nil
}

// TestRepoPath: a file whose repository path differs from its filePath (an
// installed package's) keeps its filePath in the record and gets the
// repository path in the permalink.
func TestRepoPath(t *testing.T) {
	src := []byte("def f(x):\n    raise ValueError(f'bad {x}')\n")
	read := func() ([]byte, error) { return src, nil }
	res, err := Run(context.Background(), fileSource{
		{Path: "json/decoder.py", RepoPath: "Lib/json/decoder.py", Size: int64(len(src)), Read: read},
		{Path: "plain.py", Size: int64(len(src)), Read: read},
	}, Options{Repo: "python/cpython", SHA: "v3.11.2", Extractors: registry.All})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range res.Entries {
		got = append(got, e.Record.FilePath+" "+catalog.Deref(e.Record.GithubURL))
	}
	want := []string{
		"json/decoder.py https://github.com/python/cpython/blob/v3.11.2/Lib/json/decoder.py#L1-L2",
		"plain.py https://github.com/python/cpython/blob/v3.11.2/plain.py#L1-L2",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("records:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestTestFilesScope checks that the sites of test files are left out by
// default in every language, kept with Options.Tests, and that a test's
// expectation still reaches the record it triggers either way.
func TestTestFilesScope(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"pkg/conf.py":           "def load(mode):\n    if mode not in ('a', 'b'):\n        raise ValueError(f'bad mode {mode}')\n",
		"tests/test_conf.py":    "import pytest\nfrom pkg.conf import load\n\ndef test_bad():\n    with pytest.raises(ValueError, match='bad mode'):\n        load('c')\n    raise RuntimeError('helper failed')\n",
		"pkg/conf_test.go":      "package pkg\n\nimport \"errors\"\n\nfunc helper() error { return errors.New(\"go test helper failed\") }\n",
		"web/app.test.js":       "function h() { throw new Error('js test helper failed'); }\n",
		"crate/tests/it.rs":     "fn h() -> Result<(), String> { Err(\"rust test helper failed\".to_string()) }\n",
		"crate/src/lib.rs":      "pub fn f(x: u8) -> Result<(), String> { if x > 3 { return Err(\"too big\".to_string()); } Ok(()) }\n",
		"java/src/FooTest.java": "class FooTest { void h() { throw new IllegalStateException(\"java test helper failed\"); } }\n",
	}
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	paths := func(tests bool) (map[string]bool, *catalog.Record) {
		res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Extractors: registry.All, Workers: 1, Tests: tests})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		var conf *catalog.Record
		for i, e := range res.Entries {
			got[e.Record.FilePath] = true
			if e.Record.FilePath == "pkg/conf.py" {
				conf = &res.Entries[i].Record
			}
		}
		return got, conf
	}
	got, conf := paths(false)
	for p := range got {
		if extract.IsTestPath(p) {
			t.Errorf("default scan catalogued test file %s", p)
		}
	}
	if !got["pkg/conf.py"] || !got["crate/src/lib.rs"] {
		t.Errorf("default scan lost production files: %v", got)
	}
	if conf == nil || conf.TriggerScenarios == nil || !strings.Contains(*conf.TriggerScenarios, "tests/test_conf.py::test_bad") {
		t.Errorf("the test's expectation did not reach pkg/conf.py's record: %+v", conf)
	}
	got, _ = paths(true)
	// Go's and Rust's extractors skip test code themselves.
	for _, p := range []string{"tests/test_conf.py", "web/app.test.js", "java/src/FooTest.java"} {
		if !got[p] {
			t.Errorf("--tests scan left out %s: %v", p, got)
		}
	}
}

// TestMinifiedOriginals checks that a minified bundle with a source map
// beside it is read through the original sources its map holds: they are
// offered at their paths (once, for two bundles of one map's sources),
// and a source on disk is not offered twice.
func TestMinifiedOriginals(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bundle := "var a=1;" + strings.Repeat("function f(x){if(!x)throw new Error(\"input is required\")}", 40) + "\n//# sourceMappingURL=app.min.js.map\n"
	srcMap := `{"version":3,"sources":["../src/app.ts","../src/shipped.ts","../../node_modules/dep/x.js"],` +
		`"sourcesContent":["export function parse(src: string) {\n  if (src === '') {\n    throw new Error('input is required');\n  }\n}\n","throw new Error('from the map');\n","throw new Error('a dependency');\n"],"mappings":"AAAA"}`
	write("pkg/lib/app.min.js", bundle)
	write("pkg/lib/app.min.js.map", srcMap)
	write("pkg/lib/app.umd.js", bundle)
	write("pkg/lib/app.umd.js.map", srcMap)
	write("pkg/src/shipped.ts", "throw new Error('shipped');\n")
	run := func(unreadable func([]byte) bool) map[string]string {
		res, err := Run(context.Background(), &DirSource{Root: dir, Unreadable: unreadable}, Options{Extractors: registry.All})
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, e := range res.Entries {
			got[fmt.Sprintf("%s:%d", e.Record.FilePath, e.Record.LineNumber)] += e.Record.ErrorMessage
		}
		return got
	}
	want := map[string]string{"pkg/src/app.ts:3": "input is required", "pkg/src/shipped.ts:1": "shipped"}
	if got := run(javascript.Minified); !reflect.DeepEqual(got, want) {
		t.Errorf("records %v, want %v", got, want)
	}
	if got := run(nil); !reflect.DeepEqual(got, map[string]string{"pkg/src/shipped.ts:1": "shipped"}) {
		t.Errorf("without Unreadable: records %v, want shipped.ts's only", got)
	}
}
