package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"strings"

	"github.com/CloudyKit/jet/v6"
	a8msubst "github.com/a8m/envsubst"
	"github.com/aymerick/raymond"
	dronesubst "github.com/drone/envsubst"
	dsbrotli "github.com/dsnet/compress/brotli"
	dsbzip2 "github.com/dsnet/compress/bzip2"
	dsflate "github.com/dsnet/compress/flate"
	emiproto "github.com/emicklei/proto"
	"github.com/expr-lang/expr"
	"github.com/francoispqt/gojay"
	"github.com/gobwas/glob"
	"github.com/gogo/protobuf/jsonpb"
	gogoproto "github.com/gogo/protobuf/proto"
	gogotypes "github.com/gogo/protobuf/types"
	gqlparser "github.com/graphql-go/graphql/language/parser"
	"github.com/influxdata/influxql"
	sshconfig "github.com/kevinburke/ssh_config"
	"github.com/mailru/easyjson/jlexer"
	"github.com/ohler55/ojg/jp"
	"github.com/ohler55/ojg/oj"
	"github.com/ohler55/ojg/sen"
	"github.com/osteele/liquid"
	gotomlv1 "github.com/pelletier/go-toml"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	qrischema "github.com/qri-io/jsonschema"
	"github.com/robertkrimen/otto"
	segjson "github.com/segmentio/encoding/json"
	"github.com/ugorji/go/codec"
	"mvdan.cc/sh/v3/syntax"
)

