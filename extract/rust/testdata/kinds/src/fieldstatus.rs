//! A Display that writes a match on a field of self as a value
//! (f.write_str(match self.status { … })): a value built with a variant in
//! that field prints the variant's text, and so does a helper's call that
//! puts a variant in the field through its parameter. Such a text leaves
//! no hole for a carried error. A call handing it a local whose variant is
//! not known prints any arm's text: one site per text.
use core::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    BadParam,
    Failed,
    HasMoreOutput,
    Done,
}

#[derive(Debug)]
pub struct InflateError {
    pub status: Status,
    pub output: Vec<u8>,
}

impl fmt::Display for InflateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.status {
            Status::BadParam => "invalid output buffer size", // want InflateError "invalid output buffer size"
            Status::Failed => "invalid input data",
            Status::HasMoreOutput => "output size exceeded the specified limit",
            Status::Done => unreachable!(), // want panic "internal error: entered unreachable code"
        })
    }
}

impl std::error::Error for InflateError {}

fn inflate_error(status: Status, output: Vec<u8>) -> Result<Vec<u8>, InflateError> {
    Err(InflateError { status, output })
}

pub fn inflate(input: &[u8], limit: usize) -> Result<Vec<u8>, InflateError> {
    let out = Vec::new();
    if input.len() > limit {
        return inflate_error(Status::HasMoreOutput, out); // want InflateError "output size exceeded the specified limit"
    }
    if input.is_empty() {
        return Err(InflateError { status: Status::Failed, output: out }); // want InflateError "invalid input data"
    }
    Ok(out)
}

fn step(input: &[u8]) -> (Status, usize) {
    (if input.len() > 2 { Status::Done } else { Status::BadParam }, input.len())
}

pub fn inflate_all(input: &[u8]) -> Result<Vec<u8>, InflateError> {
    let (status, _n) = step(input);
    match status {
        Status::Done => Ok(input.to_vec()),
        _ => inflate_error(status, Vec::new()), // want InflateError "invalid output buffer size" InflateError "invalid input data" InflateError "output size exceeded the specified limit"
    }
}
