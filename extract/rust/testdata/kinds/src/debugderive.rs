//! A Display that writes self's Debug text (write!(f, "{:?}", self)) of
//! an enum deriving Debug prints what derived Debug prints: a unit
//! variant's name, a tuple variant's name and its fields' Debug texts in
//! parentheses, a struct variant's name and its fields in braces.
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum EvalError {
    Overflow,
    EndOfInput(String),
    BadArity(String, usize),
    Unknown { name: String },
}

impl std::error::Error for EvalError {}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter) -> Result<(), fmt::Error> {
        write!(f, "{:?}", self)
    }
}
