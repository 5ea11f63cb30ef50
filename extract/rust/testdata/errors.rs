use thiserror::Error;

/// Errors of the store.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("key {0} not found")] // want StoreError::NotFound "key {0} not found"
    NotFound(String),
    #[error("invalid header (expected {expected:?}, found {found:?})")] // want StoreError::InvalidHeader "invalid header (expected {expected!r}, found {found!r})"
    InvalidHeader { expected: String, found: String },
    /// Reading or writing the backing file failed.
    #[error("io error")] // want StoreError::Io "io error"
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
    #[error("{}: {}", .0, .1.len())] // want StoreError::Pair "{0}: {1.len()}"
    Pair(String, Vec<u8>),
    #[error("limit {limit} exceeded by {extra}", extra = .0 - .1)] // want StoreError::Limit "limit {limit} exceeded by {0 - 1}"
    Limit(u32, u32),
    Plain,
}

#[derive(Error, Debug)]
#[error("parse error at line {line}: {msg}")] // want ParseError "parse error at line {line}: {msg}"
pub struct ParseError {
    line: usize,
    msg: String,
}

#[derive(Debug)]
pub enum NotThiserror {
    A,
}

#[derive(Debug, Error)]
pub enum TemplateError {
    // no site: load builds the value, and its Err(…) is the site
    #[error("tokenizer_config.json is required")]
    MissingConfig,
}

/// A unit variant returned is an error value made here: a site of its own,
/// with the variant's text.
pub fn load(have: bool) -> Result<(), TemplateError> {
    if !have {
        return Err(TemplateError::MissingConfig); // want TemplateError::MissingConfig "tokenizer_config.json is required"
    }
    Ok(())
}
