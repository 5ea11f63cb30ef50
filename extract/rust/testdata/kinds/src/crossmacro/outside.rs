//! Invocations of self_error!, which mod.rs defines before mod outside;:
//! their texts are the helper's there. unknown_macro! is defined in no
//! file of the crate: nothing is read for it.
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
