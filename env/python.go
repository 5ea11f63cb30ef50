package env

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"
)

// Python catalogs every distribution on an interpreter's sys.path and the
// interpreter's own standard library (and its C sources when they can be
// had).
var Python = &Ecosystem{
	Name: "python",
	Doc: `Python: the interpreter (Config.Python, else $VIRTUAL_ENV's, else the project's .venv or venv, else python3 on
PATH) is asked for sys.path,
its version and its stdlib directory. Every *.dist-info and *.egg-info on sys.path is a package (the first of a name on
sys.path; later ones are shadowed): name and version from METADATA/PKG-INFO, its files from RECORD, else
installed-files.txt, else top_level.txt; repo from the first Project-URL (Source, Repository, Code, … first) or Home-page
naming github.com/OWNER/NAME; tag the version as written. filePath is the import path ("requests/exceptions.py"), which
is what a traceback's frame ends with; the permalink path is the same unless a git source gives the layout
("src/requests/exceptions.py"). The stdlib is the runtime "CPython X.Y.Z": repo python/cpython, tag vX.Y.Z, filePath the
import path ("json/decoder.py"), permalink Lib/json/decoder.py; with the interpreter's source tree (Config.RuntimeSrc,
or a release archive fetched into the cache) its C code (Include, Modules, Objects, Parser, Python) joins it, at the
repository's paths.`,
	Detect: func(cfg *Config) bool {
		if cfg.Python != "" || projectPython(cfg) != "" {
			return true
		}
		for _, m := range pythonMarkers {
			if isFile(filepath.Join(cfg.dir(), m)) {
				return interpreter(cfg) != ""
			}
		}
		return false
	},
	Find: findPython,
}

// pythonMarkers are files that make a folder a Python project.
var pythonMarkers = []string{"pyproject.toml", "setup.py", "setup.cfg", "requirements.txt", "Pipfile", "poetry.lock", "uv.lock"}

// projectPython returns the interpreter of the active virtual environment
// ($VIRTUAL_ENV) or of the project's own (.venv, venv), or "".
func projectPython(cfg *Config) string {
	dirs := []string{filepath.Join(cfg.dir(), ".venv"), filepath.Join(cfg.dir(), "venv")}
	if v := cfg.getenv("VIRTUAL_ENV"); v != "" {
		dirs = append([]string{v}, dirs...)
	}
	for _, d := range dirs {
		if p := filepath.Join(d, "bin", "python"); isFile(p) {
			return p
		}
	}
	return ""
}

// interpreter returns the Python to ask: Config.Python, else the project's
// (projectPython), else python3 on PATH; "" when there is none.
func interpreter(cfg *Config) string {
	if cfg.Python != "" {
		return cfg.Python
	}
	if p := projectPython(cfg); p != "" {
		return p
	}
	if p, err := exec.LookPath("python3"); err == nil {
		return p
	}
	return ""
}

// pyInfoScript prints what findPython needs to know of an interpreter.
const pyInfoScript = `import json, platform, sys, sysconfig
print(json.dumps({"implementation": sys.implementation.name, "version": platform.python_version(),
  "path": sys.path, "stdlib": sysconfig.get_path("stdlib"), "platstdlib": sysconfig.get_path("platstdlib")}))`

// pyInfo is what an interpreter says of itself.
type pyInfo struct {
	Implementation string   `json:"implementation"`
	Version        string   `json:"version"`
	Path           []string `json:"path"`
	Stdlib         string   `json:"stdlib"`
	PlatStdlib     string   `json:"platstdlib"`
}

// askPython runs the interpreter py and reads its answer.
func askPython(ctx context.Context, py string) (*pyInfo, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, py, "-c", pyInfoScript).Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && len(ee.Stderr) > 0 {
			return nil, fmt.Errorf("%s: %v: %s", py, err, firstLine(string(ee.Stderr)))
		}
		return nil, fmt.Errorf("%s: %v", py, err)
	}
	var info pyInfo
	if err := json.Unmarshal(out, &info); err != nil {
		return nil, fmt.Errorf("%s: unreadable answer %q: %v", py, firstLine(string(out)), err)
	}
	if info.Version == "" {
		return nil, fmt.Errorf("%s: no version in its answer", py)
	}
	return &info, nil
}

