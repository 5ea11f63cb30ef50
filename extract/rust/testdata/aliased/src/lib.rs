//! A crate whose fns return a Result alias with one type argument
//! (Result<u8>, type Result<T> = result::Result<T, Error>): .map_err(Into::into)
//! converts with the From impl of the Error its module declares.
mod de;
mod error;

pub use error::{Error, ErrorKind, Result};
