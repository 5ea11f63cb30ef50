// Package golang extracts error sites from Go source with go/parser and
// go/ast.
//
// A site is a call that creates or raises an error:
//
//   - errors.New(msg) and fmt.Errorf(format, args...) (also from
//     github.com/pkg/errors and golang.org/x/xerrors, with pkg/errors'
//     Wrap and Wrapf), kind "new", "errorf" or "wrap", errorType "error";
//   - panic(v), kind "panic", errorType "panic", class "panic";
//   - log.Fatal, log.Fatalf, log.Fatalln (class "log.Fatal", errorType
//     "fatal") and log.Panic, log.Panicf, log.Panicln (class "log.Panic",
//     errorType "panic"), kind "fatal" or "panic";
//   - what a func (T) Error() string method returns, when it has literal
//     text of its own ("strconv." + e.Func + ": parsing " + …): kind "method",
//     class "pkg.T", errorType "error". Much of the standard library builds
//     its messages this way (NumError, ParseError, KeySizeError);
//   - a constant value of an error type whose Error method is in the same
//     file: FormatError("not a PNG file") or &SyntaxError{"unexpected end",
//     off}, kind "new", class "pkg.T". The message is the last string the
//     Error method returns with the fields the value sets to text (a
//     constant, or "unknown unit " + quote(u)) or the converted string
//     filled in: "png: invalid format: not a PNG file";
//   - printf-style helpers that parsers and flag sets define for
//     themselves, p.errorf(…), f.failf(…), Errorf on a value (not a
//     package), when the format is constant: kind "errorf", class "error";
//   - in packages runtime and sync, throw("…") and fatal("…") with a
//     constant message, which print "fatal error: …" and cannot be
//     recovered: kind "throw", class "runtime.throw" or "sync.fatal",
//     errorType "fatal".
//
// Severity is "fatal" for panics, throws and log.Fatal*/log.Panic* (an
// unrecovered panic ends the program) and "error" for returned errors.
//
// The class of an errors.New or fmt.Errorf held in a package-level variable
// (var ErrX = errors.New("…")) is that variable qualified with the package
// name: "io.ErrUnexpectedEOF". The class of a fmt.Errorf whose %w verb wraps
// a sentinel is that sentinel as the code names it: an identifier declared at
// package level in the file or spelled like one (ErrX, errX) is qualified
// with the file's package ("fs.ErrNotExist" stays as written when it is a
// selector on an imported package). Everything else is class "error". The
// class is a label for people; matching sees only the message, since a Go
// error prints no type.
//
// Messages: printf formats go through template.ParsePrintf with the source
// text of each argument; "a" + "b" and package-level string constants fold
// into literals; x + "b" becomes a hole and a literal; panic(fmt.Sprintf(…))
// and panic(errors.New(…)) take the inner message (one site, not two); any
// other non-constant message is a hole holding its expression. log.Fatal and
// log.Panic concatenate their operands like fmt.Sprint, the ln forms with
// spaces.
//
// Context.Function is the enclosing function as the Go runtime prints it
// without the package: "Serve", "Server.Serve" or "(*Server).Serve" (type
// parameters dropped); code in a function literal belongs to the declared
// function around it. Guard is built as package guard describes, within the
// function (a function literal stops it): the condition of the innermost if
// whose body holds the site with the negated conditions of the earlier
// branches of its else-if chain, all of them negated in the final else; the
// case clause of an expression switch ("k == 0 || k == 1", "name == \"\""),
// or for the default the negated values of the other cases when there are
// at most guard.Max (a clause that the one above falls through into gets
// none); and the negated conditions of the ifs right above the site whose
// bodies return, break, continue, goto, panic, log.Fatal or os.Exit (an if
// with an init statement ends that run: its variables are gone after it).
// A single negated condition is written out where that is exact (!ok gives
// ok, a == b gives a != b), else kept with Negated. Cause is the operand of
// the first %w, or Wrap's error. Docstring is the enclosing function's doc
// comment, Comments the comment group on the lines just above the site and
// the one above the if chain or case that gives the guard.
//
// Files ending in _test.go are skipped: test failures are not errors the
// code raises. A file that does not parse is an error "path:line:col: msg".
package golang
