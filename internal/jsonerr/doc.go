// Package jsonerr describes encoding/json decoding errors to the people
// who wrote the JSON: what is wrong, where, and what was expected, in
// JSON's terms (object, string, number) rather than Go's type names.
package jsonerr
