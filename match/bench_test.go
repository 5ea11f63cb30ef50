package match

import (
	"fmt"
	"io"
	"strings"
	"testing"
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
			if rs, _ := ix.ExplainEvent(ev); len(rs) > 0 {
				n++
			}
		}
		s.Close()
		if n != 10 {
			b.Fatalf("matched %d events, want 10", n)
		}
	}
}
