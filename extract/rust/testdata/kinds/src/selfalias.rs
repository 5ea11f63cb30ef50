//! A Display that writes a text method of a local bound to self (let e:
//! &dyn error::Error = self; write!(f, "{}", e.description())), the
//! method's arms naming the variants through a glob import: the local is
//! self, and each variant prints its arm's text.
use std::error;
use std::fmt;

#[derive(Debug)]
pub enum CatalogError {
    BadMagic,
    Truncated,
}
use self::CatalogError::*;

impl error::Error for CatalogError {
    fn description(&self) -> &str {
        match *self {
            BadMagic => "bad magic number",
            Truncated => "unexpected end of the catalog",
        }
    }
}

impl fmt::Display for CatalogError {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> fmt::Result {
        let self_err: &dyn error::Error = self;
        write!(fmt, "{}", self_err.description())
    }
}

pub fn parse(b: &[u8]) -> Result<u32, CatalogError> {
    if b.len() < 4 {
        return Err(Truncated); // want CatalogError "unexpected end of the catalog"
    }
    if b[0] != 0xde {
        return Err(BadMagic); // want CatalogError "bad magic number"
    }
    Ok(u32::from(b[0]))
}
