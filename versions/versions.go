package versions

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// TagPrefix starts the tag that names a record's version.
const TagPrefix = "version:"

// Label adds the version tag v to r, replacing an older version tag.
func Label(r *catalog.Record, v string) {
	if v == "" {
		return
	}
	tags := r.Tags[:0:0]
	for _, t := range r.Tags {
		if !strings.HasPrefix(t, TagPrefix) {
			tags = append(tags, t)
		}
	}
	r.Tags = append(tags, TagPrefix+v)
}

// Of returns the version of r: its version tag, else the first 12 digits
// of its analyzedSha, else "".
func Of(r *catalog.Record) string {
	for _, t := range r.Tags {
		if v, ok := strings.CutPrefix(t, TagPrefix); ok {
			return v
		}
	}
	sha := catalog.Deref(r.AnalyzedSha)
	if len(sha) > 12 {
		sha = sha[:12]
	}
	return sha
}

// Known returns the distinct versions of recs, oldest first.
func Known(recs []*catalog.Record) []string {
	seen := map[string]bool{}
	var vs []string
	for _, r := range recs {
		if v := Of(r); v != "" && !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	}
	Sort(vs)
	return vs
}

// Sort orders versions oldest first: by their numeric components ("v0.10.1"
// after "v0.9.3"), then lexically.
func Sort(vs []string) {
	sort.SliceStable(vs, func(i, j int) bool { return Compare(vs[i], vs[j]) < 0 })
}

var numRE = regexp.MustCompile(`\d+`)

// Compare compares two versions by their numeric components, then as
// strings: -1, 0 or +1. Names that do not look like versions (commit ids)
// sort first. A pre-release suffix ("1.0rc1", "1.0-beta") sorts
// before the release it precedes.
func Compare(a, b string) int {
	if va, vb := looksVersion(a), looksVersion(b); va != vb {
		if vb {
			return -1 // commit ids before versions
		}
		return 1
	}
	na, nb := numbers(a), numbers(b)
	for i := 0; i < len(na) && i < len(nb); i++ {
		if na[i] != nb[i] {
			if na[i] < nb[i] {
				return -1
			}
			return 1
		}
	}
	pa, pb := pre(a), pre(b)
	switch {
	case len(na) != len(nb) && pa == pb:
		if len(na) < len(nb) {
			return -1
		}
		return 1
	case pa && !pb:
		return -1
	case pb && !pa:
		return 1
	}
	return strings.Compare(a, b)
}

func numbers(v string) []int {
	var ns []int
	for _, m := range numRE.FindAllString(core(v), -1) {
		n, err := strconv.Atoi(m)
		if err != nil {
			n = int(^uint(0) >> 1)
		}
		ns = append(ns, n)
	}
	return ns
}

var preRE = regexp.MustCompile(`(?i)^v?[\d.]+[-.]?(a|b|rc|alpha|beta|pre|dev)`)

// core returns the dotted numeric head of v ("1.2.3" of "v1.2.3rc1").
func core(v string) string {
	v = strings.TrimPrefix(strings.TrimPrefix(v, "v"), "V")
	end := 0
	for end < len(v) && (v[end] >= '0' && v[end] <= '9' || v[end] == '.') {
		end++
	}
	if end == 0 {
		return v
	}
	return v[:end]
}

func looksVersion(v string) bool {
	c := core(v)
	// "9" is a version; "0123456789ab", a commit id, is not.
	return c != "" && c[0] >= '0' && c[0] <= '9' && (strings.Contains(c, ".") || len(c) == len(strings.TrimLeft(v, "vV")) && len(c) <= 4)
}

func pre(v string) bool { return preRE.MatchString(v) }

// Normalize strips a leading "v" for comparing a hint with a version.
func Normalize(v string) string {
	if len(v) > 1 && (v[0] == 'v' || v[0] == 'V') && v[1] >= '0' && v[1] <= '9' {
		return v[1:]
	}
	return v
}

// versionRE finds version-looking tokens in a log.
var versionRE = regexp.MustCompile(`(?i)(?:^|[^\w.:/])(v?\d+(?:\.\d+)+(?:[-.]?(?:a|b|rc|alpha|beta|dev|post)\d*)?)\b`)

// bannerRE finds words that announce a version right before one.
var bannerRE = regexp.MustCompile(`(?i)(?:version|release|v)\s*[:=]?\s*$`)

// FindHint returns the version a log names, among known (as Known
// returns), or "". A version right after the repository's name ("pytest
// 8.3.4", "sglang==0.5.0") or after the word "version" wins over a bare
// one; among equals the first in the log wins.
func FindHint(log string, known []string, name string) string {
	if len(known) == 0 {
		return ""
	}
	byNorm := map[string]string{}
	for _, k := range known {
		byNorm[Normalize(k)] = k
	}
	name = strings.ToLower(name)
	best, bestScore := "", 0
	for _, m := range versionRE.FindAllStringSubmatchIndex(log, -1) {
		tok := log[m[2]:m[3]]
		k, ok := byNorm[Normalize(tok)]
		if !ok {
			continue
		}
		before := log[max(0, m[2]-40):m[2]]
		if i := strings.LastIndexByte(before, '\n'); i >= 0 {
			before = before[i+1:]
		}
		score := 1
		lb := strings.ToLower(strings.TrimRight(before, " =@:-/"))
		switch {
		case name != "" && strings.HasSuffix(lb, name):
			score = 3
		case bannerRE.MatchString(before):
			score = 2
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// Prefer keeps, among results whose records share an id, the one of
// version want, else of the newest version older than want, else the
// newest; results with distinct ids all stay, in their order. rec returns
// the record of a result. With want == "" Prefer keeps the newest.
func Prefer[T any](results []T, rec func(T) *catalog.Record, want string) []T {
	best := map[string]int{} // id -> index into results
	for i, r := range results {
		id := rec(r).ID
		j, ok := best[id]
		if !ok || better(Of(rec(r)), Of(rec(results[j])), want) {
			best[id] = i
		}
	}
	var out []T
	for i, r := range results {
		if best[rec(r).ID] == i {
			out = append(out, r)
		}
	}
	return out
}

// better reports whether version a is closer to want than b: want itself,
// then versions not newer than want (newest first), then newer ones
// (oldest first).
func better(a, b, want string) bool {
	if want == "" {
		return Compare(a, b) > 0
	}
	w := Normalize(want)
	if Normalize(a) == w || Normalize(b) == w {
		return Normalize(a) == w && Normalize(b) != w
	}
	aOld, bOld := Compare(a, want) < 0, Compare(b, want) < 0
	switch {
	case aOld && bOld:
		return Compare(a, b) > 0
	case aOld != bOld:
		return aOld
	}
	return Compare(a, b) < 0
}

// In returns, for each record id among recs, the versions that contain it,
// oldest first.
func In(recs []*catalog.Record) map[string][]string {
	out := map[string][]string{}
	seen := map[[2]string]bool{}
	for _, r := range recs {
		v := Of(r)
		if v == "" || seen[[2]string{r.ID, v}] {
			continue
		}
		seen[[2]string{r.ID, v}] = true
		out[r.ID] = append(out[r.ID], v)
	}
	for _, vs := range out {
		Sort(vs)
	}
	return out
}
