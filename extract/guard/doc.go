// Package guard composes the condition under which an error site is
// reached (extract.Context's Guard and Negated) from the branches around
// it, the same way for every language.
//
// An extractor's walk collects Conds, outermost first: the condition of the
// if branch that holds the site, negated conditions of the earlier branches
// of an else-if chain, the case of a switch, and negated conditions of the
// ifs right above the site whose bodies leave (return, throw, break,
// continue, panic). Join turns them into one guard: a single condition
// stays as written with its Negated flag (the form an else branch always
// had); several are joined with the language's "and", each negated one
// written out (a == b becomes a != b, !ok becomes ok, anything else
// !(…)). At most Max conditions are kept, the nearest to the site; the
// conjunction of some of them is still a condition that holds whenever the
// site is reached.
package guard
