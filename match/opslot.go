package match

import (
	"regexp"
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// The slots each operation of Python syntax calls (catalog.OpSlotTag):
// subscription, subscript assignment or deletion, attribute access,
// attribute assignment or deletion.
var (
	subscriptLoad  = []string{"sq_item", "mp_subscript"}
	subscriptStore = []string{"sq_ass_item", "mp_ass_subscript"}
	attrLoad       = []string{"tp_getattro", "tp_getattr", "getter"}
	attrStore      = []string{"tp_setattro", "tp_setattr", "setter"}
)

// opSlotsNamed marks, when no result has a frame at its record, each
// result in a C function that fills a slot of an operation the stack's
// innermost frame performs on its printed source line without a call
// (lineSlots: x[0] = v runs sq_ass_item or mp_ass_subscript, A.nope
// tp_getattro or a getter), and sorts rs again: the error came out of
// that slot, not out of a C API function raising the same text
// (list_ass_item against PyList_SetItem). It orders results of equal
// score only, which stay tied (evidence.slotNamed).
func opSlotsNamed(rs []Result, ex *Exception) {
	src, ok := unshownLine(rs, ex)
	if !ok {
		return
	}
	want := lineSlots(src)
	if len(want) == 0 {
		return
	}
	moved := false
	for i := range rs {
		r := &rs[i]
		if r.Record == nil {
			continue
		}
		for _, t := range r.Record.Tags {
			if s, ok := strings.CutPrefix(t, catalog.OpSlotTag); ok && slices.Contains(want, s) {
				r.ev.slotNamed = true
				moved = true
				break
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// lineSlots returns the slots a Python source line runs by its syntax
// alone: a del statement's or an assignment's target (x[i] = v, del
// x[i]: the subscript assignment slots; x.a = v, del x.a: the attribute
// assignment slots), and the subscriptions and attribute accesses of an
// expression without a call (the value assigned, or the line). An
// augmented assignment (x[i] += v) both reads and writes, and gives
// nothing; string literals and a comment are not read.
func lineSlots(src string) []string {
	s := codeOf(src)
	if t, ok := strings.CutPrefix(s, "del "); ok {
		return targetSlots(t)
	}
	var out []string
	at, aug := assignAt(s)
	if aug {
		return nil
	}
	if at >= 0 {
		out = targetSlots(s[:at])
		s = s[at+1:]
	}
	if hasCall(s) {
		return out
	}
	if hasSubscript(s) {
		out = append(out, subscriptLoad...)
	}
	if hasAttribute(s) {
		out = append(out, attrLoad...)
	}
	return out
}

// attrEnd matches an expression ending in an attribute: x.a, A().b.
var attrEnd = regexp.MustCompile(`[\w)\]"]\s*\.\s*[A-Za-z_]\w*$`)

// targetSlots are the slots assigning to or deleting target runs: its
// last subscription's or attribute's.
func targetSlots(target string) []string {
	t := strings.TrimSpace(target)
	switch {
	case strings.HasSuffix(t, "]") && hasSubscript(t):
		return subscriptStore
	case attrEnd.MatchString(t):
		return attrStore
	}
	return nil
}

// codeOf is src without its string literals' contents (each left as "")
// and without a comment.
func codeOf(src string) string {
	var b strings.Builder
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case '#':
			return strings.TrimSpace(b.String())
		case '\'', '"':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			b.WriteString(`""`)
			i = j
		default:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}

// assignAt returns the index of the '=' of an assignment statement s
// (outside brackets, not a comparison, a walrus or a keyword argument),
// or -1, and whether it is an augmented assignment (+=, //=, …).
func assignAt(s string) (int, bool) {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '=':
			if depth != 0 {
				continue
			}
			if i+1 < len(s) && s[i+1] == '=' {
				i++
				continue
			}
			if i > 0 && strings.IndexByte("=!<>:", s[i-1]) >= 0 {
				if s[i-1] == '<' || s[i-1] == '>' {
					// <<= and >>= are augmented; <= and >= compare.
					return -1, i > 1 && s[i-2] == s[i-1]
				}
				continue
			}
			if i > 0 && strings.IndexByte("+-*/%&|^@", s[i-1]) >= 0 {
				return -1, true
			}
			return i, false
		}
	}
	return -1, false
}

// closer reports whether c ends an operand: a name's or a number's
// character, or a closing bracket.
func closer(c byte) bool {
	return c == '_' || c == ')' || c == ']' || c == '"' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// hasCall reports whether s calls something: an operand followed by '('.
func hasCall(s string) bool { return followed(s, '(') }

// hasSubscript reports whether s subscribes an operand: one followed by
// '['.
func hasSubscript(s string) bool { return followed(s, '[') }

// followed reports whether an operand of s is followed, spaces aside, by
// c.
func followed(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != c {
			continue
		}
		j := i - 1
		for j >= 0 && s[j] == ' ' {
			j--
		}
		if j >= 0 && closer(s[j]) && !keywordBefore(s[:j+1]) {
			return true
		}
	}
	return false
}

// keywordBefore reports whether s ends with a keyword after which a
// bracket opens a display, not a call or a subscription (in [1], return
// (x), not [0]).
func keywordBefore(s string) bool {
	i := len(s)
	for i > 0 && (closer(s[i-1]) && s[i-1] != ')' && s[i-1] != ']' && s[i-1] != '"') {
		i--
	}
	switch s[i:] {
	case "in", "return", "not", "and", "or", "is", "if", "else", "yield", "await", "del", "assert", "lambda", "for", "while", "elif", "import", "from", "print", "raise":
		return true
	}
	return false
}

// hasAttribute reports whether s reads an attribute of an operand: one
// followed by '.' and a name (not a number's fraction, 1.5).
func hasAttribute(s string) bool {
	for i := 1; i+1 < len(s); i++ {
		if s[i] != '.' || !(s[i+1] == '_' || s[i+1] >= 'a' && s[i+1] <= 'z' || s[i+1] >= 'A' && s[i+1] <= 'Z') {
			continue
		}
		j := i - 1
		for j >= 0 && (s[j] >= '0' && s[j] <= '9') {
			j--
		}
		if j < 0 || !closer(s[j]) {
			continue // a number: 1.real is no attribute read here
		}
		return true
	}
	return false
}

// operationSlots are the slots of the operations Python's syntax performs
// on any object of a type: subscription, item assignment and deletion,
// attribute access, assignment and deletion. A PyGetSetDef getter or
// setter (also an OpSlotTag) is not one: the name of one attribute alone
// reaches it.
var operationSlots = []string{"sq_item", "mp_subscript", "sq_ass_item", "mp_ass_subscript",
	"tp_getattro", "tp_getattr", "tp_setattro", "tp_setattr"}

// slotsReached marks, when no result has a frame at its record and the
// event prints no source line of its innermost frame (a message alone:
// a printed line names its operation's slots, opSlotsNamed), each
// record in a C function a type puts in one of the operationSlots
// (catalog.OpSlotTag) that ties with a record in no such function and
// is not in a module the event does not name (otherModule), and sorts rs
// again; marked results go first among the others of their score after
// those callNamed and opSlotsNamed mark, and stay tied with them
// (evidence.slotReached). Python code runs a type's slot function for
// every x[i], x[i] = v or o.name on its objects, while the same words in
// a function no slot holds are raised for its C callers: "list index out
// of range" is raised by list_item for [][0] and by PyList_GetItem, the C
// API's, for an extension's call; "mmap closed or invalid" by
// mmap_subscript for m[0] and in the CHECK_VALID macro's body, whose
// expansions are records of their own.
func slotsReached(rs []Result, ex *Exception) {
	if n := len(ex.Frames); n > 0 && strings.TrimSpace(ex.Frames[n-1].Src) != "" {
		return
	}
	for i := range rs {
		if rs[i].Frame {
			return
		}
	}
	moved := false
	for _, group := range tiedGroups(rs) {
		var marked, other bool
		for k := range group {
			if r := &group[k]; r.Record != nil && !r.ev.otherModule && operationSlot(r.Record) {
				marked = true
			} else {
				other = true
			}
		}
		if !marked || !other {
			continue
		}
		for k := range group {
			if r := &group[k]; r.Record != nil && !r.ev.otherModule && operationSlot(r.Record) {
				r.ev.slotReached = true
				moved = true
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// operationSlot reports whether r is in a C function a type puts in one
// of the operationSlots.
func operationSlot(r *catalog.Record) bool {
	for _, t := range r.Tags {
		if s, ok := strings.CutPrefix(t, catalog.OpSlotTag); ok && slices.Contains(operationSlots, s) {
			return true
		}
	}
	return false
}
