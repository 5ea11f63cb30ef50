package extract

import "github.com/errdex/errdex/template"

// The link pass. Run sees one file at a time, but a message is often built
// in another file of the repository: a helper defined in a utils module, an
// exception class whose constructor builds the text, a logger named after
// the module's place in the package layout. An extractor that wants these
// sets Extractor.Link; Run then leaves a Summary in each Result, and after
// every file of the scan has been extracted the scan hands Link all the
// results of that extractor at once. Link reads the summaries, never files,
// and re-resolves sites.

// Summary is what one file tells the link pass: the definitions other files
// may use, and the references of this file that other files may resolve.
type Summary struct {
	Defs []Def
	Refs []Ref
}

// IsEmpty reports whether s has nothing to link.
func (s *Summary) IsEmpty() bool { return s == nil || len(s.Defs) == 0 && len(s.Refs) == 0 }

// Def is a definition that builds an error message from its parameters.
type Def struct {
	// Kind is "helper" (calling Name raises Class with Message), "class"
	// (raising the exception class Name with arguments prints Message) or
	// "body" (calling Name returns the text Message, an error body that a
	// helper's argument may be); an extractor may add its own (Python's
	// "import": Name is bound by an import of Path[1] from module Path[0]).
	Kind string
	// Name is the name as the file defines it ("fail", "ConfigError").
	Name  string
	Class string // the class a helper raises
	// Params are the positional parameter names in order; "" marks one that
	// cannot be bound by position (*args).
	Params []string
	// Message is the template; holes whose Expr is a parameter name are
	// filled from a call's arguments.
	Message template.Template
	Line    int
	// Defaults and DefaultReprs are the default values of parameters, as
	// str() and repr() print them (Python), for a call that leaves them
	// out; nil when there are none.
	Defaults, DefaultReprs map[string]template.Template
	// Path is what a reference writes before Name to reach it, outermost
	// first, for languages whose references name more than a module and a
	// name (Rust: the module path, inline modules, the impl type or enum:
	// ["routers", "error"], ["workflow", "WorkflowError"]).
	Path []string
	// Site, when set, is the whole site the definition builds (kind, error
	// type, severity, HTTP status, code), of which Class and Message are
	// the class and template.
	Site *Site
	// CodeParam and StatusParam name the parameters whose arguments give
	// the site's ErrorCode (a literal) and HTTPStatus.
	CodeParam, StatusParam string
	// Format names the parameter that is a printf format for the
	// arguments after it (Go's func f(format string, args ...any)): a
	// call passing a constant there has the text that format and its
	// arguments print.
	Format string
	// Table holds the texts of a definition that is a table of messages
	// by key (JavaScript's const errors = {'overflow': '…'}), nil for
	// others.
	Table map[string]template.Template
	// Value, when set, is how the definition builds its error when the
	// link must resolve it first (Go: a composite literal of an error
	// type declared in another file, whose fields hold parameters).
	Value *Ref
	// Cases, when set, says for which values of the receiver's fields
	// Message is printed: the case expressions, as written, of the switch
	// on a field around the return that prints it (Go: switch
	// e.messageType { case flagUnknownFlagMessage: return … }), by field.
	Cases map[string][]string
	// None, when set, says for which arguments Message is printed: each
	// named parameter's must be None (true) or not (false). Python: a
	// __str__ that leaves out the parts it was given None for; Go: an
	// Error method's text under if e.Err != nil, by field (false).
	None map[string]bool
	// Owns, for a helper, says that its Site is where its error is made
	// for good, whoever calls it: a call's arguments fill that site's
	// text at its line, not at the call's (Rust: the Err(…) of a fn that
	// passes on no text its caller gave; a backtrace's innermost frame is
	// there).
	Owns bool
	// Raises names the parameter a Python "raiser" raises (def
	// report_error(exc): … raise exc).
	Raises string
}

// Ref is a use in this file that the link pass may resolve.
type Ref struct {
	// Kind says what to resolve. The extractor's Link gives the kinds
	// their meaning; Python's are "call" (Name imported from Module is
	// called: a new site when it is a helper), "raise" (Sites[Site] raises
	// Name imported from Module: its message when the class builds one),
	// "__name__" and "__package__" (Sites[Site].Class is the file's module
	// or package name).
	Kind string
	// Site indexes Result.Sites, or is -1; for a "call" (and a Rust "ctor"
	// without a site), the new site's position and context are in Call.
	Site   int
	Module string // the module Name comes from, as the import wrote it
	Name   string
	// Args and Kwargs are the call's arguments, each as the template of the
	// value it passes.
	Args   []template.Template
	Kwargs map[string]template.Template
	// Reprs and KwReprs are the same arguments as repr() prints them, for
	// languages where a template may ask for that (Python's {x!r}); nil
	// otherwise.
	Reprs   []template.Template
	KwReprs map[string]template.Template
	// Call is the site a "call" becomes: position and context filled, class
	// and message left to the link.
	Call *Site
	// ArgCalls holds, by argument index, the arguments that are calls
	// (error_payload(code, message)) as references of kind "value": the
	// link may put in the text the called function builds.
	ArgCalls map[int]*Ref
	// KwNames, for a Rust struct expression, names the field each index
	// of ArgCalls stands for (Error { kind: Kind::Eof, line }: "kind",
	// "line"), so that a field's value gives its text as an argument does.
	KwNames []string
	// Spread: the call's last argument is spread over the callee's
	// variadic parameter (Go's f(format, args...)).
	Spread bool
	// Unwinds: the call's value is panicked (Go's panic(f(…))) or handed
	// alone to a function named for throwing (vm.throw(f(…))); a Go
	// "formatter" definition makes a site only of such a call.
	Unwinds bool
	// Caller, when set, is the definition the function around the use
	// becomes when the site the use resolves to takes text from the
	// function's parameters (Rust: a helper that calls another file's
	// helper): Kind, Name, Params, Path and Line set. With Site set too it
	// is also the definition to use when the reference resolves to nothing.
	Caller *Def
	// Arg and Count, for a Python "handoff" (a call handing an exception
	// it constructs to an imported function), are the index of the
	// argument handed over and the number of sites, from Site, that the
	// call is when the function raises that argument.
	Arg, Count int
}

// Linked is one file handed to Link.
type Linked struct {
	Path   string
	Result *Result
}
