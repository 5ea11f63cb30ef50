package extracttest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
)

var update = flag.Bool("update", false, "rewrite the golden files of package extracttest")

// Check formats every site of results, one line each in path and line
// order, and compares the text with the golden file.
func Check(t *testing.T, golden string, results map[string]*extract.Result) {
	t.Helper()
	checkGolden(t, golden, format(results, false))
}

// CheckAll is Check with the sites' Context.Handler and Context.Cause
// too.
func CheckAll(t *testing.T, golden string, results map[string]*extract.Result) {
	t.Helper()
	checkGolden(t, golden, format(results, true))
}

// CheckText compares got with the golden file, or rewrites the file
// under go test -update; for packages whose goldens are not sites.
func CheckText(t *testing.T, golden, got string) {
	t.Helper()
	checkGolden(t, golden, got)
}

func checkGolden(t *testing.T, golden, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		t.Errorf("sites differ from %s (go test -update rewrites it):\n%s", golden, diff(string(want), got))
	}
}

// Format returns the golden text of results.
func Format(results map[string]*extract.Result) string { return format(results, false) }

func format(results map[string]*extract.Result, all bool) string {
	paths := sortedPaths(results)
	var b strings.Builder
	for _, p := range paths {
		for _, s := range results[p].Sites {
			c := s.Context
			fmt.Fprintf(&b, "%s:%d-%d %s %s/%s", filepath.Base(p), s.Line, s.EndLine, s.Kind, s.ErrorType, s.Severity)
			if s.Column > 0 {
				fmt.Fprintf(&b, " columns=%d-%d", s.Column, s.EndColumn)
			}
			if s.HTTPStatus != 0 {
				fmt.Fprintf(&b, " http=%d", s.HTTPStatus)
			}
			if s.ErrorCode != "" {
				fmt.Fprintf(&b, " code=%q", s.ErrorCode)
			}
			fmt.Fprintf(&b, " pattern=%q func=%q guard=%q negated=%v doc=%q comments=%q",
				s.Message.Pattern(), c.Function, c.Guard, c.Negated, c.Docstring, c.Comments)
			if all {
				fmt.Fprintf(&b, " handler=%q cause=%q", c.Handler, c.Cause)
			}
			if len(s.Tags) > 0 {
				fmt.Fprintf(&b, " tags=%q", s.Tags)
			}
			b.WriteByte('\n')
		}
		for _, c := range results[p].Classes {
			fmt.Fprintf(&b, "%s:%d class %s bases=%q\n", filepath.Base(p), c.Line, c.Name, c.Bases)
		}
		for _, e := range results[p].Errors {
			fmt.Fprintf(&b, "%s:%d:%d error %s\n", filepath.Base(p), e.Line, e.Col, e.Msg)
		}
	}
	return b.String()
}

// diff lists the lines that differ, want first.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "-%s\n+%s\n", wl, gl)
		}
	}
	return b.String()
}

// CheckEvidence formats the test expectations of results (extract.Evidence
// Expects), one line each in path and line order, and compares the text
// with the golden file.
func CheckEvidence(t *testing.T, golden string, results map[string]*extract.Result) {
	t.Helper()
	checkGolden(t, golden, FormatEvidence(results))
}

// FormatEvidence returns the golden text of the expectations in results.
func FormatEvidence(results map[string]*extract.Result) string {
	paths := sortedPaths(results)
	var b strings.Builder
	for _, p := range paths {
		ev := results[p].Evidence
		if ev == nil {
			continue
		}
		for _, e := range ev.Expects {
			fmt.Fprintf(&b, "%s:%d expect test=%q classes=%q match=%q regexp=%v whole=%v call=%q callee=%q\n",
				filepath.Base(p), e.Line, e.Test, e.Classes, e.Match, e.Regexp, e.Whole, e.Call, e.Callee)
		}
	}
	return b.String()
}

func sortedPaths(results map[string]*extract.Result) []string {
	var paths []string
	for p := range results {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	return paths
}
