package python

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// stdlibFiles returns up to n of CPython's standard library modules, the
// real corpus the benchmarks run on; it skips the benchmark without python3.
func stdlibFiles(b *testing.B, n int) []*extract.File {
	out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		b.Skip("python3 not found")
	}
	root := strings.TrimSpace(string(out))
	var files []*extract.File
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || len(files) >= n {
			return filepath.SkipDir
		}
		if d.IsDir() && (d.Name() == "site-packages" || d.Name() == "test") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".py") {
			if src, err := os.ReadFile(p); err == nil {
				files = append(files, &extract.File{Path: p, Src: src})
			}
		}
		return nil
	})
	return files
}

// BenchmarkRun measures site extraction beside its baseline, tree-sitter
// parsing alone, on the same stdlib files in one run.
func BenchmarkRun(b *testing.B) {
	extracttest.Benchmark(b, Extractor, func(f *extract.File) {
		if t, err := lang.Parse(f.Src); err == nil {
			t.Close()
		}
	}, stdlibFiles(b, 300))
}

// BenchmarkGrowing runs the extractor over one generated module from 100
// KB to 6.4 MB (extracttest.Growing): exception classes, a helper whose
// message comes from its parameter and its callers, messages from
// module-level constants, log calls and handlers, repeated.
func BenchmarkGrowing(b *testing.B) {
	extracttest.Growing(b, Extractor, "pkg/big.py", "import logging\n\nlog = logging.getLogger(__name__)\n", func(i int) string {
		return strings.ReplaceAll(`
LIMIT_MSG_@ = "over the limit in check @"


class Error@(Exception):
    """Check @ failed."""


def fail_@(what):
    raise Error@(f"check @ failed: {what}")


def check_@(value, limit):
    """Check value @."""
    if value > limit:
        raise ValueError(f"value {value} over limit {limit} in check @")
    if value == limit:
        raise RuntimeError(LIMIT_MSG_@)
    if value < 0:
        log.error("negative value %d in check @", value)
        fail_@("negative value")
    try:
        return int(value)
    except TypeError as e:
        log.exception("not a number in check @")
        raise Error@("not a number") from e
`, "@", strconv.Itoa(i))
	}, "")
}
