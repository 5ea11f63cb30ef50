//! An error struct whose named field holds the kind (Error { depth, inner:
//! ErrorInner::Io { .. } }, ParseNumError { kind: NumErrorKind::Empty }),
//! its Display matching on that field: the struct expression's text is the
//! kind's.
use std::fmt;
use std::io;
use std::path::PathBuf;

#[derive(Debug)]
pub struct ParseNumError {
    kind: NumErrorKind,
}

#[derive(Debug)]
enum NumErrorKind {
    Empty,
    InvalidDigit,
}

impl ParseNumError {
    fn __description(&self) -> &str {
        use crate::fieldkind::NumErrorKind::*;
        match self.kind {
            Empty => "cannot parse number from empty string",
            InvalidDigit => "invalid digit found in number",
        }
    }

    fn empty() -> Self {
        ParseNumError {
            kind: NumErrorKind::Empty,
        }
    }

    fn invalid() -> Self {
        ParseNumError { kind: NumErrorKind::InvalidDigit }
    }
}

impl fmt::Display for ParseNumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.__description().fmt(f)
    }
}

impl std::error::Error for ParseNumError {}

pub fn parse_num(s: &str) -> Result<u64, ParseNumError> {
    if s.is_empty() {
        return Err(ParseNumError::empty()); // want ParseNumError "cannot parse number from empty string"
    }
    s.parse().map_err(|_| ParseNumError::invalid()) // want ParseNumError "invalid digit found in number"
}

#[derive(Debug)]
pub struct WalkError {
    depth: usize,
    inner: WalkErrorInner,
}

#[derive(Debug)]
enum WalkErrorInner {
    Io { path: Option<PathBuf>, err: io::Error },
    Loop { ancestor: PathBuf, child: PathBuf },
}

impl WalkError {
    pub(crate) fn from_path(depth: usize, pb: PathBuf, err: io::Error) -> Self {
        WalkError {
            depth: depth,
            inner: WalkErrorInner::Io { path: Some(pb), err: err },
        }
    }

    pub(crate) fn from_loop(depth: usize, ancestor: PathBuf, child: PathBuf) -> Self {
        WalkError {
            depth,
            inner: WalkErrorInner::Loop { ancestor, child },
        }
    }
}

impl std::error::Error for WalkError {}

impl fmt::Display for WalkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inner {
            WalkErrorInner::Io { path: None, ref err } => err.fmt(f),
            WalkErrorInner::Io { path: Some(ref path), ref err } => write!(
                f,
                "IO error for operation on {}: {}",
                path.display(),
                err
            ),
            WalkErrorInner::Loop { ref ancestor, ref child } => write!(
                f,
                "File system loop found: {} points to an ancestor {}",
                child.display(),
                ancestor.display()
            ),
        }
    }
}

pub fn metadata(depth: usize, pb: PathBuf) -> Result<std::fs::Metadata, WalkError> {
    std::fs::metadata(&pb)
        .map_err(|err| WalkError::from_path(depth, pb.clone(), err)) // want WalkError "IO error for operation on {path.display()}: {err}"
}

pub fn check_loop(depth: usize, a: PathBuf, c: PathBuf) -> Result<(), WalkError> {
    if a == c {
        return Err(WalkError::from_loop(depth, a, c)); // want WalkError "File system loop found: {child.display()} points to an ancestor {ancestor.display()}"
    }
    Ok(())
}
