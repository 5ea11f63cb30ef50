package pparse

import "fmt"

type QueryError struct{ Message string }

func (e *QueryError) Error() string { return "graphql: " + e.Message } // want pparse.QueryError "graphql: {e.Message}"

func Errorf(format string, a ...any) *QueryError {
	return &QueryError{Message: fmt.Sprintf(format, a...)} // want pparse.QueryError "graphql: {format}"
}

// validate returns a list of errors: its elements stand where an error
// goes.
func validate(n int) []*QueryError {
	if n == 0 {
		return []*QueryError{Errorf("executable document must contain at least one operation")} // want pparse.QueryError "graphql: executable document must contain at least one operation"
	}
	return nil
}
