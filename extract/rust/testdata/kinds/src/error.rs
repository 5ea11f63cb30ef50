//! An error type whose Display writes one text per kind: the values are
//! built where they are returned (parse.rs), not here.
use core::fmt::{self, Display};

pub(crate) enum ErrorKind {
    UnexpectedEnd(Position),
    UnexpectedChar(Position, char),
    Overflow { pos: Position, max: u64 },
    Empty,
    Message(String),
}

#[derive(Copy, Clone)]
pub(crate) enum Position {
    Major,
    Minor,
}

pub struct Error {
    kind: ErrorKind,
}

impl Error {
    /// A constructor wrapping a kind: its value prints the kind's text.
    pub(crate) fn new(kind: ErrorKind) -> Self {
        Error { kind }
    }
}

impl std::error::Error for Error {}

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match &self.kind {
            ErrorKind::UnexpectedEnd(pos) => {
                write!(f, "unexpected end of input while parsing {}", pos) // want Error "unexpected end of input while parsing {pos}"
            }
            ErrorKind::UnexpectedChar(pos, ch) => write!(f, "unexpected character {:?} while parsing {}", ch, pos), // want Error "unexpected character {ch!r} while parsing {pos}"
            ErrorKind::Overflow { pos: p, .. } => write!(f, "value of {} exceeds the maximum", p), // want Error "value of {p} exceeds the maximum"
            ErrorKind::Empty => f.write_str("empty input"), // want Error "empty input"
            ErrorKind::Message(msg) => f.write_str(msg),
        }
    }
}

impl Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Position::Major => "major version number",
            Position::Minor => "minor version number",
        })
    }
}

/// A tuple struct around a kind enum whose Display matches on self.0,
/// and constants of it.
pub struct ParseError(ParseErrorKind);

pub enum ParseErrorKind {
    OutOfRange,
    TooShort,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.0 {
            ParseErrorKind::OutOfRange => write!(f, "input is out of range"), // want ParseError "input is out of range"
            ParseErrorKind::TooShort => "premature end of input".fmt(f), // want ParseError "premature end of input"
        }
    }
}

pub(crate) const OUT_OF_RANGE: ParseError = ParseError(ParseErrorKind::OutOfRange);
pub(crate) const TOO_SHORT: ParseError = ParseError(ParseErrorKind::TooShort);

/// A struct whose Display writes its fields without matching.
pub struct DatetimeParseError {
    _private: (),
}

impl fmt::Display for DatetimeParseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        "failed to parse datetime".fmt(f) // want DatetimeParseError "failed to parse datetime"
    }
}

pub struct LimitError(pub usize, pub usize);

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "limit {} exceeded by {}", self.0, self.1) // want LimitError "limit {self.0} exceeded by {self.1}"
    }
}
