package match

import (
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// TestRuntimeShapes checks that every line of runtimes/*.txt compiles and
// that the texts each runtime raises in every program are known, with
// their class, and others are not.
func TestRuntimeShapes(t *testing.T) {
	sets := runtimeSets()
	for _, lang := range []string{"python", "node", "go", "rust"} {
		if sets[lang] == nil || len(sets[lang].shapes) < 30 {
			t.Fatalf("runtimes/%s.txt: %d shapes, want at least 30", lang, len(sets[lang].shapes))
		}
		for i := range sets[lang].shapes {
			if s := &sets[lang].shapes[i]; s.regexp() == nil {
				t.Errorf("runtimes/%s.txt: shape %q does not compile", lang, s.shape)
			}
		}
	}
	for _, c := range []struct {
		kind     Kind
		cls, msg string
		want     string // the runtime, "" for none
	}{
		{KindPython, "AttributeError", "'int' object has no attribute 'split'", "CPython"},
		{KindPython, "TypeError", "f() missing 1 required positional argument: 'a'", "CPython"},
		{KindPython, "ValueError", "invalid literal for int() with base 10: '12a'", "CPython"},
		{KindPython, "KeyError", "'int' object has no attribute 'split'", ""}, // another class
		{KindPython, "ValueError", "state component count mismatch (local=3, remote=2)", ""},
		{KindJS, "TypeError", "Cannot read properties of undefined (reading 'x')", "Node.js"},
		{KindJS, "TypeError", "s.match is not a function", "Node.js"},
		{KindJS, "Error", "Invalid Version: 1.2.x", ""},
		{KindLine, "", "'NoneType' object has no attribute 'get'", "CPython"},
		{KindGo, "", "'NoneType' object has no attribute 'get'", ""}, // a Go panic: not CPython's
		{KindGo, "", "runtime error: index out of range [5] with length 3", "Go"},
		{KindLine, "strconv.Atoi", `parsing "12a": invalid syntax`, "Go"}, // Go's text read as a class and a message
		{KindLine, "", "open /etc/app.toml: no such file or directory", "Go"},
		{KindLine, "", `strconv.ParseUint: parsing "": invalid syntax`, "Go"}, // a value that prints nothing
		{KindLine, "", "invalid digit found in string", "Rust's standard library"},
		{KindRust, "panic", "index out of bounds: the len is 3 but the index is 5", "Rust's standard library"},
		{KindRust, "", "Permission denied (os error 13)", "Rust's standard library"},
		{KindRust, "", "invalid digit in radix 40", ""},
		{KindRust, "", "'NoneType' object has no attribute 'get'", ""}, // a Rust panic: not CPython's
	} {
		rt, _, _, ok := runtimeText(c.kind, c.cls, c.msg)
		if rt != c.want || ok != (c.want != "") {
			t.Errorf("runtimeText(%v, %q, %q) = %q, %v; want %q", c.kind, c.cls, c.msg, rt, ok, c.want)
		}
	}
}

// TestPackageLine checks how explain names an installed package or a
// runtime from a record's tags.
func TestPackageLine(t *testing.T) {
	for _, c := range []struct {
		tags []string
		want string
	}{
		{[]string{"pkg:pypi/requests@2.28.1", "version:2.28.1"}, "package: requests 2.28.1 (pkg:pypi/requests@2.28.1)"},
		{[]string{"pkg:golang/golang.org/x/text@v0.14.0"}, "package: golang.org/x/text v0.14.0 (pkg:golang/golang.org/x/text@v0.14.0)"},
		{[]string{"pkg:github/python/cpython@v3.11.2", "runtime:CPython 3.11.2"}, "runtime: CPython 3.11.2"},
		{[]string{"base:ValueError"}, ""},
		{nil, ""},
	} {
		r := &catalog.Record{Tags: c.tags}
		if got := packageLine(r); got != c.want {
			t.Errorf("packageLine(%v) = %q, want %q", c.tags, got, c.want)
		}
	}
}

// TestGoOSOnly checks which Go file names build for one system or
// architecture only, as go/build reads them.
func TestGoOSOnly(t *testing.T) {
	for file, want := range map[string]bool{
		"runtime/os_plan9.go":                 true,
		"syscall/zerrors_linux_amd64.go":      true,
		"syscall/zerrors_aix_ppc64.go":        true,
		"runtime/signal_unix.go":              false, // "unix" is a build tag, not a name go/build reads
		"runtime/panic.go":                    false,
		"internal/bytealg/indexbyte_arm64.go": true,
		"os/file_windows_test.go":             true,
		"linux.go":                            false,
		"pkg/amd64/decode.go":                 false, // a directory, not the name
		"x_linux.py":                          false,
	} {
		if got := goOSOnly(file); got != want {
			t.Errorf("goOSOnly(%q) = %v, want %v", file, got, want)
		}
	}
}

// TestShapeFits checks the literal check before each runtime shape's
// regexp against the regexp alone, on every shape's text with its holes
// filled, empty and with braces, asked of every shape of its runtime.
func TestShapeFits(t *testing.T) {
	for lang, set := range runtimeSets() {
		var texts []string
		for i := range set.shapes {
			s := &set.shapes[i]
			for _, fill := range []string{"", "x", "{a}: b", "\n"} {
				texts = append(texts, strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(s.shape, "{}", fill), "{{", "{"), "}}", "}"))
			}
		}
		n := 0
		for i := range set.shapes {
			s := &set.shapes[i]
			for _, text := range texts {
				if got, want := s.fits(text), s.regexp().MatchString(text); got != want {
					t.Errorf("%s shape %q: fits(%q) = %v, regexp %v", lang, s.shape, text, got, want)
				}
				if s.fits(text) {
					n++
				}
			}
		}
		if n < len(set.shapes) {
			t.Errorf("%s: %d fits of %d shapes' own texts", lang, n, len(set.shapes))
		}
	}
}

