//! s.parse::<T>() calls T's FromStr impl: a from_str that passes its
//! input on to an error with no text of its own (a passing helper) makes
//! the parse call, whose error goes on, the site.
use std::fmt;
use std::str::FromStr;

#[derive(Debug)]
pub struct UnitError {
    input: String,
}

impl UnitError {
    fn unknown(input: &str) -> UnitError {
        UnitError { input: input.to_string() }
    }
}

impl fmt::Display for UnitError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "unknown unit {}", self.input)
    }
}

impl std::error::Error for UnitError {}

pub enum Unit {
    Byte,
    Bit,
}

impl FromStr for Unit {
    type Err = UnitError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let unit = match s {
            "B" => Unit::Byte,
            "b" => Unit::Bit,
            _ => return Err(UnitError::unknown(s)),
        };
        Ok(unit)
    }
}

pub fn unit_named(name: &str) -> Result<Unit, UnitError> {
    let name = name.trim();
    name.parse::<Unit>() // want UnitError "unknown unit {name}"
}
