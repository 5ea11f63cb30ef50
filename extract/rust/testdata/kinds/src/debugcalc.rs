//! Values of debugderive.rs's EvalError, made in another file.
use crate::debugderive::EvalError;

pub fn term(bs: &[u8], depth: usize) -> Result<u8, EvalError> {
    if depth > 8 {
        return Err(EvalError::Overflow); // want EvalError "Overflow"
    }
    if bs.is_empty() {
        return Err(EvalError::EndOfInput("value".to_string())); // want EvalError "EndOfInput(\"value\")"
    }
    if bs[0] == b'(' {
        return Err(EvalError::BadArity("sin: expected one arg".to_string(), 1)); // want EvalError "BadArity(\"sin: expected one arg\", 1)"
    }
    if bs[0] == b'x' {
        return Err(EvalError::Unknown { name: "x".to_string() }); // want EvalError "Unknown {{ name: \"x\" }}"
    }
    Ok(bs[0])
}
