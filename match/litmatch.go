package match

import (
	"strings"
	"unicode/utf8"
)

// litMatcher matches a relaxed pattern of the simple shape, literal runs
// and holes, without the regexp package: it finds the submatches the
// pattern's regexp (compileAnchored, or its prefix form) finds, the
// leftmost-first match, without the cost of compiling the regexp. The
// shape is text (with punctuation escaped by a backslash) and holes
// "(.*?)" and "([-+]?\d+)", each hole followed by literal text or
// ending the pattern, and last "(?: |$)(.*?)" (relaxPattern's form of a
// space and a hole that end a pattern); any other pattern keeps its
// regexp.
type litMatcher struct {
	toks []litTok
}

// litTok is a literal run (hole 0) or a hole: holeLazy, (.*?), holeInt,
// ([-+]?\d+), or holeSpaceLazy, (?: |$)(.*?).
type litTok struct {
	lit  string
	hole uint8
}

const (
	holeLazy = 1
	holeInt  = 2
	// holeSpaceLazy ends a pattern: a space, or the end of the text, then
	// a lazy hole.
	holeSpaceLazy = 3
)

const spaceLazy = "(?: |$)(.*?)"

// parseLitPattern returns the matcher of relaxed, a relaxed pattern, or
// nil when relaxed is not of the simple shape.
func parseLitPattern(relaxed string) *litMatcher {
	if !utf8.ValidString(relaxed) || strings.ContainsRune(relaxed, utf8.RuneError) {
		return nil // the regexp matches U+FFFD to an invalid byte
	}
	m := &litMatcher{}
	last := litTok{}
	if r, ok := strings.CutSuffix(relaxed, spaceLazy); ok {
		relaxed, last.hole = r, holeSpaceLazy
	}
	var lit []byte
	flush := func() {
		if len(lit) > 0 {
			m.toks = append(m.toks, litTok{lit: string(lit)})
			lit = lit[:0]
		}
	}
	for i := 0; i < len(relaxed); {
		c := relaxed[i]
		switch {
		case strings.HasPrefix(relaxed[i:], "(.*?)"), strings.HasPrefix(relaxed[i:], `([-+]?\d+)`):
			if len(lit) == 0 && len(m.toks) > 0 {
				return nil // two holes in a row
			}
			flush()
			if c, n := relaxed[i+1], len("(.*?)"); c == '.' {
				m.toks = append(m.toks, litTok{hole: holeLazy})
				i += n
			} else {
				m.toks = append(m.toks, litTok{hole: holeInt})
				i += len(`([-+]?\d+)`)
			}
		case c == '\\':
			if i+1 >= len(relaxed) {
				return nil
			}
			e := relaxed[i+1]
			if e >= 0x80 || !isASCIIPunct(e) {
				return nil // \d, \n, \Q and the like
			}
			lit = append(lit, e)
			i += 2
		case strings.IndexByte(`.*+?()[]{}^$|`, c) >= 0:
			return nil
		default:
			lit = append(lit, c)
			i++
		}
	}
	flush()
	if last.hole != 0 {
		if len(m.toks) > 0 && m.toks[len(m.toks)-1].hole == holeInt {
			return nil // two holes in a row, the second only after a space
		}
		m.toks = append(m.toks, last)
	}
	if len(m.toks) == 0 {
		return nil
	}
	return m
}

func isASCIIPunct(c byte) bool {
	return c > ' ' && c < 0x7f && !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z')
}

// holes returns the number of m's holes.
func (m *litMatcher) holes() int {
	n := 0
	for _, t := range m.toks {
		if t.hole != 0 {
			n++
		}
	}
	return n
}

// find returns the submatch offsets in text that the regexp
// ^(?s:pattern)\s*$ finds (anchorEnd) or ^(?s:pattern) (not anchorEnd),
// as regexp.FindStringSubmatchIndex does, or nil.
func (m *litMatcher) find(text string, anchorEnd bool) []int {
	s := litSearch{m: m, text: text, anchorEnd: anchorEnd, loc: make([]int, 2+2*m.holes())}
	if anchorEnd {
		s.trimmed = len(strings.TrimRight(text, "\t\n\f\r "))
	}
	if !s.at(0, 0, 2) {
		return nil
	}
	s.loc[0] = 0
	if anchorEnd {
		s.loc[1] = len(text)
	}
	return s.loc
}

// litSearch is one run of find: a depth-first search in the order a
// backtracking matcher tries its choices, remembering the (token,
// position) pairs that failed once the search has taken many steps.
type litSearch struct {
	m         *litMatcher
	text      string
	anchorEnd bool
	trimmed   int // len(text) without its trailing \s
	loc       []int
	steps     int
	failed    map[int]bool
}

// at reports whether tokens k... match text from pos, filling loc from
// index l (the next hole's pair) when they do.
func (s *litSearch) at(k, pos, l int) bool {
	if k == len(s.m.toks) {
		if !s.anchorEnd {
			s.loc[1] = pos
			return true
		}
		return pos >= s.trimmed
	}
	s.steps++
	key := k*(len(s.text)+1) + pos
	if s.failed != nil && s.failed[key] {
		return false
	}
	if s.try(k, pos, l) {
		return true
	}
	if s.steps > 64 {
		if s.failed == nil {
			s.failed = map[int]bool{}
		}
		s.failed[key] = true
	}
	return false
}

func (s *litSearch) try(k, pos, l int) bool {
	t := s.m.toks[k]
	text := s.text
	switch t.hole {
	case 0:
		return strings.HasPrefix(text[pos:], t.lit) && s.at(k+1, pos+len(t.lit), l)
	case holeLazy:
		if k+1 == len(s.m.toks) {
			// The hole ends the pattern: it ends where the text's
			// trailing blanks begin, or holds nothing unanchored.
			end := pos
			if s.anchorEnd {
				end = max(pos, s.trimmed)
			}
			s.loc[l], s.loc[l+1] = pos, end
			return s.at(k+1, end, l+2)
		}
		next := s.m.toks[k+1] // text, or a space or the end (holeSpaceLazy)
		for q := pos; q <= len(text); q++ {
			var j int
			if next.hole == 0 {
				j = strings.Index(text[q:], next.lit)
			} else if j = strings.IndexByte(text[q:], ' '); j < 0 {
				j = len(text) - q
			}
			if j < 0 {
				return false
			}
			q += j
			s.loc[l], s.loc[l+1] = pos, q
			if s.at(k+1, q, l+2) {
				return true
			}
		}
		return false
	case holeSpaceLazy:
		end := pos // after $: the hole holds nothing
		if pos < len(text) {
			if text[pos] != ' ' {
				return false
			}
			end = pos + 1
			if s.anchorEnd {
				end = max(end, s.trimmed)
			}
			pos++
		}
		s.loc[l], s.loc[l+1] = pos, end
		return s.at(k+1, end, l+2)
	default: // holeInt: [-+]? greedy, then \d+ greedy
		d := pos
		if d < len(text) && (text[d] == '-' || text[d] == '+') {
			d++
		}
		e := d
		for e < len(text) && '0' <= text[e] && text[e] <= '9' {
			e++
		}
		for ; e > d; e-- {
			s.loc[l], s.loc[l+1] = pos, e
			if s.at(k+1, e, l+2) {
				return true
			}
		}
		return false
	}
}
