//! A value that only carries an error it was given, made in Err(…) or a
//! .map_err closure through a constructor (Err(Error::new(ErrorKind::Utf8
//! { pos, err: err.clone() }))): its arguments set no text of their own
//! and its Display text ends in a hole one of them fills, so it is tagged
//! carrier (context.golden), as .map_err(Variant) is. A value whose
//! arguments set text (a format!) is no carrier.
use std::fmt;

#[derive(Debug, Clone)]
pub struct Utf8Error {
    field: u64,
}

#[derive(Debug)]
pub struct Error(Box<ErrorKind>);

#[derive(Debug)]
pub enum ErrorKind {
    Utf8 { pos: Option<u64>, err: Utf8Error },
    Parse { line: u64, err: Utf8Error },
    Message(String),
}

impl Error {
    fn new(kind: ErrorKind) -> Error {
        Error(Box::new(kind))
    }
}

impl fmt::Display for Utf8Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "invalid UTF-8 in field {}", self.field) // want Utf8Error "invalid UTF-8 in field {self.field}"
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self.0 {
            ErrorKind::Utf8 { pos: None, ref err } => write!(f, "parse error: {}", err),
            ErrorKind::Utf8 { pos: Some(ref pos), ref err } => write!(f, "parse error: record {}: {}", pos, err),
            ErrorKind::Parse { line, ref err } => write!(f, "line {}: {}", line, err),
            ErrorKind::Message(ref msg) => write!(f, "{}", msg),
        }
    }
}

impl std::error::Error for Error {}

pub fn headers(pos: Option<u64>, stored: &Result<u64, Utf8Error>) -> Result<u64, Error> {
    match stored {
        Ok(n) => Ok(*n),
        Err(ref err) => Err(Error::new(ErrorKind::Utf8 { // want Error "parse error: {err}" Error "parse error: record {pos}: {err}"
            pos,
            err: err.clone(),
        })),
    }
}

pub fn record(line: u64, r: Result<u64, Utf8Error>) -> Result<u64, Error> {
    r.map_err(|err| Error::new(ErrorKind::Parse { line, err })) // want Error "line {line}: {err}"
}

pub fn message(n: u64) -> Result<u64, Error> {
    if n == 0 {
        return Err(Error::new(ErrorKind::Message(format!("empty record {}", n)))); // want Error "empty record {n}"
    }
    Ok(n)
}
