//! A variant whose Display writes one text per case of a field: a
//! construction that cannot tell which prints either. A trait's fn
//! reached by its type (Error::custom), in another module than the type.
use std::fmt;

use crate::error::Error as Outer;

pub struct Error(Box<ErrorKind>);

pub enum ErrorKind {
    UnequalLengths { pos: Option<u64>, expected_len: u64, len: u64 },
    Serialize(String),
}

impl Error {
    fn new(kind: ErrorKind) -> Error {
        Error(Box::new(kind))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self.0 {
            ErrorKind::UnequalLengths { pos: None, expected_len, len } => write!(f, "found record with {} fields, but the previous record has {} fields", len, expected_len),
            ErrorKind::UnequalLengths { pos: Some(ref pos), expected_len, len } => write!(f, "record {}: found record with {} fields, but the previous record has {} fields", pos, len, expected_len),
            ErrorKind::Serialize(ref err) => write!(f, "CSV write error: {}", err),
        }
    }
}

pub trait SerdeError {
    fn custom<T: fmt::Display>(msg: T) -> Self;
}

pub fn check(pos: Option<u64>, expected_len: u64, len: u64) -> Result<(), Error> {
    if len != expected_len {
        return Err(Error::new(ErrorKind::UnequalLengths { pos, expected_len, len })); // want Error "found record with {len} fields, but the previous record has {expected_len} fields" Error "record {pos}: found record with {len} fields, but the previous record has {expected_len} fields"
    }
    Err(Error::custom("serializing maps is not supported")) // want Error "CSV write error: serializing maps is not supported"
}

pub enum Event {
    Error(Outer),
}

/// A variant handed to a call that takes no text from it is a site itself.
pub fn fail(events: &mut Vec<Event>) {
    events.push(Event::Error(Outer::new(crate::error::ErrorKind::Message("detok shard gone".into())))); // want Error "detok shard gone"
}
