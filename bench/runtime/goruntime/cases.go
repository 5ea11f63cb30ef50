package main

// gocase is one failure to provoke: body is the Go code of a function of
// the generated program (n is 6 there, sink an any to store results in);
// a body that returns sets err and the program prints it.
type gocase struct {
	name    string
	imports []string
	returns bool
	body    string
}

var allCases = []gocase{
	// Bounds checks made by the compiler.
	{name: "index", body: `s := []int{1, 2, 3}; sink = s[n]`},
	{name: "index-negative", body: `s := []int{1, 2, 3}; sink = s[n-10]`},
	{name: "slice-cap", body: `s := []int{1, 2, 3}; sink = s[:n]`},
	{name: "slice-len-string", body: `s := "abc"; sink = s[:n]`},
	{name: "slice-b", body: `s := []int{1, 2, 3}; sink = s[n-3 : 2]`},
	{name: "slice3-cap", body: `s := []int{1, 2, 3}; sink = s[:2:n]`},
	{name: "slice3-b", body: `s := []int{1, 2, 3}; sink = s[:n-3:2]`},
	{name: "slice-to-array", body: `s := make([]int, n-3); sink = [4]int(s)`},
	{name: "index-array-ptr", body: `var a *[3]int = &[3]int{}; sink = a[n]`},
	// Maps.
	{name: "nil-map-write", body: `var m map[string]int; m["a"] = n`},
	{name: "nil-map-write-int", body: `var m map[int]int; m[n] = n`},
	{name: "nil-map-write-struct", body: `var m map[struct{ a, b int }]int; m[struct{ a, b int }{n, n}] = n`},
	{name: "concurrent-map-writes", body: `m := map[int]int{}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; ; j++ {
				m[j] = j
			}
		}()
	}
	for j := 0; ; j++ {
		m[j] = j
	}`},
	{name: "concurrent-map-read-write", body: `m := map[int]int{}
	for i := 0; i < 4; i++ {
		go func() {
			for j := 0; ; j++ {
				m[j%100] = j
			}
		}()
	}
	for j := 0; ; j++ {
		sink = m[j%100]
	}`},
	{name: "unhashable-key", body: `m := map[any]int{}; m[[]int{n}] = 1`},
	{name: "uncomparable", body: `var a, b any = []int{n}, []int{n}; sink = a == b`},
	{name: "makemap-size", body: `sink = make(map[int]int, n-10)`},
	// Channels.
	{name: "close-closed", body: `c := make(chan int); close(c); close(c)`},
	{name: "close-nil", body: `var c chan int; close(c)`},
	{name: "send-closed", body: `c := make(chan int, 1); close(c); c <- n`},
	{name: "makechan-size", body: `sink = make(chan int, n-10)`},
	{name: "deadlock", body: `c := make(chan int); <-c`},
	{name: "deadlock-select", body: `select {}`},
	// Arithmetic and memory.
	{name: "divide-by-zero", body: `z := n - 6; sink = n / z`},
	{name: "nil-deref", body: `var p *int; sink = *p`},
	{name: "negative-shift", body: `sink = 1 << (n - 10)`},
	{name: "makeslice-len", body: `sink = make([]int, n-10)`},
	{name: "makeslice-cap", body: `sink = make([]int, 1, n-10)`},
	{name: "stack-overflow", body: `var f func(int) int; f = func(i int) int { return f(i+1) + 1 }; sink = f(0)`},
	// Interfaces.
	{name: "type-assertion", body: `var v any = n; sink = v.(string)`},
	{name: "type-assertion-iface", imports: []string{"fmt"}, body: `var v any = n; sink = v.(fmt.Stringer)`},
	{name: "type-assertion-nil", body: `var v any; sink = v.(int)`},
	// The sync package's checks.
	{name: "unlock-unlocked", imports: []string{"sync"}, body: `var mu sync.Mutex; mu.Unlock()`},
	{name: "runlock-unlocked", imports: []string{"sync"}, body: `var mu sync.RWMutex; mu.RUnlock()`},
	{name: "rwunlock-unlocked", imports: []string{"sync"}, body: `var mu sync.RWMutex; mu.Unlock()`},
	{name: "waitgroup-negative", imports: []string{"sync"}, body: `var wg sync.WaitGroup; wg.Add(-1)`},
	// Library panics that go through the runtime's reporting.
	{name: "reflect-unaddressable", imports: []string{"reflect"}, body: `reflect.ValueOf(n).SetInt(2)`},
	{name: "strings-repeat-negative", imports: []string{"strings"}, body: `sink = strings.Repeat("a", n-10)`},
	{name: "time-tick-negative", imports: []string{"time"}, body: `sink = time.NewTicker(time.Duration(n - 10))`},
	// Returned errors: a syscall.Errno's text inside the os package's error
	// types, and strconv's.
	{name: "open-missing", returns: true, body: `_, err := os.Open("/nonexistent-errdex")`},
	{name: "stat-missing", returns: true, body: `_, err := os.Stat("/nonexistent-errdex")`},
	{name: "lstat-missing", returns: true, body: `_, err := os.Lstat("/nonexistent-errdex")`},
	{name: "remove-missing", returns: true, body: `err := os.Remove("/nonexistent-errdex")`},
	{name: "mkdir-exists", returns: true, body: `err := os.Mkdir("/tmp", 0o755)`},
	{name: "chdir-missing", returns: true, body: `err := os.Chdir("/nonexistent-errdex")`},
	{name: "readdir-missing", returns: true, body: `_, err := os.ReadDir("/nonexistent-errdex")`},
	{name: "readlink-nonlink", returns: true, body: `_, err := os.Readlink("/tmp")`},
	{name: "rename-missing", returns: true, body: `err := os.Rename("/nonexistent-errdex", "/nonexistent-errdex2")`},
	{name: "chmod-missing", returns: true, body: `err := os.Chmod("/nonexistent-errdex", 0o644)`},
	{name: "truncate-missing", returns: true, body: `err := os.Truncate("/nonexistent-errdex", 0)`},
	{name: "create-in-missing", returns: true, body: `_, err := os.Create("/nonexistent-errdex/x")`},
	{name: "atoi-syntax", imports: []string{"strconv"}, returns: true, body: `_, err := strconv.Atoi("12a")`},
	{name: "atoi-range", imports: []string{"strconv"}, returns: true, body: `_, err := strconv.Atoi("99999999999999999999")`},
	{name: "parsefloat-syntax", imports: []string{"strconv"}, returns: true, body: `_, err := strconv.ParseFloat("x", 64)`},
	{name: "dial-refused", imports: []string{"net"}, returns: true, body: `_, err := net.Dial("tcp", "127.0.0.1:1")`},
}

