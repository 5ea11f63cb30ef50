package cpp

import (
	"bytes"

	"github.com/errdex/errdex/internal/lazyre"
)

// Neither tree-sitter grammar knows CUDA's and the compilers' extensions,
// and code full of them parses with an error region at every kernel. blank
// overwrites them with spaces before parsing, so that offsets, lines and
// columns stay those of the file: the execution-space and memory-space
// qualifiers (__global__, __device__, __forceinline__, …), attribute
// macros with their arguments (__launch_bounds__(256), __align__(16),
// __attribute__((…)), __declspec(…)), well-known library attribute macros
// (CUTLASS_DEVICE, C10_HOST_DEVICE, …), object-like macros the file
// defines to nothing but such qualifiers (#define DINLINE __device__
// __forceinline__), and the <<<grid, block>>> configuration of a kernel
// launch, which leaves an ordinary call.

// qualifiers are blanked where they appear as a word.
var qualifiers = map[string]bool{
	"__global__": true, "__device__": true, "__host__": true, "__forceinline__": true,
	"__noinline__": true, "__inline__": true, "__shared__": true, "__constant__": true,
	"__managed__": true, "__restrict__": true, "__restrict": true, "__grid_constant__": true,
	"__forceinline": true, "__inline": true, "__extension__": true,
	// Library attribute macros that stand before declarations.
	"CUTLASS_DEVICE": true, "CUTLASS_HOST_DEVICE": true, "CUTLASS_HOST": true, "CUTLASS_GLOBAL": true,
	"CUTLASS_PRAGMA_UNROLL": true, "CUTLASS_PRAGMA_NO_UNROLL": true, "CUTLASS_INLINE": true,
	"CUTE_DEVICE": true, "CUTE_HOST_DEVICE": true, "CUTE_HOST": true, "CUTE_UNROLL": true,
	"CUTE_NO_UNROLL": true, "CUTE_INLINE_CONSTANT": true,
	"C10_HOST_DEVICE": true, "C10_DEVICE": true, "C10_HOST": true, "C10_ALWAYS_INLINE": true,
	"C10_NOINLINE": true, "C10_API": true, "TORCH_API": true, "C10_EXPORT": true,
	"FLASHINFER_INLINE": true, "FLASHINFER_HOST_DEVICE": true,
}

// attributeMacroRE matches the names projects give their own attribute
// macros (SGL_DEVICE, DINLINE, HOST_DEVICE_INLINE, FORCE_INLINE); a use
// not followed by "(" is blanked.
var attributeMacroRE = lazyre.New(`^(?:[A-Z][A-Z0-9]*_)*(?:DEVICE|HOST|HOST_DEVICE|DEVICE_INLINE|INLINE|FORCEINLINE|FORCE_INLINE|ALWAYS_INLINE|NOINLINE|GLOBAL|KERNEL|DINLINE|HINLINE)$`)

// qualifierCalls are blanked together with their parenthesized arguments.
var qualifierCalls = map[string]bool{
	"__launch_bounds__": true, "__align__": true, "__attribute__": true, "__declspec": true,
	"__cluster_dims__": true, "__maxnreg__": true, "C10_LAUNCH_BOUNDS_0": true,
	"C10_LAUNCH_BOUNDS_1": true, "C10_LAUNCH_BOUNDS_2": true, "CUTE_ALIGNAS": true,
}

