package java

import (
	"archive/zip"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// jdkFiles returns up to n .java files of the java.base module read
// straight from a JDK's lib/src.zip ($ERRDEX_JDK_SRC, else the first
// /usr/lib/jvm/*/lib/src.zip that exists); it skips the benchmark without
// one.
func jdkFiles(b *testing.B, n int) []*extract.File {
	path := os.Getenv("ERRDEX_JDK_SRC")
	if path == "" {
		zips, _ := filepath.Glob("/usr/lib/jvm/*/lib/src.zip")
		for _, z := range zips {
			if _, err := os.Stat(z); err == nil {
				path = z
				break
			}
		}
	}
	r, err := zip.OpenReader(path)
	if err != nil {
		b.Skipf("no JDK src.zip: %v", err)
	}
	defer r.Close()
	var files []*extract.File
	for _, zf := range r.File {
		if len(files) >= n {
			break
		}
		if !strings.HasPrefix(zf.Name, "java.base/") || !strings.HasSuffix(zf.Name, ".java") {
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			continue
		}
		src, err := io.ReadAll(rc)
		rc.Close()
		if err == nil {
			files = append(files, &extract.File{Path: zf.Name, Src: src})
		}
	}
	if len(files) == 0 {
		b.Skipf("%s holds no java.base sources", path)
	}
	return files
}

// BenchmarkRun measures site extraction beside its baseline, tree-sitter
// parsing alone, on the same files in one run.
func BenchmarkRun(b *testing.B) {
	extracttest.Benchmark(b, Extractor, func(f *extract.File) {
		if t, err := lang.Parse(f.Src); err == nil {
			t.Close()
		}
	}, jdkFiles(b, 300))
}

// BenchmarkGrowing runs the extractor over one generated class from 100
// KB to 6.4 MB (extracttest.Growing): throws with concatenated and
// formatted messages, constants, a helper whose message comes from its
// parameter, logging (to a declared logger and to Lombok's log) and
// handlers, repeated.
func BenchmarkGrowing(b *testing.B) {
	extracttest.Growing(b, Extractor, "src/main/java/big/Big.java",
		"package big;\n\nimport org.slf4j.Logger;\nimport org.slf4j.LoggerFactory;\n\npublic class Big {\n    private static final Logger LOG = LoggerFactory.getLogger(Big.class);\n",
		func(i int) string {
			return strings.ReplaceAll(`
    static final String LIMIT_MSG_@ = "over the limit in check @";

    static class Error@ extends RuntimeException {
        Error@(String message) { super(message); }
    }

    static void fail@(String what) {
        throw new Error@("check @ failed: " + what);
    }

    static int check@(int value, int limit, String s) {
        if (value > limit) {
            throw new IllegalArgumentException(String.format("value %d over limit %d in check @", value, limit));
        }
        if (value == limit) {
            throw new IllegalStateException(LIMIT_MSG_@);
        }
        if (value < 0) {
            LOG.error("negative value {} in check @", value);
            log.warn("check @ took the slow path for {}", value);
            fail@("negative value");
        }
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number in check @: " + s, e);
        }
    }
`, "@", strconv.Itoa(i))
		}, "}\n")
}
