package cpp

import (
	"strconv"
	"strings"
)

// py2Only returns the byte ranges of toks's source that no Python 3 build
// compiles: the branches of #if/#elif/#else chains whose condition
// compares PY_MAJOR_VERSION with a number (PY_MAJOR_VERSION < 3,
// PY_MAJOR_VERSION >= 3, == 2), or PY_VERSION_HEX with 0x03000000, and is
// false for every Python 3; and everything nested in them. A C extension
// that still carries its Python 2 code has a twin of each error there
// (simplejson's _parse_array_str beside _parse_array_unicode), which no
// user can meet, so its sites are not recorded. Any other condition is
// unknown and its branches are kept.
func py2Only(toks []token) [][2]int {
	type frame struct {
		dead      bool // this branch is not compiled
		parent    bool // the chain is inside a dead branch
		decided   bool // an earlier branch of the chain is compiled for sure
		deadStart int  // offset where the current dead branch began
	}
	var stack []frame
	var out [][2]int
	closeBranch := func(f *frame, at int) {
		if f.dead && !f.parent {
			out = append(out, [2]int{f.deadStart, at})
		}
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !t.bol || t.text != "#" && t.text != "%:" || i+1 >= len(toks) {
			continue
		}
		end := i + 1
		for end < len(toks) && !toks[end].bol {
			end++
		}
		kw, cond := toks[i+1].text, toks[min(i+2, end):end]
		parentDead := len(stack) > 0 && stack[len(stack)-1].dead
		switch kw {
		case "if", "ifdef", "ifndef":
			v := unknown
			if kw == "if" {
				v = py3Value(cond)
			}
			f := frame{parent: parentDead, dead: parentDead || v == no, decided: v == yes, deadStart: t.pos}
			stack = append(stack, f)
		case "elif", "else":
			if len(stack) == 0 {
				break
			}
			f := &stack[len(stack)-1]
			closeBranch(f, t.pos)
			v := yes
			if kw == "elif" {
				v = py3Value(cond)
			}
			f.dead = f.parent || f.decided || v == no
			f.decided = f.decided || v == yes
			f.deadStart = t.pos
		case "endif":
			if len(stack) == 0 {
				break
			}
			closeBranch(&stack[len(stack)-1], t.pos)
			stack = stack[:len(stack)-1]
		}
		i = end - 1
	}
	return out
}

type tristate uint8

const (
	unknown tristate = iota
	yes
	no
)

// py3Value evaluates a directive's condition for Python 3 when it is NAME
// OP NUMBER (parentheses allowed) with NAME PY_MAJOR_VERSION, or
// PY_VERSION_HEX against 0x03000000.
func py3Value(cond []token) tristate {
	var ts []token
	for _, t := range cond {
		if t.text != "(" && t.text != ")" {
			ts = append(ts, t)
		}
	}
	if len(ts) != 3 || ts[2].kind != tNumber {
		return unknown
	}
	n, err := strconv.ParseInt(strings.TrimRight(strings.ToLower(ts[2].text), "ul"), 0, 64)
	if err != nil {
		return unknown
	}
	var lo, hi int64 // the name's value for any Python 3: lo ≤ v ≤ hi
	switch ts[0].text {
	case "PY_MAJOR_VERSION":
		lo, hi = 3, 3
	case "PY_VERSION_HEX":
		if n != 0x03000000 {
			return unknown
		}
		lo, hi = 0x03000000, 0x03ffffff
	default:
		return unknown
	}
	var always, never bool
	switch ts[1].text {
	case "<":
		always, never = hi < n, lo >= n
	case "<=":
		always, never = hi <= n, lo > n
	case ">":
		always, never = lo > n, hi <= n
	case ">=":
		always, never = lo >= n, hi < n
	case "==":
		always, never = lo == n && hi == n, n < lo || n > hi
	case "!=":
		always, never = n < lo || n > hi, lo == n && hi == n
	default:
		return unknown
	}
	switch {
	case always:
		return yes
	case never:
		return no
	}
	return unknown
}
