//! A macro_rules! is in scope in the modules declared after it, whose
//! files are other files (crossmacro.go): outside.rs invokes self_error!,
//! defined here before mod outside;, and the invocation is read as the
//! call its expansion makes, self.error(format!(…)), so that the helper
//! here takes the text as it does this file's own invocations
//! (macrocall.rs).
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

mod outside;

pub struct PullParser {
    lexer: Lexer,
}

impl PullParser {
    fn error<M: Into<Cow<'static, str>>>(&self, msg: M) -> Result {
        Err((&self.lexer, msg).into()) // want SyntaxError "{orig.0.pos} Unexpected end of stream" SyntaxError "{orig.0.pos} Unexpected characters outside the root element: {t}" SyntaxError "{orig.0.pos} Unexpected token: {t}"
    }

    pub fn end(&mut self) -> Result {
        self_error!(self; "Unexpected end of stream")
    }
}
