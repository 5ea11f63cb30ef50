package main

import (
	"io"
	"net"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/gobwas/glob"
	"github.com/google/uuid"
	version "github.com/hashicorp/go-version"
	"github.com/spf13/pflag"
	"gopkg.in/yaml.v3"
)

// errorCases are calls that return an error from a module.
func errorCases() []errCase {
	var cs []errCase
	add := func(suite, label string, f func() error) { cs = append(cs, errCase{suite, label, f}) }

	for _, doc := range []string{"a: [", "a: {", "- a\nb: 1", "a: b: c", "[1, 2", "{a: 1", "a: 'x", "a: \"x",
		"&a [*b]", "*a", "a: 1\na: 2", "%YAML 2.0\n---\na", "a\tb: 1", "a: |x\n  b", "\"\\q\"", "--- a\n... x",
		"a: &x 1\nb: *y", "? [a\n: b", "a: @x", "a: `x", "- a\n-b\n - c", "a:\n  - b\n c: d", "\x07",
		"%TAG ! x\n%TAG ! y\n---\na", "!<x y", "a: !!binary x!", "{a: 1, a: 2}", "a: !!int x", "a: !!float x",
		"a: !!bool x", "a: !!timestamp x", "a: !!map [1]", "a: !!seq {a: 1}", "<<: 1", "a: !!null x"} {
		d := doc
		add("yaml", "unmarshal "+d, func() error { var v any; return yaml.Unmarshal([]byte(d), &v) })
		add("yaml", "unmarshal struct "+d, func() error {
			var v struct {
				A int `yaml:"a"`
			}
			return yaml.Unmarshal([]byte(d), &v)
		})
	}
	for _, doc := range []string{"a: x", "a: [1]", "a: {b: 1}", "a: 1.5", "b: 1"} {
		d := doc
		add("yaml", "unmarshal typed "+d, func() error {
			var v struct {
				A int `yaml:"a"`
			}
			return yaml.Unmarshal([]byte(d), &v)
		})
		add("yaml", "decoder known fields "+d, func() error {
			var v struct {
				A int `yaml:"a"`
			}
			dec := yaml.NewDecoder(strings.NewReader(d))
			dec.KnownFields(true)
			return dec.Decode(&v)
		})
	}
	add("yaml", "unmarshal nil", func() error { return yaml.Unmarshal([]byte("a: 1"), nil) })
	add("yaml", "unmarshal non-pointer", func() error { var v map[string]int; return yaml.Unmarshal([]byte("a: 1"), v) })
	add("yaml", "decoder eof", func() error { var v any; return yaml.NewDecoder(strings.NewReader("")).Decode(&v) })
	add("yaml", "decoder reader", func() error { var v any; return yaml.NewDecoder(errReader{}).Decode(&v) })
	add("yaml", "marshal chan", func() error { _, err := yaml.Marshal(make(chan int)); return err })
	add("yaml", "marshal func", func() error { _, err := yaml.Marshal(func() {}); return err })
	add("yaml", "marshal map chan", func() error { _, err := yaml.Marshal(map[string]any{"a": make(chan int)}); return err })
	add("yaml", "marshal struct inline", func() error {
		_, err := yaml.Marshal(struct {
			A int `yaml:",inline"`
		}{})
		return err
	})
	add("yaml", "marshal struct dup", func() error {
		_, err := yaml.Marshal(struct {
			A int `yaml:"x"`
			B int `yaml:"x"`
		}{})
		return err
	})
	add("yaml", "marshal bad flag", func() error {
		_, err := yaml.Marshal(struct {
			A int `yaml:",nope"`
		}{})
		return err
	})
	add("yaml", "node decode", func() error { var n yaml.Node; var v int; n.Kind = yaml.ScalarNode; n.Value = "x"; return n.Decode(&v) })
	add("yaml", "encoder closed", func() error { e := yaml.NewEncoder(io.Discard); e.Close(); return e.Encode(1) })
	add("yaml", "encoder writer", func() error { e := yaml.NewEncoder(errWriter{}); e.Encode(1); return e.Close() })

	for _, v := range []string{"", "x", "1.0.0-", "1..0", "v", "1.0+", "1.0.0-a..b", "01.0", "1.0.0+a+b", "1.a", "1.0.0.0.0.0.0.0.0.0.0.0-"} {
		s := v
		add("goversion", "NewVersion "+s, func() error { _, err := version.NewVersion(s); return err })
		add("goversion", "NewSemver "+s, func() error { _, err := version.NewSemver(s); return err })
	}
	for _, v := range []string{"", "~>", "x", ">= 1.0,", "=> 1", ">= x", "1.0 1.0", "!! 1", ">= 1.0, <"} {
		s := v
		add("goversion", "NewConstraint "+s, func() error { _, err := version.NewConstraint(s); return err })
	}
	add("goversion", "Scan", func() error { var v version.Version; return v.Scan(1) })
	add("goversion", "Scan string", func() error { var v version.Version; return v.Scan("x") })
	add("goversion", "UnmarshalText", func() error { var v version.Version; return v.UnmarshalText([]byte("x")) })

	for _, s := range []string{"", "x", "00000000-0000-0000-0000-00000000000", "00000000-0000-0000-0000-0000000000000",
		"urn:uuid:x", "{00000000-0000-0000-0000-000000000000", "0000000g-0000-0000-0000-000000000000",
		"00000000x0000-0000-0000-000000000000", "0000000000000000000000000000000g"} {
		v := s
		add("uuid", "Parse "+v, func() error { _, err := uuid.Parse(v); return err })
		add("uuid", "ParseBytes "+v, func() error { _, err := uuid.ParseBytes([]byte(v)); return err })
	}
	add("uuid", "FromBytes", func() error { _, err := uuid.FromBytes([]byte{1}); return err })
	add("uuid", "Scan", func() error { var u uuid.UUID; return u.Scan(1) })
	add("uuid", "Scan bytes", func() error { var u uuid.UUID; return u.Scan([]byte{1, 2}) })
	add("uuid", "Scan string", func() error { var u uuid.UUID; return u.Scan("x") })
	add("uuid", "UnmarshalBinary", func() error { var u uuid.UUID; return u.UnmarshalBinary([]byte{1}) })
	add("uuid", "UnmarshalText", func() error { var u uuid.UUID; return u.UnmarshalText([]byte("x")) })
	add("uuid", "Validate", func() error { return uuid.Validate("x") })
	add("uuid", "Validate format", func() error { return uuid.Validate("0000000g-0000-0000-0000-000000000000") })
	add("uuid", "NewDCESecurity", func() error { _, err := uuid.NewRandomFromReader(errReader{}); return err })

	for _, src := range []string{"1 +", "(", ")", "a b", "1 ++ 2", "[1,", "{a: }", "foo(", "1 ? 2", "x.", "'a",
		"\"a", "1 in", "not", "len()", "len(1, 2)", "1 + 'a'", "nope(1)", "a[", "a..b", "1 |> ", "let x = 1", "let x = 1; ",
		"1 == ", "#", ".x", "1 matches 2", "'a' matches '['", "[1][:", "all(1)", "filter([1], )", "1..", "- ",
		"1 and", "true ? 1", "map([1], #.a)", "count(1, true)", "sum('a')", "abs('a')", "int()", "upper(1)",
		"trim(1)", "split(1)", "max()", "duration('x')", "date('x')", "toJSON()", "fromJSON(1)", "keys(1)",
		"values(1)", "first(1)", "last(1)", "get()", "{}.a.b", "nil.a", "1.a", "1[0]"} {
		s := src
		add("expr", "Compile "+s, func() error { _, err := expr.Compile(s); return err })
	}
	for _, src := range []string{"1 / 0", "[1][5]", "a.b", "nope()", "int('x')", "duration('x')", "date('x')",
		"fromJSON('x')", "1 % 0", "'a' + 1", "a[1]", "first(1)", "toBase64(1)", "fromBase64('!')", "repeat('a', -1)",
		"int(1e100)", "now().Nope", "date('2020', 'x')", "timezone('Nope/Nope')", "get(1, 2)", "float('x')",
		"upper(a)", "splitAfter('a', 1)", "reduce([], #acc + #)", "bitshl(1, -1)", "sort([1, 'a'])"} {
		s := src
		add("expr", "Eval "+s, func() error { _, err := expr.Eval(s, map[string]any{"a": 1}); return err })
		add("expr", "Run "+s, func() error {
			p, err := expr.Compile(s, expr.AllowUndefinedVariables())
			if err != nil {
				return err
			}
			_, err = expr.Run(p, map[string]any{"a": 1})
			return err
		})
	}
	add("expr", "AsBool", func() error { _, err := expr.Compile("1", expr.AsBool()); return err })
	add("expr", "AsInt", func() error { _, err := expr.Compile("'a'", expr.AsInt()); return err })
	add("expr", "AsFloat64", func() error { _, err := expr.Compile("'a'", expr.AsFloat64()); return err })
	add("expr", "AsKind", func() error { _, err := expr.Compile("'a'", expr.AsInt64()); return err })
	add("expr", "Env undefined", func() error { _, err := expr.Compile("b", expr.Env(map[string]any{"a": 1})); return err })
	add("expr", "Env method", func() error { _, err := expr.Compile("a.Nope()", expr.Env(map[string]any{"a": 1})); return err })
	add("expr", "Env types", func() error { _, err := expr.Compile("a + 'x'", expr.Env(map[string]any{"a": 1})); return err })
	add("expr", "Env call", func() error { _, err := expr.Compile("a()", expr.Env(map[string]any{"a": 1})); return err })
	add("expr", "Env field", func() error {
		_, err := expr.Compile("a.B", expr.Env(map[string]any{"a": struct{ A int }{}}))
		return err
	})
	add("expr", "Function", func() error {
		_, err := expr.Compile("f(1, 2)", expr.Function("f", func(p ...any) (any, error) { return nil, nil }, new(func(int) int)))
		return err
	})
	add("expr", "Operator", func() error {
		_, err := expr.Compile("1 + 1", expr.Operator("+", "nope"))
		return err
	})

	for _, args := range [][]string{{"--nope"}, {"-n"}, {"--int=x"}, {"--int"}, {"--bool=x"}, {"-i", "x"}, {"--dur=x"},
		{"--float=x"}, {"--uint=-1"}, {"--ints=a"}, {"--strings"}, {"-"}, {"--=x"}, {"---x"}, {"-ix"}, {"--ip=x"},
		{"--ipnet=x"}, {"--count=x"}, {"--stringmap=x"}, {"--int8=300"}, {"--ipmask=x"}, {"--bytes=zz"}, {"--b64=!"},
		{"--bools=x"}, {"--durs=x"}, {"--uints=x"}, {"--floats=x"}, {"--int64s=x"}, {"--stringToInt=a"}, {"--stringToInt=a=b"}} {
		a := args
		add("pflag", "Parse "+strings.Join(a, " "), func() error {
			fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
			fs.SetOutput(io.Discard)
			fs.IntP("int", "i", 0, "")
			fs.Bool("bool", false, "")
			fs.Duration("dur", 0, "")
			fs.Float64("float", 0, "")
			fs.Uint("uint", 0, "")
			fs.IntSlice("ints", nil, "")
			fs.StringSlice("strings", nil, "")
			fs.IP("ip", nil, "")
			fs.IPNet("ipnet", pflagIPNet(), "")
			fs.Count("count", "")
			fs.StringToString("stringmap", nil, "")
			fs.Int8("int8", 0, "")
			fs.IPMask("ipmask", nil, "")
			fs.BytesHex("bytes", nil, "")
			fs.BytesBase64("b64", nil, "")
			fs.BoolSlice("bools", nil, "")
			fs.DurationSlice("durs", nil, "")
			fs.UintSlice("uints", nil, "")
			fs.Float64Slice("floats", nil, "")
			fs.Int64Slice("int64s", nil, "")
			fs.StringToInt("stringToInt", nil, "")
			return fs.Parse(a)
		})
	}
	add("pflag", "Set unknown", func() error { return pflag.NewFlagSet("t", pflag.ContinueOnError).Set("nope", "1") })
	add("pflag", "GetInt missing", func() error { _, err := pflag.NewFlagSet("t", pflag.ContinueOnError).GetInt("nope"); return err })
	add("pflag", "GetInt type", func() error {
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.String("s", "", "")
		_, err := fs.GetInt("s")
		return err
	})
	add("pflag", "MarkDeprecated", func() error { return pflag.NewFlagSet("t", pflag.ContinueOnError).MarkDeprecated("nope", "x") })
	add("pflag", "MarkDeprecated empty", func() error {
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.Int("a", 0, "")
		return fs.MarkDeprecated("a", "")
	})
	add("pflag", "MarkHidden", func() error { return pflag.NewFlagSet("t", pflag.ContinueOnError).MarkHidden("nope") })
	add("pflag", "MarkShorthandDeprecated", func() error {
		return pflag.NewFlagSet("t", pflag.ContinueOnError).MarkShorthandDeprecated("nope", "x")
	})
	add("pflag", "SetAnnotation", func() error { return pflag.NewFlagSet("t", pflag.ContinueOnError).SetAnnotation("nope", "k", nil) })

	for _, p := range []string{"[", "{", "[a-", "[]", "\\", "{a,", "[!", "[a-]", "{{a}", "[z-a]"} {
		s := p
		add("glob", "Compile "+s, func() error { _, err := glob.Compile(s); return err })
		add("glob", "Compile sep "+s, func() error { _, err := glob.Compile(s, '.'); return err })
	}
	return cs
}

