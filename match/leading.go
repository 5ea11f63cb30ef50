package match

import "strings"

// leadingWrapper ranks first a wrapper whose text starts with a hole
// that holds the whole inner error, its own words after it (metricsql's
// fmt.Errorf("%s; unparsed data: %q", err, rest) around a parser's
// "singleExpr: unexpected token %q; want %s"): the printed error was made
// there, as for a wrapper whose words come first (wrapperFirst).
//
// verify matches such a wrapper W at the boundary where its hole holds
// least, often inside the inner's words ("unexpected token …" after
// "singleExpr: "), and the inner, matched from further out, ends in a
// hole that swallows W's words ("; unparsed data: …") or as a prefix
// where they begin, so Chain sees no chain. When a result claims the text
// where W's match starts as its own words (leadingInner), W is matched
// from the start of the inner link L that leadingInner finds, its hole
// holding L's text, and pins its own literal bytes and those of the chain
// in its hole (heldLinks) over the whole text; every result matched
// inside W's hole is placed after it. Nothing changes when a result has
// frame support, when W pins down under minWrapperLit bytes of its own
// (" not found" is no wrapper's words, whatever it follows), or when L is
// a sentinel.
//
// When W only carries L (carries: a value whose fields set no text, its
// words all its type's Error method's, as parse.NewError(r, offset,
// p.err.Error()) around a parser's errors.New(msg)), the error was made
// where L was: L, matched over the text W's hole holds, comes first,
// pinning its own literal bytes and W's over the whole text, and every
// result explaining the whole of W's span goes after it (W, its type's
// Error method, another site of the type).
// W is a Go record: a Go wrapper's leading hole is the error it was
// handed (fmt.Errorf("%s; …", err)). A Python record's leading hole is
// mostly the exception's own attribute its class's __str__ prints
// ("{self.msg}  (at char {loc}), …"), which the raise site gave it:
// ranking such a record first as a wrapper put one of a class's many
// raise sites above the others (bench/deployed's pyparsing and toml).
// A result that spells W's words in its own text (a lexer's "unexpected
// %s on line %d and column %d\n%s" beside the generic "{err} on line …"
// wrapper) stops the rule for W, and so does one whose own hole may hold
// W's words and nothing before them (holeStartsAt: graphql-go's
// "graphql: Unknown type %q.%s", its Error method's locations in the
// last hole, beside another package's "%s (line %d, column %d)").
func (ix *Index) leadingWrapper(q *query, rs []Result) {
	if len(rs) < 2 || rs[0].Frame {
		return
	}
	for w := range rs {
		W := &rs[w]
		if W.Frame || W.Offset < 0 || len(W.holes) < 2 || W.holes[0] != int32(W.Offset) || W.Record == nil || !goFile(W.Record.FilePath) {
			continue
		}
		if p := ix.pattern(W.ent); !strings.HasPrefix(p, "(") || strings.HasPrefix(p, "(?") || W.lit < minWrapperLit {
			continue // no leading hole, or too few words of its own to wrap
		}
		words := int(W.holes[1]) // where W's own words begin
		if words <= W.Offset || words >= len(q.msg) {
			continue
		}
		inner, at, rivals, ok := ix.leadingInner(q, rs, w, words)
		if !ok {
			continue
		}
		L := &inner
		if L.Record == nil || isSentinel(L.Record.ErrorClass) {
			continue
		}
		from := L.Offset
		pinned, innerWeak := ix.heldLinks(q, rs, w, from, words)
		if len(rivals) > 0 {
			continue // a result spelling W's words: no wrapper holds it
		}
		if carries(rs, W) {
			innerFirst(rs, w, at, inner, W.lit+pinned, innerWeak)
			return
		}
		// W matched from L's start: its leading hole holds L's text
		W.Offset = from
		W.holes = append([]int32{int32(from)}, W.holes[1:]...)
		if len(W.Params) > 0 {
			W.Params[0] = q.msg[from:words]
		}
		W.unpinned = false
		holdsValue(W, innerWeak, pinned)
		W.weakMatch = innerWeak || W.ev.cov < 0.5 || W.ev.agree < 0
		W.rescore()
		for i := range rs {
			if i == w {
				continue
			}
			if r := &rs[i]; !r.Frame && r.Offset >= from && r.Offset < words {
				r.ev.after++
				r.rescore()
			}
		}
		sortResults(rs)
		return
	}
}