// benchMessages are the messages BenchmarkShapeFits and
// BenchmarkRuntimeText run the shapes over.
var benchMessages = []string{
	`unable to cast "x" of type string to int: strconv.ParseInt: parsing "x": invalid syntax`,
	`'NoneType' object has no attribute 'split'`,
	`connection to db-01 failed after 3 retries: timeout while reading the reply`,
	`open /etc/app/config.yaml: no such file or directory`,
}

// BenchmarkShapeFits runs every shape of every runtime over a few
// messages, as runtimeText does for an event, with the literal check
// (fits) and with the regexp alone, side by side.
func BenchmarkShapeFits(b *testing.B) {
	msgs := benchMessages
	run := func(b *testing.B, match func(s *runtimeShape, m string) bool) {
		n := 0
		for b.Loop() {
			for _, set := range runtimeSets() {
				for i := range set.shapes {
					for _, m := range msgs {
						if match(&set.shapes[i], m) {
							n++
						}
					}
				}
			}
		}
		_ = n
	}
	b.Run("regexp", func(b *testing.B) { run(b, func(s *runtimeShape, m string) bool { return s.regexp().MatchString(m) }) })
	b.Run("fits", func(b *testing.B) { run(b, (*runtimeShape).fits) })
}

// TestJoinedHasPrefix checks joinedHasPrefix against joining the texts.
func TestJoinedHasPrefix(t *testing.T) {
	texts := []string{"", ":", ": ", ": x", "e", "error", "error:", "error: ", "error: x", "err", "panic: runtime error", "x"}
	for _, cls := range texts {
		for _, m := range texts {
			for _, p := range texts {
				if got, want := joinedHasPrefix(cls, m, p), strings.HasPrefix(cls+": "+m, p); got != want {
					t.Errorf("joinedHasPrefix(%q, %q, %q) = %v, want %v", cls, m, p, got, want)
				}
			}
		}
	}
}

// BenchmarkRuntimeText runs runtimeText over messages of a log line with
// and without a class, as answering a line's event does.
func BenchmarkRuntimeText(b *testing.B) {
	msgs := benchMessages
	n := 0
	for b.Loop() {
		for _, m := range msgs {
			for _, cls := range []string{"", "ValueError", "error"} {
				if _, _, _, ok := runtimeText(KindLine, cls, m); ok {
					n++
				}
			}
		}
	}
	_ = n
}

// runtimeTextEvery is runtimeText asking every shape of each runtime in
// order, as it did before the shapes were indexed by their first byte
// (runtimeSet.maybe): the reference TestRuntimeTextIndexed and
// FuzzRuntimeText check it against.
func runtimeTextEvery(k Kind, cls, message string) (runtime, lang, shape string, ok bool) {
	last := lastComponent(cls)
	for _, lang := range runtimeLangs(k) {
		set := runtimeSets()[lang]
		for i := range set.shapes {
			s := &set.shapes[i]
			if cls != "" && !classless(lang) && last != s.class {
				continue
			}
			if s.fits(message) {
				return set.name, lang, s.shape, true
			}
			if lang == "go" && s.fits(cls+": "+message) {
				return set.name, lang, s.shape, true
			}
		}
	}
	return "", "", "", false
}

// shapeTexts returns every runtime shape's text with its holes filled
// with each of fills.
func shapeTexts(fills ...string) []string {
	var texts []string
	for _, set := range runtimeSets() {
		for i := range set.shapes {
			s := &set.shapes[i]
			for _, fill := range fills {
				texts = append(texts, strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(s.shape, "{}", fill), "{{", "{"), "}}", "}"))
			}
		}
	}
	return texts
}

