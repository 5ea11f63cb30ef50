package extracttest

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
)

var wantRE = regexp.MustCompile(`(?:#|//)\s*want((?:\s+\S+\s+"(?:[^"\\]|\\.)*")+)`)
var clauseRE = regexp.MustCompile(`(\S+)\s+("(?:[^"\\]|\\.)*")`)

// Want is one expected site.
type Want struct {
	Line    int
	Class   string
	Message string
}

// ParseWants returns the expectations written in src.
func ParseWants(t testing.TB, path string, src []byte) []Want {
	var out []Want
	for i, line := range strings.Split(string(src), "\n") {
		m := wantRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, c := range clauseRE.FindAllStringSubmatch(m[1], -1) {
			msg, err := strconv.Unquote(c[2])
			if err != nil {
				t.Errorf("%s:%d: bad want string %s: %v", path, i+1, c[2], err)
				continue
			}
			class := c[1]
			if class == `""` {
				class = ""
			}
			out = append(out, Want{Line: i + 1, Class: class, Message: msg})
		}
	}
	return out
}

// Run applies ex to every file below dir whose extension ex handles, then
// its link pass (Extractor.Link) to all of them at once, and checks the
// sites against the want comments. It returns the results by
// path for further checks.
func Run(t *testing.T, ex *extract.Extractor, dir string) map[string]*extract.Result {
	t.Helper()
	results := map[string]*extract.Result{}
	var linked []extract.Linked // in WalkDir's lexical order, as scan sorts by path
	wants := map[string][]Want{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !handles(ex, path) {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if ex.Decode != nil {
			if src, err = ex.Decode(src); err != nil {
				t.Errorf("%s: %v", path, err)
				return nil
			}
		}
		res, err := ex.Run(&extract.File{Path: filepath.ToSlash(path), Src: src})
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return nil
		}
		results[path] = res
		linked = append(linked, extract.Linked{Path: filepath.ToSlash(path), Result: res})
		wants[path] = ParseWants(t, path, src)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) == 0 {
		t.Fatalf("no %s files under %s", ex.Name, dir)
	}
	if ex.Link != nil {
		for _, e := range ex.Link(linked) {
			t.Errorf("link: %v", e)
		}
	}
	for _, l := range linked {
		path := filepath.FromSlash(l.Path)
		check(t, path, wants[path], l.Result.Sites)
	}
	return results
}

func handles(ex *extract.Extractor, path string) bool {
	for _, ext := range ex.Extensions {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

func check(t *testing.T, path string, wants []Want, sites []extract.Site) {
	t.Helper()
	type key struct {
		line       int
		class, msg string
	}
	want := map[key]int{}
	for _, w := range wants {
		want[key{w.Line, w.Class, w.Message}]++
	}
	var unexpected []string
	for _, s := range sites {
		if _, err := regexp.Compile(s.Message.Pattern()); err != nil {
			t.Errorf("%s:%d: pattern does not compile: %v", path, s.Line, err)
		}
		k := key{s.Line, s.Class, s.Message.Message()}
		if want[k] > 0 {
			want[k]--
			continue
		}
		unexpected = append(unexpected, path+":"+strconv.Itoa(s.Line)+": unexpected site "+s.Class+" "+strconv.Quote(k.msg))
	}
	var missing []string
	for k, n := range want {
		for ; n > 0; n-- {
			missing = append(missing, path+":"+strconv.Itoa(k.line)+": no site "+k.class+" "+strconv.Quote(k.msg))
		}
	}
	sort.Strings(missing)
	for _, m := range append(unexpected, missing...) {
		t.Error(m)
	}
}

// Unparsable runs ex on every file of dir that has a .err file beside it
// and checks that Run fails with the error the .err file holds (one line,
// the file's path as dir/name).
func Unparsable(t *testing.T, ex *extract.Extractor, dir string) {
	t.Helper()
	errFiles, _ := filepath.Glob(filepath.Join(dir, "*.err"))
	if len(errFiles) == 0 {
		t.Fatalf("%s holds no .err files", dir)
	}
	for _, ef := range errFiles {
		src := strings.TrimSuffix(ef, ".err")
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(ef)
		_, runErr := ex.Run(&extract.File{Path: filepath.ToSlash(src), Src: data})
		if runErr == nil || runErr.Error() != strings.TrimSpace(string(want)) {
			t.Errorf("%s: got error %v, want %s", src, runErr, strings.TrimSpace(string(want)))
		}
	}
}
