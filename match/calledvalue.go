package match

import "context"

// calledValue answers a Python traceback that nothing explains with the
// records of compiled code raising the text's class with a value as its
// whole text (a pattern of holes only, no literal byte: CPython's
// `_PyErr_SetKeyError(key)`, `PyErr_SetObject(PyExc_LookupError, var)`),
// in a C function the innermost frame's printed line calls by name
// (callImplements, not otherQualified; see callNamed):
//
//	collections.OrderedDict().move_to_end('x')
//	KeyError: 'x'
//
// is OrderedDict_move_to_end_impl's `_PyErr_SetKeyError(key)`. The
// message alone cannot name such a site (it pins no letter, and the class
// is raised so at many); the call on the line that went into the C code
// the traceback does not show can. The class must be the record's. Such
// a result (supportCalled) is placed below any frame and any text match;
// several functions named for the call stay tied.
func (ix *Index) calledValue(ctx context.Context, ex *Exception, q *query, best map[int]*Result, add func(Result)) {
	if q.class == "" || len(ex.Frames) == 0 {
		return
	}
	for _, r := range best {
		if r.Frame || !r.weakMatch {
			return // a frame or the text explains it
		}
	}
	names := lineCalls(ex.Frames[len(ex.Frames)-1].Src)
	if len(names) == 0 {
		return
	}
	var cands []int
	ix.ofClass(q.class, func(i int) {
		e := ix.ent(i)
		if e.log() || !e.weak() || e.lit != 0 || !nativeFile(e.file) || e.class != q.class && lastComponent(e.class) != q.class {
			return
		}
		cands = append(cands, i)
	})
	for _, i := range cands {
		rec := ix.record(ctx, i)
		if rec == nil {
			continue
		}
		fn := RecordFunction(rec)
		if !namedFor(fn, names) {
			continue
		}
		r := ix.verifyOrBare(i, q)
		r.ev.support, r.weakMatch, r.called = supportCalled, false, fn
		r.rescore()
		add(r)
	}
}
