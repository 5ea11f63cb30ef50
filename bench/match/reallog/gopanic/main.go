// Command gopanic fails the way Go programs do, with real errors of the
// standard library: case N (0 to Cases-1) makes a call with bad input and
// panics with its error (a must-style helper), or makes the runtime
// panic (an index out of range, a nil map, a bad conversion), or logs the
// error and exits 1. make.sh runs every case as a process of its own and
// keeps what it wrote to stderr.
//
//	gopanic -case N
//	gopanic -count
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/url"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"text/template"
	"time"
)

// cases are the failing calls; each returns the error to fail with, or
// panics itself.
var cases = []func() error{
	func() error { _, err := strconv.Atoi("12a"); return err },
	func() error { _, err := strconv.ParseInt("99999999999999999999", 10, 64); return err },
	func() error { _, err := strconv.ParseBool("maybe"); return err },
	func() error { _, err := strconv.ParseFloat("1.2.3", 64); return err },
	func() error { var v map[string]int; return json.Unmarshal([]byte(`{"a": "x"}`), &v) },
	func() error { var v any; return json.Unmarshal([]byte(`{"a": [1, 2,, 3]}`), &v) },
	func() error { _, err := url.Parse("http://[::1"); return err },
	func() error { _, err := url.ParseQuery("a=%zz"); return err },
	func() error { _, err := time.Parse(time.RFC3339, "2026-13-45"); return err },
	func() error { _, err := time.ParseDuration("5 minutes"); return err },
	func() error { _, err := regexp.Compile("a(b"); return err },
	func() error { _, err := base64.StdEncoding.DecodeString("abc$"); return err },
	func() error { _, err := hex.DecodeString("abz"); return err },
	func() error { _, _, err := net.ParseCIDR("10.0.0.1/33"); return err },
	func() error { _, err := os.Open("/nonexistent/config.yaml"); return err },
	func() error { _, err := net.LookupPort("tcp", "nosuchservice"); return err },
	func() error { // index out of range
		xs := []int{1, 2, 3}
		i := len(os.Args) + 5
		return fmt.Errorf("%d", xs[i])
	},
	func() error { // assignment to entry in nil map
		var m map[string]int
		m[os.Args[0]] = 1
		return nil
	},
	func() error { // interface conversion
		var v any = os.Args[0]
		return fmt.Errorf("%d", v.(int))
	},
	func() error { // nil pointer dereference
		var u *url.URL
		return fmt.Errorf("%s", u.Host)
	},
	// Panics raised inside the standard library, its frames on the stack.
	func() error { regexp.MustCompile(`(?P<x>a`); return nil },
	func() error { return fmt.Errorf("%s", strings.Repeat("x", len(os.Args)-10)) },
	func() error { var b bytes.Buffer; b.Truncate(len(os.Args) + 3); return nil },
	func() error { var wg sync.WaitGroup; wg.Add(-len(os.Args)); return nil },
	func() error { reflect.ValueOf(len(os.Args)).Elem(); return nil },
	func() error { template.Must(template.New("page").Parse("{{.Name")); return nil },
}

func main() {
	n := flag.Int("case", 0, "the case to run")
	count := flag.Bool("count", false, "print the number of cases")
	flag.Parse()
	if *count {
		fmt.Println(len(cases))
		return
	}
	err := cases[*n%len(cases)]()
	if err == nil {
		return
	}
	// Half of the errors end in a panic, half in log.Fatal, as programs do.
	if *n%2 == 0 {
		panic(err)
	}
	log.Fatalf("startup: %v", err)
}
