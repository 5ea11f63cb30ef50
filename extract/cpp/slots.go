package cpp

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// Subscription slots a mapping slot shadows. Python's subscription
// (obj[i], obj[i] = v, del obj[i]) calls a type's mapping slot,
// mp_subscript or mp_ass_subscript, when the type has one, and its
// sequence slot, sq_item or sq_ass_item, only when it has not: a type
// with both reaches its sequence slot from C code alone
// (PySequence_GetItem), unless its mapping slot calls it for an integer
// index (list_subscript's return list_item(self, i)). Both often raise
// the same text (mmap_item's and mmap_subscript's "mmap index out of
// range"); the one Python code reaches is the mapping slot's.
//
// tagShadowedSlots tags the sites of a sequence slot function that a
// mapping slot function of the same type shadows and does not name with
// catalog.ShadowedSlotTag, which match places after records of the same
// evidence. A type's slots are read from the file's initialisers: a
// PyTypeObject's tp_as_sequence and tp_as_mapping pointing at a
// PySequenceMethods and a PyMappingMethods initialiser (positional or
// designated), or one PyType_Slot array ({Py_sq_item, f}, {Py_mp_subscript, g}).

// A type's call works the same way: calling the type (map(f, xs))
// runs its tp_vectorcall function when it has one, and its tp_new only
// for a subclass or an explicit T.__new__(T); both often check the
// arguments with the same words (map_new's and map_vectorcall's "map()
// must have at least two arguments."). The sites of a tp_new that the
// vectorcall function does not call, with a text that function raises
// too, are shadowed as a sequence slot's are.

// slotPairs are the slots and the slots that shadow them: the sequence
// slots and the mapping slots, a type's tp_new and its tp_vectorcall.
var slotPairs = [][2]string{{"sq_item", "mp_subscript"}, {"sq_ass_item", "mp_ass_subscript"}, {"tp_new", "tp_vectorcall"}}

// slotIndex is each slot's position in a positional initialiser of its
// struct: PySequenceMethods (sq_length, sq_concat, sq_repeat, sq_item,
// was_sq_slice, sq_ass_item, …), PyMappingMethods (mp_length,
// mp_subscript, mp_ass_subscript), PyTypeObject (tp_getattr,
// tp_setattr, tp_as_sequence, tp_as_mapping, tp_getattro, tp_setattro,
// tp_new and tp_vectorcall, tp_name's being 0 as in tpStrIndex).
var slotIndex = map[string]map[string]int{
	"PySequenceMethods": {"sq_item": 3, "sq_ass_item": 5},
	"PyMappingMethods":  {"mp_subscript": 1, "mp_ass_subscript": 2},
	"PyTypeObject":      {"tp_getattr": 5, "tp_setattr": 6, "tp_as_sequence": 10, "tp_as_mapping": 11, "tp_getattro": 15, "tp_setattro": 16, "tp_new": 36, "tp_vectorcall": 47},
}

// initialiser is a struct initialiser of the file, T name = {…}: its
// type and name, the index of its type's token, and its members in
// order.
type initialiser struct {
	typ, name string
	at        int
	members   []member
}

// member is one member of an initialiser: field is the designated name
// (.field = val), "" for a positional one.
type member struct {
	field string
	val   []token
}

// initialisers returns the initialisers T name = {…} of toks whose type
// T want accepts.
func initialisers(toks []token, want func(typ string) bool) []initialiser {
	var out []initialiser
	for i := 0; i+3 < len(toks); i++ {
		if !want(toks[i].text) || toks[i+1].kind != tIdent || toks[i+2].text != "=" || toks[i+3].text != "{" {
			continue
		}
		end := matchClose(toks, i+3, "{", "}")
		if end < 0 {
			continue
		}
		in := initialiser{typ: toks[i].text, name: toks[i+1].text, at: i}
		for _, el := range splitArgs(toks[i+4 : end]) {
			if len(el) >= 4 && el[0].text == "." && el[2].text == "=" {
				in.members = append(in.members, member{el[1].text, el[3:]})
				continue
			}
			in.members = append(in.members, member{"", el})
		}
		out = append(out, in)
		i = end
	}
	return out
}

// structSlots returns, for each initialiser of a struct of slotIndex the
// file holds, its name and the functions (or, for a PyTypeObject, the
// structs) in the slots of slotIndex, by slot name.
func structSlots(toks []token) map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, in := range initialisers(toks, func(t string) bool { return slotIndex[t] != nil }) {
		idx := slotIndex[in.typ]
		slots := map[string]string{}
		for k, m := range in.members {
			if m.field != "" {
				if _, ok := idx[m.field]; ok {
					slots[m.field] = lastIdent(m.val)
				}
				continue
			}
			for name, at := range idx {
				if k == at {
					slots[name] = lastIdent(m.val)
				}
			}
		}
		out[in.name] = slots
	}
	return out
}

