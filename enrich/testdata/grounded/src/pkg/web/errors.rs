// A Rust error type named Error: the JavaScript `throw new Error` beside it
// must not link to it, and anyhow::Error is not it either.
#[derive(Debug, thiserror::Error)]
#[error("bad input: {0}")]
pub struct Error(String);

pub fn check(n: usize) -> Result<(), Error> {
    if n > 8 {
        return Err(Error(format!("n must be at most 8, got {}", n)));
    }
    Ok(())
}

pub fn run(n: usize) -> anyhow::Result<()> {
    if n == 0 {
        return Err(anyhow::Error::msg("n is zero"));
    }
    Ok(())
}

pub fn limit(n: usize) -> usize {
    if n > 64 {
        panic!("limit {} is over 64", n);
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "is over 64")]
    fn limit_too_big() {
        limit(65);
    }
}

pub enum SizeError {
    Empty,
    TooBig(u64),
}

// A Display impl writes the message of a value made elsewhere.
impl std::fmt::Display for SizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            SizeError::Empty => write!(f, "empty size"),
            SizeError::TooBig(n) => write!(f, "size {} too big", n),
        }
    }
}

pub fn parse(n: u64, peek: Option<char>) -> u64 {
    if peek != Some('*') {
        return n;
    }
    // The assert's own condition is not the whole condition: the early
    // return above is on the path.
    assert!(n > 2, "n too small");
    n
}

pub fn separator(sep: &str) -> Result<(), Error> {
    // cfg!(windows) names a configuration option, not a local.
    if cfg!(windows) && sep.len() > 1 {
        return Err(Error(format!("separator {} is longer than one byte", sep)));
    }
    Ok(())
}
