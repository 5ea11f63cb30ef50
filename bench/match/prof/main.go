// Command prof profiles the Splitter and ExplainEvent over a catalog and
// a log: prof CATALOG LOG CPUPROFILE.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"github.com/errdex/errdex/match"
)

func main() {
	var opts match.Options
	if v := os.Getenv("MAXANCHOR"); v != "" {
		fmt.Sscan(v, &opts.MaxAnchor)
	}
	ix, _, _, err := match.Open(os.Args[1], opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if hp := os.Getenv("HEAPPROFILE"); hp != "" {
		runtime.GC()
		hf, _ := os.Create(hp)
		pprof.WriteHeapProfile(hf)
		hf.Close()
		runtime.KeepAlive(ix)
		return
	}
	f, err := os.Open(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pf, _ := os.Create(os.Args[3])
	pprof.StartCPUProfile(pf)
	t := time.Now()
	s := match.NewSplitter(f)
	n, m := 0, 0
	for {
		ev, err := s.Next()
		if err == io.EOF {
			break
		}
		n++
		if os.Getenv("SPLITONLY") != "" {
			continue
		}
		if a, ok := ix.AnswerEvent(context.Background(), ev, match.Query{}); ok && a.Status == match.StatusMatched {
			m++
		}
	}
	pprof.StopCPUProfile()
	fmt.Println(n, "events", m, "matched", time.Since(t))
}
