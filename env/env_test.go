package env

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestGithubRepo(t *testing.T) {
	for u, want := range map[string]string{
		"https://github.com/psf/requests":                          "psf/requests",
		"https://github.com/pyca/cryptography/":                    "pyca/cryptography",
		"https://github.com/pygments/pygments/blob/master/CHANGES": "pygments/pygments",
		"git+https://github.com/o/n.git":                           "o/n",
		"git+ssh://git@github.com/o/n.git":                         "o/n",
		"git@github.com:o/n.git":                                   "o/n",
		"github:o/n":                                               "o/n",
		"http://www.github.com/O-1/n_2.x":                          "O-1/n_2.x",
		"https://github.com/sponsors/someone":                      "",
		"https://github.com/o":                                     "",
		"https://gitlab.com/o/n":                                   "",
		"https://o.github.io/n":                                    "",
		"https://pyyaml.org/":                                      "",
		"not a url %":                                              "",
		"https://github.com/o/..":                                  "",
	} {
		if got := githubRepo(u); got != want {
			t.Errorf("githubRepo(%q) = %q, want %q", u, got, want)
		}
	}
}

func TestRepoFromURLs(t *testing.T) {
	us := []labeledURL{
		{"home-page", "https://example.org"},
		{"Bug Tracker", "https://github.com/yaml/pyyaml-issues/issues"},
		{"Source Code", "https://github.com/yaml/pyyaml"},
	}
	if got := repoFromURLs(us); got != "yaml/pyyaml" {
		t.Errorf("repoFromURLs = %q, want the Source Code label's", got)
	}
	if got := repoFromURLs(us[:2]); got != "yaml/pyyaml-issues" {
		t.Errorf("repoFromURLs without a source label = %q, want the first github URL's", got)
	}
}

