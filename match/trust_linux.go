//go:build linux

package match

import (
	"os"
	"syscall"
)

// fileIdentity returns f's device, inode, size and change time, which
// change when the file is replaced or written to.
func fileIdentity(f *os.File) ([5]uint64, bool) {
	fi, err := f.Stat()
	if err != nil {
		return [5]uint64{}, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return [5]uint64{}, false
	}
	sec, nsec := st.Ctim.Unix()
	return [5]uint64{uint64(st.Dev), uint64(st.Ino), uint64(st.Size), uint64(sec), uint64(nsec)}, true
}
