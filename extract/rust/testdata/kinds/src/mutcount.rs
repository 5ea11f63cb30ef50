//! A counter a let mut binds (let mut i = 0; … i += 1) is not its first
//! value where an error takes it: the hole stays.
use std::fmt;

#[derive(Debug)]
pub enum MacError {
    ByteCount(usize, [u8; 6]),
}

impl fmt::Display for MacError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            MacError::ByteCount(found, eui) => write!(f, "Invalid byte count; Matched `{}` bytes ({:?})", found, &eui[..found]),
        }
    }
}

impl std::error::Error for MacError {}

pub fn parse_mac(s: &str) -> Result<[u8; 6], MacError> {
    let eui = [0u8; 6];
    let mut i = 0;
    for _ in s.split(':') {
        i += 1;
    }
    if i != 6 {
        return Err(MacError::ByteCount(i, eui)); // want MacError "Invalid byte count; Matched `{i}` bytes ({&eui[..found]!r})"
    }
    Ok(eui)
}