// moreCases is the second batch (-second, suite goruntime2): more kinds
// and variants, added after the first batch's rules were written.
var moreCases = []gocase{
	{name: "index-string", body: `s := "abc"; sink = s[n]`},
	{name: "slice-string-b", body: `s := "abc"; sink = s[n-3 : n-4]`},
	{name: "nil-func-call", body: `var f func(); f()`},
	{name: "nil-struct-field", body: `type T struct{ a, b int }; var p *T; sink = p.b`},
	{name: "deadlock-waitgroup", imports: []string{"sync"}, body: `var wg sync.WaitGroup; wg.Add(1); wg.Wait()`},
	{name: "deadlock-mutex", imports: []string{"sync"}, body: `var mu sync.Mutex; mu.Lock(); mu.Lock()`},
	{name: "recv-nil-chan", body: `var c chan int; sink = <-c`},
	{name: "send-nil-chan", body: `var c chan int; c <- n`},
	{name: "close-closed-buffered", body: `c := make(chan int, 3); c <- n; close(c); close(c)`},
	{name: "nil-map-write-iface", body: `var m map[any]int; m[n] = 1`},
	{name: "divide-by-zero-mod", body: `z := n - 6; sink = n % z`},
	{name: "divide-by-zero-int8", body: `z := int8(n - 6); sink = int8(n) / z`},
	{name: "regexp-mustcompile", imports: []string{"regexp"}, body: `sink = regexp.MustCompile("(" + strings.Repeat("a", n))`},
	{name: "strings-newreplacer-odd", imports: []string{"strings"}, body: `sink = strings.NewReplacer("a")`},
	{name: "bytes-repeat-negative", imports: []string{"bytes"}, body: `sink = bytes.Repeat([]byte("a"), n-10)`},
	{name: "big-div-zero", imports: []string{"math/big"}, body: `sink = new(big.Int).Div(big.NewInt(int64(n)), big.NewInt(0))`},
	{name: "reflect-value-int", imports: []string{"reflect"}, body: `sink = reflect.ValueOf("a").Int()`},
	{name: "reflect-elem-int", imports: []string{"reflect"}, body: `sink = reflect.ValueOf(n).Elem()`},
	{name: "json-unmarshal-eof", imports: []string{"encoding/json"}, returns: true, body: `var v any; err := json.Unmarshal([]byte("{"), &v)`},
	{name: "url-parse-scheme", imports: []string{"net/url"}, returns: true, body: `_, err := url.Parse(":")`},
	{name: "parsebool", imports: []string{"strconv"}, returns: true, body: `_, err := strconv.ParseBool("x")`},
}
