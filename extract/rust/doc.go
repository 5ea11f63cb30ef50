// Package rust extracts error sites from Rust source with tree-sitter-rust.
//
// A site is one of:
//
//   - panic!, unreachable!, todo! and unimplemented! (kind: the macro name) and
//     .expect("…") or .expect(&format!(…)) (kind "expect"): class "panic",
//     errorType "panic", severity "fatal". The message is what the panic
//     prints after "panicked at file:line:col:": unreachable!("x") is
//     "internal error: entered unreachable code: x", panic!() is "explicit
//     panic". For Result::expect the runtime appends ": {err:?}", which the
//     template leaves out: matching finds the template inside the longer
//     message.
//   - assert! and debug_assert! (kind "assert", class "panic"): the message,
//     or "assertion failed: cond" without one; Guard is cond, Negated.
//     assert_eq! and assert_ne! are left out (their text is mostly the
//     values' Debug output).
//   - anyhow's (and eyre's) bail!, ensure!, anyhow!, format_err! and eyre!:
//     class "anyhow::Error", errorType and severity "error". ensure!(cond, …)
//     sets Guard to cond with Negated; ensure!(cond) without a message is
//     "Condition failed: `cond`".
//   - anyhow's .context("…") and .with_context(|| format!(…)) (eyre's
//     wrap_err, wrap_err_with): kind "context", class "anyhow::Error"; the
//     message is the outermost of the error chain anyhow prints.
//   - Err(…) holding a literal or format! message, possibly through
//     .into(), .to_string(), .to_owned() or a constructor call: kind "err",
//     class the constructor's path without its trailing function segments
//     (Err(io::Error::new(k, format!(…))) is "io::Error"; String::from and
//     error::from_str name no type and give "error").
//   - .map_err(|e| v), .ok_or(v) and .ok_or_else(|| v) whose error value v
//     has a message as Err(…) reads it (kinds "map_err" and "ok_or"), also
//     through a closure's block and a let-bound name; v = anyhow!(…) or a
//     Status constructor is that site instead.
//   - tonic's Status::invalid_argument(m) and the other code constructors,
//     Status::new(Code::NotFound, m) (kind "status", class "tonic::Status"):
//     ErrorCode is the gRPC code name (INVALID_ARGUMENT), the message what
//     tonic's Display prints, "status: '<code description>', self: \"m\"",
//     with the text around m optional in the pattern.
//   - HTTP error responses, a tuple (StatusCode::X, …) with a 4xx or 5xx
//     constant (kind "response", class "StatusCode::X", HTTPStatus its
//     number): the message from a Json(…) body's message field (a struct
//     expression or a json! object, nested ones too), else the last element;
//     ErrorCode from a literal code field.
//   - log and tracing events at warn and error level (error!, warn!,
//     log::error!, tracing::warn!, event!(Level::ERROR, …), log!(Level::Warn,
//     …); kind "log", errorType "log", severity "error" or "warning"): the
//     format string, then tracing's fields as the fmt layer prints them
//     (" name=value", %x Display, ?x Debug, optional in the pattern); class
//     the target, target: "x" or the module path tracing prints by default
//     (the crate directory's name with - as _, then the modules).
//   - calls of helpers, same-crate fns whose result is one of these sites
//     built from their parameters (error::internal_error(code, msg) that
//     returns create_error(StatusCode::INTERNAL_SERVER_ERROR, code, msg)),
//     and constructors of error types whose #[error] message uses their
//     fields (WorkflowError::NotFound("x".into()), and Err(T::V(port))
//     with any arguments; not a value compared with == or != or stored
//     in a field, t.arch = Arch::Arm(v)): the call is a site with the
//     arguments put in (decimal integer and bool literals as text), its
//     class, HTTPStatus and ErrorCode the helper's (a code or status
//     parameter bound by the call), and a comment naming the definition. A helper's argument that
//     calls a body builder, a fn whose result is a json! object or struct
//     with a message field from a parameter (error_response(code,
//     error_payload(code, msg), stream)), takes the text it builds.
//     Helpers chain, in a file and across the files of a crate (everything
//     below the last src/), by name and the path the call writes (use
//     declarations applied, a file's own fns by its module path): the link
//     finds every helper to a fixed point before it applies any call, so a
//     call sees all its helper's sites, and a helper whose own error's
//     constructor no file answers is a helper of the site as its file saw
//     it. A helper's own site is kept only when its message has text of
//     its own. A helper whose Err(…), .ok_or(…) or .map_err(…) makes its
//     error for good, not passing on its caller's text (no passing
//     helper below: more than three statements, or a string literal of
//     three letters or more in the payload, or a macro_rules! body calls
//     it), owns that site: a call's arguments fill the text at the
//     helper's line, where a backtrace's innermost frame is, not at the
//     call (Err(self.parse_error(format!("expected a closing '{}'",
//     close))) in consume_tag(close), called as consume_tag("}")).
//   - write!(f, "…"), writeln!, f.write_str("…") and "…".fmt(f) in the fmt
//     of an impl Display for a type that implements Error in the same file
//     (or is named …Error): kind "display", class the type, when the
//     message has text of its own (write!(f, "{}", inner) has not), unless
//     construction sites took every text it writes; tagged
//     catalog.WrittenTag (the value was made where no record builds it).
//     The counterpart of Go's Error() methods.
//   - values of error types built away from their text (kinds.go): each
//     Display match arm on self or a field of self defines its variant
//     (Kind::X(pos, c) => write!(f, "… {} …", c) prints that text for
//     Kind::X(a, b)), a Display without one the type; fns returning an
//     error value (not a Result) are constructors whose text is what they
//     are given for a parameter their value is built from or what their
//     result builds; constants of error types are constructors without
//     parameters. Err(…), .ok_or(…) and .map_err(…) of such values
//     (Err(Error::new(ErrorKind::UnexpectedChar(pos, c))),
//     Err(self.eof()), ok_or(OUT_OF_RANGE), map_err(Into::into) through
//     the error type's From impl) are sites with that text, at the value's
//     line; a constructor's own body is not a site (From::from's is). A
//     path starting with a type the file declares names that type, not
//     another module's of the same name (Error::BufferTooSmall). A Display
//     arm writing a text method of self among other text (write!(f, "{},
//     found {}", self.description(), tag)) takes the method's text for its
//     variant. A value made in Err(…), .ok_or(…) or .map_err(…) whose
//     arguments set no text of their own and whose Display text ends in
//     a hole one of them fills (.map_err(PemError::InvalidData),
//     Err(Error::new(ErrorKind::Utf8 { pos, err: err.clone() })), through
//     a constructor too) is tagged catalog.CarrierTag: the text was made
//     where the carried error was.
//     So is a From impl's from whose text ends in its parameter's (fn
//     from(err: DecodeError) -> Error { new_error(ErrorKind::Base64(err))
//     }, "Base64 error: {err}"), whatever words its Display adds: ?
//     calls it to convert an error made elsewhere.
//     A Display arm per case of an Option field (Kind::Glob { glob: None,
//     ref err } and Kind::Glob { glob: Some(ref glob), ref err }) is the
//     text of a value built with None, or with Some(x) (its hole taking
//     x), in that field; a value built from a variable prints either.
//     So is a Display's if let Some(p) = self.f { … } else { … }: the
//     consequence for Some(x) (p taking x), the else branch for None.
//     A struct expression whose named field holds a variant (Error {
//     depth, inner: ErrorInner::Io { .. } }, ParseError { kind:
//     Kind::Empty }) prints that variant's text. So does one of a type whose
//     Display prints that field and nothing else (write!(f, "{}",
//     self.kind), Error { kind: ErrorKind::ParseLocale(input) }), the
//     field's type not being an error type of its own; and a field a
//     Display prints among other text ({} at line {}, Error { kind:
//     Kind::Eof, line }) prints that value's text there (holes with a
//     format spec or {:?} keep the field). A Display hole calling a method
//     of self that matches on a field of self (write!(f, "{} {}",
//     self.pos, self.msg()), fn msg(&self) -> &str { match self.kind {
//     UnexpectedEof => "Unexpected EOF", Syntax(ref msg) => msg.as_ref()
//     } }) prints that field, each variant the method's arm gives a text
//     or its binding (unless the file defines the variant's text
//     elsewhere). A Display writing self's
//     Debug text (write!(f, "{:?}", self)) prints what the Debug impl
//     writes; for an enum deriving Debug, written outside any match on
//     self, each variant prints derived Debug's text (Overflow,
//     EndOfInput({0:?}), Unknown { name: {name:?} }), an argument's
//     decimal integer or bool literal unquoted. map_err(Into::into) in a fn returning a Result alias with one
//     type argument (Result<u8>) converts with the From impl of that
//     module's Error. An impl for a reference type (impl T for &mut Wrap)
//     is Wrap's, and a trait impl's fn that only calls its field's method
//     of the same name (self.0.error(kind)) is a constructor. Err(f()) of
//     a let-bound closure is the closure's value; format_args!(…) is read
//     as format!(…). A constructor whose result is a let-bound match or if
//     of error values, or a call handed that name (let err = match … { …
//     }; self.fix_position(err)), builds each branch's value. A variant
//     converted with .into() as the argument of another error value
//     (DecodingError::Format(FormatErrorInner::UnexpectedEof.into())) is
//     that variant's value, so a carrying arm (Format(e) => write!(f,
//     "{}", e)) prints the variant's text. A Display arm that writes only
//     the matched value's Debug text (Kind::A | Kind::B => write!(f,
//     "{:?}", self.0) in match *self.0) prints each unit variant's name,
//     as derived Debug does, unless the file implements Debug for the
//     enum by hand. A match on self or a field of self written as a value
//     (let s = match self { Self::A => MSG_A, … }; f.write_str(s), or
//     f.write_str(match *self { … }), or write!(f, "bad size: {}", match
//     self { … })) gives each arm whose value is a string literal or
//     constant the written text with that value in its hole, for the
//     arm's variants; an arm's value in a block (Kind::A => { "…" }, as
//     rustfmt wraps a long literal) is the block's tail. A match on a
//     field of self (f.write_str(match self.status { … })) makes the type
//     print that field's text there, so a value built with a variant in
//     the field, or a helper's call handing a variant to the parameter it
//     puts in the field (decompress_error(Status::HasMoreOutput, ret) of
//     Err(DecompressError { status, output })), prints that variant's
//     text, and one handing it a local whose variant is not known (let
//     (status, ..) = decompress(…); decompress_error(status, ret), the
//     called fn of the file taking the field's type, the Display before
//     the call in the file) prints any arm's text: a site per text. A site whose text, so bound, has no hole left
//     carries no error (no carrier tag). A local bound to self (let e: &dyn
//     error::Error = self; write!(f, "{}", e.description())) is read as
//     self. An argument naming a local that holds a variant
//     (let mut pos = Position::Major; … pos = Position::Pre; …
//     Err(Error::new(ErrorKind::EmptySegment(pos)))) is that variant: the
//     let's value or that of the assignment last before the site whose
//     block holds the site; after an assignment in another branch it
//     stays a hole.
//   - calls of passing helpers (pass.go): a fn of at most three
//     statements whose error payload names a parameter and holds no text of
//     its own makes its callers' calls whose error goes on (?, a result, a
//     try-like macro) the sites, as a backtrace's frame above it would.
//     s.parse::<T>() is a call of T::from_str(s): a passing from_str
//     makes such a call the site.
//     A fn that a macro_rules! body calls is no passing helper: the frame
//     above it names the body's line for every invocation, so its own
//     site stays.
//   - items a macro_rules! of the file declares (macros.go): an item-level
//     invocation is expanded and its items read at the invocation's lines.
//     An invocation in a fn whose expansion is one call
//     (self_error!(self; "…") expanding to self.error("…"), in the impl
//     around it) is read as that call at the invocation's line; the
//     helper it calls is called from a macro_rules! body, so it owns its
//     site and the invocation's text is placed there. An expr fragment
//     of a matcher ends at a , ; or => outside its token trees, and a
//     repetition's separator ($($arg:expr),+), which the grammar leaves
//     out of the tree, is read from the text. A tuple converted into the
//     error of the fn's Result (Err((&self.lexer, msg).into())) is built
//     by the From impl taking a tuple (fn from(orig: (&P, M)), whose
//     parameters are orig.0, orig.1, …, the tuple's elements the
//     arguments); a Result alias without type arguments is the one the
//     file declares (type Result = super::Result<XmlEvent>), else its
//     module's Error. Such a From impl carries no error of its own (no
//     carrier tag); with no From impl found, the tuple's parameter
//     element gives the text. A helper's text whose literal parts hold
//     no letter or digit ("{pos} {msg}") is no text of its own: its
//     calls carry the text.
//   - invocations of another file's macro_rules! (crossmacro.go): a
//     macro defined in a module's file before mod child; is in scope in
//     the child's file; the link reads such an invocation again with the
//     definition (of the nearest module holding the file, else the only
//     one of the name in the crate) before it, as expandCall would.
//   - #[error("…")] of thiserror: kind "thiserror", class "Enum::Variant"
//     for a variant, the type name for a struct or enum; #[error(transparent)]
//     has no message of its own and is skipped. When construction sites
//     take every text of an attribute (Err(Kind::Empty), .map_err(|_|
//     Kind::Port(0))), the attribute is no site: like a Display write, it
//     is where the text is written, and the sites say where the values
//     were made. Types that derive Error are
//     recorded in Result.Classes (base std::error::Error), with each
//     variant (base the enum).
//
// Messages are format strings read with template.ParseFormat: {} and {0}
// take the positional argument's expression, {name} a named argument's
// (name = expr) or, as a Rust 2021 implicit capture, keeps the name;
// thiserror's .0 and .field become 0 and field. A {} printing a string
// constant of the file (write!(f, "{}", MSG), const MSG: &str = "…") is
// the constant's text. A name a let mut binds to a number, bool or char
// literal (let mut i = 0; … i += 1) stays a hole: a counter's value where
// the error takes it is not its first. {:?} and {:#?} are the !r
// conversion; other specs ({:>8}, {:x}) are kept. A message that is not a
// literal (panic!(msg), bail!(err)) is one hole holding its expression.
//
// Context.Function is the enclosing fn with its inline modules and impl
// type: "config::Config::load", and for a trait impl "<Vec as
// Handler>::handle" (generic arguments dropped, as in backtraces but without
// the crate); closures belong to the fn around them, and sites in a
// macro_rules! body to "name!". Guard is what holds where the site is: the
// condition of the innermost if whose block holds it (its else: Negated),
// with the earlier tests of an else-if chain negated ("a != 0 &&
// b.is_empty()"); a match arm's pattern ("mode matches Mode::Fast", with
// the arm's if guard; a catch-all arm is the negation of the earlier
// unguarded arms); a let-else's pattern negated; and the checks before it
// in its block that leave the block when they hold (after if a { return … }
// comes !a, after let P = v else { … } "v matches P"). The nearest four
// conditions are kept; only negations read "a || b", Negated. Docstring is
// the fn's /// comments (the variant's or type's for thiserror), Comments
// the block of own-line comments above the site and above its guarding if
// or arm.
//
// Sites inside the arguments of other macros (println!, assert!, write!, …)
// and in macro_rules! bodies are found by parsing the token tree again as an
// expression, or, when it is not one (tokio::select!'s "v = fut => { … }"
// arms), each token tree inside it; quote! and friends are left alone. Files under tests/,
// benches/ and examples/ (programs of their own that use the crate),
// #[cfg(test)] modules and #[test] functions are skipped.
//
// A file with syntax errors is still analysed, with one Result.Errors entry
// at the first error; when error nodes cover more than half the file, Run
// fails with "path:line:col: syntax error: not Rust source".
package rust
