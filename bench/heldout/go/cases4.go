package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adhocore/gronx"
	"github.com/alecthomas/kingpin/v2"
	"github.com/alecthomas/participle/v2"
	"github.com/alexflint/go-arg"
	"github.com/andybalholm/brotli"
	"github.com/buger/jsonparser"
	"github.com/d5/tengo/v2"
	"github.com/emersion/go-message"
	"github.com/emersion/go-message/mail"
	"github.com/emersion/go-message/textproto"
	"github.com/hashicorp/go-bexpr"
	"github.com/influxdata/line-protocol/v2/lineprotocol"
	naoinatoml "github.com/naoina/toml"
	"github.com/peterbourgon/ff/v3"
	"github.com/peterbourgon/ff/v3/ffcli"
	"github.com/tinylib/msgp/msgp"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// tempFile writes s to a new file in a temporary directory and returns
// its path.
func tempFile(name, s string) string {
	dir, err := os.MkdirTemp("", "heldout-go-")
	if err != nil {
		panic(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		panic(err)
	}
	return p
}

// bexprDatum is the value bexpr expressions are evaluated against.
type bexprDatum struct {
	A   int
	S   string
	B   []string
	M   map[string]int
	N   map[int]int
	Sub struct{ X int }
}

// pGrammar is a participle grammar of "key = int" entries.
type pGrammar struct {
	Entries []*pEntry `parser:"@@*"`
}

type pEntry struct {
	Key   string `parser:"@Ident '='"`
	Value int8   `parser:"@Int"`
}

type pLeft struct {
	L *pLeft `parser:"@@ 'x'"`
}

type pUnknownToken struct {
	X string `parser:"@Nope"`
}

type pBadTag struct {
	X string `parser:"@Ident ("`
}

// lineProto decodes every line of s: its measurement, tags, fields and time.
func lineProto(s string) error {
	d := lineprotocol.NewDecoderWithBytes([]byte(s))
	for d.Next() {
		if _, err := d.Measurement(); err != nil {
			return err
		}
		for {
			k, _, err := d.NextTag()
			if err != nil {
				return err
			}
			if k == nil {
				break
			}
		}
		for {
			k, _, err := d.NextField()
			if err != nil {
				return err
			}
			if k == nil {
				break
			}
		}
		if _, err := d.Time(lineprotocol.Nanosecond, time.Time{}); err != nil {
			return err
		}
	}
	return d.Err()
}

// errorCases4 are the fourth batch's calls (modules.txt after ldap): each
// returns an error from a module, or panics.
func errorCases4() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	starSrc := []string{"x = ", "x = y", "x = 1 + 'a'", "x = [1][5]", "x = {}['a']", "x = int('x')", "x = 1 // 0", "x = 1\nx()",
		"def f(a):\n  pass\nf()", "load('m', 'x')", "x = 'a' * 'b'", "x = len(1)", "def f():\n  for x in 1:\n    pass\nf()",
		"x = [1].nope", "x = float('x')", "fail('boom')", "x = {}\nx[[1]] = 1", "x = [].pop()", "x = 'x'.index('y')",
		"x = range(1, 2, 0)", "while True:\n  pass", "x = 1\nx = 2", "def f(a, a):\n  pass", "x = 'a' < 1", "x = (1,)\nx[0] = 2",
		"x = {'a': 1}.update(1, 2)", "x = '%d' % 'a'", "x = 1 if", "x = \"a", "x = getattr(1, 'y')", "x = dict(1)", "x = sorted(1)"}
	each("starlark", "ExecFile", starSrc, func(s string) error {
		_, err := starlark.ExecFileOptions(&syntax.FileOptions{}, &starlark.Thread{Name: "heldout"}, "x.star", s, nil)
		return err
	})
	add("starlark", "Eval undefined", func() error {
		_, err := starlark.EvalOptions(&syntax.FileOptions{}, &starlark.Thread{}, "e", "nope + 1", nil)
		return err
	})
	add("starlark", "Call non-callable", func() error {
		_, err := starlark.Call(&starlark.Thread{}, starlark.MakeInt(1), nil, nil)
		return err
	})
	add("starlark", "UnpackArgs", func() error {
		var a int
		return starlark.UnpackArgs("f", starlark.Tuple{starlark.String("x")}, nil, "a", &a)
	})
	add("starlark", "UnpackArgs missing", func() error {
		var a int
		return starlark.UnpackArgs("f", nil, nil, "a", &a)
	})

	bexprs := []string{"", "A ==", "(A == 1", "A == 1 and", "A in", "S matches \"[\"", "A is", "not", "A == 1 or or B", "== 1", "A === 1"}
	each("bexpr", "CreateEvaluator", bexprs, func(s string) error { _, err := bexpr.CreateEvaluator(s); return err })
	for _, s := range []string{"A == x", "Nope == 1", "A contains 1", "M.x.y == 1", "all A as x { x == 1 }", "Sub.Nope == 1",
		"N.x == 1", "A matches \"a\"", "Sub contains 1", "A > x", "1 in Sub", "B == 1", "any M as k, k { k == 1 }"} {
		e := s
		add("bexpr", "Evaluate "+e, func() error {
			ev, err := bexpr.CreateEvaluator(e)
			if err != nil {
				return err
			}
			_, err = ev.Evaluate(bexprDatum{M: map[string]int{"x": 1}, N: map[int]int{1: 1}})
			return err
		})
	}
	add("bexpr", "WithMaxExpressions", func() error {
		_, err := bexpr.CreateEvaluator("A == 1 and S == x and A == 2", bexpr.WithMaxExpressions(1))
		return err
	})
	add("bexpr", "Filter scalar", func() error {
		f, err := bexpr.CreateFilter("A == 1")
		if err != nil {
			return err
		}
		_, err = f.Execute(5)
		return err
	})
	add("bexpr", "CreateFilter bad", func() error { _, err := bexpr.CreateFilter("A =="); return err })

	type ntStruct struct {
		A int8            `toml:"a"`
		S string          `toml:"s"`
		L []int           `toml:"l"`
		T struct{ X int } `toml:"t"`
		D time.Time       `toml:"d"`
	}
	ntDocs := []string{"a = ", "a = 1\na = 2", "[t]\n[t]", "a = 300", "a = 'x'", "s = 1", "z = 1", "l = [1, 'x']", "[[t]]\n[t]",
		"d = 1979-13-01T00:00:00Z", "= 1", "a = 1 b = 2", "l = 1", "t = 1", "[t]\nx = 'y'", "s = \"\\q\"", "a = 0x1", "a = 1.5",
		"[t]\nx = 1\n[t.x]", "d = 'x'"}
	each("naoinatoml", "Unmarshal", ntDocs, func(d string) error { var v ntStruct; return naoinatoml.Unmarshal([]byte(d), &v) })
	add("naoinatoml", "Unmarshal non-pointer", func() error { var v ntStruct; return naoinatoml.Unmarshal([]byte("a = 1"), v) })
	add("naoinatoml", "Unmarshal map key", func() error { var v map[int]int; return naoinatoml.Unmarshal([]byte("a = 1"), &v) })
	add("naoinatoml", "Marshal map key", func() error { _, err := naoinatoml.Marshal(map[int]int{1: 1}); return err })
	add("naoinatoml", "Marshal chan", func() error {
		_, err := naoinatoml.Marshal(struct{ C chan int }{make(chan int)})
		return err
	})
	add("naoinatoml", "Marshal scalar", func() error { _, err := naoinatoml.Marshal(1); return err })
	add("naoinatoml", "Decoder", func() error {
		var v ntStruct
		return naoinatoml.NewDecoder(strings.NewReader("[")).Decode(&v)
	})

	msgs := []string{"Content-Type: text/plain; charset=nope\r\n\r\nx", "bad header line\r\n\r\nx", "Content-Transfer-Encoding: nope\r\n\r\nx",
		": x\r\n\r\nx", "Content-Type: multipart/mixed\r\n\r\nx", "Content-Type: text/plain; charset=\"\r\n\r\nx", "A\x01b: x\r\n\r\nx"}
	each("gomessage", "Read", msgs, func(s string) error { _, err := message.Read(strings.NewReader(s)); return err })
	for _, s := range []string{"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nbad\r\n\r\nx\r\n--b--\r\n",
		"Content-Type: multipart/mixed; boundary=b\r\n\r\nx\r\n--b\r\nA: 1\r\n\r\nx\r\n--bx\r\n",
		"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Transfer-Encoding: nope\r\n\r\nx\r\n--b--\r\n"} {
		m := s
		add("gomessage", "Walk "+m, func() error {
			e, err := message.Read(strings.NewReader(m))
			if err != nil {
				return err
			}
			return e.Walk(func([]int, *message.Entity, error) error { return nil })
		})
		add("gomessage", "mail NextPart "+m, func() error {
			r, err := mail.CreateReader(strings.NewReader(m))
			if err != nil {
				return err
			}
			for {
				if _, err := r.NextPart(); err != nil {
					if err == io.EOF {
						return nil
					}
					return err
				}
			}
		})
	}
	for _, id := range []string{"x", "<x", "<x@y", "<@y>", "<x@[y>", "<x@y> (", "<x@\xff>"} {
		v := id
		add("gomessage", "MessageID "+v, func() error {
			var h mail.Header
			h.Set("Message-Id", v)
			_, err := h.MessageID()
			return err
		})
	}
	add("gomessage", "MsgIDList", func() error {
		var h mail.Header
		h.Set("References", "<a@b> c")
		_, err := h.MsgIDList("References")
		return err
	})
	add("gomessage", "ReadHeader", func() error {
		_, err := textproto.ReadHeader(bufio.NewReader(strings.NewReader(" x\r\n\r\n")))
		return err
	})
	add("gomessage", "CreateWriter charset", func() error {
		var h message.Header
		h.Set("Content-Type", "text/plain; charset=nope")
		_, err := message.CreateWriter(io.Discard, h)
		return err
	})
	add("gomessage", "CreatePart", func() error {
		var h message.Header
		h.Set("Content-Type", "text/plain")
		w, err := message.CreateWriter(io.Discard, h)
		if err != nil {
			return err
		}
		_, err = w.CreatePart(message.Header{})
		return err
	})
	add("gomessage", "SetBoundary", func() error { return textproto.NewMultipartWriter(io.Discard).SetBoundary("") })
	add("gomessage", "SetBoundary char", func() error { return textproto.NewMultipartWriter(io.Discard).SetBoundary("a\x01") })
	add("gomessage", "Multipart empty boundary", func() error {
		_, err := textproto.NewMultipartReader(strings.NewReader("x"), "").NextPart()
		return err
	})

	newKingpin := func() *kingpin.Application {
		app := kingpin.New("app", "")
		app.Writer(io.Discard)
		app.Terminate(nil)
		app.Flag("n", "").Int()
		app.Flag("req", "").Required().String()
		app.Flag("d", "").Duration()
		app.Flag("e", "").Enum("a", "b")
		app.Flag("ip", "").IP()
		app.Flag("u", "").URL()
		app.Flag("f", "").ExistingFile()
		app.Flag("b", "").Bool()
		app.Flag("m", "").StringMap()
		app.Flag("r", "").Regexp()
		sub := app.Command("sub", "")
		sub.Arg("x", "").Required().Int()
		app.Command("other", "")
		return app
	}
	for _, args := range [][]string{{"--req", "x", "--n", "a"}, {"--n", "1"}, {"--req", "x", "--nope"}, {"--req", "x", "--d", "x"},
		{"--req", "x", "--e", "c"}, {"--req", "x", "--ip", "x"}, {"--req", "x", "--u", "%"}, {"--req", "x", "--f", "/nonexistent"},
		{"--req", "x", "--b=x"}, {"--req", "x", "sub"}, {"--req", "x", "sub", "y"}, {"--req"}, {"--req", "x", "-z"},
		{"--req", "x", "nope"}, {"--req", "x", "--m", "x"}, {"--req", "x", "--r", "("}, {"--req", "x"}, {"--req", "x", "other", "y"}} {
		a := args
		add("kingpin", "Parse "+strings.Join(a, " "), func() error { _, err := newKingpin().Parse(a); return err })
	}
	add("kingpin", "Parse duplicate flag", func() error {
		app := kingpin.New("app", "")
		app.Terminate(nil)
		app.Flag("n", "").Int()
		app.Flag("n", "").Int()
		_, err := app.Parse(nil)
		return err
	})
	add("kingpin", "Parse bad default", func() error {
		app := kingpin.New("app", "")
		app.Terminate(nil)
		app.Flag("n", "").Default("x").Int()
		_, err := app.Parse(nil)
		return err
	})
	add("kingpin", "Parse envar", func() error {
		app := kingpin.New("app", "")
		app.Terminate(nil)
		app.Flag("n", "").Envar("HELDOUT_KINGPIN_N").Int()
		return withEnv("HELDOUT_KINGPIN_N", "x", func() error { _, err := app.Parse(nil); return err })
	})

	type goargArgs struct {
		N   int            `arg:"-n"`
		Req string         `arg:"required"`
		D   time.Duration  `arg:"--d"`
		M   map[string]int `arg:"--m"`
		Pos []int          `arg:"positional"`
		E   int            `arg:"--e,env:HELDOUT_GOARG_E"`
		F   float64        `arg:"--f"`
	}
	for _, args := range [][]string{{"--req", "x", "-n", "a"}, {"-n", "1"}, {"--req", "x", "--nope"}, {"--req", "x", "--d", "x"},
		{"--req", "x", "--m", "x"}, {"--req", "x", "--m", "a=b"}, {"--req", "x", "a"}, {"--req"}, {"--req", "x", "--f", "x"},
		{"--req", "x", "-n"}, {"--req", "x", "--help"}} {
		a := args
		add("goarg", "Parse "+strings.Join(a, " "), func() error {
			var v goargArgs
			p, err := arg.NewParser(arg.Config{}, &v)
			if err != nil {
				return err
			}
			return p.Parse(a)
		})
	}
	add("goarg", "Parse env", func() error {
		var v goargArgs
		p, err := arg.NewParser(arg.Config{}, &v)
		if err != nil {
			return err
		}
		return withEnv("HELDOUT_GOARG_E", "x", func() error { return p.Parse([]string{"--req", "x"}) })
	})
	add("goarg", "NewParser chan", func() error { _, err := arg.NewParser(arg.Config{}, &struct{ C chan int }{}); return err })
	add("goarg", "NewParser map chan", func() error {
		_, err := arg.NewParser(arg.Config{}, &struct{ C map[string]chan int }{})
		return err
	})
	add("goarg", "NewParser non-pointer", func() error { _, err := arg.NewParser(arg.Config{}, struct{ A int }{}); return err })
	add("goarg", "NewParser subcommand value", func() error {
		_, err := arg.NewParser(arg.Config{}, &struct {
			S struct{ A int } `arg:"subcommand:s"`
		}{})
		return err
	})
	add("goarg", "NewParser subcommand and positional", func() error {
		_, err := arg.NewParser(arg.Config{}, &struct {
			S *struct{ A int } `arg:"subcommand:s"`
			P string           `arg:"positional"`
		}{})
		return err
	})
	add("goarg", "Subcommand unknown", func() error {
		var v struct {
			S *struct{ A int } `arg:"subcommand:s"`
		}
		p, err := arg.NewParser(arg.Config{}, &v)
		if err != nil {
			return err
		}
		return p.Parse([]string{"t"})
	})

	newFS := func() *flag.FlagSet {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Int("n", 0, "")
		fs.String("config", "", "")
		fs.Duration("d", 0, "")
		return fs
	}
	add("ff", "Parse args", func() error { return ff.Parse(newFS(), []string{"-n", "x"}) })
	add("ff", "Parse unknown", func() error { return ff.Parse(newFS(), []string{"-z"}) })
	add("ff", "Parse env", func() error {
		return withEnv("HELDOUT_FF_N", "x", func() error { return ff.Parse(newFS(), nil, ff.WithEnvVarPrefix("HELDOUT_FF")) })
	})
	add("ff", "Parse env duration", func() error {
		return withEnv("HELDOUT_FF_D", "x", func() error { return ff.Parse(newFS(), nil, ff.WithEnvVarPrefix("HELDOUT_FF")) })
	})
	for _, c := range []struct{ name, text string }{{"plain value", "n x"}, {"plain unknown", "z 1"}, {"json", "{"}, {"json value", `{"n": "x"}`},
		{"json unknown", `{"z": 1}`}, {"json nested", `{"n": {"a": [1]}}`}, {"env", "x"}, {"env value", "N=x"}, {"json array", "[1]"}} {
		cc := c
		parser := ff.PlainParser
		if strings.HasPrefix(cc.name, "json") {
			parser = ff.JSONParser
		} else if strings.HasPrefix(cc.name, "env") {
			parser = ff.EnvParser
		}
		add("ff", "Parse config "+cc.name, func() error {
			p := tempFile("c", cc.text)
			return ff.Parse(newFS(), nil, ff.WithConfigFile(p), ff.WithConfigFileParser(parser))
		})
	}
	add("ff", "Parse config missing", func() error {
		return ff.Parse(newFS(), nil, ff.WithConfigFile("/nonexistent/c"), ff.WithConfigFileParser(ff.PlainParser))
	})
	add("ff", "Parse config flag", func() error {
		return ff.Parse(newFS(), []string{"-config", tempFile("c", "n 1\nnope")}, ff.WithConfigFileFlag("config"),
			ff.WithConfigFileParser(ff.PlainParser))
	})
	add("ff", "EnvParser", func() error { return ff.EnvParser(strings.NewReader("=x"), func(string, string) error { return nil }) })
	add("ff", "ffcli no exec", func() error { return (&ffcli.Command{Name: "x"}).ParseAndRun(context.Background(), nil) })
	add("ff", "ffcli unparsed", func() error { return (&ffcli.Command{Name: "x"}).Run(context.Background()) })
	add("ff", "ffcli flag", func() error {
		return (&ffcli.Command{Name: "x", FlagSet: newFS(), Exec: func(context.Context, []string) error { return nil }}).
			ParseAndRun(context.Background(), []string{"-n", "x"})
	})

	// Test half (the split hides what errdex answers on these).
	pSrc := []string{"a =", "a = 1 b", "= 1", "a = 300", "a = \"x\"", "a = 1 %", "a = 1 b = ", "a a", "a = -", "a = 99999999999999999999"}
	each("participle", "ParseString", pSrc, func(s string) error {
		_, err := participle.MustBuild[pGrammar]().ParseString("", s)
		return err
	})
	add("participle", "Build left recursion", func() error { _, err := participle.Build[pLeft](); return err })
	add("participle", "Build unknown token", func() error { _, err := participle.Build[pUnknownToken](); return err })
	add("participle", "Build bad tag", func() error { _, err := participle.Build[pBadTag](); return err })
	add("participle", "Build non-struct", func() error { _, err := participle.Build[int](); return err })
	add("participle", "ParseString trailing", func() error {
		_, err := participle.MustBuild[pEntry]().ParseString("", "a = 1 b = 2")
		return err
	})

	js := []byte(`{"a": "x", "b": 1, "c": [1, "y"], "d": {"e": true}, "f": 1.5, "g": -1}`)
	add("jsonparser", "Get missing", func() error { _, _, _, err := jsonparser.Get(js, "z"); return err })
	add("jsonparser", "Get malformed", func() error { _, _, _, err := jsonparser.Get([]byte(`{"a":`), "a"); return err })
	add("jsonparser", "GetInt string", func() error { _, err := jsonparser.GetInt(js, "a"); return err })
	add("jsonparser", "GetString number", func() error { _, err := jsonparser.GetString(js, "b"); return err })
	add("jsonparser", "GetBoolean", func() error { _, err := jsonparser.GetBoolean(js, "b"); return err })
	add("jsonparser", "GetFloat", func() error { _, err := jsonparser.GetFloat(js, "a"); return err })
	add("jsonparser", "GetInt float", func() error { _, err := jsonparser.GetInt(js, "f"); return err })
	add("jsonparser", "ParseInt", func() error { _, err := jsonparser.ParseInt([]byte("x")); return err })
	add("jsonparser", "ParseInt overflow", func() error { _, err := jsonparser.ParseInt([]byte("99999999999999999999")); return err })
	add("jsonparser", "ParseBoolean", func() error { _, err := jsonparser.ParseBoolean([]byte("x")); return err })
	add("jsonparser", "ParseFloat", func() error { _, err := jsonparser.ParseFloat([]byte("x")); return err })
	add("jsonparser", "ParseString", func() error { _, err := jsonparser.ParseString([]byte(`\u12`)); return err })
	add("jsonparser", "ArrayEach object", func() error {
		_, err := jsonparser.ArrayEach(js, func([]byte, jsonparser.ValueType, int, error) {}, "d")
		return err
	})
	add("jsonparser", "ObjectEach array", func() error {
		return jsonparser.ObjectEach(js, func([]byte, []byte, jsonparser.ValueType, int) error { return nil }, "c")
	})
	add("jsonparser", "ObjectEach malformed", func() error {
		return jsonparser.ObjectEach([]byte(`{"a" 1}`), func([]byte, []byte, jsonparser.ValueType, int) error { return nil })
	})
	add("jsonparser", "Set malformed", func() error { _, err := jsonparser.Set([]byte(`{"a":`), []byte("1"), "a", "b"); return err })
	add("jsonparser", "GetUnsafeString", func() error { _, err := jsonparser.GetUnsafeString(js, "z"); return err })
	add("jsonparser", "GetString escape", func() error { _, err := jsonparser.GetString([]byte(`{"a": "\u12"}`), "a"); return err })

	tSrc := []string{"a := ", "a := b", "a := 1 + \"x\"", "a := [1][5]; b := a + 1", "f := func(a) {}; f()", "a := 1; a()",
		"a := import(\"nope\")", "a := 1 / 0", "x := 1; x := 2", "for {", "a := {}; a.b.c = 1", "a := 1; a.b = 2", "a := \"x\"[5:1]",
		"a := [1, 2]; a[\"x\"] = 1", "a := error(1); b := a.value.x", "export 1", "a := 1 << \"x\"", "a := -\"x\"", "b := 1; b += \"x\"",
		"a := len(1)"}
	each("tengo", "Run", tSrc, func(s string) error { _, err := tengo.NewScript([]byte(s)).Run(); return err })
	add("tengo", "Eval syntax", func() error { _, err := tengo.Eval(context.Background(), "1 +", nil); return err })
	add("tengo", "Eval param", func() error {
		_, err := tengo.Eval(context.Background(), "x + 1", map[string]interface{}{"x": make(chan int)})
		return err
	})
	add("tengo", "Script Add", func() error { return tengo.NewScript([]byte("")).Add("a", make(chan int)) })
	add("tengo", "Compiled Set", func() error {
		s := tengo.NewScript([]byte("a := 1"))
		c, err := s.Compile()
		if err != nil {
			return err
		}
		return c.Set("b", 1)
	})
	add("tengo", "FromInterface", func() error { _, err := tengo.FromInterface(make(chan int)); return err })

	g := gronx.New()
	for _, e := range []string{"x", "* * *", "61 * * * *", "* * * * * * * *", "*/0 * * * *", "* 25 * * *", "@nope", "1-x * * * *",
		"* * 32W * *", "* * * 13 *", "* * * * 8#3", "* * * * 1#6", "5-1 * * * *", "* * L-40 * *", "a/b * * * *"} {
		ex := e
		add("gronx", "IsDue "+ex, func() error { _, err := g.IsDue(ex); return err })
	}
	add("gronx", "NextTick", func() error { _, err := gronx.NextTick("x", false); return err })
	add("gronx", "NextTick impossible", func() error { _, err := gronx.NextTick("0 0 30 2 *", false); return err })
	add("gronx", "PrevTick", func() error { _, err := gronx.PrevTick("* * 32 * *", false); return err })
	add("gronx", "AddTag", func() error { return gronx.AddTag("@x", "x") })
	add("gronx", "Segments", func() error { _, err := gronx.Segments("* *"); return err })

	var good bytes.Buffer
	bw := brotli.NewWriter(&good)
	bw.Write(bytes.Repeat([]byte("held out brotli text "), 100))
	bw.Close()
	gb := good.Bytes()
	for _, c := range []struct {
		name string
		b    []byte
	}{{"empty", nil}, {"x", []byte("x")}, {"ff", bytes.Repeat([]byte{0xff}, 16)}, {"truncated", gb[:len(gb)/2]},
		{"trailing", append(append([]byte{}, gb...), 'x', 'y')}, {"flipped", append(append([]byte{}, gb[:8]...), 0xde, 0xad, 0xbe, 0xef)},
		{"zeros", make([]byte, 32)}, {"reserved", []byte{0x11, 0x80}}, {"window", []byte{0x31, 0xff, 0xff}}} {
		cc := c
		add("brotli", "Read "+cc.name, func() error {
			_, err := io.ReadAll(brotli.NewReader(bytes.NewReader(cc.b)))
			return err
		})
	}

	lps := []string{"m", "m,", "m,t=1", "m f=", "m f=x", "m f=1i2", "m f=1 x", "m f=\"x", "m f=99999999999999999999i", "m f=1u", ",t=1 f=1",
		"m f=1 123 x", "m f=tru", "m,t f=1", "m f=1,", "m f=1 99999999999999999999", "m,t=1,t=\\ f=1", "m f=-1u"}
	each("lineprotocol", "Decode", lps, lineProto)
	add("lineprotocol", "NewValueFromBytes", func() error {
		_, err := lineprotocol.NewValueFromBytes(lineprotocol.Int, []byte("x"))
		return err
	})
	add("lineprotocol", "NewValueFromBytes float", func() error {
		_, err := lineprotocol.NewValueFromBytes(lineprotocol.Float, []byte("1e999"))
		return err
	})

	mb := []struct {
		name string
		f    func() error
	}{
		{"ReadIntBytes nil", func() error { _, _, err := msgp.ReadIntBytes(nil); return err }},
		{"ReadIntBytes string", func() error { _, _, err := msgp.ReadIntBytes([]byte{0xa1, 'x'}); return err }},
		{"ReadStringBytes int", func() error { _, _, err := msgp.ReadStringBytes([]byte{0x01}); return err }},
		{"ReadInt8Bytes overflow", func() error { _, _, err := msgp.ReadInt8Bytes([]byte{0xcd, 0x01, 0x2c}); return err }},
		{"ReadUint8Bytes negative", func() error { _, _, err := msgp.ReadUint8Bytes([]byte{0xff}); return err }},
		{"ReadMapHeaderBytes array", func() error { _, _, err := msgp.ReadMapHeaderBytes([]byte{0x90}); return err }},
		{"ReadArrayHeaderBytes map", func() error { _, _, err := msgp.ReadArrayHeaderBytes([]byte{0x80}); return err }},
		{"ReadBoolBytes", func() error { _, _, err := msgp.ReadBoolBytes([]byte{0x01}); return err }},
		{"ReadFloat64Bytes", func() error { _, _, err := msgp.ReadFloat64Bytes([]byte{0xc3}); return err }},
		{"ReadTimeBytes", func() error { _, _, err := msgp.ReadTimeBytes([]byte{0x01}); return err }},
		{"ReadIntfBytes invalid", func() error { _, _, err := msgp.ReadIntfBytes([]byte{0xc1}); return err }},
		{"ReadMapStrIntfBytes key", func() error {
			_, _, err := msgp.ReadMapStrIntfBytes([]byte{0x81, 0x01, 0x01}, nil)
			return err
		}},
		{"Skip invalid", func() error { _, err := msgp.Skip([]byte{0xc1}); return err }},
		{"CopyToJSON invalid", func() error { _, err := msgp.CopyToJSON(io.Discard, bytes.NewReader([]byte{0xc1})); return err }},
		{"Reader ReadString", func() error { _, err := msgp.NewReader(bytes.NewReader([]byte{0x01})).ReadString(); return err }},
		{"Reader ReadMapHeader", func() error { _, err := msgp.NewReader(bytes.NewReader([]byte{0xa1})).ReadMapHeader(); return err }},
		{"Reader ReadInt64 short", func() error { _, err := msgp.NewReader(bytes.NewReader([]byte{0xd3, 0x01})).ReadInt64(); return err }},
		{"ReadComplex64Bytes", func() error { _, _, err := msgp.ReadComplex64Bytes([]byte{0x01}); return err }},
		{"ReadBytesBytes", func() error { _, _, err := msgp.ReadBytesBytes([]byte{0x01}, nil); return err }},
	}
	for _, c := range mb {
		add("msgp", c.name, c.f)
	}
	return cs
}

