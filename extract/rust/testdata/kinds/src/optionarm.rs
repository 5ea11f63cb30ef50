//! A Display arm per case of an Option field (Kind::Glob { glob: None,
//! ref err } and Kind::Glob { glob: Some(ref glob), ref err }): a value
//! built with None or Some(x) prints its case's text only, Some(x)'s hole
//! taking x; one built from a variable prints either.
use std::fmt;

#[derive(Debug)]
pub enum Error {
    Glob { glob: Option<String>, err: String },
    Line(Option<u64>, String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Error::Glob { glob: None, ref err } => write!(f, "bad glob: {}", err),
            Error::Glob { glob: Some(ref glob), ref err } => write!(f, "error parsing glob '{}': {}", glob, err),
            Error::Line(None, ref msg) => write!(f, "syntax: {}", msg),
            Error::Line(Some(n), ref msg) => write!(f, "line {}: {}", n, msg),
        }
    }
}

impl std::error::Error for Error {}

pub fn parse(pat: &str, named: Option<String>) -> Result<u8, Error> {
    if pat.is_empty() {
        return Err(Error::Glob { glob: None, err: "empty".to_string() }); // want Error "bad glob: empty"
    }
    if pat.starts_with('[') {
        return Err(Error::Glob { glob: Some(pat.to_string()), err: "unclosed class".to_string() }); // want Error "error parsing glob '{pat}': unclosed class"
    }
    if pat.starts_with('{') {
        return Err(Error::Glob { glob: named, err: "unclosed group".to_string() }); // want Error "bad glob: unclosed group" Error "error parsing glob '{named}': unclosed group"
    }
    if pat.len() > 80 {
        return Err(Error::Line(Some(1), "too long".to_string())); // want Error "line 1: too long"
    }
    Err(Error::Line(None, "no pattern".to_string())) // want Error "syntax: no pattern"
}

/// A Display that tests an Option field with if let Some(p) = self.pos:
/// the consequence is the text of a value built with Some(x) (p taking
/// x), the else branch that of one built with None.
#[derive(Debug)]
pub struct PosError {
    pos: Option<u64>,
    kind: &'static str,
}

impl fmt::Display for PosError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if let Some(pos) = self.pos {
            write!(f, "at {}: bad {}", pos, self.kind)
        } else {
            write!(f, "bad {}", self.kind)
        }
    }
}

impl std::error::Error for PosError {}

pub fn check(s: &str, at: u64) -> Result<(), PosError> {
    if s.is_empty() {
        return Err(PosError { pos: None, kind: "input" }); // want PosError "bad input"
    }
    Err(PosError { pos: Some(at), kind: "char" }) // want PosError "at {at}: bad char"
}
