package errdexprocessor

import (
	"os"
	"syscall"
)

// fileIdentity returns the inode and the change time (ns) of the file st
// describes.
func fileIdentity(st os.FileInfo) (ino uint64, ctime int64) {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return s.Ino, s.Ctim.Nano()
	}
	return 0, 0
}
