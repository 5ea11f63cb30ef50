package match

import (
	"strings"
	"unicode"
)

// memberAgrees reports whether a native record whose class is a C
// expression holding the exception object, not a class name (a module
// state's member: state->ProgrammingError,
// self->connection->OperationalError, state->unsupported_operation),
// names the text's class: the expression's last member, letters and
// digits alone and case folded, is the last component of the text's
// class (state->unsupported_operation and io.UnsupportedOperation). A
// member named otherwise, or a call (PyExceptionInstance_Class(exc)),
// says nothing of the class it holds; classAgreement's answer stands
// for them (they disagree with any class named).
func memberAgrees(text, rec string) bool {
	if text == "" || rec == "" || isClassName(rec) || strings.HasSuffix(rec, ")") || !strings.Contains(rec, ">") && !isCIdent(rec) {
		return false
	}
	return foldName(lastField(rec)) == foldName(lastComponent(text))
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