func TestParseHeaders(t *testing.T) {
	got := parseHeaders("Name: a\r\nVersion: 1.0\nKeywords: x,\n  y\nProject-URL: Source, https://github.com/o/n\n\nName: body\n")
	want := []labeledURL{{"Name", "a"}, {"Version", "1.0"}, {"Keywords", "x,\ny"}, {"Project-URL", "Source, https://github.com/o/n"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parseHeaders = %q, want %q", got, want)
	}
}

func FuzzParseHeaders(f *testing.F) {
	f.Add("Name: a\nVersion: 1\n\nbody")
	f.Add(" leading continuation\nName:\n\tx")
	f.Fuzz(func(t *testing.T, s string) {
		for _, h := range parseHeaders(s) {
			if strings.Contains(h.label, "\n") {
				t.Fatalf("label %q spans lines", h.label)
			}
		}
	})
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{"PyYAML": "pyyaml", "ruamel.yaml": "ruamel-yaml", "Foo__Bar-.baz": "foo-bar-baz", "_x": "x"} {
		if got := normalize(in); got != want {
			t.Errorf("normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

// write makes files below dir from a map of slash paths to contents.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, s := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadDists: the file lists of each kind of metadata, a namespace
// shared by two distributions, a .dist-info chosen over an .egg-info of
// the same distribution.
func TestReadDists(t *testing.T) {
	site := t.TempDir()
	write(t, site, map[string]string{
		"a-1.dist-info/METADATA": "Name: a\nVersion: 1\n",
		"a-1.dist-info/RECORD":   "a/__init__.py,sha256=x,1\n\"a/with,comma.py\",,\na/__pycache__/x.cpython-311.pyc,,\n../../bin/a,,\na-1.dist-info/METADATA,,\na/gone.py,,\n",
		"a/__init__.py":          "", "a/with,comma.py": "", "a/__pycache__/x.cpython-311.pyc": "",
		"a.egg-info/PKG-INFO":              "Name: a\nVersion: 0.9\n",
		"b-2.egg-info/PKG-INFO":            "Name: b\nVersion: 2\n",
		"b-2.egg-info/installed-files.txt": "../b/__init__.py\n../b/x.py\nPKG-INFO\n",
		"b/__init__.py":                    "", "b/x.py": "", "b/untracked.py": "",
		"ns.one-1.egg-info/PKG-INFO":               "Name: ns.one\nVersion: 1\n",
		"ns.one-1.egg-info/top_level.txt":          "ns\n",
		"ns.two-1.egg-info/PKG-INFO":               "Name: ns.two\nVersion: 1\n",
		"ns.two-1.egg-info/top_level.txt":          "ns\n",
		"ns.two-1.egg-info/namespace_packages.txt": "ns\n",
		"ns.clib-1.egg-info/PKG-INFO":              "Name: ns.clib\nVersion: 1\n",
		"ns.clib-1.egg-info/top_level.txt":         "ns\n_ns_clib\n",
		"ns/one/__init__.py":                       "", "ns/two/m.py": "",
		"single-3.egg-info":           "Name: single\nVersion: 3\n",
		"single.py":                   "",
		"broken-1.dist-info/METADATA": "Summary: no name\n",
	})
	var warns []string
	pkgs, err := readDists(site, func(p string) bool { return strings.HasSuffix(p, ".py") }, func(s string) { warns = append(warns, s) })
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, p := range pkgs {
		var fs []string
		for _, f := range p.Files {
			fs = append(fs, f.Path)
		}
		got[p.Name+" "+p.Version+" "+p.PURL] = fs
	}
	want := map[string][]string{
		"a 1 pkg:pypi/a@1":             {"a/__init__.py", "a/with,comma.py"},
		"b 2 pkg:pypi/b@2":             {"b/__init__.py", "b/x.py"},
		"ns.clib 1 pkg:pypi/ns-clib@1": nil,
		"ns.one 1 pkg:pypi/ns-one@1":   {"ns/one/__init__.py"},
		"ns.two 1 pkg:pypi/ns-two@1":   {"ns/two/m.py"},
		"single 3 pkg:pypi/single@3":   {"single.py"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("readDists:\n got %q\nwant %q", got, want)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "broken-1.dist-info: no Name or Version") {
		t.Errorf("warnings %q, want one for broken-1.dist-info", warns)
	}
}

func TestSiteDirs(t *testing.T) {
	d := t.TempDir()
	for _, s := range []string{"std/lib-dynload", "std/site-packages", "site", "other"} {
		os.MkdirAll(filepath.Join(d, s), 0o755)
	}
	j := func(s string) string { return filepath.Join(d, s) }
	info := &pyInfo{Stdlib: j("std"), PlatStdlib: j("std"), Path: []string{"", "rel", j("std.zip"), j("std"), j("std/lib-dynload"), j("site"), j("std/site-packages"), j("site"), j("other")}}
	want := []string{j("site"), j("std/site-packages"), j("other")}
	if got := siteDirs(info); !reflect.DeepEqual(got, want) {
		t.Errorf("siteDirs = %q, want %q", got, want)
	}
}

func TestGoRepo(t *testing.T) {
	for mod, want := range map[string]string{
		"github.com/o/n":            "o/n ",
		"github.com/o/n/v2":         "o/n ",
		"github.com/o/n/sub/pkg/v3": "o/n sub/pkg",
		"github.com/o/n/v2sub":      "o/n v2sub",
		"golang.org/x/text":         "golang/text ",
		"gopkg.in/yaml.v3":          "go-yaml/yaml ",
		"gopkg.in/o/n.v1":           "o/n ",
		"google.golang.org/grpc":    " ",
		"github.com/o":              " ",
		"example.com/dep":           " ",
	} {
		repo, sub := goRepo(mod)
		if got := repo + " " + sub; got != want {
			t.Errorf("goRepo(%q) = %q, want %q", mod, got, want)
		}
	}
}

func TestGoModulePackage(t *testing.T) {
	cache := t.TempDir()
	dir := filepath.Join(cache, "github.com", "o", "n", "sub", "v2@v2.0.0-20240102030405-abcdefabcdef")
	write(t, dir, map[string]string{"x.go": "package x", "testdata/t.go": "package t", "vendor/v.go": "package v"})
	p := goModulePackage("github.com/o/n/sub/v2", "v2.0.0-20240102030405-abcdefabcdef", dir, nil)
	if p.Repo != "o/n" || p.Tag != "" || p.Commit != "abcdefabcdef" || p.SHA() != "abcdefabcdef" {
		t.Errorf("pseudo-version: repo %q tag %q commit %q", p.Repo, p.Tag, p.Commit)
	}
	if len(p.Files) != 1 || p.Files[0].Path != "github.com/o/n/sub/v2@v2.0.0-20240102030405-abcdefabcdef/x.go" || p.Files[0].RepoPath != "sub/x.go" {
		t.Errorf("files %+v", p.Files)
	}
	// The origin the go command recorded wins over the module path.
	write(t, cache, map[string]string{"cache/download/github.com/o/n/sub/v2/@v/v2.0.0-20240102030405-abcdefabcdef.info": `{"Version":"x","Origin":{"VCS":"git","URL":"https://github.com/real/repo","Subdir":"pkgs/sub","Hash":"0123456789abcdef0123456789abcdef01234567"}}`})
	p = goModulePackage("github.com/o/n/sub/v2", "v2.0.0-20240102030405-abcdefabcdef", dir, nil)
	if p.Repo != "real/repo" || p.Commit != "0123456789abcdef0123456789abcdef01234567" || p.Files[0].RepoPath != "pkgs/sub/x.go" {
		t.Errorf("origin: repo %q commit %q files %+v", p.Repo, p.Commit, p.Files)
	}
	p = goModulePackage("github.com/o/n/sub", "v1.2.3+incompatible", t.TempDir(), nil)
	if p.Tag != "sub/v1.2.3" {
		t.Errorf("tag %q, want sub/v1.2.3", p.Tag)
	}
}

func TestGoRoot(t *testing.T) {
	root := t.TempDir()
	write(t, root, map[string]string{"src/runtime/panic.go": "package runtime", "src/cmd/go/main.go": "package main", "src/os/testdata/x.go": "", "src/vendor/golang.org/x/net/a.go": "package a"})
	p := goRoot(root, "go1.26.8", nil)
	var got []string
	for _, f := range p.Files {
		got = append(got, f.Path)
	}
	want := []string{"src/runtime/panic.go", "src/vendor/golang.org/x/net/a.go"}
	if p.Runtime != "Go 1.26.8" || p.Tag != "go1.26.8" || p.Repo != "golang/go" || !reflect.DeepEqual(got, want) {
		t.Errorf("goRoot: %s %s %s %q", p.Runtime, p.Tag, p.Repo, got)
	}
}

// tgz returns a gzip-compressed tar of the named contents.
func tgz(t *testing.T, files map[string]string) []byte {
	var b bytes.Buffer
	gz := gzip.NewWriter(&b)
	tw := tar.NewWriter(gz)
	for name, s := range files {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(s)), Typeflag: tar.TypeReg}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(s))
	}
	tw.WriteHeader(&tar.Header{Name: "top/link", Linkname: "/etc/passwd", Typeflag: tar.TypeSymlink})
	tw.Close()
	gz.Close()
	return b.Bytes()
}

// TestUntar: the top folder is dropped, only kept paths are written, and
// no path leaves the destination.
func TestUntar(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	os.Mkdir(out, 0o755)
	n, err := untar(bytes.NewReader(tgz(t, map[string]string{
		"top/Objects/a.c": "a", "top/Lib/os.py": "x", "top/../../evil.c": "e", "/abs/Objects/b.c": "b", "top/Objects/../../x.c": "x", "plain": "p",
	})), out, func(rel string) bool { return !strings.HasPrefix(rel, "Lib/") })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	filepath.WalkDir(dir, func(p string, de os.DirEntry, err error) error {
		if err == nil && !de.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return nil
	})
	if n != 1 || !reflect.DeepEqual(got, []string{"out/Objects/a.c"}) {
		t.Errorf("untar wrote %d: %q", n, got)
	}
	if _, err := untar(strings.NewReader("not gzip"), out, func(string) bool { return true }); err == nil {
		t.Error("untar of garbage: no error")
	}
}

// TestRealVenv asks a real interpreter: a venv made now, a distribution
// installed into its site-packages by hand.
func TestRealVenv(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	venv := filepath.Join(t.TempDir(), "venv")
	if out, err := exec.Command(py, "-m", "venv", "--without-pip", venv).CombinedOutput(); err != nil {
		t.Skipf("python3 -m venv: %v\n%s", err, out)
	}
	vpy := filepath.Join(venv, "bin", "python")
	out, err := exec.Command(vpy, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))").Output()
	if err != nil {
		t.Fatal(err)
	}
	site := strings.TrimSpace(string(out))
	write(t, site, map[string]string{
		"tiny-0.1.dist-info/METADATA": "Metadata-Version: 2.1\nName: tiny\nVersion: 0.1\nProject-URL: Source, https://github.com/acme/tiny\n",
		"tiny-0.1.dist-info/RECORD":   "tiny.py,,\n",
		"tiny.py":                     "def f():\n    raise ValueError('tiny')\n",
	})
	var warns []string
	pkgs, err := findPython(context.Background(), &Config{Getenv: func(k string) string {
		if k == "VIRTUAL_ENV" {
			return venv
		}
		return ""
	}}, func(s string) { warns = append(warns, s) })
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 2 || !strings.HasPrefix(pkgs[0].Runtime, "CPython 3.") || len(pkgs[0].Files) < 100 {
		t.Fatalf("runtime package: %+v", pkgs[0])
	}
	for _, f := range pkgs[0].Files {
		if strings.Contains(f.Path, "site-packages") || !strings.HasPrefix(f.RepoPath, "Lib/") {
			t.Fatalf("stdlib file %+v", f)
		}
	}
	var tiny *Package
	for _, p := range pkgs {
		if p.Name == "tiny" {
			tiny = p
		}
	}
	if tiny == nil || tiny.Repo != "acme/tiny" || len(tiny.Files) != 1 || tiny.Files[0].Path != "tiny.py" {
		t.Fatalf("tiny: %+v (warnings %q)", tiny, warns)
	}
}

// TestResolveGit: with the package's repository at hand, its tag is found
// among the names a version's tag may have and resolved to a commit, and
// each file gets the path the repository holds it at.
func TestResolveGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	src := t.TempDir()
	repo := filepath.Join(src, "acme+widget", "repo")
	write(t, repo, map[string]string{"src/widget/core.py": "x = 1\n", "widget/core.py": "decoy in another folder of the same name\n", "README": "r\n", "other/util.py": "y\n", "a/util.py": "z\n", "src/pkg/mod.py": "m\n"})
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-C", repo}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	git("add", ".")
	git("commit", "-qm", "one")
	git("tag", "widget-1.0")
	commit := git("rev-parse", "HEAD")
	p := &Package{Name: "widget", Version: "1.0", Repo: "acme/widget", Tag: "1.0", Files: []File{
		{Path: "widget/core.py"}, {Path: "pkg/mod.py"}, {Path: "README"}, {Path: "util.py"}, {Path: "gone.py"}, {Path: "sub/x.py", RepoPath: "src/widget/core.py"},
	}}
	resolveGit(context.Background(), &Config{GitSrc: src}, p, func(s string) { t.Error(s) })
	var got []string
	for _, f := range p.Files {
		got = append(got, f.Path+" "+f.RepoPath)
	}
	want := []string{"widget/core.py ", "pkg/mod.py src/pkg/mod.py", "README ", "util.py ", "gone.py ", "sub/x.py src/widget/core.py"}
	if p.Tag != "widget-1.0" || p.Commit != commit || !reflect.DeepEqual(got, want) {
		t.Errorf("tag %q commit %q (want %s) files %q", p.Tag, p.Commit, commit, got)
	}
	if len(p.Notes) != 1 || !strings.Contains(p.Notes[0], "2 files not found") {
		t.Errorf("notes %q", p.Notes)
	}
	// No tag of the version: nothing changes but a note.
	q := &Package{Name: "widget", Version: "2.0", Repo: "acme/widget", Tag: "2.0", Files: []File{{Path: "README"}}}
	resolveGit(context.Background(), &Config{GitSrc: src}, q, func(s string) { t.Error(s) })
	if q.Commit != "" || q.Tag != "2.0" || len(q.Notes) != 1 {
		t.Errorf("unknown version: %+v", q)
	}
}

func TestNpmRepo(t *testing.T) {
	for raw, want := range map[string]string{
		`"github:o/n"`:                     "o/n ",
		`"o/n"`:                            "o/n ",
		`"gitlab:o/n"`:                     " ",
		`"git+https://github.com/o/n.git"`: "o/n ",
		`"https://github.com/o/n/tree/main/packages/x"`:                           "o/n packages/x",
		`{"type":"git","url":"https://github.com/o/n","directory":"packages/y/"}`: "o/n packages/y",
		`{"url":"https://github.com/o/n","directory":"../../etc"}`:                "o/n etc",
		`{"url":"https://bitbucket.org/o/n"}`:                                     " ",
		`42`:                                                                      " ",
		``:                                                                        " ",
	} {
		repo, dir := npmRepo(json.RawMessage(raw))
		if got := repo + " " + dir; got != want {
			t.Errorf("npmRepo(%s) = %q, want %q", raw, got, want)
		}
	}
	if got := npmPURL("@babel/core", "7.0.0"); got != "pkg:npm/%40babel/core@7.0.0" {
		t.Errorf("npmPURL = %q", got)
	}
}

func TestParseCargoLock(t *testing.T) {
	got, err := parseCargoLock([]byte("version = 3\n\n[[package]]\nname = \"a\"\nversion = \"1.0.0\"\nsource = \"registry+x\"\ndependencies = [\n \"b\",\n]\n\n[[package]]\nname = \"b\"\nversion = \"0.1.0\"\ndependencies = [\"c\"]\n\n[metadata]\n\"checksum x\" = \"y\"\n"))
	want := []lockedCrate{{"a", "1.0.0", "registry+x"}, {"b", "0.1.0", ""}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("parseCargoLock = %+v, %v", got, err)
	}
	for _, bad := range []string{"[[package]]\nname\n", "[[package]]\nname = \"unterminated\n"} {
		if _, err := parseCargoLock([]byte(bad)); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("parseCargoLock(%q) = %v, want an error at line 2", bad, err)
		}
	}
}

