package enrich

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/errdex/errdex/internal/lazyre"
)

// Commit is the commit a site's raising line comes from, as git blame
// reports it.
type Commit struct {
	SHA     string
	Time    time.Time // author time
	Subject string
	// Boundary says the line is as old as the history git had (the root
	// commit, or the edge of a shallow clone): the commit is where the
	// line was first seen, not necessarily where it was written.
	Boundary bool
}

var prRE = lazyre.New(`\(#(\d+)\)\s*$`)

// HistorySentence is the commonSituations text for a site whose line comes
// from c: "The raising line dates from 62c2e09 (2026-05-09): subject, PR
// #22665." with the commit and the pull request its subject names.
func HistorySentence(c Commit) string {
	sha := c.SHA
	if len(sha) > 10 {
		sha = sha[:10]
	}
	date := c.Time.Format("2006-01-02")
	if c.Boundary {
		return fmt.Sprintf("The raising line is as old as the available history: it is in %s (%s), %q.", sha, date, c.Subject)
	}
	s := fmt.Sprintf("The raising line dates from commit %s (%s): %q", sha, date, c.Subject)
	if m := prRE.FindStringSubmatch(c.Subject); m != nil {
		s += ", pull request #" + m[1]
	}
	return s + "."
}

// LineLog is what git log -L says about a site's raising statement: the
// commits that touched its lines, newest first, and the statement's text
// as the oldest of them wrote it.
type LineLog struct {
	Commits []Commit
	// First is the statement as the oldest commit of the log wrote it,
	// white space folded: from the first added line that raises, reports
	// or formats an error to the line where its brackets close ("" when
	// the diff holds none).
	First string
}

// raiseLineRE finds the line of an added hunk that raises, returns or
// formats an error, where a statement's wording starts.
var raiseLineRE = lazyre.New(`\b(?:raise|throw|panic!|unreachable!|bail!|anyhow!|ensure!|assert!?|write!|format!|Err\(|errors\.New|fmt\.Errorf|warn|error\(|Exception\(|Error\()`)

// statementFrom returns the lines of added from the first raising line
// to the line where its brackets close.
func statementFrom(added []string) string {
	start := -1
	for i, l := range added {
		if raiseLineRE.MatchString(l) {
			start = i
			break
		}
	}
	if start < 0 {
		return ""
	}
	depth := 0
	var out []string
	for _, l := range added[start:] {
		out = append(out, l)
		depth += strings.Count(l, "(") + strings.Count(l, "[") + strings.Count(l, "{") - strings.Count(l, ")") - strings.Count(l, "]") - strings.Count(l, "}")
		if depth <= 0 {
			break
		}
	}
	return strings.Join(out, " ")
}

// ParseLineLog reads the output of
//
//	git log -L A,B:FILE --format=%x00%H %at %s REV
//
// into a LineLog.
func ParseLineLog(out []byte) LineLog {
	var ll LineLog
	var added []string
	for _, ln := range strings.Split(string(out), "\n") {
		if h, ok := strings.CutPrefix(ln, "\x00"); ok {
			f := strings.SplitN(h, " ", 3)
			if len(f) < 2 {
				continue
			}
			c := Commit{SHA: f[0]}
			if sec, err := strconv.ParseInt(f[1], 10, 64); err == nil {
				c.Time = time.Unix(sec, 0).UTC()
			}
			if len(f) == 3 {
				c.Subject = f[2]
			}
			ll.Commits = append(ll.Commits, c)
			added = nil
			continue
		}
		if strings.HasPrefix(ln, "+") && !strings.HasPrefix(ln, "+++") {
			added = append(added, strings.TrimSpace(ln[1:]))
		}
	}
	ll.First = strings.Join(strings.Fields(statementFrom(added)), " ")
	return ll
}

// LineLogSentence is the commonSituations text git log -L gives a record
// beyond the blamed commit: the commit that added the raising statement
// when it is not the one blame names, and the statement's first wording
// when it said more than the message says now (the introducing commit's
// words name the cause its author had in mind). "" when there is nothing
// beyond blame's sentence.
func LineLogSentence(ll LineLog, blamed Commit, message string) string {
	if len(ll.Commits) == 0 {
		return ""
	}
	intro, newest := ll.Commits[len(ll.Commits)-1], ll.Commits[0]
	var parts []string
	if intro.SHA != blamed.SHA && len(ll.Commits) > 1 {
		parts = append(parts, fmt.Sprintf("The statement first appears in the file's history in commit %s; %d commits changed it since.", commitRef(intro), len(ll.Commits)-1))
	}
	if newest.SHA != blamed.SHA && newest.SHA != intro.SHA {
		parts = append(parts, fmt.Sprintf("Its text was last changed in commit %s.", commitRef(newest)))
	}
	if extra := FirstWording(ll, message); extra != "" {
		parts = append(parts, fmt.Sprintf("Its first wording said more: %q.", extra))
	}
	return strings.Join(parts, " ")
}

