//! A From impl that wraps the error it is given in a variant whose
//! Display writes that error after words of its own (impl From<DecodeError>
//! for Error { fn from(err) { new_error(ErrorKind::Base64(err)) } }): ?
//! calls it to convert an error made elsewhere, so its site only carries
//! that error and is tagged carrier (context.golden). A From impl that
//! builds a variant with text of its own is no carrier.
use std::fmt;

#[derive(Debug)]
pub struct DecodeError;

#[derive(Debug)]
pub enum ErrorKind {
    InvalidToken,
    Base64(DecodeError),
    Limit(usize),
}

#[derive(Debug)]
pub struct Error(Box<ErrorKind>);

pub fn new_error(kind: ErrorKind) -> Error {
    Error(Box::new(kind))
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "Encoded text cannot have a 6-bit remainder.") // want DecodeError "Encoded text cannot have a 6-bit remainder."
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self.0 {
            ErrorKind::InvalidToken => write!(f, "invalid token"),
            ErrorKind::Base64(ref err) => write!(f, "Base64 error: {}", err),
            ErrorKind::Limit(n) => write!(f, "limit of {} exceeded", n),
        }
    }
}

impl std::error::Error for Error {}

impl From<DecodeError> for Error {
    fn from(err: DecodeError) -> Error {
        new_error(ErrorKind::Base64(err)) // want Error "Base64 error: {err}"
    }
}

impl From<usize> for Error {
    fn from(n: usize) -> Error {
        new_error(ErrorKind::Limit(n)) // want Error "limit of {n} exceeded"
    }
}

pub fn decode(s: &str) -> Result<u8, Error> {
    if s.is_empty() {
        return Err(new_error(ErrorKind::InvalidToken)); // want Error "invalid token"
    }
    Ok(s.len() as u8)
}
