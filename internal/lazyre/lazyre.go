// Package lazyre holds regular expressions compiled on first use, for
// package-level patterns of packages a process may link without calling
// (errdex match links every extractor): compiling them all at package
// init cost every start a few milliseconds.
package lazyre

import (
	"regexp"
	"sync"
)

// RE is a regular expression compiled, as regexp.MustCompile does, the
// first time one of its methods is called; a bad expression panics then.
// It is safe for concurrent use.
type RE struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

// New returns expr, to be compiled on first use.
func New(expr string) *RE { return &RE{expr: expr} }

// Regexp returns the compiled expression, compiling it on the first call.
func (l *RE) Regexp() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

func (l *RE) String() string                   { return l.expr }
func (l *RE) Match(b []byte) bool              { return l.Regexp().Match(b) }
func (l *RE) MatchString(s string) bool        { return l.Regexp().MatchString(s) }
func (l *RE) FindString(s string) string       { return l.Regexp().FindString(s) }
func (l *RE) FindSubmatch(b []byte) [][]byte   { return l.Regexp().FindSubmatch(b) }
func (l *RE) FindSubmatchIndex(b []byte) []int { return l.Regexp().FindSubmatchIndex(b) }
func (l *RE) FindStringSubmatch(s string) []string {
	return l.Regexp().FindStringSubmatch(s)
}
func (l *RE) FindAllString(s string, n int) []string { return l.Regexp().FindAllString(s, n) }
func (l *RE) FindAllStringIndex(s string, n int) [][]int {
	return l.Regexp().FindAllStringIndex(s, n)
}
func (l *RE) FindAllStringSubmatch(s string, n int) [][]string {
	return l.Regexp().FindAllStringSubmatch(s, n)
}
func (l *RE) FindAllSubmatch(b []byte, n int) [][][]byte { return l.Regexp().FindAllSubmatch(b, n) }
func (l *RE) ReplaceAllString(src, repl string) string {
	return l.Regexp().ReplaceAllString(src, repl)
}
func (l *RE) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return l.Regexp().ReplaceAllStringFunc(src, repl)
}
func (l *RE) Split(s string, n int) []string { return l.Regexp().Split(s, n) }
