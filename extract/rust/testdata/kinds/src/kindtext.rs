//! A Display arm that writes a text method of self among other text
//! (write!(f, "{}, found {}", self.description(), tag)) prints that
//! method's text for the arm's variant.
use std::fmt;

#[derive(Debug)]
pub enum ErrorKind {
    InvalidBoolEncoding(u8),
    InvalidTagEncoding(usize),
    SequenceMustHaveLength,
}

impl ErrorKind {
    fn description(&self) -> &str {
        match *self {
            ErrorKind::InvalidBoolEncoding(_) => "invalid u8 while decoding bool",
            ErrorKind::InvalidTagEncoding(_) => "tag for enum is not valid",
            ErrorKind::SequenceMustHaveLength => "sequences must have a knowable size ahead of time",
        }
    }
}

impl std::error::Error for ErrorKind {}

impl fmt::Display for ErrorKind {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            ErrorKind::InvalidBoolEncoding(b) => write!(fmt, "{}, expected 0 or 1, found {}", self.description(), b),
            ErrorKind::InvalidTagEncoding(tag) => write!(fmt, "{}, found {}", self.description(), tag),
            ErrorKind::SequenceMustHaveLength => write!(fmt, "{}", self.description()),
        }
    }
}

pub fn decode_bool(b: u8) -> Result<bool, ErrorKind> {
    match b {
        0 => Ok(false),
        1 => Ok(true),
        v => Err(ErrorKind::InvalidBoolEncoding(v)), // want ErrorKind "invalid u8 while decoding bool, expected 0 or 1, found {v}"
    }
}

pub fn decode_tag(tag: usize) -> Result<u8, ErrorKind> {
    if tag > 2 {
        return Err(ErrorKind::InvalidTagEncoding(tag)); // want ErrorKind "tag for enum is not valid, found {tag}"
    }
    Ok(tag as u8)
}

pub fn seq_len(len: Option<usize>) -> Result<usize, ErrorKind> {
    let len = len.ok_or(ErrorKind::SequenceMustHaveLength)?; // want ErrorKind "sequences must have a knowable size ahead of time"
    Ok(len)
}

pub fn decode_char(width: usize) -> Result<char, ErrorKind> {
    let error = || ErrorKind::SequenceMustHaveLength.into();
    if width == 0 {
        return Err(error()); // want ErrorKind "sequences must have a knowable size ahead of time"
    }
    Ok('x')
}
