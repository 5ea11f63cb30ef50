//go:build hyperscan && cgo

package match

// The Hyperscan screen: a build option (go build -tags hyperscan) that
// screens Stream's lines with Intel's Hyperscan (libhs 5.x, through cgo)
// instead of the gram filter's screen. It compiles the gram filter's keys
// (the distinct anchors and the error words) as literals and scans a whole
// batch of lines, as read into one buffer, in one call: a key occurrence
// inside one line marks it. It answers exactly what mayAnswerLine answers
// for every line (both are exact: whether a key occurs in the line), so
// the answers do not change; only the per-line question is asked of
// Hyperscan. Finding the keys of the few lines that pass, verifying their
// candidates and extracting parameters stay Go's.
//
// The database is saved beside the catalog's index (CATALOG.idx.hs), keyed
// by the keys, the index format version, the libhs version and the CPU
// features it was compiled for; any mismatch or damage recompiles it. A
// CPU Hyperscan cannot run on (no SSSE3), a failed compile, or
// ERRDEX_HYPERSCAN=off falls back to the pure-Go screen, the first two
// with a one-line warning.

/*
#cgo pkg-config: libhs
#include <hs.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
	const uint32_t *ends; // ends[i]: the offset where line i ends in the block
	uint32_t n;           // lines
	const uint32_t *klen; // klen[id]: key id's length
	uint8_t *hit;         // hit[i] = 1: a key occurs inside line i
	uint32_t cur;         // the line of the last match
	uint32_t *out;        // errdex_hs_find: (id, end) pairs
	uint32_t cap, nout;
} errdex_hs_ctx;

// errdex_hs_line returns the line holding byte to-1: the first with
// ends[i] >= to. The last match's line is tried first (matches come
// mostly in order of their ends), then a binary search.
static uint32_t errdex_hs_line(errdex_hs_ctx *c, uint32_t to) {
	uint32_t i = c->cur;
	if (i < c->n && c->ends[i] >= to && (i == 0 || c->ends[i-1] < to)) {
		return i;
	}
	uint32_t lo = 0, hi = c->n;
	while (lo < hi) {
		uint32_t m = lo + (hi - lo) / 2;
		if (c->ends[m] >= to) {
			hi = m;
		} else {
			lo = m + 1;
		}
	}
	c->cur = lo;
	return lo;
}

static int errdex_hs_on_line(unsigned int id, unsigned long long from, unsigned long long to, unsigned int flags, void *p) {
	errdex_hs_ctx *c = p;
	uint32_t t = (uint32_t)to;
	uint32_t i = errdex_hs_line(c, t);
	if (i < c->n && t - c->klen[id] >= (i ? c->ends[i-1] : 0)) {
		c->hit[i] = 1;
	}
	return 0;
}

// errdex_hs_lines scans the block [p, p+ends[n-1]) of n lines, line i
// ending at ends[i], and sets hit[i] when a key occurs inside line i.
static hs_error_t errdex_hs_lines(const hs_database_t *db, hs_scratch_t *s, const char *p, const uint32_t *ends, uint32_t n, const uint32_t *klen, uint8_t *hit) {
	errdex_hs_ctx c;
	memset(&c, 0, sizeof c);
	c.ends = ends;
	c.n = n;
	c.klen = klen;
	c.hit = hit;
	return hs_scan(db, p, ends[n-1], 0, s, errdex_hs_on_line, &c);
}

static int errdex_hs_on_find(unsigned int id, unsigned long long from, unsigned long long to, unsigned int flags, void *p) {
	errdex_hs_ctx *c = p;
	if (c->nout < c->cap) {
		c->out[2*c->nout] = id;
		c->out[2*c->nout+1] = (uint32_t)to;
	}
	c->nout++;
	return 0;
}

// errdex_hs_find writes up to cap (id, end) pairs of the keys in [p, p+n)
// to out and returns how many there are.
static uint32_t errdex_hs_find(const hs_database_t *db, hs_scratch_t *s, const char *p, uint32_t n, uint32_t *out, uint32_t cap, hs_error_t *err) {
	errdex_hs_ctx c;
	memset(&c, 0, sizeof c);
	c.out = out;
	c.cap = cap;
	*err = hs_scan(db, p, n, 0, s, errdex_hs_on_find, &c);
	return c.nout;
}

// errdex_hs_compile compiles n literals, the bytes of key i being
// data[start[i]:start[i+1]], with ids[i] as its id; keys are skipped where
// ids[i] < 0.
static hs_error_t errdex_hs_compile(const char *data, const int32_t *start, const int32_t *ids, uint32_t n, hs_database_t **db, char **msg) {
	const char **exprs = malloc(n * sizeof *exprs);
	size_t *lens = malloc(n * sizeof *lens);
	unsigned *flags = calloc(n, sizeof *flags);
	unsigned *hsids = malloc(n * sizeof *hsids);
	hs_compile_error_t *cerr = NULL;
	hs_error_t r = HS_NOMEM;
	uint32_t k = 0;
	*msg = NULL;
	if (!exprs || !lens || !flags || !hsids) {
		goto out;
	}
	for (uint32_t i = 0; i < n; i++) {
		if (ids[i] < 0) {
			continue;
		}
		exprs[k] = data + start[i];
		lens[k] = (size_t)(start[i+1] - start[i]);
		hsids[k] = (unsigned)ids[i];
		k++;
	}
	r = hs_compile_lit_multi(exprs, flags, hsids, lens, k, HS_MODE_BLOCK, NULL, db, &cerr);
	if (cerr) {
		*msg = strdup(cerr->message);
		hs_free_compile_error(cerr);
	}
out:
	free(exprs);
	free(lens);
	free(flags);
	free(hsids);
	return r;
}

static void errdex_hs_platform(unsigned *tune, unsigned long long *cpu) {
	hs_platform_info_t p;
	memset(&p, 0, sizeof p);
	hs_populate_platform(&p);
	*tune = p.tune;
	*cpu = p.cpu_features;
}
*/
import "C"

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/errdex/errdex/catalog"
)

