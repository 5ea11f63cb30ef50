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
