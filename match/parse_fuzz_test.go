package match

import (
	"path"
	"strings"
	"testing"
)

// FuzzParse reads fuzzed error texts: no panic; every frame has a file,
// whose name is in the text, and a line number that is not negative (0
// when the text says line 0); a class, when there is one, is printed in
// the text; and StripPrefix returns a suffix of its line.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"Traceback (most recent call last):\n  File \"/a/b.py\", line 3, in f\n    g()\nValueError: bad x",
		"panic: boom\n\ngoroutine 1 [running]:\nmain.f(...)\n\t/src/m/main.go:12 +0x1d\nexit status 2",
		"TypeError: Invalid Version: 1.2.x\n    at new SemVer (/app/node_modules/semver/classes/semver.js:38:13)",
		"Exception in thread \"main\" java.lang.IllegalStateException: x\n\tat a.B.c(B.java:57)\nCaused by: java.io.IOException: d\n\t... 2 more",
		"thread 'main' (31748) panicked at src/main.rs:10:5:\nindex out of bounds",
		"Error: failed to read config\n\nCaused by:\n    No such file or directory (os error 2)",
		`{"level":"error","msg":"open config: permission denied","ts":1}`,
		"E1202 13:25:43.123456   12345 controller.go:88] open config: read x.yaml: permission denied",
		"RuntimeError: x\nException raised from f at /a/b.cu:83 (most recent call first):",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ex := Parse(text)
		for _, fr := range ex.Frames {
			if fr.File == "" || fr.Line < 0 {
				t.Fatalf("Parse(%q): bad frame %+v", text, fr)
			}
			if !strings.Contains(text, path.Base(fr.File)) {
				t.Fatalf("Parse(%q): frame file %q is not in the text", text, fr.File)
			}
		}
		if ex.Class != "" && !strings.Contains(text, lastComponent(ex.Class)) {
			t.Fatalf("Parse(%q): class %q is not in the text", text, ex.Class)
		}
		for _, l := range strings.Split(text, "\n") {
			if rest, _ := StripPrefix(l); !strings.HasSuffix(l, rest) {
				t.Fatalf("StripPrefix(%q) = %q, not a suffix", l, rest)
			}
		}
	})
}
