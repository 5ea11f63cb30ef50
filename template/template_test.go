package template

import (
	"reflect"
	"regexp"
	"testing"
)

func TestSeedPattern(t *testing.T) {
	tm := Concat(
		Lit("PD state transfer failed: state component count mismatch (local="),
		Hole("len(self.state_mem_descs)", "", ""),
		Lit(", remote="),
		Hole("len(peer_info.dst_state_mem_descs)", "", ""),
		Lit(")"),
	)
	wantMsg := "PD state transfer failed: state component count mismatch (local={len(self.state_mem_descs)}, remote={len(peer_info.dst_state_mem_descs)})"
	wantPat := `PD state transfer failed: state component count mismatch \(local=(.+?), remote=(.+?)\)`
	if got := tm.Message(); got != wantMsg {
		t.Errorf("Message = %q", got)
	}
	if got := tm.Pattern(); got != wantPat {
		t.Errorf("Pattern = %q", got)
	}
	re := regexp.MustCompile("^" + tm.Pattern() + "$")
	m := re.FindStringSubmatch(tm.Render("3", "2"))
	if !reflect.DeepEqual(m[1:], []string{"3", "2"}) {
		t.Errorf("captures = %q", m)
	}
}

func TestParseInvertsMessage(t *testing.T) {
	for _, msg := range []string{
		"",
		"plain",
		"a {x} b",
		"{x!r:>10} and {d['k']} and {f(a, {1})}",
		"literal {{braces}} and {y:{width}}",
		"{a != b}",
		"{x:d} {y:08x}",
	} {
		tm, err := Parse(msg)
		if err != nil {
			t.Errorf("Parse(%q): %v", msg, err)
			continue
		}
		if got := tm.Message(); got != msg {
			t.Errorf("Parse(%q).Message() = %q", msg, got)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, msg := range []string{"a } b", "unclosed {x", "{x:{y}"} {
		if _, err := Parse(msg); err == nil {
			t.Errorf("Parse(%q) succeeded", msg)
		}
	}
}

func TestParsePrintf(t *testing.T) {
	tests := []struct {
		format string
		args   []string
		named  map[string]string
		msg    string
		pat    string
	}{
		{"bad value %s for %r", []string{"v", "k"}, nil, "bad value {v} for {k!r}", `bad value (.+?) for (.+?)`},
		{"100%% of %d items", []string{"n"}, nil, "100% of {n:d} items", `100% of ([-+]?\d+) items`},
		{"%(name)s is %(age)5d", nil, map[string]string{"name": "p.name"}, "{p.name} is {age:5d}", `(.+?) is  *([-+]?\d+) *`},
		{"open %s: %w", []string{"path", "err"}, nil, "open {path}: {err}", `open (.+?): (.+?)`},
		{"%[2]v then %[1]q", []string{"a", "b"}, nil, "{b} then {a!r}", `(.+?) then (.+?)`},
		{"addr %#x", []string{"p"}, nil, "addr {p:#x}", `addr ((?:0x)?[0-9a-f]+)`},
		{"missing %s", nil, nil, "missing {%s}", `missing (.+?)`},
		{"at 50%", nil, nil, "at 50%", `at 50%`},
		{"%*d|%-8s|", []string{"w", "n", "s"}, nil, "{n:d}|{s}|", `([-+]?\d+)\|(.+?)\|`},
	}
	for _, tt := range tests {
		tm := ParsePrintf(tt.format, tt.args, tt.named)
		if got := tm.Message(); got != tt.msg {
			t.Errorf("ParsePrintf(%q).Message() = %q, want %q", tt.format, got, tt.msg)
		}
		if got := tm.Pattern(); got != tt.pat {
			t.Errorf("ParsePrintf(%q).Pattern() = %q, want %q", tt.format, got, tt.pat)
		}
	}
}

func TestParseFormat(t *testing.T) {
	args := []string{"a", "b"}
	kw := map[string]string{"name": "user.name"}
	res := func(f string, auto int) (string, bool) {
		if f == "" {
			if auto < len(args) {
				return args[auto], true
			}
			return "", false
		}
		if n := int(f[0] - '0'); len(f) == 1 && n >= 0 && n < len(args) {
			return args[n], true
		}
		e, ok := kw[f]
		return e, ok
	}
	for _, tt := range []struct{ in, want string }{
		{"{} and {}", "{a} and {b}"},
		{"{1} before {0}", "{b} before {a}"},
		{"hello {name}, {name.upper}", "hello {user.name}, {user.name.upper}"},
		{"{0[1]:>4} {:?}", "{a[1]:>4} {a:?}"},
		{"unknown {zzz} stray }", "unknown {zzz} stray }}"},
	} {
		tm, err := ParseFormat(tt.in, res)
		if err != nil {
			t.Errorf("ParseFormat(%q): %v", tt.in, err)
			continue
		}
		if got := tm.Message(); got != tt.want {
			t.Errorf("ParseFormat(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzTemplate checks that no input panics Parse, ParsePrintf or ParseFormat,
// that every pattern compiles, and that a parsed message round-trips and its
// pattern matches its own rendering.
func FuzzTemplate(f *testing.F) {
	for _, s := range []string{"a {x} b", "{x!r:>{w}}", "%(a)s %d %%", "{{}}", "{", "%[9]*.*d", "}{"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, tm := range []Template{ParsePrintf(s, []string{"a"}, nil), mustFormat(t, s)} {
			if _, err := regexp.Compile(tm.Pattern()); err != nil {
				t.Fatalf("pattern of %q does not compile: %v", s, err)
			}
		}
		tm, err := Parse(s)
		if err != nil {
			return
		}
		if got := tm.Message(); got != s {
			t.Fatalf("Parse(%q).Message() = %q", s, got)
		}
		vals := make([]string, tm.Holes())
		for i := range vals {
			vals[i] = "7"
		}
		re := regexp.MustCompile("(?s)^" + tm.Pattern() + "$")
		if !re.MatchString(tm.Render(vals...)) {
			t.Fatalf("pattern %q does not match rendering %q", tm.Pattern(), tm.Render(vals...))
		}
		// Optional runs side by side (each Opt its own run) match the
		// text with all of them printed, and with none.
		opt := Concat(Opt(tm), Opt(Lit(" y")), tm)
		re = regexp.MustCompile("(?s)^" + opt.Pattern() + "$")
		all := make([]string, opt.Holes())
		for i := range all {
			all[i] = "7"
		}
		if !re.MatchString(opt.Render(all...)) || !re.MatchString(tm.Render(vals...)) {
			t.Fatalf("pattern %q does not match %q or %q", opt.Pattern(), opt.Render(all...), tm.Render(vals...))
		}
	})
}

func mustFormat(t *testing.T, s string) Template {
	tm, err := ParseFormat(s, nil)
	if err != nil {
		t.Fatalf("lenient ParseFormat(%q) failed: %v", s, err)
	}
	return tm
}

func TestOptional(t *testing.T) {
	tm := Concat(
		Opt(Lit(`status: 'Internal error', self: "`)),
		Lit("failed: "), Hole("e", "", ""),
		Opt(Lit(`"`)),
		Opt(Concat(Lit(" request_id="), Hole("id", "", ""))),
	)
	// each Opt is a run of its own: the closing quote may be printed
	// without the request_id after it
	if got, want := tm.Pattern(), `(?:status: 'Internal error', self: ")?failed: (.+?)(?:")?(?: request_id=(.+?))?`; got != want {
		t.Errorf("Pattern = %q, want %q", got, want)
	}
	if got, want := tm.Message(), `status: 'Internal error', self: "failed: {e}" request_id={id}`; got != want {
		t.Errorf("Message = %q, want %q", got, want)
	}
	if got := tm.LiteralLen(); got != len("failed: ") {
		t.Errorf("LiteralLen = %d, want %d", got, len("failed: "))
	}
	re := regexp.MustCompile("^" + tm.Pattern() + "$")
	for text, want := range map[string][]string{
		`status: 'Internal error', self: "failed: boom" request_id=42`: {"boom", "42"},
		"failed: boom": {"boom", ""},
	} {
		if m := re.FindStringSubmatch(text); m == nil || !reflect.DeepEqual(m[1:], want) {
			t.Errorf("%q: captures %q, want %q", text, m, want)
		}
	}
}
