package match

import (
	"bufio"
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

// FuzzDecodeSlim checks decodeSlim against encoding/json: whenever it
// reads a line, encoding/json reads the same fields from it without an
// error. The seeds are the test catalog's lines and lines that it must
// leave to encoding/json (other cases of keys, escapes, nulls, numbers of
// other forms, invalid UTF-8, broken syntax).
func FuzzDecodeSlim(f *testing.F) {
	cat, err := os.Open("testdata/catalog.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	sc := bufio.NewScanner(cat)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f.Add(sc.Text())
	}
	cat.Close()
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
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		var fast slimEntry
		arena := []byte{}
		if !decodeSlim([]byte(line), &fast, &arena) {
			return
		}
		var want slimEntry
		if err := json.Unmarshal([]byte(line), &want); err != nil {
			t.Fatalf("decodeSlim reads %q, which encoding/json rejects: %v", line, err)
		}
		if !reflect.DeepEqual(fast, want) {
			t.Fatalf("%q:\ndecodeSlim    %+v\nencoding/json %+v", line, fast, want)
		}
	})
}
