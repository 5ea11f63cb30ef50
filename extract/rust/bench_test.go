package rust

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// benchSource is the testdata files repeated to about 1 MB.
func benchSource(b *testing.B) []byte {
	files, err := filepath.Glob("testdata/*.rs")
	if err != nil || len(files) == 0 {
		b.Fatal("no testdata")
	}
	var buf bytes.Buffer
	for buf.Len() < 1<<20 {
		for _, p := range files {
			src, err := os.ReadFile(p)
			if err != nil {
				b.Fatal(err)
			}
			buf.Write(bytes.ReplaceAll(src, []byte("use "), []byte("// use ")))
			buf.WriteByte('\n')
		}
	}
	return buf.Bytes()
}

// BenchmarkParse is the baseline: tree-sitter's parse alone.
func BenchmarkParse(b *testing.B) {
	src := benchSource(b)
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		tree, err := lang.Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		tree.Close()
	}
}

// BenchmarkRun is the whole extractor on the same bytes. Each iteration
// also parses the bytes alone, interleaved, and the run/parse metric is the
// ratio of the two: the cost of extraction over tree-sitter's parse,
// measured side by side so that the machine's load cancels out.
func BenchmarkRun(b *testing.B) {
	src := benchSource(b)
	b.SetBytes(int64(len(src)))
	var parse, total time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		tree, err := lang.Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		tree.Close()
		t1 := time.Now()
		if _, err := run(&extract.File{Path: "bench.rs", Src: src}); err != nil {
			b.Fatal(err)
		}
		parse += t1.Sub(t0)
		total += time.Since(t1)
	}
	b.ReportMetric(float64(total)/float64(parse), "run/parse")
}

// BenchmarkGrowing runs the extractor over one generated module from 100
// KB to 6.4 MB (extracttest.Growing): Err(format!) values, anyhow errors
// with context, panics, logging and an error enum, repeated.
func BenchmarkGrowing(b *testing.B) {
	extracttest.Growing(b, Extractor, "src/big.rs", "use anyhow::{bail, Context, Result};\nuse thiserror::Error;\n", func(i int) string {
		return strings.ReplaceAll(`
const LIMIT_MSG_@: &str = "over the limit in check @";

#[derive(Debug, Error)]
pub enum Error@ {
    #[error("check @ failed: {0}")]
    Failed(String),
    #[error("negative value {value} in check @")]
    Negative { value: i64 },
}

fn fail_@(what: &str) -> Result<i64> {
    bail!("check @ failed: {}", what)
}

pub fn check_@(value: i64, limit: i64, s: &str) -> Result<i64> {
    if value > limit {
        return Err(anyhow::anyhow!("value {} over limit {} in check @", value, limit));
    }
    if value == limit {
        panic!("{}", LIMIT_MSG_@);
    }
    if value < 0 {
        log::error!("negative value {} in check @", value);
        return Err(Error@::Negative { value }.into());
    }
    if value == 1 {
        return fail_@("one");
    }
    let n: i64 = s.parse().with_context(|| format!("check @: parse {:?}", s))?;
    Ok(n)
}
`, "@", strconv.Itoa(i))
	}, "")
}
