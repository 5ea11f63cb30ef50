package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"os"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/Masterminds/semver/v3"
	alunits "github.com/alecthomas/units"
	"github.com/antchfx/xpath"
	"github.com/cbroglie/mustache"
	"github.com/dlclark/regexp2"
	units "github.com/docker/go-units"
	"github.com/flosch/pongo2/v6"
	jose "github.com/go-jose/go-jose/v4"
	"github.com/go-jose/go-jose/v4/jwt"
	"github.com/go-playground/validator/v10"
	"github.com/itchyny/gojq"
	flags "github.com/jessevdk/go-flags"
	"github.com/joho/godotenv"
	"github.com/jszwec/csvutil"
	"github.com/kelseyhightower/envconfig"
	"github.com/lucasb-eyer/go-colorful"
	"github.com/mattn/go-shellwords"
	"github.com/miekg/dns"
	gotoml "github.com/pelletier/go-toml/v2"
	"github.com/robfig/cron/v3"
	"github.com/santhosh-tekuri/jsonschema/v5"
	"github.com/spf13/cast"
	"github.com/vmihailenco/msgpack/v5"
	"gopkg.in/ini.v1"
)

// caseAdders returns the two ways a case list is filled: add one call,
// or each: one call per input, labelled with it.
func caseAdders(cs *[]errCase) (add func(suite, label string, f func() error), each func(suite, label string, inputs []string, f func(string) error)) {
	add = func(suite, label string, f func() error) { *cs = append(*cs, errCase{suite, label, f}) }
	each = func(suite, label string, inputs []string, f func(string) error) {
		for _, in := range inputs {
			s := in
			add(suite, label+" "+s, func() error { return f(s) })
		}
	}
	return add, each
}

