package main

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"context"
	"crypto/aes"
	"crypto/tls"
	"crypto/x509"
	"database/sql"
	"encoding/base32"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"math/big"
	"math/rand"
	"mime"
	"net"
	"net/http"
	"net/mail"
	"net/netip"
	"net/url"
	"os/exec"
	"os/user"
	"path"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"text/template"
	"time"
)

// errorCase calls a standard-library function with bad input and returns
// the error it gives. lit is source text that occurs once in GOROOT/src
// (outside tests, testdata and vendor) at the error's site. file, when set,
// restricts the search to that file where lit occurs elsewhere too (a
// GOOS variant, a copy in an internal package); every line of file that
// holds lit is then a truth (the same message raised twice in a function).
type errorCase struct {
	name string
	lit  string
	file string
	call func() error
}

// panicCase calls a function that panics (or dies with a fatal error); the
// ground truth is the first frame of its goroutine stack outside the
// runtime.
type panicCase struct {
	name string
	call func()
}

func second[T any](_ T, err error) error { return err }

// nothing is a nil value that vet cannot see is nil: the bad input of cases
// that pass nil where a pointer belongs.
func nothing() any { return nil }

var nilContext context.Context

var errorCases = []errorCase{
	{"strconv.Atoi/syntax", `errors.New("invalid syntax")`, "", func() error { return second(strconv.Atoi("x")) }},
	{"strconv.Atoi/range", `errors.New("value out of range")`, "strconv/number.go", func() error { return second(strconv.Atoi("99999999999999999999")) }},
	{"strconv.ParseBool", `errors.New("invalid syntax")`, "", func() error { return second(strconv.ParseBool("maybe")) }},
	{"strconv.ParseInt/base", `"invalid base "`, "strconv/number.go", func() error { return second(strconv.ParseInt("1", 99, 64)) }},
	{"strconv.ParseInt/bitsize", `"invalid bit size "`, "", func() error { return second(strconv.ParseInt("1", 10, 99)) }},
	{"strconv.ParseFloat", `errors.New("invalid syntax")`, "", func() error { return second(strconv.ParseFloat("x", 64)) }},
	{"strconv.Unquote", `errors.New("invalid syntax")`, "", func() error { return second(strconv.Unquote("x")) }},
	// url.Parse returns its parser's error inside &Error{"parse", u, err}:
	// that struct literal is where the printed error was made, as issue
	// 27's held-out overlay found by running url.Parse (std/net/url).
	{"url.Parse/bracket", `&Error{"parse", u, err}`, "net/url/url.go", func() error { return second(url.Parse("http://[::1")) }},
	{"url.Parse/scheme", `&Error{"parse", u, err}`, "net/url/url.go", func() error { return second(url.Parse(":foo")) }},
	{"url.Parse/hostchar", `&Error{"parse", u, err}`, "net/url/url.go", func() error { return second(url.Parse("http://a b.com/")) }},
	{"url.ParseQuery/escape", `"invalid URL escape "`, "", func() error { return second(url.ParseQuery("a=%zz")) }},
	{"url.Parse/ctl", `&Error{"parse", u, err}`, "net/url/url.go", func() error { return second(url.Parse("http://x/\x7f")) }},
	{"json.Unmarshal/eof", `"unexpected end of JSON input"`, "encoding/json/scanner.go", func() error { var v any; return json.Unmarshal([]byte("{"), &v) }},
	{"json.Unmarshal/type", `" into Go value of type "`, "encoding/json/decode.go", func() error { var v []int; return json.Unmarshal([]byte(`{"a":1}`), &v) }},
	{"json.Unmarshal/nil", `"json: Unmarshal(nil)"`, "encoding/json/decode.go", func() error { return json.Unmarshal([]byte("1"), nothing()) }},
	{"json.Marshal/chan", `"json: unsupported type: "`, "encoding/json/encode.go", func() error { return second(json.Marshal(make(chan int))) }},
	{"json.Decoder/char", `"looking for beginning of value"`, "encoding/json/scanner.go", func() error {
		var v any
		return json.NewDecoder(strings.NewReader(`{"a":}`)).Decode(&v)
	}},
	{"time.Parse", `"parsing time "`, "time/format.go", func() error { return second(time.Parse("2006-01-02", "x")) }},
	{"time.ParseDuration/invalid", `{"invalid duration", orig}`, "time/format.go", func() error { return second(time.ParseDuration("x")) }},
	{"time.ParseDuration/unit", `"unknown unit " + quote(u) + " in duration"`, "", func() error { return second(time.ParseDuration("1x")) }},
	{"time.LoadLocation", `"unknown time zone "`, "", func() error { return second(time.LoadLocation("Nowhere/Land")) }},
	{"hex.DecodeString/byte", `"encoding/hex: invalid byte: %#U"`, "", func() error { return second(hex.DecodeString("zz")) }},
	{"hex.DecodeString/odd", `errors.New("encoding/hex: odd length hex string")`, "", func() error { return second(hex.DecodeString("abc")) }},
	{"base64.DecodeString", `"illegal base64 data at input byte "`, "", func() error { return second(base64.StdEncoding.DecodeString("!!!!")) }},
	{"base32.DecodeString", `"illegal base32 data at input byte "`, "", func() error { return second(base32.StdEncoding.DecodeString("!!!!!!!!")) }},
	{"net.ParseCIDR", `"invalid " + e.Type + ": " + e.Text`, "", func() error { _, _, err := net.ParseCIDR("x"); return err }},
	{"net.SplitHostPort", `"missing port in address"`, "", func() error { _, _, err := net.SplitHostPort("x"); return err }},
	{"netip.ParseAddr", `"unable to parse IP"`, "", func() error { return second(netip.ParseAddr("x")) }},
	{"netip.ParsePrefix", `"no '/'"`, "", func() error { return second(netip.ParsePrefix("1.2.3.4")) }},
	{"regexp.Compile", `ErrMissingParen          ErrorCode = "missing closing )"`, "", func() error { return second(regexp.Compile("(")) }},
	{"filepath.Match", `errors.New("syntax error in pattern")`, "path/filepath/match.go", func() error { return second(filepath.Match("[", "x")) }},
	{"path.Match", `errors.New("syntax error in pattern")`, "path/match.go", func() error { return second(path.Match("[", "x")) }},
	{"mime.ParseMediaType", `errors.New("mime: no media type")`, "", func() error { _, _, err := mime.ParseMediaType(""); return err }},
	{"mail.ParseAddress", `"mail: missing '@' or angle-addr"`, "", func() error { return second(mail.ParseAddress("x")) }},
	{"http.NewRequest/method", `"net/http: invalid method %q"`, "net/http/request.go", func() error { return second(http.NewRequest("bad method", "http://x", nil)) }},
	{"http.NewRequest/nilctx", `errors.New("net/http: nil Context")`, "", func() error {
		return second(http.NewRequestWithContext(nilContext, "GET", "http://x", nil))
	}},
	{"csv.ReadAll/quote", "errors.New(\"extraneous or missing \\\" in quoted-field\")", "", func() error {
		return second(csv.NewReader(strings.NewReader("a,\"b\nc")).ReadAll())
	}},
	{"csv.ReadAll/bare", "errors.New(\"bare \\\" in non-quoted-field\")", "", func() error {
		return second(csv.NewReader(strings.NewReader("a\"b,c\n")).ReadAll())
	}},
	{"csv.ReadAll/fields", `errors.New("wrong number of fields")`, "", func() error {
		return second(csv.NewReader(strings.NewReader("a,b\nc\n")).ReadAll())
	}},
	{"xml.Unmarshal", `"XML syntax error on line "`, "", func() error { var v struct{}; return xml.Unmarshal([]byte("<a>"), &v) }},
	{"io.ReadFull/eof", `errors.New("EOF")`, "io/io.go", func() error { return second(io.ReadFull(strings.NewReader(""), make([]byte, 4))) }},
	{"io.ReadFull/unexpected", `errors.New("unexpected EOF")`, "", func() error { return second(io.ReadFull(strings.NewReader("ab"), make([]byte, 4))) }},
	{"bufio.UnreadByte", `errors.New("bufio: invalid use of UnreadByte")`, "", func() error { return bufio.NewReader(strings.NewReader("x")).UnreadByte() }},
	{"strings.Reader.UnreadRune", `"strings.Reader.UnreadRune: at beginning of string"`, "", func() error { return strings.NewReader("").UnreadRune() }},
	{"bytes.Reader.Seek", `"bytes.Reader.Seek: negative position"`, "", func() error { return second(bytes.NewReader(nil).Seek(-1, io.SeekStart)) }},
	{"zlib.NewReader", `errors.New("zlib: invalid header")`, "", func() error { return second(zlib.NewReader(bytes.NewReader([]byte("xxxxxxxx")))) }},
	{"gzip.NewReader", `errors.New("gzip: invalid header")`, "", func() error { return second(gzip.NewReader(bytes.NewReader([]byte("xxxxxxxxxxxx")))) }},
	{"png.Decode", `FormatError("not a PNG file")`, "", func() error { return second(png.Decode(strings.NewReader("xxxxxxxxxxxxxxxx"))) }},
	{"jpeg.Decode", `FormatError("missing SOI marker")`, "", func() error { return second(jpeg.Decode(strings.NewReader("xxxxxxxxxxxxxxxx"))) }},
	{"image.Decode", `errors.New("image: unknown format")`, "", func() error { _, _, err := image.Decode(strings.NewReader("x")); return err }},
	{"x509.ParseCertificate", `"x509: malformed certificate"`, "crypto/x509/parser.go", func() error { return second(x509.ParseCertificate([]byte("x"))) }},
	{"tls.X509KeyPair", `"tls: failed to find any PEM data in certificate input"`, "", func() error { return second(tls.X509KeyPair(nil, nil)) }},
	{"aes.NewCipher", `"crypto/aes: invalid key size "`, "crypto/aes/aes.go", func() error { return second(aes.NewCipher(make([]byte, 3))) }},
	{"exec.LookPath", `errors.New("executable file not found in $PATH")`, "os/exec/lp_unix.go", func() error { return second(exec.LookPath("errdex-no-such-command")) }},
	{"user.Lookup", `"user: unknown user "`, "", func() error { return second(user.Lookup("errdex-no-such-user")) }},
	{"sql.Open", `"sql: unknown driver %q (forgotten import?)"`, "", func() error { return second(sql.Open("nodriver", "")) }},
	{"zip.NewReader", `errors.New("zip: not a valid zip file")`, "", func() error { return second(zip.NewReader(bytes.NewReader([]byte("x")), 1)) }},
	{"big.ParseFloat", `errors.New("number has no digits")`, "", func() error {
		_, _, err := big.ParseFloat("x", 10, 53, big.ToNearestEven)
		return err
	}},
	{"template.Parse", `"unclosed action"`, "", func() error { return second(template.New("x").Parse("{{")) }},
	{"flag.Parse/undefined", `"flag provided but not defined: -%s"`, "flag/flag.go", func() error {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		return fs.Parse([]string{"-nope"})
	}},
	{"flag.Parse/value", `"invalid value %q for flag -%s: %v"`, "flag/flag.go", func() error {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Int("n", 0, "")
		return fs.Parse([]string{"-n=x"})
	}},
}

