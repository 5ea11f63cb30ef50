//go:build unix

package match

import (
	"os"
	"syscall"
)

// fileIdentity returns fi's status-change time in nanoseconds, device and
// inode, or zeros when the system does not say.
func fileIdentity(fi os.FileInfo) (ctime int64, dev, ino uint64) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, 0
	}
	return statCtime(st), uint64(st.Dev), uint64(st.Ino)
}
