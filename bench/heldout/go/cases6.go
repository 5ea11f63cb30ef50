package main

import (
	"bytes"
	"context"
	"database/sql/driver"
	"io"
	"net"
	"net/http"
	"strings"
	"text/template"
	"time"

	"github.com/Masterminds/sprig/v3"
	"github.com/VictoriaMetrics/metricsql"
	jsonata "github.com/blues/jsonata-go"
	"github.com/dustin/go-humanize"
	"github.com/go-chi/chi/v5"
	"github.com/julienschmidt/httprouter"
	"github.com/lib/pq"
	"github.com/pierrec/lz4/v4"
	amqp "github.com/rabbitmq/amqp091-go"
	filter "github.com/scim2/filter-parser/v2"
	tdparse "github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
	"github.com/tdewolff/parse/v2/js"
	tdjson "github.com/tdewolff/parse/v2/json"
	"github.com/tdewolff/parse/v2/xml"
	"github.com/theory/jsonpath"
	gomail "github.com/wneessen/go-mail"
	"github.com/xwb1989/sqlparser"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
	yamlv2 "gopkg.in/yaml.v2"
)

// pqDialer is a pq.Dialer whose connections replay a fixed stream.
type pqDialer struct{ peer string }

func (d pqDialer) Dial(string, string) (net.Conn, error) { return replay(d.peer), nil }
func (d pqDialer) DialTimeout(string, string, time.Duration) (net.Conn, error) {
	return replay(d.peer), nil
}

// pgFrame is a PostgreSQL backend message: its type byte, length, body.
func pgFrame(t byte, body string) string {
	n := len(body) + 4
	return string([]byte{t, byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}) + body
}

// untilError reads tokens with next until it reports an error token and
// returns err() unless it is io.EOF.
func untilError(next func() bool, err func() error) error {
	for i := 0; i < 10000 && next(); i++ {
	}
	if e := err(); e != io.EOF {
		return e
	}
	return nil
}

