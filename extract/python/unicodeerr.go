package python

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/template"
)

// The Unicode errors constructed with all their fields print a sentence
// of their own, not the tuple of their arguments:
//
//	raise UnicodeDecodeError("pdfdocencoding", bytearray(b), -1, -1,
//	                         "does not exist in translation table")
//
// prints "'pdfdocencoding' codec can't decode bytes in position -1--2:
// does not exist in translation table". CPython's __str__
// (Objects/exceptions.c): UnicodeDecodeError(encoding, object, start,
// end, reason) prints "'E' codec can't decode byte 0xHH in position S:
// R" when end is start+1 (and start within the object), else "'E' codec
// can't decode bytes in position S-(end-1): R"; UnicodeEncodeError the
// same with "encode character '\xHH'" (\uHHHH, \UHHHHHHHH above
// 0xff) and "encode characters";
// UnicodeTranslateError(object, start, end, reason) "can't translate
// character '\xHH' in position S: R" or "characters in position …".
// Start and end given as integer literals pick the one sentence; holes
// keep both. A reason with no text of its own (a variable) is not
// modelled: the sentence alone is Python's own codec errors', and would
// claim all of them from the message.

// unicodeForms returns the texts an instance of the built-in Unicode
// error root constructed with args prints; ok is false when args are not
// its fields or the reason has no literal text.
func unicodeForms(root string, args []argForm) ([]template.Template, bool) {
	var enc argForm
	var verb, noun string
	switch {
	case root == "UnicodeDecodeError" && len(args) == 5:
		verb, noun = "' codec can't decode ", "byte 0x"
	case root == "UnicodeEncodeError" && len(args) == 5:
		verb, noun = "' codec can't encode ", "character '"
	case root == "UnicodeTranslateError" && len(args) == 4:
		verb, noun = "can't translate ", "character '"
		args = append([]argForm{{}}, args...) // no encoding
	default:
		return nil, false
	}
	enc = args[0]
	start, end, reason := args[2].str, args[3].str, args[4].str
	if reason.LiteralLen() == 0 {
		return nil, false
	}
	head := template.Template{}
	if root != "UnicodeTranslateError" {
		head = template.Concat(template.Lit("'"), enc.str)
	}
	plural := strings.Fields(noun)[0] + "s"
	s, sok := intValue(start)
	e, eok := intValue(end)
	if sok {
		start = template.Lit(strconv.Itoa(s))
	}
	var last template.Template
	switch {
	case eok:
		last = template.Lit(strconv.Itoa(e - 1))
	case len(end.Parts) == 1 && end.Parts[0].Hole:
		last = template.Hole(end.Parts[0].Expr+" - 1", "", "d")
	default:
		last = template.Hole("end - 1", "", "d")
	}
	many := template.Concat(head, template.Lit(verb+plural+" in position "), start, template.Lit("-"), last, template.Lit(": "), reason)
	closer := ""
	if root != "UnicodeDecodeError" {
		closer = "'"
	}
	// the byte in hex; the character as \xHH, \uHHHH or \UHHHHHHHH
	char := template.Hole("…", "", "x")
	if closer != "" {
		char = template.Hole("…", "", "")
	}
	one := template.Concat(head, template.Lit(verb+noun), char, template.Lit(closer+" in position "), start, template.Lit(": "), reason)
	switch {
	case sok && eok && e == s+1:
		return []template.Template{one}, true
	case sok && eok:
		return []template.Template{many}, true
	}
	return []template.Template{one, many}, true
}

// intValue is the integer a literal argument holds (-1 reads as a hole
// named by its text).
func intValue(t template.Template) (int, bool) {
	s, ok := template.Literal(t)
	if !ok && len(t.Parts) == 1 && t.Parts[0].Hole && t.Parts[0].Conv == "" && t.Parts[0].Spec == "" {
		s, ok = t.Parts[0].Expr, true
	}
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
	return n, err == nil
}
