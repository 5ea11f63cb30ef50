package main

import (
	"math/rand"
	"strings"
	"testing"
)

func TestCountLines(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 300; trial++ {
		var b strings.Builder
		for k := r.Intn(12); k > 0; k-- {
			b.WriteString(strings.Repeat("x", r.Intn(6)))
			b.WriteByte('\n')
		}
		if r.Intn(2) == 0 {
			b.WriteString(strings.Repeat("y", r.Intn(4)))
		}
		s := b.String()
		want := strings.Count(s, "\n")
		if len(s) > 0 && s[len(s)-1] != '\n' {
			want++
		}
		for j := 1; j <= 5; j++ {
			for _, chunk := range []int{1, 2, 3, 7, 64} {
				got, err := countLines(strings.NewReader(s), int64(len(s)), j, chunk)
				if err != nil || got != want {
					t.Fatalf("countLines(%q, j=%d, chunk=%d) = %d, %v; want %d", s, j, chunk, got, err, want)
				}
			}
		}
	}
}

func TestHashBlocks(t *testing.T) {
	for n := 0; n < 20; n++ {
		for j := 1; j <= 5; j++ {
			if got := hashBlocks(n, j); got != n {
				t.Fatalf("hashBlocks(%d, %d) = %d", n, j, got)
			}
		}
	}
}
