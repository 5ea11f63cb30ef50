package main

import (
	"fmt"
	"strings"
	"time"

	govaluate "github.com/Knetic/govaluate"
	"github.com/PaesslerAG/gval"
	"github.com/araddon/dateparse"
	blangsemver "github.com/blang/semver/v4"
	"github.com/c2h5oh/datasize"
	"github.com/cockroachdb/apd/v3"
	goyaml "github.com/goccy/go-yaml"
	"github.com/golang-jwt/jwt/v5"
	"github.com/hashicorp/hcl"
	"github.com/jmespath/go-jmespath"
	"github.com/kballard/go-shellquote"
	"github.com/lestrrat-go/strftime"
	"github.com/magiconair/properties"
	"github.com/mitchellh/mapstructure"
	"github.com/oklog/ulid/v2"
	"github.com/rs/xid"
	"github.com/shopspring/decimal"
	"github.com/subosito/gotenv"
	"github.com/tailscale/hujson"
	"github.com/xeipuuv/gojsonschema"
)

// errorCases2 are the second batch's calls (modules.txt after jose): each
// returns an error from a module, or panics.
func errorCases2() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	sizes := []string{"", "x", "1x", "-1", "1.5.5", "1 kb b", "1kib", "99999999999999999999999", "1e", "1p2", "1 EB", "20EB"}
	each("datasize", "ParseString", sizes, func(s string) error { _, err := datasize.ParseString(s); return err })
	each("datasize", "UnmarshalText", sizes, func(s string) error { var b datasize.ByteSize; return b.UnmarshalText([]byte(s)) })

	each("xid", "FromString", []string{"", "x", "9m4e2mr0ui3e8a215n4g!", "zzzzzzzzzzzzzzzzzzzz", "9m4e2mr0ui3e8a215n4"},
		func(s string) error { _, err := xid.FromString(s); return err })
	add("xid", "FromBytes", func() error { _, err := xid.FromBytes([]byte{1, 2}); return err })
	add("xid", "UnmarshalText", func() error { var id xid.ID; return id.UnmarshalText([]byte("x")) })
	add("xid", "UnmarshalJSON", func() error { var id xid.ID; return id.UnmarshalJSON([]byte(`1`)) })
	add("xid", "Scan", func() error { var id xid.ID; return id.Scan(1) })

	hclDocs := []string{"a = ", "a = [1,", "a {", "a = \"x", "a = 1 b", "= 1", "a = {", "a = 1.2.3", "a = <<EOF\nx", "a = ${",
		"\"a\" = ", "a = [1 2]", "a b c", "a = 0x", "a = tru", "a = 1e", "/* x", "a = 'x'"}
	each("hcl", "Decode", hclDocs, func(s string) error { var v any; return hcl.Decode(&v, s) })
	each("hcl", "Decode struct", []string{"a = \"x\"", "a = [1]", "a { b = 1 }", "a = 1.5", "a = true"}, func(s string) error {
		var v struct {
			A int `hcl:"a"`
		}
		return hcl.Decode(&v, s)
	})
	add("hcl", "Decode non-pointer", func() error { var m map[string]int; return hcl.Decode(m, "a = 1") })
	add("hcl", "Decode nil", func() error { return hcl.Decode(nil, "a = 1") })

	gvalExprs := []string{"1 +", "(1", "1 ? 2", "a.b", "x(1)", "1 + 'a'", "[1, 2", "{\"a\": 1", "1 / 0", "\"a\" < 1", "1 =~ \"(\"",
		"foo()", "1 ]", "1 in 2", "-\"a\"", "!1", "1 ?? ", "a[", "\"x", "1 && 2"}
	each("gval", "Evaluate", gvalExprs, func(s string) error { _, err := gval.Evaluate(s, map[string]any{"a": 1}); return err })
	each("gval", "Full", gvalExprs, func(s string) error { _, err := gval.Full().Evaluate(s, map[string]any{"a": 1}); return err })

	yamlDocs := []string{"a: [1,", "a: {b: 1", "a: 'x", "a: \"x", "a:\n  - 1\n b: 2", "- a\nb: 1", "a: 1\na: 2", "a: *x", "&a a: 1\n&a b: 1",
		"a: !!int x", "a: @x", "a:\tb", "[1, 2]]", "{a: 1}}", "a: |\n x\ny", "a: !!binary x", "a: !!float x", "? a\n? a", "a: b: c",
		"a: [1, 2\n", "key: value\n  bad: indent", "a: %x", "- [", "a: !!timestamp x", "a: {b: [}", "\"a"}
	each("goyaml", "Unmarshal", yamlDocs, func(s string) error { var v any; return goyaml.Unmarshal([]byte(s), &v) })
	each("goyaml", "Unmarshal struct", []string{"a: x", "a: [1]", "a: {b: 1}", "a: 1.5", "a: true", "a: 300", "b: 1"},
		func(s string) error {
			var v struct {
				A int8 `yaml:"a"`
			}
			return goyaml.Unmarshal([]byte(s), &v)
		})
	add("goyaml", "Strict", func() error {
		var v struct{ A int }
		return goyaml.UnmarshalWithOptions([]byte("a: 1\nb: 2"), &v, goyaml.Strict())
	})
	add("goyaml", "Unmarshal nil", func() error { return goyaml.Unmarshal([]byte("a: 1"), nil) })
	add("goyaml", "Unmarshal non-pointer", func() error { var m map[string]int; return goyaml.Unmarshal([]byte("a: 1"), m) })
	add("goyaml", "Marshal chan", func() error { _, err := goyaml.Marshal(map[string]any{"a": make(chan int)}); return err })
	add("goyaml", "Marshal func", func() error { _, err := goyaml.Marshal(func() {}); return err })
	each("goyaml", "PathString", []string{"", "x", "$.", "$[", "$.a[x]", "$..", "$.a[1"}, func(s string) error { _, err := goyaml.PathString(s); return err })
	add("goyaml", "Path Read", func() error {
		p, err := goyaml.PathString("$.a.b")
		if err != nil {
			return err
		}
		var v any
		return p.Read(strings.NewReader("a: 1"), &v)
	})
	add("goyaml", "Validate", func() error {
		var v struct {
			A int `yaml:"a" validate:"x"`
		}
		return goyaml.NewDecoder(strings.NewReader("a: x"), goyaml.Validator(nil)).Decode(&v)
	})

	ctx := apd.BaseContext.WithPrecision(10)
	each("apd", "NewFromString", []string{"", "x", "1.2.3", "1e", "1e99999999999", "--1", "0x1", "1_0", "Infx", "NaN1x", "1e-99999999999"},
		func(s string) error { _, _, err := apd.NewFromString(s); return err })
	each("apd", "SetString", []string{"x", "1..0", "e1"}, func(s string) error { var d apd.Decimal; _, _, err := d.SetString(s); return err })
	add("apd", "Quo zero", func() error { var d apd.Decimal; _, err := ctx.Quo(&d, apd.New(1, 0), apd.New(0, 0)); return err })
	add("apd", "Sqrt negative", func() error { var d apd.Decimal; _, err := ctx.Sqrt(&d, apd.New(-1, 0)); return err })
	add("apd", "Ln zero", func() error { var d apd.Decimal; _, err := ctx.Ln(&d, apd.New(0, 0)); return err })
	add("apd", "Pow", func() error { var d apd.Decimal; _, err := ctx.Pow(&d, apd.New(-1, 0), apd.New(5, -1)); return err })
	add("apd", "Exp overflow", func() error { var d apd.Decimal; _, err := ctx.Exp(&d, apd.New(1, 10)); return err })
	add("apd", "Int64", func() error { _, err := apd.New(1, 100).Int64(); return err })
	add("apd", "Int64 fraction", func() error { _, err := apd.New(15, -1).Int64(); return err })
	add("apd", "Float64", func() error { _, err := apd.New(1, 100000).Float64(); return err })
	add("apd", "Scan", func() error { var d apd.Decimal; return d.Scan(true) })
	add("apd", "UnmarshalText", func() error { var d apd.Decimal; return d.UnmarshalText([]byte("x")) })
	add("apd", "Quantize", func() error { var d apd.Decimal; _, err := ctx.Quantize(&d, apd.New(123456789, 0), -5); return err })
	add("apd", "precision", func() error {
		var d apd.Decimal
		_, err := apd.BaseContext.WithPrecision(0).Quo(&d, apd.New(1, 0), apd.New(3, 0))
		return err
	})

	dates := []string{"", "x", "2021-13-01", "32/01/2021", "1/2/3/4", "2021-01-01T25:00:00", "Mon, 02 Jan", "12:61", "2021-01-01 x",
		"1332151919999999999999", "2021-02-30", "3:4:5:6", "Jan 35 2021", "01/02/03", "2006-01-02T15:04:05+9999"}
	each("dateparse", "ParseAny", dates, func(s string) error { _, err := dateparse.ParseAny(s); return err })
	each("dateparse", "ParseStrict", dates, func(s string) error { _, err := dateparse.ParseStrict(s); return err })
	each("dateparse", "ParseFormat", []string{"x", "2021-13-01"}, func(s string) error { _, err := dateparse.ParseFormat(s); return err })
	add("dateparse", "ParseIn nil", func() error { _, err := dateparse.ParseIn("x", nil); return err })

	each("shellquote", "Split", []string{"'a", "\"a", "a\\", "\"a\\", "a 'b c", "\"\\"}, func(s string) error { _, err := shellquote.Split(s); return err })

	jmes := []string{"a[", "a.", "foo(", "a[?b ==]", "a ||", "`x", "a[1:2:0]", "'a", "a.[", "@@", "a[?", "&", "{a: b", "[a, b", "a | ", "a[x]",
		"length(a)", "nope(a)", "abs(`\"x\"`)", "length(a, b)", "sort_by(a, &b)", "max(a)", "to_number(a, a)", "join(`1`, a)", "a[1:2:0]"}
	data := map[string]any{"a": 1.0, "b": []any{1.0}}
	each("jmespath", "Search", jmes, func(s string) error { _, err := jmespath.Search(s, data); return err })
	each("jmespath", "Compile", []string{"a[", "foo(", "`x", "a[1:2:0]"}, func(s string) error { _, err := jmespath.Compile(s); return err })

	decs := []string{"", "x", "1.2.3", "1e", "1e99999999999", "--1", "0x1", "1_0", ".", "1e1.5", "NaN"}
	each("decimal", "NewFromString", decs, func(s string) error { _, err := decimal.NewFromString(s); return err })
	each("decimal", "NewFromFormattedString", []string{"x", "1,,0"}, func(s string) error {
		_, err := decimal.NewFromFormattedString(s, nil)
		return err
	})
	add("decimal", "UnmarshalJSON", func() error { var d decimal.Decimal; return d.UnmarshalJSON([]byte(`"x"`)) })
	add("decimal", "UnmarshalJSON type", func() error { var d decimal.Decimal; return d.UnmarshalJSON([]byte(`{}`)) })
	add("decimal", "UnmarshalText", func() error { var d decimal.Decimal; return d.UnmarshalText([]byte("x")) })
	add("decimal", "UnmarshalBinary", func() error { var d decimal.Decimal; return d.UnmarshalBinary([]byte{1}) })
	add("decimal", "Scan", func() error { var d decimal.Decimal; return d.Scan(true) })
	add("decimal", "Scan string", func() error { var d decimal.Decimal; return d.Scan("x") })
	add("decimal", "NullDecimal", func() error { var d decimal.NullDecimal; return d.UnmarshalJSON([]byte(`"x"`)) })
	add("decimal", "PowWithPrecision", func() error {
		_, err := decimal.NewFromInt(0).PowWithPrecision(decimal.NewFromInt(-1), 5)
		return err
	})
	add("decimal", "PowBigInt", func() error { _, err := decimal.NewFromInt(-1).PowInt32(-1); return err })
	add("decimal", "PowWithPrecision fraction", func() error {
		_, err := decimal.NewFromInt(-1).PowWithPrecision(decimal.NewFromFloat(0.5), 5)
		return err
	})
	add("decimal", "Ln", func() error { _, err := decimal.NewFromInt(-1).Ln(5); return err })

	envs := []string{"a b", "=x", "a='x", "a=\"x", "export", "a=${b", "a b=c", "1a=x", "a=`x`", "a=\"x\\"}
	each("gotenv", "StrictParse", envs, func(s string) error { _, err := gotenv.StrictParse(strings.NewReader(s)); return err })
	each("gotenv", "Unmarshal", envs, func(s string) error { _, err := gotenv.Unmarshal(s); return err })
	add("gotenv", "Load", func() error { return gotenv.Load("/nonexistent/.env") })
	add("gotenv", "Read", func() error { _, err := gotenv.Read("/nonexistent/.env"); return err })
	add("gotenv", "Write", func() error { return gotenv.Write(gotenv.Env{"a": "b"}, "/nonexistent/x/.env") })

	each("strftime", "New", []string{"%", "%Q", "%J", "a%", "%E", "%!", "%5"}, func(s string) error { _, err := strftime.New(s); return err })
	each("strftime", "Format", []string{"%", "%Q"}, func(s string) error { _, err := strftime.Format(s, time.Unix(0, 0)); return err })

	gvExprs := []string{"1 +", "(1", "1 ? 2", "x(1)", "[a", "a[", "'x", "1 ** ", "1 ~ 2", "1 =~ '('", "1 ]", "1 IN", "a && ", ")", "1 2",
		"foo.bar", "#", "@", "[", "a b"}
	each("govaluate", "NewEvaluableExpression", gvExprs, func(s string) error { _, err := govaluate.NewEvaluableExpression(s); return err })
	each("govaluate", "Evaluate", []string{"a > 1", "b + 1", "'x' > 1", "1 && true", "'a' - 1", "(a > 1) ? 'x'", "-'a'", "!1",
		"a =~ '('", "~'a'", "1 / 'a'", "1 IN 2", "a.b", "a[0]"}, func(s string) error {
		e, err := govaluate.NewEvaluableExpression(s)
		if err != nil {
			return err
		}
		_, err = e.Evaluate(map[string]any{"a": "s"})
		return err
	})
	add("govaluate", "functions", func() error {
		_, err := govaluate.NewEvaluableExpressionWithFunctions("f(", map[string]govaluate.ExpressionFunction{"f": func(a ...any) (any, error) { return nil, nil }})
		return err
	})

	semvers := []string{"", "x", "1.0.0-", "1..0", "v", "1.0+", "1.0.0-a..b", "01.0.0", "1.0.0+a+b", "1.a", "1.0.0.0", "1.0.0-01",
		"99999999999999999999.0.0", "1.0.0-é", "v1.2", ".1", "1.0.0+é"}
	each("blangsemver", "Parse", semvers, func(s string) error { _, err := blangsemver.Parse(s); return err })
	each("blangsemver", "ParseTolerant", semvers, func(s string) error { _, err := blangsemver.ParseTolerant(s); return err })
	each("blangsemver", "ParseRange", []string{"", "x", ">= 1.0,", "=> 1", ">= x", "1.0 1.0", "!! 1", ">= 1.0.0 <", "1.x.x.x", "|| 1", "1.0.0 ||"},
		func(s string) error { _, err := blangsemver.ParseRange(s); return err })
	each("blangsemver", "NewPRVersion", []string{"", "01", "é"}, func(s string) error { _, err := blangsemver.NewPRVersion(s); return err })
	each("blangsemver", "NewBuildVersion", []string{"", "é"}, func(s string) error { _, err := blangsemver.NewBuildVersion(s); return err })
	add("blangsemver", "Scan", func() error { var v blangsemver.Version; return v.Scan(1) })
	add("blangsemver", "UnmarshalJSON", func() error { var v blangsemver.Version; return v.UnmarshalJSON([]byte(`"x"`)) })
	add("blangsemver", "UnmarshalJSON type", func() error { var v blangsemver.Version; return v.UnmarshalJSON([]byte(`1`)) })
	add("blangsemver", "Validate", func() error { v := blangsemver.Version{Pre: []blangsemver.PRVersion{{}}}; return v.Validate() })
	add("blangsemver", "IncrementPatch", func() error { v := blangsemver.MustParse("1.0.0-a"); return v.IncrementPatch() })

	ulids := []string{"", "x", "01ARZ3NDEKTSV4RRFFQ69G5FAVX", "01ARZ3NDEKTSV4RRFFQ69G5FA!", "81ARZ3NDEKTSV4RRFFQ69G5FAV", "01ARZ3NDEKTSV4RRFFQ69G5FAU"}
	each("ulid", "Parse", ulids, func(s string) error { _, err := ulid.Parse(s); return err })
	each("ulid", "ParseStrict", ulids, func(s string) error { _, err := ulid.ParseStrict(s); return err })
	add("ulid", "New big time", func() error { _, err := ulid.New(ulid.MaxTime()+1, nil); return err })
	add("ulid", "New entropy", func() error { _, err := ulid.New(1, strings.NewReader("")); return err })
	add("ulid", "UnmarshalBinary", func() error { var id ulid.ULID; return id.UnmarshalBinary([]byte{1}) })
	add("ulid", "UnmarshalText", func() error { var id ulid.ULID; return id.UnmarshalText([]byte("x")) })
	add("ulid", "Scan", func() error { var id ulid.ULID; return id.Scan(1) })
	add("ulid", "SetTime", func() error { var id ulid.ULID; return id.SetTime(ulid.MaxTime() + 1) })
	add("ulid", "Monotonic", func() error {
		m := ulid.Monotonic(strings.NewReader(strings.Repeat("\xff", 40)), 0)
		if _, err := ulid.New(1, m); err != nil {
			return err
		}
		_, err := ulid.New(1, m)
		return err
	})

	props := []string{"a = ${b}", "a = ${a}", "a = ${b", "a = \\u12", "a = \\uzzzz", "a = ${}", "a = ${b}\nb = ${a}", "\\u"}
	each("properties", "LoadString", props, func(s string) error { _, err := properties.LoadString(s); return err })
	add("properties", "LoadFile", func() error { _, err := properties.LoadFile("/nonexistent/x.properties", properties.UTF8); return err })
	add("properties", "LoadURL", func() error { _, err := properties.LoadURL("http://127.0.0.1:1/x"); return err })
	add("properties", "Decode", func() error {
		p := properties.MustLoadString("a = x")
		var v struct {
			A int `properties:"a"`
		}
		return p.Decode(&v)
	})
	add("properties", "Decode missing", func() error {
		p := properties.MustLoadString("")
		var v struct {
			A int `properties:"a"`
		}
		return p.Decode(&v)
	})
	add("properties", "Decode duration", func() error {
		p := properties.MustLoadString("a = x")
		var v struct {
			A time.Duration `properties:"a"`
		}
		return p.Decode(&v)
	})
	add("properties", "Decode non-pointer", func() error { return properties.MustLoadString("").Decode(1) })
	add("properties", "Set circular", func() error { p := properties.NewProperties(); _, _, err := p.Set("a", "${a}"); return err })

	hj := []string{"{", "[1,", "{a: 1}", "{\"a\" 1}", "\"x", "/* x", "1 2", "tru", "{\"a\":1,,}", "[1 2]", "-", "0x1", "\"\\q\"", "\x01", "{\"a\":}"}
	each("hujson", "Parse", hj, func(s string) error { _, err := hujson.Parse([]byte(s)); return err })
	each("hujson", "Standardize", hj[:6], func(s string) error { _, err := hujson.Standardize([]byte(s)); return err })
	add("hujson", "Patch", func() error {
		v, err := hujson.Parse([]byte(`{"a":1}`))
		if err != nil {
			return err
		}
		return v.Patch([]byte(`[{"op":"remove","path":"/b"}]`))
	})
	add("hujson", "Patch bad", func() error {
		v, _ := hujson.Parse([]byte(`{"a":1}`))
		return v.Patch([]byte(`[{"op":"nope","path":"/a"}]`))
	})
	add("hujson", "Patch json", func() error { v, _ := hujson.Parse([]byte(`{"a":1}`)); return v.Patch([]byte(`{`)) })
	add("hujson", "Patch test", func() error {
		v, _ := hujson.Parse([]byte(`{"a":1}`))
		return v.Patch([]byte(`[{"op":"test","path":"/a","value":2}]`))
	})

	type ms struct {
		A int
		B []int
		C struct{ D bool }
		E time.Duration
		F map[string]int
	}
	for _, in := range []map[string]any{{"a": "x"}, {"b": "x"}, {"c": 1}, {"c": map[string]any{"d": "x"}}, {"e": 1.5}, {"f": 1},
		{"f": map[string]any{"x": "y"}}, {"a": []int{1}}, {"b": []any{"x"}}} {
		m := in
		add("mapstructure", "Decode "+fmt.Sprint(m), func() error {
			var v ms
			return mapstructure.Decode(m, &v)
		})
	}
	add("mapstructure", "WeakDecode", func() error { var v ms; return mapstructure.WeakDecode(map[string]any{"a": "x"}, &v) })
	add("mapstructure", "ErrorUnused", func() error {
		var v ms
		d, err := mapstructure.NewDecoder(&mapstructure.DecoderConfig{ErrorUnused: true, Result: &v})
		if err != nil {
			return err
		}
		return d.Decode(map[string]any{"z": 1})
	})
	add("mapstructure", "ErrorUnset", func() error {
		var v ms
		d, _ := mapstructure.NewDecoder(&mapstructure.DecoderConfig{ErrorUnset: true, Result: &v})
		return d.Decode(map[string]any{"a": 1})
	})
	add("mapstructure", "NewDecoder nil", func() error { _, err := mapstructure.NewDecoder(&mapstructure.DecoderConfig{}); return err })
	add("mapstructure", "NewDecoder non-pointer", func() error {
		_, err := mapstructure.NewDecoder(&mapstructure.DecoderConfig{Result: ms{}})
		return err
	})
	add("mapstructure", "Decode hook", func() error {
		var v ms
		d, _ := mapstructure.NewDecoder(&mapstructure.DecoderConfig{Result: &v, DecodeHook: mapstructure.StringToTimeDurationHookFunc()})
		return d.Decode(map[string]any{"e": "x"})
	})

	key := []byte("secretsecretsecretsecretsecret00")
	kf := func(*jwt.Token) (any, error) { return key, nil }
	each("jwt", "Parse", []string{"", "x", "a.b", "a.b.c", "a.b.c.d", "eyJhbGciOiJIUzI1NiJ9.x.c", "eyJhbGciOiJub25lIn0.e30.",
		"eyJhbGciOiJIUzI1NiJ9.e30.AAAA", "eyJhbGciOiJSUzI1NiJ9.e30.AAAA", "e30.e30.AAAA", "eyJhbGciOiJIUzI1NiJ9.W10.AAAA"},
		func(s string) error { _, err := jwt.Parse(s, kf); return err })
	sign := func(c jwt.Claims) string {
		s, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(key)
		return s
	}
	add("jwt", "expired", func() error { _, err := jwt.Parse(sign(jwt.MapClaims{"exp": 1}), kf); return err })
	add("jwt", "not before", func() error { _, err := jwt.Parse(sign(jwt.MapClaims{"nbf": 4e9}), kf); return err })
	add("jwt", "issuer", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{"iss": "a"}), kf, jwt.WithIssuer("b"))
		return err
	})
	add("jwt", "audience", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{"aud": "a"}), kf, jwt.WithAudience("b"))
		return err
	})
	add("jwt", "exp required", func() error { _, err := jwt.Parse(sign(jwt.MapClaims{}), kf, jwt.WithExpirationRequired()); return err })
	add("jwt", "exp type", func() error { _, err := jwt.Parse(sign(jwt.MapClaims{"exp": "x"}), kf); return err })
	add("jwt", "methods", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{}), kf, jwt.WithValidMethods([]string{"RS256"}))
		return err
	})
	add("jwt", "keyfunc error", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{}), func(*jwt.Token) (any, error) { return nil, jwt.ErrTokenUnverifiable })
		return err
	})
	add("jwt", "nil keyfunc", func() error { _, err := jwt.Parse(sign(jwt.MapClaims{}), nil); return err })
	add("jwt", "wrong key", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{}), func(*jwt.Token) (any, error) { return []byte("other"), nil })
		return err
	})
	add("jwt", "key type", func() error {
		_, err := jwt.Parse(sign(jwt.MapClaims{}), func(*jwt.Token) (any, error) { return 1, nil })
		return err
	})
	add("jwt", "SignedString key type", func() error { _, err := jwt.New(jwt.SigningMethodHS256).SignedString("x"); return err })
	add("jwt", "SignedString RS key", func() error { _, err := jwt.New(jwt.SigningMethodRS256).SignedString(key); return err })
	add("jwt", "ParseRSAPrivateKeyFromPEM", func() error { _, err := jwt.ParseRSAPrivateKeyFromPEM([]byte("x")); return err })
	add("jwt", "ParseECPublicKeyFromPEM", func() error { _, err := jwt.ParseECPublicKeyFromPEM([]byte("x")); return err })
	add("jwt", "ParseEdPublicKeyFromPEM", func() error { _, err := jwt.ParseEdPublicKeyFromPEM([]byte("x")); return err })
	add("jwt", "ParseUnverified", func() error { _, _, err := jwt.NewParser().ParseUnverified("x", jwt.MapClaims{}); return err })

	schemas := []string{"{", `{"type": 1}`, `{"type": "nope"}`, `{"minimum": "x"}`, `{"$ref": "#/nope"}`, `{"required": 1}`,
		`{"properties": 1}`, `{"pattern": "("}`, `{"enum": []}`, `{"items": 1}`, `{"allOf": {}}`, `[]`, `{"$ref": "http://127.0.0.1:1/x"}`,
		`{"format": 1}`, `{"multipleOf": 0}`}
	each("gojsonschema", "NewSchema", schemas, func(s string) error {
		_, err := gojsonschema.NewSchema(gojsonschema.NewStringLoader(s))
		return err
	})
	add("gojsonschema", "Validate bad doc", func() error {
		_, err := gojsonschema.Validate(gojsonschema.NewStringLoader(`{}`), gojsonschema.NewStringLoader("{"))
		return err
	})
	add("gojsonschema", "Validate reference", func() error {
		_, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("file:///nonexistent/s.json"), gojsonschema.NewStringLoader("{}"))
		return err
	})
	add("gojsonschema", "Validate ref loader", func() error {
		_, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("x"), gojsonschema.NewStringLoader("{}"))
		return err
	})
	return cs
}

