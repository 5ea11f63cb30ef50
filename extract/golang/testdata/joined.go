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

type attrs interface {
	Attr(name string) (string, error)
}

// getAttr builds its message in a variable assigned in several branches
// and makes its error of it.
func getAttr(x any, name string) error {
	var errmsg string
	a, ok := x.(attrs)
	if !ok {
		errmsg = fmt.Sprintf("%T has no .%s field or method", x, name) // want error "{x} has no .{name} field or method"
	} else if _, err := a.Attr(name); err != nil {
		errmsg = err.Error() // not a site: no text of its own
	} else {
		errmsg = "attribute " + name + " is not readable" // want error "attribute {name} is not readable"
	}
	if strings.HasSuffix(name, "_") {
		errmsg = fmt.Sprintf("%s (a private name)", errmsg) // not a site: it adds to the text
	}
	return fmt.Errorf("%s", errmsg) // want error "{x} has no .{name} field or method (a private name)" error "{err.Error()} (a private name)" error "attribute {name} is not readable (a private name)"
}

// single is assigned once: its text is the call's own, no other site.
func single(name string) error {
	msg := "no field " + name
	return errors.New(msg) // want error "no field {name}"
}
