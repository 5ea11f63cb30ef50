package cli

import (
	"fmt"
	"io"
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
	return startWriting(env, "ERRDEX_TRACE", "trace", trace.Start, trace.Stop)
}

// startCPUProfile starts the CPU profile of startProfile.
func startCPUProfile(env *Env) func() {
	return startWriting(env, "ERRDEX_CPUPROFILE", "cpu profile", pprof.StartCPUProfile, pprof.StopCPUProfile)
}

// startWriting creates the file named by the environment variable name,
// when set, and starts writing what to it with start; the returned
// function calls stop and closes the file. Failures are reported on
// stderr, never fatal.
func startWriting(env *Env, name, what string, start func(io.Writer) error, stop func()) func() {
	path := env.Getenv(name)
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		if err = start(f); err != nil {
			f.Close()
		}
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "errdex: %s %s: %v\n", what, path, err)
		return func() {}
	}
	return func() {
		stop()
		if err := f.Close(); err != nil {
			fmt.Fprintf(env.Stderr, "errdex: %s %s: %v\n", what, path, err)
		}
	}
}
