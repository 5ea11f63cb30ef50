//! A crate whose own error type is named Error, with a constructor
//! Error::new, and a module that builds std's io::Error with
//! io::Error::new: a path rooted in std (here through `use std::io`, or
//! written out) names the standard library's type, never the crate's, so
//! the crate's Error::new (and its Display) does not take those texts.
mod error;
mod stdio;
mod scoped;
