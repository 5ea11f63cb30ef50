package match

import (
	"hash/crc32"
	"os"
	"testing"
)

// BenchmarkStamp weighs what keys a saved index, on the catalog named by
// $ERRDEX_BENCH_CATALOG (bench/match's gen makes one of a million
// records, 1.15 GB), in one run: stamp is StampFile (stat and both ends),
// whole the CRC-32C of all of the catalog (read on every core, in
// readChunk pieces, as readSummed reads a saved index: what keying by
// the whole content would add to every start), and open a start from the
// saved index as the CLI makes it (mapped), for scale.
func BenchmarkStamp(b *testing.B) {
	path := os.Getenv("ERRDEX_BENCH_CATALOG")
	if path == "" {
		b.Skip("ERRDEX_BENCH_CATALOG is not set")
	}
	if ix, _, _, err := Open(path, Options{MapIndex: true}); err != nil { // builds the saved index once
		b.Fatal(err)
	} else {
		ix.Close()
	}
	fi, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("stamp", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := StampFile(path); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("whole", func(b *testing.B) {
		b.SetBytes(fi.Size())
		for i := 0; i < b.N; i++ {
			if _, err := crcWhole(path); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("open", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ix, _, info, err := Open(path, Options{MapIndex: true})
			if err != nil || !info.Loaded {
				b.Fatal(err, info)
			}
			ix.Close()
		}
	})
}

// crcWhole returns the CRC-32C of the file at path, read in readChunk
// pieces on every core.
func crcWhole(path string) (uint32, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	size := int(fi.Size())
	sums := make([]uint32, (size+readChunk-1)/readChunk)
	errs := make([]error, len(sums))
	eachChunk(size, readChunk, func(lo, hi int) {
		buf := make([]byte, hi-lo)
		if _, err := f.ReadAt(buf, int64(lo)); err != nil {
			errs[lo/readChunk] = err
			return
		}
		sums[lo/readChunk] = crc32.Checksum(buf, castagnoli)
	})
	var sum uint32
	for c, s := range sums {
		if errs[c] != nil {
			return 0, errs[c]
		}
		sum = crc32Combine(sum, s, int64(min(size, (c+1)*readChunk)-c*readChunk))
	}
	return sum, nil
}

// TestCRCWhole checks crcWhole against one CRC-32C over the bytes.
func TestCRCWhole(t *testing.T) {
	p := t.TempDir() + "/f"
	data := make([]byte, 2*readChunk+12345)
	for i := range data {
		data[i] = byte(i * 7)
	}
	os.WriteFile(p, data, 0o644)
	got, err := crcWhole(p)
	if err != nil || got != crc32.Checksum(data, castagnoli) {
		t.Errorf("crcWhole = %08x, %v; want %08x", got, err, crc32.Checksum(data, castagnoli))
	}
}
