package pytree

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestCorpus compares Parse with tree-sitter on every .py file under the
// directories in PYTREE_CORPUS (colon-separated), whole and with screen-like
// ranges (PYTREE_SKIP names directories to leave out): for each file tree-sitter parses without an error, Parse must
// refuse it or produce the same tree.
func TestCorpus(t *testing.T) {
	dirs := os.Getenv("PYTREE_CORPUS")
	if dirs == "" {
		t.Skip("PYTREE_CORPUS not set")
	}
	var files []string
	for _, dir := range strings.Split(dirs, ":") {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if skip := os.Getenv("PYTREE_SKIP"); skip != "" && d != nil && d.IsDir() && d.Name() == skip {
				return filepath.SkipDir
			}
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") && d.Type().IsRegular() {
				files = append(files, path)
			}
			return nil
		})
	}
	var whole, screened, screened2 corpusStats
	whole.reasons = map[string]int{}
	screened.reasons = map[string]int{}
	screened2.reasons = map[string]int{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		whole.add(t, f, src, nil)
		want, bad := tsParse(t, src, nil)
		if bad {
			continue
		}
		if rs := screenRanges(src, want, false); rs != nil {
			screened.add(t, f, src, rs)
		}
		if rs := screenRanges(src, want, true); rs != nil {
			screened2.add(t, f, src, rs)
		}
	}
	whole.report(t, "whole files")
	screened.report(t, "screened ranges (second, fourth... definitions left out)")
	screened2.report(t, "screened ranges (first, third... definitions left out)")
}

type corpusStats struct {
	files, tsErrors, accepted, refused, mismatches int
	bytes, acceptedBytes                           int
	reasons                                        map[string]int
	examples                                       map[string]string
}

func (s *corpusStats) add(t *testing.T, name string, src []byte, ranges []Range) {
	s.files++
	d, refused, tsErr := compare(t, src, ranges)
	if refused != nil {
		if tsErr {
			s.tsErrors++
			return
		}
		s.refused++
		msg := refused.Error()
		var pe *parseError
		if errors.As(refused, &pe) {
			msg = pe.msg
		}
		s.reasons[msg]++
		if s.examples == nil {
			s.examples = map[string]string{}
		}
		if _, ok := s.examples[msg]; !ok {
			s.examples[msg] = name + ": " + refused.Error()
		}
		return
	}
	if tsErr && d == "" {
		s.tsErrors++
		return
	}
	s.bytes += len(src)
	if d != "" {
		s.mismatches++
		if s.mismatches <= 10 {
			t.Errorf("%s (ranges %v): %s", name, ranges != nil, d)
		}
		return
	}
	s.accepted++
	s.acceptedBytes += len(src)
}

func (s *corpusStats) report(t *testing.T, what string) {
	ok := s.files - s.tsErrors
	t.Logf("%s: %d files, %d with tree-sitter errors, %d accepted (%.2f%% of %d), %d refused, %d mismatches",
		what, s.files, s.tsErrors, s.accepted, 100*float64(s.accepted)/float64(max(ok, 1)), ok, s.refused, s.mismatches)
	type kv struct {
		k string
		v int
	}
	var rs []kv
	for k, v := range s.reasons {
		rs = append(rs, kv{k, v})
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].v > rs[j].v || rs[i].v == rs[j].v && rs[i].k < rs[j].k })
	for _, r := range rs {
		t.Logf("  refused %5d  %s   (e.g. %s)", r.v, r.k, s.examples[r.k])
	}
}

// screenRanges returns the ranges a screen would give for src: every other
// function definition at module level or directly in a module-level class
// (from the first when first) left out, whole lines from its first
// decorator to its last line, keeping at least one statement in each
// class. It returns nil when nothing is left out.
func screenRanges(src []byte, ns []oNode, first bool) []Range {
	var cut []Range
	odd := first
	isDef := func(n oNode) bool { return n.Kind == "function_definition" || n.Kind == "decorated_definition" }
	lineStart := func(off uint32) uint32 {
		for off > 0 && src[off-1] != '\n' {
			off--
		}
		return off
	}
	lineEnd := func(off uint32) uint32 {
		for off < uint32(len(src)) && src[off] != '\n' {
			off++
		}
		if off < uint32(len(src)) {
			off++
		}
		return off
	}
	leave := func(n oNode) {
		if odd {
			cut = append(cut, Range{lineStart(n.Start), lineEnd(n.End)})
		}
		odd = !odd
	}
	for i := uint32(1); i < uint32(len(ns)); i = ns[i].Next {
		n := ns[i]
		if isDef(n) {
			leave(n)
			continue
		}
		cls := i
		if n.Kind == "decorated_definition" {
			continue
		}
		if n.Kind != "class_definition" {
			continue
		}
		// The body block of a class.
		for j := cls + 1; j < n.Next; j = ns[j].Next {
			if ns[j].Kind != "block" || ns[j].Field != "body" {
				continue
			}
			var kids []uint32
			for k := j + 1; k < ns[j].Next; k = ns[k].Next {
				if ns[k].Kind != "comment" {
					kids = append(kids, k)
				}
			}
			if ns[j].Row == n.Row {
				break // a one-line class
			}
			left := len(kids)
			for _, k := range kids {
				if isDef(ns[k]) {
					if odd && left == 1 {
						odd = !odd
						continue
					}
					if odd {
						left--
					}
					leave(ns[k])
				}
			}
		}
	}
	if len(cut) == 0 {
		return nil
	}
	var rs []Range
	prev := uint32(0)
	for _, c := range cut {
		if c.Start > prev {
			rs = append(rs, Range{prev, c.Start})
		}
		prev = c.End
	}
	if prev < uint32(len(src)) {
		rs = append(rs, Range{prev, uint32(len(src))})
	}
	if len(rs) == 0 {
		return nil
	}
	return rs
}
