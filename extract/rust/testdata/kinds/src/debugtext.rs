//! A Display that writes self's Debug text (write!(f, "{:?}", self))
//! prints what the type's Debug impl writes.
use std::fmt;

#[derive(Clone, PartialEq, Eq)]
pub struct ParseDayError {
    pub(crate) _dummy: (),
}

impl std::error::Error for ParseDayError {}

impl fmt::Display for ParseDayError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_fmt(format_args!("{:?}", self))
    }
}

impl fmt::Debug for ParseDayError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "ParseDayError {{ .. }}")
    }
}

pub fn day(s: &str) -> Result<u8, ParseDayError> {
    match s {
        "mon" => Ok(0),
        _ => Err(ParseDayError { _dummy: () }), // want ParseDayError "ParseDayError {{ .. }}"
    }
}
