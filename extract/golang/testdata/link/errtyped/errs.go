// Package errtyped assigns the errors its helper makes to variables that
// Go's naming does not mark as errors but their declared types do.
package errtyped

import "fmt"

// QueryError is an error of a query.
type QueryError struct {
	Message string
	Line    int
}

func (e *QueryError) Error() string { return "graphql: " + e.Message } // want errtyped.QueryError "graphql: {e.Message}"

// NewQueryError returns a QueryError of the text format and args print.
func NewQueryError(format string, args ...any) *QueryError {
	return &QueryError{Message: fmt.Sprintf(format, args...)} // want errtyped.QueryError "graphql: {format}"
}