func findPython(ctx context.Context, cfg *Config, warn func(string)) ([]*Package, error) {
	py := interpreter(cfg)
	if py == "" {
		return nil, errors.New("no interpreter: name one with --python")
	}
	info, err := askPython(ctx, py)
	if err != nil {
		return nil, err
	}
	var pkgs []*Package
	if !cfg.NoRuntime {
		pkgs = append(pkgs, pythonRuntime(ctx, cfg, info, warn))
	}
	seen := map[string]string{} // normalized name -> site dir
	for _, site := range siteDirs(info) {
		dists, err := readDists(site, cfg.Accept, warn)
		if err != nil {
			warn(err.Error())
			continue
		}
		for _, p := range dists {
			n := normalize(p.Name)
			if first, ok := seen[n]; ok {
				if first != site {
					warn(fmt.Sprintf("%s: %s %s is shadowed by the one in %s", site, p.Name, p.Version, first))
				}
				continue
			}
			seen[n] = site
			resolveGit(ctx, cfg, p, warn)
			pkgs = append(pkgs, p)
		}
	}
	return pkgs, nil
}

// siteDirs returns the directories of info's sys.path that hold installed
// distributions: all but the stdlib's own (a site-packages folder inside
// it is one), in sys.path order.
func siteDirs(info *pyInfo) []string {
	std := map[string]bool{}
	for _, d := range []string{info.Stdlib, info.PlatStdlib} {
		if d != "" {
			std[filepath.Clean(d)] = true
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, p := range info.Path {
		if p == "" || !filepath.IsAbs(p) {
			continue // the current directory ("" for -c): the project, not installed
		}
		p = filepath.Clean(p)
		if seen[p] || std[p] || !isDir(p) {
			continue
		}
		inStd := false
		for d := range std {
			if within(p, d) {
				inStd = true
			}
		}
		if inStd && !isSiteName(filepath.Base(p)) {
			continue // lib-dynload
		}
		seen[p] = true
		out = append(out, p)
	}
	return out
}

func isSiteName(base string) bool { return base == "site-packages" || base == "dist-packages" }

// pythonRuntime returns the interpreter's own package: its stdlib, and its
// C sources when they can be had.
func pythonRuntime(ctx context.Context, cfg *Config, info *pyInfo, warn func(string)) *Package {
	name := "Python"
	if info.Implementation == "cpython" {
		name = "CPython"
	}
	p := &Package{Ecosystem: "python", Name: strings.ToLower(name), Version: info.Version, Runtime: name + " " + info.Version, Tag: info.Version}
	if info.Implementation == "cpython" {
		p.Repo, p.Tag = "python/cpython", "v"+info.Version
		p.PURL = "pkg:github/python/cpython@" + p.Tag
	}
	for _, d := range uniqueDirs(info.Stdlib, info.PlatStdlib) {
		rels := walkFiles(d, func(rel string, dir bool) bool {
			b := path.Base(rel)
			return dir && (isSiteName(b) || b == "__pycache__")
		}, cfg.Accept)
		for _, rel := range rels {
			p.Files = append(p.Files, File{Path: rel, RepoPath: "Lib/" + rel, Disk: filepath.Join(d, filepath.FromSlash(rel))})
		}
	}
	if info.Implementation != "cpython" {
		return p
	}
	src, note := cpythonSource(ctx, cfg, info.Version, warn)
	if note != "" {
		p.Notes = append(p.Notes, note)
	}
	if src != "" {
		for _, top := range cpythonCDirs {
			for _, rel := range walkFiles(filepath.Join(src, top), nil, cfg.Accept) {
				p.Files = append(p.Files, File{Path: top + "/" + rel, Disk: filepath.Join(src, top, filepath.FromSlash(rel))})
			}
		}
	}
	return p
}

// cpythonCDirs are the folders of a CPython source tree that hold the
// interpreter's C code (Lib is the stdlib, installed already; Tools, PC,
// Mac and Doc are not part of a running interpreter).
var cpythonCDirs = []string{"Include", "Modules", "Objects", "Parser", "Python"}

// uniqueDirs returns the existing directories among ds, once each.
func uniqueDirs(ds ...string) []string {
	var out []string
	for _, d := range ds {
		if d == "" || !isDir(d) {
			continue
		}
		d = filepath.Clean(d)
		dup := false
		for _, o := range out {
			dup = dup || o == d
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

// readDists returns the distributions installed in site, sorted by name.
func readDists(site string, accept func(string) bool, warn func(string)) ([]*Package, error) {
	des, err := os.ReadDir(site)
	if err != nil {
		return nil, err
	}
	var metas []string
	for _, de := range des {
		n := de.Name()
		if strings.HasSuffix(n, ".dist-info") || strings.HasSuffix(n, ".egg-info") {
			metas = append(metas, n)
		}
	}
	// A .dist-info before an .egg-info of the same distribution
	// (cryptography-38.0.4.dist-info and cryptography.egg-info).
	sort.SliceStable(metas, func(i, j int) bool {
		return strings.HasSuffix(metas[i], ".dist-info") && !strings.HasSuffix(metas[j], ".dist-info")
	})
	var pkgs []*Package
	seen := map[string]bool{}
	claims := map[string][]*distMeta{} // top-level name -> distributions naming it
	var ds []*distMeta
	for _, m := range metas {
		d, err := readDistMeta(site, m)
		if err != nil {
			warn(err.Error())
			continue
		}
		n := normalize(d.name)
		if seen[n] {
			continue
		}
		seen[n] = true
		ds = append(ds, d)
		for _, t := range d.topLevel {
			claims[t] = append(claims[t], d)
		}
	}
	for _, d := range ds {
		p := &Package{Ecosystem: "python", Name: d.name, Version: d.version, Repo: repoFromURLs(d.urls), Tag: d.version,
			PURL: "pkg:pypi/" + normalize(d.name) + "@" + d.version}
		for _, rel := range d.files(site, claims, accept) {
			p.Files = append(p.Files, File{Path: rel, Disk: filepath.Join(site, filepath.FromSlash(rel))})
		}
		if len(p.Files) == 0 {
			p.Notes = append(p.Notes, "no source file of it found in "+site)
		}
		pkgs = append(pkgs, p)
	}
	sort.SliceStable(pkgs, func(i, j int) bool { return normalize(pkgs[i].Name) < normalize(pkgs[j].Name) })
	return pkgs, nil
}

// distMeta is what a .dist-info or .egg-info says.
type distMeta struct {
	dir      string // the metadata's path below the site directory
	name     string
	version  string
	urls     []labeledURL
	record   []string // RECORD's or installed-files.txt's paths, relative to the site directory
	topLevel []string // top_level.txt
	nsPkgs   []string // namespace_packages.txt
}

// labeledURL is a Project-URL ("Source, https://…") or Home-page.
type labeledURL struct{ label, url string }

// maxMeta bounds the metadata files read.
const maxMeta = 16 << 20

// readDistMeta reads the metadata m (a name in site).
func readDistMeta(site, m string) (*distMeta, error) {
	full := filepath.Join(site, m)
	d := &distMeta{dir: m}
	var headers []byte
	var err error
	fi, statErr := os.Stat(full)
	switch {
	case statErr != nil:
		return nil, statErr
	case !fi.IsDir(): // an .egg-info file is PKG-INFO itself
		headers, err = readSmall(full, maxMeta)
	case strings.HasSuffix(m, ".dist-info"):
		headers, err = readSmall(filepath.Join(full, "METADATA"), maxMeta)
	default:
		headers, err = readSmall(filepath.Join(full, "PKG-INFO"), maxMeta)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v", full, err)
	}
	for _, h := range parseHeaders(string(headers)) {
		switch strings.ToLower(h.label) {
		case "name":
			d.name = h.url
		case "version":
			d.version = h.url
		case "home-page":
			d.urls = append(d.urls, labeledURL{"home-page", h.url})
		case "project-url":
			label, u, ok := strings.Cut(h.url, ",")
			if !ok {
				label, u = "", h.url
			}
			d.urls = append(d.urls, labeledURL{strings.TrimSpace(label), strings.TrimSpace(u)})
		}
	}
	if d.name == "" || d.version == "" {
		return nil, fmt.Errorf("%s: no Name or Version in its metadata", full)
	}
	if !fi.IsDir() {
		return d, nil
	}
	if b, err := readSmall(filepath.Join(full, "RECORD"), maxMeta); err == nil {
		r := csv.NewReader(strings.NewReader(string(b)))
		r.FieldsPerRecord, r.LazyQuotes = -1, true
		rows, err := r.ReadAll()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", filepath.Join(full, "RECORD"), err)
		}
		for _, row := range rows {
			if len(row) > 0 && row[0] != "" {
				d.record = append(d.record, row[0])
			}
		}
	} else if b, err := readSmall(filepath.Join(full, "installed-files.txt"), maxMeta); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" {
				d.record = append(d.record, path.Join(m, l)) // relative to the .egg-info
			}
		}
	}
	d.topLevel = lines(filepath.Join(full, "top_level.txt"))
	d.nsPkgs = lines(filepath.Join(full, "namespace_packages.txt"))
	return d, nil
}

// lines returns the non-empty lines of a small file, or nil.
func lines(p string) []string {
	b, err := readSmall(p, maxMeta)
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// parseHeaders reads the RFC 822 header block of core metadata: "Key:
// value" lines, continuation lines indented, up to the first empty line.
// Each header is returned as a labeledURL of its key and value.
func parseHeaders(s string) []labeledURL {
	var out []labeledURL
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimRight(l, "\r")
		if l == "" {
			break
		}
		if (l[0] == ' ' || l[0] == '\t') && len(out) > 0 {
			out[len(out)-1].url += "\n" + strings.TrimSpace(l)
			continue
		}
		if k, v, ok := strings.Cut(l, ":"); ok {
			out = append(out, labeledURL{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return out
}

// files returns the source files of d, relative to site: RECORD's (or
// installed-files.txt's) inside site; else those of the top-level
// packages and modules top_level.txt names, narrowed to the distribution's
// own dotted path where another distribution names the same top level (a
// namespace package: lazr.uri and lazr.restfulclient both name "lazr").
func (d *distMeta) files(site string, claims map[string][]*distMeta, accept func(string) bool) []string {
	var out []string
	if len(d.record) > 0 {
		for _, r := range d.record {
			r = path.Clean(filepath.ToSlash(r))
			if r == ".." || strings.HasPrefix(r, "../") || path.IsAbs(r) || strings.HasPrefix(r, d.dir+"/") ||
				strings.Contains("/"+r, "/__pycache__/") || (accept != nil && !accept(r)) || !isFile(filepath.Join(site, r)) {
				continue
			}
			out = append(out, r)
		}
		sort.Strings(out)
		return slices.Compact(out)
	}
	tops := d.topLevel
	if len(tops) == 0 { // an .egg-info file: the name is the best guess there is
		tops = []string{strings.ReplaceAll(normalize(d.name), "-", "_")}
	}
	for _, t := range tops {
		t = strings.ReplaceAll(t, "\\", "/")
		root := t
		if len(claims[t]) > 1 || contains(d.nsPkgs, t) {
			// A namespace: this distribution's part is its own dotted
			// path, else nothing of it (ruamel.yaml.clib's C code is in
			// a shared object; ruamel/yaml is ruamel.yaml's).
			root = strings.ReplaceAll(d.name, ".", "/")
			if !strings.HasPrefix(root, t+"/") || !isDir(filepath.Join(site, root)) {
				continue
			}
		}
		if isFile(filepath.Join(site, root+".py")) && (accept == nil || accept(root+".py")) {
			out = append(out, root+".py")
		}
		for _, rel := range walkFiles(filepath.Join(site, root), func(rel string, dir bool) bool {
			return dir && path.Base(rel) == "__pycache__"
		}, accept) {
			out = append(out, root+"/"+rel)
		}
	}
	// top_level.txt may name a package's subpackages too ("bs4",
	// "bs4/builder"): each file once.
	sort.Strings(out)
	return slices.Compact(out)
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// walkFiles returns the regular files below dir (slash-separated, relative
// to dir) that accept takes (nil: all), not entering directories skip
// reports (nil: none) and never following symbolic links; nil when dir is
// not a directory.
func walkFiles(dir string, skip func(rel string, isDir bool) bool, accept func(string) bool) []string {
	var out []string
	if !isDir(dir) {
		return nil
	}
	filepath.WalkDir(dir, func(p string, de fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if rel == "." {
			return nil
		}
		if skip != nil && skip(rel, de.IsDir()) {
			if de.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if de.Type().IsRegular() && (accept == nil || accept(rel)) {
			out = append(out, rel)
		}
		return nil
	})
	return out
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// within reports whether p is dir or below it.
func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
