package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"time"

	env "github.com/caarlos0/env/v11"
	"github.com/emersion/go-smtp"
	"github.com/fxamacker/cbor/v2"
	"github.com/getkin/kin-openapi/openapi3"
	goccyjson "github.com/goccy/go-json"
	"github.com/google/go-jsonnet"
	"github.com/gorilla/websocket"
	graphql "github.com/graph-gophers/graphql-go"
	"github.com/hamba/avro/v2"
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclparse"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgproto3"
	"github.com/jackc/pgx/v5/pgtype"
	jsoniter "github.com/json-iterator/go"
	"github.com/labstack/echo/v4"
	"github.com/spf13/cobra"
	"github.com/valyala/fastjson"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
	"github.com/zclconf/go-cty/cty/function/stdlib"
	"github.com/zclconf/go-cty/cty/gocty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// hijackRecorder is an http.ResponseWriter whose connection can be
// hijacked: the peer's bytes are a fixed stream (replay).
type hijackRecorder struct {
	*httptest.ResponseRecorder
	peer string
}

func (h *hijackRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c := replay(h.peer)
	return c, bufio.NewReadWriter(bufio.NewReader(c), bufio.NewWriter(io.Discard)), nil
}

// wsRequest is a client's websocket handshake request.
func wsRequest() *http.Request {
	r := httptest.NewRequest("GET", "http://x/ws", nil)
	r.Header.Set("Connection", "Upgrade")
	r.Header.Set("Upgrade", "websocket")
	r.Header.Set("Sec-WebSocket-Version", "13")
	r.Header.Set("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ==")
	return r
}

// gqlResolver is the root resolver of the graphql-go schema below.
type gqlResolver struct{}

func (gqlResolver) Hello(args struct{ Name string }) string { return "hi " + args.Name }
func (gqlResolver) Num() int32                              { return 1 }

const gqlSchema = `schema { query: Query }
type Query { hello(name: String!): String! num: Int! }`

// avroRec is the Go value of the avro record schema below.
type avroRec struct {
	A int    `avro:"a"`
	S string `avro:"s"`
}

const avroRecSchema = `{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int"}, {"name": "s", "type": "string"}]}`