// blank returns src with the extensions above overwritten by spaces (a
// copy; src itself is not changed), or src when there are none. Uses at
// file scope of the file's own macros whose body defines a function
// (definers: SLOT1(slot_nb_inplace_lshift, __ilshift__, PyObject *) in
// CPython's typeobject.c), which stand without a semicolon, are blanked
// too: a run of them parses as one error region that swallows the
// functions written after it.
// A use inside a function of the file's own macros whose body is a
// statement (stmts: CHECK_CLOSED(self, msg) expanding to if (…) { … },
// LEAVE_BUFFERED(self) to do { … } while (0);), written without a
// semicolon as the expansion needs none, gets one in the blanks after it
// (before a comment there) when the next token starts another line: the
// grammar reads the use as a call, and a call followed by another
// statement is an error region that swallows the rest of the function.
// dirs are the token index ranges of the directive lines (defines).
func blank(src []byte, toks []token, fileQualifiers, definers, stmts map[string]bool, dirs [][2]int) []byte {
	var out []byte
	put := func(from, to int) {
		if out == nil {
			out = append([]byte(nil), src...)
		}
		for i := from; i < to && i < len(out); i++ {
			if out[i] != '\n' && out[i] != '\r' {
				out[i] = ' '
			}
		}
	}
	inDirective := false
	depth, dir := 0, 0 // of braces outside directives; the next directive range
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.bol {
			inDirective = t.text == "#"
		}
		for dir < len(dirs) && dirs[dir][1] <= i {
			dir++
		}
		if len(definers)+len(stmts) > 0 && (dir >= len(dirs) || i < dirs[dir][0]) && t.pos >= 0 {
			switch t.text {
			case "{":
				depth++
			case "}":
				depth = max(depth-1, 0)
			}
		}
		if inDirective || t.pos < 0 {
			continue
		}
		switch {
		case depth == 0 && t.kind == tIdent && definers[t.text] && i+1 < len(toks) && toks[i+1].text == "(" && !toks[i+1].bol:
			if end := matchParen(toks, i+1); end > 0 && (end+1 >= len(toks) || toks[end+1].text != ";" && toks[end+1].text != "{" && toks[end+1].text != ",") {
				put(t.pos, toks[end].pos+1)
				i = end
			}
		case depth > 0 && t.kind == tIdent && stmts[t.text] && i > 0 && statementEnd(toks[i-1].text) && i+1 < len(toks) && toks[i+1].text == "(":
			end := matchParen(toks, i+1)
			if end < 0 || end+1 >= len(toks) || !toks[end+1].bol || toks[end+1].pos < 0 || !beginsStatement(toks[end+1]) {
				continue
			}
			gap := src[toks[end].pos+1 : toks[end+1].pos]
			if c := bytes.IndexByte(gap, '/'); c >= 0 {
				gap = gap[:c] // a blank before the comment
			}
			if j := bytes.IndexAny(gap, " \t"); j >= 0 {
				if out == nil {
					out = append([]byte(nil), src...)
				}
				out[toks[end].pos+1+j] = ';'
			}
			i = end
		case t.kind == tIdent && (qualifiers[t.text] || fileQualifiers[t.text] ||
			i+1 < len(toks) && toks[i+1].kind == tIdent && t.text[0] >= 'A' && t.text[0] <= 'Z' &&
				(i == 0 || toks[i-1].text != "::" && toks[i-1].text != "." && toks[i-1].text != "->" && toks[i-1].text != "case") &&
				attributeMacroRE.MatchString(t.text)): // the regexp last: it is the costly test
			put(t.pos, t.pos+len(t.text))
		case t.kind == tIdent && qualifierCalls[t.text] && i+1 < len(toks) && toks[i+1].text == "(":
			if end := matchParen(toks, i+1); end > 0 {
				put(t.pos, toks[end].pos+1)
				i = end
			}
		case t.text == "<<" && i+1 < len(toks) && toks[i+1].text == "<" && toks[i+1].pos == t.pos+2:
			// kernel<<<grid, block, smem, stream>>>(args): find the >>>.
			depth := 0
			for j := i + 2; j < len(toks) && j < i+400; j++ {
				u := toks[j]
				switch u.text {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				case ";":
					j = len(toks)
					continue
				}
				if depth < 0 {
					break
				}
				if depth == 0 && u.text == ">>" && j+1 < len(toks) && toks[j+1].text == ">" && toks[j+1].pos == u.pos+2 {
					put(t.pos, toks[j+1].pos+1)
					i = j + 1
					break
				}
				if depth == 0 && u.text == ">" && j+1 < len(toks) && toks[j+1].text == ">>" && toks[j+1].pos == u.pos+1 {
					put(t.pos, toks[j+1].pos+2)
					i = j + 1
					break
				}
			}
		}
	}
	if out == nil {
		return src
	}
	return out
}

