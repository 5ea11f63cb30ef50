package gitsrc_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/gitsrc"
	"github.com/errdex/errdex/scan"
	"github.com/errdex/errdex/template"
	"golang.org/x/tools/txtar"
)

// git runs git in dir with a fixed identity and fails the test on error.
func git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// makeRepo commits each top-level directory of testdata/history.txtar as a
// tagged revision and returns the work tree.
func makeRepo(t testing.TB) string {
	t.Helper()
	ar, err := txtar.ParseFile("testdata/history.txtar")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	git(t, dir, "init", "-q", "-b", "main")
	for _, rev := range []string{"v1", "v2"} {
		git(t, dir, "rm", "-rq", "--ignore-unmatch", ".")
		for _, f := range ar.Files {
			name, ok := strings.CutPrefix(f.Name, rev+"/")
			if !ok {
				continue
			}
			p := filepath.Join(dir, name)
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		os.WriteFile(filepath.Join(dir, "blob.bin"), []byte("a\x00b"), 0o644)
		os.Remove(filepath.Join(dir, "link.py"))
		if err := os.Symlink("a.py", filepath.Join(dir, "link.py")); err != nil {
			t.Fatal(err)
		}
		git(t, dir, "add", "-A")
		// A submodule entry: a gitlink, which the source must leave out.
		git(t, dir, "update-index", "--add", "--cacheinfo", "160000,"+strings.Repeat("ab", 20)+",mod")
		git(t, dir, "commit", "-qm", rev)
		git(t, dir, "tag", rev)
	}
	return dir
}

type listed struct {
	files    map[string]scan.File
	warnings []string
}

func list(t *testing.T, src scan.Source) listed {
	t.Helper()
	l := listed{files: map[string]scan.File{}}
	err := src.Files(context.Background(), func(f scan.File) error {
		l.files[f.Path] = f
		return nil
	}, func(p, reason string) { l.warnings = append(l.warnings, p+": "+reason) })
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func keys(m map[string]scan.File) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func TestFiles(t *testing.T) {
	dir := makeRepo(t)
	bare := filepath.Join(t.TempDir(), "bare.git")
	git(t, dir, "clone", "-q", "--bare", dir, bare)
	for _, repo := range []string{dir, bare} {
		src, err := gitsrc.Open(context.Background(), repo, "v1")
		if err != nil {
			t.Fatal(err)
		}
		if want := git(t, dir, "rev-parse", "v1"); src.Commit != want {
			t.Errorf("%s: commit %s, want %s", repo, src.Commit, want)
		}
		l := list(t, src)
		if got, want := strings.Join(keys(l.files), " "), "README.md a.py b.py blob.bin sub/c.py"; got != want {
			t.Errorf("%s: files %q, want %q", repo, got, want)
		}
		if got, want := strings.Join(l.warnings, "\n"), "link.py: symbolic link: not followed"; got != want {
			t.Errorf("%s: warnings %q, want %q", repo, got, want)
		}
		for p, f := range l.files {
			if want := git(t, dir, "rev-parse", "v1:"+p) + ":" + p; f.Key != want {
				t.Errorf("%s: key %s, want %s", p, f.Key, want)
			}
			b, err := f.Read()
			if err != nil {
				t.Fatal(err)
			}
			if want := git(t, dir, "cat-file", "blob", "v1:"+p); strings.TrimSpace(string(b)) != want || int64(len(b)) != f.Size {
				t.Errorf("%s: read %q (size %d), want %q", p, b, f.Size, want)
			}
		}
		src.Close()
	}
}

func TestAcceptAndSkipDirs(t *testing.T) {
	dir := makeRepo(t)
	src, err := gitsrc.Open(context.Background(), dir, "v2")
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	src.Accept = func(p string) bool { return strings.HasSuffix(p, ".py") }
	src.SkipDirs = []string{"sub"}
	l := list(t, src)
	if got, want := strings.Join(keys(l.files), " "), "a.py b.py vendor/v.py"; got != want {
		t.Errorf("files %q, want %q", got, want)
	}
}

func TestSubdirectory(t *testing.T) {
	dir := makeRepo(t)
	src, err := gitsrc.Open(context.Background(), filepath.Join(dir, "sub"), "v1")
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	l := list(t, src)
	if got := strings.Join(keys(l.files), " "); src.Prefix != "sub/" || got != "sub/c.py" {
		t.Errorf("prefix %q, files %q; want sub/ and sub/c.py", src.Prefix, got)
	}
}

func TestResolveErrors(t *testing.T) {
	dir := makeRepo(t)
	for _, rev := range []string{"nope", "", "--all", "v1:a.py"} {
		_, err := gitsrc.Open(context.Background(), dir, rev)
		if err == nil || !strings.Contains(err.Error(), "resolve") || strings.Contains(err.Error(), "\n") {
			t.Errorf("Open(%q): error %v, want a one-line resolve error", rev, err)
		}
	}
	if _, err := gitsrc.Open(context.Background(), t.TempDir(), "HEAD"); err == nil {
		t.Error("Open in a directory that is not a repository: no error")
	}
}

func TestReader(t *testing.T) {
	dir := makeRepo(t)
	r := &gitsrc.Repo{Dir: dir}
	rd, err := r.NewReader(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer rd.Close()
	tree := git(t, dir, "rev-parse", "v1^{tree}")
	for _, id := range []string{strings.Repeat("0", 40), tree, "", "a b"} {
		if _, err := rd.Read(id); !errors.Is(err, gitsrc.ErrNotBlob) {
			t.Errorf("Read(%q): %v, want ErrNotBlob", id, err)
		}
	}
	// The process survives those: a good blob still reads.
	b, err := rd.Read(git(t, dir, "rev-parse", "v1:b.py"))
	if err != nil || !strings.Contains(string(b), "missing key") {
		t.Errorf("Read after errors: %q, %v", b, err)
	}
}

func TestTags(t *testing.T) {
	dir := makeRepo(t)
	r := &gitsrc.Repo{Dir: dir}
	git(t, dir, "tag", "release-2", "v2")
	tags, err := r.Tags(context.Background(), git(t, dir, "rev-parse", "v2"))
	if err != nil || strings.Join(tags, " ") != "release-2 v2" {
		t.Errorf("Tags = %q, %v", tags, err)
	}
}

// raiseRE is the toy extractor of these tests: one site per raise line.
var raiseRE = regexp.MustCompile(`raise (\w+)\("([^"]*)"\)`)

var toy = &extract.Extractor{Name: "toy", Extensions: []string{".py"}, Run: func(f *extract.File) (*extract.Result, error) {
	var res extract.Result
	for i, line := range strings.Split(string(f.Src), "\n") {
		if m := raiseRE.FindStringSubmatch(line); m != nil {
			res.Sites = append(res.Sites, extract.Site{Line: i + 1, Kind: "raise", Class: m[1], Message: template.Lit(m[2])})
		}
	}
	return &res, nil
}}

// TestScanWithCache scans v1 then v2 through the blob cache: v2 reuses the
// unchanged files, and the records equal those of an uncached scan.
func TestScanWithCache(t *testing.T) {
	dir := makeRepo(t)
	cache, err := blobcache.Open(t.TempDir(), "test")
	if err != nil {
		t.Fatal(err)
	}
	scanRev := func(rev string, c scan.Cache) *scan.Result {
		src, err := gitsrc.Open(context.Background(), dir, rev)
		if err != nil {
			t.Fatal(err)
		}
		defer src.Close()
		opts := scan.Options{Repo: "o/r", SHA: src.Commit, Extractors: []*extract.Extractor{toy}, NoEnrich: true, Cache: c}
		res, err := scan.Run(context.Background(), src, opts)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if r := scanRev("v1", cache); r.Stats.CacheHits != 0 || r.Stats.Records != 3 {
		t.Errorf("v1: %d hits, %d records; want 0, 3", r.Stats.CacheHits, r.Stats.Records)
	}
	cached := scanRev("v2", cache)
	plain := scanRev("v2", nil)
	if cached.Stats.CacheHits != 2 { // b.py and sub/c.py
		t.Errorf("v2: %d cache hits, want 2", cached.Stats.CacheHits)
	}
	if st := cache.Stats(); st.Puts != 4 || st.Hits != 2 || st.Failures != 0 {
		t.Errorf("cache stats %+v, want 4 puts, 2 hits", st)
	}
	if len(cached.Entries) != 4 || len(plain.Entries) != len(cached.Entries) {
		t.Fatalf("v2: %d cached records, %d plain; want 4", len(cached.Entries), len(plain.Entries))
	}
	for i := range plain.Entries {
		a, b := plain.Entries[i].Record, cached.Entries[i].Record
		a.AnalyzedAt, b.AnalyzedAt = "", ""
		if a.ID != b.ID || a.LineNumber != b.LineNumber || a.SourceCode != b.SourceCode || *a.GithubURL != *b.GithubURL {
			t.Errorf("record %d differs with the cache:\n%+v\n%+v", i, a, b)
		}
	}
}
