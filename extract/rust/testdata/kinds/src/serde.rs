//! A trait impl's fn is called by the trait (From::from by ?, custom by
//! serde): what it builds is a site where it is built.
use std::fmt;

use crate::csvlike::{Error, ErrorKind, SerdeError};

impl SerdeError for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(ErrorKind::Serialize(msg.to_string())) // want Error "CSV write error: {msg}"
    }
}