// leadingInner returns the inner link a leading-hole wrapper rs[w] holds
// (leadingWrapper), when another result claims the text where rs[w]'s
// match starts as its own words and runs on to words (where rs[w]'s own
// words begin): it starts at or before rs[w]'s match, that start is not
// in one of its holes (else it holds rs[w]: pflag's "invalid argument %q
// for %q flag: %v" around "{s} must be formatted as key=value") but one
// printing a value's repr, which holds no error (inErrorHole), and it
// ends at words (matched as a prefix) or past them (its last hole
// swallowing them; a result that spells rs[w]'s words in its own text is
// no inner link but a rival, returned in rivals, which stop the rule). rs[w]'s hole then holds
// that result whole, and whatever holds it in turn: of the results
// starting at or before it, the one starting furthest out (the best of
// those at one offset) whose pattern matches the text from its start to
// words whole is the inner link, matched again over that text alone; at
// is its index in rs.
func (ix *Index) leadingInner(q *query, rs []Result, w, words int) (inner Result, at int, rivals []int, ok bool) {
	W := &rs[w]
	claim := -1 // the furthest-out start of a result claiming W's start
	for i := range rs {
		X := &rs[i]
		if i == w || X.Frame || X.Offset < 0 || X.Offset > W.Offset || int(X.end) < words {
			continue
		}
		if inErrorHole(X, W.Offset) || X.holds(W.Offset, W.end) {
			continue
		}
		if int(X.end) > words && (!inHole(X, words) || holeStartsAt(X, words)) {
			// X spells W's words itself (tdewolff/parse's "unexpected
			// character '%c' on line %d and column %d\n%s", the
			// position joined in at the site, beside the generic "{err}
			// on line …" wrapper), or a hole of its own may hold them
			// and nothing before them (graphql-go's QueryError, whose
			// Error method appends the locations after the message,
			// "Unknown type %q." and then "%s": held by W, that hole
			// would be empty): a rival to the chain, not held by W
			rivals = append(rivals, i)
			continue
		}
		if claim < 0 || X.Offset < claim {
			claim = X.Offset
		}
	}
	if claim < 0 {
		return Result{}, 0, nil, false
	}
	var cands []int
	for i := range rs {
		if Y := &rs[i]; i != w && !Y.Frame && Y.Offset >= 0 && Y.Offset <= claim && Y.Record != nil {
			cands = append(cands, i)
		}
	}
	text := strings.TrimRight(q.msg[:words], " \t")
	// furthest out first, then the best score
	for len(cands) > 0 {
		k := 0
		for j := range cands {
			a, b := &rs[cands[j]], &rs[cands[k]]
			if a.Offset < b.Offset || a.Offset == b.Offset && a.Score > b.Score {
				k = j
			}
		}
		y := cands[k]
		Y := rs[y]
		cands = append(cands[:k], cands[k+1:]...)
		if Y.Offset >= len(text) {
			continue
		}
		e := ix.ent(Y.ent)
		c := ix.regexp(Y.ent)
		if c == nil {
			continue
		}
		sub := *q
		sub.msg = text
		r, ok := ix.verifyAt(&e, c, &sub, Y.Offset)
		if !ok || r.ev.prefix {
			continue
		}
		r.ent, r.Record, r.Message = Y.ent, Y.Record, q.msg
		return r, y, rivals, true
	}
	return Result{}, 0, nil, false
}

// inErrorHole reports whether offset off lies inside one of r's holes
// that may hold an error's text: not one printing its value's repr
// ({arg!r}, Go's %q), which holds a value, nor one holding the C
// library's text for an errno (errorHole, as holds reads them). A leading-hole
// wrapper whose match starts in such a hole ("{err}; unparsed data:
// {rest!r}" in metricsql's "withArgExpr: duplicate func arg found in
// %q: %q", the last %q swallowing the wrapper's words) is not held by
// it.
func inErrorHole(r *Result, off int) bool {
	return r.errorHole(func(from, to int) bool { return from <= off && off < to })
}

// inHole reports whether offset off lies inside one of r's holes.
func inHole(r *Result, off int) bool {
	for k := 0; k+1 < len(r.holes); k += 2 {
		if int(r.holes[k]) <= off && off < int(r.holes[k+1]) {
			return true
		}
	}
	return false
}

