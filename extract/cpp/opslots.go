package cpp

import (
	"slices"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// Operation slots. Python syntax without a call runs a type's slot
// function: obj[i] its mp_subscript or sq_item, obj[i] = v and del
// obj[i] its mp_ass_subscript or sq_ass_item, obj.a its tp_getattro (or
// tp_getattr) or a PyGetSetDef's getter, obj.a = v and del obj.a its
// tp_setattro (or tp_setattr) or a setter. Functions of the C API often
// raise the same text as a slot function (PyList_SetItem's and
// list_ass_item's "list assignment index out of range"), and a traceback
// shows only the Python line; what that line does names the slot.
//
// exportOpSlots leaves an "opslot" Def per function the file puts in
// such a slot (Name the function, Path the slots), read from the file's
// initialisers: a PySequenceMethods, PyMappingMethods or PyTypeObject
// (positional or designated), a PyType_Slot array ({Py_tp_setattro, f})
// and a PyGetSetDef array ({"name", getter, setter, …}). tagOpSlots, in
// the link pass, tags each site of such a function, its own and those
// the link gave its calls of helpers, with catalog.OpSlotTag and the
// slot.

// opSlots are the slots Python syntax calls without a call on the line.
var opSlots = []string{"sq_item", "sq_ass_item", "mp_subscript", "mp_ass_subscript", "tp_getattr", "tp_setattr", "tp_getattro", "tp_setattro"}

// getsetSlots name a PyGetSetDef's function members by position after
// its name: the getter, then the setter.
var getsetSlots = []string{"getter", "setter"}

// exportOpSlots exports the file's operation slot functions (see above).
func (x *file) exportOpSlots() {
	fns := map[string][]string{}
	var order []string
	add := func(fn, slot string) {
		if fn == "" || fn == "NULL" || fn == "0" || slices.Contains(fns[fn], slot) {
			return
		}
		if fns[fn] == nil {
			order = append(order, fn)
		}
		fns[fn] = append(fns[fn], slot)
	}
	for _, slots := range structSlots(x.toks) {
		for _, s := range opSlots {
			add(slots[s], s)
		}
	}
	for _, slots := range typeSlotArrays(x.toks) {
		for _, s := range opSlots {
			add(slots[s], s)
		}
	}
	for _, gs := range getsetArrays(x.toks) {
		for k, fn := range gs {
			add(fn, getsetSlots[k])
		}
	}
	slices.Sort(order) // structSlots is a map: a stable order
	for _, fn := range order {
		slices.Sort(fns[fn])
		if open, _ := functionBody(x.toks, fn); open < 0 {
			continue // defined in another file: its sites are not this file's
		}
		x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "opslot", Name: fn, Path: fns[fn]})
	}
}

// getsetArrays returns the getter and setter of each entry of the file's
// PyGetSetDef arrays ({"__dict__", subtype_dict, subtype_setdict, …}),
// "" where an entry has none.
func getsetArrays(toks []token) (out [][2]string) {
	for i := 0; i+3 < len(toks); i++ {
		open, end := arrayBody(toks, i, "PyGetSetDef")
		if open < 0 {
			continue
		}
		for j := open + 1; j < end; j++ {
			if toks[j].text != "{" {
				continue
			}
			c := matchClose(toks, j, "{", "}")
			if c < 0 {
				break
			}
			args := splitArgs(toks[j+1 : c])
			var gs [2]string
			for k := 0; k < 2 && k+1 < len(args); k++ {
				gs[k] = lastIdent(args[k+1])
			}
			if gs[0] != "" || gs[1] != "" {
				out = append(out, gs)
			}
			j = c
		}
		i = end
	}
	return out
}

// tagOpSlots tags the sites of each file's operation slot functions
// (see above), after linkSites has added the sites of their helper
// calls. A function a slot function calls is not tagged: the C API's
// functions are called from some slot or other (PyList_GetItem), and
// the tag would no longer tell them from the slot's own code.
func tagOpSlots(files []extract.Linked) {
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		slots := map[string][]string{}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind == "opslot" {
				slots[d.Name] = d.Path
			}
		}
		if len(slots) == 0 {
			continue
		}
		for i := range f.Result.Sites {
			s := &f.Result.Sites[i]
			for _, slot := range slots[s.Context.Function] {
				if tag := catalog.OpSlotTag + slot; !slices.Contains(s.Tags, tag) {
					s.Tags = append(slices.Clip(s.Tags), tag)
				}
			}
		}
	}
}
