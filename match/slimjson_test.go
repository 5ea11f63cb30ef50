package match

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// decodeSeeds returns FuzzDecodeSlim's and FuzzDecodeEntry's seeds:
// the test catalog's lines, the seed record with fields of the wrong kind
// or negative line numbers, and lines that the decoders must leave to
// encoding/json.
func decodeSeeds(tb testing.TB) []string {
	var seeds []string
	cat, err := os.Open("testdata/catalog.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	sc := bufio.NewScanner(cat)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		seeds = append(seeds, sc.Text())
	}
	cat.Close()
	seed, err := os.ReadFile("../catalog/testdata/seed.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	line := string(bytes.TrimSpace(seed))
	seeds = append(seeds, line)
	for _, r := range [][2]string{
		{`"lineNumber":1201`, `"lineNumber":-1201`}, {`"sourceCodeEnd":1219`, `"sourceCodeEnd":-3`},
		{`"lineNumber":1201`, `"lineNumber":"1201"`}, {`"httpStatus":null`, `"httpStatus":"500"`},
		{`"httpStatus":null`, `"httpStatus":500.5`}, {`"httpStatus":null`, `"httpStatus":500`},
		{`"solutions":[`, `"solutions":[3,`}, {`"solutions":[`, `"solutions":[null,`},
		{`"tags":[`, `"tags":"x","y":[`}, {`"sourceCode":"`, `"sourceCode":7,"x":"`},
		{`"documentation":"`, `"documentation":true,"x":"`}, {`"repo":"`, `"repo":null,"x":"`},
		{`"analyzedSha":"`, `"analyzedSha":3,"x":"`}, {`"slug":"`, `"SLUG":1,"x":"`},
		{`"datasetVersion":"`, `"datasetVersion":null,"x":"`},
	} {
		seeds = append(seeds, strings.Replace(line, r[0], r[1], 1))
	}
	for _, s := range []string{
		`{"record":{"id":"a","filePath":"x.py","lineNumber":3,"schemaVersion":2,"tags":["runtime:go"],"messagePattern":"a\\(b\\) \u00e9 \ud83d\ude00 \/"},"datasetVersion":"v"}`,
		`{"record":{"ID":"a"},"datasetVersion":"v"}`, `{"record":{"i\u0064":"a"},"datasetVersion":"v"}`,
		`{"record":{"id":null},"datasetVersion":"v"}`, `{"record":{"lineNumber":1.5},"datasetVersion":"v"}`,
		`{"record":{"lineNumber":1e2},"datasetVersion":"v"}`, `{"record":{"lineNumber":-0},"datasetVersion":"v"}`,
		`{"record":{"lineNumber":0123},"datasetVersion":"v"}`, `{"record":{"id":"\xff"},"datasetVersion":"v"}`,
		`{"record":{"id":"\ud800"},"datasetVersion":"v"}`, `{"record":{"x":[1,{"y":"\xff"},true,false,null,-1.5e+3]},"datasetVersion":"v"}`,
		`{"record":{},"record":{"id":"b"},"datasetVersion":"v"}`, `{"record":{"tags":null}}`, `{"record":{"tags":[]}}`,
		`{"record":{"tags":[1]}}`, `{"record":1}`, `[]`, `{"record":{}}x`, `{"record":{"id":"a",}}`, `{"record":{"id":"a"`,
		`{"rec\u00f6rd":{}}`, `{"Record":{"id":"a"}}`, `{"record":{"id":"a\tb"}}`, `{"record":{"id":"a` + "\t" + `b"}}`,
		`{"record":{"repo":"a","repo":null}}`, `{"record":{"httpStatus":1,"httpStatus":null}}`, `{"record":{"httpStatus":-2}}`,
		`{"record":{"solutions":["a"],"solutions":[]}}`, `{"record":{"errorCode":"x","ERRORCODE":"y"}}`, `{"record":null}`,
	} {
		seeds = append(seeds, s)
	}
	return seeds
}

// FuzzDecodeSlim checks decodeSlim against encoding/json: whenever it
// reads a line, encoding/json reads the same fields from it without an
// error; and decodeLine, which reads a line with decodeSlim when it can,
// against decodeLine reading it with encoding/json only: the same record
// or the same warning. The seeds are the test catalog's lines, the seed
// record with fields of the wrong kind or negative line numbers, and
// lines that decodeSlim must leave to encoding/json (other cases of keys,
// escapes, nulls, numbers of other forms, invalid UTF-8, broken syntax).
func FuzzDecodeSlim(f *testing.F) {
	for _, s := range decodeSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		b := bytes.TrimSpace([]byte(line))
		if len(b) == 0 {
			return
		}
		var fast, slow slimEntry
		arena := []byte{}
		fastMsg, slowMsg := decodeLine(b, &fast, &arena), decodeLine(b, &slow, nil)
		if fastMsg != slowMsg {
			t.Fatalf("%q: decodeLine %q, with encoding/json %q", line, fastMsg, slowMsg)
		}
		if fastMsg == "" && !reflect.DeepEqual(fast, slow) {
			t.Fatalf("%q:\ndecodeLine    %+v\nencoding/json %+v", line, fast, slow)
		}
		readsAsJSON(t, "decodeSlim", decodeSlim, line)
	})
}

// readsAsJSON checks that when decode, named name, reads line, encoding/json
// reads the same value from it without an error.
func readsAsJSON[T any](t *testing.T, name string, decode func([]byte, *T, *[]byte) bool, line string) {
	var fast T
	arena := []byte{}
	if !decode([]byte(line), &fast, &arena) {
		return
	}
	var want T
	if err := json.Unmarshal([]byte(line), &want); err != nil {
		t.Fatalf("%s reads %q, which encoding/json rejects: %v", name, line, err)
	}
	if !reflect.DeepEqual(fast, want) {
		t.Fatalf("%q:\n%s: %+v\nencoding/json: %+v", line, name, fast, want)
	}
}

// TestDecodeSlimReads checks that decodeSlim and decodeEntry themselves
// read the lines of catalogs errdex writes (the test catalog and the
// record format's seed), rather than leaving them to encoding/json: what
// decodeSlim does not read costs a catalog build several times as much,
// and decodeEntry reads each answer's record. decodeEntry must read the
// record encoding/json does, every optional field set or null.
func TestDecodeSlimReads(t *testing.T) {
	for _, path := range []string{"testdata/catalog.jsonl", "../catalog/testdata/seed.jsonl"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
			var se slimEntry
			var e catalog.Entry
			arena := []byte{}
			if !decodeSlim(bytes.TrimSpace(line), &se, &arena) {
				t.Errorf("%s:%d: left to encoding/json", path, i+1)
			}
			if !decodeEntry(bytes.TrimSpace(line), &e, &arena) {
				t.Errorf("%s:%d: decodeEntry left it to encoding/json", path, i+1)
			}
			readsAsJSON(t, "decodeEntry", decodeEntry, string(line))
		}
	}
}

// FuzzDecodeEntry checks decodeEntry against encoding/json: whenever it
// reads a line, encoding/json reads the same record from it (every field,
// nil and empty lists told apart) without an error. The seeds are
// FuzzDecodeSlim's, and the lines of the test catalog and the seed
// catalog, which TestDecodeSlimReads checks it reads itself.
func FuzzDecodeEntry(f *testing.F) {
	for _, s := range decodeSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		readsAsJSON(t, "decodeEntry", decodeEntry, line)
	})
}
