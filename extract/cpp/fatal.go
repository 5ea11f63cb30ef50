package cpp

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// printers write a printf format to a stream: fprintf(stderr, …).
var printers = map[string]bool{"fprintf": true, "std::fprintf": true}

// exits end the process.
var exits = map[string]bool{
	"exit": true, "_exit": true, "_Exit": true, "abort": true, "quick_exit": true,
	"std::exit": true, "std::abort": true, "std::quick_exit": true, "std::_Exit": true,
}

// maxExitDistance is how many statements after an fprintf(stderr, …) the
// exit may come (fflush(stderr) or a cleanup call between).
const maxExitDistance = 3

// printsAndExits reports whether a macro body prints to stderr and exits,
// the C way of a fatal error:
//
//	#define CHECK_CUDA(call) do { … fprintf(stderr, "CUDA error: %s\n", …); exit(1); } while (0)
func printsAndExits(body []token) bool {
	prints, ends := false, false
	for i, t := range body {
		if t.kind != tIdent || i+1 >= len(body) || body[i+1].text != "(" {
			continue
		}
		prints = prints || printers[t.text] && i+2 < len(body) && body[i+2].text == "stderr"
		ends = ends || exits[t.text]
	}
	return prints && ends
}

// fatalPrint records fprintf(stderr, format, …) at u.toks[i] when one of
// the next statements of its block exits: a fatal error whose message is
// the format (a trailing newline dropped), class the exit call.
func (x *file) fatalPrint(u *unit, i int) {
	n := u.node(u.toks[i])
	if n == nil {
		return
	}
	call := n.Parent()
	if call == nil || call.Kind() != "call_expression" || (u.exp == nil && tsutil.InUnparsed(call)) {
		return
	}
	st := call.Parent()
	if st == nil || st.Kind() != "expression_statement" {
		return
	}
	exit := ""
	for next, k := st.NextNamedSibling(), 0; next != nil && k < maxExitDistance && exit == ""; next, k = next.NextNamedSibling(), k+1 {
		if next.Kind() == "comment" {
			k--
			continue
		}
		if next.Kind() != "expression_statement" || next.NamedChildCount() == 0 || next.NamedChild(0).Kind() != "call_expression" {
			continue
		}
		if f := calleeName(next.NamedChild(0), u.src); exits[f] {
			exit = strings.TrimPrefix(f, "std::")
		}
	}
	as := args(call)
	if exit == "" || len(as) < 2 {
		return
	}
	m := x.msgAt(u, call)
	format, ok := m.constant(as[1])
	if !ok {
		return
	}
	line, end := x.span(u, call)
	s := extract.Site{Line: line, EndLine: end, Kind: "fatal", ErrorType: "fatal", Severity: "fatal", Class: exit,
		Message: trimNewline(m.printf(format, as[2:], false))}
	x.context(&s, u, call)
	x.addSite(s)
}

// trimNewline drops the line break that ends a printed message.
func trimNewline(t template.Template) template.Template {
	if n := len(t.Parts); n > 0 && !t.Parts[n-1].Hole {
		t.Parts[n-1].Lit = strings.TrimRight(t.Parts[n-1].Lit, "\n")
		if t.Parts[n-1].Lit == "" {
			t.Parts = t.Parts[:n-1]
		}
	}
	return t
}