func FuzzParseCargoLock(f *testing.F) {
	f.Add("[[package]]\nname = \"a\"\nversion = \"1\"\nsource = \"registry+x\"\n")
	f.Add("dependencies = [\n\"x\"\n")
	f.Fuzz(func(t *testing.T, s string) {
		parseCargoLock([]byte(s))
		tomlString([]byte(s), "package", "repository")
	})
}

func TestTomlString(t *testing.T) {
	b := []byte("[workspace]\nrepository = \"https://github.com/no/no\"\n[package]\nname = \"x\"\nrepository = 'https://github.com/o/n'\n[dependencies]\nrepository = \"z\"\n")
	if got := tomlString(b, "package", "repository"); got != "https://github.com/o/n" {
		t.Errorf("tomlString = %q", got)
	}
}

func TestRustLibrary(t *testing.T) {
	lib := t.TempDir()
	write(t, lib, map[string]string{"core/src/panicking.rs": "", "core/tests/t.rs": "", "std/src/lib.rs": ""})
	p := rustLibrary(lib, "1.95.0", "59807616e1fa2540724bfbac14d7976d7e4a3860", nil)
	var got []string
	for _, f := range p.Files {
		got = append(got, f.Path)
	}
	if p.Runtime != "Rust 1.95.0" || p.SHA() != "59807616e1fa2540724bfbac14d7976d7e4a3860" || !reflect.DeepEqual(got, []string{"library/core/src/panicking.rs", "library/std/src/lib.rs"}) {
		t.Errorf("rustLibrary: %s %s %q", p.Runtime, p.SHA(), got)
	}
}

