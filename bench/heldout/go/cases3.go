package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/url"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/alecthomas/kong"
	"github.com/andybalholm/cascadia"
	"github.com/asaskevich/govalidator"
	"github.com/beevik/etree"
	"github.com/bojanz/currency"
	"github.com/docopt/docopt-go"
	"github.com/go-ldap/ldap/v3"
	"github.com/go-logfmt/logfmt"
	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/go-ozzo/ozzo-validation/v4/is"
	"github.com/go-sql-driver/mysql"
	gofrsuuid "github.com/gofrs/uuid/v5"
	"github.com/gomodule/redigo/redis"
	"github.com/gorilla/mux"
	"github.com/gorilla/schema"
	"github.com/gorilla/securecookie"
	"github.com/hjson/hjson-go/v4"
	"github.com/linkedin/goavro/v2"
	"github.com/mr-tron/base58"
	"github.com/nyaruka/phonenumbers"
	"github.com/paulmach/orb/encoding/wkb"
	"github.com/paulmach/orb/encoding/wkt"
	"github.com/paulmach/orb/geojson"
	"github.com/pion/sdp/v3"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"
	"github.com/segmentio/ksuid"
	"github.com/teambition/rrule-go"
	"github.com/ulikunitz/xz"
	"github.com/ulikunitz/xz/lzma"
	"github.com/urfave/cli/v2"
	"github.com/vektah/gqlparser/v2"
	gqlast "github.com/vektah/gqlparser/v2/ast"
	gqlp "github.com/vektah/gqlparser/v2/parser"
	lua "github.com/yuin/gopher-lua"
)

// replayConn is a net.Conn whose peer sends a fixed byte stream and
// swallows what it is sent: a server speaking a protocol badly.
type replayConn struct{ r io.Reader }

func (c *replayConn) Read(p []byte) (int, error)       { return c.r.Read(p) }
func (c *replayConn) Write(p []byte) (int, error)      { return len(p), nil }
func (c *replayConn) Close() error                     { return nil }
func (c *replayConn) LocalAddr() net.Addr              { return &net.TCPAddr{} }
func (c *replayConn) RemoteAddr() net.Addr             { return &net.TCPAddr{} }
func (c *replayConn) SetDeadline(time.Time) error      { return nil }
func (c *replayConn) SetReadDeadline(time.Time) error  { return nil }
func (c *replayConn) SetWriteDeadline(time.Time) error { return nil }
func replay(s string) net.Conn                         { return &replayConn{strings.NewReader(s)} }
func replayDial(s string) func(context.Context, string) (net.Conn, error) {
	return func(context.Context, string) (net.Conn, error) { return replay(s), nil }
}

