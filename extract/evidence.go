package extract

// Evidence is what the grounded enricher needs from a file beyond its own
// sites: the tests in it that expect an error, the handlers that catch one
// around a call, the module-level collections a guard may test membership
// in, and the imports that resolve the names in those. An extractor that
// reads evidence puts it in Result.Evidence (nil when the file has none);
// the scan hands it to the enricher along with the records.
type Evidence struct {
	Expects     []Expect
	Catches     []Catch
	Collections []Collection
	// Imports are the file's module-level imports, in order; only for files
	// with sites, Expects or Catches.
	Imports []Import
	// Globals are the names the file binds at module level (assignments,
	// also inside module-level if, try, with and for blocks; functions and
	// classes), which a function reads without their being its locals; only
	// for files with sites.
	Globals []string
}

// Expect is a test that expects an error: pytest.raises, assertRaises,
// #[should_panic(expected = …)], a Go test comparing err.Error(), expect(…).toThrow(…).
type Expect struct {
	// Test names the test as its runner does: "TestConn::test_bad_type"
	// (Python, class and function), "TestParse" (Go), "tests::rejects_zero"
	// (Rust, module path and function), "parse > rejects zero" (JavaScript).
	Test string
	Line int // line of the expectation
	// Classes are the expected classes as written ("ValueError",
	// "errors.ConfigError"); empty when the test expects any error.
	Classes []string
	// Match is the expected message, "" when the test names none.
	Match string
	// Regexp says Match is a regular expression (pytest's match=,
	// assertRaisesRegex, toThrow(/…/)); else it is literal text.
	Regexp bool
	// Whole says Match is the whole message (a Go test comparing
	// err.Error() with ==); else the message need only contain it.
	Whole bool
	// Call is the call expected to raise, as written and on one line
	// ("make('x')"), and Callee its function as written ("make",
	// "self.conn.send", "Conn"); both "" when the test shows none.
	Call   string
	Callee string
}

// Catch is a handler that catches errors around a call: in Python, a call
// in the body of a try statement whose except clause names Classes.
type Catch struct {
	Function string // the enclosing function, qualified as in Context.Function
	Line     int    // line of the call
	Call     string // the call as written, on one line
	Callee   string // the called function as written ("load", "self._parse", "Conn")
	// Classes are the classes the handler catches as written; a bare
	// "except:" gives "BaseException".
	Classes []string
	// Code is the try statement cut down to what shows the pattern: the
	// try line, the statement holding the call, and the handler clause
	// with its first lines.
	Code string
}

// Collection is a module-level name bound to a literal collection, or an
// enumeration class.
type Collection struct {
	Name string
	// Kind is "dict" (Values are its keys), "list", "tuple", "set", or
	// "enum" (Values are the members' names).
	Kind   string
	Values []string // each element as written in the source: "'a'", "8"
	Line   int
}

// Import is one imported name: "from Module import Name as As", or
// "import Module as As" with Name "".
type Import struct {
	Module string // as written, leading dots of a relative import kept
	Name   string
	As     string // the local name; Name (or Module's first part) when not renamed
}
