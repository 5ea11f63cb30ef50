//go:build linux || aix || dragonfly || openbsd || solaris

package match

import "syscall"

func statCtime(st *syscall.Stat_t) int64 { return int64(st.Ctim.Sec)*1e9 + int64(st.Ctim.Nsec) }