// panicCases2 are the second batch's calls that panic.
func panicCases2() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("datasize", "MustParseString", func() { datasize.MustParseString("x") })
	add("xid", "nil Scan", func() { var id *xid.ID; id.Scan("x") })
	add("goyaml", "nil Path", func() { var p *goyaml.Path; p.Read(strings.NewReader("a: 1"), nil) })
	add("apd", "nil Decimal", func() { var d *apd.Decimal; _ = d.String() })
	add("dateparse", "MustParse", func() { dateparse.MustParse("x") })
	add("jmespath", "MustCompile", func() { jmespath.MustCompile("a[") })
	add("decimal", "RequireFromString", func() { decimal.RequireFromString("x") })
	add("decimal", "Div zero", func() { decimal.NewFromInt(1).Div(decimal.Zero) })
	add("decimal", "NewFromFloat NaN", func() { decimal.NewFromFloat(zeroF() / zeroF()) })
	add("gotenv", "Must", func() { gotenv.Must(gotenv.Load, "/nonexistent/.env") })
	add("strftime", "nil Format", func() { var s *strftime.Strftime; s.FormatString(time.Now()) })
	add("govaluate", "nil Evaluate", func() { var e *govaluate.EvaluableExpression; e.Evaluate(nil) })
	add("blangsemver", "MustParse", func() { blangsemver.MustParse("x") })
	add("blangsemver", "MustParseRange", func() { blangsemver.MustParseRange("x") })
	add("ulid", "MustParse", func() { ulid.MustParse("x") })
	add("ulid", "MustNew", func() { ulid.MustNew(ulid.MaxTime()+1, nil) })
	add("properties", "MustLoadString", func() { properties.MustLoadString("a = ${a}") })
	add("properties", "MustGetInt", func() { properties.MustLoadString("a = x").MustGetInt("a") })
	add("properties", "MustGet", func() { properties.MustLoadString("").MustGet("a") })
	add("properties", "MustGetDuration", func() { properties.MustLoadString("a = x").MustGetDuration("a") })
	add("properties", "MustGetBool", func() { properties.MustLoadString("a = x").MustGetBool("a") })
	add("hujson", "nil Value", func() { var v *hujson.Value; v.Standardize() })
	add("mapstructure", "nil Decoder", func() { var d *mapstructure.Decoder; d.Decode(1) })
	add("jwt", "nil Parser", func() { var p *jwt.Parser; p.Parse("x", nil) })
	add("gojsonschema", "nil Schema", func() { var s *gojsonschema.Schema; s.Validate(gojsonschema.NewStringLoader("{}")) })
	return cs
}

func zeroF() float64 { return 0 }
