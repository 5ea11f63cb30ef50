//! Errors whose kind a caller chooses, values chosen by a match, a fn
//! nested in a method, and a unit struct.
use std::fmt;

pub struct Error {
    kind: ErrorKind,
    pattern: String,
}

pub enum ErrorKind {
    DecimalEmpty,
    RepetitionCountDecimalEmpty,
    PropertyNotFound,
    UnknownFlag(String),
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use self::ErrorKind::*;
        match *self {
            DecimalEmpty => write!(f, "decimal literal empty"),
            RepetitionCountDecimalEmpty => write!(f, "repetition quantifier expects a valid decimal"),
            PropertyNotFound => write!(f, "Unicode property not found"),
            UnknownFlag(ref s) => write!(f, "Unknown group flag: {}", s),
        }
    }
}

/// Writes the pattern around the kind: no text a value's fields give.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Formatter::from(self).fmt(f)
    }
}

pub struct Parser {
    pattern: String,
}

pub enum Lookup {
    NotFound,
}

impl Parser {
    fn error(&self, kind: ErrorKind) -> Error {
        Error { kind, pattern: self.pattern.clone() }
    }

    fn decimal(&self) -> Result<u32, Error> {
        Err(self.error(ErrorKind::DecimalEmpty)) // want Error "decimal literal empty"
    }

    pub fn counted(&self) -> Result<u32, Error> {
        let n = specialize_err(self.decimal(), ErrorKind::DecimalEmpty, ErrorKind::RepetitionCountDecimalEmpty)?; // want Error "repetition quantifier expects a valid decimal"
        Ok(n)
    }

    pub fn property(&self, r: Result<u32, Lookup>) -> Result<u32, Error> {
        r.map_err(|err| { // want Error "Unicode property not found"
            let p = self.pattern.len();
            match err {
                Lookup::NotFound => self.error(ErrorKind::PropertyNotFound),
            }
        })
    }

    pub fn flags(&self, start: usize, end: usize) -> Result<u32, Error> {
        fn unknown_flag(re: &str, start: usize, end: usize) -> ErrorKind {
            let s = format!("(?{}", &re[start..end]);
            ErrorKind::UnknownFlag(s)
        }
        Err(self.error(unknown_flag(&self.pattern, start, end))) // want Error "Unknown group flag: (?{&re[start..end]}"
    }
}

/// The kind its caller chose: Err(Error { kind: to, .. }) of a type whose
/// Display writes none of its fields' text.
fn specialize_err<T>(result: Result<T, Error>, from: ErrorKind, to: ErrorKind) -> Result<T, Error> {
    if let Err(e) = result {
        Err(Error { kind: to, pattern: e.pattern })
    } else {
        result
    }
}

pub struct PrefixLenError;

impl fmt::Display for PrefixLenError {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> fmt::Result {
        fmt.write_str("invalid IP prefix length")
    }
}

pub fn prefix(len: u8) -> Result<u8, PrefixLenError> {
    if len > 32 {
        return Err(PrefixLenError); // want PrefixLenError "invalid IP prefix length"
    }
    Ok(len)
}

/// A kind whose Display writes the text a method gives by matching on
/// self.
pub enum HirErrorKind {
    UnicodeNotAllowed,
    InvalidUtf8,
}

impl HirErrorKind {
    fn description(&self) -> &str {
        use self::HirErrorKind::*;
        match *self {
            UnicodeNotAllowed => "Unicode not allowed here",
            InvalidUtf8 => {
                "pattern can match invalid UTF-8"
            }
        }
    }
}

impl fmt::Display for HirErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description())
    }
}

pub fn translate(unicode: bool) -> Result<(), HirErrorKind> {
    if !unicode {
        return Err(HirErrorKind::UnicodeNotAllowed); // want HirErrorKind "Unicode not allowed here"
    }
    Err(HirErrorKind::InvalidUtf8) // want HirErrorKind "pattern can match invalid UTF-8"
}
