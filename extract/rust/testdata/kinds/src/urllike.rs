//! An error enum and its Display declared by a macro of the crate.
use std::fmt::{self, Formatter};

macro_rules! simple_enum_error {
    ($($name: ident => $description: expr,)+) => {
        #[derive(Debug)]
        pub enum ParseError {
            $(
                $name,
            )+
        }

        impl fmt::Display for ParseError {
            fn fmt(&self, fmt: &mut Formatter<'_>) -> fmt::Result {
                match *self {
                    $(
                        ParseError::$name => fmt.write_str($description),
                    )+
                }
            }
        }
    }
}

simple_enum_error! {
    EmptyHost => "empty host",
    RelativeUrlWithoutBase => "relative URL without a base",
    IdnaError => "invalid international domain name",
    Overflow => "URLs more than 4 GB are not supported", // want ParseError "URLs more than 4 GB are not supported"
}

pub fn parse(input: &str) -> Result<(), ParseError> {
    if input.is_empty() {
        return Err(ParseError::EmptyHost); // want ParseError "empty host"
    }
    Err(ParseError::RelativeUrlWithoutBase) // want ParseError "relative URL without a base"
}

/// ? and .map_err(Into::into) convert with the error type's From impl:
/// what it builds is a site there, and where .into() names it.
impl From<std::num::ParseIntError> for ParseError {
    fn from(_: std::num::ParseIntError) -> ParseError {
        ParseError::IdnaError // want ParseError "invalid international domain name"
    }
}

pub fn domain(s: &str) -> Result<u32, ParseError> {
    s.parse().map_err(Into::into) // want ParseError "invalid international domain name"
}
