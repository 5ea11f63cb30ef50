//! Macros that #[macro_use] mod crossmacros; puts in scope in the modules
//! after it (crossuser.rs): the only definition of its name in the crate.
macro_rules! fail_at {
    ($this:ident; $fmt:expr, $($arg:expr),+) => ($this.fail(format!($fmt, $($arg),+)))
}

macro_rules! twice {
    ($this:ident; $msg:expr) => ($this.fail($msg))
}
