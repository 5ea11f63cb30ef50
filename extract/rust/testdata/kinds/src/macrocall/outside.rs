//! Invocations of self_error!, which macrocall.rs defines before mod
//! outside;, in a file of its own (crossmacro.go): each is read as the
//! call its expansion makes, self.error(format!(…)), so that the helper
//! there takes the text as it does that file's own invocations.
//! unknown_macro! is defined in no file of the crate: nothing is read for
//! it.
use super::{PullParser, Result};

impl PullParser {
    pub fn outside(&mut self, t: &str) -> Result {
        if t.is_empty() {
            return self_error!(self; "Unexpected characters outside the root element: {}", t);
        }
        unknown_macro!(self; "Not an error: {}", t);
        self_error!(self; "Unexpected token: {}", t)
    }
}
