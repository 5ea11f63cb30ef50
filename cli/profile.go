package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startProfile writes a CPU profile to $ERRDEX_CPUPROFILE, when set, until
// the returned function is called. It is for the benchmarks under bench/.
func startProfile(env *Env) func() {
	path := env.Getenv("ERRDEX_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "errdex: cpu profile %s: %v\n", path, err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(env.Stderr, "errdex: cpu profile %s: %v\n", path, err)
		}
	}
}
