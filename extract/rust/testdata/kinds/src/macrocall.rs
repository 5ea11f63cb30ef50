//! A macro_rules! whose expansion is one call of a helper
//! (self_error!(self; "…") expanding to self.error("…")) is read as that
//! call at the invocation's line (a repetition's separator, $($arg:expr),+,
//! is read from the text: the grammar leaves it out of the tree). A backtrace's frame above the helper
//! names the macro body's line for every invocation, so the helper's
//! Err(…) is where the error is found: the invocations' texts are placed
//! there. The helper converts a tuple into its error (From<(&P, M)>,
//! tuplefrom.rs): the From impl puts the tuple's elements in the fields the
//! Display writes, so the text is the caller's in the Display's frame.
use std::borrow::Cow;
use std::fmt;

pub struct Lexer {
    pos: u64,
}

#[derive(Debug)]
pub struct SyntaxError {
    pos: u64,
    msg: Cow<'static, str>,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {}", self.pos, self.msg)
    }
}

impl std::error::Error for SyntaxError {}

impl<'a, M: Into<Cow<'static, str>>> From<(&'a Lexer, M)> for SyntaxError {
    fn from(orig: (&'a Lexer, M)) -> Self {
        SyntaxError { pos: orig.0.pos, msg: orig.1.into() }
    }
}

pub type Result = std::result::Result<u8, SyntaxError>;

macro_rules! self_error(
    ($this:ident; $msg:expr) => ($this.error($msg));
    ($this:ident; $fmt:expr, $($arg:expr),+) => ($this.error(format!($fmt, $($arg),+)))
);

// a module declared after the macro, in a file of its own, sees it too
// (crossmacro.go): macrocall/outside.rs
mod outside;

pub struct PullParser {
    lexer: Lexer,
    depth: usize,
}

impl PullParser {
    fn error<M: Into<Cow<'static, str>>>(&self, msg: M) -> Result {
        Err((&self.lexer, msg).into()) // want SyntaxError "{orig.0.pos} Unexpected end of stream: no root element found" SyntaxError "{orig.0.pos} Unexpected end of stream" SyntaxError "{orig.0.pos} Element {name} prefix is unbound" SyntaxError "{orig.0.pos} Unexpected closing tag: {name}, expected {open}" SyntaxError "{orig.0.pos} Unexpected characters outside the root element: {t}" SyntaxError "{orig.0.pos} Unexpected token: {t}"
    }

    pub fn end(&mut self) -> Result {
        let ev = if self.depth == 0 {
            self_error!(self; "Unexpected end of stream: no root element found")
        } else {
            self_error!(self; "Unexpected end of stream")
        };
        ev
    }

    pub fn close(&mut self, name: &str, open: &str) -> Result {
        self_error!(self; "Unexpected closing tag: {}, expected {}", name, open)
    }

    pub fn element(&mut self, name: &str) -> Result {
        self_error!(self; "Element {} prefix is unbound", name)
    }
}
