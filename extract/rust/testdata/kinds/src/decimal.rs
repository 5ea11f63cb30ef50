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

pub struct ScaleError(u32);

impl std::fmt::Display for ScaleError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "Scale exceeds the maximum precision allowed: {} > 28", self.0)
    }
}

pub fn try_new(num: i64, scale: u32) -> Result<i64, ScaleError> {
    if scale > 28 {
        return Err(ScaleError(scale)); // want ScaleError "Scale exceeds the maximum precision allowed: {scale} > 28"
    }
    Ok(num)
}

/// A panic printing the error a call returned prints that call's texts.
pub fn new(num: i64, scale: u32) -> i64 {
    match try_new(num, scale) {
        Err(e) => panic!("{}", e), // want panic "Scale exceeds the maximum precision allowed: {scale} > 28"
        Ok(d) => d,
    }
}
