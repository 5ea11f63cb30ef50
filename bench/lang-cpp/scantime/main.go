// Command scantime measures a scan of a tree with every extractor beside
// the same scan without the C/C++ extractor, in one run, alternating the
// two so that a shared machine's load falls on both alike.
//
//	go run ./bench/lang-cpp/scantime [-rounds 3] DIR
//
// It prints a Markdown table: files, records and the fastest and median
// wall time of each configuration.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sort"
	"time"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

func main() {
	rounds := flag.Int("rounds", 3, "scans per configuration")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: scantime [-rounds N] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	var without []*extract.Extractor
	for _, e := range registry.All {
		if e.Name != "cpp" {
			without = append(without, e)
		}
	}
	configs := []struct {
		name string
		exs  []*extract.Extractor
	}{{"all extractors", registry.All}, {"without C/C++", without}}
	times := make([][]time.Duration, len(configs))
	stats := make([]scan.Stats, len(configs))
	for r := 0; r < *rounds; r++ {
		for i, c := range configs {
			src := &scan.DirSource{Root: dir, Accept: func(p string) bool { return extract.ForPath(c.exs, p) != nil }}
			t0 := time.Now()
			res, err := scan.Run(context.Background(), src, scan.Options{Repo: "o/r", SHA: "x", Extractors: c.exs})
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			times[i] = append(times[i], time.Since(t0))
			stats[i] = res.Stats
		}
	}
	fmt.Printf("| scan of %s (%d rounds, alternating) | files | records | fastest | median |\n|---|---:|---:|---:|---:|\n", dir, *rounds)
	for i, c := range configs {
		ts := times[i]
		sort.Slice(ts, func(a, b int) bool { return ts[a] < ts[b] })
		fmt.Printf("| %s | %d | %d | %.2f s | %.2f s |\n", c.name, stats[i].Files, stats[i].Records,
			ts[0].Seconds(), ts[len(ts)/2].Seconds())
	}
}
