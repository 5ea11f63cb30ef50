//! An error type whose Display writes one text per kind: the values are
//! built where they are returned (parse.rs), not here.
use core::fmt::{self, Display};

pub(crate) enum ErrorKind {
    UnexpectedEnd(Position),
    UnexpectedChar(Position, char),
    Overflow { pos: Position, max: u64 },
    Empty,
    Message(String),
    /// Never built in the crate: its Display record stays.
    Reserved,
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

/// The Display records of texts that construction sites take are
/// dropped: those sites say where the values were made.
impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match &self.kind {
            ErrorKind::UnexpectedEnd(pos) => {
                write!(f, "unexpected end of input while parsing {}", pos)
            }
            ErrorKind::UnexpectedChar(pos, ch) => write!(f, "unexpected character {:?} while parsing {}", ch, pos),
            ErrorKind::Overflow { pos: p, .. } => write!(f, "value of {} exceeds the maximum", p),
            ErrorKind::Empty => f.write_str("empty input"),
            ErrorKind::Message(msg) => f.write_str(msg),
            ErrorKind::Reserved => f.write_str("reserved kind"), // want Error "reserved kind"
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
            ParseErrorKind::OutOfRange => write!(f, "input is out of range"),
            ParseErrorKind::TooShort => "premature end of input".fmt(f),
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
        "failed to parse datetime".fmt(f)
    }
}

pub struct LimitError(pub usize, pub usize);

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "limit {} exceeded by {}", self.0, self.1)
    }
}
