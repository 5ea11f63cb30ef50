package env

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// Go catalogs the modules of the project's build list from the module
// cache, and the toolchain's GOROOT/src.
var Go = &Ecosystem{
	Name: "go",
	Doc: `Go: every module of "go list -m all" run in the project (the main module left out: scan it with errdex scan), read
from its directory in GOMODCACHE. filePath is module@version/path ("golang.org/x/text@v0.14.0/language/parse.go"), the
tail of the path a panic's frame shows for a file in the module cache. repo: the origin the module cache recorded
(.info), else github.com/OWNER/NAME/… module paths, golang.org/x/NAME (golang/NAME) and gopkg.in/[USER/]NAME.vN
(go-NAME/NAME, USER/NAME); the module's folder in the repository is the rest of its path (less a /vN suffix), the tag
that folder/version; a pseudo-version's commit is its last part. GOROOT/src ("go env GOROOT") is the runtime "Go X.Y.Z":
repo golang/go, tag goX.Y.Z, filePath src/… as in the repository (a frame shows $GOROOT/src/runtime/panic.go), cmd and
testdata left out.`,
	Detect: func(cfg *Config) bool {
		if _, err := exec.LookPath("go"); err != nil {
			return false
		}
		for d, _ := filepath.Abs(cfg.dir()); ; d = filepath.Dir(d) {
			if isFile(filepath.Join(d, "go.mod")) {
				return true
			}
			if filepath.Dir(d) == d {
				return false
			}
		}
	},
	Find: findGo,
}

// goModule is an entry of "go list -m -json".
type goModule struct {
	Path    string
	Version string
	Main    bool
	Dir     string
	Replace *goModule
	Error   *struct{ Err string }
}

// goOutput runs the go command in dir and returns its standard output.
func goOutput(ctx context.Context, dir string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, firstLine(stderr.String()))
	}
	return out, nil
}

func findGo(ctx context.Context, cfg *Config, warn func(string)) ([]*Package, error) {
	var pkgs []*Package
	if !cfg.NoRuntime {
		out, err := goOutput(ctx, cfg.dir(), "env", "GOROOT", "GOVERSION")
		if err != nil {
			return nil, err
		}
		f := strings.Fields(string(out))
		if len(f) != 2 {
			return nil, fmt.Errorf("go env GOROOT GOVERSION: unexpected %q", out)
		}
		pkgs = append(pkgs, goRoot(f[0], f[1], cfg.Accept))
	}
	out, err := goOutput(ctx, cfg.dir(), "list", "-m", "-e", "-json", "all")
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var m goModule
		if err := dec.Decode(&m); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go list -m -json all: %v", err)
		}
		if m.Main {
			continue
		}
		if m.Replace != nil {
			if m.Replace.Version == "" {
				warn(fmt.Sprintf("%s is replaced by the folder %s: scan it with errdex scan", m.Path, m.Replace.Path))
				continue
			}
			m.Path, m.Version, m.Dir = m.Replace.Path, m.Replace.Version, m.Replace.Dir
		}
		if m.Dir == "" {
			reason := "not in the module cache (go mod download)"
			if m.Error != nil {
				reason = m.Error.Err
			}
			warn(fmt.Sprintf("%s@%s: %s", m.Path, m.Version, reason))
			continue
		}
		p := goModulePackage(m.Path, m.Version, m.Dir, cfg.Accept)
		resolveGit(ctx, cfg, p, warn)
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// goRoot returns the toolchain's standard library as a runtime package.
func goRoot(root, goversion string, accept func(string) bool) *Package {
	v := strings.TrimPrefix(goversion, "go")
	p := &Package{Ecosystem: "go", Name: "go", Version: v, Runtime: "Go " + v, Repo: "golang/go", Tag: goversion,
		PURL: "pkg:github/golang/go@" + goversion}
	src := filepath.Join(root, "src")
	for _, rel := range walkFiles(src, func(rel string, dir bool) bool {
		return dir && (rel == "cmd" || path.Base(rel) == "testdata")
	}, accept) {
		p.Files = append(p.Files, File{Path: "src/" + rel, Disk: filepath.Join(src, filepath.FromSlash(rel))})
	}
	return p
}

