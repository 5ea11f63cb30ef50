use std::error;
use std::fmt;

#[derive(Debug)]
pub enum Error {
    Syntax(String),
    CompiledTooBig(usize),
    Empty,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::Syntax(ref err) => write!(f, "{}", err),
            Error::CompiledTooBig(limit) => write!( // want Error "Compiled regex exceeds size limit of {limit} bytes."
                f,
                "Compiled regex exceeds size limit of {} bytes.",
                limit
            ),
            Error::Empty => f.write_str("empty pattern"), // want Error "empty pattern"
        }
    }
}

impl error::Error for Error {}

pub struct ParseIntFailure {
    at: usize,
}

impl<'a> std::error::Error for ParseIntFailure {}

impl fmt::Display for ParseIntFailure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "no digits at offset {}", self.at) // want ParseIntFailure "no digits at offset {self.at}"
    }
}

pub struct Version(u32);

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "v{}", self.0) // not an error type
    }
}
