package enrich

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
)

// TestModuleFiles checks moduleFiles' index of module-path tails against
// the rule it answers (the module itself, or a path ending in "."+m), for
// every tail of the modules and a few names no module ends in, and that
// the files come in module-path order.
func TestModuleFiles(t *testing.T) {
	g := NewGrounds()
	g.modules = map[string][]string{
		"sglang.srt.utils": {"python/sglang/srt/utils.py"},
		"sglang.utils":     {"python/sglang/utils.py", "python/sglang/utils.pyi"},
		"utils":            {"utils.py"},
		"xutils":           {"xutils.py"},
		"a.b.c":            {"a/b/c.py"},
		"":                 {"__init__.py"},
	}
	for _, m := range []string{"utils", "srt.utils", "sglang.srt.utils", "c", "b.c", "a.b.c", "tils", "b", "", "nothing"} {
		var want []string
		mps := make([]string, 0, len(g.modules))
		for mp := range g.modules {
			mps = append(mps, mp)
		}
		sort.Strings(mps)
		for _, mp := range mps {
			if mp == m || strings.HasSuffix(mp, "."+m) {
				want = append(want, g.modules[mp]...)
			}
		}
		if got := g.moduleFiles(m, "x.py"); !slices.Equal(got, want) {
			t.Errorf("moduleFiles(%q) = %v, want %v", m, got, want)
		}
	}
	if got := fmt.Sprint(g.moduleFiles("utils", "x.py")); got != "[python/sglang/srt/utils.py python/sglang/utils.py python/sglang/utils.pyi utils.py]" {
		t.Errorf("moduleFiles(utils) = %s", got)
	}
}
