//! An error passed on through short fns, a try-like macro and a method of
//! a field: the first line that makes no error itself or names none of
//! its fn's parameters is the site.
use std::fmt;

pub struct Error {
    code: ErrorCode,
}

pub enum ErrorCode {
    InvalidEscape,
    EofWhileParsingString,
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ErrorCode::InvalidEscape => f.write_str("invalid escape"),
            ErrorCode::EofWhileParsingString => f.write_str("EOF while parsing a string"),
        }
    }
}

macro_rules! tri {
    ($e:expr $(,)?) => {
        match $e {
            Ok(val) => val,
            Err(err) => return Err(err),
        }
    };
}

fn error<T>(read: &SliceRead, reason: ErrorCode) -> Result<T, Error> {
    let at = read.index;
    Err(Error { code: reason })
}

fn parse_escape(read: &mut SliceRead, scratch: &mut Vec<u8>) -> Result<(), Error> {
    let ch = read.next();
    match ch {
        Some(b'n') => scratch.push(b'\n'),
        Some(_) => return error(read, ErrorCode::InvalidEscape),
        None => return error(read, ErrorCode::EofWhileParsingString),
    }
    Ok(())
}

pub struct SliceRead {
    index: usize,
}

impl SliceRead {
    fn next(&mut self) -> Option<u8> {
        None
    }

    fn parse_str_bytes(&mut self, scratch: &mut Vec<u8>) -> Result<(), Error> {
        loop {
            tri!(parse_escape(self, scratch));
        }
    }
}

pub struct IoRead {
    delegate: SliceRead,
}

impl IoRead {
    fn parse_str_bytes(&mut self, scratch: &mut Vec<u8>) -> Result<(), Error> {
        tri!(parse_escape(&mut self.delegate, scratch)); // want Error "invalid escape" Error "EOF while parsing a string"
        Ok(())
    }
}

pub struct StrRead {
    delegate: SliceRead,
}

impl StrRead {
    fn parse_str(&mut self, scratch: &mut Vec<u8>) -> Result<(), Error> {
        self.delegate.parse_str_bytes(scratch)
    }
}

pub struct Deserializer {
    read: StrRead,
    scratch: Vec<u8>,
}

impl Deserializer {
    pub fn string(&mut self) -> Result<(), Error> {
        let s = tri!(self.read.parse_str(&mut self.scratch)); // want Error "invalid escape" Error "EOF while parsing a string"
        self.scratch.clear();
        Ok(s)
    }
}
