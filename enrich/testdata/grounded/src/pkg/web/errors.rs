#[derive(Debug)]
pub struct Error {
    msg: String,
}

impl std::error::Error for Error {}

pub fn check(n: usize) -> Result<(), Error> {
    if n > 8 {
        return Err(Error { msg: format!("n must be at most 8, got {}", n) });
    }
    Ok(())
}
