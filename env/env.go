package env

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/scan"
	"github.com/errdex/errdex/versions"
)

// Ecosystem is one kind of installed software: a language's packages and
// its runtime.
type Ecosystem struct {
	Name string // "python", "go", "node", "rust"
	Doc  string // what is found where, and how files map to records
	// Detect reports whether cfg's project or machine has something of
	// this ecosystem to catalogue (an interpreter, a go.mod, a
	// node_modules folder, a Cargo.lock).
	Detect func(cfg *Config) bool
	// Find returns the installed packages and the runtime, each with its
	// files and where their records go. A problem with one package is
	// reported through warn and the others are still returned.
	Find func(ctx context.Context, cfg *Config, warn func(string)) ([]*Package, error)
}

// All is every ecosystem, in the order Scan catalogues them.
var All = []*Ecosystem{Python, Go, Node, Rust}

// Detect returns the ecosystems of All that cfg's project has (each one's
// Detect), or, when it has none, Python with the interpreter on PATH: a
// project is what decides, and a bare folder means the machine's Python.
func Detect(cfg *Config) []*Ecosystem {
	var out []*Ecosystem
	for _, e := range All {
		if e.Detect(cfg) {
			out = append(out, e)
		}
	}
	if len(out) == 0 && interpreter(cfg) != "" {
		out = append(out, Python)
	}
	return out
}

// Lookup returns the ecosystem named name, or nil.
func Lookup(name string) *Ecosystem {
	for _, e := range All {
		if e.Name == name {
			return e
		}
	}
	return nil
}

// Package is one installed package at its version, or a language runtime.
type Package struct {
	Ecosystem string // the Ecosystem's name
	Name      string // as its metadata writes it ("PyYAML", "golang.org/x/text")
	Version   string // as installed ("6.0", "v0.14.0")
	// PURL is the package URL, version included; it becomes the records'
	// catalog.PackageTag tag.
	PURL string
	// Runtime names a language runtime ("CPython 3.11.2"), "" for a
	// package.
	Runtime string
	// Repo is the repository on GitHub ("yaml/pyyaml"), "" when the
	// metadata names none.
	Repo string
	// Tag is the version's tag name in Repo, the records' analyzedSha
	// (the version itself when there is no Repo), unless Commit is set.
	Tag string
	// Commit is the commit Tag names, when a git source resolved it, or
	// the commit the package says it was built from.
	Commit string
	Files  []File
	// Load, if set, is called before the package is scanned, never when
	// its records come from the package cache (whose key is made of Files
	// as Find left them); it may change Files, reading what Find only
	// listed (a compiled file's source map, say).
	Load func(p *Package) error
	// Notes say what of the package is not catalogued and why.
	Notes []string
}

// SHA returns the records' analyzedSha: Commit, else Tag.
func (p *Package) SHA() string {
	if p.Commit != "" {
		return p.Commit
	}
	return p.Tag
}

// String returns "name version" or the runtime's name.
func (p *Package) String() string {
	if p.Runtime != "" {
		return p.Runtime
	}
	return p.Name + " " + p.Version
}

// File is one source file of a package.
type File struct {
	Path     string // the records' filePath
	RepoPath string // the file's path in Repo at Tag, for the permalink; "" when it is Path
	Disk     string // where it is read; "" with Content
	Content  []byte // the source itself (a source map's sourcesContent), when Disk is ""
}

// Config says where to look.
type Config struct {
	// Dir is the project: where go.mod, node_modules and Cargo.lock are
	// looked for. "" is the current directory.
	Dir string
	// Python is the interpreter whose sys.path is catalogued; "" is
	// $VIRTUAL_ENV's, else the project's .venv or venv, else python3 on
	// PATH.
	Python string
	// NoRuntime leaves the runtimes out (stdlib, GOROOT, rust-src).
	NoRuntime bool
	// RuntimeSrc is a CPython source tree for the interpreter's C code, or
	// its release archive (a .tar.gz: python.org's, or Debian's
	// python3.X_X.Y.Z.orig.tar.gz) unpacked into CacheDir once; "fetch"
	// downloads the archive (RuntimeURL) there once; "" uses what an
	// earlier fetch or archive left there.
	RuntimeSrc string
	// RuntimeURL is the archive's URL, "{version}" replaced by the
	// interpreter's version; "" is DefaultRuntimeURL.
	RuntimeURL string
	// CacheDir keeps fetched runtime sources; "" keeps none.
	CacheDir string
	// GitSrc is a directory of git repositories (OWNER+NAME/repo,
	// OWNER/NAME.git, OWNER/NAME): a package whose repository is there
	// gets its tag resolved to a commit and its files' repository paths.
	GitSrc string
	// Client fetches runtime archives; nil is http.DefaultClient.
	Client *http.Client
	// Accept reports whether a file is worth scanning, by its path
	// (extract.ForPath, typically); nil takes every file.
	Accept func(path string) bool
	// Getenv reads the environment; nil is os.Getenv.
	Getenv func(string) string
}