// errorCases are calls that return an error from a module (or panic: then
// they are run as panic cases).
func errorCases() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	tomlDocs := []string{"a = ", "a = 1\na = 2", "[a\n", "a = [1,", "a = \"x", "a = 1979-05-27T07:32:00Zx", "a = 0x",
		"a.b = 1\na = 2", "= 1", "a = tru", "[[a]]\n[a]", "a = 1_", "a = 1.", "a = {b = 1,}", "a = '''x", "a = \"\\q\"",
		"a = 1 b = 2", "[a]\n[a]", "a = 99999999999999999999", "a = 1e", "a = +nan1", "a = [1, 'x'", "a = \"\x01\"",
		"a = 1979-13-27", "a = 07:32:61", "\"a\nb\" = 1", "a = {b = 1\n}", "[a.]", "a = 0o9", "a = 0b2", "a = 1__0",
		"a = -0x1", "a = 01", "a = inf1", "a = ''''''", "a = 'x", "[ a b ]", "a = 1\n[a.b]"}
	each("toml", "Decode", tomlDocs, func(d string) error { var v any; _, err := toml.Decode(d, &v); return err })
	each("toml", "Decode struct", []string{"a = 'x'", "a = [1]", "a = {b = 1}", "a = 1.5", "a = true", "a = 1979-05-27", "a = 300"},
		func(d string) error {
			var v struct {
				A int8 `toml:"a"`
			}
			_, err := toml.Decode(d, &v)
			return err
		})
	add("toml", "Decode nil", func() error { _, err := toml.Decode("a = 1", nil); return err })
	add("toml", "Decode non-pointer", func() error { var m map[string]int; _, err := toml.Decode("a = 1", m); return err })
	add("toml", "DecodeFile missing", func() error { var v any; _, err := toml.DecodeFile("/nonexistent/x.toml", &v); return err })
	add("toml", "Encode chan", func() error { return toml.NewEncoder(io.Discard).Encode(map[string]any{"a": make(chan int)}) })
	add("toml", "Encode top scalar", func() error { return toml.NewEncoder(io.Discard).Encode(1) })
	add("toml", "Encode nil key", func() error { return toml.NewEncoder(io.Discard).Encode(map[int]int{1: 1}) })
	add("toml", "Encode writer", func() error { return toml.NewEncoder(errWriter{}).Encode(map[string]int{"a": 1}) })
	add("toml", "Decode undecoded", func() error {
		var v struct{ A int }
		md, err := toml.Decode("A = 1\nB = 2", &v)
		if err != nil {
			return err
		}
		if u := md.Undecoded(); len(u) > 0 {
			return nil
		}
		return nil
	})

	each("gotoml", "Unmarshal", tomlDocs, func(d string) error { var v any; return gotoml.Unmarshal([]byte(d), &v) })
	each("gotoml", "Unmarshal struct", []string{"a = 'x'", "a = [1]", "a = {b = 1}", "a = 1.5", "a = true", "a = 300", "a = 1979-05-27"},
		func(d string) error {
			var v struct {
				A int8 `toml:"a"`
			}
			return gotoml.Unmarshal([]byte(d), &v)
		})
	add("gotoml", "strict", func() error {
		var v struct{ A int }
		d := gotoml.NewDecoder(strings.NewReader("A = 1\nB = 2\n[c]\nd = 1"))
		d.DisallowUnknownFields()
		return d.Decode(&v)
	})
	add("gotoml", "Unmarshal nil", func() error { return gotoml.Unmarshal([]byte("a = 1"), nil) })
	add("gotoml", "Unmarshal non-pointer", func() error { var m map[string]int; return gotoml.Unmarshal([]byte("a = 1"), m) })
	add("gotoml", "Marshal chan", func() error { _, err := gotoml.Marshal(map[string]any{"a": make(chan int)}); return err })
	add("gotoml", "Marshal int", func() error { _, err := gotoml.Marshal(1); return err })
	add("gotoml", "Marshal int key", func() error { _, err := gotoml.Marshal(map[int]int{1: 1}); return err })
	add("gotoml", "Decoder reader", func() error { var v any; return gotoml.NewDecoder(errReader{}).Decode(&v) })

	semverBad := []string{"", "x", "1.0.0-", "1..0", "v", "1.0+", "1.0.0-a..b", "01.0.0", "1.0.0+a+b", "1.a", "1.0.0.0",
		"1.0.0-01", "99999999999999999999.0.0", "1.0.0-é", "v1.2", ".1"}
	each("semver", "NewVersion", semverBad, func(s string) error { _, err := semver.NewVersion(s); return err })
	each("semver", "StrictNewVersion", semverBad, func(s string) error { _, err := semver.StrictNewVersion(s); return err })
	each("semver", "NewConstraint", []string{"", "~>", "x", ">= 1.0,", "=> 1", ">= x", "1.0 1.0", "!! 1", ">= 1.0, <", "^x", "1 - ", "|| 1"},
		func(s string) error { _, err := semver.NewConstraint(s); return err })
	each("semver", "Validate", []string{">= 2.0", "< 1.0", "~1.2", "^2", "!= 1.0.0", "1.0 - 1.0.0-0", "= 1.0.1", "> 1.0.0-beta", "~> 2"},
		func(s string) error {
			c, err := semver.NewConstraint(s)
			if err != nil {
				return err
			}
			ok, errs := c.Validate(semver.MustParse("1.0.0-alpha"))
			if ok || len(errs) == 0 {
				return nil
			}
			return errs[0]
		})
	add("semver", "UnmarshalJSON", func() error { var v semver.Version; return v.UnmarshalJSON([]byte(`"x"`)) })
	add("semver", "UnmarshalJSON type", func() error { var v semver.Version; return v.UnmarshalJSON([]byte(`1`)) })
	add("semver", "Scan", func() error { var v semver.Version; return v.Scan(1) })
	add("semver", "SetPrerelease", func() error { _, err := semver.MustParse("1.0.0").SetPrerelease("a..b"); return err })
	add("semver", "SetMetadata", func() error { _, err := semver.MustParse("1.0.0").SetMetadata("a+b"); return err })

	each("cron", "ParseStandard", []string{"* * * *", "60 * * * *", "* * * * * * *", "@nope", "a * * * *", "1-70 * * * *",
		"*/0 * * * *", "5-1 * * * *", "@every x", "TZ=Nope/Nope * * * * *", "* 25 * * *", "* * 0 * *", "* * * 13 *",
		"* * * * 8", "* * * JANX *", "1,x * * * *", "1-2-3 * * * *", "*/x * * * *", "", "CRON_TZ=x", "@every -1s"},
		func(s string) error { _, err := cron.ParseStandard(s); return err })
	each("cron", "Parse seconds", []string{"* * * * *", "61 * * * * *", "@hourly x"}, func(s string) error {
		_, err := cron.NewParser(cron.Second | cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow | cron.Descriptor).Parse(s)
		return err
	})
	each("cron", "Parse optional", []string{"* * * * * * *", "x"}, func(s string) error {
		_, err := cron.NewParser(cron.SecondOptional | cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow).Parse(s)
		return err
	})
	add("cron", "AddFunc", func() error { _, err := cron.New().AddFunc("x", func() {}); return err })

	sizes := []string{"", "x", "1x", "-1", "1.5.5", "1 kb b", "1kib", "99999999999999999999999", "1e", "1p2"}
	each("units", "FromHumanSize", sizes, func(s string) error { _, err := units.FromHumanSize(s); return err })
	each("units", "RAMInBytes", sizes, func(s string) error { _, err := units.RAMInBytes(s); return err })
	each("units", "ParseUlimit", []string{"x", "nofile", "nofile=a", "nope=1", "nofile=1:a", "nofile=2:1", "nofile=1:2:3", "core=-2"},
		func(s string) error { _, err := units.ParseUlimit(s); return err })

	each("alunits", "ParseBase2Bytes", sizes, func(s string) error { _, err := alunits.ParseBase2Bytes(s); return err })
	each("alunits", "ParseMetricBytes", sizes, func(s string) error { _, err := alunits.ParseMetricBytes(s); return err })
	each("alunits", "ParseStrictBytes", []string{"1KB", "1x", "x"}, func(s string) error { _, err := alunits.ParseStrictBytes(s); return err })
	add("alunits", "ParseUnit", func() error { _, err := alunits.ParseUnit("1x", map[string]float64{"b": 1}); return err })

	each("dns", "NewRR", []string{"x", "example.com. IN A x", "a. 3600 IN MX x y", "a. IN AAAA 1.2.3.4", "a. IN TXT \"x",
		"a. IN NOPE x", "a. IN SOA x", "a. 9999999999 IN A 1.2.3.4", "a. IN CAA 0 issue", "a. IN SRV 1 2", "a. IN CNAME",
		"a..b. IN A 1.2.3.4", "a. IN A 1.2.3.4 x", "$TTL x", "$ORIGIN", "a. IN DS 1 2 3 zz", "a. IN SSHFP 1 1 zz",
		"a. IN TLSA x", "a. IN LOC x", "a. IN NAPTR 1", "a. IN HINFO", "a. IN A 300.1.1.1", "a. IN MX 70000 b.",
		"a. CH A 1.2.3.4 (", "a. IN RRSIG A 8 2 x"}, func(s string) error { _, err := dns.NewRR(s); return err })
	for _, b := range [][]byte{{1, 2}, {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 3, 'a'},
		{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 'a', 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 9, 1}, {0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0xc0, 12}} {
		bb := b
		add("dns", "Unpack "+string(bytes.ToValidUTF8(bb, []byte("?"))), func() error { return new(dns.Msg).Unpack(bb) })
	}
	add("dns", "ReverseAddr", func() error { _, err := dns.ReverseAddr("x"); return err })
	add("dns", "Pack long name", func() error {
		m := new(dns.Msg)
		m.SetQuestion(strings.Repeat("a", 70)+".", dns.TypeA)
		_, err := m.Pack()
		return err
	})
	add("dns", "Pack bad name", func() error { m := new(dns.Msg); m.SetQuestion("a..b.", dns.TypeA); _, err := m.Pack(); return err })
	add("dns", "ZoneParser", func() error {
		zp := dns.NewZoneParser(strings.NewReader("$INCLUDE x\n"), "", "")
		for _, ok := zp.Next(); ok; _, ok = zp.Next() {
		}
		return zp.Err()
	})
	add("dns", "ZoneParser generate", func() error {
		zp := dns.NewZoneParser(strings.NewReader("$GENERATE 1-x a A 1.2.3.4\n"), "a.", "")
		for _, ok := zp.Next(); ok; _, ok = zp.Next() {
		}
		return zp.Err()
	})
	add("dns", "StringToTime", func() error { _, err := dns.StringToTime("x"); return err })
	add("dns", "Exchange", func() error { _, err := dns.Exchange(new(dns.Msg), "x"); return err })

	each("colorful", "Hex", []string{"x", "#zz", "#12345", "#ggg", "", "#1234567"}, func(s string) error { _, err := colorful.Hex(s); return err })
	add("colorful", "Scan", func() error { var c colorful.HexColor; return c.Scan(1) })
	add("colorful", "Scan string", func() error { var c colorful.HexColor; return c.Scan("x") })
	add("colorful", "UnmarshalJSON", func() error { var c colorful.HexColor; return c.UnmarshalJSON([]byte(`"x"`)) })
	add("colorful", "Decode", func() error { var c colorful.HexColor; return c.Decode("x") })

	v := validator.New()
	type user struct {
		Name  string `validate:"required"`
		Email string `validate:"required,email"`
		Age   int    `validate:"gte=0,lte=130"`
		Color string `validate:"iscolor"`
		Code  string `validate:"len=3"`
		URL   string `validate:"url"`
		Kind  string `validate:"oneof=a b"`
	}
	add("validator", "Struct", func() error { return v.Struct(user{Email: "x", Age: 200, Color: "x", Code: "ab", URL: "x", Kind: "c"}) })
	add("validator", "Struct nil", func() error { return v.Struct(nil) })
	add("validator", "Struct int", func() error { return v.Struct(1) })
	add("validator", "Var nil", func() error { return v.Var(nil, "required") })
	for _, tag := range []string{"email", "url", "uuid", "ip", "cidr", "hostname", "numeric", "alpha", "min=5", "max=0", "eq=y",
		"datetime=2006-01-02", "json", "semver", "e164", "base64", "hexcolor", "latitude", "mac", "uri", "fqdn", "isbn", "ascii", "boolean", "unique"} {
		t := tag
		add("validator", "Var "+t, func() error { return v.Var("x!", t) })
	}
	add("validator", "Var bad tag", func() error { return v.Var("x", "nope") })
	add("validator", "Var bad param", func() error { return v.Var("x", "min=x") })
	add("validator", "StructPartial", func() error { return v.StructPartial(user{}, "Name") })
	add("validator", "ValidateMap", func() error {
		errs := v.ValidateMap(map[string]any{"a": "x"}, map[string]any{"a": "email"})
		for _, e := range errs {
			if err, ok := e.(error); ok {
				return err
			}
		}
		return nil
	})

	each("cast", "ToIntE", []string{"x", "1.5", "99999999999999999999", "0x"}, func(s string) error { _, err := cast.ToIntE(s); return err })
	each("cast", "ToBoolE", []string{"x", "2"}, func(s string) error { _, err := cast.ToBoolE(s); return err })
	each("cast", "ToDurationE", []string{"x", "1x"}, func(s string) error { _, err := cast.ToDurationE(s); return err })
	each("cast", "ToTimeE", []string{"x", "2020-13-01"}, func(s string) error { _, err := cast.ToTimeE(s); return err })
	each("cast", "ToFloat64E", []string{"x"}, func(s string) error { _, err := cast.ToFloat64E(s); return err })
	each("cast", "ToUint8E", []string{"-1", "300", "x"}, func(s string) error { _, err := cast.ToUint8E(s); return err })
	add("cast", "ToUintE negative", func() error { _, err := cast.ToUintE(-1); return err })
	add("cast", "ToIntE slice", func() error { _, err := cast.ToIntE([]int{1}); return err })
	add("cast", "ToStringE", func() error { _, err := cast.ToStringE(struct{}{}); return err })
	add("cast", "ToStringMapE", func() error { _, err := cast.ToStringMapE(1); return err })
	add("cast", "ToStringMapE json", func() error { _, err := cast.ToStringMapE("{x"); return err })
	add("cast", "ToStringMapStringE", func() error { _, err := cast.ToStringMapStringE(1); return err })
	add("cast", "ToSliceE", func() error { _, err := cast.ToSliceE(1); return err })
	add("cast", "ToIntSliceE", func() error { _, err := cast.ToIntSliceE([]string{"x"}); return err })
	add("cast", "ToDurationSliceE", func() error { _, err := cast.ToDurationSliceE([]string{"x"}); return err })
	add("cast", "ToBoolSliceE", func() error { _, err := cast.ToBoolSliceE(1); return err })
	add("cast", "ToTimeInDefaultLocationE", func() error { _, err := cast.ToTimeInDefaultLocationE(struct{}{}, time.UTC); return err })

	each("ini", "Load", []string{"[a", "a", "a = \"x", "[]", "a = \"\"\"x", "= 1", "[a]\nb = `x", "a = 1\n  b"}, func(s string) error {
		_, err := ini.Load([]byte(s))
		return err
	})
	add("ini", "Load missing", func() error { _, err := ini.Load("/nonexistent/x.ini"); return err })
	add("ini", "Load type", func() error { _, err := ini.Load(1); return err })
	for _, conv := range []string{"Int", "Int64", "Uint", "Float64", "Bool", "Duration", "TimeFormat"} {
		c := conv
		add("ini", "Key "+c, func() error {
			f, _ := ini.Load([]byte("a = x"))
			k := f.Section("").Key("a")
			var err error
			switch c {
			case "Int":
				_, err = k.Int()
			case "Int64":
				_, err = k.Int64()
			case "Uint":
				_, err = k.Uint()
			case "Float64":
				_, err = k.Float64()
			case "Bool":
				_, err = k.Bool()
			case "Duration":
				_, err = k.Duration()
			case "TimeFormat":
				_, err = k.TimeFormat(time.RFC3339)
			}
			return err
		})
	}
	add("ini", "GetSection", func() error { f := ini.Empty(); _, err := f.GetSection("x"); return err })
	add("ini", "GetKey", func() error { f := ini.Empty(); _, err := f.Section("").GetKey("x"); return err })
	add("ini", "NewSection empty", func() error { f := ini.Empty(); _, err := f.NewSection(""); return err })
	add("ini", "NewKey empty", func() error { f := ini.Empty(); _, err := f.Section("").NewKey("", "x"); return err })
	add("ini", "MapTo", func() error {
		f, _ := ini.Load([]byte("A = x"))
		var s struct{ A int }
		return f.MapTo(&s)
	})
	add("ini", "MapTo non-pointer", func() error { f := ini.Empty(); var s struct{ A int }; return f.MapTo(s) })
	add("ini", "Validate", func() error {
		f, _ := ini.Load([]byte("a = x"))
		_, err := f.Section("").Key("a").Validate(func(s string) string { return s }), error(nil)
		return err
	})

	type row struct {
		A int     `csv:"a"`
		B float64 `csv:"b"`
		C bool    `csv:"c"`
		D time.Time
	}
	each("csvutil", "Unmarshal", []string{"a\nx", "b\nx", "c\nx", "a,b\n1", "a\n\"x", "a,a\n1,2", "D\nx", "", "a\n1,2"}, func(s string) error {
		var rs []row
		return csvutil.Unmarshal([]byte(s), &rs)
	})
	add("csvutil", "Unmarshal non-pointer", func() error { var rs []row; return csvutil.Unmarshal([]byte("a\n1"), rs) })
	add("csvutil", "Unmarshal nil", func() error { return csvutil.Unmarshal([]byte("a\n1"), nil) })
	add("csvutil", "Unmarshal int", func() error { var i int; return csvutil.Unmarshal([]byte("a\n1"), &i) })
	add("csvutil", "Marshal int", func() error { _, err := csvutil.Marshal(1); return err })
	add("csvutil", "Marshal chan", func() error {
		_, err := csvutil.Marshal([]struct{ A chan int }{{}})
		return err
	})
	add("csvutil", "Header", func() error { _, err := csvutil.Header(1, "csv"); return err })
	add("csvutil", "Decoder missing", func() error {
		dec, err := csvutil.NewDecoder(csv.NewReader(strings.NewReader("")))
		if err != nil {
			return err
		}
		var r row
		return dec.Decode(&r)
	})
	add("csvutil", "Decoder required", func() error {
		dec, err := csvutil.NewDecoder(csv.NewReader(strings.NewReader("x\n1")))
		if err != nil {
			return err
		}
		dec.DisallowMissingColumns = true
		var r row
		return dec.Decode(&r)
	})

	type opts struct {
		Verbose []bool         `short:"v" long:"verbose"`
		Num     int            `short:"n" long:"num"`
		Name    string         `long:"name" required:"true"`
		Color   string         `long:"color" choice:"red" choice:"blue"`
		Rate    float64        `long:"rate"`
		Wait    time.Duration  `long:"wait"`
		Map     map[string]int `long:"map"`
	}
	for _, args := range [][]string{{"--nope"}, {"-n"}, {"--num=x", "--name=a"}, {}, {"--name=a", "--color=green"},
		{"--name=a", "--rate=x"}, {"--name=a", "--wait=x"}, {"--name=a", "--map=x"}, {"--name=a", "--map=a:x"}, {"-x"},
		{"--name"}, {"--name=a", "--verbose=x"}, {"--name=a", "-nx"}, {"--name=a", "---x"}} {
		a := args
		add("goflags", "ParseArgs "+strings.Join(a, " "), func() error {
			var o opts
			_, err := flags.NewParser(&o, flags.PassDoubleDash).ParseArgs(a)
			return err
		})
	}
	add("goflags", "bad struct", func() error {
		var o struct {
			A int `short:"ab"`
		}
		_, err := flags.ParseArgs(&o, nil)
		return err
	})
	add("goflags", "bad choice default", func() error {
		var o struct {
			A chan int `long:"a"`
		}
		_, err := flags.ParseArgs(&o, []string{"--a=1"})
		return err
	})
	add("goflags", "duplicate", func() error {
		var o struct {
			A int `long:"a"`
			B int `long:"a"`
		}
		_, err := flags.ParseArgs(&o, nil)
		return err
	})
	add("goflags", "ini", func() error {
		var o opts
		p := flags.NewParser(&o, flags.None)
		return flags.NewIniParser(p).Parse(strings.NewReader("[x\nnope = 1"))
	})
	add("goflags", "ini unknown", func() error {
		var o opts
		p := flags.NewParser(&o, flags.None)
		return flags.NewIniParser(p).Parse(strings.NewReader("nope = 1"))
	})
	add("goflags", "command", func() error {
		var o struct{}
		p := flags.NewParser(&o, flags.None)
		p.AddCommand("run", "run", "", &struct{}{})
		_, err := p.ParseArgs([]string{"nope"})
		return err
	})

	each("pongo2", "FromString", []string{"{% if %}", "{{ x|nope }}", "{% for %}", "{{ 1 + }}", "{% endif %}", "{% block %}",
		"{% nope %}", "{{", "{% if a %}", "{{ x|default }}", "{% for a in %}", "{% with %}", "{{ 'a }}", "{% set %}", "{% macro %}",
		"{% cycle %}", "{{ a.b( }}", "{% if a == %}{% endif %}", "{% extends %}", "{% include %}", "{{ a|date:1:2 }}", "{# x",
		"{% firstof %}", "{% filter %}", "{% ifchanged %}", "{% autoescape x %}", "{{ a[ }}", "{% spaceless x %}"},
		func(s string) error { _, err := pongo2.FromString(s); return err })
	each("pongo2", "Execute", []string{"{% include 'nope.html' %}", "{{ a|nope2 }}", "{{ a.b.c() }}", "{{ f(1) }}",
		"{% extends 'nope.html' %}", "{% for a in b %}{{ a|add:1 }}{% endfor %}", "{{ 1|date:'x' }}", "{{ a|slice:'x' }}",
		"{% ssi 'nope' %}", "{% import 'nope' a %}"}, func(s string) error {
		t, err := pongo2.FromString(s)
		if err != nil {
			return err
		}
		_, err = t.Execute(pongo2.Context{"a": 1, "b": 2, "f": 3})
		return err
	})

	each("mustache", "ParseString", []string{"{{#a}}", "{{/a}}", "{{=x=}}", "{{a", "{{#a}}{{/b}}", "{{{a}}", "{{^a}}", "{{=<% %>=}}<%a"},
		func(s string) error { _, err := mustache.ParseString(s); return err })
	add("mustache", "ParseFile", func() error { _, err := mustache.ParseFile("/nonexistent/x.mustache"); return err })
	add("mustache", "partial", func() error {
		_, err := mustache.RenderPartials("{{> x}}", &mustache.StaticProvider{Partials: map[string]string{"x": "{{#a}}"}}, nil)
		return err
	})
	add("mustache", "missing variable", func() error {
		mustache.AllowMissingVariables = false
		defer func() { mustache.AllowMissingVariables = true }()
		_, err := mustache.Render("{{a}}", map[string]any{})
		return err
	})
	add("mustache", "missing partial", func() error {
		mustache.AllowMissingVariables = false
		defer func() { mustache.AllowMissingVariables = true }()
		_, err := mustache.RenderPartials("{{> x}}", &mustache.StaticProvider{}, nil)
		return err
	})

	for _, b := range [][]byte{{0xc1}, {}, {0xa5, 'a'}, {0xdc, 0, 5, 1}, {0x92, 0xa1, 'a'}, {0xd9}, {0x81, 0xc0, 1}, {0xc7, 5, 1, 2}} {
		bb := b
		add("msgpack", "Unmarshal any % x"+string(bytes.ToValidUTF8(bb, []byte("?"))), func() error { var v any; return msgpack.Unmarshal(bb, &v) })
		add("msgpack", "Unmarshal int "+string(bytes.ToValidUTF8(bb, []byte("?"))), func() error { var v int; return msgpack.Unmarshal(bb, &v) })
	}
	for _, dst := range []string{"string", "bool", "slice", "map", "struct", "time", "float"} {
		d := dst
		add("msgpack", "Unmarshal into "+d, func() error {
			b, _ := msgpack.Marshal(map[string]any{"a": 1})
			var err error
			switch d {
			case "string":
				var v string
				err = msgpack.Unmarshal(b, &v)
			case "bool":
				var v bool
				err = msgpack.Unmarshal(b, &v)
			case "slice":
				var v []int
				err = msgpack.Unmarshal(b, &v)
			case "map":
				var v map[string]string
				err = msgpack.Unmarshal(b, &v)
			case "struct":
				var v struct{ A string }
				err = msgpack.Unmarshal(b, &v)
			case "time":
				var v time.Time
				err = msgpack.Unmarshal(b, &v)
			case "float":
				var v float64
				err = msgpack.Unmarshal(b, &v)
			}
			return err
		})
	}
	add("msgpack", "Unmarshal nil", func() error { return msgpack.Unmarshal([]byte{1}, nil) })
	add("msgpack", "Unmarshal non-pointer", func() error { var v int; return msgpack.Unmarshal([]byte{1}, v) })
	add("msgpack", "Marshal chan", func() error { _, err := msgpack.Marshal(make(chan int)); return err })
	add("msgpack", "Marshal func", func() error { _, err := msgpack.Marshal(func() {}); return err })
	add("msgpack", "Decoder reader", func() error { var v any; return msgpack.NewDecoder(errReader{}).Decode(&v) })
	add("msgpack", "DecodeArrayLen", func() error { _, err := msgpack.NewDecoder(bytes.NewReader([]byte{1})).DecodeArrayLen(); return err })
	add("msgpack", "DecodeMapLen", func() error { _, err := msgpack.NewDecoder(bytes.NewReader([]byte{1})).DecodeMapLen(); return err })
	add("msgpack", "DecodeString", func() error { _, err := msgpack.NewDecoder(bytes.NewReader([]byte{1})).DecodeString(); return err })
	add("msgpack", "Skip", func() error { return msgpack.NewDecoder(bytes.NewReader([]byte{0xc1})).Skip() })

	each("jsonschema", "CompileString", []string{`{"type": 1}`, `{`, `{"$ref": "#/nope"}`, `{"minimum": "x"}`, `{"pattern": "("}`,
		`{"type": "nope"}`, `{"$ref": "nope.json"}`, `{"properties": 1}`, `{"required": [1]}`, `{"format": 1}`, `{"$schema": "x"}`,
		`{"enum": 1}`, `{"allOf": {}}`, `{"$id": 1}`, `[]`, `1`},
		func(s string) error { _, err := jsonschema.CompileString("schema.json", s); return err })
	for _, doc := range []string{`"x"`, `1.5`, `{"a": 1}`, `[1, 1]`, `{}`, `{"b": "xx"}`, `-1`, `{"a": "x", "c": 1}`} {
		d := doc
		add("jsonschema", "Validate "+d, func() error {
			s := jsonschema.MustCompileString("s.json", `{"type": "object", "required": ["a"], "properties": {"a": {"type": "string", "maxLength": 3}, "b": {"pattern": "^a"}}, "additionalProperties": false, "minProperties": 1}`)
			var v any
			if err := jsonschemaUnmarshal(d, &v); err != nil {
				return err
			}
			return s.Validate(v)
		})
	}
	add("jsonschema", "Validate type", func() error {
		s := jsonschema.MustCompileString("s.json", `{"type": "integer", "minimum": 5, "multipleOf": 2}`)
		return s.Validate(3.5)
	})
	add("jsonschema", "Validate Go type", func() error {
		s := jsonschema.MustCompileString("s.json", `{}`)
		return s.Validate(make(chan int))
	})

	each("godotenv", "Unmarshal", []string{"a", "a='x", "a=\"x", "export", "=1", "a b=1", "a=1\nb", "a=`x", "'a'=1", "a=\"\\"},
		func(s string) error { _, err := godotenv.Unmarshal(s); return err })
	add("godotenv", "Read missing", func() error { _, err := godotenv.Read("/nonexistent/.env"); return err })
	add("godotenv", "Load missing", func() error { return godotenv.Load("/nonexistent/.env") })
	add("godotenv", "Parse reader", func() error { _, err := godotenv.Parse(errReader{}); return err })
	add("godotenv", "Write dir", func() error { return godotenv.Write(map[string]string{"a": "1"}, "/nonexistent/dir/.env") })

	type spec struct {
		Port     int            `envconfig:"PORT"`
		Debug    bool           `envconfig:"DEBUG"`
		Rate     float32        `envconfig:"RATE"`
		Timeout  time.Duration  `envconfig:"TIMEOUT"`
		Users    []int          `envconfig:"USERS"`
		Colors   map[string]int `envconfig:"COLORS"`
		Required string         `envconfig:"REQ" required:"true"`
		Small    int8           `envconfig:"SMALL"`
		U        uint           `envconfig:"U"`
	}
	for _, kv := range [][2]string{{"PORT", "x"}, {"DEBUG", "x"}, {"RATE", "x"}, {"TIMEOUT", "x"}, {"USERS", "a,b"}, {"COLORS", "x"},
		{"COLORS", "a:x"}, {"SMALL", "300"}, {"U", "-1"}, {"REQ", ""}} {
		k := kv
		add("envconfig", "Process "+k[0]+"="+k[1], func() error {
			os.Clearenv()
			if k[0] != "REQ" {
				os.Setenv("APP_REQ", "x")
				os.Setenv("APP_"+k[0], k[1])
			}
			defer os.Clearenv()
			var s spec
			return envconfig.Process("app", &s)
		})
	}
	add("envconfig", "Process non-pointer", func() error { var s spec; return envconfig.Process("app", s) })
	add("envconfig", "Process int", func() error { var i int; return envconfig.Process("app", &i) })
	add("envconfig", "CheckDisallowed", func() error {
		os.Clearenv()
		os.Setenv("APP_NOPE", "1")
		defer os.Clearenv()
		var s spec
		return envconfig.CheckDisallowed("app", &s)
	})

	each("shellwords", "Parse", []string{"a 'b", "a \"b", "`x", "$(", "a \\", "a $(b", "a`b", "a | b", "a ; b", "a && b", "a )"},
		func(s string) error { _, err := shellwords.Parse(s); return err })
	each("shellwords", "Parse backtick", []string{"`exit 1`", "$(exit 1)", "`nonexistentcommandx`", "$(a", "a)"}, func(s string) error {
		p := shellwords.NewParser()
		p.ParseBacktick = true
		_, err := p.Parse(s)
		return err
	})
	each("shellwords", "ParseWithEnvs", []string{"A='x", "A=1 'b"}, func(s string) error { _, _, err := shellwords.ParseWithEnvs(s); return err })

	each("gojq", "Parse", []string{".[", "if", "{", ".a.", "1 +", "[1,", "def f: ;", "\"\\(\"", ". as", "reduce", "try", "label",
		".a[", "@nope", "$__loc__ x", "import", "include \"x\";", "?//", "\"\\q\"", "{(1):2", ".[1:2:3]"},
		func(s string) error { _, err := gojq.Parse(s); return err })
	each("gojq", "Compile", []string{"nope(1)", "$x", "f", "break $x", "input", "nope", "env.x | $__prog_args", "def f(a): a; f",
		"import \"x\" as y; 1"}, func(s string) error {
		q, err := gojq.Parse(s)
		if err != nil {
			return err
		}
		_, err = gojq.Compile(q)
		return err
	})
	each("gojq", "Run", []string{".a", "1/0", "error(\"x\")", "tonumber", "@base64d", ".[]", "keys", "fromjson", "1 % 0", "ltrimstr(1)",
		"error", "[.] | implode", "splits(1)", "test(\"(\")", "strptime(\"%Y\")", "mktime", "todate", "tojson | .[0]", ".[\"a\"]",
		"{} | .[0]", "[] | .a", "ascii", "has(1)", "setpath(1; 1)", "getpath([\"a\"])", "limit(-1; 1)", "range(\"a\")",
		"@sh", "ltrimstr(\"a\") | -.", "{} - 1", "[] * 1", "\"a\" * {}", "infinite | tostring | tonumber | . + {}", "input",
		"$__loc__ | error", "sort", "group_by(.a)", "min_by(1)", "join(1)", "ascii_downcase", "split(1)", "sub(\"(\"; \"x\")",
		"tojson | fromjson | .x", "@uri | tonumber", "significand", "indices(1)", "inside(1)", "combinations", "walk(1)", "splits(\"(\")",
		"todate | . + 1", "gsub(1; 2)", "tostream | .a", "fromstream(1)", "getpath(1)", "paths(1)", "del(.[0])", "to_entries",
		"from_entries", "with_entries(1)", "add", "any", "flatten", "flatten(-1)", "range(1; 2; 0) | .a", "floor", "sqrt", "pow(.; 2)",
		"log", "min", "unique", "reverse", "contains(1)", "startswith(1)", "endswith(1)", "utf8bytelength", "explode", "ltrimstr",
		"tojson | @base32d", "now | .a", "localtime", "gmtime", "strftime(1)", "input_filename | .a", "getpath([1])", "splits",
		"test(1)", "match(1)", "capture(1)", "scan(1)", "ascii(1)", "@json | .a", "$ENV | .a | .b", "env | .PATH | .a",
		"halt_error", "halt_error(1)", "error(null)", "error({})", "abs", "toarray | .a", "pick(.a)", "have_literal_numbers | .a",
		"trim", "ltrimstr(1) | trim", "getpath([[]])", "splits(\"a\"; 1)"}, func(s string) error {
		q, err := gojq.Parse(s)
		if err != nil {
			return err
		}
		iter := q.Run(1)
		for {
			v, ok := iter.Next()
			if !ok {
				return nil
			}
			if err, ok := v.(error); ok {
				return err
			}
		}
	})

	each("xpath", "Compile", []string{"//[", "a[", "nope()", "1 +", "//a[@", "count()", "", "a/", "@", "a[1", "concat(1)",
		"substring()", "a | ", "//a[position() = ]", "a::b", "$x", "a[b=]", "'a", "child::", "(", "a)", "1 div", "a//", "..[1",
		"sum(1, 2)", "starts-with(1)", "translate(1)", "not()", "lang()", "string-length(1, 2)", "round()", "contains(1)"},
		func(s string) error { _, err := xpath.Compile(s); return err })

	each("regexp2", "Compile", []string{"(", "[", "a**", "(?<", "\\", "(?P<a", "x{2,1}", "[z-a]", "(?z)", ")", "(?<a>)\\k<b>",
		"\\p{Nope}", "(?#", "a{99999999999}", "[a-\\d]", "\\1", "(?(", "(?<=a+", "\\xZ", "\\uZZZZ", "\\c", "*", "a{1,2}{3}",
		"[[:nope:]]", "(?i-z)", "\\k", "(?'a", "(?<-a>)", "\\8", "a{,", "(?<1a>)"}, func(s string) error {
		_, err := regexp2.Compile(s, 0)
		return err
	})
	each("regexp2", "Compile ECMAScript", []string{"\\p{L}", "(?<a>)(?<a>)", "\\c1", "(?s"}, func(s string) error {
		_, err := regexp2.Compile(s, regexp2.ECMAScript)
		return err
	})
	add("regexp2", "timeout", func() error {
		re := regexp2.MustCompile("(a+)+$", 0)
		re.MatchTimeout = time.Millisecond
		_, err := re.MatchString(strings.Repeat("a", 40) + "b")
		return err
	})

	algs := []jose.SignatureAlgorithm{jose.HS256, jose.RS256}
	each("jose", "ParseSigned", []string{"x", "a.b.c", "a.b", "e30.e30.e30", "eyJhbGciOiJub25lIn0.e30.", "eyJhbGciOiJIUzI1NiJ9.e30.!",
		"{}", "{\"payload\":\"x\"}", "{\"payload\":\"e30\",\"signatures\":[]}", "eyJhbGciOiJFUzI1NiJ9.e30.e30",
		"eyJhbGciOiJIUzI1NiIsImNyaXQiOlsieCJdfQ.e30.e30", "eyJhbGciOiJIUzI1NiJ9.!.e30"},
		func(s string) error { _, err := jose.ParseSigned(s, algs); return err })
	each("jose", "ParseEncrypted", []string{"x", "a.b.c.d.e", "e30.e30.e30.e30.e30", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4R0NNIn0....", "{}"},
		func(s string) error {
			_, err := jose.ParseEncrypted(s, []jose.KeyAlgorithm{jose.DIRECT}, []jose.ContentEncryption{jose.A128GCM})
			return err
		})
	each("jose", "jwt.ParseSigned", []string{"x", "a.b.c", "eyJhbGciOiJIUzI1NiJ9.e30.e30"}, func(s string) error {
		_, err := jwt.ParseSigned(s, algs)
		return err
	})
	add("jose", "Claims", func() error {
		tok, err := jwt.ParseSigned("eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.AAAA", algs)
		if err != nil {
			return err
		}
		var c jwt.Claims
		return tok.Claims([]byte("secretsecretsecretsecretsecret00"), &c)
	})
	add("jose", "Validate expired", func() error {
		return jwt.Claims{Expiry: jwt.NewNumericDate(time.Unix(1, 0))}.Validate(jwt.Expected{Time: time.Unix(100000, 0)})
	})
	add("jose", "Validate issuer", func() error { return jwt.Claims{Issuer: "a"}.Validate(jwt.Expected{Issuer: "b"}) })
	add("jose", "Validate audience", func() error {
		return jwt.Claims{Audience: jwt.Audience{"a"}}.Validate(jwt.Expected{AnyAudience: jwt.Audience{"b"}})
	})
	add("jose", "Validate nbf", func() error {
		return jwt.Claims{NotBefore: jwt.NewNumericDate(time.Unix(100000, 0))}.Validate(jwt.Expected{Time: time.Unix(1, 0)})
	})
	each("jose", "JSONWebKey", []string{`{}`, `{"kty":"nope"}`, `{"kty":"RSA"}`, `{"kty":"EC","crv":"x"}`, `{"kty":"oct","k":"!"}`, `x`,
		`{"kty":"OKP","crv":"Ed25519"}`, `{"kty":"EC","crv":"P-256","x":"AA","y":"AA"}`}, func(s string) error {
		var k jose.JSONWebKey
		return k.UnmarshalJSON([]byte(s))
	})
	add("jose", "NewSigner", func() error {
		_, err := jose.NewSigner(jose.SigningKey{Algorithm: "nope", Key: []byte("x")}, nil)
		return err
	})
	add("jose", "NewSigner key", func() error {
		_, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: 1}, nil)
		return err
	})
	add("jose", "NewEncrypter", func() error {
		_, err := jose.NewEncrypter(jose.A128GCM, jose.Recipient{Algorithm: jose.DIRECT, Key: []byte("x")}, nil)
		return err
	})
	add("jose", "Verify", func() error {
		o, err := jose.ParseSigned("eyJhbGciOiJIUzI1NiJ9.e30.AAAA", algs)
		if err != nil {
			return err
		}
		_, err = o.Verify([]byte("secretsecretsecretsecretsecret00"))
		return err
	})
	return append(append(append(append(append(append(append(append(append(append(append(append(cs, errorCases2()...), errorCases3()...), errorCases4()...), errorCases5()...), errorCases6()...), errorCases7()...), errorCases8()...), errorCases9()...), errorCases10()...), errorCases11()...), errorCases12()...), errorCases13()...)
}