// panicCases are calls that panic in a module.
func panicCases() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("goversion", "Must", func() { version.Must(version.NewVersion("x")) })
	add("goversion", "MustConstraints", func() { version.MustConstraints(version.NewConstraint("x")) })
	add("goversion", "nil Compare", func() { var v *version.Version; v.Compare(version.Must(version.NewVersion("1"))) })
	add("goversion", "nil String", func() { var v *version.Version; _ = v.String() })
	add("goversion", "nil Check", func() {
		var c version.Constraints
		var v *version.Version
		c = version.MustConstraints(version.NewConstraint(">1"))
		c.Check(v)
	})
	add("uuid", "MustParse", func() { uuid.MustParse("x") })
	add("uuid", "MustParse format", func() { uuid.MustParse("0000000g-0000-0000-0000-000000000000") })
	add("uuid", "Must", func() { uuid.Must(uuid.Parse("x")) })
	add("glob", "MustCompile", func() { glob.MustCompile("[") })
	add("glob", "MustCompile brace", func() { glob.MustCompile("{a,") })
	add("yaml", "Node nil decode", func() { var n *yaml.Node; var v int; n.Decode(&v) })
	add("yaml", "Node bad kind", func() { n := &yaml.Node{Kind: 99}; yaml.Marshal(n) })
	add("yaml", "Node SetString nil", func() { var n *yaml.Node; n.SetString("x") })
	add("yaml", "Node IsZero", func() { var n *yaml.Node; n.IsZero() })
	add("yaml", "Node alias nil", func() { n := &yaml.Node{Kind: yaml.AliasNode}; yaml.Marshal(n) })
	add("expr", "MustCompile", func() { p, _ := expr.Compile("1 +"); expr.Run(p, nil) })
	add("expr", "Run nil", func() { expr.Run(nil, nil) })
	add("pflag", "redefined", func() {
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.Int("a", 0, "")
		fs.Int("a", 0, "")
	})
	add("pflag", "shorthand long", func() { pflag.NewFlagSet("t", pflag.ContinueOnError).IntP("a", "ab", 0, "") })
	add("pflag", "shorthand redefined", func() {
		fs := pflag.NewFlagSet("t", pflag.ContinueOnError)
		fs.IntP("a", "x", 0, "")
		fs.IntP("b", "x", 0, "")
	})
	add("pflag", "nil Var", func() { pflag.NewFlagSet("t", pflag.ContinueOnError).Var(nil, "a", "") })
	add("pflag", "ExitOnError", func() {
		fs := pflag.NewFlagSet("t", pflag.PanicOnError)
		fs.SetOutput(io.Discard)
		fs.Parse([]string{"--nope"})
	})
	return cs
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, io.ErrShortWrite }

func pflagIPNet() net.IPNet { return net.IPNet{} }
