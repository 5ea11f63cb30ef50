//! Two modules each declare an error enum named Error with a variant of
//! the same name (encodelike.rs): a path that starts with the type a file
//! declares names that file's type, so each construction takes its own
//! module's text.
use core::fmt;

#[derive(Debug)]
pub enum Error {
    BufferTooSmall,
    NonAsciiCharacter { index: usize },
    Io(std::io::Error),
    Syntax(String),
}

impl std::error::Error for Error {}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Error::BufferTooSmall => write!(
                f,
                "buffer provided to decode into was too small"
            ),
            Error::NonAsciiCharacter { index } => write!(
                f,
                "provided string contained non-ascii character starting at byte {}",
                index
            ),
            Error::Io(ref e) => write!(f, "IO error: {}", e),
            Error::Syntax(ref s) => write!(f, "syntax error: {}", s),
        }
    }
}

pub fn decode_into(input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
    for (i, c) in input.iter().enumerate() {
        if *c > 127 {
            return Err(Error::NonAsciiCharacter { index: i }); // want Error "provided string contained non-ascii character starting at byte {i}"
        }
    }
    let byte = output.get_mut(0).ok_or(Error::BufferTooSmall)?; // want Error "buffer provided to decode into was too small"
    *byte = 1;
    Ok(1)
}

// A value whose arguments set no text of their own only carries the error
// it was given: its site is tagged carrier (context.golden).
pub fn read(path: &str) -> Result<Vec<u8>, Error> {
    let b = std::fs::read(path).map_err(Error::Io)?; // want Error "IO error: {e}"
    if b.is_empty() {
        return Err(Error::Syntax("empty input".to_string())); // want Error "syntax error: empty input"
    }
    Ok(b)
}
