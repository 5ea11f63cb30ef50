package closure

import "fmt"

// ValidationError is built by helpers that are function literals bound
// to a local variable: each call of one is a site with its arguments in
// the literal's parameters.
type ValidationError struct {
	Keyword string
	Message string
}

func (e *ValidationError) Error() string {
	return "validation failed at " + e.Keyword + ": " + e.Message // want closure.ValidationError "validation failed at {e.Keyword}: {e.Message}"
}

func validate(v any, n int) (errs []error) {
	fail := func(keyword, format string, a ...any) *ValidationError {
		return &ValidationError{Keyword: keyword, Message: fmt.Sprintf(format, a...)} // want closure.ValidationError "validation failed at {keyword}: {format}"
	}
	if n < 0 {
		errs = append(errs, fail("minimum", "must be at least %d", 0)) // want closure.ValidationError "validation failed at minimum: must be at least 0"
	}
	if _, ok := v.(string); !ok {
		errs = append(errs, fail("type", "expected %s, but got %T", "string", v)) // want closure.ValidationError "validation failed at type: expected string, but got {v}"
	}
	return errs
}

func check(name string) error {
	wrap := func(msg string) error {
		return fmt.Errorf("check %s: %s", name, msg) // want error "check {name}: {msg}"
	}
	if name == "" {
		return wrap("empty name") // want error "check {name}: empty name"
	}
	return nil
}

// fail here is another function's closure: the package-level name is not
// bound to it.
func fail(msg string) error { return fmt.Errorf("top: %s", msg) } // want error "top: {msg}"

func useTop() error {
	return fail("from the package") // want error "top: from the package"
}

func compileAll(url string, n int) error {
	if err := compile(url, n); err != nil {
		return &CompileError{URL: url, Err: err} // want closure.CompileError "compile {url} failed: {err}"
	}
	return &CompileError{URL: url, Err: ErrEmpty} // want closure.CompileError "compile {url} failed: nothing to compile"
}
