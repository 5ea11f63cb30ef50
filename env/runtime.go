package env

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// DefaultRuntimeURL is where CPython's release archives are, "{version}"
// the interpreter's version.
const DefaultRuntimeURL = "https://www.python.org/ftp/python/{version}/Python-{version}.tgz"

// maxArchive bounds what a runtime archive may unpack to.
const maxArchive = 2 << 30

// cpythonSource returns the CPython source tree of version: cfg.RuntimeSrc
// when it is a folder, else the one an earlier fetch or archive left in
// the cache, else the archive cfg.RuntimeSrc names (a .tar.gz) or, for
// "fetch", the release archive fetched, unpacked there now. With none it
// returns "" and a note saying how to add one.
func cpythonSource(ctx context.Context, cfg *Config, version string, warn func(string)) (dir, note string) {
	cached := ""
	if cfg.CacheDir != "" {
		cached = filepath.Join(cfg.CacheDir, "runtime", "cpython-"+version)
	}
	keep := func(rel string) bool {
		top, _, _ := strings.Cut(rel, "/")
		return contains(cpythonCDirs, top)
	}
	archive := isFile(cfg.RuntimeSrc) // a release archive, or Debian's python3.X_X.Y.Z.orig.tar.gz
	switch {
	case cfg.RuntimeSrc != "" && cfg.RuntimeSrc != "fetch" && !archive:
		dir = cfg.RuntimeSrc
		if !isDir(dir) {
			warn(fmt.Sprintf("--runtime-src %s: not a directory or an archive", dir))
			return "", ""
		}
	case cached != "" && isDir(cached):
		dir = cached
	case (cfg.RuntimeSrc == "fetch" || archive) && cached == "":
		warn("--runtime-src " + cfg.RuntimeSrc + ": no cache directory to unpack the sources in")
		return "", ""
	case archive:
		if err := unpackFile(cfg.RuntimeSrc, cached, keep); err != nil {
			warn(fmt.Sprintf("CPython %s sources: %v", version, err))
			return "", ""
		}
		dir = cached
	case cfg.RuntimeSrc == "fetch":
		tmpl := cfg.RuntimeURL
		if tmpl == "" {
			tmpl = DefaultRuntimeURL
		}
		u := strings.ReplaceAll(tmpl, "{version}", version)
		if err := fetchArchive(ctx, cfg.Client, u, cached, keep); err != nil {
			warn(fmt.Sprintf("CPython %s sources: %v", version, err))
			return "", ""
		}
		dir = cached
	default:
		return "", fmt.Sprintf("the C code of CPython %s is not catalogued: give its source tree with --runtime-src DIR, or --runtime-src fetch to fetch %s once", version, strings.ReplaceAll(or(cfg.RuntimeURL, DefaultRuntimeURL), "{version}", version))
	}
	if v := patchlevel(dir); v != "" && v != version {
		warn(fmt.Sprintf("%s holds CPython %s, the interpreter is %s: its C code is catalogued as %s's all the same", dir, v, version, version))
	}
	return dir, ""
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

var patchRE = regexp.MustCompile(`(?m)^#define\s+PY_VERSION\s+"([^"]+)"`)

// patchlevel returns the version a CPython source tree says it is
// (Include/patchlevel.h), or "".
func patchlevel(dir string) string {
	b, err := readSmall(filepath.Join(dir, "Include", "patchlevel.h"), 1<<20)
	if err != nil {
		return ""
	}
	if m := patchRE.FindSubmatch(b); m != nil {
		return strings.TrimSuffix(string(m[1]), "+")
	}
	return ""
}

// fetchArchive downloads the .tar.gz at url and unpacks the regular files
// keep takes (paths below the archive's top folder) into dest, which must
// not exist: they are written into a temporary folder beside it, renamed
// to dest once all are there, so that dest is whole or absent.
func fetchArchive(ctx context.Context, client *http.Client, url, dest string, keep func(rel string) bool) error {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	if err := unpack(resp.Body, dest, keep); err != nil {
		return fmt.Errorf("%s: %w", url, err)
	}
	return nil
}

// unpackFile unpacks the .tar.gz at file into dest as fetchArchive does.
func unpackFile(file, dest string, keep func(rel string) bool) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := unpack(f, dest, keep); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

// unpack unpacks the gzip-compressed tar r into dest, which must not
// exist, through a temporary folder beside it renamed once whole.
func unpack(r io.Reader, dest string, keep func(rel string) bool) error {
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dest), ".fetch*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	n, err := untar(r, tmp, keep)
	if err != nil {
		return err
	}
	if n == 0 {
		return errors.New("no source files in the archive")
	}
	return os.Rename(tmp, dest)
}

// untar unpacks the regular files of a gzip-compressed tar that keep
// takes into dir, their first path component (the archive's top folder)
// removed, and returns how many it wrote. It refuses paths that would
// leave dir and archives that unpack to more than maxArchive bytes.
func untar(r io.Reader, dir string, keep func(rel string) bool) (int, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return 0, err
	}
	tr := tar.NewReader(gz)
	n := 0
	var total int64
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		name := path.Clean(strings.TrimPrefix(h.Name, "./"))
		_, rel, ok := strings.Cut(name, "/")
		if !ok || rel == "" || path.IsAbs(name) || name == ".." || strings.HasPrefix(name, "../") || !keep(rel) {
			continue
		}
		if total += h.Size; total > maxArchive {
			return n, fmt.Errorf("unpacks to more than %d bytes", int64(maxArchive))
		}
		out := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return n, err
		}
		f, err := os.OpenFile(out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return n, err
		}
		_, err = io.Copy(f, io.LimitReader(tr, h.Size))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return n, err
		}
		n++
	}
}

// RuntimeOf names the language runtime whose sources dir is, for a plain
// scan of it: a Go toolchain's src folder (runtime/ and ../VERSION: "Go
// 1.26.8"), a CPython source tree (Include/patchlevel.h: "CPython
// 3.11.2"), or a CPython standard library as installed (os.py beside
// lib-dynload or a pythonX.Y folder name: "CPython 3.11"). "" for anything
// else.
func RuntimeOf(dir string) string {
	if _, err := os.Stat(filepath.Join(dir, "runtime", "proc.go")); err == nil {
		if b, err := readSmall(filepath.Join(dir, "..", "VERSION"), 1<<12); err == nil {
			line, _, _ := strings.Cut(string(b), "\n")
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "go"); ok && v != "" {
				return "Go " + v
			}
		}
	}
	if v := patchlevel(dir); v != "" {
		return "CPython " + v
	}
	if _, err := os.Stat(filepath.Join(dir, "os.py")); err == nil {
		if _, err := os.Stat(filepath.Join(dir, "abc.py")); err == nil {
			abs, _ := filepath.Abs(dir)
			if v, ok := strings.CutPrefix(filepath.Base(abs), "python"); ok && v != "" {
				return "CPython " + v
			}
		}
	}
	return ""
}