// errorCases5 are the fifth batch's calls (modules.txt after brotli): each
// returns an error from a module, or panics.
func errorCases5() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	jsonnets := []string{"error 'boom'", "1 + 'a'", "[1][5]", "{}.x", "std.length(1)", "local f(a) = a; f()", "std.parseInt('x')",
		"1 / 0", "import 'nope.jsonnet'", "assert false; 1", "{a: 1} + 1", "'%d' % 'a'", "std.parseJson('{')", "x", "local x = 1; local x = 2; x",
		"function(a, a) a", "{a: 1, a: 2}", "[1, 2][1.5]", "std.char(-1)", "std.extVar('nope')", "1 +", "{a: }", "'a", "[1, 2",
		"local f(a) = a; f(1, 2)", "local f(a) = a; f(b=1)", "std.substr('a', 'b', 1)", "std.makeArray(-1, function(i) i)", "self",
		"{a: 1}.a.b", "true + 1", "std.base64Decode('%')", "std.manifestJsonEx({a: function() 1}, ' ')", "std.split('a', '')",
		"std.range(1, 'a')", "std.join(1, [])", "std.format('%z', 1)", "-'a'", "!1", "std.mod('a', 1)", "[] + {}", "{a: 1} { a+: 'x' }",
		"local a = [1]; a[-1]", "'abc'[10]", "std.objectFields(1)", "std.pow('a', 1)", "std.assertEqual(1, 2)"}
	each("jsonnet", "EvaluateAnonymousSnippet", jsonnets, func(s string) error {
		_, err := jsonnet.MakeVM().EvaluateAnonymousSnippet("x.jsonnet", s)
		return err
	})
	add("jsonnet", "EvaluateFile missing", func() error { _, err := jsonnet.MakeVM().EvaluateFile("/nonexistent/x.jsonnet"); return err })
	add("jsonnet", "EvaluateAnonymousSnippetMulti", func() error {
		_, err := jsonnet.MakeVM().EvaluateAnonymousSnippetMulti("x", "1")
		return err
	})
	add("jsonnet", "EvaluateAnonymousSnippetStream", func() error {
		_, err := jsonnet.MakeVM().EvaluateAnonymousSnippetStream("x", "1")
		return err
	})
	add("jsonnet", "TLA missing", func() error {
		_, err := jsonnet.MakeVM().EvaluateAnonymousSnippet("x", "function(a) a")
		return err
	})

	pgConns := []string{"postgres://x:y@/db?sslmode=nope", "host=x port=x", "postgres://%", "host=x connect_timeout=x", "host=x target_session_attrs=x",
		"host=x sslmode=verify-full sslrootcert=/nonexistent", "x", "host=x port=70000", "host=x sslmode=require sslcert=/nonexistent sslkey=/nonexistent",
		"host=x min_read_buffer_size=x", "postgres://x:y@h:p/db", "host=x sslnegotiation=x", "host=x sslmode=disable sslnegotiation=direct",
		"host=x 'a", "host=x max_protocol_version=x", "host=x min_protocol_version=3.2 max_protocol_version=3.0", "host=x sslpassword=x sslcert=/nonexistent",
		"host=x servicefile=/nonexistent service=x", "host=x require_auth=nope"}
	each("pgx", "pgconn.ParseConfig", pgConns, func(s string) error { _, err := pgconn.ParseConfig(s); return err })
	each("pgx", "pgx.ParseConfig", []string{"host=x statement_cache_capacity=x", "host=x default_query_exec_mode=x", "host=x description_cache_capacity=x",
		"host=x port=x"}, func(s string) error { _, err := pgx.ParseConfig(s); return err })
	add("pgx", "Connect replayed error", func() error {
		cfg, err := pgconn.ParseConfig("host=x user=u database=d sslmode=disable")
		if err != nil {
			return err
		}
		msg := []byte("SFATAL\x00C28000\x00Mno such role\x00\x00")
		frame := append([]byte{'E', 0, 0, 0, byte(len(msg) + 4)}, msg...)
		cfg.DialFunc = func(context.Context, string, string) (net.Conn, error) { return replay(string(frame)), nil }
		cfg.Fallbacks = nil
		_, err = pgconn.ConnectConfig(context.Background(), cfg)
		return err
	})
	add("pgx", "Connect replayed garbage", func() error {
		cfg, err := pgconn.ParseConfig("host=x user=u database=d sslmode=disable")
		if err != nil {
			return err
		}
		cfg.DialFunc = func(context.Context, string, string) (net.Conn, error) { return replay("Z\x00\x00\x00\x02x"), nil }
		_, err = pgconn.ConnectConfig(context.Background(), cfg)
		return err
	})
	for _, c := range []struct {
		name string
		b    string
	}{{"unknown type", "~\x00\x00\x00\x04"}, {"short length", "D\x00\x00\x00\x02"}, {"DataRow short", "D\x00\x00\x00\x06\x00\x05"},
		{"RowDescription short", "T\x00\x00\x00\x06\x00\x01"}, {"ErrorResponse", "E\x00\x00\x00\x05x"}, {"CommandComplete", "C\x00\x00\x00\x05x"},
		{"ParameterStatus", "S\x00\x00\x00\x05x"}, {"BackendKeyData", "K\x00\x00\x00\x06xx"}, {"Authentication", "R\x00\x00\x00\x08\x00\x00\x00\x63"},
		{"ReadyForQuery", "Z\x00\x00\x00\x05Q"}, {"NotificationResponse", "A\x00\x00\x00\x06xx"}, {"huge", "D\x7f\xff\xff\xff"}} {
		cc := c
		add("pgx", "Frontend Receive "+cc.name, func() error {
			_, err := pgproto3.NewFrontend(strings.NewReader(cc.b), io.Discard).Receive()
			return err
		})
	}
	for _, c := range []struct {
		name string
		b    string
	}{{"unknown", "~\x00\x00\x00\x04"}, {"Query", "Q\x00\x00\x00\x05x"}, {"Parse", "P\x00\x00\x00\x05x"}, {"Bind", "B\x00\x00\x00\x05x"},
		{"Describe", "D\x00\x00\x00\x05x"}, {"Execute", "E\x00\x00\x00\x05x"}, {"Close", "C\x00\x00\x00\x05x"}} {
		cc := c
		add("pgx", "Backend Receive "+cc.name, func() error {
			b := pgproto3.NewBackend(strings.NewReader(cc.b), io.Discard)
			_, err := b.Receive()
			return err
		})
	}
	add("pgx", "Backend ReceiveStartupMessage", func() error {
		_, err := pgproto3.NewBackend(strings.NewReader("\x00\x00\x00\x08\x00\x01\x00\x00"), io.Discard).ReceiveStartupMessage()
		return err
	})
	scanners := []struct {
		name string
		f    func() error
	}{
		{"Numeric", func() error { var v pgtype.Numeric; return v.Scan("x") }},
		{"Date", func() error { var v pgtype.Date; return v.Scan("x") }},
		{"Timestamp", func() error { var v pgtype.Timestamp; return v.Scan("x") }},
		{"Timestamptz", func() error { var v pgtype.Timestamptz; return v.Scan("x") }},
		{"Interval", func() error { var v pgtype.Interval; return v.Scan("x") }},
		{"Point", func() error { var v pgtype.Point; return v.Scan("x") }},
		{"UUID", func() error { var v pgtype.UUID; return v.Scan("x") }},
		{"Time", func() error { var v pgtype.Time; return v.Scan("x") }},
		{"Bool", func() error { var v pgtype.Bool; return v.Scan("x") }},
		{"Int4", func() error { var v pgtype.Int4; return v.Scan("x") }},
		{"Float8", func() error { var v pgtype.Float8; return v.Scan("x") }},
		{"Box", func() error { var v pgtype.Box; return v.Scan("x") }},
		{"Circle", func() error { var v pgtype.Circle; return v.Scan("x") }},
		{"Lseg", func() error { var v pgtype.Lseg; return v.Scan("x") }},
		{"Bits", func() error { var v pgtype.Bits; return v.Scan("x") }},
		{"Int4 overflow", func() error { var v pgtype.Int4; return v.Scan(int64(1) << 40) }},
		{"Int2 text", func() error { var v pgtype.Int2; return v.Scan("99999") }},
		{"Interval unit", func() error { var v pgtype.Interval; return v.Scan("1 fortnight") }},
		{"Map Scan", func() error {
			var s string
			return pgtype.NewMap().Scan(pgtype.Int4OID, pgtype.BinaryFormatCode, []byte{1}, &s)
		}},
		{"Map Encode", func() error {
			_, err := pgtype.NewMap().Encode(pgtype.Int4OID, pgtype.BinaryFormatCode, make(chan int), nil)
			return err
		}},
	}
	for _, s := range scanners {
		add("pgx", "pgtype Scan "+s.name, s.f)
	}

	loader := openapi3.NewLoader()
	schemaCases := []struct {
		name  string
		s     *openapi3.Schema
		value any
	}{
		{"maxLength", openapi3.NewStringSchema().WithMaxLength(2), "xyz"},
		{"minLength", openapi3.NewStringSchema().WithMinLength(5), "xyz"},
		{"min", openapi3.NewIntegerSchema().WithMin(5), 1.0},
		{"max", openapi3.NewIntegerSchema().WithMax(5), 10.0},
		{"type string", openapi3.NewStringSchema(), 1.0},
		{"type integer", openapi3.NewIntegerSchema(), 1.5},
		{"type bool", openapi3.NewBoolSchema(), "x"},
		{"type array", openapi3.NewArraySchema(), "x"},
		{"type object", openapi3.NewObjectSchema(), "x"},
		{"pattern", openapi3.NewStringSchema().WithPattern("^a+$"), "b"},
		{"enum", openapi3.NewStringSchema().WithEnum("a", "b"), "c"},
		{"required", openapi3.NewObjectSchema().WithProperty("a", openapi3.NewStringSchema()).WithRequired([]string{"a"}), map[string]any{}},
		{"property", openapi3.NewObjectSchema().WithProperty("a", openapi3.NewStringSchema()), map[string]any{"a": 1.0}},
		{"additional", openapi3.NewObjectSchema().WithProperty("a", openapi3.NewStringSchema()).WithoutAdditionalProperties(), map[string]any{"b": 1.0}},
		{"maxItems", openapi3.NewArraySchema().WithMaxItems(1), []any{1.0, 2.0}},
		{"minItems", openapi3.NewArraySchema().WithMinItems(3), []any{1.0}},
		{"uniqueItems", openapi3.NewArraySchema().WithUniqueItems(true), []any{1.0, 1.0}},
		{"items", openapi3.NewArraySchema().WithItems(openapi3.NewStringSchema()), []any{1.0}},
		{"minProps", openapi3.NewObjectSchema().WithMinProperties(2), map[string]any{"a": 1.0}},
		{"maxProps", openapi3.NewObjectSchema().WithMaxProperties(1), map[string]any{"a": 1.0, "b": 2.0}},
		{"oneOf", openapi3.NewOneOfSchema(openapi3.NewStringSchema(), openapi3.NewStringSchema()), "x"},
		{"anyOf", openapi3.NewAnyOfSchema(openapi3.NewIntegerSchema(), openapi3.NewBoolSchema()), "x"},
		{"allOf", openapi3.NewAllOfSchema(openapi3.NewStringSchema().WithMaxLength(1)), "xyz"},
		{"not", &openapi3.Schema{Not: openapi3.NewStringSchema().NewRef()}, "x"},
		{"nullable", openapi3.NewStringSchema(), nil},
		{"multipleOf", &openapi3.Schema{Type: &openapi3.Types{"number"}, MultipleOf: openapi3.Float64Ptr(3)}, 4.0},
		{"exclusiveMin", openapi3.NewFloat64Schema().WithExclusiveMin(true).WithMin(1), 1.0},
		{"format int32", openapi3.NewInt32Schema(), 1e12},
	}
	for _, c := range schemaCases {
		cc := c
		add("kinopenapi", "VisitJSON "+cc.name, func() error { return cc.s.VisitJSON(cc.value) })
	}
	docs := []string{"{", "openapi: 3.0.0", `{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"$ref": "#/components/responses/nope"}}}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"responses": {}}}}}`,
		`{"openapi": "3.0.0", "info": {"version": "1"}, "paths": {}}`, `{"openapi": "3.0.0", "info": {"title": "x"}, "paths": {}}`,
		`{"openapi": "", "info": {"title": "x", "version": "1"}, "paths": {}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {"a": {}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {"/a/{id}": {"get": {"responses": {"200": {"description": "x"}}}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"a": {"type": "nope"}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"a b": {"type": "string"}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"get": {"parameters": [{"name": "x", "in": "nope"}], "responses": {"200": {"description": "x"}}}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"a": {"type": "string", "pattern": "("}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"a": {"type": "string", "default": 1}}}}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "servers": [{"url": "{x}"}]}`,
		`{"openapi": "3.0.0", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"a": {"$ref": "nope.json#/x"}}}}`}
	each("kinopenapi", "LoadFromData and Validate", docs, func(d string) error {
		doc, err := loader.LoadFromData([]byte(d))
		if err != nil {
			return err
		}
		return doc.Validate(context.Background())
	})
	add("kinopenapi", "LoadFromFile missing", func() error { _, err := loader.LoadFromFile("/nonexistent/api.yaml"); return err })

	wsCases := []struct {
		name string
		f    func(r *http.Request)
	}{
		{"method", func(r *http.Request) { r.Method = "POST" }},
		{"connection", func(r *http.Request) { r.Header.Del("Connection") }},
		{"upgrade", func(r *http.Request) { r.Header.Del("Upgrade") }},
		{"version", func(r *http.Request) { r.Header.Set("Sec-WebSocket-Version", "8") }},
		{"key", func(r *http.Request) { r.Header.Del("Sec-WebSocket-Key") }},
		{"key bad", func(r *http.Request) { r.Header.Set("Sec-WebSocket-Key", "x") }},
		{"origin", func(r *http.Request) { r.Header.Set("Origin", "http://evil.example") }},
		{"extensions header", func(r *http.Request) { r.Header.Set("Sec-WebSocket-Extensions", "x") }},
	}
	for _, c := range wsCases {
		cc := c
		add("websocket", "Upgrade "+cc.name, func() error {
			r := wsRequest()
			cc.f(r)
			var u websocket.Upgrader
			_, err := u.Upgrade(httptest.NewRecorder(), r, nil)
			return err
		})
	}
	add("websocket", "Upgrade no hijacker", func() error {
		var u websocket.Upgrader
		_, err := u.Upgrade(httptest.NewRecorder(), wsRequest(), nil)
		return err
	})
	add("websocket", "Upgrade response header", func() error {
		var u websocket.Upgrader
		_, err := u.Upgrade(&hijackRecorder{httptest.NewRecorder(), ""}, wsRequest(), http.Header{"Sec-Websocket-Extensions": {"x"}})
		return err
	})
	frames := []struct{ name, b string }{{"unmasked", "\x81\x01x"}, {"reserved bits", "\xf1\x81abcdx"}, {"bad opcode", "\x83\x81abcdx"},
		{"control fragmented", "\x09\x81abcdx"}, {"control long", "\x89\xfeabcd\x00\x80"}, {"continuation", "\x80\x81abcdx"},
		{"close bad code", "\x88\x82abcd" + string([]byte{0x03 ^ 'a', 0xe7 ^ 'b'})}, {"close short", "\x88\x81abcdx"},
		{"text bad utf8", "\x81\x81abcd" + string([]byte{0xff ^ 'a'})}, {"eof", "\x81"}, {"too big", "\x82\xffabcd\x00\x00\x00\x00\x00\x10\x00\x00"},
		{"close", "\x88\x82abcd" + string([]byte{0x03 ^ 'a', 0xe8 ^ 'b'})}, {"fragment then text", "\x01\x81abcdx\x81\x81abcdx"}}
	for _, c := range frames {
		cc := c
		add("websocket", "ReadMessage "+cc.name, func() error {
			u := websocket.Upgrader{}
			conn, err := u.Upgrade(&hijackRecorder{httptest.NewRecorder(), cc.b}, wsRequest(), nil)
			if err != nil {
				return err
			}
			conn.SetReadLimit(1 << 16)
			_, _, err = conn.ReadMessage()
			return err
		})
	}
	for _, resp := range []string{"HTTP/1.1 200 OK\r\n\r\n", "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
		"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: x\r\n\r\n", "x\r\n\r\n", ""} {
		rs := resp
		add("websocket", "Dial "+rs, func() error {
			d := websocket.Dialer{NetDialContext: func(context.Context, string, string) (net.Conn, error) { return replay(rs), nil }}
			_, _, err := d.Dial("ws://x/", nil)
			return err
		})
	}
	each("websocket", "Dial URL", []string{"ftp://x/", "ws://", "%"}, func(s string) error { _, _, err := websocket.DefaultDialer.Dial(s, nil); return err })

	gqlSchemas := []string{"type Query { x: Int", "schema { query: Nope }", "type Query { hello: Nope }", "type Query { nope: Int! }",
		"type Query { hello(name: String!): Int! num: Int! }", "type Query { hello: String! num: Int! }", "scalar X\ntype Query { x: X }",
		"type Query { num: Int! } type Query { num: Int! }", "type Query { num: Int! } extend type Nope { x: Int }", "type Query { num: Int! @nope }",
		"type Query { num: Int! } interface I { x: Int } type T implements I { y: Int }", "union U = Query | Nope type Query { num: Int! }",
		"enum E { }\ntype Query { num: Int! }", "input I { x: Nope } type Query { num: Int! }"}
	each("graphqlgo", "ParseSchema", gqlSchemas, func(s string) error { _, err := graphql.ParseSchema(s, &gqlResolver{}); return err })
	gqlSchema1 := graphql.MustParseSchema(gqlSchema, &gqlResolver{})
	gqlQueries := []string{"{ nope }", "{ hello }", "{ hello(name: 1) }", "{ hello(name: \"x\", x: 1) }", "{ num { x } }", "{ hello(name: \"x\") ",
		"query Q($n: String) { hello(name: $n) }", "query Q { hello(name: $n) }", "query Q($n: Int!) { num }", "{ num } { num }", "query A { num } query A { num }",
		"fragment F on Nope { x } { num }", "fragment F on Query { num } { num }", "{ ...F }", "{ num @nope }", "{ num @skip }", "mutation { x }",
		"subscription { x }", "{ a: num a: hello(name: \"x\") }", "{ __type(name: 1) { name } }", "{ num(x: 1) }", "query ($n: Nope) { num }"}
	each("graphqlgo", "Exec", gqlQueries, func(q string) error {
		r := gqlSchema1.Exec(context.Background(), q, "", nil)
		if len(r.Errors) > 0 {
			return r.Errors[0]
		}
		return nil
	})
	add("graphqlgo", "Exec variable type", func() error {
		r := gqlSchema1.Exec(context.Background(), "query Q($n: String!) { hello(name: $n) }", "", map[string]any{"n": 1})
		if len(r.Errors) > 0 {
			return r.Errors[0]
		}
		return nil
	})
	add("graphqlgo", "Exec operation name", func() error {
		r := gqlSchema1.Exec(context.Background(), "query A { num } query B { num }", "C", nil)
		if len(r.Errors) > 0 {
			return r.Errors[0]
		}
		return nil
	})

	type cborT struct {
		A int    `cbor:"a"`
		S string `cbor:"s"`
		L []int  `cbor:"l"`
	}
	cbors := []struct{ name, b string }{{"empty", ""}, {"truncated", "\x82\x01"}, {"string into int", "\xa1\x61a\x61x"}, {"int into string", "\xa1\x61s\x01"},
		{"reserved", "\x1c"}, {"indefinite int", "\x1f"}, {"bad utf8", "\xa1\x61s\x61\xff"}, {"extraneous", "\xa0\x00"}, {"break", "\xff"},
		{"nested", strings.Repeat("\x81", 40) + "\x00"}, {"map key", "\xa1\x80\x01"}, {"tag", "\xc1\x61x"}, {"array into int", "\xa1\x61a\x80"},
		{"overflow", "\xa1\x61a\x1b\xff\xff\xff\xff\xff\xff\xff\xff"}, {"float into int", "\xa1\x61a\xf9\x3c\x00"}, {"indefinite text", "\x7f\x41x\xff"},
		{"simple", "\xf8\x01"}, {"bad length", "\x5b\xff\xff\xff\xff\xff\xff\xff\xff"}, {"negative into uint", "\xa1\x61l\x81\x20"}}
	for _, c := range cbors {
		cc := c
		add("cbor", "Unmarshal "+cc.name, func() error { var v cborT; return cbor.Unmarshal([]byte(cc.b), &v) })
	}
	add("cbor", "Unmarshal non-pointer", func() error { var v cborT; return cbor.Unmarshal([]byte{0xa0}, v) })
	add("cbor", "Unmarshal dup key", func() error {
		dm, err := cbor.DecOptions{DupMapKey: cbor.DupMapKeyEnforcedAPF}.DecMode()
		if err != nil {
			return err
		}
		var v map[string]int
		return dm.Unmarshal([]byte("\xa2\x61a\x01\x61a\x02"), &v)
	})
	add("cbor", "Unmarshal unknown field", func() error {
		dm, err := cbor.DecOptions{ExtraReturnErrors: cbor.ExtraDecErrorUnknownField}.DecMode()
		if err != nil {
			return err
		}
		var v cborT
		return dm.Unmarshal([]byte("\xa1\x61z\x01"), &v)
	})
	add("cbor", "Unmarshal time", func() error { var v time.Time; return cbor.Unmarshal([]byte("\xc0\x01"), &v) })
	add("cbor", "Unmarshal time string", func() error { var v time.Time; return cbor.Unmarshal([]byte("\xc0\x61x"), &v) })
	add("cbor", "Marshal chan", func() error { _, err := cbor.Marshal(make(chan int)); return err })
	add("cbor", "Marshal func", func() error { _, err := cbor.Marshal(struct{ F func() }{func() {}}); return err })
	add("cbor", "DecMode nested", func() error { _, err := cbor.DecOptions{MaxNestedLevels: 1}.DecMode(); return err })
	add("cbor", "DecMode array", func() error { _, err := cbor.DecOptions{MaxArrayElements: 1}.DecMode(); return err })
	add("cbor", "EncMode sort", func() error { _, err := cbor.EncOptions{Sort: 99}.EncMode(); return err })
	add("cbor", "Wellformed", func() error { return cbor.Wellformed([]byte("\x82\x01")) })
	add("cbor", "Valid tag", func() error { return cbor.Wellformed([]byte("\xd8")) })
	add("cbor", "RawTag", func() error { var t cbor.RawTag; return t.UnmarshalCBOR([]byte{0x01}) })
	add("cbor", "Decoder", func() error { var v int; return cbor.NewDecoder(strings.NewReader("\x61x")).Decode(&v) })

	type jiT struct {
		A int               `json:"a"`
		S string            `json:"s"`
		L []int             `json:"l"`
		M map[string]int    `json:"m"`
		F float64           `json:"f"`
		B bool              `json:"b"`
		P *struct{ X int8 } `json:"p"`
		U uint8             `json:"u"`
	}
	jis := []string{"{", `{"a": "x"}`, `{"s": 1}`, `{"l": 1}`, `{"l": [1, "x"]}`, `{"m": []}`, `{"m": {"a": "x"}}`, `{"f": "x"}`, `{"b": 1}`,
		`{"p": {"X": 300}}`, `{"u": -1}`, `{"u": 256}`, `{"a": 1.5}`, `[1]`, `{"a": 1,}`, `{"a" 1}`, `{"s": "\x"}`, `{"s": "\u12"}`, `{"a": 99999999999999999999}`,
		`nul`, `{"a": tru}`, `{"a": 1}x`, `{"s": "x`, `{"l": [1 2]}`, `{"b": "true"}`, `{"f": 1e999}`}
	each("jsoniter", "Unmarshal compatible", jis, func(s string) error {
		var v jiT
		return jsoniter.ConfigCompatibleWithStandardLibrary.Unmarshal([]byte(s), &v)
	})
	each("jsoniter", "Unmarshal fastest", []string{`{"a": "x"}`, `{"s": 1}`, `{"l": {}}`, `{"u": -1}`}, func(s string) error {
		var v jiT
		return jsoniter.ConfigFastest.Unmarshal([]byte(s), &v)
	})
	add("jsoniter", "Unmarshal non-pointer", func() error { var v jiT; return jsoniter.Unmarshal([]byte("{}"), v) })
	add("jsoniter", "Marshal chan", func() error { _, err := jsoniter.Marshal(make(chan int)); return err })
	add("jsoniter", "Marshal func field", func() error { _, err := jsoniter.Marshal(struct{ F func() }{func() {}}); return err })
	add("jsoniter", "Marshal NaN", func() error { _, err := jsoniter.Marshal(struct{ F float64 }{F: math.NaN()}); return err })
	add("jsoniter", "Get", func() error { return jsoniter.Get([]byte(`{"a": `), "a").LastError() })
	add("jsoniter", "Decoder", func() error { var v int; return jsoniter.NewDecoder(strings.NewReader(`"x"`)).Decode(&v) })
	add("jsoniter", "Iterator ReadInt", func() error {
		it := jsoniter.ParseString(jsoniter.ConfigDefault, "x")
		it.ReadInt()
		return it.Error
	})
	add("jsoniter", "Iterator ReadArray", func() error {
		it := jsoniter.ParseString(jsoniter.ConfigDefault, "{")
		it.ReadArray()
		return it.Error
	})
	add("jsoniter", "Iterator ReadObject", func() error {
		it := jsoniter.ParseString(jsoniter.ConfigDefault, "[")
		it.ReadObject()
		return it.Error
	})
	add("jsoniter", "Iterator Skip", func() error {
		it := jsoniter.ParseString(jsoniter.ConfigDefault, "}")
		it.Skip()
		return it.Error
	})

	avroSchemas := []string{"{", `"nope"`, `{"type": "record"}`, `{"type": "record", "name": "r"}`, `{"type": "record", "name": "r", "fields": [{"name": "a"}]}`,
		`{"type": "enum", "name": "e"}`, `{"type": "enum", "name": "e", "symbols": ["a", "a"]}`, `{"type": "fixed", "name": "f"}`, `{"type": "array"}`,
		`{"type": "map"}`, `["int", "int"]`, `{"type": "record", "name": "1r", "fields": []}`,
		`{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int", "default": "x"}]}`, `{"type": "int", "logicalType": "decimal"}`,
		`{"type": "bytes", "logicalType": "decimal", "precision": 0}`, `{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int"}, {"name": "a", "type": "int"}]}`,
		`{"type": "fixed", "name": "f", "size": -1}`, `1`}
	each("hambaavro", "Parse", avroSchemas, func(s string) error { _, err := avro.Parse(s); return err })
	recSchema := avro.MustParse(avroRecSchema)
	for _, c := range []struct {
		name string
		b    []byte
	}{{"empty", nil}, {"short string", []byte{0x02, 0x10, 'x'}}, {"negative length", []byte{0x02, 0x01}}, {"long varint", bytes.Repeat([]byte{0xff}, 11)},
		{"huge string", []byte{0x02, 0xfe, 0xff, 0xff, 0xff, 0x0f}}} {
		cc := c
		add("hambaavro", "Unmarshal "+cc.name, func() error { var v avroRec; return avro.Unmarshal(recSchema, cc.b, &v) })
	}
	add("hambaavro", "Unmarshal wrong type", func() error { var v struct{ A string }; return avro.Unmarshal(recSchema, []byte{0x02, 0x00}, &v) })
	add("hambaavro", "Unmarshal int into string", func() error { var v string; return avro.Unmarshal(avro.MustParse(`"int"`), []byte{0x02}, &v) })
	add("hambaavro", "Unmarshal enum", func() error {
		var v string
		return avro.Unmarshal(avro.MustParse(`{"type": "enum", "name": "e", "symbols": ["a"]}`), []byte{0x08}, &v)
	})
	add("hambaavro", "Unmarshal union", func() error {
		var v any
		return avro.Unmarshal(avro.MustParse(`["null", "int"]`), []byte{0x08}, &v)
	})
	add("hambaavro", "Marshal string as int", func() error { _, err := avro.Marshal(avro.MustParse(`"int"`), "x"); return err })
	add("hambaavro", "Marshal record map", func() error { _, err := avro.Marshal(recSchema, map[string]any{"a": "x"}); return err })
	add("hambaavro", "Marshal record missing", func() error { _, err := avro.Marshal(recSchema, struct{ A int }{}); return err })
	add("hambaavro", "Marshal enum", func() error {
		_, err := avro.Marshal(avro.MustParse(`{"type": "enum", "name": "e", "symbols": ["a"]}`), "b")
		return err
	})
	add("hambaavro", "Marshal fixed", func() error {
		_, err := avro.Marshal(avro.MustParse(`{"type": "fixed", "name": "f", "size": 2}`), [3]byte{})
		return err
	})
	add("hambaavro", "Marshal union", func() error { _, err := avro.Marshal(avro.MustParse(`["null", "int"]`), "x"); return err })
	add("hambaavro", "Decoder", func() error {
		var v avroRec
		return avro.NewDecoderForSchema(recSchema, bytes.NewReader([]byte{0x02})).Decode(&v)
	})

	// Test half (the split hides what errdex answers on these).
	type envCfg struct {
		N   int                  `env:"N"`
		Req string               `env:"REQ,required"`
		D   time.Duration        `env:"D"`
		B   bool                 `env:"B"`
		F   float32              `env:"F"`
		U   uint8                `env:"U"`
		L   []int                `env:"L"`
		M   map[string]int       `env:"M"`
		NE  string               `env:"NE,notEmpty"`
		Fi  string               `env:"FI,file"`
		Loc *time.Location       `env:"LOC"`
		URL struct{ X chan int } `env:"URLX"`
	}
	envCases := []map[string]string{{"REQ": "x", "N": "x"}, {}, {"REQ": "x", "D": "x"}, {"REQ": "x", "B": "x"}, {"REQ": "x", "F": "x"},
		{"REQ": "x", "U": "300"}, {"REQ": "x", "L": "1,x"}, {"REQ": "x", "M": "a"}, {"REQ": "x", "M": "a:x"}, {"REQ": "x", "NE": ""},
		{"REQ": "x", "FI": "/nonexistent"}, {"REQ": "x", "LOC": "Nope/Zone"}, {"REQ": "x", "URLX": "x"}, {"REQ": "", "N": "x", "D": "y"}}
	for _, e := range envCases {
		ee := e
		add("caarlosenv", "Parse "+mapLabel(ee), func() error {
			var c envCfg
			return env.ParseWithOptions(&c, env.Options{Environment: ee})
		})
	}
	add("caarlosenv", "Parse non-pointer", func() error { var c envCfg; return env.Parse(c) })
	add("caarlosenv", "Parse nil", func() error { return env.Parse(nil) })
	add("caarlosenv", "Parse required if no def", func() error {
		var c struct {
			A string `env:"A"`
		}
		return env.ParseWithOptions(&c, env.Options{RequiredIfNoDef: true, Environment: map[string]string{}})
	})
	add("caarlosenv", "Parse unset", func() error {
		var c struct {
			A int `env:"A,unset"`
		}
		return env.ParseWithOptions(&c, env.Options{Environment: map[string]string{"A": "x"}})
	})
	add("caarlosenv", "Parse expand", func() error {
		var c struct {
			A int `env:"A,expand"`
		}
		return env.ParseWithOptions(&c, env.Options{Environment: map[string]string{"A": "${B}x", "B": "1"}})
	})
	add("caarlosenv", "GetFieldParams", func() error { _, err := env.GetFieldParams(1); return err })
	add("caarlosenv", "ParseAs", func() error {
		_, err := env.ParseAsWithOptions[struct {
			A int `env:"A"`
		}](env.Options{Environment: map[string]string{"A": "1.5"}})
		return err
	})

	newCobra := func() *cobra.Command {
		root := &cobra.Command{Use: "app", SilenceErrors: true, SilenceUsage: true, RunE: func(*cobra.Command, []string) error { return nil }}
		root.SetOut(io.Discard)
		root.SetErr(io.Discard)
		root.Flags().Int("n", 0, "")
		root.Flags().String("a", "", "")
		root.Flags().String("b", "", "")
		root.MarkFlagsMutuallyExclusive("a", "b")
		root.Flags().String("c", "", "")
		root.Flags().String("d", "", "")
		root.MarkFlagsRequiredTogether("c", "d")
		root.Flags().String("e", "", "")
		root.Flags().String("f", "", "")
		root.MarkFlagsOneRequired("e", "f")
		exact := &cobra.Command{Use: "exact", Args: cobra.ExactArgs(2), RunE: func(*cobra.Command, []string) error { return nil }}
		min := &cobra.Command{Use: "min", Args: cobra.MinimumNArgs(2), RunE: func(*cobra.Command, []string) error { return nil }}
		max := &cobra.Command{Use: "max", Args: cobra.MaximumNArgs(1), RunE: func(*cobra.Command, []string) error { return nil }}
		rng := &cobra.Command{Use: "range", Args: cobra.RangeArgs(2, 3), RunE: func(*cobra.Command, []string) error { return nil }}
		none := &cobra.Command{Use: "none", Args: cobra.NoArgs, RunE: func(*cobra.Command, []string) error { return nil }}
		valid := &cobra.Command{Use: "valid", Args: cobra.OnlyValidArgs, ValidArgs: []string{"a"}, RunE: func(*cobra.Command, []string) error { return nil }}
		req := &cobra.Command{Use: "req", RunE: func(*cobra.Command, []string) error { return nil }}
		req.Flags().String("r", "", "")
		req.MarkFlagRequired("r")
		parent := &cobra.Command{Use: "parent"}
		parent.AddCommand(&cobra.Command{Use: "child", RunE: func(*cobra.Command, []string) error { return nil }})
		root.AddCommand(exact, min, max, rng, none, valid, req, parent)
		return root
	}
	for _, args := range [][]string{{"nope"}, {"--e", "x", "nope"}, {"--e", "x", "exact", "a"}, {"--e", "x", "min"}, {"--e", "x", "max", "a", "b"},
		{"--e", "x", "range", "a"}, {"--e", "x", "none", "a"}, {"--e", "x", "valid", "b"}, {"--e", "x", "req"}, {"--e", "x", "--a", "1", "--b", "2"},
		{"--e", "x", "--c", "1"}, {}, {"--e", "x", "parent", "nope"}, {"exact", "a"}, {"--e", "x", "--n", "x"}, {"--e", "x", "--z"}, {"--e", "x", "help", "nope"},
		{"--e", "x", "completion", "nope"}, {"--e", "x", "__complete"}} {
		a := args
		add("cobra", "Execute "+strings.Join(a, " "), func() error {
			c := newCobra()
			c.SetArgs(a)
			return c.Execute()
		})
	}
	add("cobra", "MarkFlagRequired missing", func() error { return (&cobra.Command{Use: "x"}).MarkFlagRequired("nope") })
	add("cobra", "MarkFlagFilename missing", func() error { return (&cobra.Command{Use: "x"}).MarkFlagFilename("nope") })
	add("cobra", "RegisterFlagCompletionFunc", func() error {
		return (&cobra.Command{Use: "x"}).RegisterFlagCompletionFunc("nope", nil)
	})
	add("cobra", "Execute RunE error", func() error {
		c := &cobra.Command{Use: "x", SilenceErrors: true, SilenceUsage: true, Args: cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs), ValidArgs: []string{"a"},
			RunE: func(*cobra.Command, []string) error { return nil }}
		c.SetOut(io.Discard)
		c.SetArgs([]string{"b"})
		return c.Execute()
	})

	type hclT struct {
		A int      `hcl:"a"`
		S string   `hcl:"s,optional"`
		L []string `hcl:"l,optional"`
		B []struct {
			N string `hcl:"n,label"`
			X int    `hcl:"x"`
		} `hcl:"b,block"`
	}
	hcls := []string{"a = ", "a = 1\na = 2", "a = \"x\"", "s = 1", "z = 1", "a = 1\nl = 1", "a = 1\nb {\n}", "a = 1\nb \"n\" {\n}", "a = 1\nb \"n\" {\n x = \"y\"\n}",
		"a = 1 +", "a = [1", "a = {", "a = \"${\"", "a = 1\n\"x\" = 1", "a = nope", "a = upper(1)", "a = 1 / 0", "a = [1][5]", "a = {}.x", "a = 1 ? 2 : 3",
		"a = \"x\" + 1", "a = !1", "a = -\"x\"", "a = [for x in 1: x]", "a = 1\nb \"n\" \"m\" {\n x = 1\n}", "a = 1\n\xff = 1", "a = 1.5", "a = 99999999999999999999999"}
	for _, src := range hcls {
		s := src
		add("hclv2", "ParseHCL and DecodeBody "+s, func() error {
			f, diags := hclparse.NewParser().ParseHCL([]byte(s), "x.hcl")
			if diags.HasErrors() {
				return diags
			}
			var v hclT
			if diags := gohcl.DecodeBody(f.Body, &hcl.EvalContext{}, &v); diags.HasErrors() {
				return diags
			}
			return nil
		})
	}
	each("hclv2", "ParseJSON", []string{"{", `{"a": }`, `[1]`, `{"a": "${"}`, `{"a": 1, "a": 2}`, `{"a": tru}`, `"x"`},
		func(s string) error {
			f, diags := hclparse.NewParser().ParseJSON([]byte(s), "x.json")
			if diags.HasErrors() {
				return diags
			}
			var v hclT
			if diags := gohcl.DecodeBody(f.Body, nil, &v); diags.HasErrors() {
				return diags
			}
			return nil
		})
	each("hclv2", "ParseExpression Value", []string{"x.y", "1 +", "a[", "\"${x}\"", "x(1)", "[1, 2][\"a\"]", "{a = 1}[0]", "1 == \"x\" && 2", "x...", "1 < \"a\""},
		func(s string) error {
			e, diags := hclsyntax.ParseExpression([]byte(s), "e.hcl", hcl.InitialPos)
			if diags.HasErrors() {
				return diags
			}
			_, diags = e.Value(&hcl.EvalContext{Variables: map[string]cty.Value{"y": cty.NumberIntVal(1)}})
			if diags.HasErrors() {
				return diags
			}
			return nil
		})
	add("hclv2", "ParseHCLFile missing", func() error {
		_, diags := hclparse.NewParser().ParseHCLFile("/nonexistent/x.hcl")
		if diags.HasErrors() {
			return diags
		}
		return nil
	})
	add("hclv2", "ParseTraversalAbs", func() error {
		_, diags := hclsyntax.ParseTraversalAbs([]byte("a.1b["), "t", hcl.InitialPos)
		if diags.HasErrors() {
			return diags
		}
		return nil
	})

	type gjT struct {
		A int               `json:"a"`
		S string            `json:"s"`
		L []int             `json:"l"`
		M map[string]int    `json:"m"`
		P *struct{ X int8 } `json:"p"`
		U uint8             `json:"u"`
		B bool              `json:"b"`
		F float32           `json:"f"`
	}
	gjs := []string{"{", `{"a": "x"}`, `{"s": 1}`, `{"l": 1}`, `{"l": [1, "x"]}`, `{"m": []}`, `{"p": {"X": 300}}`, `{"u": -1}`, `{"a": 1.5}`, `[1]`, `{"a": 1,}`,
		`{"a" 1}`, `{"s": "\x"}`, `{"s": "\u12"}`, `nul`, `{"a": tru}`, `{"a": 1}x`, `{"s": "x`, `{"b": 1}`, `{"f": "x"}`, `{"l": [1 2]}`, `{"a": -}`, `{"m": {"a": "x"}}`}
	each("goccyjson", "Unmarshal", gjs, func(s string) error { var v gjT; return goccyjson.Unmarshal([]byte(s), &v) })
	add("goccyjson", "Unmarshal non-pointer", func() error { var v gjT; return goccyjson.Unmarshal([]byte("{}"), v) })
	add("goccyjson", "Unmarshal nil", func() error { return goccyjson.Unmarshal([]byte("{}"), nil) })
	add("goccyjson", "Marshal chan", func() error { _, err := goccyjson.Marshal(make(chan int)); return err })
	add("goccyjson", "Marshal NaN", func() error { _, err := goccyjson.Marshal(math.NaN()); return err })
	add("goccyjson", "Decoder", func() error { var v int; return goccyjson.NewDecoder(strings.NewReader(`"x"`)).Decode(&v) })
	add("goccyjson", "Decoder DisallowUnknownFields", func() error {
		d := goccyjson.NewDecoder(strings.NewReader(`{"z": 1}`))
		d.DisallowUnknownFields()
		var v gjT
		return d.Decode(&v)
	})
	add("goccyjson", "Valid", func() error { var v any; return goccyjson.UnmarshalNoEscape([]byte(`{"a":}`), &v) })

	e := echo.New()
	type echoT struct {
		N int       `json:"n" query:"n" form:"n" param:"id"`
		S string    `json:"s" query:"s" form:"s"`
		T time.Time `query:"t"`
		L []int     `query:"l"`
	}
	echoReq := func(method, target, ctype, body string) echo.Context {
		r := httptest.NewRequest(method, target, strings.NewReader(body))
		if ctype != "" {
			r.Header.Set("Content-Type", ctype)
		}
		return e.NewContext(r, httptest.NewRecorder())
	}
	for _, c := range []struct{ name, method, target, ctype, body string }{{"json syntax", "POST", "/", "application/json", "{"},
		{"json type", "POST", "/", "application/json", `{"n": "x"}`}, {"xml", "POST", "/", "application/xml", "<"}, {"media type", "POST", "/", "text/nope", "x"},
		{"query int", "GET", "/?n=x", "", ""}, {"form int", "POST", "/", "application/x-www-form-urlencoded", "n=x"}, {"query time", "GET", "/?t=x", "", ""},
		{"query list", "GET", "/?l=1&l=x", "", ""}, {"json array", "POST", "/", "application/json", "[1]"}, {"multipart", "POST", "/", "multipart/form-data", "x"}} {
		cc := c
		add("echo", "Bind "+cc.name, func() error { var v echoT; return echoReq(cc.method, cc.target, cc.ctype, cc.body).Bind(&v) })
	}
	add("echo", "QueryParamsBinder Int", func() error {
		var n int
		return echo.QueryParamsBinder(echoReq("GET", "/?n=x", "", "")).Int("n", &n).BindError()
	})
	add("echo", "QueryParamsBinder MustInt", func() error {
		var n int
		return echo.QueryParamsBinder(echoReq("GET", "/", "", "")).MustInt("n", &n).BindError()
	})
	add("echo", "QueryParamsBinder Time", func() error {
		var t time.Time
		return echo.QueryParamsBinder(echoReq("GET", "/?t=x", "", "")).Time("t", &t, time.RFC3339).BindError()
	})
	add("echo", "QueryParamsBinder Bools", func() error {
		var b []bool
		return echo.QueryParamsBinder(echoReq("GET", "/?b=1&b=x", "", "")).Bools("b", &b).BindErrors()[0]
	})
	add("echo", "QueryParamsBinder Duration", func() error {
		var d time.Duration
		return echo.QueryParamsBinder(echoReq("GET", "/?d=x", "", "")).Duration("d", &d).BindError()
	})
	add("echo", "QueryParamsBinder UnixTime", func() error {
		var t time.Time
		return echo.QueryParamsBinder(echoReq("GET", "/?t=x", "", "")).UnixTime("t", &t).BindError()
	})
	add("echo", "FormFile", func() error {
		_, err := echoReq("POST", "/", "multipart/form-data; boundary=b", "x").FormFile("f")
		return err
	})
	add("echo", "Validate", func() error { return echoReq("GET", "/", "", "").Validate(1) })
	add("echo", "NewHTTPError", func() error { return echo.NewHTTPError(http.StatusTeapot, "held out") })
	add("echo", "Render", func() error { return echoReq("GET", "/", "", "").Render(200, "x", nil) })
	add("echo", "Static missing", func() error { return echoReq("GET", "/", "", "").File("/nonexistent/x") })

	ctyCases := []struct {
		name string
		f    func() error
	}{
		{"Convert string to number", func() error { _, err := convert.Convert(cty.StringVal("x"), cty.Number); return err }},
		{"Convert number to bool", func() error { _, err := convert.Convert(cty.NumberIntVal(1), cty.Bool); return err }},
		{"Convert list to object", func() error {
			_, err := convert.Convert(cty.ListVal([]cty.Value{cty.NumberIntVal(1)}), cty.Object(map[string]cty.Type{"a": cty.Number}))
			return err
		}},
		{"Convert object missing attr", func() error {
			_, err := convert.Convert(cty.EmptyObjectVal, cty.Object(map[string]cty.Type{"a": cty.Number}))
			return err
		}},
		{"Convert tuple to list", func() error {
			_, err := convert.Convert(cty.TupleVal([]cty.Value{cty.NumberIntVal(1), cty.StringVal("x")}), cty.List(cty.Number))
			return err
		}},
		{"Convert null", func() error { _, err := convert.Convert(cty.NullVal(cty.String), cty.List(cty.String)); return err }},
		{"Convert map to number", func() error { _, err := convert.Convert(cty.MapValEmpty(cty.String), cty.Number); return err }},
		{"Convert string to bool", func() error { _, err := convert.Convert(cty.StringVal("x"), cty.Bool); return err }},
		{"gocty FromCtyValue int8", func() error { var v int8; return gocty.FromCtyValue(cty.NumberIntVal(300), &v) }},
		{"gocty FromCtyValue string", func() error { var v string; return gocty.FromCtyValue(cty.NumberIntVal(1), &v) }},
		{"gocty FromCtyValue struct", func() error {
			var v struct {
				A int `cty:"a"`
			}
			return gocty.FromCtyValue(cty.ObjectVal(map[string]cty.Value{"b": cty.NumberIntVal(1)}), &v)
		}},
		{"gocty FromCtyValue fraction", func() error { var v int; return gocty.FromCtyValue(cty.NumberFloatVal(1.5), &v) }},
		{"gocty FromCtyValue unknown", func() error { var v int; return gocty.FromCtyValue(cty.UnknownVal(cty.Number), &v) }},
		{"gocty ToCtyValue", func() error { _, err := gocty.ToCtyValue("x", cty.Number); return err }},
		{"gocty ImpliedType", func() error { _, err := gocty.ImpliedType(make(chan int)); return err }},
		{"json Unmarshal", func() error { _, err := ctyjson.Unmarshal([]byte(`"x"`), cty.Number); return err }},
		{"json Unmarshal syntax", func() error { _, err := ctyjson.Unmarshal([]byte(`{`), cty.Map(cty.String)); return err }},
		{"json Unmarshal object", func() error {
			_, err := ctyjson.Unmarshal([]byte(`{"b": 1}`), cty.Object(map[string]cty.Type{"a": cty.Number}))
			return err
		}},
		{"json Unmarshal list", func() error { _, err := ctyjson.Unmarshal([]byte(`{}`), cty.List(cty.String)); return err }},
		{"json UnmarshalType", func() error { _, err := ctyjson.UnmarshalType([]byte(`"nope"`)); return err }},
		{"json Marshal unknown", func() error { _, err := ctyjson.Marshal(cty.UnknownVal(cty.String), cty.String); return err }},
		{"stdlib JSONDecode", func() error { _, err := stdlib.JSONDecode(cty.StringVal("{")); return err }},
		{"stdlib Format verb", func() error {
			_, err := stdlib.Format(cty.StringVal("%z"), cty.NumberIntVal(1))
			return err
		}},
		{"stdlib Format args", func() error {
			_, err := stdlib.Format(cty.StringVal("%d %d"), cty.NumberIntVal(1))
			return err
		}},
		{"stdlib Format type", func() error {
			_, err := stdlib.Format(cty.StringVal("%d"), cty.StringVal("x"))
			return err
		}},
		{"stdlib Regex", func() error { _, err := stdlib.Regex(cty.StringVal("("), cty.StringVal("x")); return err }},
		{"stdlib Regex no match", func() error { _, err := stdlib.Regex(cty.StringVal("a"), cty.StringVal("x")); return err }},
		{"stdlib Element", func() error {
			_, err := stdlib.Element(cty.ListValEmpty(cty.String), cty.NumberIntVal(0))
			return err
		}},
		{"stdlib Range", func() error {
			_, err := stdlib.Range(cty.NumberIntVal(1), cty.NumberIntVal(2), cty.NumberIntVal(0))
			return err
		}},
		{"stdlib ParseInt", func() error { _, err := stdlib.ParseInt(cty.StringVal("x"), cty.NumberIntVal(10)); return err }},
		{"stdlib ParseInt base", func() error { _, err := stdlib.ParseInt(cty.StringVal("1"), cty.NumberIntVal(99)); return err }},
		{"stdlib CSVDecode", func() error { _, err := stdlib.CSVDecode(cty.StringVal("a,b\n1")); return err }},
		{"stdlib FormatDate", func() error { _, err := stdlib.FormatDate(cty.StringVal("YYYY"), cty.StringVal("x")); return err }},
		{"stdlib Substr", func() error {
			_, err := stdlib.Substr(cty.StringVal("a"), cty.NumberFloatVal(1.5), cty.NumberIntVal(1))
			return err
		}},
		{"stdlib Chunklist", func() error {
			_, err := stdlib.Chunklist(cty.ListVal([]cty.Value{cty.StringVal("a")}), cty.NumberIntVal(-1))
			return err
		}},
		{"stdlib Divide", func() error { _, err := stdlib.Divide(cty.NumberIntVal(1), cty.NumberIntVal(0)); return err }},
		{"stdlib Lookup", func() error {
			_, err := stdlib.Lookup(cty.EmptyObjectVal, cty.StringVal("a"), cty.StringVal("d"))
			return err
		}},
		{"stdlib Merge", func() error { _, err := stdlib.Merge(cty.StringVal("x")); return err }},
		{"stdlib Flatten", func() error { _, err := stdlib.Flatten(cty.StringVal("x")); return err }},
		{"stdlib Keys", func() error { _, err := stdlib.Keys(cty.StringVal("x")); return err }},
		{"stdlib Int", func() error { _, err := stdlib.Int(cty.StringVal("x")); return err }},
		{"stdlib SetProduct", func() error { _, err := stdlib.SetProduct(cty.StringVal("x")); return err }},
		{"stdlib Zipmap", func() error {
			_, err := stdlib.Zipmap(cty.ListVal([]cty.Value{cty.StringVal("a")}), cty.ListValEmpty(cty.String))
			return err
		}},
		{"Function Call arity", func() error { _, err := stdlib.UpperFunc.Call(nil); return err }},
		{"Function Call type", func() error { _, err := stdlib.UpperFunc.Call([]cty.Value{cty.ListValEmpty(cty.String)}); return err }},
		{"Function Call null", func() error { _, err := stdlib.UpperFunc.Call([]cty.Value{cty.NullVal(cty.String)}); return err }},
	}
	for _, c := range ctyCases {
		add("cty", c.name, c.f)
	}

	smtpReplies := []struct{ name, peer string }{{"greeting", "554 go away\r\n"}, {"greeting garbage", "x\r\n"},
		{"hello", "220 ok\r\n500 nope\r\n500 nope\r\n"}, {"mail", "220 ok\r\n250 ok\r\n550 5.1.0 sender rejected\r\n"},
		{"rcpt", "220 ok\r\n250 ok\r\n250 ok\r\n550 5.1.1 no such user\r\n"}, {"data", "220 ok\r\n250 ok\r\n250 ok\r\n250 ok\r\n554 no\r\n"},
		{"data end", "220 ok\r\n250 ok\r\n250 ok\r\n250 ok\r\n354 go\r\n552 too big\r\n"}, {"eof", "220 ok\r\n"},
		{"multiline", "220 ok\r\n250-a\r\n251 b\r\n"}, {"bad code", "220 ok\r\n2x0 ok\r\n"}}
	for _, c := range smtpReplies {
		cc := c
		add("gosmtp", "SendMail "+cc.name, func() error {
			cl := smtp.NewClient(replay(cc.peer))
			defer cl.Close()
			if err := cl.Hello("x"); err != nil {
				return err
			}
			if err := cl.Mail("a@x", nil); err != nil {
				return err
			}
			if err := cl.Rcpt("b@x", nil); err != nil {
				return err
			}
			w, err := cl.Data()
			if err != nil {
				return err
			}
			w.Write([]byte("x"))
			return w.Close()
		})
	}
	add("gosmtp", "Auth unsupported", func() error {
		cl := smtp.NewClient(replay("220 ok\r\n250 ok\r\n"))
		return cl.Auth(nil)
	})
	add("gosmtp", "Verify", func() error {
		cl := smtp.NewClient(replay("220 ok\r\n250 ok\r\n550 no\r\n"))
		return cl.Verify("a@x")
	})
	add("gosmtp", "Mail bad address", func() error {
		cl := smtp.NewClient(replay("220 ok\r\n250 ok\r\n"))
		return cl.Mail("a\r\n@x", nil)
	})
	add("gosmtp", "Rcpt without Mail", func() error {
		cl := smtp.NewClient(replay("220 ok\r\n250 ok\r\n503 bad sequence\r\n"))
		return cl.Rcpt("a@x", nil)
	})

	fjs := []string{"", "{", `{"a" 1}`, `{"a": }`, "[1, ", "[1 2]", `"x`, `"\x"`, "tru", "nul", "1x", "-", "1e", `{"a": 1}x`, `{1: 2}`, "[", `"\u12"`, "0x1", "NaNx", ".1"}
	each("fastjson", "Parse", fjs, func(s string) error { _, err := fastjson.Parse(s); return err })
	each("fastjson", "Validate", []string{"{", `{"a": 1,}`, `"\q"`, "[1,]", "1.", "01"}, func(s string) error { return fastjson.Validate(s) })
	fv := fastjson.MustParse(`{"a": "x", "n": 1.5, "b": true, "l": [1], "o": {}, "big": 99999999999999999999}`)
	fastGets := []struct {
		name string
		f    func() error
	}{
		{"Int", func() error { _, err := fv.Get("a").Int(); return err }},
		{"Int fraction", func() error { _, err := fv.Get("n").Int(); return err }},
		{"Int64 big", func() error { _, err := fv.Get("big").Int64(); return err }},
		{"Uint", func() error { _, err := fv.Get("a").Uint(); return err }},
		{"Float64", func() error { _, err := fv.Get("a").Float64(); return err }},
		{"Bool", func() error { _, err := fv.Get("a").Bool(); return err }},
		{"StringBytes", func() error { _, err := fv.Get("n").StringBytes(); return err }},
		{"Array", func() error { _, err := fv.Get("a").Array(); return err }},
		{"Object", func() error { _, err := fv.Get("l").Object(); return err }},
		{"Uint64 negative", func() error { _, err := fastjson.MustParse("-1").Uint64(); return err }},
	}
	for _, g := range fastGets {
		add("fastjson", "Value "+g.name, g.f)
	}
	each("fastjson", "Scanner", []string{"1 x", "[1 {"}, func(s string) error {
		var sc fastjson.Scanner
		sc.Init(s)
		for sc.Next() {
		}
		return sc.Error()
	})
	return cs
}