func TestDetect(t *testing.T) {
	names := func(es []*Ecosystem) string {
		var out []string
		for _, e := range es {
			out = append(out, e.Name)
		}
		return strings.Join(out, ",")
	}
	noenv := func(string) string { return "" }
	_, goErr := exec.LookPath("go")
	_, pyErr := exec.LookPath("python3")
	dir := t.TempDir()
	if got := names(Detect(&Config{Dir: dir, Getenv: noenv})); pyErr == nil && got != "python" {
		t.Errorf("a bare folder: %q, want the Python on PATH", got)
	}
	write(t, dir, map[string]string{"go.mod": "module x\n", "node_modules/a/package.json": "{}", "Cargo.lock": ""})
	want := "node,rust"
	if goErr == nil {
		want = "go,node,rust"
	}
	if got := names(Detect(&Config{Dir: dir, Getenv: noenv})); got != want {
		t.Errorf("go.mod, node_modules, Cargo.lock: %q, want %q (no Python: the project has none)", got, want)
	}
	write(t, dir, map[string]string{".venv/bin/python": ""})
	if got := names(Detect(&Config{Dir: dir, Getenv: noenv})); got != "python,"+want {
		t.Errorf("with .venv: %q", got)
	}
	if got := interpreter(&Config{Dir: dir, Getenv: noenv}); got != filepath.Join(dir, ".venv", "bin", "python") {
		t.Errorf("interpreter = %q, want the project's .venv", got)
	}
}
