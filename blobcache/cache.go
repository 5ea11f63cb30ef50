package blobcache

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"sync/atomic"
	"time"

	"github.com/errdex/errdex/extract"
)

// Cache is an on-disk scan.Cache. It is safe for concurrent use.
type Cache struct {
	dir                       string
	hits, misses, puts, fails atomic.Int64
}

// Stats are the counts of a Cache since Open.
type Stats struct {
	Hits, Misses, Puts int64
	// Failures counts entries that could not be written or read back
	// (they are misses; the scan goes on).
	Failures int64
}

// KeepBuilds is how many builds' entries Open keeps: each rebuilt errdex
// has a fingerprint of its own and would otherwise add a copy of every
// entry.
const KeepBuilds = 4

// Open returns the cache in dir/fingerprint, creating it. It marks that
// directory as just used and, when fingerprint names a build (Fingerprint's
// 16 hex digits), removes the directories of the other builds but the
// KeepBuilds-1 used most recently. Other names (a cache of blame results,
// say) are never removed.
func Open(dir, fingerprint string) (*Cache, error) {
	if fingerprint == "" {
		fingerprint = "default"
	}
	d := filepath.Join(dir, fingerprint)
	if err := os.MkdirAll(d, 0o755); err != nil {
		return nil, fmt.Errorf("open cache %s: %w", d, err)
	}
	if isBuild(fingerprint) {
		now := time.Now()
		os.Chtimes(d, now, now)
		pruneBuilds(dir, fingerprint)
	}
	return &Cache{dir: d}, nil
}

// isBuild reports whether name is a fingerprint Fingerprint makes.
func isBuild(name string) bool {
	if len(name) != 16 {
		return false
	}
	for _, c := range name {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// pruneBuilds removes the build directories of dir, but current and the
// KeepBuilds-1 others used most recently. A directory that cannot be
// removed is left; its entries are only misses for its build.
func pruneBuilds(dir, current string) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type build struct {
		name string
		used time.Time
	}
	var others []build
	for _, de := range des {
		if !de.IsDir() || !isBuild(de.Name()) || de.Name() == current {
			continue
		}
		if fi, err := de.Info(); err == nil {
			others = append(others, build{de.Name(), fi.ModTime()})
		}
	}
	sort.Slice(others, func(i, j int) bool { return others[i].used.After(others[j].used) })
	for i := KeepBuilds - 1; i < len(others); i++ {
		os.RemoveAll(filepath.Join(dir, others[i].name))
	}
}

// Dir returns the directory holding the entries.
func (c *Cache) Dir() string { return c.dir }

// DefaultDir returns $XDG_CACHE_HOME/errdex/scan, else
// $HOME/.cache/errdex/scan, else "" (no cache).
func DefaultDir(getenv func(string) string) string {
	if d := getenv("XDG_CACHE_HOME"); d != "" {
		return filepath.Join(d, "errdex", "scan")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".cache", "errdex", "scan")
	}
	return ""
}

// Fingerprint returns a short hash of the running executable, so that the
// cache of one build is not read by another: of its Go build ID note when
// it is an ELF file that has one (the go command puts a hash of the linked
// output in it, so two different binaries never share it), else of all its
// bytes (40 ms for a 44 MB binary, on every scan).
func Fingerprint() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if id := buildIDNote(f); id != nil {
		h.Write([]byte("go build id\x00"))
		h.Write(id)
	} else {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return "", err
		}
		if _, err := io.Copy(h, f); err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// buildIDNote returns the contents of r's .note.go.buildid section, or nil
// when r is not ELF or has none (a binary linked with -buildid=).
func buildIDNote(r io.ReaderAt) []byte {
	ef, err := elf.NewFile(r)
	if err != nil {
		return nil
	}
	sec := ef.Section(".note.go.buildid")
	if sec == nil {
		return nil
	}
	b, err := sec.Data()
	// The note is 16 bytes of header and name; an empty ID is no build's.
	if err != nil || len(b) <= 16 {
		return nil
	}
	return b
}

func (c *Cache) path(key string) string {
	sum := sha256.Sum256([]byte(key))
	name := hex.EncodeToString(sum[:])
	return filepath.Join(c.dir, name[:2], name[2:])
}

// Get implements scan.Cache.
func (c *Cache) Get(key string) (*extract.Result, bool) {
	var e entry
	if !c.load(key, &e) {
		return nil, false
	}
	r := reflect.ValueOf(&e.Result).Elem()
	for _, p := range e.Empty {
		restoreEmpty(r, p)
	}
	return &e.Result, true
}

// load decodes the entry of key into e (which has a Key field to check).
func (c *Cache) load(key string, e keyed) bool {
	b, err := os.ReadFile(c.path(key))
	if err != nil {
		c.misses.Add(1)
		return false
	}
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(e); err != nil || e.key() != key {
		c.fails.Add(1)
		c.misses.Add(1)
		return false
	}
	c.hits.Add(1)
	return true
}

// keyed is an entry that names its key.
type keyed interface{ key() string }

func (e *entry) key() string      { return e.Key }
func (e *bytesEntry) key() string { return e.Key }

// bytesEntry is an entry of Load and Save.
type bytesEntry struct {
	Key   string
	Value []byte
}

// Load returns the bytes Save stored under key; false on a miss. It is
// for other results kept by blob id beside the extractors' (git blame's,
// for scan --history).
func (c *Cache) Load(key string) ([]byte, bool) {
	var e bytesEntry
	if !c.load(key, &e) {
		return nil, false
	}
	return e.Value, true
}

// Save stores b under key; a failure to write is counted, not fatal.
func (c *Cache) Save(key string, b []byte) { c.store(key, &bytesEntry{Key: key, Value: b}) }

// entry is what one cache file holds; the key guards against a hash
// collision and a file renamed by hand. Empty lists the places of the
// Result that gob would read back nil (see emptyPlaces).
type entry struct {
	Key    string
	Result extract.Result
	Empty  [][]int
}

// Put implements scan.Cache. A failure to write is counted, not fatal.
func (c *Cache) Put(key string, r *extract.Result) {
	c.store(key, &entry{Key: key, Result: *r, Empty: emptyPlaces(reflect.ValueOf(r).Elem(), nil, nil)})
}

func (c *Cache) store(key string, e keyed) {
	if err := c.write(key, e); err != nil {
		c.fails.Add(1)
		return
	}
	c.puts.Add(1)
}

func (c *Cache) write(key string, e keyed) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(e); err != nil {
		return err
	}
	p := c.path(key)
	// The fan-out directory is made on the first write into it only.
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp*")
	if errors.Is(err, fs.ErrNotExist) {
		if err = os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
			tmp, err = os.CreateTemp(filepath.Dir(p), ".tmp*")
		}
	}
	if err != nil {
		return err
	}
	_, werr := tmp.Write(buf.Bytes())
	cerr := tmp.Close()
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write cache entry: %v %v", werr, cerr)
	}
	// No fsync: a lost entry after a crash is only a miss.
	return os.Rename(tmp.Name(), p)
}

// Stats returns the counts so far.
func (c *Cache) Stats() Stats {
	return Stats{Hits: c.hits.Load(), Misses: c.misses.Load(), Puts: c.puts.Load(), Failures: c.fails.Load()}
}
