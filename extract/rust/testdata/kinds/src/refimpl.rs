//! An impl for a reference type (impl Source for &'a mut Wrap<T>) calls
//! Wrap's methods through self: self.error(kind) there is Wrap's error
//! (a trait impl's fn, called by the trait and by the crate: its value is
//! a site where it is built, and its calls are sites).
use std::fmt;
use std::num;

#[derive(Debug)]
pub struct FieldError {
    field: Option<u64>,
    kind: FieldErrorKind,
}

#[derive(Debug)]
pub enum FieldErrorKind {
    ParseFloat(num::ParseFloatError),
}

impl std::error::Error for FieldError {}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if let Some(field) = self.field {
            write!(f, "field {}: {}", field, self.kind)
        } else {
            write!(f, "{}", self.kind)
        }
    }
}

impl fmt::Display for FieldErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            FieldErrorKind::ParseFloat(ref err) => err.fmt(f),
        }
    }
}

pub struct Wrap<T> {
    inner: T,
    field: u64,
}

pub trait Source {
    fn float(self) -> Result<f64, FieldError>;
}

pub trait Record {
    fn error(&self, kind: FieldErrorKind) -> FieldError;
}

impl<T> Record for Wrap<T> {
    fn error(&self, kind: FieldErrorKind) -> FieldError {
        FieldError { field: Some(self.field), kind: kind } // want FieldError "field {self.field}: {kind}"
    }
}

/// A trait impl's fn that hands on to its field's of the same name
/// builds what that one builds.
pub struct Outer<R>(R);

impl<R: Record> Record for Outer<R> {
    fn error(&self, kind: FieldErrorKind) -> FieldError {
        self.0.error(kind)
    }
}

impl<R: Record> Outer<R> {
    fn int(&self, s: &str) -> Result<f64, FieldError> {
        s.parse().map_err(|err| self.error(FieldErrorKind::ParseFloat(err))) // want FieldError "field {self.field}: {err}"
    }
}

impl<'a, T: AsRef<str>> Source for &'a mut Wrap<T> {
    fn float(self) -> Result<f64, FieldError> {
        let f = self.inner.as_ref().parse().map_err(|err| self.error(FieldErrorKind::ParseFloat(err)))?; // want FieldError "field {self.field}: {err}"
        Ok(f)
    }
}
