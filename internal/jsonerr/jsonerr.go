package jsonerr

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// Describe returns a one-line description of err, an error from
// json.Unmarshal or a json.Decoder's Decode. Errors it does not know are
// returned as they are, less a "json: " prefix.
func Describe(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, io.EOF):
		return "no JSON value: the input is empty"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON value is cut short: the input ends inside it"
	case errors.As(err, &se):
		return fmt.Sprintf("invalid JSON at byte %d: %s", se.Offset, se.Error())
	case errors.As(err, &te):
		want := Kind(te.Type)
		if te.Field == "" {
			return fmt.Sprintf("expected %s, found %s", want, article(te.Value))
		}
		return fmt.Sprintf("field %q must be %s, not %s", te.Field, want, article(te.Value))
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if f, ok := strings.CutPrefix(msg, "unknown field "); ok {
		return "unknown field " + f
	}
	return msg
}

// Kind names the JSON value a Go type is decoded from: "a string", "an
// integer", "an object", ...
func Kind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "a value"
}

// article puts "a" or "an" before a JSON value kind as encoding/json names
// it ("array", "number", "string", "bool", "object", "number 1.5").
func article(v string) string {
	switch {
	case v == "bool":
		return "true or false"
	case v == "":
		return "another value"
	case strings.IndexByte("aeiou", v[0]) >= 0:
		return "an " + v
	}
	return "a " + v
}
