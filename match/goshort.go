package match

import (
	"path"
	"regexp/syntax"
	"strings"
)

// Short Go texts. A record whose pattern pins fewer than 4 letters and
// digits (flagWeak) is no anchor's candidate: "EOF" would be tried for
// every text holding the word. Go's short sentinels are among its
// commonest errors, though (io.EOF, whose text is "EOF"), printed alone
// or as the last link of a wrapped chain ("read x: EOF"). shortGoTexts
// keeps, for the Go records whose whole pattern is such a literal text,
// that text, and explain tries them on a message or a link that is
// exactly it (shortTextCandidates).

// shortGoTexts returns the whole-literal texts of the weak Go records in
// rt (not log records), each with its records.
func shortGoTexts(rt *recTable, ent func(int) entry) map[string][]int {
	goFile := make([]bool, rt.files.len())
	for k := range goFile {
		goFile[k] = path.Ext(rt.files.at(uint32(k))) == ".go"
	}
	out := map[string][]int{}
	for i := range rt.rows {
		r := &rt.rows[i]
		if !goFile[r.file] || r.flags&flagLog != 0 || r.flags&flagWeak == 0 {
			continue
		}
		p := ent(i).pattern
		if strings.ContainsAny(p, "(|[") {
			continue // a hole, an alternative or a class: not one literal (and no parse for the commonest weak patterns)
		}
		if s, ok := literalPattern(p); ok && strings.TrimSpace(s) != "" {
			out[s] = append(out[s], i)
		}
	}
	return out
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

// shortTextCandidates calls try with each short Go record (shortGoTexts)
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