// errorCases6 are the sixth batch's calls (modules.txt after pgx): each
// returns an error from a module, or panics.
func errorCases6() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// lib/pq: connection strings, URLs, array and timestamp decoders, a
	// replayed server.
	each("pq", "ParseURL", []string{"http://x", "postgres://%", "postgres://x:y@h:p/db", "x", "postgres://[::1", "postgres://h/db?x=%"},
		func(s string) error { _, err := pq.ParseURL(s); return err })
	each("pq", "NewConnector", []string{"x", "host='x", "host=x sslmode=nope", "host=x port=x", "host=x connect_timeout=x",
		"host=x sslmode=verify-full sslrootcert=/nonexistent", "host=x target_session_attrs=x", "host=x load_balance_hosts=x",
		"postgres://x:y@h/db?sslmode=nope", "host=x sslinline=x", "host=x sslnegotiation=x", "host=x sslkey=/nonexistent sslcert=/nonexistent sslmode=require",
		"host=x min_protocol_version=x", "host=x krbsrvname=x gssencmode=x", "host=x port=70000", "host=x sslsni=x", "host=x binary_parameters=x",
		"host=x disable_prepared_binary_result=x", "host=x,y port=1,2,3", "host=x require_auth=nope", "host=x\\"},
		func(s string) error { _, err := pq.NewConnector(s); return err })
	for _, c := range []struct{ name, peer string }{
		{"ErrorResponse", pgFrame('E', "SFATAL\x00C28000\x00Mno such role\x00\x00")},
		{"garbage", "~\x00\x00\x00\x04"},
		{"short", pgFrame('R', "\x00")},
		{"auth unknown", pgFrame('R', "\x00\x00\x00\x63")},
		{"auth cleartext then error", pgFrame('R', "\x00\x00\x00\x03") + pgFrame('E', "SFATAL\x00C28P01\x00Mpassword authentication failed\x00\x00")},
		{"auth SASL unknown mechanism", pgFrame('R', "\x00\x00\x00\x0aNOPE\x00\x00")},
		{"auth md5 no password", pgFrame('R', "\x00\x00\x00\x05abcd")},
		{"ready unexpected", pgFrame('Z', "I")},
		{"EOF", ""},
		{"SSL refused", "N"},
	} {
		cc := c
		add("pq", "DialOpen "+cc.name, func() error {
			dsn := "host=x user=u dbname=d sslmode=disable"
			if cc.name == "SSL refused" {
				dsn = "host=x user=u dbname=d sslmode=require"
			}
			if strings.HasPrefix(cc.name, "auth md5") || strings.HasPrefix(cc.name, "auth SASL") {
				dsn += " password=p"
			}
			cn, err := pq.DialOpen(pqDialer{cc.peer}, dsn)
			if cn != nil {
				cn.Close()
			}
			return err
		})
	}
	add("pq", "Query after ErrorResponse", func() error {
		peer := pgFrame('R', "\x00\x00\x00\x00") + pgFrame('Z', "I") + pgFrame('E', "SERROR\x00C42601\x00Msyntax error at or near \"x\"\x00\x00") + pgFrame('Z', "I")
		cn, err := pq.DialOpen(pqDialer{peer}, "host=x user=u dbname=d sslmode=disable")
		if err != nil {
			return err
		}
		defer cn.Close()
		_, err = cn.(driver.QueryerContext).QueryContext(context.Background(), "x", nil)
		return err
	})
	add("pq", "Query unexpected message", func() error {
		peer := pgFrame('R', "\x00\x00\x00\x00") + pgFrame('Z', "I") + pgFrame('K', "\x00\x00\x00\x01\x00\x00\x00\x02")
		cn, err := pq.DialOpen(pqDialer{peer}, "host=x user=u dbname=d sslmode=disable")
		if err != nil {
			return err
		}
		defer cn.Close()
		_, err = cn.(driver.QueryerContext).QueryContext(context.Background(), "select 1", nil)
		return err
	})
	arrays := []struct {
		name string
		dst  any
		src  any
	}{
		{"int64 x", &[]int64{}, "x"}, {"int64 elem", &[]int64{}, "{x}"}, {"int64 type", &[]int64{}, 1}, {"bool elem", &[]bool{}, "{x}"},
		{"float64 elem", &[]float64{}, "{x}"}, {"string unterminated", &[]string{}, "{\"a}"}, {"string dims", &[]string{}, "{{a},b}"},
		{"bytes elem", &[][]byte{}, "{x}"}, {"int32 elem", &[]int32{}, "{99999999999}"}, {"string nested", &[]string{}, "{{a}}"},
		{"unsupported", &[]chan int{}, "{}"}, {"float32 elem", &[]float32{}, "{x}"}, {"missing brace", &[]int64{}, "{1"}, {"junk after", &[]int64{}, "{1}x"},
	}
	for _, a := range arrays {
		aa := a
		add("pq", "Array Scan "+aa.name, func() error { return pq.Array(aa.dst).Scan(aa.src) })
	}
	add("pq", "Array Value unsupported", func() error { _, err := pq.Array([]chan int{nil}).Value(); return err })
	add("pq", "GenericArray not pointer", func() error { return pq.GenericArray{A: []int{}}.Scan("{1}") })
	each("pq", "ParseTimestamp", []string{"x", "2020-13-01", "2020-01-01 25:00:00", "2020-01-01 00:00:00+x", "2020-01-01 00:00:00.x", "20-01-01", "2020-01-01 00:00:00 BC x"},
		func(s string) error { _, err := pq.ParseTimestamp(time.UTC, s); return err })

	// pierrec/lz4: frames and blocks.
	each("lz4", "Reader", []string{"x", "\x04\x22\x4d\x18", "\x04\x22\x4d\x18\x40\x40\xc0", "\x04\x22\x4d\x18\x60\x70\x73\xff\xff\xff\x7f",
		"\x04\x22\x4d\x18\x40\x10\xc0", "\x04\x22\x4d\x18\x64\x40\xa7\x05\x00\x00\x00abcde\x00\x00\x00\x00\x00\x00\x00\x00", "\x04\x22\x4d\x18\x40\x40\x00",
		"\x02\x21\x4c\x18\xff\xff\xff\x7f", "\x50\x2a\x4d\x18\x04\x00\x00\x00ab"},
		func(s string) error { _, err := io.ReadAll(lz4.NewReader(strings.NewReader(s))); return err })
	each("lz4", "UncompressBlock", []string{"\xff", "\x1f", "\xf0\xff", "\x11a\x00\x00", "\x40abcd\x05\x00", ""},
		func(s string) error { _, err := lz4.UncompressBlock([]byte(s), make([]byte, 16)); return err })
	add("lz4", "Writer BlockSizeOption", func() error { return lz4.NewWriter(io.Discard).Apply(lz4.BlockSizeOption(lz4.BlockSize(123))) })
	add("lz4", "Writer CompressionLevelOption", func() error {
		return lz4.NewWriter(io.Discard).Apply(lz4.CompressionLevelOption(lz4.CompressionLevel(12345)))
	})
	add("lz4", "Reader option", func() error { return lz4.NewReader(nil).Apply(lz4.BlockSizeOption(lz4.Block64Kb)) })
	add("lz4", "Writer Apply after write", func() error {
		w := lz4.NewWriter(io.Discard)
		w.Write([]byte("abc"))
		return w.Apply(lz4.ChecksumOption(false))
	})
	add("lz4", "ValidFrameHeader short", func() error { _, err := lz4.ValidFrameHeader([]byte("x")); return err })
	add("lz4", "CompressBlock short dst", func() error {
		_, err := lz4.CompressBlock(bytes.Repeat([]byte("abcdefgh"), 100), make([]byte, 2), nil)
		return err
	})

	// Masterminds/sprig: template functions that fail, through text/template.
	sprigs := []string{`{{ fail "boom" }}`, `{{ mustFirst 1 }}`, `{{ mustLast 1 }}`, `{{ mustRest 1 }}`, `{{ mustInitial 1 }}`, `{{ mustPush 1 2 }}`,
		`{{ mustPrepend 1 2 }}`, `{{ mustReverse 1 }}`, `{{ mustUniq 1 }}`, `{{ mustWithout 1 2 }}`, `{{ mustHas 1 2 }}`, `{{ mustCompact 1 }}`,
		`{{ mustSlice 1 }}`, `{{ mustChunk 2 1 }}`, `{{ mustRegexMatch "[" "a" }}`, `{{ mustRegexFindAll "[" "a" 1 }}`, `{{ mustRegexFind "[" "a" }}`,
		`{{ mustRegexReplaceAll "[" "a" "b" }}`, `{{ mustRegexReplaceAllLiteral "[" "a" "b" }}`, `{{ mustRegexSplit "[" "a" 1 }}`, `{{ regexMatch "[" "a" }}`,
		`{{ semver "x" }}`, `{{ semverCompare "x" "1.0.0" }}`, `{{ semverCompare ">1" "x" }}`, `{{ mustToDate "2006" "x" }}`, `{{ mustDateModify "x" now }}`,
		`{{ urlParse "%" }}`, `{{ mustToJson . }}`, `{{ mustToPrettyJson . }}`, `{{ mustToRawJson . }}`, `{{ decryptAES "k" "!" }}`, `{{ mustFromJson "{" }}`,
		`{{ mustMerge 1 }}`, `{{ mustDeepCopy nil }}`, `{{ genPrivateKey "x" }}`, `{{ buildCustomCert "x" "y" }}`, `{{ mustDateModify "1x" now }}`,
		`{{ index (list 1) 5 }}`, `{{ mustAppend 1 2 }}`, `{{ toDecimal "x" }}`, `{{ int "x" }}`, `{{ randInt 5 1 }}`, `{{ getHostByName "" }}`,
		`{{ mustMergeOverwrite 1 }}`, `{{ seq "x" }}`, `{{ until "x" }}`, `{{ htpasswd "" "" "x" }}`}
	each("sprig", "Execute", sprigs, func(s string) error {
		t, err := template.New("t").Funcs(sprig.TxtFuncMap()).Parse(s)
		if err != nil {
			return err
		}
		return t.Execute(io.Discard, make(chan int))
	})

	// theory/jsonpath: RFC 9535 JSONPath queries.
	paths := []string{"", "x", "$.", "$[", "$[1", "$['a", "$[?", "$[?@.a ==]", "$[?foo()]", "$[?length(@, 1)]", "$..", "$.a.", "$[1:2:0x]",
		"$[-0]", "$[01]", "$[?@.a == 1 &&]", "$[?count(1)]", "$[?match(@.a)]", "$[?value(@..a) == 1]", "$['\\q']", "$[\"\\u12\"]", "$[1.5]",
		"$[9007199254740992]", "$.a b", "$[?(@.a]", "$[?!@.a == 1]", "$[?@.a == 'x\"]", "$[?length(@.*) == 1]", "$[?search(@.a, 1)]",
		"$[?@.a < true]", "@.a", "$[*", "$[1,]", "$.1", "$[?@.a=1]"}
	each("jsonpath", "Parse", paths, func(s string) error { _, err := jsonpath.Parse(s); return err })

	// VictoriaMetrics/metricsql: PromQL/MetricsQL.
	mqls := []string{"", "(", "foo{", "foo{a=}", "foo{a=\"x}", "sum(", "sum by (a", "rate(foo[5x])", "foo[", "foo[5m", "1 +", "foo offset", "foo @",
		"nope_func(1)", "rate()", "rate(1, 2, 3)", "foo{a=~\"[\"}", "sum(foo) by", "foo and on(", "1 ++ 2", "WITH (", "WITH (a = ) a",
		"WITH (f(a, a) = a) f(1, 2)", "histogram_quantile(1)", "label_replace(foo)", "foo{a=\"1\",}[5m]]", "foo limit x", "topk(foo)", "sum(foo) limit -1",
		"{}", "foo:bar{", "1e", "0x", "\"x", "foo or", "foo bool 1", "count_values(1, foo)", "foo[1i]", "foo keep_metric_names x", "foo[5m:1m:1m]",
		"foo{__name__=\"a\"}{}", "1 > bool", "round(foo, 1, 2)", "absent_over_time()", "foo unless ignoring(a) group_left bar", "-"}
	each("metricsql", "Parse", mqls, func(s string) error { _, err := metricsql.Parse(s); return err })
	each("metricsql", "DurationValue", []string{"x", "5x", "", "1h-", "-5m"}, func(s string) error { _, err := metricsql.PositiveDurationValue(s, 1000); return err })
	add("metricsql", "CompileRegexp", func() error { _, err := metricsql.CompileRegexp("["); return err })

	// dustin/go-humanize: byte sizes and SI numbers.
	each("humanize", "ParseBytes", []string{"", "x", "1 x", "1.2.3 MB", "99999999999999999999 EB", "-1 KB", "1e400 B", "MB"},
		func(s string) error { _, err := humanize.ParseBytes(s); return err })
	each("humanize", "ParseBigBytes", []string{"", "x", "1 x", "1.2.3 MB", "MB"}, func(s string) error { _, err := humanize.ParseBigBytes(s); return err })
	each("humanize", "ParseSI", []string{"", "x", "1 x", "1.2.3k", "kF"}, func(s string) error { _, _, err := humanize.ParseSI(s); return err })

	// tdewolff/parse: JS, CSS, JSON and XML parsers and lexers.
	jss := []string{"var", "function (", "a +", "if (", "{", "x = {a:}", "let let = 1", "class { }", "a => {", "`${", "/[/", "'a", "1 = 2",
		"return 1", "for (let a of) {}", "new.x", "import x", "yield 1; function* f() { yield = 1 }", "async function f() { await = 1 }",
		"({a} = 1) => 1", "break", "continue", "label: label: 1", "a?.b = 1", "super()", "class A { constructor() {} constructor() {} }",
		"0b2", "1..a", "'\\u{110000}'", "let a; let a;", "with (a) {}", "a\n++\nb ++ c", "@", "#x", "delete", "try {}", "switch (a) { default: default: }",
		"export", "`a", "({get a(b) {}})", "((a)) => 1", "...a", "a = b ? c", "throw\n1"}
	each("tdparse", "js.Parse", jss, func(s string) error { _, err := js.Parse(tdparse.NewInputString(s), js.Options{}); return err })
	csss := []string{"a {", "a { b: }", "@media {", "a { color: red", "}", "a { b: url(x }", "a { b: 'x\n }", "@import", "a { ;: x }", "{}{}", "a[",
		"a { b: c !x }", "@x {", "a { b: (}", "a { b: [ }"}
	each("tdparse", "css.Parser", csss, func(s string) error {
		p := css.NewParser(tdparse.NewInputString(s), false)
		return untilError(func() bool { g, _, _ := p.Next(); return g != css.ErrorGrammar }, p.Err)
	})
	jsons := []string{"{", "[1,", "{\"a\"}", "{\"a\":}", "x", "[1 2]", "{1:2}", "\"a", "[}", "{\"a\":1,}", "tru", "-", "1.", "01", "]", "{\"a\" 1}", "nul"}
	each("tdparse", "json.Parser", jsons, func(s string) error {
		p := tdjson.NewParser(tdparse.NewInputString(s))
		return untilError(func() bool { g, _ := p.Next(); return g != tdjson.ErrorGrammar }, p.Err)
	})
	xmls := []string{"<a", "<a b=>", "<!--", "<![CDATA[", "<?xml", "<a b='x", "</", "<!DOCTYPE", "<a/ >", "<a b>", "<a =1>"}
	each("tdparse", "xml.Lexer", xmls, func(s string) error {
		l := xml.NewLexer(tdparse.NewInputString(s))
		return untilError(func() bool { tt, _ := l.Next(); return tt != xml.ErrorToken }, l.Err)
	})
	add("tdparse", "NewBinaryReaderPath missing", func() error { _, err := tdparse.NewBinaryReaderPath("/nonexistent/x"); return err })

	// gopkg.in/yaml.v2.
	yamls := []string{"a: [", "a: {", "a: b: c", "- a\nb: c", "a: 'x", "a: \"x", "\ta: 1", "a: &x 1\nb: *y", "a: !!int x", "a: !!float x",
		"a: !!bool x", "a: !!binary '%'", "[a, b]: 1", "a:\n  - b\n c: 1", "? [\n", "%YAML 2.0\n---\na", "a: |\n b\n  c\nd", "{a: 1, a: 2}",
		"a: 1\na: 2", "a: !!timestamp x", "a: b\n- c", "<<: 1", "a: &x [*x]", "'a'b", "a: !!map 1", "a: !!seq 1", "@a", "`a", "a: 1\n  b: 2", "--- |\n  a\n b"}
	each("yamlv2", "Unmarshal", yamls, func(s string) error { var v any; return yamlv2.Unmarshal([]byte(s), &v) })
	each("yamlv2", "UnmarshalStrict", []string{"a: 1\na: 2", "b: 1", "a: x", "a: [1]"}, func(s string) error {
		var v struct{ A int }
		return yamlv2.UnmarshalStrict([]byte(s), &v)
	})
	each("yamlv2", "Unmarshal struct", []string{"a: x", "a: [1]", "a: {b: 1}", "a: 300", "b: x", "c: [x]", "d: x", "e: 1.5", "f: x"}, func(s string) error {
		var v struct {
			A int8
			B bool
			C []int
			D time.Duration
			E uint
			F map[int]int
		}
		return yamlv2.Unmarshal([]byte(s), &v)
	})
	add("yamlv2", "Marshal func", func() error { _, err := yamlv2.Marshal(func() {}); return err })
	add("yamlv2", "Decoder", func() error { var v any; return yamlv2.NewDecoder(strings.NewReader("a: [")).Decode(&v) })

	// wneessen/go-mail: addresses, options, a replayed SMTP server.
	mailAddrs := []string{"x", "a@", "<a@b", "a b c", "\"a@b", "@b", "a@b@c", "a@[1.2.3", ""}
	each("gomail", "Msg.From", mailAddrs, func(s string) error { return gomail.NewMsg().From(s) })
	each("gomail", "Msg.To", mailAddrs, func(s string) error { return gomail.NewMsg().To(s) })
	each("gomail", "Msg.ReplyTo", []string{"x", "a@"}, func(s string) error { return gomail.NewMsg().ReplyTo(s) })
	each("gomail", "Msg.EnvelopeFrom", []string{"x", "a@"}, func(s string) error { return gomail.NewMsg().EnvelopeFrom(s) })
	each("gomail", "Msg.CcFromString", []string{"x, y", "a@b, a@"}, func(s string) error { return gomail.NewMsg().CcFromString(s) })
	add("gomail", "SetListUnsubscribeOneClick", func() error { return gomail.NewMsg().SetListUnsubscribeOneClick("http://x") })
	add("gomail", "NewClient empty host", func() error { _, err := gomail.NewClient(""); return err })
	add("gomail", "WithPort", func() error { _, err := gomail.NewClient("x", gomail.WithPort(70000)); return err })
	add("gomail", "WithTimeout", func() error { _, err := gomail.NewClient("x", gomail.WithTimeout(-1)); return err })
	add("gomail", "WithHELO", func() error { _, err := gomail.NewClient("x", gomail.WithHELO("")); return err })
	add("gomail", "WithTLSConfig nil", func() error { _, err := gomail.NewClient("x", gomail.WithTLSConfig(nil)); return err })
	add("gomail", "WriteToFile", func() error { return gomail.NewMsg().WriteToFile("/nonexistent/x.eml") })
	add("gomail", "AttachFile missing", func() error {
		m := gomail.NewMsg()
		m.AttachFile("/nonexistent/x")
		_, err := m.WriteTo(io.Discard)
		return err
	})
	for _, peer := range []string{"554 no\r\n", "x\r\n", "220 hi\r\n500 no\r\n500 no\r\n", "220 hi\r\n250 ok\r\n530 auth required\r\n", ""} {
		p := peer
		add("gomail", "DialAndSend "+strings.TrimSpace(p), func() error {
			c, err := gomail.NewClient("x", gomail.WithTLSPolicy(gomail.NoTLS), gomail.WithTimeout(time.Second),
				gomail.WithDialContextFunc(func(context.Context, string, string) (net.Conn, error) { return replay(p), nil }))
			if err != nil {
				return err
			}
			m := gomail.NewMsg()
			m.From("a@b.c")
			m.To("d@e.f")
			m.SetBodyString(gomail.TypeTextPlain, "x")
			return c.DialAndSend(m)
		})
	}
	add("gomail", "Send without From", func() error {
		c, err := gomail.NewClient("x", gomail.WithTLSPolicy(gomail.NoTLS),
			gomail.WithDialContextFunc(func(context.Context, string, string) (net.Conn, error) {
				return replay("220 hi\r\n250 ok\r\n"), nil
			}))
		if err != nil {
			return err
		}
		return c.DialAndSend(gomail.NewMsg())
	})

	// xwb1989/sqlparser: SQL.
	sqls := []string{"", "select", "select * from", "select * from t where", "insert into t values (", "update t set", "delete", "create table (",
		"select 'a", "select * from t limit x", "select * from t order", "select 1 +", "select * from t group by", "drop", "alter table t add",
		"select * from t join", "select `a", "select 0x1g", "select * from t where a in (", "select * from t where a between 1", "show", "set a =",
		"select /* a", "select * from t; select", "select a from t where a = :", "select @@", "select x'zz'", "select 1e", "select * from t union",
		"select case when", "select * from (select 1)", "select * into t", "select * from t for", "select * from t where a like", "select ?"}
	each("sqlparser", "Parse", sqls, func(s string) error { _, err := sqlparser.Parse(s); return err })
	each("sqlparser", "ParseStrictDDL", []string{"create table t (a int", "alter table t", "create x"},
		func(s string) error { _, err := sqlparser.ParseStrictDDL(s); return err })
	each("sqlparser", "SplitStatementToPieces", []string{"select 'a; select 1", "select \"a"},
		func(s string) error { _, err := sqlparser.SplitStatementToPieces(s); return err })

	// rabbitmq/amqp091-go: URIs and a replayed broker.
	each("amqp", "ParseURI", []string{"x", "http://x", "amqp://%", "amqp://x:y@h:p/", "amqps://x?certfile=/nonexistent", "amqp://h/a/b",
		"amqp://h?heartbeat=x", "amqp://h?connection_timeout=x", "amqp://h?channel_max=x", "amqp://h?frame_max=x", "amqp://[::1", "amqp://h:99999"},
		func(s string) error { _, err := amqp.ParseURI(s); return err })
	for _, c := range []struct{ name, peer string }{
		{"protocol header", "AMQP\x00\x00\x09\x00"},
		{"garbage", "xxxxxxxxxxxxxxxxxxxx"},
		{"EOF", ""},
		{"bad frame end", "\x01\x00\x00\x00\x00\x00\x04\x00\x0a\x00\x0a\x00"},
		{"unknown frame type", "\x09\x00\x00\x00\x00\x00\x00\xce"},
		{"close", "\x01\x00\x00\x00\x00\x00\x0e\x00\x0a\x00\x32\x01\x40\x04nope\x00\x00\x00\x00\xce"},
	} {
		cc := c
		add("amqp", "DialConfig "+cc.name, func() error {
			_, err := amqp.DialConfig("amqp://guest:guest@x/", amqp.Config{Dial: func(string, string) (net.Conn, error) { return replay(cc.peer), nil }})
			return err
		})
	}

	// scim2/filter-parser: SCIM filters and paths.
	scims := []string{"", "x", "a eq", "a eq x", "a xx 1", "a eq 1 and", "(a eq 1", "a[b eq 1", "a eq \"x", "not a eq 1", "a pr b",
		"a eq 1 or or b eq 2", "a.b.c eq 1", "urn:x:a eq 1", "a eq 1e", "a eq tru", "a[b eq 1].c", "1 eq a", "a eq -", "a eq 01"}
	each("scimfilter", "ParseFilter", scims, func(s string) error { _, err := filter.ParseFilter([]byte(s)); return err })
	each("scimfilter", "ParsePath", []string{"", "a[", "a[b]", "a.", "1", "a[b eq 1]x"}, func(s string) error { _, err := filter.ParsePath([]byte(s)); return err })
	each("scimfilter", "ParseAttrPath", []string{"", "a.", "1", "urn:"}, func(s string) error { _, err := filter.ParseAttrPath([]byte(s)); return err })
	each("scimfilter", "ParseAttrExp", []string{"", "a", "a eq", "a pr 1"}, func(s string) error { _, err := filter.ParseAttrExp([]byte(s)); return err })
	each("scimfilter", "ParseValuePath", []string{"", "a[", "a[b]"}, func(s string) error { _, err := filter.ParseValuePath([]byte(s)); return err })

	// google.golang.org/protobuf: JSON, text and wire decoding of the
	// well-known types.
	pjs := []struct {
		name string
		m    func() proto.Message
		in   []string
	}{
		{"Struct", func() proto.Message { return &structpb.Struct{} }, []string{"", "x", "[1]", "{\"a\":}", "{\"a\":1,}", "{\"a\" 1}", "{\"a\":1}}", "\"a", "{\"a\":1e999}", "{\"\\q\":1}"}},
		{"Value", func() proto.Message { return &structpb.Value{} }, []string{"", "x", "[1,", "01", "tru", "\"\\ud800\""}},
		{"Duration", func() proto.Message { return &durationpb.Duration{} }, []string{"1", "\"x\"", "\"1\"", "\"1.5xs\"", "\"99999999999999s\"", "\"1.0000000001s\""}},
		{"Timestamp", func() proto.Message { return &timestamppb.Timestamp{} }, []string{"1", "\"x\"", "\"2020-13-01T00:00:00Z\"", "\"10000-01-01T00:00:00Z\"", "\"2020-01-01T00:00:00\""}},
		{"Int32Value", func() proto.Message { return &wrapperspb.Int32Value{} }, []string{"\"x\"", "1.5", "99999999999", "true", "{}"}},
		{"BoolValue", func() proto.Message { return &wrapperspb.BoolValue{} }, []string{"1", "\"x\""}},
		{"BytesValue", func() proto.Message { return &wrapperspb.BytesValue{} }, []string{"1", "\"%%\""}},
		{"UInt64Value", func() proto.Message { return &wrapperspb.UInt64Value{} }, []string{"-1", "\"x\""}},
		{"FieldMask", func() proto.Message { return &fieldmaskpb.FieldMask{} }, []string{"1", "\"a_b\"", "\"a..b\""}},
		{"Any", func() proto.Message { return &anypb.Any{} }, []string{"{}", "{\"@type\":1}", "{\"@type\":\"x\"}", "{\"@type\":\"type.googleapis.com/nope.X\"}",
			"{\"@type\":\"type.googleapis.com/google.protobuf.Duration\",\"value\":1}", "{\"a\":1}"}},
		{"ListValue", func() proto.Message { return &structpb.ListValue{} }, []string{"{}", "1"}},
	}
	for _, p := range pjs {
		pp := p
		each("protobuf", "protojson.Unmarshal "+pp.name, pp.in, func(s string) error { return protojson.Unmarshal([]byte(s), pp.m()) })
	}
	add("protobuf", "protojson.Unmarshal unknown field", func() error { return protojson.Unmarshal([]byte(`{"nope":1}`), &durationpb.Duration{}) })
	add("protobuf", "protojson.Unmarshal duplicate", func() error { return protojson.Unmarshal([]byte(`{"seconds":1,"seconds":2}`), &durationpb.Duration{}) })
	each("protobuf", "prototext.Unmarshal", []string{"x", "seconds:", "seconds: x", "nope: 1", "seconds: 1 seconds: 2", "seconds: \"a\"", "{", "seconds: 99999999999999999999"},
		func(s string) error { return prototext.Unmarshal([]byte(s), &durationpb.Duration{}) })
	each("protobuf", "proto.Unmarshal", []string{"\xff", "\x08", "\x0a\x05ab", "\x0a\x01\xff", "\x07", "\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", "\x0b", "\x0c"},
		func(s string) error { return proto.Unmarshal([]byte(s), &structpb.Value{}) })
	add("protobuf", "structpb.NewValue", func() error { _, err := structpb.NewValue(make(chan int)); return err })
	add("protobuf", "structpb.NewStruct", func() error { _, err := structpb.NewStruct(map[string]any{"a": func() {}}); return err })
	add("protobuf", "structpb.NewValue utf8", func() error { _, err := structpb.NewValue("\xff"); return err })
	add("protobuf", "Duration CheckValid", func() error { return (&durationpb.Duration{Seconds: 1, Nanos: -1}).CheckValid() })
	add("protobuf", "Duration CheckValid range", func() error { return (&durationpb.Duration{Seconds: 1 << 62}).CheckValid() })
	add("protobuf", "Timestamp CheckValid", func() error { return (&timestamppb.Timestamp{Seconds: 1 << 62}).CheckValid() })
	add("protobuf", "Timestamp CheckValid nanos", func() error { return (&timestamppb.Timestamp{Nanos: -1}).CheckValid() })
	add("protobuf", "Any UnmarshalTo mismatch", func() error {
		a, _ := anypb.New(durationpb.New(time.Second))
		return a.UnmarshalTo(&timestamppb.Timestamp{})
	})
	add("protobuf", "Any UnmarshalNew unknown", func() error { _, err := (&anypb.Any{TypeUrl: "x/nope.X"}).UnmarshalNew(); return err })
	add("protobuf", "protojson.Marshal invalid utf8", func() error { _, err := protojson.Marshal(wrapperspb.String("\xff")); return err })
	add("protobuf", "proto.Marshal invalid utf8", func() error { _, err := proto.Marshal(wrapperspb.String("\xff")); return err })
	add("protobuf", "protojson.Marshal Duration range", func() error { _, err := protojson.Marshal(&durationpb.Duration{Seconds: 1 << 62}); return err })
	add("protobuf", "FieldMask New", func() error { _, err := fieldmaskpb.New(&durationpb.Duration{}, "nope"); return err })

	// blues/jsonata-go: compile and evaluate.
	jsonatas := []string{"", "(", "a.", "a[", "$x(", "1 +", "\"a", "a ? b", "function(", "$sum(1, 2)", "$nope()", "[1, 2", "{", "{\"a\": }", "a ~>", "$string(1, 2, 3)",
		"1 / 0", "\"a\" + 1", "$number(\"x\")", "$substring(1)", "-\"a\"", "a[0.5]", "$split(\"a\", 1)", "$join(1)", "$count(1, 2)", "$lookup(1)", "a := 1",
		"$match(\"a\", /[/)", "/a", "`a", "$.a.b.c.d(", "1..2", "[1..\"a\"]", "$spread(1, 2)", "$max(\"a\")", "$sort(1, 2)", "$keys(1, 2)", "$formatNumber(1)",
		"$toMillis(\"x\")", "$fromMillis(\"x\")", "$boolean(1, 2)", "$exists()", "$replace(\"a\", \"\", \"b\")", "$pad(\"a\")", "function($a, $a) { 1 }(1)"}
	each("jsonata", "Eval", jsonatas, func(s string) error {
		e, err := jsonata.Compile(s)
		if err != nil {
			return err
		}
		_, err = e.Eval(map[string]any{"a": map[string]any{"b": 1}})
		return err
	})
	add("jsonata", "EvalBytes bad JSON", func() error {
		e, err := jsonata.Compile("a")
		if err != nil {
			return err
		}
		_, err = e.EvalBytes([]byte("{"))
		return err
	})
	add("jsonata", "RegisterVars bad name", func() error { return jsonata.RegisterVars(map[string]any{"1x": 1}) })
	add("jsonata", "RegisterExts bad", func() error { return jsonata.RegisterExts(map[string]jsonata.Extension{"x": {Func: 1}}) })

	return cs
}

