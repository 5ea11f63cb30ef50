package javascript

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// corpus returns the JavaScript and TypeScript files below
// $ERRDEX_JS_CORPUS (say, an npm node_modules directory), or testdata/src
// when it is unset. Minified and declaration files are left out, as scan
// leaves them out.
func corpus(b *testing.B) []*extract.File {
	root := os.Getenv("ERRDEX_JS_CORPUS")
	if root == "" {
		root = "testdata/src"
	}
	var files []*extract.File
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || isDeclarationFile(p) {
			return err
		}
		for _, ext := range Extractor.Extensions {
			if strings.HasSuffix(p, ext) {
				if src, err := os.ReadFile(p); err == nil {
					if _, _, min := minified(src); !min {
						files = append(files, &extract.File{Path: p, Src: src})
					}
				}
				break
			}
		}
		return nil
	})
	if len(files) == 0 {
		b.Skipf("no JavaScript files under %s", root)
	}
	return files
}

// BenchmarkRun measures site extraction beside its baseline, tree-sitter
// parsing alone, on the same files in one run.
func BenchmarkRun(b *testing.B) {
	extracttest.Benchmark(b, Extractor, func(f *extract.File) {
		if t, err := grammarFor(f.Path).lang.Parse(f.Src); err == nil {
			t.Close()
		}
	}, corpus(b))
}

// BenchmarkGrowing runs the extractor over one generated module from 100
// KB to 6.4 MB (extracttest.Growing): error classes, messages from
// module-level constants and from a helper's parameter, console logging
// and handlers, repeated.
func BenchmarkGrowing(b *testing.B) {
	extracttest.Growing(b, Extractor, "src/big.js", "'use strict';\n", func(i int) string {
		return strings.ReplaceAll(`
const LIMIT_MSG_@ = "over the limit in check @";

class Error@ extends Error {}

function fail@(what) {
  throw new Error@(`+"`check @ failed: ${what}`"+`);
}

function check@(value, limit) {
  if (value > limit) {
    throw new RangeError(`+"`value ${value} over limit ${limit} in check @`"+`);
  }
  if (value === limit) {
    throw new Error(LIMIT_MSG_@);
  }
  if (value < 0) {
    console.error("negative value in check @", value);
    fail@("negative value");
  }
  try {
    return JSON.parse(value);
  } catch (e) {
    throw new TypeError("not JSON in check @", { cause: e });
  }
}
`, "@", strconv.Itoa(i))
	}, "")
}

// BenchmarkGrowingBundle is BenchmarkGrowing for the shape of an
// emscripten or webpack bundle: every function declared in one scope, a
// module-level error value per unit that a function throws, ES5
// constructors beside them. MB/s that falls as the file grows is a walk
// per site over the whole scope or program. Those found so far: protoClass
// and usedAs (a scope read once since), the guard's walk back over the
// statements above each module-level site (tsutil's Syntax.ForFile
// remembers each block's first exit), walks of the function around each
// site (one tsutil.Walker listing per file; heldValues reads a table of
// each function's assignments), and tree-sitter's own NamedChild and
// PrevNamedSibling, which count from the parent's first child
// (Walker.NamedChildren and Before). On 2026-12-08, side by side at load
// 4: 0.17, 0.09 and 0.04 MB/s at 100, 200 and 400 KB before (4e48b9d);
// 0.84, 1.06, 0.92 and 0.96 MB/s at 100-800 KB after.
func BenchmarkGrowingBundle(b *testing.B) {
	extracttest.Growing(b, Extractor, "src/bundle.js", "var Module = {};\n", func(i int) string {
		return strings.ReplaceAll(`
var LIMIT_@ = new RangeError("over the limit in unit @");
function Unit@(x) { this.x = x; }
Unit@.prototype.run = function (v) { if (v > 9) { throw LIMIT_@; } return v + this.x; };
function check@(v) {
  var message = "bad value in unit @";
  if (v < 0) { message = "negative value in unit @"; }
  if (v !== v) { throw new Error(message); }
  return new Unit@(v).run(v);
}
Module.check@ = check@;
`, "@", strconv.Itoa(i))
	}, "")
}
