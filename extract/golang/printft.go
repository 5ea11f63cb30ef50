package golang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// Static %T. fmt's %T prints the dynamic type of its argument, which is
// the argument's static type when the argument is a typed literal:
// fmt.Errorf("unable to cast %#v of type %T to %T", i, i, false) prints
// "… to bool" at every run, and fmt.Errorf(format, i, i, time.Time{})
// "… to time.Time". staticTypeVerbs writes that type into the format as
// literal text, so that sites sharing one format with different target
// types are told apart by their text.

// staticTypeVerbs returns format with each %T whose argument (of exprs,
// the arguments' source expressions) is a typed literal (literalType)
// replaced by the type's name, and exprs without those arguments. A
// format that indexes its arguments (%[2]T) or takes a width from one
// (%*d) is returned as it is.
func staticTypeVerbs(format string, exprs []string) (string, []string) {
	f, kept := staticTypeFormat(format, exprs)
	if kept == nil {
		return format, exprs
	}
	out := make([]string, len(kept))
	for k, i := range kept {
		out[k] = exprs[i]
	}
	return f, out
}

// staticTypeFormat is staticTypeVerbs's format and the indexes in exprs
// of the arguments it keeps; kept is nil when nothing changed.
func staticTypeFormat(format string, exprs []string) (string, []int) {
	if !strings.Contains(format, "%T") || strings.Contains(format, "%[") || strings.Contains(format, "*") {
		return format, nil
	}
	var b strings.Builder
	kept := []int{}
	argi, changed := 0, false
	for i := 0; i < len(format); {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+ #0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		if format[j] == '%' {
			b.WriteString(format[i : j+1])
			i = j + 1
			continue
		}
		if argi < len(exprs) {
			if t, ok := literalType(exprs[argi]); ok && format[j] == 'T' && j == i+1 {
				b.WriteString(strings.ReplaceAll(t, "%", "%%"))
				changed = true
				argi++
				i = j + 1
				continue
			}
			kept = append(kept, argi)
		}
		argi++
		b.WriteString(format[i : j+1])
		i = j + 1
	}
	if !changed {
		return format, nil
	}
	for ; argi < len(exprs); argi++ {
		kept = append(kept, argi)
	}
	return b.String(), kept
}

// literalType returns the type fmt's %T prints for a Go expression whose
// type its syntax fixes: true and false (bool), a string, integer,
// float, rune or imaginary literal (string, int, float64, int32,
// complex128), nil (<nil>), a composite literal of a type spelled with
// predeclared types and package-qualified names (time.Time{},
// []string{}, map[string]int{}), its address (&T{}: *T), or a
// conversion to a predeclared type (int8(0)). A name of the package's own
// type (Foo{}) is not: %T prints it with the package's name.
func literalType(expr string) (string, bool) {
	e, err := parser.ParseExpr(expr)
	if err != nil {
		return "", false
	}
	switch e := e.(type) {
	case *ast.Ident:
		switch e.Name {
		case "true", "false":
			return "bool", true
		case "nil":
			return "<nil>", true
		}
	case *ast.BasicLit:
		switch e.Kind {
		case token.STRING:
			return "string", true
		case token.INT:
			return "int", true
		case token.FLOAT:
			return "float64", true
		case token.CHAR:
			return "int32", true
		case token.IMAG:
			return "complex128", true
		}
	case *ast.CompositeLit:
		return typeName(e.Type)
	case *ast.UnaryExpr:
		if cl, ok := e.X.(*ast.CompositeLit); ok && e.Op == token.AND {
			if t, ok := typeName(cl.Type); ok {
				return "*" + t, true
			}
		}
	case *ast.CallExpr:
		if id, ok := e.Fun.(*ast.Ident); ok && len(e.Args) == 1 {
			if t, ok := predeclaredTypes[id.Name]; ok {
				return t, true
			}
		}
	}
	return "", false
}

// predeclaredTypes are Go's predeclared type names as %T prints them.
var predeclaredTypes = map[string]string{
	"bool": "bool", "string": "string", "error": "error",
	"int": "int", "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64",
	"uint": "uint", "uint8": "uint8", "uint16": "uint16", "uint32": "uint32", "uint64": "uint64", "uintptr": "uintptr",
	"float32": "float32", "float64": "float64", "complex64": "complex64", "complex128": "complex128",
	"byte": "uint8", "rune": "int32", "any": "interface {}",
}

// typeName spells a type expression as %T prints it, when it is made of
// predeclared types, package-qualified names, slices, arrays, maps and
// pointers.
func typeName(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		t, ok := predeclaredTypes[e.Name]
		return t, ok && e.Name != "error"
	case *ast.SelectorExpr:
		if pkg, ok := e.X.(*ast.Ident); ok {
			return pkg.Name + "." + e.Sel.Name, true
		}
	case *ast.StarExpr:
		if t, ok := typeName(e.X); ok {
			return "*" + t, true
		}
	case *ast.ArrayType:
		elem, ok := typeName(e.Elt)
		if !ok {
			return "", false
		}
		if e.Len == nil {
			return "[]" + elem, true
		}
		if n, isLit := e.Len.(*ast.BasicLit); isLit && n.Kind == token.INT {
			return "[" + n.Value + "]" + elem, true
		}
	case *ast.MapType:
		k, ok1 := typeName(e.Key)
		v, ok2 := typeName(e.Value)
		if ok1 && ok2 {
			return "map[" + k + "]" + v, true
		}
	case *ast.InterfaceType:
		if e.Methods == nil || len(e.Methods.List) == 0 {
			return "interface {}", true
		}
	}
	return "", false
}

// pick returns the elements of ts at the indexes idx, in order.
func pick[T any](ts []T, idx []int) []T {
	out := make([]T, 0, len(idx))
	for _, i := range idx {
		if i < len(ts) {
			out = append(out, ts[i])
		}
	}
	return out
}
