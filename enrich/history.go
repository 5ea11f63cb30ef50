package enrich

import (
	"fmt"
	"regexp"
	"time"
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

var prRE = regexp.MustCompile(`\(#(\d+)\)\s*$`)

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
