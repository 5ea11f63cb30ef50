package errtyped

type syntaxError string

// Catch turns a panic of a syntax error into the error it returns, set in
// a deferred function literal to its named result.
func Catch(f func()) (res *QueryError) {
	defer func() {
		if r := recover(); r != nil {
			if s, ok := r.(syntaxError); ok {
				res = NewQueryError("syntax error: %s", string(s)) // want errtyped.QueryError "graphql: syntax error: {string(s)}"
				return
			}
			panic(r) // want panic "{r}"
		}
	}()
	f()
	return nil
}

func Check(n int) error {
	var bad *QueryError
	if n < 0 {
		bad = NewQueryError("negative count %d", n) // want errtyped.QueryError "graphql: negative count {n:d}"
	}
	if bad != nil {
		return bad
	}
	return nil
}
