//! A use inside a fn is in scope in that fn only: the Display impl's `use
//! std::error::Error` (for description()) does not make the later
//! Err(Error::Closed) std's Error.
use std::fmt;

#[derive(Debug)]
pub enum Error {
    Closed,
    Busy,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        use std::error::Error;
        f.write_str(self.description())
    }
}

impl std::error::Error for Error {
    fn description(&self) -> &str {
        use self::Error::*;
        match *self {
            Closed => "channel closed",
            Busy => "channel busy",
        }
    }
}

pub fn send(open: bool) -> Result<(), Error> {
    if !open {
        return Err(Error::Closed); // want Error "channel closed"
    }
    Err(Error::Busy) // want Error "channel busy"
}