var panicCases = []panicCase{
	{"regexp.MustCompile", func() { regexp.MustCompile("(") }},
	{"regexp.MustCompilePOSIX", func() { regexp.MustCompilePOSIX("(") }},
	{"strings.Repeat", func() { strings.Repeat("x", -1) }},
	{"bytes.Repeat", func() { bytes.Repeat([]byte("x"), -1) }},
	{"time.NewTicker", func() { time.NewTicker(0) }},
	{"sync.WaitGroup.Add", func() { var wg sync.WaitGroup; wg.Add(-1) }},
	{"reflect.Value.Elem", func() { reflect.ValueOf(1).Elem() }},
	{"reflect.New", func() { reflect.New(nil) }},
	{"reflect.MakeSlice", func() { reflect.MakeSlice(reflect.TypeOf(1), 0, 0) }},
	{"rand.Intn", func() { rand.Intn(0) }},
	{"rand.Int63n", func() { rand.Int63n(0) }},
	{"strings.NewReplacer", func() { strings.NewReplacer("a") }},
	{"big.NewRat", func() { big.NewRat(1, 0) }},
	{"errors.As", func() { _ = errors.As(errors.New("x"), nothing()) }},
	{"atomic.Value.Store", func() { var v atomic.Value; v.Store(nil) }},
	{"bytes.Buffer.Truncate", func() { bytes.NewBuffer(nil).Truncate(5) }},
	{"bytes.Buffer.Grow", func() { bytes.NewBuffer(nil).Grow(-1) }},
	{"strings.Builder.Grow", func() { var b strings.Builder; b.Grow(-1) }},
	{"strconv.FormatInt", func() { strconv.FormatInt(1, 99) }},
	{"context.WithValue", func() { _ = context.WithValue(context.Background(), nil, 1) }},
	{"context.WithCancel", func() { _, cancel := context.WithCancel(nilContext); cancel() }},
	{"http.Handle", func() { http.NewServeMux().Handle("/", nil) }},
	{"template.Must", func() { template.Must(template.New("x").Parse("{{")) }},
	{"bufio.Scanner.Buffer", func() {
		s := bufio.NewScanner(strings.NewReader("a\nb"))
		s.Scan()
		s.Buffer(nil, 10)
	}},
	{"sync.Mutex.Unlock", func() { var m sync.Mutex; m.Unlock() }},
	{"sync.RWMutex.RUnlock", func() { var m sync.RWMutex; m.RUnlock() }},
}
