package match

import "strings"

// quietPrefix reports whether l begins with an ISO timestamp and an INFO,
// DEBUG, TRACE or NOTICE level word ("2026-08-28 05:00:00.000 INFO [7494]
// app: …", "2026-08-28T05:00:00Z debug: …"), or with that word in capitals
// ("INFO [7494] app: …", Python's "INFO:root:…"), so that StripPrefix would
// read a level quietLevel holds to be no error report. It reads a few
// bytes and runs no regexp, so that Stream can drop such lines before
// screening them; false means only that the line needs StripPrefix. The
// timestamp is read as tsRE reads it and the level word as levelRE does;
// FuzzQuietPrefix checks the two agree.
func quietPrefix(l string) bool {
	q, _ := quietPrefixFrom(l)
	return q
}

// quietPrefixFrom is quietPrefix, also returning where the level word of
// a quiet line with a timestamp starts (0 for others): no event head
// starts before it (see mayStartEvent), since no head starts in a
// timestamp and the one that starts with a space (" panicked at ") would
// make "panicked" the level word.
func quietPrefixFrom(l string) (bool, int) {
	if l != "" && l[0] >= 'A' && l[0] <= 'Z' {
		return quietBare(l), 0
	}
	// \d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}:\d{2}
	if len(l) < 24 || !isDigits(l[0:4]) || l[4] != '-' && l[4] != '/' || !isDigits(l[5:7]) || l[7] != '-' && l[7] != '/' || !isDigits(l[8:10]) ||
		l[10] != 'T' && l[10] != ' ' || !isDigits(l[11:13]) || l[13] != ':' || !isDigits(l[14:16]) || l[16] != ':' || !isDigits(l[17:19]) {
		return false, 0
	}
	p := 19
	// (?:[.,]\d+)?: tsRE takes every digit.
	if l[p] == '.' || l[p] == ',' {
		p++
		if p >= len(l) || !isDigitByte(l[p]) {
			return false, 0
		}
		for p < len(l) && isDigitByte(l[p]) {
			p++
		}
	}
	// (?:Z|[+-]\d{2}:?\d{2}| ?UTC)? then \s+. A zone tsRE would take
	// otherwise, or any doubt, leaves the line to StripPrefix.
	if p < len(l) && l[p] == 'Z' {
		p++
	} else if p < len(l) && (l[p] == '+' || l[p] == '-') {
		q := p + 3
		if q+2 > len(l) || !isDigits(l[p+1:q]) {
			return false, 0
		}
		if l[q] == ':' {
			q++
		}
		if q+2 > len(l) || !isDigits(l[q:q+2]) {
			return false, 0
		}
		p = q + 2
	}
	if p >= len(l) || l[p] != ' ' && l[p] != '\t' {
		return false, 0
	}
	for p < len(l) && (l[p] == ' ' || l[p] == '\t') {
		p++
	}
	// tsRE's \s+ would also take \n, \f and \r; the level word follows.
	return quietLevelWord(l[p:]), p
}

// quietBare is quietPrefix for a line without a timestamp: StripPrefix
// reads a level word at the start of a line when it is in capitals
// (isLevelWord), and before it tries the common log format's "host - user
// -" when the line holds " - " (then quietBare leaves it to StripPrefix).
// The word's second letter is a capital, so that it is no syslog date or
// glog header either.
func quietBare(l string) bool {
	n := quietWord(l)
	if n == 0 || strings.Contains(l, " - ") {
		return false
	}
	for i := range n {
		if l[i] < 'A' || l[i] > 'Z' {
			return false
		}
	}
	return quietLevelWord(l)
}

// quietLevelWord reports whether rest, what follows a line's timestamp or
// the line itself, begins with a quiet level word that StripPrefix reads
// as that word.
func quietLevelWord(rest string) bool {
	n := quietWord(rest)
	if n == 0 {
		return false
	}
	// levelRE's (?:\s*[:|\]-]\s*|\s+|$) after the word: StripPrefix
	// reads the level as the word upper-cased, but for spaces between the
	// word and a separator, which it keeps ("INFO -" gives "INFO ").
	q := n
	for q < len(rest) && isRE2Space(rest[q]) {
		q++
	}
	return q == n || q == len(rest) || !isLevelSep(rest[q])
}

// quietWord returns the length of the INFO, DEBUG, TRACE or NOTICE word,
// in any case, that s begins with and that ends where levelRE's word
// ends: at a space, a separator or the end; 0 if there is none. (RE2's
// case folding maps no other character to the letters of these words.)
func quietWord(s string) int {
	var w string
	if s == "" {
		return 0
	}
	switch s[0] | 0x20 {
	case 'i':
		w = "info"
	case 'd':
		w = "debug"
	case 't':
		w = "trace"
	case 'n':
		w = "notice"
	default:
		return 0
	}
	if len(s) < len(w) {
		return 0
	}
	for i := 1; i < len(w); i++ {
		if s[i]|0x20 != w[i] {
			return 0
		}
	}
	if len(s) > len(w) && !isRE2Space(s[len(w)]) && !isLevelSep(s[len(w)]) {
		return 0 // the word runs on: "INFORMATION"
	}
	return len(w)
}

func isLevelSep(c byte) bool { return c == ':' || c == '|' || c == ']' || c == '-' }

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// isRE2Space reports whether c is in RE2's \s: [\t\n\f\r ].
func isRE2Space(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }
