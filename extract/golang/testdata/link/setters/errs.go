// Package setters builds its errors with setter methods chained on a
// value a constructor made; the Error method prints the fields they set.
package setters

import "bytes"

type SchemaError struct {
	Value       any
	SchemaField string
	Reason      string
	path        []string
}

func newSchemaError(value any) *SchemaError { return &SchemaError{Value: value} }

func (e *SchemaError) withField(field string) *SchemaError {
	e.SchemaField = field
	return e
}

func (e *SchemaError) withReason(reason string) *SchemaError {
	e.Reason = reason
	return e
}

func (e *SchemaError) Error() string {
	var buf bytes.Buffer
	if len(e.path) > 0 {
		buf.WriteString(e.path[0])
	}
	if e.Reason == "" {
		buf.WriteString(e.SchemaField)
	} else {
		buf.WriteString(e.Reason)
	}
	return buf.String()
}

type query struct{ parts []string }

func (q *query) where(cond string) *query { q.parts = append(q.parts, cond); return q }
func (q *query) limit(n int) *query       { return q }
func (q *query) text(s string) string     { return s }
func newQuery() *query                    { return &query{} }
