package form

import (
	"fmt"
	"reflect"
)

// failField prefixes the text its caller formats with the field's name:
// its calls are the sites.
func failField(parent reflect.Value, field reflect.StructField, format string, args ...any) error {
	name := parent.Type().Name()
	if name == "" {
		name = "<anonymous struct>"
	}
	return fmt.Errorf("%s.%s: %s", name, field.Name, fmt.Sprintf(format, args...)) // want error "{name}.{field.Name}: {fmt.Sprintf(format, args...)}"
}

func build(v reflect.Value, ft reflect.StructField, seen map[string]bool) error {
	if seen[ft.Name] {
		return failField(v, ft, "duplicate flag --%s", ft.Name) // want error "{name}.{field.Name}: duplicate flag --{ft.Name}"
	}
	return nil
}
