package match

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"
	"os"

	"github.com/errdex/errdex/internal/parallel"
)

// Opening a saved index of a large catalog is mostly reading it (the
// kernel's copy and the page faults of a fresh buffer), its checksum and
// cutting the records' strings: each is done in chunks on every core.

// eachChunk calls f(lo, hi) for consecutive chunks of [0, n) of size
// elements (the last may be shorter), on up to GOMAXPROCS goroutines, and
// returns once every call has.
func eachChunk(n, size int, f func(lo, hi int)) {
	parallel.For((n+size-1)/size, 0, func(c int) { f(c*size, min(n, (c+1)*size)) })
}

// readChunk is how many bytes of a saved index one goroutine reads and
// checksums at a time.
const readChunk = 4 << 20

// readSummed returns the bytes of f, the file at path, and the CRC-32C
// of all but its last four (where the saved index keeps the CRC-32C of
// the rest), checksumming chunks of it on every core; when checked is set
// the file is a saved index already checked (trusted), whose own checksum
// it returns unread. With mapIt set the bytes are the file mapped read-only
// (see mapFile), which saves copying them and the page faults of a fresh
// buffer, and mapped is true; otherwise, or where mapping fails, they are
// read into memory, a chunk per goroutine.
func readSummed(f *os.File, path string, mapIt, checked bool) (data []byte, sum uint32, mapped bool, err error) {
	st, err := f.Stat()
	if err != nil {
		return nil, 0, false, err
	}
	size := int(st.Size())
	if int64(size) != st.Size() || size < 4 {
		return nil, 0, false, errShort
	}
	populate := false // fill each chunk's page tables before summing it
	if mapIt {
		// A checked file is not read here, and matching reads little of it
		// (at 1M records, a 196 MB log's run takes about 6,300 page faults
		// more than an empty log's, each mapping up to 64 kB of the 236 MB
		// index): its page tables are left to fill as pages are read,
		// which saves a start filling them all (20-30 ms of CPU) and an
		// exit tearing them down. Otherwise every byte is checksummed
		// below, each chunk's page tables filled first by the goroutine
		// that sums it, on every core (MAP_POPULATE fills them in one
		// call, on one); a kernel that refuses MADV_POPULATE_READ (tried
		// on the first chunk) has the file mapped with MAP_POPULATE.
		if data, err = mapFile(f, size, false); err == nil && checked {
			return data, binary.LittleEndian.Uint32(data[size-4:]), true, nil
		} else if err == nil {
			mapped = true
			if populate = populateRead(data[:min(size, readChunk)]); !populate {
				unmapFile(data)
				data, err = mapFile(f, size, true)
				mapped = err == nil
			}
		}
	}
	if !mapped {
		data = make([]byte, size)
	}
	body := size - 4
	chunks := (size + readChunk - 1) / readChunk
	sums := make([]uint32, chunks)
	errs := make([]error, chunks)
	eachChunk(size, readChunk, func(lo, hi int) {
		c := lo / readChunk
		if populate && lo > 0 {
			populateRead(data[lo:hi])
		}
		if !mapped {
			prefault(data[lo:hi])
			n, err := f.ReadAt(data[lo:hi], int64(lo))
			if n < hi-lo {
				if err == nil || errors.Is(err, io.EOF) {
					err = errShort // the file was cut while read
				}
				errs[c] = err
				return
			}
		}
		if lo < body && !checked {
			sums[c] = crc32.Checksum(data[lo:min(hi, body)], castagnoli)
		}
	})
	if err := errors.Join(errs...); err != nil {
		return nil, 0, false, err
	}
	if checked {
		return data, binary.LittleEndian.Uint32(data[body:]), mapped, nil
	}
	for c, s := range sums {
		lo := c * readChunk
		if n := min(body, lo+readChunk) - lo; n > 0 {
			sum = crc32Combine(sum, s, int64(n))
		}
	}
	return data, sum, mapped, nil
}

// The CRC-32C polynomial, reflected, as hash/crc32 uses it.
const castagnoliPoly = 0x82f63b78

// gf2Mul returns a*b modulo the CRC polynomial, both reflected (as zlib's
// multmodp).
func gf2Mul(a, b uint32) uint32 {
	p := uint32(0)
	for m := uint32(1) << 31; m != 0; m >>= 1 {
		if a&m != 0 {
			p ^= b
		}
		if b&1 != 0 {
			b = b>>1 ^ castagnoliPoly
		} else {
			b >>= 1
		}
	}
	return p
}

// x2n[k] is x^(2^k) modulo the polynomial.
var x2n = func() (t [64]uint32) {
	p := uint32(1) << 30 // x^1
	for k := range t {
		t[k] = p
		p = gf2Mul(p, p)
	}
	return t
}()

// crc32Combine returns the CRC-32C of a followed by b from a's CRC, b's
// CRC and b's length (zlib's crc32_combine).
func crc32Combine(crcA, crcB uint32, lenB int64) uint32 {
	p := uint32(1) << 31 // x^0
	// x^(8*lenB): lenB's bits are the exponents from 2^3 on.
	for k := 3; lenB != 0; k++ {
		if lenB&1 != 0 {
			p = gf2Mul(x2n[k%64], p)
		}
		lenB >>= 1
	}
	return gf2Mul(p, crcA) ^ crcB
}

// checkAll runs the checks on up to GOMAXPROCS goroutines and returns the
// first failure in their order.
func checkAll(checks []func() error) error {
	errs := make([]error, len(checks))
	eachChunk(len(checks), 1, func(lo, _ int) { errs[lo] = checks[lo]() })
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
