//! An error made by converting a tuple (Err((&self.lexer, msg).into()) in
//! a fn returning an alias of Result without type arguments): the From
//! impl that takes a tuple builds it, its elements the arguments, so the
//! text is what the type's Display writes for that value. The Display
//! writes a method of self (self.msg()) that matches on the kind field,
//! each arm a text or the variant's binding: that method's text is the
//! kind's.
use std::borrow::Cow;
use std::fmt;

pub struct Lexer {
    line: u64,
}

impl Lexer {
    fn position(&self) -> u64 {
        self.line
    }
}

#[derive(Debug)]
pub enum ErrorKind {
    Syntax(Cow<'static, str>),
    UnexpectedEof,
}

#[derive(Debug)]
pub struct Error {
    pos: u64,
    kind: ErrorKind,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} {}", self.pos, self.msg())
    }
}

impl Error {
    pub fn msg(&self) -> &str {
        use self::ErrorKind::*;
        match self.kind {
            UnexpectedEof => &"Unexpected EOF",
            Syntax(ref msg) => msg.as_ref(),
        }
    }
}

impl std::error::Error for Error {}

impl<'a, M: Into<Cow<'static, str>>> From<(&'a Lexer, M)> for Error {
    fn from(orig: (&'a Lexer, M)) -> Self {
        Error { pos: orig.0.position(), kind: ErrorKind::Syntax(orig.1.into()) }
    }
}

pub type Result = std::result::Result<u8, Error>;

pub struct Parser {
    lexer: Lexer,
}

impl Parser {
    fn fail<M: Into<Cow<'static, str>>>(&self, msg: M) -> Result {
        Err((&self.lexer, msg).into())
    }

    pub fn end(&self) -> Result {
        self.fail("Unexpected end of input") // want Error "{orig.0.position()} Unexpected end of input"
    }

    pub fn eof(&self) -> Result {
        Err(Error { pos: self.lexer.position(), kind: ErrorKind::UnexpectedEof }) // want Error "{self.lexer.position()} Unexpected EOF"
    }
}
