//! A second twice! (crossuser.rs).
macro_rules! twice {
    ($this:ident; $msg:expr) => ($this.fail($msg))
}
