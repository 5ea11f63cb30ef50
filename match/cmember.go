package match

import (
	"strings"
	"unicode"
)

// memberClassAgreement is class agreement for a native record whose class
// is a C expression holding the exception object, not a class name: a
// module state's member (state->ProgrammingError,
// self->connection->OperationalError), a variable, a call
// (PyExceptionInstance_Class(exc)). The member or variable names the
// object, often in the class's own words: when its name, letters and
// digits alone and case folded, is the last component of the text's
// class (state->unsupported_operation and io.UnsupportedOperation) the
// classes agree (1); a member named as another class disagrees (-1); a
// member or variable named otherwise, or a call, may hold any class (0). ok is false when rec is a class name, which
// classAgreement compares.
func memberClassAgreement(text, rec string) (agree int, ok bool) {
	if text == "" || rec == "" || isClassName(rec) || !strings.ContainsAny(rec, ">(") && !isCIdent(rec) {
		return 0, false
	}
	if strings.HasSuffix(rec, ")") {
		return 0, true // a call: its result's class is not written
	}
	f := lastField(rec)
	switch {
	case foldName(f) == foldName(lastComponent(text)):
		return 1, true
	case isClassName(f):
		return -1, true // state->ProgrammingError holds that class
	}
	return 0, true
}

// lastField returns the last name of a C member access (state->Error and
// st.Error are Error), or the name itself.
func lastField(s string) string {
	return s[strings.LastIndexAny(s, ".>")+1:]
}

// isCIdent reports whether s is one C identifier starting with a
// lower-case letter or an underscore (a variable, not a class name).
func isCIdent(s string) bool {
	for i, c := range s {
		if !(c == '_' || unicode.IsLetter(c) || i > 0 && unicode.IsDigit(c)) {
			return false
		}
	}
	return s != ""
}

// foldName is s's letters and digits, lower case: snake_case and
// CamelCase spellings of one name fold alike.
func foldName(s string) string {
	var b strings.Builder
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			b.WriteRune(unicode.ToLower(c))
		}
	}
	return b.String()
}
