package match

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// goRuntimeCrash reports whether r is a record of the Go runtime's own
// crash: a panic statement or a fatal error (runtime.throw and its kin)
// in the language runtime's code (GOROOT's runtime and internal/runtime
// trees, in a catalog of a Go distribution: tagged "runtime:Go …"). Such
// a text reaches a reader only as a crash, "panic: TEXT" or "fatal
// error: TEXT" above the goroutine stacks, or, for a runtime.Error
// recovered and printed, after "runtime error: ": ordinary code does not
// return it as an error value. The runtime's internal checks use short,
// common words (panic("overflow") in the map implementation, throw("bad
// pointer")) that an ordinary error's text shares.
func goRuntimeCrash(r *catalog.Record) bool {
	if r == nil || !goRuntimeFile(r.FilePath) || !goDistribution(r) {
		return false
	}
	switch r.ErrorType {
	case "panic":
		return true
	case "fatal":
		return !strings.HasPrefix(r.ErrorClass, "log.") // log.Fatal writes a log line, it does not crash
	}
	return false
}

// goRuntimeFile reports whether file (a path in GOROOT/src) is in the Go
// runtime's trees: runtime/... or internal/runtime/....
func goRuntimeFile(file string) bool {
	return strings.HasPrefix(file, "runtime/") || strings.HasPrefix(file, "internal/runtime/")
}

// goDistribution reports whether r is a record of a Go distribution's
// source (its catalog.RuntimeTag names Go).
func goDistribution(r *catalog.Record) bool {
	for _, t := range r.Tags {
		if v, ok := strings.CutPrefix(t, catalog.RuntimeTag); ok && strings.HasPrefix(v, "Go ") {
			return true
		}
	}
	return false
}

// crashShown reports whether the event ex shows a crash of the Go
// runtime where result r matched: a Go panic or fatal error (Parse read
// "panic: " or "fatal error: ", KindGo), a runtime.Error's prefix
// "runtime error: " where the record's text starts, or a report of a
// recovered panic before it on the line ("http: panic serving …: ").
func crashShown(ex *Exception, r *Result) bool {
	if ex.Kind == KindGo {
		return true
	}
	if r.Offset < 0 || r.Offset > len(r.Message) {
		return false
	}
	before := r.Message[:r.Offset]
	return strings.HasPrefix(r.Message[r.Offset:], "runtime error: ") || strings.HasSuffix(before, "runtime error: ") || strings.Contains(before, "panic")
}

// uncrashedRuntimeLeads makes a lead (weakMatch) placed after the others
// (one more "after" rule) of each result in rs at a record of the Go
// runtime's own crashes (goRuntimeCrash) that the event does not show
// crashing (crashShown) and no stack frame supports: a plain "overflow"
// an ordinary library returned is not the map implementation's
// panic("overflow"), which stays listed, as a lead, after the library's
// record; a bare "assignment to entry in nil map" is answered with the
// runtime's record as a lead, not as a match.
//
// A record of the runtime's own crash that the event does show crashing
// is marked runtimeCrash: of results of equal score, it is listed before
// a Go distribution's other records (sortResults).
func uncrashedRuntimeLeads(rs []Result, ex *Exception) {
	for i := range rs {
		r := &rs[i]
		if r.Frame || !goRuntimeCrash(r.Record) {
			continue
		}
		if crashShown(ex, r) {
			r.ev.runtimeCrash = true
			continue
		}
		r.weakMatch = true
		r.ev.after++
		r.rescore()
	}
}

// minPrefixLit is the literal bytes a Go record must pin down to be a
// confident answer when the text goes on past it (a prefix match).
const minPrefixLit = 10

// shortGoPrefixLeads makes a lead (weakMatch) of each result in rs that
// rests on the message alone at a Go record matched as a prefix of its
// link and pinning fewer than minPrefixLit literal bytes: a Go error
// prints no class and its type appends nothing to its text, so what
// follows the record's text in the link was written by a site the
// catalog does not hold, and a word or two ("illegal" of "illegal char",
// "invalid" of "invalid header field") does not tell the record's
// site from that one. The score, and so the order, is unchanged.
func shortGoPrefixLeads(rs []Result) {
	for i := range rs {
		r := &rs[i]
		if !r.Frame && r.ev.prefix && r.lit < minPrefixLit && r.Record != nil && goFile(r.Record.FilePath) {
			r.weakMatch = true
		}
	}
}

// commandsLast marks, among results of equal score, each record of Go
// code only a command runs (catalog.CommandOnlyTag) in a runtime or an
// installed package (a "runtime:" or "pkg:" tag) when a result of the same
// score is not such a record (evidence.commandOnly), and orders rs again
// when it marked one: a program never links another command's code, so
// io.ErrUnexpectedEOF's record goes before the Go toolchain's assembler's
// panic of the same text. A plain scan's records are the program's own
// and are not moved.
func commandsLast(rs []Result) {
	moved := false
	for _, group := range tiedGroups(rs) {
		if !slices.ContainsFunc(group, func(r Result) bool { return !installedCommandOnly(r.Record) }) {
			continue
		}
		for k := range group {
			if r := &group[k]; !r.ev.commandOnly && installedCommandOnly(r.Record) {
				r.ev.commandOnly = true
				moved = true
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// installedCommandOnly reports whether r is a record of Go code only a
// command runs in a runtime or an installed package (see commandsLast).
func installedCommandOnly(r *catalog.Record) bool {
	if r == nil || !slices.Contains(r.Tags, catalog.CommandOnlyTag) {
		return false
	}
	return slices.ContainsFunc(r.Tags, func(t string) bool {
		return strings.HasPrefix(t, catalog.RuntimeTag) || strings.HasPrefix(t, catalog.PackageTag)
	})
}