// errorCases3 are the third batch's calls (modules.txt after gojsonschema):
// each returns an error from a module, or panics.
func errorCases3() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	rrules := []string{"", "x", "FREQ=x", "FREQ=DAILY;COUNT=x", "FREQ=DAILY;INTERVAL=-1", "FREQ=DAILY;BYDAY=XX", "FREQ=DAILY;UNTIL=x",
		"FREQ=DAILY;BYMONTH=13", "FREQ=DAILY;BYHOUR=x", "FREQ=DAILY;WKST=x", "FREQ=DAILY;NOPE=1", "FREQ=DAILY;BYSETPOS=0", "FREQ", "DTSTART:x\nRRULE:FREQ=DAILY",
		"FREQ=DAILY;BYMONTHDAY=40", "FREQ=DAILY;BYYEARDAY=400", "FREQ=DAILY;BYWEEKNO=60", "FREQ=DAILY;BYEASTER=x"}
	each("rrule", "StrToRRule", rrules, func(s string) error { _, err := rrule.StrToRRule(s); return err })
	each("rrule", "StrToRRuleSet", []string{"x", "RRULE:FREQ=x", "EXDATE:x", "RDATE:x", "DTSTART:x", "EXRULE:FREQ=x", "NOPE:1", "DTSTART;TZID=Nope/Zone:20200101T000000"},
		func(s string) error { _, err := rrule.StrToRRuleSet(s); return err })
	each("rrule", "StrToDates", []string{"x", "20200101T000000Z,x", "TZID=Nope/Zone:20200101T000000"}, func(s string) error { _, err := rrule.StrToDates(s); return err })
	add("rrule", "NewRRule interval", func() error { _, err := rrule.NewRRule(rrule.ROption{Freq: rrule.DAILY, Interval: -1}); return err })
	add("rrule", "NewRRule bysetpos", func() error {
		_, err := rrule.NewRRule(rrule.ROption{Freq: rrule.DAILY, Bysetpos: []int{0}})
		return err
	})

	newApp := func() *cli.App {
		return &cli.App{Name: "app", Writer: io.Discard, ErrWriter: io.Discard, HideHelp: true,
			Flags: []cli.Flag{&cli.IntFlag{Name: "n"}, &cli.StringFlag{Name: "req", Required: true}, &cli.DurationFlag{Name: "d"},
				&cli.TimestampFlag{Name: "t", Layout: "2006-01-02"}, &cli.Float64SliceFlag{Name: "f"}, &cli.BoolFlag{Name: "b"},
				&cli.GenericFlag{Name: "g", Value: &cli.StringSlice{}}},
			Commands: []*cli.Command{{Name: "sub", Flags: []cli.Flag{&cli.IntFlag{Name: "m", Required: true}}, Action: func(*cli.Context) error { return nil }}},
			Action:   func(*cli.Context) error { return nil }}
	}
	for _, args := range [][]string{{"--req", "x", "--n", "a"}, {"--n", "1"}, {"--req", "x", "--nope"}, {"--req", "x", "--d", "x"},
		{"--req", "x", "--t", "x"}, {"--req", "x", "--f", "x"}, {"--req", "x", "--b=x"}, {"--req", "x", "sub"}, {"--req", "x", "sub", "--m", "x"},
		{"--req"}, {"--req", "x", "-n"}, {"--req", "x", "--n", "99999999999999999999"}} {
		a := args
		add("urfavecli", "Run "+strings.Join(a, " "), func() error { return newApp().Run(append([]string{"app"}, a...)) })
	}
	add("urfavecli", "Run duplicate flag", func() error {
		app := newApp()
		app.Flags = append(app.Flags, &cli.IntFlag{Name: "n"})
		return app.Run([]string{"app", "--req", "x"})
	})
	add("urfavecli", "Run EnvVars", func() error {
		app := &cli.App{Name: "app", Writer: io.Discard, ErrWriter: io.Discard, Flags: []cli.Flag{&cli.IntFlag{Name: "e", EnvVars: []string{"HELDOUT_CLI_E"}}}}
		return withEnv("HELDOUT_CLI_E", "x", func() error { return app.Run([]string{"app"}) })
	})

	type sform struct {
		A int       `schema:"a"`
		B []float64 `schema:"b"`
		C bool      `schema:"c,required"`
		D struct {
			E uint8 `schema:"e"`
		} `schema:"d"`
		T time.Time `schema:"t"`
	}
	for _, q := range []string{"a=x&c=1", "b=1&b=x&c=1", "c=x", "a=1", "z=1&c=1", "d.e=300&c=1", "d.x=1&c=1", "t=x&c=1", "a=1&a=2&c=1", "b.0=1&c=1"} {
		v, _ := url.ParseQuery(q)
		add("schema", "Decode "+q, func() error { var s sform; return schema.NewDecoder().Decode(&s, v) })
	}
	add("schema", "Decode non-pointer", func() error { return schema.NewDecoder().Decode(sform{}, url.Values{"a": {"1"}}) })
	add("schema", "Decode map", func() error { var m map[string]int; return schema.NewDecoder().Decode(&m, url.Values{"a": {"1"}}) })
	add("schema", "Encode map", func() error { return schema.NewEncoder().Encode(map[string]int{}, url.Values{}) })
	add("schema", "Encode unsupported", func() error {
		return schema.NewEncoder().Encode(&struct {
			C chan int `schema:"c"`
		}{}, url.Values{})
	})

	type oz struct {
		Name  string
		Email string
		Age   int
		URL   string
	}
	ozRules := func(s *oz) error {
		return validation.ValidateStruct(s,
			validation.Field(&s.Name, validation.Required, validation.Length(3, 5)),
			validation.Field(&s.Email, is.Email),
			validation.Field(&s.Age, validation.Min(18), validation.Max(99)),
			validation.Field(&s.URL, is.URL))
	}
	for _, s := range []oz{{}, {Name: "ab"}, {Name: "abcdefg"}, {Name: "abc", Email: "x"}, {Name: "abc", Age: 5}, {Name: "abc", Age: 200},
		{Name: "abc", URL: "x"}} {
		v := s
		add("ozzo", "ValidateStruct "+v.Name+v.Email+v.URL, func() error { return ozRules(&v) })
	}
	ozVals := []struct {
		label string
		f     func() error
	}{
		{"In", func() error { return validation.Validate("x", validation.In("a", "b")) }},
		{"NotIn", func() error { return validation.Validate("a", validation.NotIn("a", "b")) }},
		{"Match", func() error { return validation.Validate("x", validation.Match(regexpMust("^a$"))) }},
		{"Date", func() error { return validation.Validate("x", validation.Date("2006-01-02")) }},
		{"Length exact", func() error { return validation.Validate("x", validation.Length(3, 3)) }},
		{"RuneLength", func() error { return validation.Validate("é", validation.RuneLength(2, 3)) }},
		{"Empty", func() error { return validation.Validate("x", validation.Empty) }},
		{"Nil", func() error { s := "x"; return validation.Validate(&s, validation.Nil) }},
		{"NilOrNotEmpty", func() error { s := ""; return validation.Validate(&s, validation.NilOrNotEmpty) }},
		{"MultipleOf", func() error { return validation.Validate(5, validation.MultipleOf(3)) }},
		{"is.IPv4", func() error { return validation.Validate("x", is.IPv4) }},
		{"is.UUID", func() error { return validation.Validate("x", is.UUID) }},
		{"is.Digit", func() error { return validation.Validate("x", is.Digit) }},
		{"is.Alpha", func() error { return validation.Validate("1", is.Alpha) }},
		{"is.Hexadecimal", func() error { return validation.Validate("x", is.Hexadecimal) }},
		{"is.CreditCard", func() error { return validation.Validate("x", is.CreditCard) }},
		{"is.JSON", func() error { return validation.Validate("x", is.JSON) }},
		{"Each", func() error { return validation.Validate([]string{"a", ""}, validation.Each(validation.Required)) }},
		{"Map", func() error {
			return validation.Validate(map[string]any{"a": 1}, validation.Map(validation.Key("b", validation.Required)))
		}},
		{"Map extra", func() error {
			return validation.Validate(map[string]any{"a": 1, "z": 2}, validation.Map(validation.Key("a", validation.Required)))
		}},
		{"ValidateStruct non-pointer", func() error { return validation.ValidateStruct(oz{}) }},
		{"Min time", func() error { return validation.Validate(time.Unix(0, 0), validation.Min(time.Now())) }},
		{"Min type", func() error { return validation.Validate("x", validation.Min(1)) }},
		{"Length type", func() error { return validation.Validate(1, validation.Length(1, 2)) }},
	}
	for _, v := range ozVals {
		add("ozzo", v.label, v.f)
	}

	luaSrc := []string{"x = ", "x = (", "local 1 = 2", "x = 'a", "for i = 1 do end", "return 1 +", "x = {1,", "if x then", "x = 1 ..", "goto nope",
		"error('boom')", "x = nil + 1", "x = {} .. 'a'", "nope()", "local t = nil; t.x = 1", "x = #5", "x = 1 < 'a'", "string.rep()",
		"string.format('%d', 'x')", "tonumber()", "setmetatable(1, {})", "x = -{}", "local a = 'x' + 1", "assert(false, 'assert failed here')",
		"assert(false)", "string.sub()", "table.insert(nil, 1)", "pcall()", "math.floor('x')", "require('nope')", "x = 1 // 0 .. nil",
		"load(1)", "coroutine.resume(1)", "select(-5, 1)", "os.time({})"}
	each("gopherlua", "DoString", luaSrc, func(s string) error { L := lua.NewState(); defer L.Close(); return L.DoString(s) })
	add("gopherlua", "DoFile", func() error { L := lua.NewState(); defer L.Close(); return L.DoFile("/nonexistent/x.lua") })

	type gv struct {
		A string `valid:"email"`
		B string `valid:"url,required"`
		C string `valid:"length(2|3)"`
		D string `valid:"in(a|b)"`
		E int    `valid:"range(1|5)"`
		F string `valid:"nope"`
	}
	for _, s := range []gv{{A: "x"}, {B: "x"}, {B: "http://a.b", C: "x"}, {B: "http://a.b", D: "x"}, {B: "http://a.b", E: 9}, {B: "http://a.b", F: "x"}} {
		v := s
		add("govalidator", "ValidateStruct "+v.A+v.B+v.C+v.D+v.F, func() error { _, err := govalidator.ValidateStruct(v); return err })
	}
	add("govalidator", "ValidateStruct non-struct", func() error { _, err := govalidator.ValidateStruct(1); return err })
	add("govalidator", "ValidateMap", func() error {
		_, err := govalidator.ValidateMap(map[string]any{"a": "x"}, map[string]any{"a": "email"})
		return err
	})
	add("govalidator", "ValidateMap missing", func() error {
		_, err := govalidator.ValidateMap(map[string]any{"z": "x"}, map[string]any{"a": "required,email"})
		return err
	})
	each("govalidator", "ToInt", []string{"x", "1.5"}, func(s string) error { _, err := govalidator.ToInt(s); return err })
	each("govalidator", "ToFloat", []string{"x"}, func(s string) error { _, err := govalidator.ToFloat(s); return err })
	add("govalidator", "ToBoolean", func() error { _, err := govalidator.ToBoolean("x"); return err })
	add("govalidator", "ToJSON", func() error { _, err := govalidator.ToJSON(make(chan int)); return err })

	each("otp", "NewKeyFromURL", []string{"x", "otpauth://totp", "::", "otpauth://hotp/a?secret=x&counter=x"}, func(s string) error {
		_, err := otp.NewKeyFromURL(s)
		return err
	})
	add("otp", "totp.Generate", func() error { _, err := totp.Generate(totp.GenerateOpts{}); return err })
	add("otp", "totp.Generate account", func() error { _, err := totp.Generate(totp.GenerateOpts{Issuer: "a"}); return err })
	add("otp", "hotp.Generate", func() error { _, err := hotp.Generate(hotp.GenerateOpts{}); return err })
	add("otp", "totp.ValidateCustom length", func() error {
		_, err := totp.ValidateCustom("1", "JBSWY3DPEHPK3PXP", time.Unix(0, 0), totp.ValidateOpts{Digits: otp.DigitsSix})
		return err
	})
	add("otp", "totp.GenerateCode secret", func() error { _, err := totp.GenerateCode("!!!", time.Unix(0, 0)); return err })
	add("otp", "hotp.GenerateCode secret", func() error { _, err := hotp.GenerateCode("!!!", 1); return err })
	add("otp", "hotp.ValidateCustom", func() error {
		_, err := hotp.ValidateCustom("12", 1, "JBSWY3DPEHPK3PXP", hotp.ValidateOpts{Digits: otp.DigitsSix})
		return err
	})
	add("otp", "Key.Image", func() error {
		k, _ := otp.NewKeyFromURL("otpauth://totp/a?secret=x")
		_, err := k.Image(0, 0)
		return err
	})

	dsns := []string{"x", "user@tcp(127.0.0.1)", "user@tcp(127.0.0.1/db", "user@nope(x)/db", "user@tcp(127.0.0.1)/db?x", "user@tcp(127.0.0.1)/db?timeout=x",
		"user@tcp(127.0.0.1)/db?parseTime=x", "user@tcp(127.0.0.1)/db?loc=Nope/Zone", "user@tcp(127.0.0.1)/db?tls=nope", "user@tcp(127.0.0.1)/db?charset=",
		"user@tcp(127.0.0.1)/db?maxAllowedPacket=x", "user@tcp(127.0.0.1)/db?readTimeout=x", "user@tcp(127.0.0.1)/db?collation=nope",
		"user@tcp(127.0.0.1)/db?interpolateParams=x", "user@tcp(127.0.0.1)/db?%zz=1", "user@tcp(127.0.0.1)/db?compress=x", "user@tcp(127.0.0.1)/db?allowOldPasswords=x",
		"user@tcp(127.0.0.1)/db?columnsWithAlias=x", "user@tcp(127.0.0.1)/db?connectionAttributes=x"}
	each("mysql", "ParseDSN", dsns, func(s string) error { _, err := mysql.ParseDSN(s); return err })
	mysqlServer := []string{"", "\x01\x00\x00\x00\x09", "\x05\x00\x00\x00\xff\x15\x04#28000", "\x03\x00\x00\x00\x0a5.", "\x02\x00\x00\x07\x0a\x00",
		"\x10\x00\x00\x00\x0a5.7.0\x00\x01\x00\x00\x00abcdefgh\x00\x00\x00"}
	for i, srv := range mysqlServer {
		s := srv
		add("mysql", "Connect replay "+string(rune('a'+i)), func() error {
			net := "heldout" + string(rune('a'+i))
			mysql.RegisterDialContext(net, replayDial(s))
			cfg := mysql.NewConfig()
			cfg.Net, cfg.Addr, cfg.User = net, "x", "u"
			c, err := mysql.NewConnector(cfg)
			if err != nil {
				return err
			}
			_, err = c.Connect(context.Background())
			return err
		})
	}
	add("mysql", "NewConnector", func() error {
		cfg := mysql.NewConfig()
		cfg.Net = "nope"
		_, err := mysql.NewConnector(cfg)
		return err
	})

	phones := []string{"", "x", "+", "+1", "12", "+999 123", "1234567890123456789012", "+44", "+1 (650) 253-0000 ext. 123456789",
		"0", "++1 650", "tel:+1;phone-context=x", "+800 1"}
	each("phonenumbers", "Parse", phones, func(s string) error { _, err := phonenumbers.Parse(s, "US"); return err })
	add("phonenumbers", "Parse region", func() error { _, err := phonenumbers.Parse("650 253 0000", "XX"); return err })

	b58 := []string{"0", "O", "I", "l", "abc!", "\x00", "é"}
	each("base58", "Decode", b58, func(s string) error { _, err := base58.Decode(s); return err })
	each("base58", "FastBase58Decoding", b58[:3], func(s string) error { _, err := base58.FastBase58Decoding(s); return err })
	add("base58", "DecodeAlphabet empty", func() error { _, err := base58.DecodeAlphabet("", base58.BTCAlphabet); return err })

	hj := []string{"{", "[1,", "{a: 1", "{\"a\" 1}", "\"x", "{a: [}", "{a: }", "]", "{a:1}}", "{a: '''x", "{a: \"\\q\"}", "{a: 1, a: 2}",
		"{a: 1\n b}", "[1 2]", "{a: {b: [1, {c: }]}}", "{a: \"\\u12\"}", "{: 1}", "{a: 1,,}", "{\n  # x\n  a:\n}"}
	each("hjson", "Unmarshal", hj, func(s string) error { var v any; return hjson.Unmarshal([]byte(s), &v) })
	each("hjson", "Unmarshal struct", []string{"{a: x}", "{a: [1]}", "{a: 300}"}, func(s string) error {
		var v struct {
			A int8 `json:"a"`
		}
		return hjson.Unmarshal([]byte(s), &v)
	})
	add("hjson", "Unmarshal nil", func() error { return hjson.Unmarshal([]byte("{}"), nil) })
	add("hjson", "Marshal chan", func() error { _, err := hjson.Marshal(map[string]any{"a": make(chan int)}); return err })
	add("hjson", "Marshal func", func() error { _, err := hjson.Marshal(func() {}); return err })

	redisReplies := []string{"x\r\n", "$x\r\n", "*x\r\n", ":x\r\n", "-ERR nope\r\n", "$3\r\nab", "+OK", "", "$5\r\nabcdefg\r\n", "!x\r\n", ",x\r\n", "=x\r\n"}
	for i, rep := range redisReplies {
		r := rep
		add("redigo", "Do replay "+string(rune('a'+i)), func() error {
			c := redis.NewConn(replay(r), 0, 0)
			_, err := c.Do("GET", "k")
			return err
		})
	}
	each("redigo", "DialURL", []string{"x", "redis://:x", "redis://a/x", "redis://a/1/2", "redis://a?db=x", "rediss://a:1", "http://a"},
		func(s string) error {
			_, err := redis.DialURL(s, redis.DialContextFunc(func(context.Context, string, string) (net.Conn, error) { return replay(""), nil }))
			return err
		})
	add("redigo", "Int", func() error { _, err := redis.Int("x", nil); return err })
	add("redigo", "Int bytes", func() error { _, err := redis.Int([]byte("x"), nil); return err })
	add("redigo", "Int64", func() error { _, err := redis.Int64(1.5, nil); return err })
	add("redigo", "Uint64", func() error { _, err := redis.Uint64([]byte("-1"), nil); return err })
	add("redigo", "Float64", func() error { _, err := redis.Float64([]byte("x"), nil); return err })
	add("redigo", "String", func() error { _, err := redis.String(1.5, nil); return err })
	add("redigo", "Bool", func() error { _, err := redis.Bool([]byte("x"), nil); return err })
	add("redigo", "Values", func() error { _, err := redis.Values("x", nil); return err })
	add("redigo", "StringMap odd", func() error { _, err := redis.StringMap([]any{[]byte("a")}, nil); return err })
	add("redigo", "IntMap", func() error { _, err := redis.IntMap([]any{[]byte("a"), []byte("x")}, nil); return err })
	add("redigo", "Ints", func() error { _, err := redis.Ints([]any{"x"}, nil); return err })
	add("redigo", "Scan", func() error { var a int; _, err := redis.Scan([]any{[]byte("x")}, &a); return err })
	add("redigo", "Scan non-pointer", func() error { _, err := redis.Scan([]any{[]byte("x")}, 1); return err })
	add("redigo", "ScanStruct", func() error {
		var v struct{ A int }
		return redis.ScanStruct([]any{[]byte("A"), []byte("x")}, &v)
	})
	add("redigo", "ScanStruct odd", func() error { var v struct{ A int }; return redis.ScanStruct([]any{[]byte("A")}, &v) })
	add("redigo", "ScanSlice", func() error { var v []int; return redis.ScanSlice([]any{[]byte("x")}, &v) })
	add("redigo", "Positions", func() error { _, err := redis.Positions([]any{[]any{[]byte("x"), []byte("1")}}, nil); return err })

	type kcli struct {
		N   int                `help:"n"`
		D   time.Duration      `help:"d"`
		E   string             `enum:"a,b" default:"a"`
		M   map[string]int     `help:"m"`
		F   float64            `help:"f"`
		Req string             `required:""`
		Sub struct{ X int }    `cmd:""`
		Arg struct{ Y string } `cmd:""`
	}
	for _, args := range [][]string{{"--n", "x", "--req", "a", "sub"}, {"sub"}, {"--nope"}, {"--req", "a"}, {"--req", "a", "--d", "x", "sub"},
		{"--req", "a", "--e", "z", "sub"}, {"--req", "a", "--m", "x", "sub"}, {"--req", "a", "--f", "x", "sub"}, {"--req", "a", "nope"},
		{"--req", "a", "sub", "--x", "y"}, {"--req", "a", "sub", "extra"}, {"--req"}} {
		a := args
		add("kong", "Parse "+strings.Join(a, " "), func() error {
			var c kcli
			k, err := kong.New(&c, kong.Exit(func(int) {}), kong.Writers(io.Discard, io.Discard))
			if err != nil {
				return err
			}
			_, err = k.Parse(a)
			return err
		})
	}
	add("kong", "New bad enum", func() error {
		var c struct {
			E string `enum:"a,b" default:"z"`
		}
		_, err := kong.New(&c)
		return err
	})
	add("kong", "New duplicate flag", func() error {
		var c struct {
			A int `name:"x"`
			B int `name:"x"`
		}
		_, err := kong.New(&c)
		return err
	})
	add("kong", "New non-pointer", func() error { _, err := kong.New(struct{}{}); return err })
	add("kong", "New bad tag", func() error {
		var c struct {
			A int `default:"x"`
		}
		_, err := kong.New(&c)
		return err
	})

	xzIn := []string{"", "x", "\xfd7zXZ\x00", "\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4\x46", "\xfd7zXZ\x00\x00\x01\x69\x22\xde\x36\x00\x00\x00\x00", "\xfd7zXZ\x00\x00\x0f\x00\x00\x00\x00"}
	each("xz", "NewReader", xzIn, func(s string) error {
		r, err := xz.NewReader(strings.NewReader(s))
		if err != nil {
			return err
		}
		_, err = io.ReadAll(r)
		return err
	})
	each("xz", "lzma.NewReader", []string{"", "x", "\xff\x00\x00\x10\x00\x00\x00\x00\x00\x00\x00\x00\x00", "]\x00\x00\x80\x00\xff\xff\xff\xff\xff\xff\xff\xff\x00\x01"},
		func(s string) error {
			r, err := lzma.NewReader(strings.NewReader(s))
			if err != nil {
				return err
			}
			_, err = io.ReadAll(r)
			return err
		})
	add("xz", "WriterConfig", func() error { _, err := xz.WriterConfig{DictCap: 1}.NewWriter(io.Discard); return err })
	add("xz", "lzma WriterConfig", func() error { _, err := lzma.WriterConfig{DictCap: 1}.NewWriter(io.Discard); return err })
	add("xz", "ReaderConfig", func() error { _, err := xz.ReaderConfig{DictCap: 1}.NewReader(strings.NewReader("x")); return err })

	// test half (split.txt): run the same way
	hash, block := bytes.Repeat([]byte("k"), 32), bytes.Repeat([]byte("b"), 16)
	sc := securecookie.New(hash, block)
	each("securecookie", "Decode", []string{"", "x", "a|b|c", "MTIzfGFiY3xkZWY=", strings.Repeat("a", 5000)}, func(s string) error {
		var v string
		return sc.Decode("n", s, &v)
	})
	add("securecookie", "Decode expired", func() error {
		enc, _ := securecookie.New(hash, nil).Encode("n", "v")
		var v string
		return securecookie.New(hash, nil).MaxAge(1).Decode("n", enc+"x", &v)
	})
	add("securecookie", "Encode unencodable", func() error { _, err := sc.Encode("n", make(chan int)); return err })
	add("securecookie", "Encode no hash", func() error { _, err := securecookie.New(nil, nil).Encode("n", "v"); return err })
	add("securecookie", "bad block key", func() error { _, err := securecookie.New(hash, []byte("x")).Encode("n", "v"); return err })
	add("securecookie", "Encode too long", func() error { _, err := sc.Encode("n", strings.Repeat("a", 5000)); return err })
	add("securecookie", "DecodeMulti none", func() error { var v string; return securecookie.DecodeMulti("n", "x", &v) })

	each("currency", "NewAmount", []string{"x", "1.2.3", "", "1e"}, func(s string) error { _, err := currency.NewAmount(s, "USD"); return err })
	each("currency", "NewAmount code", []string{"XXX1", "usd", ""}, func(s string) error { _, err := currency.NewAmount("1", s); return err })
	add("currency", "Add mismatch", func() error {
		a, _ := currency.NewAmount("1", "USD")
		b, _ := currency.NewAmount("1", "EUR")
		_, err := a.Add(b)
		return err
	})
	add("currency", "Div zero", func() error { a, _ := currency.NewAmount("1", "USD"); _, err := a.Div("0"); return err })
	add("currency", "Mul bad", func() error { a, _ := currency.NewAmount("1", "USD"); _, err := a.Mul("x"); return err })
	add("currency", "Convert", func() error { a, _ := currency.NewAmount("1", "USD"); _, err := a.Convert("EUR", "x"); return err })
	add("currency", "UnmarshalJSON", func() error { var a currency.Amount; return a.UnmarshalJSON([]byte(`{"number":"x","currency":"USD"}`)) })
	add("currency", "UnmarshalJSON type", func() error { var a currency.Amount; return a.UnmarshalJSON([]byte(`{"number":1}`)) })
	add("currency", "Scan", func() error { var a currency.Amount; return a.Scan(1) })
	add("currency", "Int64", func() error { a, _ := currency.NewAmount("1e30", "USD"); _, err := a.Int64(); return err })

	gqlSchemas := []string{"type", "type Q {", "type Q { a: }", "type Q { a: Nope }", "schema { query: Nope }", "type Q { a: Int } type Q { b: Int }",
		"enum E {}", "input I { a: Q }", "type Q implements Nope { a: Int }", "directive @d on NOPE", "type Q @nope { a: Int }", "scalar Int",
		"union U = Int", "type Q { a(x: Q): Int }", "type Q { __a: Int }", "interface I { a: Int } type Q implements I { b: Int }", "extend type Nope { a: Int }"}
	each("gqlparser", "LoadSchema", gqlSchemas, func(s string) error { _, err := gqlparser.LoadSchema(&gqlast.Source{Input: s}); return err })
	gqlSchema := gqlparser.MustLoadSchema(&gqlast.Source{Input: "type Query { a(x: Int!): Int b: B c: [Int] } type B { c: Int }"})
	for _, q := range []string{"{", "{ nope }", "{ b }", "{ a }", "{ a(x: \"s\") }", "{ a(x: 1) { c } }", "query Q { a(x: 1) } query Q { a(x: 1) }",
		"{ ...F }", "fragment F on Nope { a } { a(x: 1) }", "{ a(x: $v) }", "query ($v: Int) { a(x: 1) }", "{ a(x: 1, x: 2) }", "{ b { c d } }",
		"mutation { a }", "{ a(x: 1) @nope }", "{ a(y: 1, x: 1) }", "subscription { a }", "{ a(x: 1) ... on B { c } }"} {
		qq := q
		add("gqlparser", "LoadQuery "+qq, func() error {
			_, errs := gqlparser.LoadQuery(gqlSchema, qq)
			if len(errs) == 0 {
				return nil
			}
			return errs[0]
		})
	}
	each("gqlparser", "ParseQuery", []string{"query {", "{ a(x: ) }", "{ a(x: \"\\q\") }", "{ a(x: 1.e) }", "{ \"s }", "{ a } }", "query Q($v) { a }", "#"},
		func(s string) error { _, err := gqlp.ParseQuery(&gqlast.Source{Input: s}); return err })

	sdps := []string{"", "x", "v=1\r\n", "v=0\r\no=x\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=x\r\n", "v=0\r\no=- x 1 IN IP4 1.1.1.1\r\n",
		"v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nm=audio x RTP/AVP 0\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nc=IN\r\n",
		"v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nr=x\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nb=x\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nz=x\r\n",
		"v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nm=audio 9 RTP/AVP 0\r\na=rtpmap:x\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nk=x\r\n",
		"v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nq=x\r\n", "v=0\r\no=- 1 1 IN IP4 1.1.1.1\r\ns=-\r\nt=0 0\r\nm=audio 9\r\n"}
	each("sdp", "UnmarshalString", sdps, func(s string) error { var d sdp.SessionDescription; return d.UnmarshalString(s) })
	add("sdp", "NewJSEPSessionDescription", func() error { _, err := sdp.NewJSEPSessionDescription(false); return err })

	usage := "Usage:\n  prog ship <name> [--speed=<kn>]\n  prog mine (set|remove) <x> <y>\n\nOptions:\n  --speed=<kn>  Speed [default: 10].\n"
	dp := &docopt.Parser{HelpHandler: docopt.NoHelpHandler}
	for _, args := range [][]string{{}, {"ship"}, {"nope"}, {"ship", "a", "--speed"}, {"mine", "set", "1"}, {"ship", "a", "--nope"}, {"--version"}} {
		a := args
		add("docopt", "ParseArgs "+strings.Join(a, " "), func() error { _, err := dp.ParseArgs(usage, a, ""); return err })
	}
	for _, u := range []string{"x", "Usage: prog [", "Usage: prog (", "Usage: prog\nOptions:\n  -a, -b  x\n  -a  y", "Usage: prog --a=<x>\nOptions:\n  --a  flag [default: x]",
		"Usage: prog\nUsage: prog", "Usage: prog ]"} {
		uu := u
		add("docopt", "ParseDoc "+uu, func() error { _, err := dp.ParseArgs(uu, []string{}, ""); return err })
	}
	add("docopt", "Bind", func() error {
		o, err := dp.ParseArgs(usage, []string{"ship", "a", "--speed=x"}, "")
		if err != nil {
			return err
		}
		var v struct{ Speed int }
		return o.Bind(&v)
	})
	add("docopt", "Int", func() error {
		o, _ := dp.ParseArgs(usage, []string{"ship", "a", "--speed=x"}, "")
		_, err := o.Int("--speed")
		return err
	})
	add("docopt", "String missing", func() error {
		o, _ := dp.ParseArgs(usage, []string{"ship", "a"}, "")
		_, err := o.String("nope")
		return err
	})

	avroSchemas := []string{"x", "{", `{"type": "nope"}`, `{"type": "record"}`, `{"type": "record", "name": "r"}`, `{"type": "record", "name": "r", "fields": [{"name": "a"}]}`,
		`{"type": "enum", "name": "e"}`, `{"type": "enum", "name": "e", "symbols": ["a", "a"]}`, `{"type": "fixed", "name": "f"}`, `{"type": "array"}`, `{"type": "map"}`,
		`["int", "int"]`, `{"type": "record", "name": "1r", "fields": []}`, `{"type": "int", "logicalType": "decimal"}`, `{"type": "bytes", "logicalType": "decimal", "precision": 0}`, `[]`,
		`{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int", "default": "x"}]}`}
	each("goavro", "NewCodec", avroSchemas, func(s string) error { _, err := goavro.NewCodec(s); return err })
	avro := func(schema string) *goavro.Codec { c, _ := goavro.NewCodec(schema); return c }
	recSchema := `{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int"}, {"name": "b", "type": {"type": "enum", "name": "e", "symbols": ["x"]}}]}`
	for _, n := range []any{1, map[string]any{}, map[string]any{"a": "x"}, map[string]any{"a": 1, "b": "z"}, map[string]any{"a": 1, "b": 1}} {
		nn := n
		add("goavro", "BinaryFromNative", func() error { _, err := avro(recSchema).BinaryFromNative(nil, nn); return err })
	}
	each("goavro", "NativeFromTextual", []string{"x", "{", `{"a": "x"}`, `{"a": 1}`, `{"a": 1, "b": "z"}`, `{"a": 1.5, "b": "x"}`}, func(s string) error {
		_, _, err := avro(recSchema).NativeFromTextual([]byte(s))
		return err
	})
	each("goavro", "NativeFromBinary", []string{"", "\x02", "\x02\x08"}, func(s string) error { _, _, err := avro(recSchema).NativeFromBinary([]byte(s)); return err })
	add("goavro", "NativeFromSingle", func() error { _, _, err := avro(recSchema).NativeFromSingle([]byte("x")); return err })
	add("goavro", "OCF reader", func() error { _, err := goavro.NewOCFReader(strings.NewReader("x")); return err })
	add("goavro", "OCF writer", func() error { _, err := goavro.NewOCFWriter(goavro.OCFConfig{W: io.Discard}); return err })
	add("goavro", "union", func() error { _, err := avro(`["null", "int"]`).BinaryFromNative(nil, "x"); return err })
	add("goavro", "array", func() error {
		_, err := avro(`{"type": "array", "items": "int"}`).BinaryFromNative(nil, []any{"x"})
		return err
	})

	xmls := []string{"", "<a>", "<a></b>", "<a x=1/>", "<a>&nope;</a>", "<a><b></a>", "<?xml x?><a/>", "<a/><b/>", "</a>", "<a x='1' x='2'/>"}
	each("etree", "ReadFromString", xmls, func(s string) error { return etree.NewDocument().ReadFromString(s) })
	each("etree", "CompilePath", []string{"[", "a[", "a[@", "a[1", "a[x=", "a/[0]", "a[text()", "//[nope()]", "a[@x='1]", "a[-1]"},
		func(s string) error { _, err := etree.CompilePath(s); return err })
	add("etree", "ReadFromFile", func() error { return etree.NewDocument().ReadFromFile("/nonexistent/x.xml") })
	add("etree", "ReadFromBytes limit", func() error {
		d := etree.NewDocument()
		d.ReadSettings.CharsetReader = func(string, io.Reader) (io.Reader, error) { return nil, errors.New("charset refused by the caller") }
		return d.ReadFromString(`<?xml version="1.0" encoding="latin9"?><a/>`)
	})

	each("orb", "wkt.Unmarshal", []string{"", "x", "POINT", "POINT(1)", "POINT(1 x)", "LINESTRING(1 2", "POLYGON((1 2, 3 4)", "MULTIPOINT(x)",
		"GEOMETRYCOLLECTION(POINT(1))", "POINT(1 2 3 4 5)", "NOPE(1 2)", "POLYGON(1 2)"}, func(s string) error { _, err := wkt.Unmarshal(s); return err })
	each("orb", "wkt.UnmarshalPoint", []string{"LINESTRING(1 2, 3 4)"}, func(s string) error { _, err := wkt.UnmarshalPoint(s); return err })
	each("orb", "wkb.Unmarshal", []string{"", "x", "\x01\x01\x00\x00", "\x01\x09\x00\x00\x00", "\x02\x01\x00\x00\x00", "\x01\x02\x00\x00\x00\xff\xff\xff\xff"},
		func(s string) error { _, err := wkb.Unmarshal([]byte(s)); return err })
	gjs := []string{"", "x", "{}", `{"type": "Nope"}`, `{"type": "Point", "coordinates": "x"}`, `{"type": "Feature", "geometry": 1}`, `{"type": "Feature"}`,
		`{"type": "Point"}`, `{"type": "LineString", "coordinates": [1]}`, `{"type": "GeometryCollection", "geometries": [1]}`}
	each("orb", "geojson.UnmarshalFeature", gjs, func(s string) error { _, err := geojson.UnmarshalFeature([]byte(s)); return err })
	each("orb", "geojson.UnmarshalGeometry", gjs, func(s string) error { _, err := geojson.UnmarshalGeometry([]byte(s)); return err })
	each("orb", "geojson.UnmarshalFeatureCollection", []string{"x", `{"type": "Nope"}`, `{"type": "FeatureCollection", "features": 1}`},
		func(s string) error { _, err := geojson.UnmarshalFeatureCollection([]byte(s)); return err })

	r := mux.NewRouter()
	r.Path("/a/{id:[0-9]+}").Name("a")
	r.Host("{sub}.example.com").Path("/h").Name("h")
	for _, p := range []string{"/{", "/{a", "/{a:(}", "/{a}/{a}", "/{}", "/{a:[}"} {
		pp := p
		add("mux", "Path "+pp, func() error { return mux.NewRouter().Path(pp).GetError() })
	}
	add("mux", "Host", func() error { return mux.NewRouter().Host("{").GetError() })
	add("mux", "Headers odd", func() error { return mux.NewRouter().Headers("a").GetError() })
	add("mux", "HeadersRegexp", func() error { return mux.NewRouter().NewRoute().HeadersRegexp("a", "(").GetError() })
	add("mux", "Queries odd", func() error { return mux.NewRouter().Queries("a").GetError() })
	add("mux", "Queries regexp", func() error { return mux.NewRouter().Queries("a", "{b:(}").GetError() })
	add("mux", "Schemes", func() error { return mux.NewRouter().Path("/x").Schemes().GetError() })
	add("mux", "URL odd", func() error { _, err := r.Get("a").URL("id"); return err })
	add("mux", "URL mismatch", func() error { _, err := r.Get("a").URL("id", "x"); return err })
	add("mux", "URL missing", func() error { _, err := r.Get("a").URL(); return err })
	add("mux", "URLHost", func() error { _, err := r.Get("a").URLHost(); return err })
	add("mux", "URLPath", func() error { _, err := r.Get("h").URLPath(); return err })
	add("mux", "GetPathTemplate", func() error { _, err := mux.NewRouter().NewRoute().GetPathTemplate(); return err })
	add("mux", "GetHostTemplate", func() error { _, err := mux.NewRouter().NewRoute().GetHostTemplate(); return err })
	add("mux", "GetMethods", func() error { _, err := mux.NewRouter().NewRoute().GetMethods(); return err })
	add("mux", "Walk", func() error {
		return r.Walk(func(*mux.Route, *mux.Router, []*mux.Route) error { return mux.SkipRouter })
	})

	sels := []string{"", "[", "a[", "a[x=", "a[x='1", "a:nope", "a:nth-child(x)", "a:not(", "a >", "a,", ":has()", "a::nope", "#", ".", "a[x|=]",
		"a:contains(", "a:matches(()", "a:nth-of-type(2n+)", "*|", "a ~", "a:lang()", "a:first-child(1)", "\\"}
	each("cascadia", "Compile", sels, func(s string) error { _, err := cascadia.Compile(s); return err })
	each("cascadia", "ParseGroup", sels[:6], func(s string) error { _, err := cascadia.ParseGroup(s); return err })
	each("cascadia", "ParseWithPseudoElement", []string{"a::x::y", "a::nope"}, func(s string) error { _, err := cascadia.ParseWithPseudoElement(s); return err })

	uuids := []string{"", "x", "6ba7b810-9dad-11d1-80b4-00c04fd430cx", "6ba7b8109dad11d180b400c04fd430c", "{6ba7b810-9dad-11d1-80b4-00c04fd430c8",
		"urn:uuid:x", "6ba7b810-9dad-11d1-80b4_00c04fd430c8", strings.Repeat("a", 40)}
	each("gofrsuuid", "FromString", uuids, func(s string) error { _, err := gofrsuuid.FromString(s); return err })
	add("gofrsuuid", "FromBytes", func() error { _, err := gofrsuuid.FromBytes([]byte{1}); return err })
	add("gofrsuuid", "UnmarshalBinary", func() error { var u gofrsuuid.UUID; return u.UnmarshalBinary([]byte{1}) })
	add("gofrsuuid", "Scan", func() error { var u gofrsuuid.UUID; return u.Scan(1) })
	add("gofrsuuid", "Scan string", func() error { var u gofrsuuid.UUID; return u.Scan("x") })
	add("gofrsuuid", "NullUUID Scan", func() error { var u gofrsuuid.NullUUID; return u.Scan(1.5) })
	add("gofrsuuid", "NullUUID UnmarshalJSON", func() error { var u gofrsuuid.NullUUID; return u.UnmarshalJSON([]byte(`"x"`)) })
	add("gofrsuuid", "NewV4 entropy", func() error {
		_, err := gofrsuuid.NewGenWithOptions(gofrsuuid.WithRandomReader(strings.NewReader(""))).NewV4()
		return err
	})

	lf := []string{"a", "a=\"x", "=x", "a=\"\\q\"", "a=b=c", "a=\"x\"y", "\"a\"=1", "a=\x00", "a=\"\\u12\"", "a=1 =", "a b=\"c"}
	each("logfmt", "Decode", lf, func(s string) error {
		d := logfmt.NewDecoder(strings.NewReader(s))
		for d.ScanRecord() {
			for d.ScanKeyval() {
			}
		}
		return d.Err()
	})
	add("logfmt", "Decode long", func() error {
		d := logfmt.NewDecoderSize(strings.NewReader(strings.Repeat("a", 100)), 16)
		for d.ScanRecord() {
		}
		return d.Err()
	})
	for _, kv := range [][]any{{"a b", 1}, {"", 1}, {nil, 1}, {"a"}, {1.5, 1}, {"a=", 1}, {"a\"", 1}, {"a", errMarshal{}}, {struct{}{}, 1}} {
		k := kv
		add("logfmt", "MarshalKeyvals", func() error { _, err := logfmt.MarshalKeyvals(k...); return err })
	}
	add("logfmt", "EncodeKeyval writer", func() error { return logfmt.NewEncoder(failWriter{}).EncodeKeyval("a", 1) })

	each("ksuid", "Parse", []string{"", "x", strings.Repeat("!", 27), strings.Repeat("z", 27), strings.Repeat("a", 28)}, func(s string) error {
		_, err := ksuid.Parse(s)
		return err
	})
	add("ksuid", "FromBytes", func() error { _, err := ksuid.FromBytes([]byte{1}); return err })
	add("ksuid", "FromParts", func() error { _, err := ksuid.FromParts(time.Unix(0, 0), []byte{1}); return err })
	add("ksuid", "UnmarshalText", func() error { var k ksuid.KSUID; return k.UnmarshalText([]byte("x")) })
	add("ksuid", "UnmarshalBinary", func() error { var k ksuid.KSUID; return k.UnmarshalBinary([]byte{1}) })
	add("ksuid", "Scan", func() error { var k ksuid.KSUID; return k.Scan(1) })
	add("ksuid", "NewRandom", func() error {
		ksuid.SetRand(strings.NewReader(""))
		defer ksuid.SetRand(nil)
		_, err := ksuid.NewRandom()
		return err
	})

	dns := []string{"x", "a=", "=b", "a=b,", "a=b+", "a=#zz", "a=\\zz", "a=b,,c=d", "a=\\", "a=#0"}
	each("ldap", "ParseDN", dns, func(s string) error { _, err := ldap.ParseDN(s); return err })
	filters := []string{"", "(", "x", "(a=b", "(&(a=b)", "(a~b)", "(a=\\zz)", "(!)", "(a=b))", "(a:=b)", "(a:dn:nope:=b)", "((a=b))", "(a>b)"}
	each("ldap", "CompileFilter", filters, func(s string) error { _, err := ldap.CompileFilter(s); return err })
	each("ldap", "DialURL", []string{"x", "nope://a", "ldap://a:x", "%zz"}, func(s string) error {
		_, err := ldap.DialURL(s, ldap.DialWithDialer(&net.Dialer{Timeout: time.Millisecond}))
		return err
	})
	add("ldap", "ParsePostalAddress", func() error { _, err := ldap.ParsePostalAddress("a\\zz"); return err })
	add("ldap", "NewSearchRequest control", func() error { _, err := ldap.DecodeControl(nil); return err })
	return cs
}

