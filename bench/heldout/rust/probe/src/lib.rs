//! errdex_probe records where held-out crates made their errors: the
//! rewritten copies of the crates (bench/heldout/rust/rewrite) pass every
//! `Err(...)` payload, and the value of every `ok_or(...)`,
//! `ok_or_else(...)` and `map_err(...)` closure, through [`mark!`] (or
//! [`mark_fn`] where the payload's type is only known from its context),
//! which keeps the site, the value's type name and bytes, its Display
//! text when the type is known to have one there, and the call stack. The
//! cases program reads the records back with [`take`].
use std::backtrace::Backtrace;
use std::cell::RefCell;
use std::fmt::Display;

/// Record is one error payload made at a rewritten site.
pub struct Record {
    pub krate: &'static str,
    pub file: &'static str,
    pub line: u32,
    pub end: u32,
    /// The payload passed an error on (`Err(e)`, `Err(e.into())`) rather
    /// than made one.
    pub pass: bool,
    /// The site's function passes its parameters on with no text of its
    /// own (a helper): the caller is the site.
    pub helper: bool,
    pub type_name: &'static str,
    pub bytes: Vec<u8>,
    pub text: Option<String>,
    pub stack: Backtrace,
}

thread_local! {
    static RECORDS: RefCell<Vec<Record>> = RefCell::new(Vec::new());
}

/// bytes_of is the bytes of a value as it sits in memory: a moved value
/// keeps them, so a returned error can be found among the records.
pub fn bytes_of<T: ?Sized>(v: &T) -> Vec<u8> {
    let n = std::mem::size_of_val(v);
    // Reading padding is reading uninitialised bytes; this is a measuring
    // tool and compares the bytes only with other copies of the value.
    unsafe { std::slice::from_raw_parts(v as *const T as *const u8, n).to_vec() }
}

#[doc(hidden)]
pub fn record<T: ?Sized>(site: (&'static str, &'static str, u32, u32, bool, bool), v: &T, text: Option<String>) {
    RECORDS.with(|r| {
        let mut r = r.borrow_mut();
        if r.len() >= 1 << 16 {
            return;
        }
        r.push(Record {
            krate: site.0,
            file: site.1,
            line: site.2,
            end: site.3,
            pass: site.4,
            helper: site.5,
            type_name: std::any::type_name::<T>(),
            bytes: bytes_of(v),
            text,
            stack: Backtrace::force_capture(),
        })
    });
}

/// take returns the records made since the last take, oldest first.
pub fn take() -> Vec<Record> {
    RECORDS.with(|r| std::mem::take(&mut *r.borrow_mut()))
}

#[doc(hidden)]
pub struct Probe<'a, T: ?Sized>(pub &'a T);

#[doc(hidden)]
pub trait ViaDisplay {
    fn errdex_record(&self, site: (&'static str, &'static str, u32, u32, bool, bool));
}

impl<'a, T: Display + ?Sized> ViaDisplay for &Probe<'a, T> {
    fn errdex_record(&self, site: (&'static str, &'static str, u32, u32, bool, bool)) {
        let text = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.0.to_string())).ok();
        record(site, self.0, text)
    }
}

#[doc(hidden)]
pub trait ViaNone {
    fn errdex_record(&self, site: (&'static str, &'static str, u32, u32, bool, bool));
}

impl<'a, T: ?Sized> ViaNone for Probe<'a, T> {
    fn errdex_record(&self, site: (&'static str, &'static str, u32, u32, bool, bool)) {
        record(site, self.0, None)
    }
}

/// mark! returns its last argument, recording it with its Display text
/// when its type is known at the site to have one (autoref
/// specialisation: `&&Probe` finds `ViaDisplay` first, `ViaNone` else).
/// The site is (crate, file, line, end line, pass, helper).
#[macro_export]
macro_rules! mark {
    ($k:expr, $f:expr, $l:expr, $e:expr, $p:expr, $h:expr, $v:expr) => {{
        let __errdex_v = $v;
        {
            #[allow(unused_imports)]
            use $crate::{ViaDisplay as _, ViaNone as _};
            (&&$crate::Probe(&__errdex_v)).errdex_record(($k, $f, $l, $e, $p, $h));
        }
        __errdex_v
    }};
}

/// mark_fn is mark! for a payload whose type the site infers from where
/// it goes (`Err(e.into())`, `Err(de::Error::custom(..))`): a generic
/// function keeps that inference, and records no text.
pub fn mark_fn<T>(site: (&'static str, &'static str, u32, u32, bool, bool), v: T) -> T {
    record(site, &v, None);
    v
}
