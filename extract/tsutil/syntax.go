package tsutil

import (
	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/guard"
)

// Kinds names the node kinds of one grammar that the shared skeleton looks
// at: the context walk (Scope), the comment helpers, the syntax-error
// policy (Check) and the error-class rule (IsErrorName). Only named kinds
// count; a kind the grammar does not have is ignored, so JavaScript,
// TypeScript and TSX share one table.
type Kinds struct {
	// Name is the language as a syntax error names it: "not Java?".
	Name string
	// Functions are the function, method and lambda kinds. Guards and
	// handlers are looked for up to the innermost one and no further.
	Functions []string
	// Ifs are if statements, with the fields condition, consequence and
	// alternative.
	Ifs []string
	// Elses wrap an if's alternative (else_clause); in Python they sit in
	// the if statement beside its elif clauses.
	Elses []string
	// Elifs are Python's elif clauses, with condition and consequence,
	// inside the if statement.
	Elifs []string
	// Switches are switch statements; the subject is the field value or
	// condition.
	Switches []string
	// Cases are the clauses of a switch body. A case's values are its
	// value fields or the named children of its *_label children; a case
	// without values is the default.
	Cases []string
	// Arms are the Cases kinds that never fall through into the next
	// case (Java's switch_rule, case X -> …).
	Arms []string
	// Catches are catch and except clauses.
	Catches []string
	// Blocks are statement lists. An if right above a site in one whose
	// body leaves (see Exits) adds its negated condition to the guard.
	Blocks []string
	// Exits are the statements (or expressions) after which the rest of a
	// block is not run: return, throw, break, continue.
	Exits []string
	// ExitCalls are calls that do not return, by the text their
	// expression statement starts with: "process.exit(", "System.exit(".
	ExitCalls []string
	// Comments are the comment kinds.
	Comments []string
	// Ops spells the language's boolean operators; the zero value means
	// guard.C.
	Ops guard.Ops
	// CaseEq is the comparison a switch makes: "==" when empty, "===" for
	// JavaScript.
	CaseEq string
	// ErrorNames are name endings that mark an error class beyond Error,
	// Exception, Failure and Fault ("Throwable" for Java).
	ErrorNames []string
	// WholeNames makes IsErrorName read a name's whole text: without it
	// the text from the first "<" (type arguments) on is cut off. Python's
	// bases are expressions, whose "<" is a comparison.
	WholeNames bool
	// MaxUnparsed is the share of a file's non-blank bytes (those between
	// its leading and trailing white space) that may lie in unparsed
	// regions before the file is rejected; 0 means one half.
	MaxUnparsed float64
	// UnparsedOfAll makes MaxUnparsed a share of all the file's bytes.
	UnparsedOfAll bool
}

// Syntax is a Kinds table resolved against one grammar: kind ids rather
// than names, so that the walk compares numbers and never asks a node for
// its kind string.
type Syntax struct {
	Kinds
	lang                                                                       *Language
	fn, ifs, elses, elifs, switches, cases, arms, catches, blocks, exits, cmts kindSet
	// firstExits is ForFile's memo: per block (by node id), the start
	// byte of its first named child that holds an exit. Nil in the
	// shared Syntax, which remembers nothing.
	firstExits map[uintptr]uint
}

// ForFile returns a copy of s for the walk of one file's tree: its Scope
// remembers, per block, where the first statement holding an exit lies,
// so that the sites of a block with thousands of statements (a bundle's
// module scope) do not each walk back over all of them. The copy is not
// safe for concurrent use; s is, and gives the same answers.
func (s *Syntax) ForFile() *Syntax {
	c := *s
	c.firstExits = map[uintptr]uint{}
	return &c
}

// kindSet is a set of node kind ids.
type kindSet []bool

func (k kindSet) has(n *sitter.Node) bool {
	if n == nil {
		return false
	}
	id := int(n.KindId())
	return id < len(k) && k[id]
}

// NewSyntax resolves k against l's grammar. Every id a named kind has
// counts (aliases give one name several ids).
func NewSyntax(l *Language, k Kinds) *Syntax {
	if k.Ops.Not == "" {
		k.Ops = guard.C
	}
	if k.CaseEq == "" {
		k.CaseEq = "=="
	}
	if k.MaxUnparsed == 0 {
		k.MaxUnparsed = 0.5
	}
	ids := map[string][]int{}
	for id := uint32(0); id < l.lang.NodeKindCount(); id++ {
		if l.lang.NodeKindIsNamed(uint16(id)) {
			name := l.lang.NodeKindForId(uint16(id))
			ids[name] = append(ids[name], int(id))
		}
	}
	set := func(names []string) kindSet {
		s := make(kindSet, l.lang.NodeKindCount())
		for _, n := range names {
			for _, id := range ids[n] {
				s[id] = true
			}
		}
		return s
	}
	return &Syntax{
		Kinds: k, lang: l,
		fn: set(k.Functions), ifs: set(k.Ifs), elses: set(k.Elses), elifs: set(k.Elifs),
		switches: set(k.Switches), cases: set(append(k.Cases, k.Arms...)), arms: set(k.Arms), catches: set(k.Catches),
		blocks: set(k.Blocks), exits: set(k.Exits), cmts: set(k.Comments),
	}
}

// Language returns the grammar s was resolved against.
func (s *Syntax) Language() *Language { return s.lang }

// IsFunction reports whether n is one of the Functions kinds.
func (s *Syntax) IsFunction(n *sitter.Node) bool { return s.fn.has(n) }

// IsComment reports whether n is one of the Comments kinds.
func (s *Syntax) IsComment(n *sitter.Node) bool { return s.cmts.has(n) }

// IsCatch reports whether n is one of the Catches kinds.
func (s *Syntax) IsCatch(n *sitter.Node) bool { return s.catches.has(n) }

// IsBlock reports whether n is one of the Blocks kinds.
func (s *Syntax) IsBlock(n *sitter.Node) bool { return s.blocks.has(n) }
