package cli

import (
	"fmt"
	"os"
	"runtime/pprof"
	"runtime/trace"
)

// startProfile writes a CPU profile to $ERRDEX_CPUPROFILE and an
// execution trace to $ERRDEX_TRACE, when set, until the returned function
// is called, and then the allocations so far to $ERRDEX_MEMPROFILE, when
// set. It is for the benchmarks under bench/.
func startProfile(env *Env) func() {
	stopCPU := startCPUProfile(env)
	stopTrace := startTrace(env)
	return func() {
		stopTrace()
		stopCPU()
		path := env.Getenv("ERRDEX_MEMPROFILE")
		if path == "" {
			return
		}
		f, err := os.Create(path)
		if err == nil {
			err = pprof.Lookup("allocs").WriteTo(f, 0)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "errdex: memory profile %s: %v\n", path, err)
		}
	}
}

// startTrace starts the execution trace of startProfile.
func startTrace(env *Env) func() {
	path := env.Getenv("ERRDEX_TRACE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		err = trace.Start(f)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "errdex: trace %s: %v\n", path, err)
		return func() {}
	}
	return func() {
		trace.Stop()
		if err := f.Close(); err != nil {
			fmt.Fprintf(env.Stderr, "errdex: trace %s: %v\n", path, err)
		}
	}
}

// startCPUProfile starts the CPU profile of startProfile.
func startCPUProfile(env *Env) func() {
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
