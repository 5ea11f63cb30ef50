//! The other module with an Error of its own (decodelike.rs).
use core::fmt;

#[derive(Debug)]
pub enum Error {
    BufferTooSmall,
    NonAsciiCharacter { index: usize },
}

impl std::error::Error for Error {}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Error::BufferTooSmall => f.write_str("buffer provided to encode into was too small"),
            Error::NonAsciiCharacter { index } => write!(f, "the alphabet holds a non-ascii character at {}", index),
        }
    }
}

pub fn encode_into(input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
    if input.len() > output.len() {
        return Err(Error::BufferTooSmall); // want Error "buffer provided to encode into was too small"
    }
    if let Some(i) = input.iter().position(|c| *c > 127) {
        return Err(Error::NonAsciiCharacter { index: i }); // want Error "the alphabet holds a non-ascii character at {i}"
    }
    Ok(input.len())
}