// holeStartsAt reports whether a hole of r may start at offset off and
// hold the text from there: one starts there, or off lies inside a run
// of two or more holes, each starting where the one before ends, whose
// text they may split anywhere ("syntax error: %s%s"). r then accounts
// for that text with a hole of its own.
func holeStartsAt(r *Result, off int) bool {
	for k := 0; k+1 < len(r.holes); {
		from, to := int(r.holes[k]), int(r.holes[k+1])
		n := 1
		for k+2*n+1 < len(r.holes) && int(r.holes[k+2*n]) == to {
			to = int(r.holes[k+2*n+1])
			n++
		}
		if from == off && to > off || n > 1 && from < off && off < to {
			return true
		}
		k += 2 * n
	}
	return false
}

// heldLinks returns the literal bytes the links of a chain inside the
// text from from to words pin down together (each result starting there
// matched again over that text alone, then Chain), and whether they are
// weak over it: the deepest link is, or they pin under half of it (as
// wrapperFirst reads the links an outer link's hole holds).
func (ix *Index) heldLinks(q *query, rs []Result, w, from, words int) (int32, bool) {
	text := strings.TrimRight(q.msg[:words], " \t")
	sub := *q
	sub.msg = text
	var in []Result
	for i := range rs {
		r := &rs[i]
		if i == w || r.Frame || r.Offset < from || r.Offset >= len(text) || r.Record == nil {
			continue
		}
		e := ix.ent(r.ent)
		c := ix.regexp(r.ent)
		if c == nil {
			continue
		}
		if v, ok := ix.verifyAt(&e, c, &sub, r.Offset); ok && !v.ev.prefix {
			v.ent, v.Record, v.Message = r.ent, r.Record, text
			in = append(in, v)
		}
	}
	if len(in) == 0 {
		return 0, true
	}
	sortResults(in)
	links := Chain(in)
	if len(links) == 0 {
		// one link: the best result from the furthest out
		first := 0
		for i := range in {
			if in[i].Offset < in[first].Offset {
				first = i
			}
		}
		links = in[first : first+1]
	}
	var pinned int32
	for _, l := range links {
		pinned += l.lit
	}
	span := len(strings.TrimSpace(text[from:]))
	weak := links[len(links)-1].ownWeak() || span > 0 && float64(pinned)/float64(span) < 0.5
	return pinned, weak
}

// innerFirst ranks first the inner link L (rs[at] matched again over the
// text the carrier rs[w]'s leading hole holds) of a leading-hole value
// that only carries it (leadingWrapper): L takes rs[at]'s place, pinning
// lit bytes (its own, the carrier's and those of the links it holds)
// over the text from its start, weak when the links in the hole are or
// that is under half of it; every other result explaining the carrier's
// whole span goes after it, but the other sites of rs[at]'s pattern over
// its span, which tie with L (innerTwins).
func innerFirst(rs []Result, w, at int, L Result, lit int32, innerWeak bool) {
	W := rs[w]
	if span := len(strings.TrimSpace(L.Message[L.Offset:])); span > 0 {
		L.ev.cov = min(1, float64(lit)/float64(span))
	}
	L.end = W.end
	L.unpinned = false
	L.weakMatch = innerWeak || L.ev.cov < 0.5 || L.ev.agree < 0
	L.rescore()
	twins := innerTwins(rs, at, L)
	rs[at] = L
	for i := range rs {
		if r := &rs[i]; i != at && !twins[i] && !r.Frame && r.Offset >= 0 && (i == w || r.Offset <= W.Offset && r.end >= W.end) {
			r.ev.after++
			r.rescore()
		}
	}
	sortResults(rs)
}

// innerTwins gives every other site raising the inner link's text (a
// result of rs with rs[at]'s pattern matched over the same span: the
// same "identifier %s has already been declared" at six lines of a
// parser) what innerFirst gives rs[at], L's match and literal share,
// keeping its own tie-breaks, and returns their indexes: the text does
// not tell those sites apart, so they tie with L rather than go after
// it with the carrier.
func innerTwins(rs []Result, at int, L Result) map[int]bool {
	orig := rs[at]
	twins := map[int]bool{}
	for i := range rs {
		r := &rs[i]
		if i == at || r.end != orig.end || !samePlace(r, &orig) {
			continue
		}
		ent, rec, ev := r.ent, r.Record, r.ev
		*r = L
		r.ent, r.Record = ent, rec
		ev.cov, ev.prefix = L.ev.cov, L.ev.prefix
		r.ev = ev
		r.rescore()
		twins[i] = true
	}
	return twins
}