func (c *Config) getenv(k string) string {
	if c.Getenv == nil {
		return os.Getenv(k)
	}
	return c.Getenv(k)
}

func (c *Config) dir() string {
	if c.Dir == "" {
		return "."
	}
	return c.Dir
}

// Cache keeps a package's records between scans; *blobcache.Cache is one.
type Cache interface {
	Load(key string) ([]byte, bool)
	Save(key string, b []byte)
}

// Options configure Scan.
type Options struct {
	// Scan configures the scan of each package: Extractors (required),
	// MaxFileSize, NoEnrich, Cache (per file, by content), Workers, Now.
	// Repo and SHA are each package's own.
	Scan scan.Options
	// Cache keeps each package's records by its files' sizes and
	// modification times; nil scans every package.
	Cache Cache
	// Done, if set, is called after each package.
	Done func(*Done)
}

// Done is what Scan did with one package.
type Done struct {
	Package   *Package
	Records   int
	Files     int // files read and analysed (0 from the cache)
	Bytes     int64
	CacheHits int  // of Files, those whose extractor results the blob cache had
	Cached    bool // the records came from the package cache
	Elapsed   time.Duration
	Warnings  []scan.Warning
}

// Result is the outcome of Scan.
type Result struct {
	Packages []*Done
	Entries  []catalog.Entry // every package's records, in package order
	Warnings []string        // problems finding packages
	Elapsed  time.Duration
}

// Scan finds the packages of ecosystems and catalogues each.
func Scan(ctx context.Context, cfg *Config, ecosystems []*Ecosystem, o Options) (*Result, error) {
	begin := time.Now()
	if o.Scan.Now.IsZero() {
		o.Scan.Now = time.Now()
	}
	res := &Result{}
	warn := func(s string) { res.Warnings = append(res.Warnings, s) }
	for _, eco := range ecosystems {
		pkgs, err := eco.Find(ctx, cfg, warn)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", eco.Name, err)
		}
		for _, p := range pkgs {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			d, entries, err := scanPackage(ctx, p, &o)
			if err != nil {
				return nil, fmt.Errorf("%s %s: %w", eco.Name, p, err)
			}
			res.Packages = append(res.Packages, d)
			res.Entries = append(res.Entries, entries...)
			if o.Done != nil {
				o.Done(d)
			}
		}
	}
	res.Elapsed = time.Since(begin)
	return res, nil
}

// scanPackage catalogues p, from the package cache when its files did not
// change.
func scanPackage(ctx context.Context, p *Package, o *Options) (*Done, []catalog.Entry, error) {
	begin := time.Now()
	d := &Done{Package: p}
	key := ""
	if o.Cache != nil {
		key = cacheKey(p, &o.Scan)
		if b, ok := o.Cache.Load(key); ok {
			if entries, warns, err := decodeCached(b); err == nil {
				d.Cached, d.Records, d.Warnings, d.Elapsed = true, len(entries), warns, time.Since(begin)
				return d, entries, nil
			}
		}
	}
	if p.Load != nil {
		if err := p.Load(p); err != nil {
			return nil, nil, err
		}
	}
	so := o.Scan
	so.Repo, so.SHA = p.Repo, p.SHA()
	sr, err := scan.Run(ctx, source(p.Files), so)
	if err != nil {
		return nil, nil, err
	}
	for i := range sr.Entries {
		label(&sr.Entries[i].Record, p)
	}
	d.Records, d.Files, d.Bytes, d.CacheHits, d.Warnings = len(sr.Entries), int(sr.Stats.Files), sr.Stats.Bytes, int(sr.Stats.CacheHits), sr.Warnings
	if key != "" {
		if b, err := encodeCached(sr.Entries, sr.Warnings); err == nil {
			o.Cache.Save(key, b)
		}
	}
	d.Elapsed = time.Since(begin)
	return d, sr.Entries, nil
}