// hsSuffix is appended to a catalog's index path (CATALOG.idx) to
// name the saved Hyperscan database.
const hsSuffix = ".hs"

// hsMagic and hsFileVersion head a saved database.
const (
	hsMagic       = "ERRDEXHS"
	hsFileVersion = 1
)

// hsState is the Index's Hyperscan screen, made on first use.
type hsState struct {
	once sync.Once
	scr  *hsScreen // nil: the pure-Go screen
}

// hsScreen is a compiled database over an Index's keys.
type hsScreen struct {
	db   *C.hs_database_t
	klen []uint32 // klen[id]: key id's length; HS ids are key ids

	mu    sync.Mutex
	proto *C.hs_scratch_t // cloned for each goroutine scanning at once
	free  []*hsScratch

	// How the database was got, for hyperscan.
	info hsInfo
	// failed warns of the first scan that failed.
	failed sync.Once
}

// hsInfo tells how an Index's Hyperscan database was got.
type hsInfo struct {
	Loaded   bool          // read from the saved database
	Saved    bool          // a new database was saved beside the index
	Compile  time.Duration // compile time; 0 when Loaded
	Bytes    int           // serialised database size
	Keys     int           // literals compiled
	Platform string        // libhs version and CPU features
}

// hsScratch is one goroutine's scratch space and buffers.
type hsScratch struct {
	s     *C.hs_scratch_t
	buf   []byte   // the lines scanned, end to end
	ends  []uint32 // where each ends in buf
	which []int32  // its index in the batch
	hit   []uint8  // a key occurs in it
	out   []uint32 // find's (id, end) pairs
}

// hsMaxKeys is the most keys (distinct anchors and error words) the
// Hyperscan screen is used for unless ERRDEX_HYPERSCAN=on. Past it
// Hyperscan's literal matcher screens bench/match's logs slower than the
// pure-Go screen, and ever slower as keys are added (docs/match.md): most
// positions of a text made of the catalog's words pass its filter.
const hsMaxKeys = 5000

// hsValidPlatform reports why Hyperscan cannot run on this CPU (it needs
// SSSE3), or nil; a variable so that tests can stand in for such a CPU.
var hsValidPlatform = func() error {
	if r := C.hs_valid_platform(); r != C.HS_SUCCESS {
		return fmt.Errorf("this CPU lacks SSSE3 (hs_valid_platform: %d)", int(r))
	}
	return nil
}