var pseudoRE = regexp.MustCompile(`-(?:0\.)?\d{14}-([0-9a-f]{12})(?:\+incompatible)?$`)
var majorRE = regexp.MustCompile(`^v[2-9]\d*$|^v1\d+$`)

// goModulePackage returns module mod at version, whose files are in dir.
func goModulePackage(mod, version, dir string, accept func(string) bool) *Package {
	p := &Package{Ecosystem: "go", Name: mod, Version: version, PURL: "pkg:golang/" + mod + "@" + version}
	repo, sub := goRepo(mod)
	if o := goOrigin(dir); o.URL != "" {
		if r := githubRepo(o.URL); r != "" {
			repo, sub = r, o.Subdir
		}
		p.Commit = o.Hash
	}
	p.Repo = repo
	tag := strings.TrimSuffix(version, "+incompatible")
	if m := pseudoRE.FindStringSubmatch(version); m != nil {
		tag = ""
		if p.Commit == "" {
			p.Commit = m[1]
		}
	}
	if sub != "" && tag != "" {
		tag = sub + "/" + tag
	}
	p.Tag = tag
	for _, rel := range walkFiles(dir, func(rel string, isDir bool) bool {
		b := path.Base(rel)
		return isDir && (b == "testdata" || b == "vendor" || strings.HasPrefix(b, "."))
	}, accept) {
		f := File{Path: mod + "@" + version + "/" + rel, Disk: filepath.Join(dir, filepath.FromSlash(rel))}
		if repo != "" {
			f.RepoPath = path.Join(sub, rel)
		}
		p.Files = append(p.Files, f)
	}
	return p
}

// goRepo returns the GitHub repository a module path names and the
// module's folder in it, or "".
func goRepo(mod string) (repo, sub string) {
	parts := strings.Split(mod, "/")
	switch {
	case parts[0] == "github.com" && len(parts) >= 3:
		repo, parts = parts[1]+"/"+parts[2], parts[3:]
	case parts[0] == "golang.org" && len(parts) >= 3 && parts[1] == "x":
		repo, parts = "golang/"+parts[2], parts[3:]
	case parts[0] == "gopkg.in" && len(parts) >= 2:
		// gopkg.in/NAME.vN is github.com/go-NAME/NAME, gopkg.in/USER/NAME.vN
		// is github.com/USER/NAME.
		last := len(parts) - 1
		name, _, ok := strings.Cut(parts[last], ".v")
		if !ok {
			return "", ""
		}
		if last == 1 {
			return "go-" + name + "/" + name, ""
		}
		return parts[1] + "/" + name, ""
	default:
		return "", ""
	}
	if n := len(parts); n > 0 && majorRE.MatchString(parts[n-1]) {
		parts = parts[:n-1] // the major version's suffix: a branch or tag, seldom a folder
	}
	return repo, strings.Join(parts, "/")
}

// goInfoOrigin is the origin the go command records in a module's .info
// when it fetched the module from its repository.
type goInfoOrigin struct {
	URL, Subdir, Hash string
}

// goOrigin returns the origin recorded beside module dir in the module
// cache (GOMODCACHE/cache/download/MODULE/@v/VERSION.info), or none.
func goOrigin(dir string) goInfoOrigin {
	// dir is GOMODCACHE/escaped-module@version.
	base := filepath.Base(dir)
	at := strings.LastIndexByte(base, '@')
	if at < 0 {
		return goInfoOrigin{}
	}
	cache := dir
	rel := ""
	for i := 0; i < 64; i++ { // up to GOMODCACHE: the folder holding cache/download
		parent := filepath.Dir(cache)
		rel = filepath.Join(filepath.Base(cache), rel)
		cache = parent
		if isDir(filepath.Join(cache, "cache", "download")) || parent == filepath.Dir(parent) {
			break
		}
	}
	modRel := filepath.Join(filepath.Dir(rel), base[:at])
	b, err := readSmall(filepath.Join(cache, "cache", "download", modRel, "@v", base[at+1:]+".info"), 1<<20)
	if err != nil {
		return goInfoOrigin{}
	}
	var info struct{ Origin *goInfoOrigin }
	if json.Unmarshal(b, &info) != nil || info.Origin == nil {
		return goInfoOrigin{}
	}
	return *info.Origin
}
