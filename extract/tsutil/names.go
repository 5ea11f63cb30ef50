package tsutil

import (
	"strings"

	"github.com/errdex/errdex/extract"
)

// errorEndings are the name endings that mark an error class in every
// language.
var errorEndings = []string{"Error", "Exception", "Failure", "Fault"}

// IsErrorName reports whether a class name looks like an error class: its
// last component (after ".", "::" or "\", type arguments dropped unless
// s's WholeNames) ends in one of s's ErrorEndings.
func (s *Syntax) IsErrorName(name string) bool {
	if i := strings.IndexByte(name, '<'); i >= 0 && !s.WholeNames {
		name = name[:i]
	}
	name = LastName(name)
	for _, lists := range [][]string{errorEndings, s.ErrorNames} {
		for _, e := range lists {
			if strings.HasSuffix(name, e) {
				return true
			}
		}
	}
	return false
}

// ErrorEndings returns the name endings IsErrorName looks for: Error,
// Exception, Failure, Fault and s's ErrorNames.
func (s *Syntax) ErrorEndings() []string {
	return append(append([]string(nil), errorEndings...), s.ErrorNames...)
}

// LastName returns the last component of a dotted or ::-separated name.
func LastName(name string) string {
	if i := strings.LastIndexAny(name, ".:\\"); i >= 0 {
		return name[i+1:]
	}
	return name
}

// ErrorClasses returns the classes among classes that are error classes:
// those with a base that IsErrorName, or that is (by its full or its last
// name) another error class of the list, found to a fixed point. It also
// returns their names.
func (s *Syntax) ErrorClasses(classes []extract.ClassDef) ([]extract.ClassDef, map[string]bool) {
	keep := map[string]bool{}
	for grew := true; grew; {
		grew = false
		for _, c := range classes {
			if keep[c.Name] {
				continue
			}
			for _, b := range c.Bases {
				if s.IsErrorName(b) || keep[b] || keep[LastName(b)] {
					keep[c.Name], grew = true, true
					break
				}
			}
		}
	}
	var out []extract.ClassDef
	for _, c := range classes {
		if keep[c.Name] {
			out = append(out, c)
		}
	}
	return out, keep
}