// arrayBody returns the token indexes of the braces around the
// initialiser of an array of type typ that toks define at i (typ name[…]
// = {…}), or -1, -1.
func arrayBody(toks []token, i int, typ string) (open, end int) {
	if i+3 >= len(toks) || toks[i].text != typ || toks[i+1].kind != tIdent || toks[i+2].text != "[" {
		return -1, -1
	}
	open = i + 3
	for open < len(toks) && toks[open].text != "{" && toks[open].text != ";" {
		open++
	}
	if open >= len(toks) || toks[open].text != "{" {
		return -1, -1
	}
	if end = matchClose(toks, open, "{", "}"); end < 0 {
		return -1, -1
	}
	return open, end
}

// typeSlotArrays returns the slots of each PyType_Slot array of the file:
// {Py_sq_item, f} as sq_item → f.
func typeSlotArrays(toks []token) []map[string]string {
	var out []map[string]string
	for i := 0; i+4 < len(toks); i++ {
		open, end := arrayBody(toks, i, "PyType_Slot")
		if open < 0 {
			continue
		}
		slots := map[string]string{}
		for j := open + 1; j+4 < end; j++ {
			if toks[j].text != "{" || toks[j+2].text != "," {
				continue
			}
			name, ok := strings.CutPrefix(toks[j+1].text, "Py_")
			if !ok {
				continue
			}
			if c := matchClose(toks, j, "{", "}"); c > j+3 {
				slots[name] = lastIdent(toks[j+3 : c])
			}
		}
		out = append(out, slots)
		i = end
	}
	return out
}

// typesSlots returns the subscription slots of each type the file
// initialises, and its tp_new and tp_vectorcall when it has both, by
// slot name.
func typesSlots(toks []token) []map[string]string {
	out := typeSlotArrays(toks)
	structs := structSlots(toks)
	for _, s := range structs {
		seq, mapping := s["tp_as_sequence"], s["tp_as_mapping"]
		t := map[string]string{}
		if s["tp_new"] != "" && s["tp_vectorcall"] != "" {
			t["tp_new"], t["tp_vectorcall"] = s["tp_new"], s["tp_vectorcall"]
		}
		if seq == "" && mapping == "" && len(t) == 0 {
			continue
		}
		for k, v := range structs[seq] {
			t[k] = v
		}
		for k, v := range structs[mapping] {
			t[k] = v
		}
		out = append(out, t)
	}
	return out
}

// tagShadowedSlots tags the sites of the sequence slot functions a
// mapping slot shadows (see above). Functions are found by their tokens,
// not the tree, which a file's #ifdef'd regions may leave unparsed around
// them.
func (x *file) tagShadowedSlots() {
	if len(x.res.Sites) == 0 {
		return
	}
	for _, t := range typesSlots(x.toks) {
		for _, p := range slotPairs {
			seq, mapping := t[p[0]], t[p[1]]
			if seq == "" || mapping == "" || seq == "NULL" || mapping == "NULL" || seq == mapping {
				continue
			}
			so, sc := functionBody(x.toks, seq)
			mo, mc := functionBody(x.toks, mapping)
			if so < 0 || mo < 0 || slices.ContainsFunc(x.toks[mo:mc], func(t token) bool { return t.kind == tIdent && t.text == seq }) {
				continue
			}
			from, to := x.lineOf(x.toks[so].pos), x.lineOf(x.toks[sc].pos)
			// A vectorcall function may reach tp_new by other ways (a
			// fallback to the type's tp_call): of tp_new's sites, only
			// those whose text it raises itself are shadowed.
			var own map[string]bool
			if p[0] == "tp_new" {
				own = map[string]bool{}
				vfrom, vto := x.lineOf(x.toks[mo].pos), x.lineOf(x.toks[mc].pos)
				for _, s := range x.res.Sites {
					if s.Line >= vfrom && s.Line <= vto {
						own[s.Message.Render()] = true
					}
				}
			}
			for i := range x.res.Sites {
				s := &x.res.Sites[i]
				if s.Line >= from && s.Line <= to && !slices.Contains(s.Tags, catalog.ShadowedSlotTag) && (own == nil || own[s.Message.Render()]) {
					s.Tags = append(s.Tags, catalog.ShadowedSlotTag)
				}
			}
		}
	}
}

// functionBody returns the token indexes of the braces around the body
// of the function named name that toks define (name, its parameters in
// parentheses, then a brace), or -1, -1.
func functionBody(toks []token, name string) (open, close int) {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind != tIdent || toks[i].text != name || toks[i+1].text != "(" || toks[i].pos < 0 {
			continue
		}
		c := matchParen(toks, i+1)
		if c < 0 || c+1 >= len(toks) || toks[c+1].text != "{" {
			continue
		}
		if end := matchClose(toks, c+1, "{", "}"); end > 0 {
			return c + 1, end
		}
	}
	return -1, -1
}
