//! A Display that writes a string constant of the file (write!(f, "{}",
//! MSG)): the constant's text is the type's, and an Err(…) of the type is
//! a site with it.
use std::fmt;

pub struct ToAsciiError(());

const ERRORMSG_ASCII: &str = "not an ASCII character";

impl fmt::Display for ToAsciiError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", ERRORMSG_ASCII)
    }
}

impl std::error::Error for ToAsciiError {}

pub fn to_ascii(c: u32) -> Result<u8, ToAsciiError> {
    match c {
        0..=127 => Ok(c as u8),
        _ => Err(ToAsciiError(())), // want ToAsciiError "not an ASCII character"
    }
}
