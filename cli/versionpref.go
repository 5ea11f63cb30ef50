package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
	"github.com/errdex/errdex/versions"
)

// versionNote says which version explain preferred, or which versions
// contain the records it found.
type versionNote struct {
	used, source string              // the version preferred and where it came from
	in           map[string][]string // record id -> versions containing it, when several
	order        []string            // ids of in, in result order
}

// preferVersion keeps one result per record id: the record of version want
// (--version), else of the version a banner in text names ("widget 1.2.0"),
// else the newest, noting then which versions contain each record.
func preferVersion(rs []match.Result, want, text string) ([]match.Result, versionNote) {
	var n versionNote
	if len(rs) < 2 {
		return rs, n // nothing to choose between (and match stays cheap)
	}
	rec := func(r match.Result) *catalog.Record { return r.Record }
	recs := make([]*catalog.Record, len(rs))
	for i := range rs {
		recs[i] = rs[i].Record
	}
	switch {
	case want != "":
		n.used, n.source = want, "--version"
	default:
		name := ""
		if len(recs) > 0 {
			repo := catalog.Deref(recs[0].Repo)
			name = repo[strings.LastIndexByte(repo, '/')+1:]
		}
		if v := versions.FindHint(text, versions.Known(recs), name); v != "" {
			n.used, n.source = v, "named in the input"
		}
	}
	if n.used == "" {
		n.in = map[string][]string{}
		for id, vs := range versions.In(recs) {
			if len(vs) > 1 {
				n.in[id] = vs
			}
		}
	}
	out := versions.Prefer(rs, rec, n.used)
	for _, r := range out {
		if _, ok := n.in[r.Record.ID]; ok {
			n.order = append(n.order, r.Record.ID)
		}
	}
	return out, n
}

// print writes the note after the results; nothing when the catalog holds
// one version.
func (n versionNote) print(w io.Writer) {
	if n.used != "" {
		fmt.Fprintf(w, "\nversion %s (%s): its records are preferred, else the nearest older version's\n", n.used, n.source)
		return
	}
	for i, id := range n.order {
		if i == 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "record %s is in versions %s (newest shown; pick one with --version)\n", id, strings.Join(n.in[id], ", "))
	}
}
