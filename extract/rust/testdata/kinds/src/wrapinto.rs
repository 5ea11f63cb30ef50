//! A variant converted with .into() to a struct whose From impl puts it
//! in a field its Display matches on (FormatErrorInner::UnexpectedEof.into()
//! to FormatError { inner }), carried by an outer enum's variant whose
//! Display arm writes only that value (DecodingError::Format(desc) =>
//! write!(f, "{}", desc)): the site's text is the inner variant's.
use std::fmt;
use std::io;

#[derive(Debug)]
pub enum DecodingError {
    IoError(io::Error),
    Format(FormatError),
    LimitsExceeded,
}

#[derive(Debug)]
pub struct FormatError {
    inner: FormatErrorInner,
}

#[derive(Debug)]
pub(crate) enum FormatErrorInner {
    MissingIhdr,
    InvalidColorType(u8),
    UnexpectedEof,
}

impl fmt::Display for DecodingError {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> Result<(), fmt::Error> {
        use self::DecodingError::*;
        match self {
            IoError(err) => write!(fmt, "{}", err),
            Format(desc) => write!(fmt, "{}", desc),
            LimitsExceeded => write!(fmt, "limits are exceeded"), // want DecodingError "limits are exceeded"
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> fmt::Result {
        use FormatErrorInner::*;
        match &self.inner {
            MissingIhdr => write!(fmt, "IHDR chunk missing"),
            InvalidColorType(nr) => write!(fmt, "Invalid color type {}.", nr),
            UnexpectedEof => write!(fmt, "Unexpected end of data before image end."),
        }
    }
}

impl std::error::Error for DecodingError {}
impl std::error::Error for FormatError {}

impl From<FormatError> for DecodingError {
    fn from(err: FormatError) -> DecodingError {
        DecodingError::Format(err)
    }
}

impl From<FormatErrorInner> for FormatError {
    fn from(inner: FormatErrorInner) -> Self {
        FormatError { inner }
    }
}

pub fn next(buf: &[u8]) -> Result<u8, DecodingError> {
    if buf.is_empty() {
        return Err(DecodingError::Format( // want DecodingError "Unexpected end of data before image end."
            FormatErrorInner::UnexpectedEof.into(),
        ));
    }
    if buf[0] > 6 {
        return Err(DecodingError::Format(FormatErrorInner::InvalidColorType(buf[0]).into())); // want DecodingError "Invalid color type {buf[0]}."
    }
    match buf.get(1) {
        None => Err(DecodingError::Format(FormatErrorInner::MissingIhdr.into())), // want DecodingError "IHDR chunk missing"
        Some(_) => Err(FormatError::from(FormatErrorInner::MissingIhdr).into()), // want FormatError "IHDR chunk missing"
    }
}