// panicCases are calls that panic in a module (or in the standard library
// below one).
func panicCases() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("semver", "MustParse", func() { semver.MustParse("x") })
	add("semver", "nil String", func() { var v *semver.Version; _ = v.String() })
	add("semver", "nil Check", func() { c, _ := semver.NewConstraint(">1"); c.Check(nil) })
	add("regexp2", "MustCompile", func() { regexp2.MustCompile("(", 0) })
	add("regexp2", "MustCompile bracket", func() { regexp2.MustCompile("[", 0) })
	add("xpath", "MustCompile", func() { xpath.MustCompile("//[") })
	add("xpath", "MustCompile func", func() { xpath.MustCompile("nope()") })
	add("pongo2", "Must", func() { pongo2.Must(pongo2.FromString("{% if %}")) })
	add("validator", "Var undefined", func() { validator.New().Var("x", "nope") })
	add("validator", "RegisterValidation empty", func() { validator.New().RegisterValidation("", nil) })
	add("validator", "Struct bad tag", func() {
		validator.New().Struct(struct {
			A string `validate:"min=x"`
		}{})
	})
	add("validator", "Var bad or", func() { validator.New().Var("x", "|") })
	add("jsonschema", "MustCompileString", func() { jsonschema.MustCompileString("s.json", `{`) })
	add("jsonschema", "MustCompile", func() { jsonschema.MustCompile("/nonexistent/s.json") })
	add("dns", "nil Pack", func() { var m *dns.Msg; m.Pack() })
	add("dns", "nil RR String", func() { var r *dns.A; _ = r.String() })
	add("dns", "Copy nil", func() { var m *dns.Msg; m.Copy() })
	add("colorful", "nil HexColor Value", func() { var c *colorful.HexColor; c.Value() })
	add("cron", "nil Next", func() { var s *cron.SpecSchedule; s.Next(time.Now()) })
	add("ini", "nil Section", func() { var f *ini.File; f.Section("a") })
	add("ini", "MustInt", func() { f, _ := ini.Load([]byte("a = x")); _ = f.Section("").Key("a").MustInt() })
	add("gojq", "nil Run", func() { var q *gojq.Query; q.Run(1) })
	add("mustache", "nil Render", func() { var t *mustache.Template; t.Render() })
	add("msgpack", "nil Decoder", func() { var d *msgpack.Decoder; d.Decode(nil) })
	add("csvutil", "nil Decoder", func() { var d *csvutil.Decoder; d.Decode(nil) })
	add("toml", "nil MetaData", func() { var md *toml.MetaData; md.Keys() })
	add("gotoml", "nil Decoder", func() { var d *gotoml.Decoder; d.Decode(nil) })
	add("goflags", "nil Parser", func() { var p *flags.Parser; p.ParseArgs(nil) })
	add("units", "nil Ulimit", func() { var u *units.Ulimit; _ = u.String() })
	add("jose", "nil JSONWebKey", func() { var k *jose.JSONWebKey; k.Valid() })
	add("shellwords", "nil Parser", func() { var p *shellwords.Parser; p.Parse("a") })
	add("envconfig", "nil spec", func() { envconfig.MustProcess("app", nil) })
	add("envconfig", "MustProcess", func() {
		os.Setenv("APP_PORT", "x")
		defer os.Unsetenv("APP_PORT")
		var s struct{ Port int }
		envconfig.MustProcess("app", &s)
	})
	add("cast", "ToInt slice nil deref", func() { var p *int; cast.ToInt(*p) })
	add("godotenv", "nil Exec", func() { godotenv.Exec(nil, "", nil, false) })
	return append(append(append(append(append(cs, panicCases2()...), panicCases3()...), panicCases4()...), panicCases5()...), panicCases6()...)
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, io.ErrShortWrite }

// jsonschemaUnmarshal decodes a JSON document for jsonschema's Validate.
func jsonschemaUnmarshal(s string, v *any) error { return json.Unmarshal([]byte(s), v) }
