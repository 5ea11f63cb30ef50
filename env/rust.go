package env

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Rust catalogs the crates of the project's Cargo.lock from the registry
// sources, and the toolchain's rust-src.
var Rust = &Ecosystem{
	Name: "rust",
	Doc: `Rust: every registry crate of the project's Cargo.lock, read from where cargo unpacked it
($CARGO_HOME/registry/src/*/NAME-VERSION, default ~/.cargo) or where Debian's librust-*-dev packages put it
(/usr/share/cargo/registry/NAME-VERSION). filePath is NAME-VERSION/path ("serde-1.0.190/src/de/mod.rs"), the tail of the
path a panic shows; repo from Cargo.toml's package.repository; the commit and the crate's folder in the repository from
.cargo_vcs_info.json (cargo publish writes it), else tag vVERSION at the repository's root. Workspace members (no
source) are the project's own; git dependencies are not read. The toolchain's rust-src component ("rustc --print
sysroot"/lib/rustlib/src/rust/library) is the runtime "Rust X.Y.Z": repo rust-lang/rust at rustc's commit, filePath
library/… as a panic in the standard library shows (/rustc/COMMIT/library/core/src/…).`,
	Detect: func(cfg *Config) bool { return isFile(filepath.Join(cfg.dir(), "Cargo.lock")) },
	Find:   findRust,
}

// lockedCrate is a [[package]] of Cargo.lock.
type lockedCrate struct {
	name, version, source string
}

// parseCargoLock reads the [[package]] tables of a Cargo.lock: name,
// version and source. It reads only what Cargo writes there (one key =
// "string" a line); a malformed line is an error naming it.
func parseCargoLock(b []byte) ([]lockedCrate, error) {
	var out []lockedCrate
	var cur *lockedCrate
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	inArray := false
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		switch {
		case inArray:
			inArray = !strings.HasPrefix(l, "]")
			continue
		case l == "" || strings.HasPrefix(l, "#"):
			continue
		case l == "[[package]]":
			out = append(out, lockedCrate{})
			cur = &out[len(out)-1]
			continue
		case strings.HasPrefix(l, "["):
			cur = nil // [metadata], [[patch.unused]]
			continue
		}
		k, v, ok := strings.Cut(l, "=")
		if !ok {
			return out, fmt.Errorf("line %d: %q is not a key = value", n, l)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if strings.HasPrefix(v, "[") {
			inArray = !strings.HasSuffix(v, "]")
			continue
		}
		if cur == nil {
			continue
		}
		s, err := strconv.Unquote(v)
		if err != nil {
			return out, fmt.Errorf("line %d: %s: %v", n, k, err)
		}
		switch k {
		case "name":
			cur.name = s
		case "version":
			cur.version = s
		case "source":
			cur.source = s
		}
	}
	return out, sc.Err()
}

// cargoRegistries returns the folders crates are unpacked in: each of
// $CARGO_HOME/registry/src/*, then Debian's /usr/share/cargo/registry.
func cargoRegistries(cfg *Config) []string {
	home := cfg.getenv("CARGO_HOME")
	if home == "" {
		if h := cfg.getenv("HOME"); h != "" {
			home = filepath.Join(h, ".cargo")
		}
	}
	var out []string
	if home != "" {
		m, _ := filepath.Glob(filepath.Join(home, "registry", "src", "*"))
		sort.Strings(m)
		out = append(out, m...)
	}
	return append(out, debianCargoRegistry)
}

// debianCargoRegistry is where Debian's librust-*-dev packages put crates.
var debianCargoRegistry = "/usr/share/cargo/registry"