// hyperscan reports whether Stream screens lines with Hyperscan, preparing
// the database if it was not yet (see batchScreen), and how it got it.
func (ix *Index) hyperscan() (hsInfo, bool) {
	ix.batchScreen()
	if s := ix.hs.scr; s != nil {
		return s.info, true
	}
	return hsInfo{}, false
}

// batchScreen returns the Hyperscan screen of Stream's lines, preparing
// it on the first call: nil when ERRDEX_HYPERSCAN=off, when there are no
// keys, or when Hyperscan cannot be used (warned about once).
func (ix *Index) batchScreen() func([]rawLine) bool {
	ix.hs.once.Do(func() {
		mode := os.Getenv("ERRDEX_HYPERSCAN")
		if mode == "off" || ix.anchors == nil {
			return
		}
		if n := len(ix.anchors.start) - 1; n > hsMaxKeys && mode != "on" {
			ix.warn(fmt.Sprintf("hyperscan: %d keys, more than %d, past which Hyperscan screens no faster (docs/match.md); using the pure-Go screen (ERRDEX_HYPERSCAN=on forces Hyperscan)", n, hsMaxKeys))
			return
		}
		if err := hsValidPlatform(); err != nil {
			ix.warn("hyperscan: " + err.Error() + "; using the pure-Go screen")
			return
		}
		s, err := ix.openHS()
		if err != nil {
			ix.warn("hyperscan: " + err.Error() + "; using the pure-Go screen")
			return
		}
		ix.hs.scr = s
	})
	if s := ix.hs.scr; s != nil {
		return func(lines []rawLine) bool { return ix.hsScreenLines(s, lines) }
	}
	return nil
}

// hsScreenLines sets the pre and noKey of each line as mayAnswerLine
// would: a line passes when its level is not INFO or DEBUG and a key
// occurs in it. The lines that quietPrefix does not drop are copied end to
// end into one buffer and scanned in one call; a key occurrence inside a
// line's span marks it. When Hyperscan fails (warned about once) it
// returns false and the Splitter screens the batch with mayAnswerLine.
func (ix *Index) hsScreenLines(s *hsScreen, lines []rawLine) bool {
	sc, err := s.get()
	if err != nil {
		s.failed.Do(func() { ix.warn("hyperscan: " + err.Error() + "; screening with the pure-Go screen instead") })
		return false
	}
	defer s.put(sc)
	buf, ends, which := sc.buf[:0], sc.ends[:0], sc.which[:0]
	scan := func() bool {
		if len(ends) == 0 {
			return true
		}
		if cap(sc.hit) < len(ends) {
			sc.hit = make([]uint8, len(ends))
		}
		hit := sc.hit[:len(ends)]
		clear(hit)
		r := C.errdex_hs_lines(s.db, sc.s, (*C.char)(unsafe.Pointer(&buf[0])), (*C.uint32_t)(&ends[0]), C.uint32_t(len(ends)), (*C.uint32_t)(&s.klen[0]), (*C.uint8_t)(&hit[0]))
		if r != C.HS_SUCCESS {
			s.failed.Do(func() {
				ix.warn(fmt.Sprintf("hyperscan: hs_scan: %d; screening with the pure-Go screen instead", int(r)))
			})
			return false
		}
		for k, i := range which {
			if hit[k] != 0 {
				l := &lines[i]
				l.pre = ix.screenedPrefix(l.text)
				l.noKey = l.pre == nil
			}
		}
		buf, ends, which = buf[:0], ends[:0], which[:0]
		return true
	}
	for i := range lines {
		l := &lines[i]
		l.pre, l.noKey = nil, true
		// No key is shorter than 3 bytes.
		if len(l.text) < 3 || quietPrefix(strings.TrimRight(l.text, "\r")) {
			continue
		}
		if len(buf)+len(l.text) > hsMaxBlock && !scan() {
			return false
		}
		buf = append(buf, l.text...)
		ends = append(ends, uint32(len(buf)))
		which = append(which, int32(i))
	}
	ok := scan()
	sc.buf, sc.ends, sc.which = buf, ends, which
	return ok
}

// hsMaxBlock caps the bytes hsScreenLines scans in one call: a batch from
// the Splitter's reader holds about 1 MiB.
const hsMaxBlock = 64 << 20

