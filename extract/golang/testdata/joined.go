// Package cmd gathers the problems it finds in a list of texts and
// returns them joined as one error.
package cmd

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
)

func fromStruct(t reflect.Type) error {
	var errs []string
	walk(t, func(f reflect.StructField) bool {
		if f.Type.Kind() == reflect.Chan {
			errs = append(errs, fmt.Sprintf("%s.%s: %s fields are not supported", // want error "{t.Name()}.{f.Name}: {f.Type.String()} fields are not supported"
				t.Name(), f.Name, f.Type.String()))
			return false
		}
		if f.Name == "" {
			errs = append(errs, "a field has no name") // want error "a field has no name"
		}
		errs = append(errs, f.Name) // not a site: no text of its own
		return true
	})
	if len(errs) > 0 {
		return errors.New(strings.Join(errs, "\n")) // want error "{strings.Join(errs, \"\\n\")}"
	}
	return nil
}

// names appends to a list it does not join into an error: no sites.
func names(t reflect.Type) string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		out = append(out, fmt.Sprintf("field %s of the struct", t.Field(i).Name))
	}
	return strings.Join(out, ",")
}

func walk(t reflect.Type, f func(reflect.StructField) bool) {
	for i := 0; i < t.NumField(); i++ {
		f(t.Field(i))
	}
}