func findRust(ctx context.Context, cfg *Config, warn func(string)) ([]*Package, error) {
	lockPath := filepath.Join(cfg.dir(), "Cargo.lock")
	b, err := readSmall(lockPath, maxMeta)
	if err != nil {
		return nil, err
	}
	crates, err := parseCargoLock(b)
	if err != nil {
		return nil, fmt.Errorf("%s:%v", lockPath, err)
	}
	var pkgs []*Package
	if !cfg.NoRuntime {
		if p, note := rustRuntime(ctx, cfg, cfg.Accept); p != nil {
			pkgs = append(pkgs, p)
		} else if note != "" {
			warn(note)
		}
	}
	regs := cargoRegistries(cfg)
	for _, c := range crates {
		switch {
		case c.source == "":
			continue // a workspace member: the project's own
		case !strings.HasPrefix(c.source, "registry+") && !strings.HasPrefix(c.source, "sparse+"):
			warn(fmt.Sprintf("%s %s: from %s, which is not read (only registry crates are)", c.name, c.version, c.source))
			continue
		}
		dir := ""
		for _, r := range regs {
			if d := filepath.Join(r, c.name+"-"+c.version); isDir(d) {
				dir = d
				break
			}
		}
		if dir == "" {
			warn(fmt.Sprintf("%s %s: not unpacked in %s (cargo fetch)", c.name, c.version, strings.Join(regs, ", ")))
			continue
		}
		p := cratePackage(c.name, c.version, dir, cfg.Accept)
		resolveGit(ctx, cfg, p, warn)
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// cratePackage returns crate name at version, unpacked in dir.
func cratePackage(name, version, dir string, accept func(string) bool) *Package {
	p := &Package{Ecosystem: "rust", Name: name, Version: version, PURL: "pkg:cargo/" + name + "@" + version}
	if b, err := readSmall(filepath.Join(dir, "Cargo.toml"), maxMeta); err == nil {
		p.Repo = githubRepo(tomlString(b, "package", "repository"))
	}
	var vcs struct {
		Git struct {
			SHA1 string `json:"sha1"`
		} `json:"git"`
		PathInVCS string `json:"path_in_vcs"`
	}
	sub := ""
	if b, err := readSmall(filepath.Join(dir, ".cargo_vcs_info.json"), 1<<20); err == nil && json.Unmarshal(b, &vcs) == nil {
		p.Commit, sub = vcs.Git.SHA1, path.Clean("/" + vcs.PathInVCS)[1:]
	}
	p.Tag = "v" + version
	if p.Repo == "" {
		p.Tag, p.Commit = version, ""
	}
	for _, rel := range walkFiles(dir, func(rel string, isDir bool) bool {
		b := path.Base(rel)
		return isDir && (b == "target" || strings.HasPrefix(b, "."))
	}, accept) {
		f := File{Path: name + "-" + version + "/" + rel, Disk: filepath.Join(dir, filepath.FromSlash(rel))}
		if p.Repo != "" {
			f.RepoPath = path.Join(sub, rel)
		}
		p.Files = append(p.Files, f)
	}
	return p
}

// tomlString returns the string value of key in [table] of a TOML file
// such as Cargo.toml, read line by line ("" when not written so).
func tomlString(b []byte, table, key string) string {
	in := false
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, "[") {
			in = l == "["+table+"]"
			continue
		}
		if !in {
			continue
		}
		k, v, ok := strings.Cut(l, "=")
		if !ok || strings.TrimSpace(k) != key {
			continue
		}
		v = strings.TrimSpace(v)
		if s, err := strconv.Unquote(v); err == nil {
			return s
		}
		if len(v) >= 2 && v[0] == '\'' {
			if i := strings.IndexByte(v[1:], '\''); i >= 0 {
				return v[1 : i+1]
			}
		}
	}
	return ""
}

// rustRuntime returns the toolchain's standard library from its rust-src
// component, or nil and why not.
func rustRuntime(ctx context.Context, cfg *Config, accept func(string) bool) (*Package, string) {
	run := func(args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "rustc", args...)
		cmd.Dir = cfg.dir()
		out, err := cmd.Output()
		return strings.TrimSpace(string(out)), err
	}
	sysroot, err := run("--print", "sysroot")
	if err != nil {
		return nil, fmt.Sprintf("the Rust runtime is not catalogued: rustc --print sysroot: %v", err)
	}
	vv, err := run("-vV")
	if err != nil {
		return nil, fmt.Sprintf("the Rust runtime is not catalogued: rustc -vV: %v", err)
	}
	release, commit := "", ""
	for _, l := range strings.Split(vv, "\n") {
		if v, ok := strings.CutPrefix(l, "release: "); ok {
			release = v
		}
		if v, ok := strings.CutPrefix(l, "commit-hash: "); ok && v != "unknown" {
			commit = v
		}
	}
	lib := filepath.Join(sysroot, "lib", "rustlib", "src", "rust", "library")
	if !isDir(lib) {
		return nil, fmt.Sprintf("the Rust runtime is not catalogued: no rust-src in %s (rustup component add rust-src)", sysroot)
	}
	return rustLibrary(lib, release, commit, accept), ""
}

// rustLibrary returns the standard library in lib (rust-src's library
// folder) of rustc release at commit.
func rustLibrary(lib, release, commit string, accept func(string) bool) *Package {
	p := &Package{Ecosystem: "rust", Name: "rust", Version: release, Runtime: "Rust " + release, Repo: "rust-lang/rust",
		Tag: release, Commit: commit, PURL: "pkg:github/rust-lang/rust@" + release}
	for _, rel := range walkFiles(lib, func(rel string, isDir bool) bool {
		return isDir && path.Base(rel) == "tests"
	}, accept) {
		p.Files = append(p.Files, File{Path: "library/" + rel, Disk: filepath.Join(lib, filepath.FromSlash(rel))})
	}
	return p
}
