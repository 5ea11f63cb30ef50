package form

import "strconv"

func decode(src map[string]string) error {
	errors := MultiError{}
	for path, v := range src {
		if path == "" {
			errors[path] = UnknownKeyError{Key: path} // want form.UnknownKeyError "form: invalid path {path!r}"
			continue
		}
		if _, err := strconv.Atoi(v); err != nil {
			return ConversionError{Key: path, Index: -1, Err: err} // want form.ConversionError "form: error converting value for {path!r}" form.ConversionError "form: error converting value for index {-1:d} of {path!r}"
		}
	}
	seen := map[string]string{}
	seen["a"] = "not an error: a map of strings" // not where an error goes
	return errors
}
