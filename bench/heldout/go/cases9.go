package main

import (
	"bytes"
	"io"
	"log"
	"strings"

	"filippo.io/age"
	"filippo.io/age/armor"
	"github.com/bazelbuild/buildtools/build"
	"github.com/cedar-policy/cedar-go"
	"github.com/github/go-spdx/v2/spdxexp"
	gpycompile "github.com/go-python/gpython/compile"
	gpyparser "github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
	"github.com/gopcua/opcua/ua"
	"github.com/oschwald/maxminddb-golang/v2"
	pdfapi "github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/simonvetter/modbus"
	"github.com/spiffe/go-spiffe/v2/bundle/jwtbundle"
	"github.com/spiffe/go-spiffe/v2/bundle/spiffebundle"
	"github.com/spiffe/go-spiffe/v2/spiffeid"
	"github.com/spiffe/go-spiffe/v2/svid/x509svid"
	"github.com/traefik/yaegi/interp"
	gonginx "github.com/tufanbarisyildirim/gonginx/parser"
	"github.com/twmb/avro"
	"go.einride.tech/aip/filtering"
	"go.einride.tech/aip/resourceid"
	"go.einride.tech/aip/resourcename"
)

// errorCases9 are the ninth batch's calls (split.txt's Go batch 9): each
// returns an error from a module, or panics. The modules were chosen
// because their errors are made through helpers that take the caller's
// text.
func errorCases9() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// tufanbarisyildirim/gonginx: nginx configurations that do not parse.
	each("gonginx", "Parse", []string{"server {", "}", "server { listen 80 }", "http { server { } ", "location { }",
		"upstream { server a; }", "server { location }", "include;", "a \"b", "server { if ( }", "events { } }",
		"server { listen 80; } }", "map $a { }", "server { return }", "{ }", "server { location / { proxy_pass } }",
		"http { upstream a { server } }", "a 'b", "server { set $a }", "limit_except { }"},
		func(s string) error { _, err := gonginx.NewStringParser(s).Parse(); return err })

	// twmb/avro: schemas that do not parse, data that does not decode.
	each("avro", "Parse", []string{`{`, `"nope"`, `{"type": "record"}`, `{"type": "record", "name": "a", "fields": 1}`,
		`{"type": "record", "name": "a", "fields": [{"name": "x"}]}`, `{"type": "enum", "name": "e", "symbols": []}`,
		`{"type": "enum", "name": "e", "symbols": ["a", "a"]}`, `{"type": "fixed", "name": "f"}`, `{"type": "fixed", "name": "f", "size": -1}`,
		`{"type": "array"}`, `{"type": "map"}`, `["null", "null"]`, `[]`, `{"type": "record", "name": "1a", "fields": []}`,
		`{"type": "record", "name": "a", "fields": [{"name": "x", "type": "int"}, {"name": "x", "type": "int"}]}`,
		`{"type": "int", "logicalType": "decimal"}`, `{"type": "bytes", "logicalType": "decimal", "precision": 0}`,
		`{"type": "record", "name": "a", "fields": [{"name": "x", "type": "int", "default": "s"}]}`, `1`, `{"type": 1}`,
		`{"type": "enum", "name": "e", "symbols": ["a"], "default": "b"}`, `[["int"]]`, `{"type": "record", "name": "a", "fields": [{"name": "x", "type": "a"}]}`},
		func(s string) error { _, err := avro.Parse(s); return err })
	avroRec := `{"type": "record", "name": "r", "fields": [{"name": "a", "type": "int"}, {"name": "b", "type": "string"}, {"name": "c", "type": {"type": "enum", "name": "e", "symbols": ["x", "y"]}}, {"name": "d", "type": ["null", "long"]}, {"name": "f", "type": {"type": "fixed", "name": "f4", "size": 4}}]}`
	if sch, err := avro.Parse(avroRec); err == nil {
		each("avro", "Decode", []string{"", "\x02", "\x02\x7f", "\x02\x02a\x10", "\x02\x02a\x02\x06", "\x02\x02a\x02\x02\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x01",
			"\xff\xff\xff\xff\xff\xff", "\x02\x01"},
			func(s string) error { var v map[string]any; _, err := sch.Decode([]byte(s), &v); return err })
		each("avro", "DecodeJSON", []string{`{`, `{"a": "x"}`, `{"a": 1, "b": 2}`, `{"a": 1, "b": "s", "c": "z"}`, `{"a": 1, "b": "s", "c": "x", "d": "q"}`,
			`{"a": 1, "b": "s", "c": "x", "d": null, "f": "ab"}`, `[]`, `{"a": 1.5}`},
			func(s string) error { var v map[string]any; return sch.DecodeJSON([]byte(s), &v) })
		each("avro", "Encode", []string{"a", "b", "c", "d", "f"}, func(s string) error {
			v := map[string]any{"a": int32(1), "b": "s", "c": "x", "d": nil, "f": [4]byte{}}
			v[s] = struct{ Q chan int }{}
			_, err := sch.Encode(v)
			return err
		})
		add("avro", "DecodeSingleObject", func() error { var v any; _, err := sch.DecodeSingleObject([]byte("\xc3\x01abc"), &v); return err })
	}

	// oschwald/maxminddb-golang: databases that do not open or verify.
	each("maxminddb", "OpenBytes", []string{"", "abc", "\xab\xcd\xefMaxMind.com", "\xab\xcd\xefMaxMind.com\xe0", "\xab\xcd\xefMaxMind.com\xe1\x42ab\x01",
		strings.Repeat("\x00", 200) + "\xab\xcd\xefMaxMind.com\xe2\x4bnode_count\xc1\x01\x4brecord_size\xa1\x18",
		"\xab\xcd\xefMaxMind.com\xe3\x4bnode_count\xc1\x01\x4brecord_size\xa1\x18\x4aip_version\xa1\x06",
		"\xab\xcd\xefMaxMind.com\xe9\x4bnode_count\xc1\x01\x4brecord_size\xa1\x1b\x4aip_version\xa1\x04\x4dbinary_format_major_version\xa1\x02\x4dbinary_format_minor_version\xa1\x00\x4bbuild_epoch\xa1\x00\x4ddatabase_type\x44test\x49languages\x00\x04\x4bdescription\xe0",
		"\xab\xcd\xefMaxMind.com\x5f"},
		func(s string) error {
			r, err := maxminddb.OpenBytes([]byte(s))
			if err != nil {
				return err
			}
			return r.Verify()
		})
	add("maxminddb", "Open missing", func() error { _, err := maxminddb.Open("/nonexistent/x.mmdb"); return err })

	// github/go-spdx: expressions that do not parse.
	each("spdx", "Satisfies", []string{"MIT AND", "(MIT", "MIT)", "NOPE", "MIT WITH", "MIT WITH NOPE", "AND MIT", "MIT OR OR Apache-2.0",
		"", "MIT+ +", "LicenseRef-", "DocumentRef-x", "MIT  Apache-2.0", "(", "MIT WITH Classpath-exception-2.0 WITH x", "@"},
		func(s string) error { _, err := spdxexp.Satisfies(s, []string{"MIT"}); return err })
	each("spdx", "Satisfies allowed", []string{"NOPE", "MIT AND", ""},
		func(s string) error { _, err := spdxexp.Satisfies("MIT", []string{s}); return err })
	each("spdx", "ExtractLicenses", []string{"MIT AND", "(", "NOPE OR", "MIT WITH"},
		func(s string) error { _, err := spdxexp.ExtractLicenses(s); return err })

	// pdfcpu: files that are not PDFs, or broken ones.
	pdfs := []string{"", "nope", "%PDF-1.4\n", "%PDF-1.4\n%%EOF", "%PDF-1.4\nstartxref\n0\n%%EOF", "%PDF-1.4\nstartxref\n99999\n%%EOF",
		"%PDF-1.4\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF",
		"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n52\n%%EOF",
		"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 1 >>\nendobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n110\n%%EOF",
		"%PDF-9.9\nstartxref\n0\n%%EOF", "%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\n%%EOF", "%PDF-1.4\nxref\nx\nstartxref\n9\n%%EOF"}
	each("pdfcpu", "Validate", pdfs, func(s string) error { return pdfapi.Validate(strings.NewReader(s), nil) })
	each("pdfcpu", "PageCount", pdfs[:6], func(s string) error { _, err := pdfapi.PageCount(strings.NewReader(s), nil); return err })

	// go-python/gpython: Python that does not parse or compile.
	pys := []string{"def", "x = ", "if x\n  pass", "  x = 1", "return 1", "break", "continue", "x = 1 +", "f(x for x in y, 1)",
		"def f(a, a): pass", "def f(a=1, b): pass", "1 = x", "del 1", "x += 1, 2", "lambda: (yield)", "class", "import", "from . import",
		"from x import *\ndef f(): from y import *", "nonlocal x", "def f():\n  global x\n  x = 1\n  nonlocal x", "f(**a, *b)",
		"f(a=1, a=2)", "'\\N{nope}'", "b'\\xff' 'a'", "0777", "1__0", "x = (", "[x for x in]", "yield = 1", "async def f(): await",
		"x: int = 1 = 2", "@\ndef f(): pass", "try:\n  pass", "with: pass", "assert", "raise 1 from", "print 1", "a[1:2:3:4]", "{**a, b}"}
	each("gpython", "ParseString", pys, func(s string) error { _, err := gpyparser.ParseString(s, py.ExecMode); return err })
	each("gpython", "Compile", pys, func(s string) error { _, err := gpycompile.Compile(s, "<x>", py.ExecMode, 0, true); return err })
	each("gpython", "Compile eval", []string{"x = 1", "def f(): pass", "", "1 +"},
		func(s string) error { _, err := gpycompile.Compile(s, "<x>", py.EvalMode, 0, true); return err })

	// spiffe/go-spiffe: IDs, bundles and SVIDs that do not parse.
	each("spiffe", "FromString", []string{"", "nope", "http://a/b", "spiffe://", "spiffe:///a", "spiffe://A/b", "spiffe://a/b/", "spiffe://a//b",
		"spiffe://a/./b", "spiffe://a/b?q", "spiffe://a/b#f", "spiffe://a:1/b", "spiffe://u@a/b", "spiffe://a/b%20", "spiffe://a/$"},
		func(s string) error { _, err := spiffeid.FromString(s); return err })
	each("spiffe", "TrustDomainFromString", []string{"", "A", "a/b", "spiffe://", "a b", "spiffe://a:1"},
		func(s string) error { _, err := spiffeid.TrustDomainFromString(s); return err })
	each("spiffe", "FromSegments", []string{"", "a/b", ".", "..", "A$"},
		func(s string) error {
			_, err := spiffeid.FromSegments(spiffeid.RequireTrustDomainFromString("a"), s)
			return err
		})
	bundles := []string{"", "{", "[]", `{"keys": 1}`, `{"keys": [{"kty": "EC"}]}`, `{"keys": [{"kty": "oct", "k": "AA", "use": "jwt-svid"}]}`,
		`{"keys": [{"kty": "EC", "crv": "P-256", "x": "AA", "y": "AA", "use": "x509-svid"}]}`, `{"spiffe_refresh_hint": "x"}`, `{"keys": [{"use": "nope"}]}`}
	each("spiffe", "jwtbundle.Parse", bundles, func(s string) error {
		_, err := jwtbundle.Parse(spiffeid.RequireTrustDomainFromString("a"), []byte(s))
		return err
	})
	each("spiffe", "spiffebundle.Parse", bundles, func(s string) error {
		_, err := spiffebundle.Parse(spiffeid.RequireTrustDomainFromString("a"), []byte(s))
		return err
	})
	each("spiffe", "x509svid.Parse", []string{"", "nope", "-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n"},
		func(s string) error { _, err := x509svid.Parse([]byte(s), []byte(s)); return err })
	add("spiffe", "x509svid.ParseRaw", func() error { _, err := x509svid.ParseRaw([]byte{0x30, 0x01}, nil); return err })

	// bazelbuild/buildtools: BUILD and .bzl files that do not parse.
	each("buildtools", "Parse", []string{"cc_library(", "x = ", "def f(:\n  pass", "load()", "load(\"a\", 1)", "if x\n  pass",
		"x = [1, 2", "'abc", "\"\"\"abc", "x = 1 +", "def f():\npass", "  x = 1", "for in y: pass", "x = {1: }", "x = lambda: ",
		"f(a=1, 2)", "x = 1; y =", "@", "x = 0x", "x = 1e", "load(\":a.bzl\", x = )", "return", "x = \"\\q\"", "f(*)"},
		func(s string) error { _, err := build.Parse("BUILD", []byte(s)); return err })
	each("buildtools", "ParseBzl", []string{"def f(a, a): pass", "def f(**a, b): pass", "x = 1 if", "def (): pass"},
		func(s string) error { _, err := build.ParseBzl("a.bzl", []byte(s)); return err })

	// traefik/yaegi: Go source that does not compile or run.
	gos := []string{"x :=", "func", "var x int = \"a\"", "x := y", "1 + \"a\"", "var x int; x()", "import \"nope\"",
		"func f() int { }", "type T struct{}; var t T; t.x", "var a []int; a.b", "for { break x }", "var x int; x.y = 1",
		"func f(a int) {}; f(\"a\")", "func f(a int) {}; f()", "var m map[int]int; m[\"a\"]", "var x = 1; var x = 2",
		"return 1", "goto x", "var c chan int; c <- \"a\"", "type T interface{ M() }; var t T = 1", "var x int; switch x { case \"a\": }",
		"var x int = nil", "go 1", "defer 1", "var x [2]int; x[5]", "s := []int{}; s[\"a\"]", "var p *int; p.x", "1 / 0",
		"var x int; x := 1", "func f() (int, int) { return 1 }", "var a, b = 1", "const c = 1; c = 2", "var x = 1 << 1.5",
		"var i interface{} = 1; i.(string)", "var s []int; s[0]", "var m map[string]int; m[\"a\"] = 1", "panic(\"x\")",
		"var x uint8 = 256", "type T struct{ A int }; T{B: 1}", "_ = []int{1: 1, 1: 2}", "label: label: for {}", "var x = len(1)"}
	each("yaegi", "Eval", gos, func(s string) error { _, err := interp.New(interp.Options{}).Eval(s); return err })

	// filippo.io/age: keys and files that do not parse or decrypt.
	each("age", "ParseX25519Identity", []string{"", "AGE-SECRET-KEY-1", "AGE-SECRET-KEY-1QQQQ", "age1abc", "AGE-SECRET-KEY-1" + strings.Repeat("Q", 58),
		"age-secret-key-1" + strings.Repeat("q", 58)},
		func(s string) error { _, err := age.ParseX25519Identity(s); return err })
	each("age", "ParseX25519Recipient", []string{"", "age1", "age1qqqq", "AGE-SECRET-KEY-1", "age1" + strings.Repeat("q", 58), "nope1" + strings.Repeat("q", 58)},
		func(s string) error { _, err := age.ParseX25519Recipient(s); return err })
	each("age", "ParseHybridRecipient", []string{"", "age1pq1", "age1pq1qqqq", "age1qqqq"},
		func(s string) error { _, err := age.ParseHybridRecipient(s); return err })
	each("age", "ParseHybridIdentity", []string{"", "AGE-SECRET-KEY-PQ-1", "AGE-SECRET-KEY-PQ-1QQQQ"},
		func(s string) error { _, err := age.ParseHybridIdentity(s); return err })
	each("age", "ParseIdentities", []string{"", "# only a comment\n", "nope\n", "AGE-SECRET-KEY-1QQ\n", strings.Repeat("x", 20<<10)},
		func(s string) error { _, err := age.ParseIdentities(strings.NewReader(s)); return err })
	each("age", "ParseRecipients", []string{"", "nope\n", "age1qq\n", "ssh-rsa AAAA\n"},
		func(s string) error { _, err := age.ParseRecipients(strings.NewReader(s)); return err })
	ageID, _ := age.GenerateX25519Identity()
	each("age", "Decrypt", []string{"", "nope", "age-encryption.org/v1\n", "age-encryption.org/v1\n-> X25519 a\n", "age-encryption.org/v1\n-> X25519\n--- AAAA\n",
		"age-encryption.org/v1\n-> X25519 AAAA\nAAAA\n--- AAAA\n", "age-encryption.org/v1\n-> scrypt AAAA 10\nAAAA\n--- AAAA\n", "age-encryption.org/v2\n",
		"age-encryption.org/v1\n-> \n--- x\n", "age-encryption.org/v1\n--- " + strings.Repeat("A", 43) + "\n"},
		func(s string) error {
			r, err := age.Decrypt(strings.NewReader(s), ageID)
			if err != nil {
				return err
			}
			_, err = io.ReadAll(r)
			return err
		})
	each("age", "armor", []string{"", "-----BEGIN AGE ENCRYPTED FILE-----\n", "-----BEGIN AGE ENCRYPTED FILE-----\n!!!\n-----END AGE ENCRYPTED FILE-----\n",
		"-----BEGIN AGE ENCRYPTED FILE-----\nAAAA\n", "-----BEGIN NOPE-----\n", "-----BEGIN AGE ENCRYPTED FILE-----\n" + strings.Repeat("A", 70) + "\n-----END AGE ENCRYPTED FILE-----\n"},
		func(s string) error { _, err := io.ReadAll(armor.NewReader(strings.NewReader(s))); return err })
	if r, err := age.NewScryptRecipient("pw"); err == nil {
		add("age", "Encrypt scrypt with another", func() error {
			var b bytes.Buffer
			_, err := age.Encrypt(&b, r, ageID.Recipient())
			return err
		})
	}
	add("age", "Encrypt none", func() error { var b bytes.Buffer; _, err := age.Encrypt(&b); return err })

	// cedar-policy/cedar-go: policies that do not parse.
	each("cedar", "NewPolicySetFromBytes", []string{"permit", "permit(", "permit(principal, action, resource)", "permit(principal, action, resource",
		"nope(principal, action, resource);", "permit(principal == , action, resource);", "permit(principal, action, resource) when { };",
		"permit(principal, action, resource) when { 1 + };", "permit(principal is, action, resource);", "permit(action, principal, resource);",
		"permit(principal, action in [1], resource);", "permit(principal, action, resource) unless { x };", "@id(\"a\") @id(\"a\") permit(principal, action, resource);",
		"permit(principal, action, resource) when { \"a };", "permit(principal, action, resource) when { 99999999999999999999 };",
		"permit(principal == User::, action, resource);", "permit(principal, action, resource) when { ip(1) };", "permit(principal, action, resource) when { a.b( };",
		"permit(principal, action, resource) when { [1, };", "permit(principal, action, resource) when { {a: } };", "permit(principal, action, resource) when { if 1 then 2 };",
		"permit(principal, action, resource) when { principal like 1 };", "permit(principal, action, resource) when { context has 1 };", "forbid(principal, action, resource, x);"},
		func(s string) error { _, err := cedar.NewPolicySetFromBytes("p.cedar", []byte(s)); return err })
	each("cedar", "UnmarshalJSON", []string{"{", "[]", `{"effect": "nope"}`, `{"effect": "permit", "principal": {"op": "nope"}}`, `{"effect": "permit", "principal": {"op": "All"}, "action": {"op": "All"}, "resource": {"op": "All"}, "conditions": [{"kind": "nope"}]}`,
		`{"effect": "permit", "principal": {"op": "=="}, "action": {"op": "All"}, "resource": {"op": "All"}}`,
		`{"effect": "permit", "principal": {"op": "All"}, "action": {"op": "All"}, "resource": {"op": "All"}, "conditions": [{"kind": "when", "body": {"nope": 1}}]}`},
		func(s string) error { var p cedar.Policy; return p.UnmarshalJSON([]byte(s)) })
	each("cedar", "Entities UnmarshalJSON", []string{"{", `[{"uid": 1}]`, `[{"uid": {"type": "A"}}]`, `[{"uid": {"type": "A", "id": "a"}, "attrs": {"x": {"__extn": {"fn": "nope", "arg": "1"}}}}]`,
		`[{"uid": {"type": "A", "id": "a"}, "parents": [1]}]`, `[{"uid": {"type": "A", "id": "a"}, "attrs": {"x": {"__entity": 1}}}]`},
		func(s string) error { var e cedar.EntityMap; return e.UnmarshalJSON([]byte(s)) })

	// simonvetter/modbus: client configurations that are refused (its
	// logger, stdout by default, silenced: stdout carries the cases).
	quiet := log.New(io.Discard, "", 0)
	for _, u := range []string{"", "nope://a", "tcp://", "rtu://", "udp://", "tcp+tls://a:1", "rtuovertcp://", "rtuoverudp://", "tcp://[::1"} {
		uu := u
		add("modbus", "NewClient "+uu, func() error {
			_, err := modbus.NewClient(&modbus.ClientConfiguration{URL: uu, Logger: quiet})
			return err
		})
	}
	add("modbus", "NewServer", func() error {
		_, err := modbus.NewServer(&modbus.ServerConfiguration{URL: "nope://a", Logger: quiet}, nil)
		return err
	})

	// einride/aip: filters, resource names and IDs that do not parse.
	decls, _ := filtering.NewDeclarations(filtering.DeclareStandardFunctions(), filtering.DeclareIdent("a", filtering.TypeInt),
		filtering.DeclareIdent("s", filtering.TypeString))
	each("aip", "ParseFilterString", []string{"a =", "(a = 1", "a = 1)", "a = \"x", "b = 1", "a = \"x\"", "s > 1", "a.b = 1", "nope(1)",
		"a = 1 AND", "NOT", "a = 1 OR OR a = 2", "a : 1", "a = 1.5.5", "-", "a = 99999999999999999999", "s = 'x' AND s", "a = 1 a", "a = x", "a = 2021-01-01T00:00:00Z",
		"@", "a < ", "s = \"\\q\"", "a.b.c(1)"},
		func(s string) error { _, err := filtering.ParseFilterString(s, decls); return err })
	each("aip", "resourcename.Validate", []string{"", "/a", "a/", "a//b", "a/-", "a/ b", "a/b/", "//x/a/%", "a/{b}", "a/*x"},
		resourcename.Validate)
	each("aip", "resourcename.ValidatePattern", []string{"", "a/{", "a/{b}/c/{b}", "a/b", "a/{B}", "{a}", "a//b", "a/{b}c"},
		resourcename.ValidatePattern)
	each("aip", "resourcename.Sscan", []string{"a/1", "b/1/c/2", "a/1/b", "a/1/b/2/c"},
		func(s string) error { var x, y string; return resourcename.Sscan(s, "a/{a}/b/{b}", &x, &y) })
	each("aip", "resourceid.ValidateUserSettable", []string{"", "A", "1a", "a-", "a_b", strings.Repeat("a", 64), "-a"},
		resourceid.ValidateUserSettable)

	// gopcua/opcua: node IDs that do not parse and bytes that do not decode.
	each("opcua", "ParseNodeID", []string{"", "x", "i=", "i=x", "ns=x;i=1", "ns=1;x=1", "s=", "g=nope", "b=!!!", "ns=99999999;i=1", "i=99999999999",
		"ns=1", "ns=1;", "nsu=a;i=1;x"},
		func(s string) error { _, err := ua.ParseNodeID(s); return err })
	each("opcua", "ParseExpandedNodeID", []string{"", "nsu=x;i=1", "svr=x;i=1", "ns=5;i=1", "x=1"},
		func(s string) error { _, err := ua.ParseExpandedNodeID(s, []string{"a"}); return err })
	each("opcua", "NodeID.Decode", []string{"", "\x00", "\x01\x00", "\x02\x00\x00", "\x03\x00\x00\x05\x00\x00\x00ab", "\x04\x00\x00", "\x05\x00\x00\x03\x00\x00\x00a", "\x3f"},
		func(s string) error { var n ua.NodeID; _, err := n.Decode([]byte(s)); return err })
	each("opcua", "DataValue.Decode", []string{"", "\x01", "\x01\x3f", "\x01\x06", "\x3f\x0c\xff\xff\xff\x7f", "\x01\x8c\x02\x00\x00\x00\x01"},
		func(s string) error { var d ua.DataValue; _, err := d.Decode([]byte(s)); return err })
	each("opcua", "Variant.Decode", []string{"", "\x3f", "\x0c\x05\x00\x00\x00ab", "\x8c\x02\x00\x00\x00\x01", "\xc6\x01\x00\x00\x00", "\x1a"},
		func(s string) error { var v ua.Variant; _, err := v.Decode([]byte(s)); return err })
	each("opcua", "Decode", []string{"", "\x01", "\x01\x00\x00\x00"},
		func(s string) error { var v ua.ReadRequest; _, err := ua.Decode([]byte(s), &v); return err })

	return cs
}
