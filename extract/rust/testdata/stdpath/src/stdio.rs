use std::io;

pub fn open(p: &str) -> io::Result<()> {
    if p.is_empty() {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "empty path given")); // want io::Error "empty path given"
    }
    if p.len() > 10 {
        return Err(std::io::Error::new(io::ErrorKind::InvalidInput, format!("path too long: {}", p.len()))); // want std::io::Error "path too long: {p.len()}"
    }
    Ok(())
}

fn other(msg: &str) -> io::Error {
    io::Error::new(io::ErrorKind::Other, msg)
}

pub fn decode(s: &str) -> io::Result<u8> {
    if s == "0" {
        return Err(other("zero value not allowed")); // want Error "zero value not allowed"
    }
    Ok(1)
}

fn invalid_data<E: std::fmt::Display>(e: E) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("corrupt stream: {}", e))
}

fn missing(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::Other, format!("missing field {}", what))
}

pub fn header(s: &str) -> io::Result<u8> {
    let v: u8 = s.parse().map_err(invalid_data)?; // want io::Error "corrupt stream: {e}"
    if v == 0 {
        return Err(missing("name")); // want io::Error "missing field name"
    }
    crate::error::parse(s).map_err(invalid_data)?; // want io::Error "corrupt stream: {e}"
    Ok(v)
}
