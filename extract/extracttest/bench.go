package extracttest

import (
	"testing"
	"time"

	"github.com/errdex/errdex/extract"
)

// Benchmark measures ex over files beside its baseline, parse (tree-sitter
// parsing alone), interleaved file by file so that the machine's load
// weighs on both alike. It reports the MB/s of each and their ratio,
// extract/parse: the cost of the whole extractor over the bare parse.
func Benchmark(b *testing.B, ex *extract.Extractor, parse func(*extract.File), files []*extract.File) {
	if len(files) == 0 {
		b.Skip("no corpus files")
	}
	var n int64
	for _, f := range files {
		n += int64(len(f.Src))
	}
	b.SetBytes(n)
	b.ResetTimer()
	var tParse, tRun time.Duration
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			t0 := time.Now()
			parse(f)
			t1 := time.Now()
			ex.Run(f)
			tParse += t1.Sub(t0)
			tRun += time.Since(t1)
		}
	}
	mb := float64(n) * float64(b.N) / (1 << 20)
	b.ReportMetric(mb/tParse.Seconds(), "parse-MB/s")
	b.ReportMetric(mb/tRun.Seconds(), "extract-MB/s")
	b.ReportMetric(float64(tRun)/float64(tParse), "extract/parse")
}