// statementEnd reports whether a token can end the statement before
// another: a use of a statement macro after it stands as a statement.
func statementEnd(text string) bool {
	switch text {
	case ";", "{", "}", ":", ")", "else":
		return true
	}
	return false
}

// beginsStatement reports whether a token can start a statement, close
// the block or go on with an if statement: the use before it ended one,
// and a semicolon there is what the grammar needs. An opening brace (a
// loop macro's body) and operators continue the use.
func beginsStatement(t token) bool {
	switch {
	case t.kind == tIdent:
		return true
	case t.text == "}", t.text == "(", t.text == "*", t.text == "++", t.text == "--":
		return true
	}
	return false
}

// statementMacros returns the function-like macros among defs whose body
// is a statement or a block: it ends with a semicolon or a closing brace
// (a definer's body does too, but its uses are outside functions).
func statementMacros(defs []directive) map[string]bool {
	out := map[string]bool{}
	for _, d := range defs {
		if b := d.body; d.fn && len(b) > 0 && (b[len(b)-1].text == ";" || b[len(b)-1].text == "}") {
			out[d.name] = true
		}
	}
	return out
}

// matchParen returns the index of the ")" closing the "(" at toks[open],
// or -1.
func matchParen(toks []token, open int) int { return matchClose(toks, open, "(", ")") }

// matchClose returns the index of the closer closing the opener at
// toks[open], or -1.
func matchClose(toks []token, open int, opener, closer string) int {
	depth := 0
	for j := open; j < len(toks); j++ {
		switch toks[j].text {
		case opener:
			depth++
		case closer:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// definerMacros returns the function-like macros among defs whose body
// defines a function: it ends with a brace that closes the body of a
// parenthesized declarator (static PyObject * FUNCNAME(PyObject *self)
// { … }), or is one use of such a macro (SLOT1BIN(…) as
// SLOT1BINFULL(…)).
func definerMacros(defs []directive) map[string]bool {
	out := map[string]bool{}
	for _, d := range defs {
		b := d.body
		if !d.fn || len(b) < 4 || b[len(b)-1].text != "}" {
			continue
		}
		open := -1
		for j, t := range b {
			if t.text == "{" {
				open = j
				break
			}
		}
		if open >= 1 && b[open-1].text == ")" && matchClose(b, open, "{", "}") == len(b)-1 {
			out[d.name] = true
		}
	}
	for grew := len(out) > 0; grew; {
		grew = false
		for _, d := range defs {
			b := d.body
			if d.fn && !out[d.name] && len(b) > 2 && out[b[0].text] && b[1].text == "(" && matchParen(b, 1) == len(b)-1 {
				out[d.name], grew = true, true
			}
		}
	}
	return out
}

// qualifierMacros returns the object-like macros among defs whose every
// definition is empty or nothing but qualifiers, inline/static keywords
// and attributes (#define UNUSED __attribute__((unused)), #define
// PY2_UNUSED), so that their uses can be blanked too.
func qualifierMacros(defs []directive) map[string]bool {
	out := map[string]bool{}
	for grew := true; grew; {
		grew = false
		all := map[string]bool{} // name → every definition so far qualifies
		for _, d := range defs {
			if q, seen := all[d.name]; seen && !q {
				continue
			}
			all[d.name] = !d.fn && qualifierBody(d.body, out)
		}
		for name, q := range all {
			if q && !out[name] {
				out[name], grew = true, true
			}
		}
	}
	return out
}

// qualifierBody reports whether a macro body is empty or only qualifiers,
// attributes and the known qualifier macros.
func qualifierBody(body []token, known map[string]bool) bool {
	for i := 0; i < len(body); i++ {
		t := body[i]
		switch {
		case qualifiers[t.text] || known[t.text] || t.text == "inline" || t.text == "static" || t.text == "constexpr":
		case qualifierCalls[t.text] && i+1 < len(body) && body[i+1].text == "(":
			end := matchParen(body, i+1)
			if end < 0 {
				return false
			}
			i = end
		default:
			return false
		}
	}
	return true
}