// commitRef names a commit for a sentence: its short id, date, subject
// and the pull request the subject names.
func commitRef(c Commit) string {
	s := fmt.Sprintf("%s (%s): %q", short10(c.SHA), c.Time.Format("2006-01-02"), c.Subject)
	if m := prRE.FindStringSubmatch(c.Subject); m != nil {
		s += ", pull request #" + m[1]
	}
	return s
}

// HistorySolution is the solution a raising statement's first wording
// gives when it named a cause the message no longer names: "Check the
// cause its first wording named: "likely PP configuration mismatch"
// (commit 62c2e091f6, pull request #22665)." "" when it named none.
func HistorySolution(ll LineLog, message string) string {
	extra := FirstWording(ll, message)
	if extra == "" {
		return ""
	}
	intro := ll.Commits[len(ll.Commits)-1]
	ref := "commit " + short10(intro.SHA)
	if m := prRE.FindStringSubmatch(intro.Subject); m != nil {
		ref += ", pull request #" + m[1]
	}
	return fmt.Sprintf("Check the cause the message's first wording named: %q (%s).", extra, ref)
}

// FirstWording returns the clauses of the first wording's string
// literals that the current message lacks (a clause like "likely PP
// configuration mismatch" dropped since), "" when it has none.
func FirstWording(ll LineLog, message string) string {
	if len(ll.Commits) == 0 {
		return ""
	}
	first := ll.First
	var lits []string
	for _, m := range litRE.FindAllStringSubmatch(first, -1) {
		lits = append(lits, m[1])
	}
	text := strings.Join(lits, "")
	if text == "" {
		return ""
	}
	now := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(literalText(message)), notWord) {
		now[w] = true
	}
	// The first wording must be this message's: most of the message's
	// words are in it (not a neighbouring arm's or a docstring's text).
	shared := 0
	firstWords := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), notWord) {
		firstWords[w] = true
	}
	for w := range now {
		if firstWords[w] {
			shared++
		}
	}
	if len(now) == 0 || 2*shared < len(now) {
		return ""
	}
	// And it must start as the message does: the first three words of
	// the message's text appear in it in order (a neighbouring arm that
	// shares a word or two does not).
	lead := strings.FieldsFunc(strings.ToLower(literalText(message)), notWord)
	if len(lead) > 3 {
		lead = lead[:3]
	}
	if !strings.Contains(" "+strings.Join(strings.FieldsFunc(strings.ToLower(text), notWord), " ")+" ", " "+strings.Join(lead, " ")+" ") {
		return ""
	}
	// The first wording's clauses (cut at punctuation and holes) most of
	// whose words the message no longer has: a dropped explanation, not a
	// rewording.
	var extra []string
	text = printfRE.ReplaceAllString(text, ",")
	for _, cl := range clauseRE.Split(text, -1) {
		var ws []string
		for _, w := range strings.FieldsFunc(strings.ToLower(cl), notWord) {
			if len(w) >= 2 && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
				ws = append(ws, w)
			}
		}
		if len(ws) < 2 {
			continue
		}
		missing := 0
		for _, w := range ws {
			if !now[w] {
				missing++
			}
		}
		if 2*missing > len(ws) {
			extra = append(extra, strings.TrimSpace(cl))
		}
	}
	return strings.Join(extra, " … ")
}

// printfRE matches printf conversions (%s, %(name)r, %-8d), holes to a
// clause.
var printfRE = lazyre.New(`%(?:\([^)]*\))?[-+ #0]*\d*(?:\.\d+)?[a-zA-Z%]`)

// clauseRE cuts a message into clauses: at punctuation and holes.
var clauseRE = lazyre.New(`[,.;:()\[\]]|\{[^}]*\}`)

// litRE finds the bodies of double-quoted string literals (with a Python
// or Rust prefix) in a line of code.
var litRE = lazyre.New(`[rbfuRBFU]{0,2}"((?:[^"\\]|\\.)*)"`)

func notWord(r rune) bool {
	return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
}

func short10(sha string) string {
	if len(sha) > 10 {
		return sha[:10]
	}
	return sha
}
