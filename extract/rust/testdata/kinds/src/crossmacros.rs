//! Macros that #[macro_use] mod crossmacros; puts in scope in the modules
//! after it (crossuser.rs): the only definition of its name in the crate.
macro_rules! fail_at {
    ($this:ident; $fmt:expr, $($arg:expr),+) => ($this.fail(format!($fmt, $($arg),+)))
}

macro_rules! twice {
    ($this:ident; $msg:expr) => ($this.fail($msg))
}

// need!'s body holds its own error: read here, at the body's line, and not
// again where crossuser.rs invokes it.
macro_rules! need {
    ($cond:expr) => {
        if !$cond {
            return Err(crate::crossuser::NeedError::Missing); // want NeedError "a needed value is missing"
        }
    };
}

// guarded! makes no one call: crossuser.rs's own walk of its argument
// finds the site there, once.
macro_rules! guarded {
    ($body:expr) => {{
        let v = $body;
        v
    }};
}