// errorCases8 are the eighth batch's calls (split.txt's Go batch 8): each
// returns an error from a module, or panics. The modules were chosen
// because their errors are made through helpers that take the caller's
// text.
func errorCases8() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// CloudyKit/jet: templates that do not parse (the parser's errorf
	// helpers) or fail when run.
	jetSet := jet.NewSet(jet.NewInMemLoader())
	each("jet", "Parse", []string{"{{", "{{ x", "{{ if }}", "{{ if x }}", "{{ end }}", "{{ range }}{{ end }}", "{{ x := }}",
		"{{ block }}", "{{ 1 + }}", "{{ x[ }}", "{{ \"a }}", "{{ yield }}", "{{ import }}", "{{ include }}", "{{ x | }}",
		"{{ else }}", "{{ a.b. }}", "{{ (1 }}", "{{ x ? 1 }}", "{{ try }}", "{{ catch }}", "{{ return }}", "{{ extends \"a\" }}",
		"{{ 1 2 }}", "{{ if x }}{{ else if }}{{ end }}", "{{ block a() }}", "{{ range x := y }}{{ end }}", "{{ @ }}"},
		func(s string) error { _, err := jetSet.Parse("t.jet", s); return err })
	each("jet", "Execute", []string{"{{ x }}", "{{ 1 + \"a\" }}", "{{ nope() }}", "{{ 1 / 0 }}", "{{ m.a.b }}", "{{ len(1) }}",
		"{{ range 1 }}{{ end }}", "{{ yield nope() }}", "{{ s[5] }}", "{{ 1 < \"a\" }}", "{{ m[1] }}", "{{ s.x }}", "{{ 1() }}",
		"{{ include \"nope\" }}"},
		func(s string) error {
			t, err := jetSet.Parse("x.jet", s)
			if err != nil {
				return err
			}
			vars := make(jet.VarMap)
			vars.Set("m", map[string]int{"a": 1})
			vars.Set("s", []int{1})
			return t.Execute(io.Discard, vars, nil)
		})

	// francoispqt/gojay: JSON that does not decode into the value given.
	each("gojay", "Unmarshal int", []string{"x", "\"a\"", "1.5x", "[", "{", "99999999999999999999", "-", "1e", "tru", "nul"},
		func(s string) error { var v int; return gojay.Unmarshal([]byte(s), &v) })
	each("gojay", "Unmarshal string", []string{"x", "1", "\"a", "\"\\q\"", "\"\\u12\"", "[", "{}"},
		func(s string) error { var v string; return gojay.Unmarshal([]byte(s), &v) })
	each("gojay", "Unmarshal bool", []string{"x", "1", "tru", "fals", "\"a\""},
		func(s string) error { var v bool; return gojay.Unmarshal([]byte(s), &v) })
	each("gojay", "Unmarshal float", []string{"x", "\"a\"", "1e", "-", "[1]"},
		func(s string) error { var v float64; return gojay.Unmarshal([]byte(s), &v) })
	each("gojay", "Unmarshal int8", []string{"300", "-300", "1.5", "x"},
		func(s string) error { var v int8; return gojay.Unmarshal([]byte(s), &v) })
	add("gojay", "Unmarshal unsupported", func() error { var v struct{ A int }; return gojay.Unmarshal([]byte("{}"), &v) })
	add("gojay", "Unmarshal non-pointer", func() error { var v int; return gojay.Unmarshal([]byte("1"), v) })
	each("gojay", "Decoder DecodeInterface", []string{"x", "{", "[1,", "{\"a\":}", "\"a"},
		func(s string) error { var v any; return gojay.NewDecoder(strings.NewReader(s)).DecodeInterface(&v) })

	// dsnet/compress: streams that are not bzip2, brotli or DEFLATE.
	dsStreams := []string{"", "x", "BZh", "BZh9", "BZh91AY&SY", "BZh91AY&SYxxxxxxxxxxxxxxxxxxxxxxxxxx", "BZh0", "\xff\xff\xff\xff",
		"\x0b\x00\x80", "\x1b\x00\x00", "\x00\x00\x00\xff\xff", "\x07\xff", "\x06", "\x05\x00\x00\x00\x00"}
	// dsRead reads all of a stream through the reader open makes.
	dsRead := func(open func(io.Reader) (io.Reader, error)) func(string) error {
		return func(s string) error {
			r, err := open(strings.NewReader(s))
			if err != nil {
				return err
			}
			_, err = io.ReadAll(r)
			return err
		}
	}
	each("dsnet", "bzip2", dsStreams, dsRead(func(r io.Reader) (io.Reader, error) { return dsbzip2.NewReader(r, nil) }))
	each("dsnet", "brotli", dsStreams, dsRead(func(r io.Reader) (io.Reader, error) { return dsbrotli.NewReader(r, nil) }))
	each("dsnet", "flate", dsStreams, dsRead(func(r io.Reader) (io.Reader, error) { return dsflate.NewReader(r, nil) }))
	add("dsnet", "bzip2 level", func() error { _, err := dsbzip2.NewWriter(io.Discard, &dsbzip2.WriterConfig{Level: 42}); return err })

	// influxdata/influxql: statements, expressions and durations that do
	// not parse (newParseError(found, expected, pos), the scanner's
	// errors).
	each("influxql", "ParseQuery", []string{"SELECT", "SELECT FROM", "SELECT a FROM", "SELECT a FROM b WHERE", "SELECT a FROM b GROUP",
		"SELECT a FROM b LIMIT x", "SELECT a FROM b OFFSET -1", "DROP", "CREATE", "CREATE DATABASE", "SHOW", "SHOW x",
		"SELECT a FROM b ORDER BY x", "SELECT a FROM b SLIMIT 0", "DELETE", "GRANT", "REVOKE x", "ALTER", "SELECT 'a", "SELECT \"a",
		"SELECT a FROM b WHERE time > '", "SELECT * FROM b fill(x)", "SELECT a INTO", "x", "CREATE USER a", "SET PASSWORD",
		"CREATE RETENTION POLICY a ON b DURATION 1x", "KILL QUERY x", "SELECT a FROM b GROUP BY time(", "SELECT a::x FROM b",
		"SELECT a FROM /[/", "EXPLAIN", "SHOW TAG VALUES", "CREATE CONTINUOUS QUERY"},
		func(s string) error { _, err := influxql.ParseQuery(s); return err })
	each("influxql", "ParseExpr", []string{"", "1 +", "(1", "a =~ /[/", "a = 'b", "1 AND", "now( ", "a::", "$", "a::x"},
		func(s string) error { _, err := influxql.ParseExpr(s); return err })
	each("influxql", "ParseDuration", []string{"", "1", "x", "1x", "1.5s", "-", "1s2"},
		func(s string) error { _, err := influxql.ParseDuration(s); return err })

	// mailru/easyjson: jlexer's readers given the wrong token.
	jl := func(read func(*jlexer.Lexer)) func(string) error {
		return func(s string) error {
			l := jlexer.Lexer{Data: []byte(s)}
			read(&l)
			return l.Error()
		}
	}
	ejInputs := []string{"x", "\"a\"", "1.5", "300", "-1", "true", "null", "[", "{", "\"a", "\"\\q\"", "1e", "99999999999999999999"}
	each("easyjson", "Int", ejInputs, jl(func(l *jlexer.Lexer) { l.Int() }))
	each("easyjson", "Int8", ejInputs, jl(func(l *jlexer.Lexer) { l.Int8() }))
	each("easyjson", "Uint8", ejInputs, jl(func(l *jlexer.Lexer) { l.Uint8() }))
	each("easyjson", "String", ejInputs, jl(func(l *jlexer.Lexer) { _ = l.String() }))
	each("easyjson", "Bool", ejInputs, jl(func(l *jlexer.Lexer) { l.Bool() }))
	each("easyjson", "Float64", ejInputs, jl(func(l *jlexer.Lexer) { l.Float64() }))
	each("easyjson", "Bytes", ejInputs, jl(func(l *jlexer.Lexer) { l.Bytes() }))
	each("easyjson", "Delim", ejInputs, jl(func(l *jlexer.Lexer) { l.Delim('{') }))
	each("easyjson", "Int64Str", ejInputs, jl(func(l *jlexer.Lexer) { l.Int64Str() }))
	each("easyjson", "Interface", []string{"x", "[1,", "{\"a\":}", "{1:2}", "\"a"}, jl(func(l *jlexer.Lexer) { l.Interface() }))

	// ohler55/ojg: JSON, SEN and JSONPath that do not parse.
	each("ojg", "oj.ParseString", []string{"", "x", "[1,", "{\"a\":}", "{1:2}", "\"a", "\"\\q\"", "1e", "[1]]", "tru", "nul", "-",
		"{\"a\" 1}", "[1 2]", "0x1", "01", "\"\\u12\"", "{\"a\":1,}", "\x01"},
		func(s string) error { _, err := oj.ParseString(s); return err })
	each("ojg", "sen.Parse", []string{"[1,", "{a:}", "\"a", "[1]]", "{a 1 b}", "}", "\"\\q\""},
		func(s string) error { _, err := sen.Parse([]byte(s)); return err })
	each("ojg", "jp.ParseString", []string{"$[", "$.", "$[?(@.a ==)]", "$[1:x]", "$..", "$['a", "$[?(@.a", "$[*", "$.a[",
		"$[?(@.a =~ /[/)]", "$[1,", "$[?(@.a in)]", "$x", "[", "$[?(nope(@))]", "$[-x]", "$[?@.a > ]", "$.a..", "$[?(@ == 'a)]"},
		func(s string) error { _, err := jp.ParseString(s); return err })

	// kevinburke/ssh_config: configs that do not decode, and values the
	// validators refuse.
	each("sshconfig", "Decode", []string{"Host", "Match", "Host a\n  Port", "Host a\n\"b", "Host a\nPort 22 23", "Include",
		"Host a\n Foo=", "=x", "Host a\n  User \"b", "Host a b \"c"},
		func(s string) error { _, err := sshconfig.Decode(strings.NewReader(s)); return err })
	each("sshconfig", "Get", []string{"Port x", "Port 99999", "BatchMode maybe", "Compression x", "ConnectTimeout x",
		"ServerAliveInterval x", "StrictHostKeyChecking x", "ForwardAgent x", "ConnectionAttempts -1"},
		func(s string) error {
			f, err := os.CreateTemp("", "sshconfig")
			if err != nil {
				return err
			}
			defer os.Remove(f.Name())
			f.WriteString("Host a\n  " + s + "\n")
			f.Close()
			u := &sshconfig.UserSettings{}
			u.ConfigFinder(func() string { return f.Name() })
			_, err = u.GetStrict("a", strings.Fields(s)[0])
			return err
		})

	// qri-io/jsonschema: schemas that do not load and documents that do
	// not validate (the keywords' AddError(data, msg) callers).
	each("qrischema", "Unmarshal", []string{"{", "{\"type\":1}", "{\"properties\":1}", "{\"$ref\":1}", "{\"minimum\":\"x\"}",
		"{\"required\":\"a\"}", "{\"pattern\":1}", "{\"allOf\":{}}", "{\"items\":1}", "{\"enum\":1}"},
		func(s string) error { rs := &qrischema.Schema{}; return json.Unmarshal([]byte(s), rs) })
	qriValidate := func(schema, doc string) error {
		rs := &qrischema.Schema{}
		if err := json.Unmarshal([]byte(schema), rs); err != nil {
			return err
		}
		errs, err := rs.ValidateBytes(context.Background(), []byte(doc))
		if err != nil {
			return err
		}
		if len(errs) > 0 {
			return errs[0]
		}
		return nil
	}
	qriDocs := [][2]string{
		{`{"type":"integer"}`, `"a"`}, {`{"type":"string"}`, `1`}, {`{"minimum":5}`, `1`}, {`{"maximum":5}`, `9`},
		{`{"exclusiveMinimum":5}`, `5`}, {`{"exclusiveMaximum":5}`, `5`}, {`{"multipleOf":3}`, `4`}, {`{"minLength":3}`, `"a"`},
		{`{"maxLength":1}`, `"abc"`}, {`{"pattern":"^a$"}`, `"b"`}, {`{"enum":[1,2]}`, `3`}, {`{"const":1}`, `2`},
		{`{"required":["a"]}`, `{}`}, {`{"minItems":2}`, `[1]`}, {`{"maxItems":1}`, `[1,2]`}, {`{"uniqueItems":true}`, `[1,1]`},
		{`{"minProperties":2}`, `{}`}, {`{"maxProperties":0}`, `{"a":1}`}, {`{"additionalProperties":false}`, `{"a":1}`},
		{`{"not":{}}`, `1`}, {`{"anyOf":[{"type":"string"}]}`, `1`}, {`{"oneOf":[{},{}]}`, `1`},
		{`{"format":"email"}`, `"x"`}, {`{"format":"date-time"}`, `"x"`}, {`{"format":"ipv4"}`, `"x"`}, {`{"format":"uri"}`, `"x"`},
		{`{"contains":{"type":"string"}}`, `[1]`}, {`{"propertyNames":{"maxLength":1}}`, `{"ab":1}`},
		{`{"dependentRequired":{"a":["b"]}}`, `{"a":1}`}, {`{"items":[{"type":"string"}],"additionalItems":false}`, `["a",1]`},
		{`{"type":"integer"}`, `x`}, {`{"format":"hostname"}`, `"-a-"`}, {`{"format":"uuid"}`, `"x"`},
		{`{"$ref":"#/nope"}`, `1`}, {`{"if":{"type":"integer"},"then":{"minimum":5}}`, `1`},
	}
	for _, d := range qriDocs {
		add("qrischema", "Validate "+d[0]+" "+d[1], func() error { return qriValidate(d[0], d[1]) })
	}

	// osteele/liquid: templates that do not parse or render.
	liquidEngine := liquid.NewEngine()
	each("liquid", "ParseAndRender", []string{"{{", "{% if %}", "{% if x %}", "{% endif %}", "{% for %}{% endfor %}",
		"{% for x in %}{% endfor %}", "{% nope %}", "{{ x | nope }}", "{% assign %}", "{% assign x = %}", "{% capture %}{% endcapture %}",
		"{% case %}{% endcase %}", "{% cycle %}", "{% include %}", "{% include 'nope' %}", "{{ 1 | divided_by: 0 }}", "{{ x | date: }}",
		"{{ x.[ }}", "{% raw %}", "{% comment %}", "{{ 'a }}", "{% if x == %}{% endif %}", "{{ x | slice: 'a' }}", "{% unless %}{% endunless %}",
		"{% for x in (1..a) %}{% endfor %}", "{% else %}", "{{ x | truncate: 'a' }}", "{% tablerow %}{% endtablerow %}", "{{ x | where: }}",
		"{% when 1 %}", "{{ 1 | modulo: 0 }}"},
		func(s string) error {
			_, err := liquidEngine.ParseAndRenderString(s, map[string]any{"x": 1})
			if err != nil {
				return err
			}
			return nil
		})

	// aymerick/raymond: Handlebars that does not parse or render.
	each("raymond", "Render", []string{"{{", "{{#if}}", "{{#if x}}", "{{/if}}", "{{#each}}{{/each}}", "{{#x}}{{/y}}", "{{> }}",
		"{{> nope}}", "{{nope 1}}", "{{x.}}", "{{[a}}", "{{'a}}", "{{#with}}{{/with}}", "{{else}}", "{{!-- x", "{{{x}}", "{{x}}}",
		"{{#if x}}{{else}}{{else}}{{/if}}", "{{x (}}", "{{x a=}}", "{{@}}", "{{../}}", "{{#unless}}{{/unless}}", "{{#each x as |}}{{/each}}",
		"{{lookup}}", "{{log}}", "{{#if 1 2}}{{/if}}", "{{#with 1 2}}{{/with}}", "{{#each 1 2}}{{/each}}", "{{x.[}}", "{{#> x}}",
		"{{&}}", "{{ x y=1 z }}"},
		func(s string) error { _, err := raymond.Render(s, map[string]any{"x": 1}); return err })

	// segmentio/encoding/json: JSON that does not decode into the value given.
	each("segjson", "Unmarshal any", []string{"", "x", "[1,", "{\"a\":}", "{1:2}", "\"a", "\"\\q\"", "1e", "[1]]", "tru", "nul", "-",
		"{\"a\" 1}", "[1 2]", "01", "\"\\u12\"", "{\"a\":1,}", "\x01", "\"\\ud800\\u", "1.", "-x"},
		func(s string) error { var v any; return segjson.Unmarshal([]byte(s), &v) })
	each("segjson", "Unmarshal struct", []string{"{\"A\":\"x\"}", "{\"A\":1.5}", "{\"A\":300}", "{\"B\":1}", "{\"C\":1}", "[]", "1",
		"{\"D\":\"x\"}", "{\"E\":[1]}", "{\"F\":\"x\"}", "{\"A\":-1e99}"},
		func(s string) error {
			var v struct {
				A int8
				B []int
				C map[string]int
				D bool
				E string
				F float32
			}
			return segjson.Unmarshal([]byte(s), &v)
		})
	add("segjson", "Unmarshal nil", func() error { return segjson.Unmarshal([]byte("1"), nil) })
	add("segjson", "Marshal chan", func() error { _, err := segjson.Marshal(make(chan int)); return err })
	add("segjson", "Marshal func", func() error { _, err := segjson.Marshal(map[string]any{"a": func() {}}); return err })
	each("segjson", "Decoder DisallowUnknownFields", []string{"{\"B\":1}", "{\"A\":1,\"Z\":2}"},
		func(s string) error {
			var v struct{ A int }
			d := segjson.NewDecoder(strings.NewReader(s))
			d.DisallowUnknownFields()
			return d.Decode(&v)
		})

	// pelletier/go-toml (v1): documents that do not parse (the parser's
	// raiseError(tok, msg, args...), the lexer's errorf) or unmarshal.
	each("gotomlv1", "Load", []string{"a = ", "a = 1\na = 2", "[a\n", "a = [1,", "a = \"x", "a = 1979-05-27T07:32:00Zx", "a = 0x",
		"a.b = 1\na = 2", "= 1", "a = tru", "[[a]]\n[a]", "a = 1_", "a = 1.", "a = {b = 1,}", "a = '''x", "a = \"\\q\"",
		"a = 1 b = 2", "[a]\n[a]", "a = 99999999999999999999", "a = 1e", "a = [1, 'x']", "a = \"\x01\"", "a = 1979-13-27",
		"a = 07:32:61", "[a.]", "a = 0o9", "a = 0b2", "a = 1__0", "a = 01", "a = inf1", "[ a b ]", "a = {", "[]", "a = [[]", "a = +"},
		func(s string) error { _, err := gotomlv1.Load(s); return err })
	each("gotomlv1", "Unmarshal", []string{"a = 'x'", "a = [1]", "a = {b = 1}", "a = 1.5", "a = true", "a = 1979-05-27", "a = 300",
		"b = 1", "c = 'x'"},
		func(s string) error {
			var v struct {
				A int8  `toml:"a"`
				B []int `toml:"b"`
				C int   `toml:"c"`
			}
			return gotomlv1.Unmarshal([]byte(s), &v)
		})
	add("gotomlv1", "Unmarshal non-pointer", func() error { var v struct{ A int }; return gotomlv1.Unmarshal([]byte("A = 1"), v) })
	add("gotomlv1", "TreeFromMap bad", func() error { _, err := gotomlv1.TreeFromMap(map[string]any{"a": make(chan int)}); return err })

	// expr-lang/expr: expressions that do not compile (the parser's
	// error(format, args...), the checker's) or run.
	exprEnv := map[string]any{"x": 1, "s": "a", "l": []int{1}, "m": map[string]int{"a": 1}, "f": func(int) int { return 1 }}
	each("expr", "Compile", []string{"1 +", "(1", "x +", "nope", "x.y", "s + 1", "1 + 'a'", "l[", "m.", "f()", "f('a')",
		"1 ? 2", "x in", "x not", "'a", "1..", "let x = ; x", "[1,", "{a:}", "x |", "x | nope()", "len(1)", "abs('a')", "map(l)",
		"filter(l, #.x)", "1 == 1 == 1 +", "x ?? ", "x matches '['", "s[1:x:2]", "now(1)", "-'a'", "!1", "x.()", "#", "$env.",
		"1 && 2", "l.a", "m[1]", "true + 1", "int('a', 1)"},
		func(s string) error { _, err := expr.Compile(s, expr.Env(exprEnv)); return err })
	each("expr", "Eval", []string{"1 / 0", "1 % 0", "l[5]", "int('x')", "float('x')", "s[5]", "m.a.b", "nil.x", "x.y", "duration('x')",
		"date('x')", "toJSON(f)", "fromJSON('x')", "l[1:'a']", "repeat('a', -1)", "fromBase64('!')", "max()", "first(1)"},
		func(s string) error { _, err := expr.Eval(s, exprEnv); return err })

	// gogo/protobuf: wire bytes, text and JSON that do not unmarshal
	// (the text parser's p.errorf(format, args...)).
	each("gogoproto", "UnmarshalText Struct", []string{"x", "fields {", "fields { key: }", "fields { key: 1 }", "nope: 1", "fields < key: \"a\"",
		"fields { key: \"a\" value { nope: 1 } }", "fields { value { number_value: x } }", "fields { key: \"a\" value { bool_value: maybe } }",
		"fields { key: \"\\q\" }", "[x]: 1", "fields: 1", "fields { key: \"a\" } }"},
		func(s string) error { return gogoproto.UnmarshalText(s, &gogotypes.Struct{}) })
	each("gogoproto", "UnmarshalText Duration", []string{"seconds: x", "seconds: 99999999999999999999", "nanos: 1.5", "seconds: 1 seconds", "seconds:"},
		func(s string) error { return gogoproto.UnmarshalText(s, &gogotypes.Duration{}) })
	each("gogoproto", "Unmarshal", []string{"\xff", "\x08", "\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", "\x0a\x05ab", "\x0f", "\x0b", "\x12\x01"},
		func(s string) error { return gogoproto.Unmarshal([]byte(s), &gogotypes.Duration{}) })
	each("gogoproto", "jsonpb", []string{"x", "[]", "{\"seconds\":\"x\"}", "{\"nope\":1}", "\"1x\"", "\"x\"", "1"},
		func(s string) error { return jsonpb.UnmarshalString(s, &gogotypes.Duration{}) })
	each("gogoproto", "jsonpb Any", []string{"{}", "{\"@type\":\"x\"}", "{\"@type\":1}", "{\"@type\":\"type.googleapis.com/nope\"}"},
		func(s string) error { return jsonpb.UnmarshalString(s, &gogotypes.Any{}) })
	each("gogoproto", "jsonpb Timestamp", []string{"\"x\"", "1", "\"2020-13-01T00:00:00Z\""},
		func(s string) error { return jsonpb.UnmarshalString(s, &gogotypes.Timestamp{}) })

	// ugorji/go/codec: JSON, CBOR and MessagePack that do not decode (the
	// decoders' d.errorf(format, params...)).
	ugDecode := func(h codec.Handle) func(string) error {
		return func(s string) error { var v any; return codec.NewDecoderBytes([]byte(s), h).Decode(&v) }
	}
	each("ugorji", "json", []string{"", "x", "[1,", "{\"a\":}", "{1:2}", "\"a", "\"\\q\"", "1e", "tru", "nul", "-", "{\"a\" 1}",
		"[1 2]", "\"\\u12\"", "\x01", "1.e"}, ugDecode(&codec.JsonHandle{}))
	each("ugorji", "cbor", []string{"\x1c", "\xff", "\x18", "\x5f\x01", "\x9f", "\xa1", "\x7f\x00", "\xf8", "\xc0"}, ugDecode(&codec.CborHandle{}))
	each("ugorji", "msgpack", []string{"\xc1", "\xd9", "\x91", "\x81", "\xc7\x01", "\xdc\x00"}, ugDecode(&codec.MsgpackHandle{}))
	each("ugorji", "json struct", []string{"{\"A\":\"x\"}", "{\"A\":1.5}", "{\"A\":300}", "[1]", "{\"B\":1}"},
		func(s string) error {
			var v struct {
				A int8
				B []int
			}
			return codec.NewDecoderBytes([]byte(s), &codec.JsonHandle{}).Decode(&v)
		})
	add("ugorji", "Decode non-pointer", func() error { var v int; return codec.NewDecoderBytes([]byte("1"), &codec.JsonHandle{}).Decode(v) })

	// emicklei/proto: .proto files that do not parse.
	each("emiproto", "Parse", []string{"syntax", "syntax = ", "syntax = \"proto3\"", "message", "message A {", "message A { int32 }",
		"message A { int32 a = }", "message A { int32 a = x; }", "enum", "enum E { A = }", "service S { rpc }", "service S { rpc A( }",
		"import", "package", "option", "option x = ", "message A { map<int32 a = 1; }", "message A { oneof }", "extend", "x",
		"message A { reserved }", "message A { int32 a = 1 [ }", "message A { repeated }", "\"", "message A { int32 a = 1 [x= }",
		"service S { rpc A(B) returns }", "enum E { A = 1 [ }"},
		func(s string) error { _, err := emiproto.NewParser(strings.NewReader(s)).Parse(); return err })

	// robertkrimen/otto: JavaScript that does not parse or throws.
	ottoRun := func(s string) error { _, err := otto.New().Run(s); return err }
	each("otto", "Run", []string{"(", "var", "x", "x.y", "null.x", "undefined()", "1()", "new 1", "throw 1", "throw new Error('a')",
		"'a'.nope()", "for(", "function(", "{", "a b", "1 = 2", "var 1", "return", "break", "continue", "/[/", "'\\x'", "\"a",
		"JSON.parse('x')", "new Array(-1)", "decodeURI('%')", "Object.defineProperty(1)", "x++", "var a = {}; a.b.c", "new RegExp('[')",
		"[].reduce(function(){})", "Number(1).toFixed(101)", "'a'.repeat(-1)", "Object.freeze(1); (function(){ 'use strict'; undefined.x })()",
		"new Date().toISOString.call(1)", "JSON.stringify", "parseInt.call()", "a.b = 1", "with", "switch (1) { default: default: }",
		"eval('(')", "Function('(')", "String.fromCharCode.apply(null, 1)", "encodeURI('\\ud800')", "(1).toString(1)", "Array.prototype.join.call(null)"},
		ottoRun)

	// drone/envsubst: substitutions that do not parse.
	each("dronesubst", "Eval", []string{"${", "${a", "${a:", "${a/", "${a:x}", "${a,,,}", "${!}", "${a#", "${}", "${a:-${b}",
		"${a^^^}", "${a/b", "${1a}", "${a:1:x}"},
		func(s string) error { _, err := dronesubst.Eval(s, func(string) string { return "" }); return err })

	// prometheus/common: exposition text that does not parse (the text
	// parser's p.parseError(msg)), durations that do not parse.
	promParse := func(s string) error {
		p := expfmt.NewTextParser(model.UTF8Validation)
		_, err := p.TextToMetricFamilies(strings.NewReader(s))
		return err
	}
	each("promcommon", "TextToMetricFamilies", []string{"a", "a x", "a{", "a{b}", "a{b=}", "a{b=\"c}", "a{b=\"c\"} x", "a 1 x",
		"# TYPE a nope", "# TYPE a counter\n# TYPE a gauge", "# HELP", "# TYPE", "a 1\na 1", "a{b=\"\\q\"} 1", "{", "a{b=\"c\",b=\"d\"} 1",
		"# TYPE a counter\nb 1", "# TYPE a histogram\na_bucket 1", "# TYPE a summary\na{quantile=\"x\"} 1", "a{,} 1",
		"# TYPE a histogram\na_bucket{le=\"x\"} 1", "a 1 2 3", "a{b=\"c\"}", "a 1\n# TYPE a counter", "\"a 1"},
		promParse)
	each("promcommon", "ParseDuration", []string{"", "x", "1", "1x", "-1s", "1s1", "99999999999y"},
		func(s string) error { _, err := model.ParseDuration(s); return err })

	// mvdan.cc/sh/v3: shell that does not parse (the parser's
	// p.curErr(format, args...) -> p.posErr -> ParseError chain).
	each("sh", "Parse", []string{"(", ")", "{", "}", "if", "if true; then", "if true; then fi", "for", "for x in", "while", "case",
		"case x in", "a |", "a &&", "a ||", "a >", "a <", "\"a", "'a", "$(", "${", "${a", "${a:", "$((", "$((1 +", "`a", "a <<", "fi",
		"done", "esac", "then", "do", "function", "function f", "f() ", "[[", "[[ a", "[[ a -nope b ]]", "a=(", "a[", "!", "a ;;",
		"select", "time |", "coproc", "${a/", "${#a:1}", "$[", "a &;", "{ a }", "<(", "let", "declare -", "((", "(( 1 +"},
		func(s string) error { _, err := syntax.NewParser().Parse(strings.NewReader(s), ""); return err })
	each("sh", "Parse POSIX", []string{"[[ a ]]", "a=(1)", "${a/b/c}", "function f { :; }", "<(a)", "a &>b", "$'a'", "${a:1}", "((1))",
		"select x in a; do :; done", "a |& b"},
		func(s string) error {
			_, err := syntax.NewParser(syntax.Variant(syntax.LangPOSIX)).Parse(strings.NewReader(s), "")
			return err
		})

	// graphql-go/graphql: documents that do not parse (the lexer's and
	// parser's gqlerrors.NewSyntaxError(source, pos, description)).
	each("gqlgo", "Parse", []string{"", "{", "}", "{ a", "{ a(", "{ a(b) }", "{ a(b:) }", "query", "query {", "mutation x",
		"fragment", "fragment f", "fragment f on", "{ ...", "{ ... on }", "\"a", "\"\\q\"", "{ a(b: \"\\u12\") }", "{ a @ }", "type",
		"type A {", "type A { a }", "enum", "enum E {", "input I {", "schema {", "scalar", "union U =", "interface", "directive",
		"directive @a on", "{ a(b: [1,) }", "{ a(b: {c}) }", "{ a(b: $) }", "query ($a) { b }", "query ($a: ) { b }", "1", "?",
		"{ a(b: 1.) }", "{ a(b: 0x) }", "extend", "extend x", "{ a(b: 01) }", "...", "{ a: }"},
		func(s string) error { _, err := gqlparser.Parse(gqlparser.ParseParams{Source: s}); return err })

	// a8m/envsubst: substitutions that do not parse or whose variables
	// are unset or empty.
	each("a8msubst", "StringRestricted", []string{"${", "${a", "${a:", "${NOPE_X}", "$NOPE_X", "${a:?}", "${NOPE_X:?must be set}",
		"${a=", "${}", "${a:-${b}", "${!}", "${a:=x", "${1a}", "$$", "${NOPE_X?}", "${NOPE_X:+}"},
		func(s string) error { _, err := a8msubst.StringRestricted(s, true, true); return err })
	each("a8msubst", "String", []string{"${", "${a", "${a:", "${a:?}", "${NOPE_X:?must be set}", "${NOPE_X?oops}", "${}", "${a:-${b}"},
		func(s string) error { _, err := a8msubst.String(s); return err })

	// gobwas/glob: patterns that do not compile (the lexer's
	// l.errorf(format, args...)).
	each("glob", "Compile", []string{"[", "[a", "[a-", "[z-a]", "{", "{a", "{a,", "\\", "[!", "[]", "}", "]", "a{b{c}", "[\\", "{a}}",
		"[a-]", "[--]", "a\\"},
		func(s string) error { _, err := glob.Compile(s); return err })

	return cs
}
