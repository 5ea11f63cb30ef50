//! A Display whose text is a match on self used as a value: bound by a let
//! and then written (let s = match self { … }; f.write_str(s)), the
//! argument of write_str itself, or an argument of write! among other
//! text. Each arm's text (a literal or a string constant) is its
//! variant's, so the values built away from the Display are sites with
//! that text.
use core::fmt;

const BAD_SYMBOL_MSG: &str = "invalid symbol in the input";
const TOO_SHORT_MSG: &str = "input shorter than a block";

#[derive(Debug)]
pub enum CodeError {
    BadSymbol,
    TooShort,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Self::BadSymbol => BAD_SYMBOL_MSG,
            Self::TooShort => TOO_SHORT_MSG,
        };
        f.write_str(s)
    }
}

impl std::error::Error for CodeError {}

#[derive(Debug)]
pub enum FieldError {
    Missing(usize),
    Empty,
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match *self {
            FieldError::Missing(_) => "a required field is missing",
            FieldError::Empty => "the record holds no field",
        })
    }
}

impl std::error::Error for FieldError {}

#[derive(Debug, PartialEq)]
pub enum SizeError {
    Large(u64),
    Small,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad block size: {}", match self {
            SizeError::Large(_) => "larger than the page",
            SizeError::Small => "smaller than a header",
        })
    }
}

impl std::error::Error for SizeError {}

pub fn size(n: u64) -> Result<u64, SizeError> {
    if n > 4096 {
        return Err(SizeError::Large(n)); // want SizeError "bad block size: larger than the page"
    }
    if n < 8 {
        return Err(SizeError::Small); // want SizeError "bad block size: smaller than a header"
    }
    Ok(n)
}

pub fn decode(input: &[u8]) -> Result<u8, CodeError> {
    let first = input.first().ok_or(CodeError::TooShort)?; // want CodeError "input shorter than a block"
    if *first > 127 {
        return Err(CodeError::BadSymbol); // want CodeError "invalid symbol in the input"
    }
    Ok(*first)
}

pub fn field(record: &[&str], at: usize) -> Result<usize, FieldError> {
    if record.is_empty() {
        return Err(FieldError::Empty); // want FieldError "the record holds no field"
    }
    record.get(at).map(|s| s.len()).ok_or(FieldError::Missing(at)) // want FieldError "a required field is missing"
}

/// A value compared with == or stored in a field is not an error made
/// there, though its Display text is known: only the Err(…) is a site.
#[derive(Debug, PartialEq)]
pub enum Arch {
    Arm(SizeError),
    Other,
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arch::Arm(e) => write!(f, "arm: {}", e),
            Arch::Other => f.write_str("other"),
        }
    }
}

pub struct Target {
    arch: Arch,
}

pub fn target(t: &mut Target) -> Result<(), Arch> {
    if t.arch == Arch::Arm(SizeError::Small) {
        t.arch = Arch::Arm(SizeError::Large(1));
        return Err(Arch::Arm(SizeError::Small)); // want Arch "arm: bad block size: smaller than a header"
    }
    Ok(())
}
