//! A Display arm that writes the matched value's Debug text (write!(f,
//! "{:?}", self.0) in an arm of match *self.0): for a unit variant, which
//! derived Debug prints as its name, the text is that name.
use std::fmt;

#[derive(Debug)]
pub struct Error(Box<ErrorKind>);

#[derive(Debug)]
pub enum ErrorKind {
    InvalidToken,
    InvalidSignature,
    MissingRequiredClaim(String),
    Json(String),
}

pub(crate) fn new_error(kind: ErrorKind) -> Error {
    Error(Box::new(kind))
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self.0 {
            ErrorKind::InvalidToken | ErrorKind::InvalidSignature => write!(f, "{:?}", self.0),
            ErrorKind::MissingRequiredClaim(ref c) => write!(f, "Missing required claim: {}", c),
            ErrorKind::Json(ref err) => write!(f, "JSON error: {}", err), // want Error "JSON error: {err}"
        }
    }
}

impl std::error::Error for Error {}

#[derive(Debug)]
pub enum Mode {
    Strict,
    Lax(u8),
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Mode::Strict => write!(f, "{:?}", self),
            Mode::Lax(n) => write!(f, "lax mode {}", n),
        }
    }
}

impl std::error::Error for Mode {}

pub fn verify(sig: &[u8]) -> Result<(), Error> {
    if sig.is_empty() {
        return Err(new_error(ErrorKind::InvalidToken)); // want Error "InvalidToken"
    }
    if sig[0] == 0 {
        return Err(new_error(ErrorKind::InvalidSignature)); // want Error "InvalidSignature"
    }
    Err(new_error(ErrorKind::MissingRequiredClaim("exp".to_string()))) // want Error "Missing required claim: exp"
}

pub fn mode(strict: bool) -> Result<(), Mode> {
    if strict {
        return Err(Mode::Strict); // want Mode "Strict"
    }
    Err(Mode::Lax(1)) // want Mode "lax mode 1"
}

/// Code's Debug is its own: its name is not what it prints.
pub enum Code {
    Busy,
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the server is busy")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Code::Busy => write!(f, "{:?}", self),
        }
    }
}

impl std::error::Error for Code {}

pub fn call(busy: bool) -> Result<(), Code> {
    if busy {
        return Err(Code::Busy);
    }
    Ok(())
}