// panicCases4 are the fourth batch's calls that panic.
func panicCases4() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("starlark", "nil Thread", func() { var t *starlark.Thread; t.SetLocal("x", 1) })
	add("starlark", "nil Dict", func() { var d *starlark.Dict; d.Len() })
	add("bexpr", "nil Evaluator", func() { var e *bexpr.Evaluator; e.Evaluate(1) })
	add("naoinatoml", "nil Decoder", func() { var d *naoinatoml.Decoder; d.Decode(nil) })
	add("gomessage", "nil Entity", func() { var e *message.Entity; e.MultipartReader() })
	add("kingpin", "nil Application", func() { var a *kingpin.Application; a.Parse(nil) })
	add("goarg", "nil Parser", func() { var p *arg.Parser; p.Parse(nil) })
	add("ff", "env mapping", func() {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.Int("-", 0, "")
		ff.Parse(fs, nil, ff.WithEnvVars())
	})
	add("participle", "MustBuild", func() { participle.MustBuild[pLeft]() })
	add("tengo", "nil Script", func() { var s *tengo.Script; s.Run() })
	add("lineprotocol", "MustNewValue", func() { lineprotocol.MustNewValue(make(chan int)) })
	add("msgp", "nil Reader", func() { var r *msgp.Reader; r.ReadInt() })
	add("jsonparser", "nil callback", func() { jsonparser.ArrayEach([]byte("[1]"), nil) })
	return cs
}