// panicCases6 are the sixth batch's calls that panic.
func panicCases6() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	h := httprouter.Handle(func(http.ResponseWriter, *http.Request, httprouter.Params) {})
	routes := []struct{ name, a, b string }{
		{"no slash", "x", ""}, {"wildcard conflict", "/a/:b", "/a/:c"}, {"catch-all not at end", "/a/*b/c", ""}, {"duplicate", "/a", "/a"},
		{"two wildcards", "/a/:b:c", ""}, {"empty wildcard", "/a/:", ""}, {"catch-all conflict", "/a/*b", "/a/c"}, {"catch-all root conflict", "/a/b", "/a/*c"},
		{"catch-all no slash", "/a*b", ""}, {"static then wildcard", "/a/b", "/a/:c"}, {"empty catch-all", "/a/*", ""}, {"wildcard then static", "/:a", "/b"},
	}
	for _, r := range routes {
		rr := r
		add("httprouter", "Handle "+rr.name, func() {
			rt := httprouter.New()
			rt.Handle("GET", rr.a, h)
			if rr.b != "" {
				rt.Handle("GET", rr.b, h)
			}
		})
	}
	add("httprouter", "Handle empty method", func() { httprouter.New().Handle("", "/a", h) })
	add("httprouter", "Handle nil", func() { httprouter.New().Handle("GET", "/a", nil) })
	add("httprouter", "ServeFiles", func() { httprouter.New().ServeFiles("/a", http.Dir("/")) })
	hf := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	chis := []struct {
		name string
		f    func(r chi.Router)
	}{
		{"no slash", func(r chi.Router) { r.Get("x", hf) }},
		{"Use after routes", func(r chi.Router) { r.Get("/a", hf); r.Use(func(h http.Handler) http.Handler { return h }) }},
		{"Mount twice", func(r chi.Router) { r.Mount("/a", hf); r.Mount("/a", hf) }},
		{"duplicate param", func(r chi.Router) { r.Get("/{a}/{a}", hf) }},
		{"bad regexp", func(r chi.Router) { r.Get("/{a:[}", hf) }},
		{"unclosed param", func(r chi.Router) { r.Get("/{a", hf) }},
		{"wildcard not last", func(r chi.Router) { r.Get("/*/a", hf) }},
		{"method unknown", func(r chi.Router) { r.Method("NOPE", "/a", hf) }},
		{"MethodFunc unknown", func(r chi.Router) { r.MethodFunc("NOPE", "/a", hf) }},
		{"Route nil", func(r chi.Router) { r.Route("/a", nil) }},
		{"Mount nil", func(r chi.Router) { r.Mount("/a", nil) }},
		{"Handle pattern method unknown", func(r chi.Router) { r.Handle("NOPE /a", hf) }},
		{"param conflict", func(r chi.Router) { r.Get("/{a:\\d+}", hf); r.Get("/{b:\\d+}", hf) }},
	}
	for _, c := range chis {
		cc := c
		add("chi", "Router "+cc.name, func() { cc.f(chi.NewRouter()) })
	}
	add("jsonpath", "MustParse", func() { jsonpath.MustParse("$[") })
	add("jsonata", "MustCompile", func() { jsonata.MustCompile("(") })
	add("sprig", "urlJoin", func() {
		t := template.Must(template.New("t").Funcs(sprig.TxtFuncMap()).Parse(`{{ urlJoin (dict "host" 1) }}`))
		t.Execute(io.Discard, nil)
	})
	add("lz4", "UncompressBlock nil dst", func() { lz4.UncompressBlock([]byte("\x10a"), nil) })
	return cs
}
