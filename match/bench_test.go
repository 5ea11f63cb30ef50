package match

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// BenchmarkSplitExplain measures the per-line cost of errdex match's inner
// loop over a log of ordinary INFO lines with one error line in 1,000.
func BenchmarkSplitExplain(b *testing.B) {
	ix := loadTestIndex(b, nil)
	var sb strings.Builder
	for i := 0; i < 10000; i++ {
		if i%1000 == 999 {
			sb.WriteString("2026-08-28 05:10:06,001 ERROR [1234] app.x: RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)\n")
			continue
		}
		fmt.Fprintf(&sb, "2026-08-28 05:00:00.%03d INFO [4926] app.vodixo_vo: cache hit key=briparoqe_zu size=%d\n", i%1000, i)
	}
	log := sb.String()
	b.SetBytes(int64(len(log)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := NewSplitter(strings.NewReader(log))
		n := 0
		for {
			ev, err := s.Next()
			if err == io.EOF {
				break
			}
			if a, ok := ix.AnswerEvent(context.Background(), ev, Query{}); ok && a.Status == StatusMatched {
				n++
			}
		}
		s.Close()
		if n != 10 {
			b.Fatalf("matched %d events, want 10", n)
		}
	}
}

// syllableWords returns a generator of words of two to four syllables
// drawn from r, so that words share many grams.
func syllableWords(r *rand.Rand) func() string {
	syl := []string{"ka", "ro", "mi", "te", "sa", "lu", "ne", "vo", "di", "pa", "zu", "qe", "xo", "bri", "stra", "ple", "gon", "mer", "tik", "wal"}
	return func() string {
		var sb strings.Builder
		for k := 2 + r.Intn(3); k > 0; k-- {
			sb.WriteString(syl[r.Intn(len(syl))])
		}
		return sb.String()
	}
}

// gramBenchData returns 200,000 anchors made of syllables, so that they
// share many grams, and 10,000 log lines of the same syllables.
func gramBenchData() (anchors, lines []string, size int) {
	r := rand.New(rand.NewSource(1))
	word := syllableWords(r)
	seen := map[string]bool{}
	for len(anchors) < 200000 {
		a := word() + " " + word()
		if len(a) > DefaultMaxAnchor {
			a = a[:DefaultMaxAnchor]
		}
		if !seen[a] {
			seen[a] = true
			anchors = append(anchors, a)
		}
	}
	var sb strings.Builder
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&sb, "2026-08-28 05:00:00.%03d INFO [4926] app.%s: cache hit key=%s size=%d\n", i%1000, word(), word(), i)
	}
	return anchors, strings.SplitAfter(sb.String(), "\n"), sb.Len()
}

// BenchmarkGramFilter measures the prefilter alone over gramBenchData.
func BenchmarkGramFilter(b *testing.B) {
	anchors, lines, size := gramBenchData()
	f := newGramFilter(anchors)
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		n := 0
		for _, l := range lines {
			f.find(l, func(int32, int) bool { n++; return true })
		}
	}
}

// BenchmarkSpaceProbes measures finding every key of probeBenchData's
// lines (a center filter of 2 MB, out of the L2 cache): one line at a
// time (each), and in batches of
// 2,000 lines, the space filters and buckets read for the whole batch
// first (spaceProbes, then eachProbed), as Stream's screen does.
func BenchmarkSpaceProbes(b *testing.B) {
	anchors, lines, size := probeBenchData()
	f := newGramFilter(append(anchors, errorWords...))
	b.Run("lines", func(b *testing.B) {
		b.SetBytes(int64(size))
		n := 0
		for range b.N {
			for _, l := range lines {
				f.each(l, func(int32, int) bool { n++; return true })
			}
		}
		b.ReportMetric(float64(n)/float64(b.N*len(lines)), "keys/line")
	})
	b.Run("batch", func(b *testing.B) {
		b.SetBytes(int64(size))
		var ps spaceProbes
		n := 0
		for range b.N {
			for k := 0; k < len(lines); k += 2000 {
				batch := lines[k:min(k+2000, len(lines))]
				ps.stage(f, batch)
				for i, l := range batch {
					f.eachProbed(l, ps.of(i), true, nil, 0, func(int32, int) bool { n++; return true })
				}
			}
		}
		b.ReportMetric(float64(n)/float64(b.N*len(lines)), "keys/line")
	})
}

// probeBenchData returns a million anchors of 16 bytes made of
// syllables, each filed under the center shape at its space, and 20,000
// log lines of the same syllables without timestamp and level, as
// bench/match's bare.log, one in eight holding an anchor.
func probeBenchData() (anchors, lines []string, size int) {
	r := rand.New(rand.NewSource(1))
	word := syllableWords(r)
	seen := map[string]bool{}
	for len(anchors) < 1000000 {
		w, v := word()+word(), word()+word()
		a := w[len(w)-8:] + " " + v[:7]
		if !seen[a] {
			seen[a] = true
			anchors = append(anchors, a)
		}
	}
	for i := 0; i < 20000; i++ {
		l := fmt.Sprintf("[4926] app.%s: cache hit key=%s size=%d\n", word(), word(), i)
		if i%8 == 0 {
			l = fmt.Sprintf("[4926] app.%s: failed on %s: %d\n", word(), anchors[r.Intn(len(anchors))], i)
		}
		lines = append(lines, l)
		size += len(l)
	}
	return anchors, lines, size
}

// BenchmarkScreen measures occurs, the screen with find over the windows
// it lets through, over the same anchors and lines as BenchmarkGramFilter
// with the error words added, as an index has them; it reports the share
// of lines holding a key.
func BenchmarkScreen(b *testing.B) {
	anchors, lines, size := gramBenchData()
	f := newGramFilter(append(anchors, errorWords...))
	b.SetBytes(int64(size))
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, l := range lines {
			if f.occurs(l) {
				n++
			}
		}
	}
	b.ReportMetric(float64(n)/float64(b.N*len(lines)), "keyed/line")
}

// BenchmarkUncataloguedClass measures explaining a Python traceback whose
// module-qualified class no record raises, the case classOnly and
// holdsNative read package facts for, against a catalog of 100,000
// Python records: the facts are read once for the index, not once per
// event.
func BenchmarkUncataloguedClass(b *testing.B) {
	recs := make([]catalog.Record, 100000)
	for i := range recs {
		recs[i] = catalog.Record{
			ErrorMessage: fmt.Sprintf("step %d failed: {reason}", i), MessagePattern: fmt.Sprintf(`step %d failed: (.+?)`, i),
			ErrorType: "exception", ErrorClass: "RuntimeError", Severity: "error",
			FilePath: fmt.Sprintf("pkg%d/mod%d.py", i%100, i), LineNumber: 10,
		}
	}
	ix, err := New(recs, Options{})
	if err != nil {
		b.Fatal(err)
	}
	tb := "Traceback (most recent call last):\n  File \"/app/x.py\", line 3, in f\n    g()\nmypkg.errors.NotCatalogued: value 1 was rejected\n"
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if rs := ix.Explain(tb); len(rs) != 0 {
			b.Fatalf("answered %d results for an uncatalogued class", len(rs))
		}
	}
}
