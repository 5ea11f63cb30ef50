//! format_args!(…) builds the text format!(…) would: in a Display impl's
//! f.write_fmt(format_args!(…)) and in an error value.
use std::fmt;

#[derive(Debug)]
pub struct InvalidAmount {
    text: String,
}

impl std::error::Error for InvalidAmount {}

impl fmt::Display for InvalidAmount {
    fn fmt(&self, fmt: &mut fmt::Formatter) -> fmt::Result {
        fmt.write_fmt(format_args!("invalid amount: {}", self.text))
    }
}

pub fn amount(s: &str) -> Result<u64, InvalidAmount> {
    s.parse().map_err(|_| InvalidAmount { text: s.to_string() }) // want InvalidAmount "invalid amount: {s}"
}

pub fn limit(n: u64) -> Result<u64, String> {
    if n > 10 {
        return Err(format_args!("limit {} exceeded", n).to_string()); // want error "limit {n} exceeded"
    }
    Ok(n)
}
