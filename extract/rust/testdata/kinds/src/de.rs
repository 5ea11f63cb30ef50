//! Methods that build an error from a kind: their callers are the sites.
use std::fmt;

pub struct Error {
    kind: ErrorKind,
    at: usize,
}

pub enum ErrorKind {
    UnexpectedEof,
    InvalidNumber,
    Wanted { expected: &'static str, found: &'static str },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use self::ErrorKind::*;
        match self.kind {
            UnexpectedEof => "unexpected eof encountered".fmt(f)?,
            InvalidNumber => "invalid number".fmt(f)?,
            Wanted { expected, found } => write!(f, "expected {}, found {}", expected, found)?,
        }
        write!(f, " at byte {}", self.at) // want Error " at byte {self.at}"
    }
}

pub struct Deserializer<'a> {
    input: &'a str,
}

impl<'a> Deserializer<'a> {
    pub fn number(&mut self) -> Result<u64, Error> {
        if self.input.is_empty() {
            return Err(self.eof()); // want Error "unexpected eof encountered"
        }
        self.input.parse().map_err(|_| self.error(0, ErrorKind::InvalidNumber)) // want Error "invalid number"
    }

    pub fn expect(&mut self, found: &'static str) -> Result<(), Error> {
        let err = self.error(0, ErrorKind::Wanted { expected: "a table key", found });
        Err(err) // want Error "expected a table key, found {found}"
    }

    fn eof(&self) -> Error {
        self.error(self.input.len(), ErrorKind::UnexpectedEof)
    }

    fn error(&self, at: usize, kind: ErrorKind) -> Error {
        let err = Error { kind, at };
        err
    }
}

pub enum TokenError {
    InvalidEscape(usize, char),
    Unterminated(usize),
}

pub enum LexErrorKind {
    Escape(char),
    Unterminated,
}

impl fmt::Display for LexErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LexErrorKind::Escape(c) => write!(f, "invalid escape character in string: `{}`", c),
            LexErrorKind::Unterminated => f.write_str("unterminated string"),
        }
    }
}

pub struct Tokens;

impl Tokens {
    fn next(&mut self) -> Result<u8, TokenError> {
        Err(TokenError::Unterminated(0))
    }

    /// A constructor mapping each kind it is given to another: a call
    /// that cannot tell which gives every text.
    fn token_error(&self, error: TokenError) -> LexErrorKind {
        match error {
            TokenError::InvalidEscape(_, ch) => LexErrorKind::Escape(ch),
            TokenError::Unterminated(_) => LexErrorKind::Unterminated,
        }
    }

    pub fn string(&mut self) -> Result<u8, LexErrorKind> {
        self.next().map_err(|e| self.token_error(e)) // want LexErrorKind "invalid escape character in string: `{ch}`" LexErrorKind "unterminated string"
    }
}
