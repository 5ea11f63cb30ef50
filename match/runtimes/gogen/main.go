// Command gogen writes the shapes of the error texts Go's runtime and
// standard library give every program, one "Class<TAB>shape" a line (the
// class "panic" for a runtime panic's value, "error" for a returned
// error):
//
//	go run ./match/runtimes/gogen > match/runtimes/go.txt
//
// Each probe runs twice with different values; the two texts are aligned
// word by word and what differs becomes a hole ({}), as python.py and
// node.js do for CPython and Node.js. errdex's match reads the file
// (embedded) to tell a module's look-alike record from the standard
// library's own text when GOROOT is not in the catalog. Every shape is what
// the installed toolchain printed.
package main

import (
	"bufio"
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"text/template"
	"time"
	"unicode"
)

// probe is one failure, run with a value of each pair.
type probe struct {
	class string
	run   func(v int) error
}

var sink any

func panicked(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

// vals picks the probe's value for run v (0 or 1).
func vals[T any](v int, a, b T) T {
	if v == 0 {
		return a
	}
	return b
}

var probes = []probe{
	{"error", func(v int) error { _, err := strconv.Atoi(vals(v, "a", "1b2")); return err }},
	{"error", func(v int) error { _, err := strconv.ParseInt(vals(v, "x", "12q"), 10, 64); return err }},
	{"error", func(v int) error { _, err := strconv.ParseInt(vals(v, "300", "999"), 10, 8); return err }},
	{"error", func(v int) error { _, err := strconv.ParseUint(vals(v, "-1", "x"), 10, 64); return err }},
	{"error", func(v int) error {
		_, err := strconv.ParseUint(vals(v, "300", "99999999999999999999"), 10, vals(v, 8, 64))
		return err
	}},
	{"error", func(v int) error { _, err := strconv.ParseFloat(vals(v, "x", "1.2.3"), 64); return err }},
	{"error", func(v int) error { _, err := strconv.ParseBool(vals(v, "yes", "nope")); return err }},
	{"error", func(v int) error {
		_, err := strconv.Atoi(vals(v, "99999999999999999999", "88888888888888888888"))
		return err
	}},
	{"error", func(v int) error {
		_, err := time.Parse(vals(v, "2006-01-02", "15:04"), vals(v, "x", "q"))
		return err
	}},
	{"error", func(v int) error { _, err := time.ParseDuration(vals(v, "x", "5q")); return err }},
	{"error", func(v int) error { _, err := time.LoadLocation(vals(v, "Nope/Nope", "Bad/Zone")); return err }},
	{"error", func(v int) error { _, err := os.Open(vals(v, "/nonexistent/a", "/var/missing/bc.d")); return err }},
	{"error", func(v int) error { _, err := os.ReadFile(vals(v, "/nonexistent/a", "/var/missing/bc.d")); return err }},
	{"error", func(v int) error { _, err := os.ReadFile(vals(v, "/", "/usr/lib")); return err }},
	{"error", func(v int) error { return os.Mkdir(vals(v, "/nonexistent/a/b", "/var/missing/c/d"), 0o755) }},
	{"error", func(v int) error { return os.Remove(vals(v, "/nonexistent/a", "/var/missing/bc.d")) }},
	{"error", func(v int) error { var x any; return json.Unmarshal([]byte(vals(v, "{x", "[1,}")), &x) }},
	{"error", func(v int) error { var x any; return json.Unmarshal([]byte(vals(v, "", "  ")), &x) }},
	{"error", func(v int) error { var x any; return json.Unmarshal([]byte(vals(v, `{"a":1`, `[1,2`)), &x) }},
	{"error", func(v int) error {
		if v == 0 {
			var x int
			return json.Unmarshal([]byte(`"s"`), &x)
		}
		var y []string
		return json.Unmarshal([]byte(`{}`), &y)
	}},
	{"error", func(v int) error {
		if v == 0 {
			var x struct{ A int }
			return json.Unmarshal([]byte(`{"A":"s"}`), &x)
		}
		var y struct{ Bcd bool }
		return json.Unmarshal([]byte(`{"Bcd":[1]}`), &y)
	}},
	{"error", func(v int) error { _, err := json.Marshal(vals[any](v, make(chan int), func() {})); return err }},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "http://[::1", "ftp://[fe80::2")); return err }},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "%zz", "http://a/%x")); return err }},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "http://a b", "ftp://cd^e")); return err }},
	{"error", func(v int) error { _, err := url.ParseRequestURI(vals(v, "x", "bcd")); return err }},
	{"error", func(v int) error { _, _, err := net.ParseCIDR(vals(v, "x", "1.2.3.4/99")); return err }},
	{"error", func(v int) error { _, _, err := net.SplitHostPort(vals(v, "x", "bcd")); return err }},
	{"error", func(v int) error { _, err := regexp.Compile(vals(v, "(", "a(b")); return err }},
	{"error", func(v int) error { _, err := regexp.Compile(vals(v, "[", "x[y")); return err }},
	{"error", func(v int) error { _, err := regexp.Compile(vals(v, "*", "+x")); return err }},
	{"error", func(v int) error { _, err := filepath.Match(vals(v, "[", "a["), "x"); return err }},
	{"error", func(v int) error { _, err := hex.DecodeString(vals(v, "zz", "0q")); return err }},
	{"error", func(v int) error { _, err := hex.DecodeString(vals(v, "abc", "12345")); return err }},
	{"error", func(v int) error { _, err := base64.StdEncoding.DecodeString(vals(v, "!!!!", "ab!d")); return err }},
	{"error", func(v int) error { return exec.Command(vals(v, "nonexistentcmd", "missingtool")).Run() }},
	{"error", func(v int) error {
		_, err := io.ReadFull(strings.NewReader(vals(v, "a", "bc")), make([]byte, 5))
		return err
	}},
	{"error", func(v int) error { _, err := strings.NewReader("").Read(make([]byte, 1+v)); return err }},
	{"panic", func(v int) error {
		return panicked(func() { s := make([]int, vals(v, 3, 7)); sink = s[vals(v, 5, 9)] })
	}},
	{"panic", func(v int) error {
		return panicked(func() { s := make([]int, vals(v, 3, 7)); sink = s[:vals(v, 5, 9)] })
	}},
	{"panic", func(v int) error {
		return panicked(func() { s := make([]int, vals(v, 3, 7)); i := vals(v, 2, 6); j := vals(v, 1, 4); sink = s[i:j] })
	}},
	{"panic", func(v int) error {
		return panicked(func() { s := vals(v, "abc", "hello"); sink = s[vals(v, 5, 9)] })
	}},
	{"panic", func(v int) error { return panicked(func() { var m map[string]int; m[vals(v, "a", "b")] = 1 }) }},
	{"panic", func(v int) error { return panicked(func() { var p *struct{ X int }; sink = p.X + v }) }},
	{"panic", func(v int) error { return panicked(func() { a, b := 1, vals(v, 0, 0); sink = a / b }) }},
	{"panic", func(v int) error {
		return panicked(func() {
			var x any = vals[any](v, "s", 1.5)
			if v == 0 {
				sink = x.(int)
			}
			sink = x.(bool)
		})
	}},
	{"panic", func(v int) error {
		return panicked(func() {
			var x any = vals[any](v, "s", 1.5)
			sink = x.(fmt.Stringer)
		})
	}},
	{"panic", func(v int) error {
		return panicked(func() { c := make(chan int); close(c); close(c) })
	}},
	{"panic", func(v int) error {
		return panicked(func() { c := make(chan int, 1); close(c); c <- v })
	}},
	{"panic", func(v int) error {
		return panicked(func() { n := vals(v, -1, -5); sink = make([]int, n) })
	}},
	{"panic", func(v int) error {
		return panicked(func() { var s []int; sink = [3]int(s[:vals(v, 0, 1)]) })
	}},
	{"panic", func(v int) error {
		return panicked(func() { sink = strings.Repeat("x", vals(v, -1, -3)) })
	}},
	{"panic", func(v int) error {
		return panicked(func() {
			var f func()
			if v >= 0 {
				f()
			}
		})
	}},
	{"panic", func(v int) error {
		return panicked(func() { sink = unicode.SimpleFold(rune(vals(v, -1, -5))); panic(fmt.Sprint("x")) })
	}},
	{"panic", func(v int) error {
		return panicked(func() { m := map[any]int{}; m[vals[any](v, []int{1}, func() {})] = 1 })
	}},
	{"panic", func(v int) error {
		return panicked(func() {
			var a, b any = vals[any](v, []int{}, func() {}), vals[any](v, []int{}, func() {})
			sink = a == b
		})
	}},
	{"panic", func(v int) error {
		return panicked(func() {
			if v == 0 {
				sink = reflect.Value{}.Interface()
			}
			sink = reflect.Value{}.Type()
		})
	}},
	{"error", func(v int) error {
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(v))
		defer cancel()
		<-ctx.Done()
		return ctx.Err()
	}},
	{"error", func(v int) error {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx.Err()
	}},
	{"error", func(v int) error {
		c, err := net.Dial("tcp", vals(v, "127.0.0.1:2", "[::]:9"))
		if c != nil {
			c.Close()
		}
		return err
	}},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "http://a\x7f", "x\x01y")); return err }},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "::", ":x")); return err }},
	{"error", func(v int) error { _, err := url.Parse(vals(v, "http://a:x", "ftp://bc:y1")); return err }},
	{"error", func(v int) error {
		sc := bufio.NewScanner(strings.NewReader(strings.Repeat("x", 100+v)))
		sc.Buffer(make([]byte, 8), 16)
		for sc.Scan() {
		}
		return sc.Err()
	}},
	{"error", func(v int) error { _, err := strconv.ParseFloat(vals(v, "1e999", "-2e400"), 64); return err }},
	{"error", func(v int) error { _, err := time.Parse("2006-01-02", vals(v, "2024-13-01", "1999-00-12")); return err }},
	{"error", func(v int) error { return os.Chdir(vals(v, "/nonexistent/a", "/var/missing/bc.d")) }},
	{"error", func(v int) error { return exec.Command("sh", "-c", vals(v, "exit 1", "exit 3")).Run() }},
	{"error", func(v int) error { return json.Unmarshal([]byte("1"), vals[any](v, 0, "")) }},
	{"error", func(v int) error {
		d := json.NewDecoder(strings.NewReader(vals(v, `{"a":1}`, `{"bcd":2}`)))
		d.DisallowUnknownFields()
		var x struct{ Z int }
		return d.Decode(&x)
	}},
	{"error", func(v int) error { return vals(v, sql.ErrNoRows, sql.ErrNoRows) }},
	{"error", func(v int) error { return vals(v, sql.ErrTxDone, sql.ErrTxDone) }},
	{"error", func(v int) error { return vals(v, sql.ErrConnDone, sql.ErrConnDone) }},
	{"error", func(v int) error {
		_, err := driver.DefaultParameterConverter.ConvertValue(vals[any](v, make(chan int), func() {}))
		return err
	}},
	{"error", func(v int) error { var r big.Rat; _, err := fmt.Sscan(vals(v, "x", "1/q"), &r); return err }},
	{"error", func(v int) error { var i big.Int; _, err := fmt.Sscan(vals(v, "x", "q1"), &i); return err }},
	{"error", func(v int) error { _, err := template.New(vals(v, "a", "bcd")).Parse("{{ .X "); return err }},
	{"error", func(v int) error {
		_, err := http.Get(vals(v, "http:///x", "https:///yz"))
		return err
	}},
}

