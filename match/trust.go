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
// saved index has passed, the check is recorded beside it (TrustSuffix).
// The record holds what the rest of errdex tells versions of a file apart
// by, a Stamp (size, modification and change times, device and inode, a
// CRC-32C of its ends), twice: the saved index's own and the catalogStamp
// it was built for (the catalog's Stamp and the options), then the
// index's checksum. A later start whose saved index has the same Stamp
// (a new index is renamed over the old one, a new inode; a write in place
// sets the change time) and whose catalog has the one the record names
// skips the checks; the catalog's Stamp is also in the index's header,
// compared at every start, trusted or not. Where a file's change time or
// inode cannot be read (not Unix), or the record cannot be written, every
// start checks.

// TrustSuffix is appended to a saved index's path to name the record of
// its check.
const TrustSuffix = ".ok"

// trustMagic heads the record.
const trustMagic = "ERRDEXOK"

// trustRecord returns the record of f, a saved index of the catalog
// stamped cat whose stored checksum is sum, or nil when f's Stamp lacks
// a change time or an inode.
func trustRecord(f *os.File, cat catalogStamp, sum uint32) []byte {
	st, err := stampOf(f)
	if err != nil || st.ChangeTime == 0 || st.Inode == 0 {
		return nil
	}
	b := []byte(trustMagic)
	b = binary.LittleEndian.AppendUint32(b, indexVersion)
	for _, s := range []Stamp{st, cat.Stamp} {
		b = appendStamp(b, s)
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(cat.minLit))
	b = binary.LittleEndian.AppendUint32(b, uint32(cat.maxAnchor))
	return binary.LittleEndian.AppendUint32(b, sum)
}

// appendStamp appends s to b, as saveIndex writes it.
func appendStamp(b []byte, s Stamp) []byte {
	for _, v := range []uint64{uint64(s.Size), uint64(s.ModTime), uint64(s.ChangeTime), s.Dev, s.Inode} {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return binary.LittleEndian.AppendUint32(b, s.Ends)
}

// trusted reports whether the saved index f, at path, was checked as it
// is now, for the catalog stamped cat: the record beside it is f's and
// cat's, and f still ends in the checksum the record holds.
func trusted(path string, f *os.File, cat catalogStamp) bool {
	rec, err := os.ReadFile(path + TrustSuffix)
	if err != nil || len(rec) < 4 {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Size() < 4 {
		return false
	}
	var tail [4]byte
	if _, err := f.ReadAt(tail[:], fi.Size()-4); err != nil {
		return false
	}
	want := trustRecord(f, cat, binary.LittleEndian.Uint32(tail[:]))
	return want != nil && bytes.Equal(rec, want)
}

// recordTrust writes the record of the checked saved index f, at path,
// of the catalog stamped cat, whose stored checksum is sum. Failing to
// write it only means the next start checks again.
func recordTrust(path string, f *os.File, cat catalogStamp, sum uint32) {
	if rec := trustRecord(f, cat, sum); rec != nil {
		catalog.WriteFileAtomic(path+TrustSuffix, func(w io.Writer) error {
			_, err := w.Write(rec)
			return err
		})
	}
}
