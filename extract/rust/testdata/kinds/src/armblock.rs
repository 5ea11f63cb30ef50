//! A Display whose match on self is written as a value, with an arm's text
//! in a block (rustfmt wraps a literal too long for the arm's line, and an
//! or-pattern's arm too): the block's tail is the arm's text, for every
//! variant of its pattern.
use core::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeError {
    MinAboveMax,
    ModeOutside,
    NoDimensions,
    OneDimension,
}

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RangeError::MinAboveMax => {
                "requirement min <= max is not met in the triangular distribution"
            }
            RangeError::ModeOutside => "mode is outside [min, max]",
            RangeError::NoDimensions | RangeError::OneDimension => {
                "less than 2 dimensions in the Dirichlet distribution"
            }
        })
    }
}

impl std::error::Error for RangeError {}

pub fn triangular(min: f64, max: f64, mode: f64) -> Result<(f64, f64, f64), RangeError> {
    if !(max >= min) {
        return Err(RangeError::MinAboveMax); // want RangeError "requirement min <= max is not met in the triangular distribution"
    }
    if !(mode >= min && max >= mode) {
        return Err(RangeError::ModeOutside); // want RangeError "mode is outside [min, max]"
    }
    Ok((min, max, mode))
}

pub fn dirichlet(alpha: &[f64]) -> Result<usize, RangeError> {
    if alpha.is_empty() {
        return Err(RangeError::NoDimensions); // want RangeError "less than 2 dimensions in the Dirichlet distribution"
    }
    if alpha.len() < 2 {
        return Err(RangeError::OneDimension); // want RangeError "less than 2 dimensions in the Dirichlet distribution"
    }
    Ok(alpha.len())
}
