package extracttest

import (
	"strconv"
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

// GrowingSizes are the sizes of the file Growing generates, each double
// the one before.
var GrowingSizes = []int{100 << 10, 200 << 10, 400 << 10, 800 << 10, 1600 << 10, 3200 << 10, 6400 << 10}

// Growing measures ex, with its link pass, over one generated file of
// each of GrowingSizes, as sub-benchmarks named by the size in KB. The
// file at path is head, then unit(0), unit(1)... up to the size, then
// tail. Work that grows with the file keeps its MB/s from one size to the
// next; a pass over the whole file for each site halves it at every
// doubling, so one run shows which.
func Growing(b *testing.B, ex *extract.Extractor, path, head string, unit func(i int) string, tail string) {
	for _, size := range GrowingSizes {
		src := []byte(head)
		for i := 0; len(src) < size; i++ {
			src = append(src, unit(i)...)
		}
		src = append(src, tail...)
		b.Run(strconv.Itoa(size>>10)+"KB", func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			sites := 0
			for i := 0; i < b.N; i++ {
				res, err := ex.Run(&extract.File{Path: path, Src: src})
				if err != nil {
					b.Fatal(err)
				}
				if ex.Link != nil {
					ex.Link([]extract.Linked{{Path: path, Result: res}})
				}
				sites = len(res.Sites)
			}
			if sites == 0 {
				b.Fatal("the generated file has no sites")
			}
			b.ReportMetric(float64(sites), "sites")
		})
	}
}