// panicCases3 are the third batch's calls that panic.
func panicCases3() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("rrule", "nil RRule", func() { var r *rrule.RRule; r.All() })
	add("urfavecli", "nil Context", func() { var c *cli.Context; c.Int("n") })
	add("schema", "nil Decoder", func() { var d *schema.Decoder; d.Decode(&struct{}{}, nil) })
	add("ozzo", "Validate nil rule", func() { validation.Validate("x", nil) })
	add("gopherlua", "CheckInt", func() { L := lua.NewState(); L.Push(lua.LString("x")); L.CheckInt(1) })
	add("gopherlua", "nil State", func() { var L *lua.LState; L.DoString("x = 1") })
	add("govalidator", "nil", func() { govalidator.ValidateStruct((*struct{ A string })(nil)) })
	add("phonenumbers", "Format nil", func() { phonenumbers.Format(nil, phonenumbers.E164) })
	add("base58", "bad alphabet", func() { base58.NewAlphabet("x") })
	add("hjson", "nil OrderedMap", func() { var m *hjson.OrderedMap; m.Set("a", 1) })
	add("redigo", "nil Pool", func() { var p *redis.Pool; p.Get() })
	add("kong", "Must", func() {
		var c struct {
			A int `name:"x"`
			B int `name:"x"`
		}
		kong.Must(&c)
	})
	add("xz", "nil Reader", func() { var r *xz.Reader; r.Read(nil) })
	add("securecookie", "nil", func() { var s *securecookie.SecureCookie; s.Encode("n", "v") })
	add("currency", "nil Formatter", func() { var f *currency.Formatter; a, _ := currency.NewAmount("1", "USD"); f.Format(a) })
	add("gqlparser", "MustLoadSchema", func() { gqlparser.MustLoadSchema(&gqlast.Source{Input: "type"}) })
	add("gqlparser", "MustLoadQuery", func() {
		gqlparser.MustLoadQuery(gqlparser.MustLoadSchema(&gqlast.Source{Input: "type Query { a: Int }"}), "{ nope }")
	})
	add("docopt", "MustParse", func() { var p *docopt.Parser; p.ParseArgs("Usage: prog", nil, "") })
	add("etree", "MustCompilePath", func() { etree.MustCompilePath("[") })
	add("mux", "nil Route", func() { var r *mux.Route; r.GetName() })
	add("cascadia", "MustCompile", func() { cascadia.MustCompile("[") })
	add("gofrsuuid", "Must", func() { gofrsuuid.Must(gofrsuuid.FromString("x")) })
	add("ksuid", "nil Sequence", func() { var s *ksuid.Sequence; s.Next() })
	add("ldap", "nil Conn", func() { var c *ldap.Conn; c.Bind("a", "b") })
	return cs
}

func regexpMust(s string) *regexp.Regexp { return regexp.MustCompile(s) }

// withEnv runs f with the environment variable k set to v.
func withEnv(k, v string, f func() error) error {
	os.Setenv(k, v)
	defer os.Unsetenv(k)
	return f()
}

type errMarshal struct{}

func (errMarshal) MarshalText() ([]byte, error) {
	return nil, errors.New("marshal refused by the caller")
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("write refused by the caller") }