// TestRuntimeTextIndexed checks runtimeText, which asks only the shapes
// a text's first byte leaves, against asking every shape in order, on
// every shape's text (holes filled, and cut after a class-like prefix as
// a Go text is read), with and without a class, for each kind of event.
func TestRuntimeTextIndexed(t *testing.T) {
	texts := append(shapeTexts("", "x", "{a}: b"), benchMessages...)
	texts = append(texts, "", ":", ": x", "x")
	classes := []string{"", "ValueError", "TypeError", "error", "panic", "strconv.Atoi", "open /tmp/x", "runtime error"}
	n := 0
	for _, text := range texts {
		msgs, cs := []string{text}, classes
		if c, m, ok := strings.Cut(text, ": "); ok {
			msgs, cs = append(msgs, m), append(cs[:len(cs):len(cs)], c)
		}
		for _, m := range msgs {
			for _, cls := range cs {
				for _, k := range []Kind{KindPython, KindJS, KindGo, KindRust, KindLine} {
					rt, lang, shape, ok := runtimeText(k, cls, m)
					wrt, wlang, wshape, wok := runtimeTextEvery(k, cls, m)
					if rt != wrt || lang != wlang || shape != wshape || ok != wok {
						t.Fatalf("runtimeText(%v, %q, %q) = %q %q %q %v; asking every shape: %q %q %q %v", k, cls, m, rt, lang, shape, ok, wrt, wlang, wshape, wok)
					}
					if ok {
						n++
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no text was a runtime's")
	}
}

// FuzzRuntimeText checks runtimeText against asking every shape in order
// (runtimeTextEvery) on any class and message.
func FuzzRuntimeText(f *testing.F) {
	for _, m := range benchMessages {
		f.Add("", m)
		f.Add("ValueError", m)
	}
	f.Add("strconv.Atoi", `parsing "12a": invalid syntax`)
	f.Add("", "'NoneType' object has no attribute 'get'")
	f.Fuzz(func(t *testing.T, cls, m string) {
		for _, k := range []Kind{KindPython, KindJS, KindGo, KindRust, KindLine} {
			rt, lang, shape, ok := runtimeText(k, cls, m)
			wrt, wlang, wshape, wok := runtimeTextEvery(k, cls, m)
			if rt != wrt || lang != wlang || shape != wshape || ok != wok {
				t.Fatalf("runtimeText(%v, %q, %q) = %q %q %q %v; asking every shape: %q %q %q %v", k, cls, m, rt, lang, shape, ok, wrt, wlang, wshape, wok)
			}
		}
	})
}

// FuzzRuntimeTextHead checks runtimeTextHead against every shape asked
// in order (the first-byte index skips none that fits), and that the head
// it returns is the shape's text whole, ended by the text or a byte that
// is no letter or digit.
func FuzzRuntimeTextHead(f *testing.F) {
	for _, m := range benchMessages {
		f.Add(m + " near offset 3")
	}
	f.Add(`strconv.ParseInt: parsing "1.5": invalid syntax near offset 0 of '1.5'`)
	f.Add(`strconv.ParseInt: parsing "1.5": invalid syntaxes`)
	f.Add(`parse "postgres://%": invalid URL escape "%" in config`)
	f.Fuzz(func(t *testing.T, m string) {
		for _, k := range []Kind{KindPython, KindJS, KindGo, KindRust, KindLine} {
			rt, lang, shape, n, ok := runtimeTextHead(k, m)
			var wrt, wlang, wshape string
			wn, wok := 0, false
		every:
			for _, l := range runtimeLangs(k) {
				set := runtimeSets()[l]
				for i := range set.shapes {
					if s := &set.shapes[i]; s.prefix != "" {
						if n, ok := s.startOf(m); ok {
							wrt, wlang, wshape, wn, wok = set.name, l, s.shape, n, true
							break every
						}
					}
				}
			}
			if rt != wrt || lang != wlang || shape != wshape || n != wn || ok != wok {
				t.Fatalf("runtimeTextHead(%v, %q) = %q %q %q %d %v; asking every shape: %q %q %q %d %v", k, m, rt, lang, shape, n, ok, wrt, wlang, wshape, wn, wok)
			}
			if !ok {
				continue
			}
			if n > len(m) || n < len(m) && (isWordByte(m[n]) || m[n] >= 0x80) || !shapePattern(shape).MatchString(m[:n]) {
				t.Fatalf("runtimeTextHead(%v, %q): head %q does not end there or is not %q", k, m, m[:n], shape)
			}
		}
	})
}
