//! Where the errors of error.rs are made.
use crate::error::{DatetimeParseError, Error, ErrorKind, LimitError, Position};
use crate::error::{OUT_OF_RANGE, TOO_SHORT};

pub fn number(input: &str, pos: Position) -> Result<u64, Error> {
    let mut chars = input.chars();
    match chars.next() {
        None => Err(Error::new(ErrorKind::UnexpectedEnd(pos))), // want Error "unexpected end of input while parsing {pos}"
        Some(c) if !c.is_ascii_digit() => {
            return Err(Error::new(ErrorKind::UnexpectedChar(pos, c))); // want Error "unexpected character {c!r} while parsing {pos}"
        }
        Some(_) => input.parse().map_err(|_| Error::new(ErrorKind::Overflow { pos, max: u64::MAX })), // want Error "value of {pos} exceeds the maximum"
    }
}

pub fn empty(input: &str) -> Result<(), Error> {
    if input.is_empty() {
        let err = Error::new(ErrorKind::Empty);
        return Err(err); // want Error "empty input"
    }
    Err(Error::new(ErrorKind::Message("no digits".to_string()))) // want Error "no digits"
}

pub fn month(m: u32) -> Result<u32, crate::error::ParseError> {
    if m > 12 {
        return Err(OUT_OF_RANGE); // want ParseError "input is out of range"
    }
    Some(m).filter(|m| *m > 0).ok_or(TOO_SHORT) // want ParseError "premature end of input"
}

pub fn datetime(s: &str) -> Result<(), DatetimeParseError> {
    if s.len() < 10 {
        return Err(DatetimeParseError { _private: () }); // want DatetimeParseError "failed to parse datetime"
    }
    Ok(())
}

pub fn limit(n: usize) -> Result<(), LimitError> {
    if n > 8 {
        return Err(LimitError(8, n)); // want LimitError "limit 8 exceeded by {n}"
    }
    Ok(())
}

/// A short fn passing on its caller's position, with no text of its own:
/// its callers are the sites.
fn dot(input: &str, pos: Position) -> Result<&str, Error> {
    if let Some(rest) = input.strip_prefix('.') {
        Ok(rest)
    } else {
        Err(Error::new(ErrorKind::UnexpectedEnd(pos)))
    }
}

pub fn version(text: &str) -> Result<u64, Error> {
    let text = dot(text, Position::Major)?; // want Error "unexpected end of input while parsing major version number"
    let minor = text.len() as u64;
    Ok(minor)
}

fn val(c: u8, idx: usize) -> Result<u8, LimitError> {
    match c {
        b'0'..=b'9' => Ok(c - b'0'),
        _ => Err(LimitError(idx, c as usize)),
    }
}

pub fn digits(s: &[u8]) -> Result<Vec<u8>, LimitError> {
    s.iter().enumerate().map(|(i, c)| Ok(val(*c, i)? * 10)).collect() // want LimitError "limit {i} exceeded by {c as usize}"
}

/// A short fn whose map_err closure names a parameter: the error is made
/// in the closure, which the fn runs at the map_err line, a line that
/// makes an error itself: the site stays there.
pub fn record(pos: Position, input: &str) -> Result<u64, Error> {
    input.parse().map_err(|_| { // want Error "value of {pos} exceeds the maximum" Error "value of minor version number exceeds the maximum"
        Error::new(ErrorKind::Overflow { pos, max: 0 })
    })
}

pub fn records(input: &str) -> Result<u64, Error> {
    record(Position::Minor, input)
}

/// An error returned with the input left: the caller passes the error
/// part on, and its map_err is the site, with each text the fn returns.
fn parse_internal<'a>(s: &'a str, m: u32) -> Result<&'a str, (&'a str, crate::error::ParseError)> {
    if m > 12 {
        return Err((s, OUT_OF_RANGE));
    }
    if s.is_empty() {
        return Err((s, TOO_SHORT));
    }
    Ok(s)
}

pub fn parse_month(s: &str, m: u32) -> Result<(), crate::error::ParseError> {
    parse_internal(s, m).map(|_| ()).map_err(|(_s, e)| e) // want ParseError "input is out of range" ParseError "premature end of input"
}

/// A local holding a variant: at each site it prints the variant of its
/// let, or of the assignment last before the site in a block around it;
/// after an assignment in a branch the site is not in, it stays a hole.
pub fn segment(text: &str) -> Result<(), Error> {
    let mut pos = Position::Major;
    if text.is_empty() {
        return Err(Error::new(ErrorKind::UnexpectedEnd(pos))); // want Error "unexpected end of input while parsing major version number"
    }
    if let Some(rest) = text.strip_prefix('.') {
        pos = Position::Minor;
        if rest.is_empty() {
            return Err(Error::new(ErrorKind::UnexpectedEnd(pos))); // want Error "unexpected end of input while parsing minor version number"
        }
    }
    Err(Error::new(ErrorKind::UnexpectedEnd(pos))) // want Error "unexpected end of input while parsing {pos}"
}
