package match

import (
	"regexp/syntax"
	"strings"
)

// Short Go texts. A record whose pattern pins fewer than 4 letters and
// digits (flagWeak) is no anchor's candidate: "EOF" would be tried for
// every text holding the word. Go's short sentinels are among its
// commonest errors, though (io.EOF, whose text is "EOF"), printed alone
// or as the last link of a wrapped chain ("read x: EOF"). packageFacts
// keeps, for the Go records whose whole pattern is such a literal text
// (shortGoText), that text, and explain tries them on a message or a link that is
// exactly it (shortTextCandidates).

// shortGoText returns the whole-literal text of a weak Go record's
// pattern p, if it is one (packageFacts keeps those of the records that
// are not log records, each with its records).
func shortGoText(p string) (string, bool) {
	if strings.ContainsAny(p, "(|[") {
		return "", false // a hole, an alternative or a class: not one literal (and no parse for the commonest weak patterns)
	}
	if s, ok := literalPattern(p); ok && strings.TrimSpace(s) != "" {
		return s, true
	}
	return "", false
}

// literalPattern returns the text a pattern matches when it is one
// literal (no hole, no alternative).
func literalPattern(p string) (string, bool) {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return "", false
	}
	re = re.Simplify()
	if re.Op != syntax.OpLiteral || re.Flags&syntax.FoldCase != 0 {
		return "", false
	}
	return string(re.Rune), true
}

// shortTextCandidates calls try with each short Go record (shortGoText)
// whose text is msg from one of bounds to its end, trimmed.
func (ix *Index) shortTextCandidates(msg string, bounds []int, try func(int) bool) {
	short := ix.packageFacts().short
	if len(short) == 0 {
		return
	}
	for _, b := range bounds {
		if b > len(msg) {
			continue
		}
		for _, i := range short[strings.TrimSpace(msg[b:])] {
			try(i)
		}
	}
}
