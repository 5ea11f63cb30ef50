package main

import (
	"bufio"
	"context"
	"encoding/binary"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"time"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/cuecontext"
	templparser "github.com/a-h/templ/parser/v2"
	groovyparser "github.com/albertocavalcante/groovy-parser-go"
	groovy "github.com/albertocavalcante/groovy-parser-go/parser"
	groovysource "github.com/albertocavalcante/groovy-parser-go/source"
	"github.com/cilium/ebpf"
	"github.com/cilium/ebpf/asm"
	"github.com/cilium/ebpf/btf"
	"github.com/danielgtaylor/huma/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/gocql/gocql"
	"github.com/jackc/pglogrepl"
	"github.com/microsoft/go-mssqldb/msdsn"
	opaast "github.com/open-policy-agent/opa/v1/ast"
	"github.com/pb33f/libopenapi"
	"github.com/pb33f/libopenapi/datamodel"
	"github.com/redis/go-redis/v9"
	"github.com/syndtr/goleveldb/leveldb"
	leveldbopt "github.com/syndtr/goleveldb/leveldb/opt"
	"github.com/tetratelabs/wazero"
	"github.com/trinodb/trino-go-client/trino"
	"github.com/valyala/fasthttp"
	sigsumcrypto "sigsum.org/sigsum-go/pkg/crypto"
	sigsumkey "sigsum.org/sigsum-go/pkg/key"
	sigsumpolicy "sigsum.org/sigsum-go/pkg/policy"
	sigsumproof "sigsum.org/sigsum-go/pkg/proof"
	sigsumtypes "sigsum.org/sigsum-go/pkg/types"
)

