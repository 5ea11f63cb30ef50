//! An error struct whose Display prints its kind field and nothing else
//! (write!(f, "{}", self.kind)), the kind an enum that is no error type of
//! its own, whose Display (with its variants imported by a glob) writes
//! each variant's text: a value built with a variant in that field
//! (LocaleError { kind: LocaleErrorKind::Unknown(input) }, also through a
//! constructor) prints the variant's text.
use std::fmt;

#[derive(Debug)]
pub enum LocaleErrorKind {
    Capacity { len: usize, cap: usize },
    Unknown(String),
}

impl fmt::Display for LocaleErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        use self::LocaleErrorKind::*;
        match self {
            Capacity { len, cap } => write!(f, "cannot write {} bytes into a buffer of {} bytes", len, cap),
            Unknown(ref input) => write!(f, "no locale named {}", input),
        }
    }
}

#[derive(Debug)]
pub struct LocaleError {
    kind: LocaleErrorKind,
}

impl LocaleError {
    pub(crate) fn unknown<S>(input: S) -> LocaleError
    where
        S: AsRef<str>,
    {
        return LocaleError {
            kind: LocaleErrorKind::Unknown(input.as_ref().into()),
        };
    }
}

impl fmt::Display for LocaleError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for LocaleError {}

pub fn locale(name: &str) -> Result<u8, LocaleError> {
    match name {
        "en" => Ok(0),
        _ => Err(LocaleError::unknown(name)), // want LocaleErrorKind "no locale named {name}"
    }
}

pub fn write_into(len: usize, cap: usize) -> Result<(), LocaleError> {
    if len > cap {
        return Err(LocaleError { kind: LocaleErrorKind::Capacity { len, cap } }); // want LocaleErrorKind "cannot write {len} bytes into a buffer of {cap} bytes"
    }
    Ok(())
}
