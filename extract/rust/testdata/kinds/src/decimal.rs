//! A helper whose error is the text its caller gives, and string
//! constants.
pub struct Error(String);

impl From<&str> for Error {
    fn from(s: &str) -> Error {
        Error(s.to_string())
    }
}

fn tail_error(from: &'static str) -> Result<u64, Error> {
    Err(from.into())
}

pub fn parse(bytes: &[u8]) -> Result<u64, Error> {
    match bytes {
        [] => tail_error("Invalid decimal: empty"), // want error "Invalid decimal: empty"
        _ => from_scientific(bytes),
    }
}

fn from_scientific(bytes: &[u8]) -> Result<u64, Error> {
    const ERROR_MESSAGE: &str = "Failed to parse";
    let s = std::str::from_utf8(bytes).map_err(|_| Error::from(ERROR_MESSAGE))?; // want Error "Failed to parse"
    s.parse().map_err(|_| Error::from(ERROR_MESSAGE)) // want Error "Failed to parse"
}