// find calls fn(key, start) for every occurrence of a key in b: what
// gramFilter.find reports, for the tests.
func (s *hsScreen) find(b string, fn func(key int32, start int)) error {
	if len(b) == 0 {
		return nil
	}
	sc, err := s.get()
	if err != nil {
		return err
	}
	defer s.put(sc)
	for {
		if len(sc.out) == 0 {
			sc.out = make([]uint32, 2*64)
		}
		var herr C.hs_error_t
		n := int(C.errdex_hs_find(s.db, sc.s, (*C.char)(unsafe.Pointer(unsafe.StringData(b))), C.uint32_t(len(b)), (*C.uint32_t)(&sc.out[0]), C.uint32_t(len(sc.out)/2), &herr))
		runtime.KeepAlive(b)
		if herr != C.HS_SUCCESS {
			return fmt.Errorf("hs_scan: %d", int(herr))
		}
		if 2*n > len(sc.out) {
			sc.out = make([]uint32, 2*n)
			continue
		}
		for k := 0; k < n; k++ {
			id, end := sc.out[2*k], int(sc.out[2*k+1])
			fn(int32(id), end-int(s.klen[id]))
		}
		return nil
	}
}

// get returns a scratch for one scan; put hands it back.
func (s *hsScreen) get() (*hsScratch, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.free); n > 0 {
		sc := s.free[n-1]
		s.free = s.free[:n-1]
		return sc, nil
	}
	sc := &hsScratch{}
	if r := C.hs_clone_scratch(s.proto, &sc.s); r != C.HS_SUCCESS {
		return nil, fmt.Errorf("hs_clone_scratch: %d", int(r))
	}
	return sc, nil
}

func (s *hsScreen) put(sc *hsScratch) {
	s.mu.Lock()
	s.free = append(s.free, sc)
	s.mu.Unlock()
}

// release frees the C memory of s; the Index's cleanup calls it.
func (s *hsScreen) release() {
	for _, sc := range s.free {
		C.hs_free_scratch(sc.s)
	}
	C.hs_free_scratch(s.proto)
	C.hs_free_database(s.db)
}

// openHS reads the saved database of ix's keys, or compiles one and saves
// it beside the index (when the index has a catalog path).
func (ix *Index) openHS() (*hsScreen, error) {
	f := ix.anchors
	n := len(f.start) - 1
	klen := make([]uint32, n)
	ids := make([]int32, n)
	keys := 0
	for k := 0; k < n; k++ {
		klen[k] = uint32(f.start[k+1] - f.start[k])
		// find never reports keys shorter than 3 bytes.
		if ids[k] = int32(k); klen[k] < 3 {
			ids[k] = -1
		} else {
			keys++
		}
	}
	if keys == 0 {
		return nil, errors.New("no keys of 3 bytes or more")
	}
	head := hsHeader(f)
	s := &hsScreen{klen: klen}
	s.info.Keys = keys
	s.info.Platform = hsPlatform()
	path := ""
	if ix.catalog != "" {
		path = ix.catalog + IndexSuffix + hsSuffix
	}
	if path != "" {
		if db, size, err := loadHS(path, head); err == nil {
			s.db, s.info.Loaded, s.info.Bytes = db, true, size
		}
	}
	if s.db == nil {
		t0 := time.Now()
		var err error
		if s.db, err = compileHS(f, ids); err != nil {
			return nil, err
		}
		s.info.Compile = time.Since(t0)
		db, err := serializeHS(s.db)
		if err != nil {
			C.hs_free_database(s.db)
			return nil, err
		}
		s.info.Bytes = len(db)
		if path != "" {
			err := catalog.WriteFileAtomic(path, func(w io.Writer) error {
				return writeHS(w, head, db)
			})
			if err != nil {
				ix.warn("hyperscan: database not saved beside the index: " + err.Error())
			}
			s.info.Saved = err == nil
		}
	}
	if err := s.allocScratch(); err != nil {
		return nil, err
	}
	runtime.AddCleanup(ix, func(s *hsScreen) { s.release() }, s)
	return s, nil
}

// allocScratch allocates the scratch space s.get clones.
func (s *hsScreen) allocScratch() error {
	if r := C.hs_alloc_scratch(s.db, &s.proto); r != C.HS_SUCCESS {
		C.hs_free_database(s.db)
		return fmt.Errorf("hs_alloc_scratch: %d", int(r))
	}
	return nil
}

