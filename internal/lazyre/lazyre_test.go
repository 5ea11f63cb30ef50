package lazyre

import (
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// TestSameAsRegexp checks every method of RE against regexp's on a few
// expressions and inputs, and that RE compiles once under concurrent
// first calls.
func TestSameAsRegexp(t *testing.T) {
	for _, expr := range []string{`(\w+)=(\d+)`, `(?i)^err(or)?$`, `\s*\n\s*`, `x*`} {
		l, re := New(expr), regexp.MustCompile(expr)
		for _, s := range []string{"", "a=1 b=22", "ERROR", "one\n  two\nthree", "xx yxx"} {
			b := []byte(s)
			up := strings.ToUpper
			for name, pair := range map[string][2]any{
				"String":                {l.String(), re.String()},
				"Match":                 {l.Match(b), re.Match(b)},
				"MatchString":           {l.MatchString(s), re.MatchString(s)},
				"FindString":            {l.FindString(s), re.FindString(s)},
				"FindSubmatch":          {l.FindSubmatch(b), re.FindSubmatch(b)},
				"FindSubmatchIndex":     {l.FindSubmatchIndex(b), re.FindSubmatchIndex(b)},
				"FindStringSubmatch":    {l.FindStringSubmatch(s), re.FindStringSubmatch(s)},
				"FindAllString":         {l.FindAllString(s, -1), re.FindAllString(s, -1)},
				"FindAllStringIndex":    {l.FindAllStringIndex(s, 2), re.FindAllStringIndex(s, 2)},
				"FindAllStringSubmatch": {l.FindAllStringSubmatch(s, -1), re.FindAllStringSubmatch(s, -1)},
				"FindAllSubmatch":       {l.FindAllSubmatch(b, -1), re.FindAllSubmatch(b, -1)},
				"ReplaceAllString":      {l.ReplaceAllString(s, "<$1>"), re.ReplaceAllString(s, "<$1>")},
				"ReplaceAllStringFunc":  {l.ReplaceAllStringFunc(s, up), re.ReplaceAllStringFunc(s, up)},
				"Split":                 {l.Split(s, -1), re.Split(s, -1)},
			} {
				if !reflect.DeepEqual(pair[0], pair[1]) {
					t.Errorf("%q on %q: %s gives %#v, regexp %#v", expr, s, name, pair[0], pair[1])
				}
			}
		}
	}
	l := New(`a+`)
	var wg sync.WaitGroup
	got := make([]*regexp.Regexp, 8)
	for i := range got {
		wg.Add(1)
		go func() { defer wg.Done(); got[i] = l.Regexp() }()
	}
	wg.Wait()
	for _, r := range got {
		if r != got[0] || r == nil {
			t.Fatal("RE compiled more than once")
		}
	}
}
