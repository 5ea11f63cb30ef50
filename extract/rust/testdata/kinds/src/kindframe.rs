//! An error struct whose Display writes its kind field among text of its
//! own and other fields (write!(f, "{} at line {}", self.kind, self.line)):
//! a value built with a variant in that field prints the variant's text,
//! as the kind's Display writes it, in the struct's frame.
use std::fmt;

#[derive(Debug)]
pub enum Kind {
    Eof,
    BadChar(char),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Kind::Eof => write!(f, "unexpected end of input"),
            Kind::BadChar(c) => write!(f, "bad character {:?}", c),
        }
    }
}

#[derive(Debug)]
pub struct FrameError {
    kind: Kind,
    line: usize,
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} at line {}", self.kind, self.line)
    }
}

impl std::error::Error for FrameError {}

pub fn frame(s: &str, line: usize) -> Result<u8, FrameError> {
    match s.chars().next() {
        None => Err(FrameError { kind: Kind::Eof, line }), // want FrameError "unexpected end of input at line {line}"
        Some(c) => Err(FrameError { kind: Kind::BadChar(c), line }), // want FrameError "bad character {c!r} at line {line}"
    }
}
