package match

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/errdex/errdex/catalog"
)

// TestAppendJSON checks that AppendJSON, which encodes an answer once,
// writes the bytes of catalog.Marshal over MarshalJSON (the answer encoded,
// then compacted again by a second encoder), for the answers of the
// explain cases and for texts that JSON escapes or replaces.
func TestAppendJSON(t *testing.T) {
	answers := explainCaseAnswers(t)
	odd := "<a & b> \u2028 \u2029 \xff\xfe bad utf-8, \"quoted\" \\ \t tab \x01"
	answers = append(answers, Answer{Message: odd, Class: odd, Notes: []string{odd}}, Answer{})
	matched := 0
	for i, a := range answers {
		if len(a.Matches) > 0 {
			matched++
		}
		want, err := catalog.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		want = append([]byte("prefix\n"), append(want, '\n')...)
		got, err := AppendJSON([]byte("prefix\n"), &a)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("answer %d (%q):\nAppendJSON: %s\nMarshal:    %s", i, a.Message, got, want)
		}
	}
	if matched == 0 {
		t.Error("no explain case gave a match: the comparison covers no record")
	}
}

// explainCaseAnswers returns the answers to the inputs of
// testdata/explain/*.txtar.
func explainCaseAnswers(tb testing.TB) []Answer {
	files, _ := filepath.Glob("testdata/explain/*.txtar")
	if len(files) == 0 {
		tb.Fatal("no test files")
	}
	ix := loadTestIndex(tb, nil)
	var answers []Answer
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range ar.Files {
			if f.Name == "input" {
				answers = append(answers, ix.ExplainText(context.Background(), strings.TrimSuffix(string(f.Data), "\n"), Query{}))
			}
		}
	}
	return answers
}

// BenchmarkAppendJSON encodes the explain cases' answers with AppendJSON
// (once) and, as the baseline, as it did before: catalog.Marshal over
// MarshalJSON, then copied after dst.
func BenchmarkAppendJSON(b *testing.B) {
	answers := explainCaseAnswers(b)
	size := 0
	for i := range answers {
		enc, _ := AppendJSON(nil, &answers[i])
		size += len(enc)
	}
	run := func(b *testing.B, enc func(dst []byte, a *Answer) ([]byte, error)) {
		b.SetBytes(int64(size))
		b.ReportAllocs()
		for b.Loop() {
			for i := range answers {
				if _, err := enc(nil, &answers[i]); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.Run("once", func(b *testing.B) { run(b, AppendJSON) })
	b.Run("twice", func(b *testing.B) {
		run(b, func(dst []byte, a *Answer) ([]byte, error) {
			m, err := catalog.Marshal(a)
			return append(append(dst, m...), '\n'), err
		})
	})
}