// label tags r with p's package URL, version and runtime.
func label(r *catalog.Record, p *Package) {
	if p.PURL != "" && !slices.Contains(r.Tags, p.PURL) {
		r.Tags = append(r.Tags, p.PURL)
	}
	if p.Runtime != "" {
		r.Tags = append(r.Tags, catalog.RuntimeTag+p.Runtime)
	}
	versions.Label(r, p.Version)
}

// source offers a package's files to scan.
type source []File

func (s source) Files(ctx context.Context, yield func(scan.File) error, warn func(string, string)) error {
	for _, f := range s {
		if err := ctx.Err(); err != nil {
			return err
		}
		sf := scan.File{Path: f.Path, RepoPath: f.RepoPath}
		if f.Disk == "" {
			content := f.Content
			sf.Size = int64(len(content))
			sf.Read = func() ([]byte, error) { return content, nil }
		} else {
			fi, err := os.Stat(f.Disk)
			if err != nil {
				warn(f.Path, err.Error())
				continue
			}
			if !fi.Mode().IsRegular() {
				warn(f.Path, f.Disk+" is not a regular file")
				continue
			}
			disk := f.Disk
			sf.Size = fi.Size()
			sf.Read = func() ([]byte, error) { return os.ReadFile(disk) }
		}
		if err := yield(sf); err != nil {
			return err
		}
	}
	return nil
}

// cacheKeyVersion changes when what a cached package holds changes.
const cacheKeyVersion = "errdex env 1"

// cacheKey is the package cache's key for p: its identity, the options
// that change records, and each file's path, size and modification time
// (or content, for a file given inline). The cache lives under the errdex
// build's directory, so another build never reads it.
func cacheKey(p *Package, o *scan.Options) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%v\x00%d\x00", cacheKeyVersion, p.Ecosystem, p.PURL, p.Runtime, p.Repo, p.SHA(), p.Version, o.NoEnrich, o.MaxFileSize)
	for _, f := range p.Files {
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00", f.Path, f.RepoPath, f.Disk)
		if f.Disk == "" {
			sum := sha256.Sum256(f.Content)
			h.Write(sum[:])
			continue
		}
		if fi, err := os.Stat(f.Disk); err == nil {
			fmt.Fprintf(h, "%d\x00%d\x00%v\x00", fi.Size(), fi.ModTime().UnixNano(), fi.Mode())
		} else {
			fmt.Fprintf(h, "missing\x00")
		}
	}
	return "env:" + hex.EncodeToString(h.Sum(nil))
}

// cachedHead is the first line of a package cache entry; the dataset
// lines follow.
type cachedHead struct {
	Records  int            `json:"records"`
	Warnings []scan.Warning `json:"warnings"`
}

func encodeCached(entries []catalog.Entry, warns []scan.Warning) ([]byte, error) {
	var b bytes.Buffer
	head, err := json.Marshal(cachedHead{Records: len(entries), Warnings: warns})
	if err != nil {
		return nil, err
	}
	b.Write(head)
	b.WriteByte('\n')
	if err := catalog.WriteEntries(&b, entries); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func decodeCached(b []byte) ([]catalog.Entry, []scan.Warning, error) {
	br := bufio.NewReader(bytes.NewReader(b))
	line, err := br.ReadBytes('\n')
	if err != nil {
		return nil, nil, err
	}
	var head cachedHead
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, nil, err
	}
	entries, bad, err := catalog.ReadAll(br, "package cache")
	if err == nil && (len(bad) > 0 || len(entries) != head.Records) {
		err = fmt.Errorf("package cache entry: %d records, %d bad lines, want %d records", len(entries), len(bad), head.Records)
	}
	if err != nil {
		return nil, nil, err
	}
	return entries, head.Warnings, nil
}

// readSmall returns the content of path, an error when it is over max
// bytes (metadata files).
func readSmall(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s: over %d bytes", path, max)
	}
	return b, nil
}

// normalize lowercases s and turns its runs of "-", "_" and "." into "-"
// (PEP 503's name normalization).
func normalize(s string) string {
	var b strings.Builder
	sep := false
	for _, c := range strings.ToLower(s) {
		if c == '-' || c == '_' || c == '.' {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('-')
		}
		sep = false
		b.WriteRune(c)
	}
	return b.String()
}