// errorCases10 are the tenth batch's calls (split.txt's Go batch 10): each
// returns an error from a module, or panics. The modules were chosen by
// selector/ for call sites that hand literal text to a helper whose
// parameter becomes an error's text.
func errorCases10() []errCase {
	var cs []errCase
	add, each := caseAdders(&cs)

	// gocql: values that do not marshal into, or unmarshal from, CQL types.
	cqlTypes := []gocql.Type{gocql.TypeInt, gocql.TypeBigInt, gocql.TypeBoolean, gocql.TypeFloat, gocql.TypeDouble, gocql.TypeVarchar,
		gocql.TypeTimestamp, gocql.TypeUUID, gocql.TypeTinyInt, gocql.TypeSmallInt, gocql.TypeDecimal, gocql.TypeVarint, gocql.TypeInet,
		gocql.TypeDate, gocql.TypeDuration, gocql.TypeTime, gocql.TypeBlob, gocql.TypeCounter, gocql.TypeTimeUUID}
	for _, t := range cqlTypes {
		info := gocql.NewNativeType(4, t, "")
		for _, v := range []any{struct{}{}, "not a number", 1.5, []int{1}, map[string]int{}, int64(1) << 40, "300", true} {
			v := v
			add("gocql", "Marshal "+t.String(), func() error { _, err := gocql.Marshal(info, v); return err })
		}
		for _, data := range []string{"\x01", "\x01\x02\x03", "\x00\x00\x00\x00\x00\x00\x00\x00\x00", "abc"} {
			data := data
			add("gocql", "Unmarshal "+t.String()+" int", func() error { var x int8; return gocql.Unmarshal(info, []byte(data), &x) })
			add("gocql", "Unmarshal "+t.String()+" struct", func() error { var x struct{}; return gocql.Unmarshal(info, []byte(data), &x) })
		}
	}

	// valyala/fasthttp: requests and responses that do not parse, values
	// that do not convert.
	each("fasthttp", "Request.Read", []string{"", "GET\r\n\r\n", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost\r\n\r\n",
		"GET / HTTP/9.9\r\nHost: a\r\n\r\n", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n",
		"POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nab", "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
		"POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab", " / HTTP/1.1\r\n\r\n", "GET  HTTP/1.1\r\n\r\n",
		"GET / HTTP/1.1\r\nHost: a\r\nbad header\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"},
		func(s string) error { var r fasthttp.Request; return r.Read(bufio.NewReader(strings.NewReader(s))) })
	each("fasthttp", "Response.Read", []string{"", "HTTP/1.1\r\n\r\n", "HTTP/1.1 abc OK\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n",
		"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nq\r\n", "FOO 200 OK\r\n\r\n",
		"HTTP/1.1 2000 OK\r\n\r\n", "HTTP/1.1 200 OK\r\nbad\r\n\r\n"},
		func(s string) error { var r fasthttp.Response; return r.Read(bufio.NewReader(strings.NewReader(s))) })
	each("fasthttp", "ParseHTTPDate", []string{"", "nope", "Mon, 32 Jan 2006 15:04:05 GMT"},
		func(s string) error { _, err := fasthttp.ParseHTTPDate([]byte(s)); return err })
	each("fasthttp", "ParseUint", []string{"", "x", "-1", "99999999999999999999999"},
		func(s string) error { _, err := fasthttp.ParseUint([]byte(s)); return err })
	each("fasthttp", "ParseIPv4", []string{"", "1.2.3", "1.2.3.400", "a.b.c.d", "1.2.3.4.5"},
		func(s string) error { _, err := fasthttp.ParseIPv4(nil, []byte(s)); return err })
	each("fasthttp", "URI.Parse", []string{"http://[::1", "http://a b/", "%zz", "http://a:xx/"},
		func(s string) error { var u fasthttp.URI; return u.Parse(nil, []byte(s)) })

	// cilium/ebpf: ELF and BTF that do not load, instructions that do not
	// decode.
	elf, _ := os.ReadFile("/bin/true")
	bins := []string{"", "nope", "\x7fELF", "\x7fELF\x02\x01\x01" + strings.Repeat("\x00", 60), string(elf),
		"\x9f\xeb\x01\x00\x18\x00\x00\x00", "\x9f\xeb\x01\x00\x18\x00\x00\x00\x00\x00\x00\x00\x10\x00\x00\x00\x10\x00\x00\x00\x04\x00\x00\x00",
		"\x9f\xeb\x02\x00\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00",
		"\x9f\xeb\x01\x00\x18\x00\x00\x00\x00\x00\x00\x00\x0c\x00\x00\x00\x0c\x00\x00\x00\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x7f\x00\x00\x00\x00\x00"}
	each("ebpf", "LoadCollectionSpecFromReader", bins, func(s string) error { _, err := ebpf.LoadCollectionSpecFromReader(strings.NewReader(s)); return err })
	each("ebpf", "btf.LoadSpecFromReader", bins, func(s string) error { _, err := btf.LoadSpecFromReader(strings.NewReader(s)); return err })
	each("ebpf", "Instruction.Unmarshal", []string{"", "\x18\x01", "\x18\x01\x00\x00\x00\x00\x00\x00", "\xff\xff\x00\x00\x00\x00\x00\x00"},
		func(s string) error {
			var ins asm.Instruction
			return ins.Unmarshal(strings.NewReader(s), binary.LittleEndian, "linux")
		})
	add("ebpf", "LoadCollectionSpec missing", func() error { _, err := ebpf.LoadCollectionSpec("/nonexistent.o"); return err })

	// cue: configurations that do not compile, values that do not validate.
	cueSrcs := []string{"a: ", "a: 1\na: 2", "a: int & \"s\"", "a: b", "a: [1, 2][5]", "a: 1 / 0", "a: {b: int}\na: {c: 1}\n#A: close({b: int})\nx: #A & {c: 1}",
		"a: =~\"(\"", "a: \"x\" + 1", "import \"nope\"", "a: strings.ToUpper(1)", "a: >5 & 3", "a: [...int] & [\"s\"]", "a: *1 | *2", "a: 1 |",
		"a: len(1)", "a: {for x in 1 {}}", "a: \"\\q\"", "a: 0x", "a: b.c\nb: 1", "package 1", "a: <1 & >2", "a: int\na: float & 1.5",
		"a: [1][-1]", "#D: {a: int}\nb: #D & {a: \"s\"}", "a: 1 & 2", "a: {b: 1}.c", "a: [1, 2] + 1", "a: null & 1", "a: bool & 1",
		"let x = 1\nlet x = 2", "a: 1\n\"a\": 2", "@x(", "a: 'b' & \"b\"", "a: 1.0e", "a: 10 mod 0", "a: \"\\(1 + )\""}
	each("cue", "CompileString", cueSrcs, func(s string) error {
		v := cuecontext.New().CompileString(s)
		if err := v.Err(); err != nil {
			return err
		}
		return v.Validate()
	})
	each("cue", "Validate concrete", []string{"a: int", "a: string | int", "a: >1", "a: [...]", "#A: 1\nb: #A & int", "a: *1 | int\nb: string"},
		func(s string) error { return cuecontext.New().CompileString(s).Validate(cueConcrete()) })
	each("cue", "Decode", []string{"a: \"s\"", "a: 1.5", "a: [1]", "a: {b: 1}", "a: null"},
		func(s string) error { var x struct{ A int }; return cuecontext.New().CompileString(s).Decode(&x) })

	// redis/go-redis: URLs that do not parse; a replayed server's bad replies.
	each("goredis", "ParseURL", []string{"", "http://a", "redis://a:b:c", "redis://a/x", "redis://a/1/2", "redis://a?dial_timeout=x",
		"redis://a?nope=1", "redis://a?pool_size=x", "redis://a?protocol=x", "unix://", "redis://a?db=x", "rediss://a?max_retries=x", "redis://[::1"},
		func(s string) error { _, err := redis.ParseURL(s); return err })
	each("goredis", "ParseClusterURL", []string{"", "http://a", "redis://a?nope=1", "redis://a/1", "redis://a?max_redirects=x"},
		func(s string) error { _, err := redis.ParseClusterURL(s); return err })
	for _, reply := range []string{"", "?x\r\n", "-ERR wrong\r\n", ":abc\r\n", "$x\r\n", "$5\r\nab", "*x\r\n", "*2\r\n:1\r\n", "+OK\r\n", ":1\r\n", "$-1\r\n", "%x\r\n", ",abc\r\n", "(abc\r\n", "#x\r\n", "_x\r\n", "!x\r\n", "=3\r\nabc\r\n", "|x\r\n"} {
		reply := reply
		for name, f := range map[string]func(*redis.Client) error{
			"Get":              func(c *redis.Client) error { return c.Get(context.Background(), "k").Err() },
			"Incr":             func(c *redis.Client) error { return c.Incr(context.Background(), "k").Err() },
			"HGetAll":          func(c *redis.Client) error { return c.HGetAll(context.Background(), "k").Err() },
			"ZRangeWithScores": func(c *redis.Client) error { return c.ZRangeWithScores(context.Background(), "k", 0, 1).Err() },
			"Time":             func(c *redis.Client) error { return c.Time(context.Background()).Err() },
			"ClusterSlots":     func(c *redis.Client) error { return c.ClusterSlots(context.Background()).Err() },
			"XRange":           func(c *redis.Client) error { return c.XRange(context.Background(), "k", "-", "+").Err() },
			"Exists":           func(c *redis.Client) error { return c.Exists(context.Background(), "k").Err() },
			"Set":              func(c *redis.Client) error { return c.Set(context.Background(), "k", "v", 0).Err() },
			"ScanType":         func(c *redis.Client) error { var v int; return c.Get(context.Background(), "k").Scan(&v) },
		} {
			f := f
			add("goredis", "replay "+name, func() error {
				c := redis.NewClient(&redis.Options{Protocol: 2, DisableIdentity: true, MaxRetries: -1, PoolSize: 1,
					Dialer: func(context.Context, string, string) (net.Conn, error) {
						return &replayConn{r: strings.NewReader(reply)}, nil
					}})
				defer c.Close()
				return f(c)
			})
		}
	}

	// pb33f/libopenapi: OpenAPI documents that do not load or build.
	each("libopenapi", "BuildV3Model", []string{"", "nope", "{", "openapi: 3.1.0", "swagger: 2.0", "openapi: x\ninfo: 1",
		"openapi: 3.0.0\ninfo: {title: a, version: 1}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          $ref: '#/nope'",
		"openapi: 3.0.0\ninfo: {title: a, version: 1}\npaths:\n  /a:\n    get:\n      parameters: [{$ref: '#/components/parameters/x'}]",
		"openapi: 3.0.0\ninfo: {title: a, version: 1}\ncomponents:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}",
		"openapi: 3.0.0\ninfo: {title: a, version: 1}\ncomponents:\n  schemas:\n    A: {$ref: 'other.yaml#/A'}",
		"asyncapi: 2.0.0", "openapi: 3.0.0\npaths: 1", "[1, 2]", "openapi: 3.0.0\ninfo: {title: a, version: 1}\npaths:\n  /a: {$ref: '#/x'}"},
		func(s string) error { return libopenapiBuild(s, 3) })
	each("libopenapi", "BuildV2Model", []string{"swagger: '2.0'\npaths:\n  /a:\n    get:\n      parameters: [{$ref: '#/parameters/x'}]", "openapi: 3.0.0", "swagger: '2.0'\ndefinitions:\n  A: {$ref: '#/definitions/B'}"},
		func(s string) error { return libopenapiBuild(s, 2) })

	// sigsum-go: keys, hashes, tree heads, proofs and policies that do not
	// parse.
	each("sigsum", "PublicKeyFromHex", []string{"", "zz", "abcd", strings.Repeat("a", 66)}, func(s string) error { _, err := sigsumcrypto.PublicKeyFromHex(s); return err })
	each("sigsum", "HashFromHex", []string{"", "zz", "abcd"}, func(s string) error { _, err := sigsumcrypto.HashFromHex(s); return err })
	each("sigsum", "SignatureFromHex", []string{"x", "abcd"}, func(s string) error { _, err := sigsumcrypto.SignatureFromHex(s); return err })
	each("sigsum", "SignerFromHex", []string{"x", "abcd"}, func(s string) error { _, err := sigsumcrypto.SignerFromHex(s); return err })
	each("sigsum", "ParsePublicKey", []string{"", "ssh-ed25519", "ssh-rsa AAAA", "ssh-ed25519 !!!", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA== x"},
		func(s string) error { _, err := sigsumkey.ParsePublicKey(s); return err })
	each("sigsum", "ParsePrivateKey", []string{"", "nope", "-----BEGIN OPENSSH PRIVATE KEY-----\nAAAA\n-----END OPENSSH PRIVATE KEY-----\n"},
		func(s string) error { _, _, err := sigsumkey.ParsePrivateKey(s); return err })
	each("sigsum", "ParsePublicKeys", []string{"x y", "ssh-ed25519 AAAA"}, func(s string) error { _, err := sigsumkey.ParsePublicKeys(strings.NewReader(s)); return err })
	ths := []string{"", "size=1\n", "size=x\nroot_hash=00\n", "nope=1\n", "size=1\nroot_hash=zz\n", "size=1\nroot_hash=" + strings.Repeat("0", 64) + "\n",
		"size=1\nroot_hash=" + strings.Repeat("0", 64) + "\nsignature=00\n", "size=-1\n", "size=1\nsize=2\n", "size\n", "size=1\nroot_hash=" + strings.Repeat("0", 64) + "\nextra=1\n"}
	each("sigsum", "TreeHead.FromASCII", ths, func(s string) error { var th sigsumtypes.TreeHead; return th.FromASCII(strings.NewReader(s)) })
	each("sigsum", "SignedTreeHead.FromASCII", ths, func(s string) error { var th sigsumtypes.SignedTreeHead; return th.FromASCII(strings.NewReader(s)) })
	each("sigsum", "CosignedTreeHead.FromASCII", ths, func(s string) error { var th sigsumtypes.CosignedTreeHead; return th.FromASCII(strings.NewReader(s)) })
	each("sigsum", "InclusionProof.FromASCII", []string{"", "leaf_index=x\n", "leaf_index=1\nnode_hash=zz\n", "nope=1\n"},
		func(s string) error { var p sigsumtypes.InclusionProof; return p.FromASCII(strings.NewReader(s)) })
	each("sigsum", "ConsistencyProof.FromASCII", []string{"x=1\n", "node_hash=zz\n"}, func(s string) error { var p sigsumtypes.ConsistencyProof; return p.FromASCII(strings.NewReader(s)) })
	each("sigsum", "LeavesFromASCII", []string{"leaf=1\n", "leaf=" + strings.Repeat("0", 64) + " 00 00\n", "x=1\n"},
		func(s string) error { _, err := sigsumtypes.LeavesFromASCII(strings.NewReader(s), 10); return err })
	each("sigsum", "SigsumProof.FromASCII", []string{"", "version=9\n", "version=2\n", "version=2\nlog=zz\n", "version=2\nlog=" + strings.Repeat("0", 64) + "\nleaf=1\n",
		"version=1\n", "nope\n", "version=2\nlog=" + strings.Repeat("0", 64) + "\nleaf=" + strings.Repeat("0", 64) + " " + strings.Repeat("0", 128) + "\n\nsize=x\n"},
		func(s string) error { var p sigsumproof.SigsumProof; return p.FromASCII(strings.NewReader(s)) })
	each("sigsum", "ParseConfig", []string{"nope", "log", "log zz", "log " + strings.Repeat("0", 64) + " x y", "witness a", "witness a zz", "group g", "group g 1 a",
		"group g x a", "quorum", "quorum nope", "quorum none\nquorum none", "witness a " + strings.Repeat("0", 64) + "\nwitness a " + strings.Repeat("0", 64),
		"group g all", "group g 5 a b"},
		func(s string) error { _, err := sigsumpolicy.ParseConfig(strings.NewReader(s)); return err })
	each("sigsum", "ByName", []string{"nope", "../x"}, func(s string) error { _, err := sigsumpolicy.ByName(s); return err })

	// syndtr/goleveldb: batches that do not decode, databases that do not
	// open.
	each("goleveldb", "Batch.Load", []string{"", "\x01", strings.Repeat("\x00", 12), strings.Repeat("\x00", 8) + "\x01\x00\x00\x00",
		strings.Repeat("\x00", 8) + "\x01\x00\x00\x00\x05", strings.Repeat("\x00", 8) + "\x01\x00\x00\x00\x01\x05ab",
		strings.Repeat("\x00", 8) + "\x02\x00\x00\x00\x01\x01a\x01b", strings.Repeat("\x00", 8) + "\x01\x00\x00\x00\x01\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"},
		func(s string) error { var b leveldb.Batch; return b.Load([]byte(s)) })
	for name, files := range map[string]map[string]string{
		"bad CURRENT":    {"CURRENT": "nope"},
		"CURRENT no nl":  {"CURRENT": "MANIFEST-000001"},
		"bad manifest":   {"CURRENT": "MANIFEST-000001\n", "MANIFEST-000001": "garbage that is not a journal"},
		"empty manifest": {"CURRENT": "MANIFEST-000001\n", "MANIFEST-000001": ""},
		"bad journal":    {"CURRENT": "MANIFEST-000001\n", "MANIFEST-000001": "\x00\x00\x00\x00\x05\x00\x01abcde"},
	} {
		files := files
		add("goleveldb", "OpenFile "+name, func() error {
			dir, err := os.MkdirTemp("", "leveldb")
			if err != nil {
				return nil
			}
			defer os.RemoveAll(dir)
			for f, c := range files {
				os.WriteFile(dir+"/"+f, []byte(c), 0o644)
			}
			db, err := leveldb.OpenFile(dir, leveldbOpts())
			if err == nil {
				db.Close()
			}
			return err
		})
	}

	// jackc/pglogrepl: logical replication messages that do not decode.
	msgs := []string{"", "Z", "B", "B\x00", "C\x00", "R", "R\x00\x00\x00\x01", "I\x00\x00\x00\x01", "I\x00\x00\x00\x01N", "I\x00\x00\x00\x01N\x00\x01",
		"I\x00\x00\x00\x01N\x00\x01t", "I\x00\x00\x00\x01N\x00\x01z", "U\x00\x00\x00\x01X", "D\x00\x00\x00\x01X", "T\x00\x00\x00\x01", "Y", "O", "M", "S", "E", "c", "A", "P",
		"I\x00\x00\x00\x01N\x00\x01t\x00\x00\x00\x09ab", "U\x00\x00\x00\x01K\x00\x01n", "T\x00\x00\x00\x02\x00"}
	each("pglogrepl", "Parse", msgs, func(s string) error { _, err := pglogrepl.Parse([]byte(s)); return err })
	each("pglogrepl", "ParseV2", msgs, func(s string) error { _, err := pglogrepl.ParseV2([]byte(s), false); return err })
	each("pglogrepl", "ParseV2 stream", msgs[:12], func(s string) error { _, err := pglogrepl.ParseV2([]byte(s), true); return err })
	each("pglogrepl", "ParseLSN", []string{"", "x", "1/", "/1", "zz/1", "1/zz", "1/2/3"}, func(s string) error { _, err := pglogrepl.ParseLSN(s); return err })
	each("pglogrepl", "ParsePrimaryKeepaliveMessage", []string{"", "abc"}, func(s string) error { _, err := pglogrepl.ParsePrimaryKeepaliveMessage([]byte(s)); return err })
	each("pglogrepl", "ParseXLogData", []string{"", "abc"}, func(s string) error { _, err := pglogrepl.ParseXLogData([]byte(s)); return err })
	add("pglogrepl", "LSN.Scan", func() error { var l pglogrepl.LSN; return l.Scan(1.5) })
	add("pglogrepl", "LSN.Scan text", func() error { var l pglogrepl.LSN; return l.Scan("zz") })

	// microsoft/go-mssqldb: connection strings that do not parse.
	each("mssql", "msdsn.Parse", []string{"server=a;port=x", "server=a;connection timeout=x", "server=a;dial timeout=x", "server=a;encrypt=x",
		"server=a;TrustServerCertificate=x", "server=a;packet size=x", "server=a;log=x", "server=a;keepAlive=x", "sqlserver://a:x",
		"sqlserver://a?connection+timeout=x", "sqlserver://%zz", "odbc:server={a", "odbc:server=a;port=x", "server=a;ApplicationIntent=x",
		"server=a;MultiSubnetFailover=x", "server=a;protocol=nope", "server=a;certificate=/nonexistent", "server=a;tlsmin=x", "server=a;encrypt=strict;tlsmin=9",
		"server=a;columnencryption=x", "sqlserver://a?encrypt=x", "sqlserver://a?packet+size=x", "sqlserver://a?disableretry=x", "server=a;failoverport=x",
		"server=a;user id=b;pwd=c;authenticator=x", "odbc:server=a;encrypt={x", "server=a;epa enabled=x", "server=a;multisubnetfailover=x;", "a=b=c;d"},
		func(s string) error { _, err := msdsn.Parse(s); return err })

	// emersion/go-imap: a replayed IMAP server's bad greetings and replies.
	for _, greeting := range []string{"", "nope\r\n", "* BYE closing\r\n", "* OK [CAPABILITY\r\n", "* OK [CAPABILITY IMAP4rev1] hi\r\nT1 NO [AUTHENTICATIONFAILED] bad password\r\n",
		"* OK hi\r\n* BAD junk\r\n", "* OK hi\r\nT1 BAD\r\n", "* OK hi\r\n* 5 NOPE\r\n", "* OK hi\r\n* CAPABILITY \r\n", "* OK hi\r\n+ \r\n", "* OK hi\r\nT1 OK [x\r\n",
		"* OK hi\r\n* FLAGS (\r\n", "* OK hi\r\n* LIST (\\x) \"/\"\r\n", "* OK hi\r\n{5}\r\n"} {
		greeting := greeting
		add("goimap", "Login", func() error {
			return withTimeout(func() error {
				c := imapclient.New(&replayConn{r: strings.NewReader(greeting)}, nil)
				defer c.Close()
				return c.Login("a", "b").Wait()
			})
		})
		add("goimap", "Select", func() error {
			return withTimeout(func() error {
				c := imapclient.New(&replayConn{r: strings.NewReader(greeting)}, nil)
				defer c.Close()
				_, err := c.Select("INBOX", nil).Wait()
				return err
			})
		})
	}

	// open-policy-agent/opa: Rego that does not parse or compile.
	regos := []string{"package", "package a\nx := ", "package a\nx { y }", "package a\nx := 1\nx := 2", "package a\nimport nope", "package a\nf(x) = 1 { x }\ny := f",
		"package a\nx if { input.y = }", "package a\ndefault x := y", "package a\nx[1] := 2\nx := 3", "package a\nx := data.a.x", "package a\nx if { y := 1; y := 2 }",
		"package a\nx if { count(1, 2, 3) }", "package a\nx if { nope(1) }", "package a\nimport future.keywords.nope", "package a\nx := [y | z]", "package a\n1 := 2",
		"package a\nx := \"\\q\"", "package a\nx if { some }", "package a\nx if { every x in }", "package a\nx := {1: }", "package a\nx := `", "package a\nx contains",
		"package a\nx.y.z := 1\nx.y := 2", "package a\nx if { not }", "package a\nx := input[", "package a\nimport input.x as input", "package a\nx if { 1 with }",
		"package a\nf(1) := 1\nf(1, 2) := 2", "package a\nx := 1 + \"s\"", "package a\nx if { y }\ny if { x }", "package a\nx := y\ny := x", "package a\n# METADATA\n# title: [\nx := 1",
		"package a\nx if { input.a == 1 else = 2 }", "package a\nrule[x] if { true }"}
	each("opa", "ParseModule", regos, func(s string) error { _, err := opaast.ParseModule("a.rego", s); return err })
	each("opa", "CompileModules", regos, func(s string) error { _, err := opaast.CompileModules(map[string]string{"a.rego": s}); return err })
	each("opa", "ParseBody", []string{"", "x = ", "x := [", "1 +", "some x in", "not", "x with", "a.b[", "f(", "{1: 2", "\"x", "`x"},
		func(s string) error { _, err := opaast.ParseBody(s); return err })

	// trinodb/trino-go-client: DSNs and configurations that do not parse.
	each("trino", "ParseDSN", []string{"", "%zz", "http://a?session_properties=x", "http://a?source=", "http://a?custom_client=nope", "ftp://a",
		"http://a?kerberos_enabled=x", "http://a?kerberos_enabled=true", "http://a?extra_credentials=x", "http://a?query_timeout=x",
		"http://a?roles=x", "http://a?explicitPrepare=x", "http://a?forwardAuthorizationHeader=x", "http://a?client_tags=a,,b", "http://a?access_token=x&kerberos_enabled=true"},
		func(s string) error { _, err := trino.ParseDSN(s); return err })
	for _, cfg := range []trino.Config{{ServerURI: "%zz"}, {ServerURI: "http://a", SessionProperties: map[string]string{"a=b": "c"}},
		{ServerURI: "http://a", ExtraCredentials: map[string]string{"a,b": "c"}}, {ServerURI: "http://a", SSLCertPath: "/nonexistent"}} {
		cfg := cfg
		add("trino", "FormatDSN", func() error { _, err := cfg.FormatDSN(); return err })
	}

	// danielgtaylor/huma: values that do not validate against a schema.
	hs := func(s *huma.Schema) *huma.Schema { s.PrecomputeMessages(); return s }
	one, zero := 1.0, 0.0
	two := 2
	hschemas := map[string]*huma.Schema{
		"int":    hs(&huma.Schema{Type: "integer", Minimum: &one, Maximum: &one, MultipleOf: &one}),
		"num":    hs(&huma.Schema{Type: "number", ExclusiveMinimum: &zero, ExclusiveMaximum: &one}),
		"string": hs(&huma.Schema{Type: "string", MinLength: &two, MaxLength: &two, Pattern: "^a+$", Enum: []any{"aa"}}),
		"date":   hs(&huma.Schema{Type: "string", Format: "date-time"}),
		"email":  hs(&huma.Schema{Type: "string", Format: "email"}),
		"uuid":   hs(&huma.Schema{Type: "string", Format: "uuid"}),
		"uri":    hs(&huma.Schema{Type: "string", Format: "uri"}),
		"ipv4":   hs(&huma.Schema{Type: "string", Format: "ipv4"}),
		"array":  hs(&huma.Schema{Type: "array", MinItems: &two, MaxItems: &two, UniqueItems: true, Items: hs(&huma.Schema{Type: "integer"})}),
		"object": hs(&huma.Schema{Type: "object", Required: []string{"a"}, MinProperties: &two, Properties: map[string]*huma.Schema{"a": hs(&huma.Schema{Type: "boolean"})}, AdditionalProperties: false}),
		"bool":   hs(&huma.Schema{Type: "boolean"}),
	}
	hvals := []any{"x", 5.0, 1.5, true, []any{1.0, 1.0, 1.0}, map[string]any{"b": 1.0}, nil, "a", "not-a-date", -1.0}
	for name, s := range hschemas {
		for _, v := range hvals {
			s, v := s, v
			add("huma", "Validate "+name, func() error {
				res := &huma.ValidateResult{}
				huma.Validate(huma.NewMapRegistry("#/components/schemas/", huma.DefaultSchemaNamer), s, huma.NewPathBuffer([]byte{}, 0), huma.ModeWriteToServer, v, res)
				if len(res.Errors) == 0 {
					return nil
				}
				return res.Errors[0]
			})
		}
	}

	// a-h/templ: templates that do not parse.
	each("templ", "ParseString", []string{"templ", "package a\ntempl x( {", "package a\ntempl x() {\n<div>\n}", "package a\ntempl x() {\n<div></span>\n}",
		"package a\ntempl x() {\n{ \n}", "package a\ntempl x() {\nif {\n}\n}", "package a\ntempl x() {\nfor x := range {\n}", "package a\ntempl x() {\n@\n}",
		"package a\ntempl x() {\n<a href=></a>\n}", "package a\ntempl x() {\n<div class=\"a></div>\n}", "package a\ncss x() {\ncolor: ;\n}", "package a\nscript x( {",
		"package a\ntempl x() {\nswitch {\ncase\n}\n}", "package a\ntempl x() {\n<!-- \n}", "package a\ntempl x() {\n<script>\n}", "package a\ntempl x() {\n{{ \n}",
		"package a\ntempl x() {\n<div { }></div>\n}", "package a\ntempl x() {\n<input/ >\n}", "package a\ntempl () {\n}", "package a\ntempl x()\n"},
		func(s string) error { _, err := templparser.ParseString(s); return err })

	// albertocavalcante/groovy-parser-go: Groovy that does not parse.
	each("groovy", "Parse", []string{"def", "class {", "def x = ", "if (", "for (x in ) {}", "x = [1, 2", "def f( {", "switch (x) { case }", "try {}", "import",
		"package", "class A extends {}", "x ?", "a.", "new", "return )", "while () {}", "def x = { ->", "@", "enum E { A, }", "interface {", "throw", "assert",
		"x = 1 +", "\"${\"", "'''", "x = /", "def (a, b = 1", "catch (e) {}", "else {}"},
		func(s string) error {
			_, errs := groovy.New(groovysource.New("a.groovy", []byte(s)), groovyparser.ParseOptions{}).Parse()
			if len(errs) == 0 {
				return nil
			}
			return errs[0]
		})

	// tetratelabs/wazero: WebAssembly binaries that do not compile.
	wasmHdr := "\x00asm\x01\x00\x00\x00"
	each("wazero", "CompileModule", []string{"", "nope", "\x00asm", "\x00asm\x02\x00\x00\x00", wasmHdr + "\x01", wasmHdr + "\x01\x05\x01\x60\x00\x00",
		wasmHdr + "\x01\x04\x01\x61\x00\x00", wasmHdr + "\x03\x02\x01\x00", wasmHdr + "\x0a\x04\x01\x02\x00\x0b", wasmHdr + "\x0d\x01\x00",
		wasmHdr + "\x01\x04\x01\x60\x00\x00\x03\x02\x01\x00\x0a\x05\x01\x03\x00\x6a\x0b", wasmHdr + "\x02\x07\x01\x01a\x01b\x05\x00",
		wasmHdr + "\x05\x03\x01\x00\x00\x05\x03\x01\x00\x00", wasmHdr + "\x07\x05\x01\x01a\x00\x05", wasmHdr + "\x00\x01", wasmHdr + "\x01\x04\x01\x60\x00\x00\x03\x02\x01\x00",
		wasmHdr + "\x05\x04\x01\x01\x02\x01", wasmHdr + "\x06\x06\x01\x7f\x00\x41\x00\x0b", wasmHdr + "\x08\x01\x00", wasmHdr + "\x0b\x01\x01"},
		func(s string) error {
			ctx := context.Background()
			r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigInterpreter())
			defer r.Close(ctx)
			_, err := r.CompileModule(ctx, []byte(s))
			return err
		})
	add("wazero", "Instantiate missing import", func() error {
		ctx := context.Background()
		r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigInterpreter())
		defer r.Close(ctx)
		_, err := r.Instantiate(ctx, []byte(wasmHdr+"\x01\x04\x01\x60\x00\x00\x02\x07\x01\x01a\x01b\x00\x00"))
		return err
	})
	return cs
}

// libopenapiQuiet: libopenapi logs to stdout by default, which carries the
// cases.
func libopenapiQuiet() *datamodel.DocumentConfiguration {
	return &datamodel.DocumentConfiguration{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

// libopenapiBuild loads an OpenAPI document and builds its version v model.
func libopenapiBuild(s string, v int) error {
	d, err := libopenapi.NewDocumentWithConfiguration([]byte(s), libopenapiQuiet())
	if err != nil {
		return err
	}
	if v == 2 {
		_, err = d.BuildV2Model()
	} else {
		_, err = d.BuildV3Model()
	}
	return err
}

func cueConcrete() cue.Option { return cue.Concrete(true) }

func leveldbOpts() *leveldbopt.Options { return &leveldbopt.Options{ErrorIfMissing: true} }

// withTimeout runs f and gives up after two seconds (a replayed peer the
// client waits on for ever makes no case).
func withTimeout(f func() error) error {
	ch := make(chan error, 1)
	go func() { ch <- f() }()
	select {
	case err := <-ch:
		return err
	case <-time.After(2 * time.Second):
		return nil
	}
}
