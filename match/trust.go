package match

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"

	"github.com/errdex/errdex/catalog"
)

// A saved index is checked when it is opened: its CRC-32C and the bounds
// of every index stored in its tables (Index.check). For a catalog of
// millions of records that is reading gigabytes at every start, so once a
// saved index has passed, the check is recorded beside it (TrustSuffix):
// the file's identity (device, inode, size, change time) and its
// checksum. A later start that finds the same file, unchanged since (a
// new index is renamed over the old one, a new inode; an edit in place
// changes the change time), and the record written by a build of the same
// format, skips the checks. Where the file's identity cannot be read (not
// Unix), or the record cannot be written, every start checks.

// TrustSuffix is appended to a saved index's path to name the record of
// its check.
const TrustSuffix = ".ok"

// trustMagic heads the record.
const trustMagic = "ERRDEXOK"

// trustRecord returns the record of f, a saved index whose stored
// checksum is sum, or nil when f's identity cannot be read.
func trustRecord(f *os.File, sum uint32) []byte {
	id, ok := fileIdentity(f)
	if !ok {
		return nil
	}
	b := []byte(trustMagic)
	b = binary.LittleEndian.AppendUint32(b, indexVersion)
	for _, v := range id {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return binary.LittleEndian.AppendUint32(b, sum)
}

// trusted reports whether the saved index f, at path, was checked as it
// is now: the record beside it is f's, and f still ends in the checksum
// the record holds.
func trusted(path string, f *os.File, size int) bool {
	rec, err := os.ReadFile(path + TrustSuffix)
	if err != nil || len(rec) < 4 || size < 4 {
		return false
	}
	var tail [4]byte
	if _, err := f.ReadAt(tail[:], int64(size-4)); err != nil {
		return false
	}
	want := trustRecord(f, binary.LittleEndian.Uint32(tail[:]))
	return want != nil && bytes.Equal(rec, want)
}

// recordTrust writes the record of the checked saved index f, at path,
// whose stored checksum is sum. Failing to write it only means the next
// start checks again.
func recordTrust(path string, f *os.File, sum uint32) {
	if rec := trustRecord(f, sum); rec != nil {
		catalog.WriteFileAtomic(path+TrustSuffix, func(w io.Writer) error {
			_, err := w.Write(rec)
			return err
		})
	}
}
