package template

import (
	"strconv"
	"strings"
)

// ParsePrintf reads a printf-style format: Python's % operator or Go's fmt.
// Each verb becomes a hole whose expression is the matching element of args
// (Go's %[n]d indexes it); Python's %(name)s takes named[name], or the key
// itself when named is nil. %% is a literal percent sign. A verb without an
// argument keeps the verb itself as its expression.
//
// Conversions map onto Python's: %r and Go's %q become !r; Go's %v, %s, %w
// and %T are plain holes; width, flags and the verb letter form the spec
// ("5d", "x") so that Pattern can pick a digit class.
func ParsePrintf(format string, args []string, named map[string]string) Template {
	var t Template
	var lit strings.Builder
	argi := 0
	next := func() (string, bool) {
		if argi >= 0 && argi < len(args) {
			argi++
			return args[argi-1], true
		}
		argi++
		return "", false
	}
	for i := 0; i < len(format); {
		c := format[i]
		if c != '%' {
			lit.WriteByte(c)
			i++
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			lit.WriteByte('%')
			i += 2
			continue
		}
		j := i + 1
		name := ""
		if j < len(format) && format[j] == '(' { // Python %(name)s
			k := strings.IndexByte(format[j:], ')')
			if k < 0 {
				lit.WriteString(format[i:])
				break
			}
			name = format[j+1 : j+k]
			j += k + 1
		}
		if j+2 < len(format) && format[j] == '[' { // Go %[2]d
			if k := strings.IndexByte(format[j:], ']'); k > 0 {
				if n, err := strconv.Atoi(format[j+1 : j+k]); err == nil && n >= 1 {
					argi = n - 1
					j += k + 1
				}
			}
		}
		flagsStart := j
		for j < len(format) && strings.IndexByte("-+ #0", format[j]) >= 0 {
			j++
		}
		for j < len(format) && (format[j] >= '0' && format[j] <= '9' || format[j] == '.' || format[j] == '*') {
			if format[j] == '*' {
				next() // the width is an argument of its own
			}
			j++
		}
		for j < len(format) && strings.IndexByte("hlLqjzt", format[j]) >= 0 && j+1 < len(format) && isVerb(format[j+1]) {
			j++ // C length modifiers (%ld) that Python accepts
		}
		if j >= len(format) || !isVerb(format[j]) {
			// Not a verb: keep it as literal text, as the runtime would print it.
			lit.WriteString(format[i:j])
			i = j
			continue
		}
		verb := format[j]
		flags := format[flagsStart:j]
		j++
		var expr string
		var ok bool
		if name != "" {
			if named != nil {
				expr, ok = named[name]
			}
			if !ok {
				expr, ok = name, true
			}
		} else {
			expr, ok = next()
		}
		if !ok {
			expr = "%" + string(verb)
		}
		t.add(Part{Lit: lit.String()})
		lit.Reset()
		p := Part{Hole: true, Expr: expr}
		switch verb {
		case 'r', 'q', 'a':
			p.Conv = "r"
		case 'd', 'i', 'u', 'x', 'X':
			p.Spec = strings.ReplaceAll(flags, "*", "") + string(verb)
		}
		t.add(p)
		i = j
	}
	t.add(Part{Lit: lit.String()})
	return t
}

func isVerb(c byte) bool {
	return strings.IndexByte("sdirafFeEgGxXoqvwTtpcbUu", c) >= 0
}
