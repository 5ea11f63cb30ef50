package jsonerr

import (
	"encoding/json"
	"strings"
	"testing"
)

type request struct {
	Text  string `json:"text"`
	Count int    `json:"count"`
	Inner struct {
		Line int `json:"line"`
	} `json:"inner"`
}

func TestDescribe(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`[1,2]`, "expected an object, found an array"},
		{`"x"`, "expected an object, found a string"},
		{`{"text": 5}`, `field "text" must be a string, not a number`},
		{`{"text": ["a"]}`, `field "text" must be a string, not an array`},
		{`{"count": "7"}`, `field "count" must be an integer, not a string`},
		{`{"count": 1.5}`, `field "count" must be an integer, not a number 1.5`},
		{`{"inner": {"line": true}}`, `field "inner.line" must be an integer, not true or false`},
		{`{"text": "a", "extra": 1}`, `unknown field "extra"`},
		{`{"text": `, "the JSON value is cut short: the input ends inside it"},
		{``, "no JSON value: the input is empty"},
		{`{"text" "a"}`, "invalid JSON at byte 9: invalid character '\"' after object key"},
		{`garbage`, "invalid JSON at byte 1: invalid character 'g' looking for beginning of value"},
	} {
		dec := json.NewDecoder(strings.NewReader(c.in))
		dec.DisallowUnknownFields()
		var r request
		got := Describe(dec.Decode(&r))
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.in, got, c.want)
		}
		if strings.Contains(got, "Go ") || strings.Contains(got, "jsonerr.") || strings.Contains(got, "json:") {
			t.Errorf("%s: %q names Go", c.in, got)
		}
	}
}
