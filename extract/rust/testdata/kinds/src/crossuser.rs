//! fail_at! is crossmacros.rs's, the only one of its name in the crate:
//! its invocation is read as self.fail(format!(…)) here, a call of a
//! passing helper of this file (no macro_rules! of this file calls it),
//! so the invocation is the site. twice! is
//! defined in crossmacros.rs and crosstwice.rs, neither a module holding
//! this file: which one is in scope is not known, and nothing is read.
use std::fmt;

#[derive(Debug)]
pub struct TableError {
    msg: String,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "table: {}", self.msg)
    }
}

impl std::error::Error for TableError {}

#[derive(Debug)]
pub enum NeedError {
    Missing,
}

impl fmt::Display for NeedError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            NeedError::Missing => f.write_str("a needed value is missing"),
        }
    }
}

impl std::error::Error for NeedError {}

pub struct Table {
    rows: usize,
}

impl Table {
    fn fail(&self, msg: String) -> Result<(), TableError> {
        Err(TableError { msg })
    }

    pub fn row(&self, n: usize) -> Result<(), TableError> {
        if n >= self.rows {
            return fail_at!(self; "row {} out of range", n); // want TableError "table: row {n} out of range"
        }
        if n == 7 {
            // a string's line continuation, taken out of the one line the
            // expansion is read on
            return fail_at!( // want TableError "table: row {n} is reserved"
                self; "row {} is \
                       reserved", n);
        }
        twice!(self; "Not read: two definitions".to_string())
    }

    pub fn col(&self, n: usize) -> Result<(), NeedError> {
        let _ = self.rows;
        need!(n > 0);
        guarded!(if n > 9 { return Err(NeedError::Missing) } else { () }); // want NeedError "a needed value is missing"
        Ok(())
    }
}