// compileHS compiles f's keys k with ids[k] >= 0 as literals of id
// ids[k].
func compileHS(f *gramFilter, ids []int32) (*C.hs_database_t, error) {
	var db *C.hs_database_t
	var msg *C.char
	data := C.CBytes([]byte(f.data))
	r := C.errdex_hs_compile((*C.char)(data), (*C.int32_t)(&f.start[0]), (*C.int32_t)(&ids[0]), C.uint32_t(len(ids)), &db, &msg)
	C.free(data)
	if r != C.HS_SUCCESS {
		detail := ""
		if msg != nil {
			detail = ": " + C.GoString(msg)
			C.free(unsafe.Pointer(msg))
		}
		keys := 0
		for _, id := range ids {
			if id >= 0 {
				keys++
			}
		}
		return nil, fmt.Errorf("compiling %d keys failed (%d)%s", keys, int(r), detail)
	}
	return db, nil
}

// hsPlatform names the libhs version and the CPU features a database
// compiled here is for.
func hsPlatform() string {
	var tune C.uint
	var cpu C.ulonglong
	C.errdex_hs_platform(&tune, &cpu)
	return fmt.Sprintf("libhs %s, tune %d, cpu features %#x", C.GoString(C.hs_version()), uint(tune), uint64(cpu))
}

// hsHeader is what a saved database must have been made for: the file
// format, the index format, the platform, and a checksum of the keys and
// their ids.
func hsHeader(f *gramFilter) []byte {
	var b bytes.Buffer
	b.WriteString(hsMagic)
	binary.Write(&b, binary.LittleEndian, [2]uint32{hsFileVersion, indexVersion})
	p := hsPlatform()
	binary.Write(&b, binary.LittleEndian, uint32(len(p)))
	b.WriteString(p)
	crc := crc32.Checksum([]byte(f.data), castagnoli)
	crc = crc32.Update(crc, castagnoli, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(f.start))), 4*len(f.start)))
	binary.Write(&b, binary.LittleEndian, [2]uint32{uint32(len(f.start) - 1), crc})
	return b.Bytes()
}

// writeHS writes head, the database's length and bytes, and a CRC-32C of
// all of it.
func writeHS(w io.Writer, head, db []byte) error {
	crc := crc32.New(castagnoli)
	mw := io.MultiWriter(w, crc)
	if _, err := mw.Write(head); err != nil {
		return err
	}
	if err := binary.Write(mw, binary.LittleEndian, uint64(len(db))); err != nil {
		return err
	}
	if _, err := mw.Write(db); err != nil {
		return err
	}
	return binary.Write(w, binary.LittleEndian, crc.Sum32())
}

var errHSStale = errors.New("saved hyperscan database is for other keys or another platform")

// loadHS reads the database saved at path when its header is head.
func loadHS(path string, head []byte) (*C.hs_database_t, int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	if len(data) < len(head)+12 || !bytes.Equal(data[:len(head)], head) {
		return nil, 0, errHSStale
	}
	body := data[:len(data)-4]
	if crc32.Checksum(body, castagnoli) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, 0, fmt.Errorf("%s: checksum mismatch", path)
	}
	db := body[len(head):]
	if n := binary.LittleEndian.Uint64(db); n != uint64(len(db)-8) || n == 0 {
		return nil, 0, fmt.Errorf("%s: bad database length", path)
	}
	db = db[8:]
	var out *C.hs_database_t
	if r := C.hs_deserialize_database((*C.char)(unsafe.Pointer(&db[0])), C.size_t(len(db)), &out); r != C.HS_SUCCESS {
		return nil, 0, fmt.Errorf("%s: hs_deserialize_database: %d", path, int(r))
	}
	return out, len(db), nil
}

// serializeHS returns db's bytes.
func serializeHS(db *C.hs_database_t) ([]byte, error) {
	var p *C.char
	var n C.size_t
	if r := C.hs_serialize_database(db, &p, &n); r != C.HS_SUCCESS {
		return nil, fmt.Errorf("hs_serialize_database: %d", int(r))
	}
	defer C.free(unsafe.Pointer(p))
	return C.GoBytes(unsafe.Pointer(p), C.int(n)), nil
}