func tokens(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && (s[j] == '_' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		if j == i {
			j = i + 1
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

// shape aligns two texts' words (a longest common subsequence) and puts a
// hole for each run where they differ; literal braces doubled.
func shape(a, b string) string {
	x, y := tokens(a), tokens(b)
	n, m := len(x), len(y)
	l := make([][]int, n+1)
	for i := range l {
		l[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[i] == y[j] {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	var out strings.Builder
	hole := false
	i, j := 0, 0
	for i < n && j < m {
		if x[i] == y[j] {
			out.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(x[i]))
			hole = false
			i, j = i+1, j+1
			continue
		}
		if !hole {
			out.WriteString("{}")
			hole = true
		}
		if l[i+1][j] >= l[i][j+1] {
			i++
		} else {
			j++
		}
	}
	if (i < n || j < m) && !hole {
		out.WriteString("{}")
	}
	return out.String()
}

var pathHoles = regexp.MustCompile(`(?:[/.\-]*\{\})+`)

func letters(s string) int {
	n := 0
	for _, r := range strings.ReplaceAll(s, "{}", "") {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

func main() {
	seen := map[string]bool{}
	for _, p := range probes {
		a, b := p.run(0), p.run(1)
		if a == nil || b == nil {
			continue
		}
		// a path's parts that differ are one hole: open {}: no such file
		s := pathHoles.ReplaceAllString(shape(a.Error(), b.Error()), "{}")
		if letters(s) < 8 {
			continue
		}
		line := p.class + "\t" + strings.ReplaceAll(s, "\n", `\n`)
		if !seen[line] {
			seen[line] = true
			fmt.Println(line)
		}
	}
}
