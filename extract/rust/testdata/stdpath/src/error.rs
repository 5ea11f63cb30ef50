use std::fmt;

#[derive(Debug)]
pub struct Error {
    kind: ErrorKind,
    pos: usize,
}

#[derive(Debug)]
pub enum ErrorKind {
    UnexpectedEof,
    InvalidChar(char),
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, pos: usize) -> Self {
        Error { kind, pos }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnexpectedEof => f.write_str("unexpected end of input"),
            ErrorKind::InvalidChar(c) => write!(f, "invalid character {:?}", c),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at position {}", self.kind, self.pos)
    }
}

pub fn parse(s: &str) -> Result<u32, Error> {
    if s.is_empty() {
        return Err(Error::new(ErrorKind::UnexpectedEof, 0)); // want Error "unexpected end of input at position 0"
    }
    for (i, c) in s.chars().enumerate() {
        if !c.is_ascii_digit() {
            return Err(Error::new(ErrorKind::InvalidChar(c), i)); // want Error "invalid character {c!r} at position {i}"
        }
    }
    Ok(s.len() as u32)
}