// panicCases5 are the fifth batch's calls that panic.
func panicCases5() []panicCase {
	var cs []panicCase
	add := func(suite, label string, f func()) { cs = append(cs, panicCase{suite, label, f}) }
	add("jsonnet", "nil VM", func() { var vm *jsonnet.VM; vm.EvaluateAnonymousSnippet("x", "1") })
	add("pgx", "nil Frontend", func() { var f *pgproto3.Frontend; f.Receive() })
	add("kinopenapi", "nil Schema", func() { var s *openapi3.Schema; s.VisitJSON(1) })
	add("websocket", "nil Conn", func() { var c *websocket.Conn; c.ReadMessage() })
	add("graphqlgo", "MustParseSchema", func() { graphql.MustParseSchema("type Query {", nil) })
	add("cbor", "nil DecMode", func() { var d cbor.DecMode; d.Unmarshal(nil, nil) })
	add("jsoniter", "nil Iterator", func() { var it *jsoniter.Iterator; it.ReadInt() })
	add("hambaavro", "MustParse", func() { avro.MustParse("{") })
	add("caarlosenv", "Must", func() { env.Must(0, io.EOF) })
	add("cobra", "nil Command", func() { var c *cobra.Command; c.Execute() })
	add("hclv2", "nil Body", func() { var f *hcl.File; _ = f.Body })
	add("goccyjson", "nil Decoder", func() { var d *goccyjson.Decoder; d.Decode(nil) })
	add("echo", "nil Echo", func() { var e *echo.Echo; e.Start(":0") })
	add("cty", "GetAttr", func() { cty.NumberIntVal(1).GetAttr("x") })
	add("gosmtp", "nil Client", func() { var c *smtp.Client; c.Hello("x") })
	add("fastjson", "MustParse", func() { fastjson.MustParse("{") })
	return cs
}

// mapLabel is a case label for an environment: its pairs, sorted.
func mapLabel(m map[string]string) string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var b strings.Builder
	for _, k := range ks {
		b.WriteString(k + "=" + m[k] + " ")
	}
	return strings.TrimSpace(b.String())
}
