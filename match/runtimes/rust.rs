//! Writes the shapes of the error texts Rust's standard library gives every
//! program, one "Class<TAB>shape" a line (the class "panic" for a panic's
//! message, "error" for an error's Display text):
//!
//!     rustc -C overflow-checks=on -o /tmp/rustgen match/runtimes/rust.rs && /tmp/rustgen > match/runtimes/rust.txt
//!
//! Each probe runs twice with different values; the two texts are aligned
//! word by word and what differs becomes a hole ({}), as python.py,
//! node.js and gogen do for CPython, Node.js and Go. errdex's match reads
//! the file (embedded) to tell a crate's look-alike record (a parser's own
//! error printing "invalid digit found in string") from the standard
//! library's text when the toolchain's rust-src is not in the catalog.
//! Every shape is what the installed toolchain printed. The texts of
//! io::ErrorKind alone ("invalid data", "unexpected end of file") are left
//! out: crates raise those words as their own.

use std::collections::HashMap;
use std::convert::TryFrom;
use std::ffi::CString;
use std::io::{Read, Write};
use std::num::NonZeroU32;
use std::panic;
use std::time::Duration;

type Probe = (&'static str, Box<dyn Fn(&str) -> String>);

/// Failing is a writer whose every write fails, for fmt::Error's text.
struct Failing;

impl std::fmt::Write for Failing {
    fn write_str(&mut self, _: &str) -> std::fmt::Result {
        Err(std::fmt::Error)
    }
}

fn err<T, E: std::fmt::Display>(r: Result<T, E>) -> String {
    match r {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    }
}

fn panic_text(f: impl FnOnce() + panic::UnwindSafe) -> String {
    match panic::catch_unwind(f) {
        Ok(()) => String::new(),
        Err(p) => {
            if let Some(s) = p.downcast_ref::<String>() {
                s.clone()
            } else if let Some(s) = p.downcast_ref::<&str>() {
                s.to_string()
            } else {
                String::new()
            }
        }
    }
}

fn probes() -> Vec<(Probe, (&'static str, &'static str))> {
    let mut v: Vec<(Probe, (&'static str, &'static str))> = Vec::new();
    let mut add = |class: &'static str, f: Box<dyn Fn(&str) -> String>, a: &'static str, b: &'static str| {
        v.push(((class, f), (a, b)));
    };
    add("error", Box::new(|s| err(s.parse::<i32>())), "x", "y");
    add("error", Box::new(|s| err(s[..0].parse::<i32>())), "x", "y");
    add("error", Box::new(|s| err(format!("9{}", s).parse::<i32>())), "99999999999", "88888888888");
    add("error", Box::new(|s| err(format!("-9{}", s).parse::<i32>())), "99999999999", "88888888888");
    add("error", Box::new(|s| err(s.parse::<NonZeroU32>())), "0", "00");
    add("error", Box::new(|s| err(s.parse::<f64>())), "x", "y");
    add("error", Box::new(|s| err(s[..0].parse::<f64>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<bool>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<char>())), "ab", "cd");
    add("error", Box::new(|s| err(s[..0].parse::<char>())), "x", "y");
    add("error", Box::new(|s| err(String::from_utf8([s.as_bytes(), &[0xff]].concat()))), "a", "abc");
    add("error", Box::new(|s| err(String::from_utf8([s.as_bytes(), &[0xe2, 0x82]].concat()))), "a", "abc");
    add("error", Box::new(|s| err(u8::try_from(s.len() as i32 * 300))), "a", "ab");
    add("error", Box::new(|s| err(char::try_from(0xD800u32 + s.len() as u32))), "a", "ab");
    add("error", Box::new(|s| err(s.parse::<std::net::IpAddr>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<std::net::Ipv4Addr>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<std::net::Ipv6Addr>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<std::net::SocketAddr>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<std::net::SocketAddrV4>())), "x", "y");
    add("error", Box::new(|s| err(s.parse::<std::net::SocketAddrV6>())), "x", "y");
    add("error", Box::new(|s| err(std::env::var(format!("ERRDEX_NO_SUCH_VARIABLE_{}", s)))), "x", "y");
    add("error", Box::new(|s| err(CString::new(format!("{}\0", s)))), "a", "abc");
    add("error", Box::new(|s| err(Duration::try_from_secs_f64(-(s.len() as f64)))), "a", "ab");
    add("error", Box::new(|s| err(Duration::try_from_secs_f64(f64::NAN + s.len() as f64))), "a", "ab");
    add("error", Box::new(|s| err(std::fs::File::open(format!("/nonexistent-errdex/{}", s)))), "x", "y");
    // the operating system's errors, as io::Error prints each errno
    for n in 1..134 {
        add("error", Box::new(move |s| std::io::Error::from_raw_os_error(n).to_string() + &s[..0]), "x", "y");
    }
    add("error", Box::new(|s| err(std::str::from_utf8(&if s == "a" { vec![0xff] } else { vec![b'a', b'b', 0xf0, 0x90, 0x80, 0x28] }))), "a", "b");
    add("error", Box::new(|s| {
        let mut t = String::new();
        err((&[s.as_bytes(), &[0xff]].concat()[..]).read_to_string(&mut t))
    }), "a", "abc");
    add("error", Box::new(|s| err(String::from_utf16(&[s.len() as u16, 0xD800]))), "a", "ab");
    add("error", Box::new(|s| err(char::decode_utf16([0xDC00u16 + s.len() as u16]).next().unwrap())), "a", "ab");
    add("error", Box::new(|s| err(<[u8; 4]>::try_from(s.as_bytes()))), "a", "ab");
    add("error", Box::new(|s| err(std::ffi::CStr::from_bytes_with_nul(format!("{}\0x\0", s).as_bytes()))), "a", "abc");
    add("error", Box::new(|s| err(std::ffi::CStr::from_bytes_with_nul(s.as_bytes()))), "a", "abc");
    add("error", Box::new(|s| err(Vec::<u8>::new().try_reserve(usize::MAX - s.len()))), "a", "ab");
    add("error", Box::new(|s| err(std::time::SystemTime::UNIX_EPOCH.duration_since(std::time::SystemTime::UNIX_EPOCH + Duration::from_secs(s.len() as u64)))), "a", "ab");
    add("error", Box::new(|s| err(std::env::join_paths([format!("a:{}", s)]))), "x", "y");
    add("error", Box::new(|s| {
        let m = std::sync::Arc::new(std::sync::Mutex::new(s.len()));
        let m2 = m.clone();
        let _ = std::thread::spawn(move || { let _g = m2.lock().unwrap(); panic!("x"); }).join();
        err(m.lock())
    }), "a", "ab");
    add("error", Box::new(|s| err(std::fmt::write(&mut Failing, format_args!("{}", s)))), "a", "ab");
    add("error", Box::new(|s| {
        let mut b = Vec::new();
        err(std::fs::File::open(if s == "x" { "/" } else { "/tmp" }).and_then(|mut f| f.read_to_end(&mut b)))
    }), "x", "y");
    add("error", Box::new(|s| err(std::fs::read_dir(format!("/etc/hostname{}", &s[..0])))), "x", "y");
    add("error", Box::new(|s| {
        let mut b = [0u8; 8];
        err(s.as_bytes().read_exact(&mut b))
    }), "x", "yz");
    add("error", Box::new(|s| {
        let mut b = [0u8; 0];
        err((&mut b[..]).write_all(s.as_bytes()))
    }), "x", "yz");
    add("panic", Box::new(|s| panic_text(|| { let o: Option<&str> = if s.is_empty() { Some(s) } else { None }; o.unwrap(); })), "x", "y");
    add("panic", Box::new(|s| { let s = s.to_string(); panic_text(move || { let r: Result<(), String> = Err(s); r.unwrap(); }) }), "x", "y");
    add("panic", Box::new(|s| { let v = vec![1; s.len()]; let i = s.len() + 3; panic_text(move || { let _ = v[i]; }) }), "x", "yz");
    add("panic", Box::new(|s| { let v = vec![1; s.len()]; let i = s.len() + 3; panic_text(move || { let _ = &v[..i]; }) }), "x", "yz");
    add("panic", Box::new(|s| { let v = vec![1; s.len()]; let i = s.len() + 3; panic_text(move || { let _ = &v[i..]; }) }), "x", "yz");
    add("panic", Box::new(|s| { let t = s.to_string(); let i = s.len() + 3; panic_text(move || { let _ = &t[..i]; }) }), "x", "yz");
    add("panic", Box::new(|s| { let m: HashMap<String, i32> = HashMap::new(); let k = s.to_string(); panic_text(move || { let _ = m.get(&k).expect("key"); }) }), "x", "y");
    add("panic", Box::new(|s| { let c = std::cell::RefCell::new(s.len()); panic_text(panic::AssertUnwindSafe(|| { let _a = c.borrow_mut(); let _b = c.borrow_mut(); })) }), "x", "y");
    add("panic", Box::new(|s| { let c = std::cell::RefCell::new(s.len()); panic_text(panic::AssertUnwindSafe(|| { let _a = c.borrow_mut(); let _b = c.borrow(); })) }), "x", "y");
    add("panic", Box::new(|s| { let d = s.len() - 1; panic_text(move || { let _ = 1 / std::hint::black_box(d); }) }), "x", "y");
    add("panic", Box::new(|s| { let d = s.len() as u8; panic_text(move || { let _ = std::hint::black_box(255u8) + std::hint::black_box(d); }) }), "x", "yz");
    add("panic", Box::new(|s| { let d = s.len() as u8; panic_text(move || { let _ = std::hint::black_box(0u8) - std::hint::black_box(d); }) }), "x", "yz");
    add("panic", Box::new(|s| { let d = s.len() as u8 * 100; panic_text(move || { let _ = std::hint::black_box(200u8) * std::hint::black_box(d); }) }), "x", "yz");
    v
}

fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in s.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            out.push(c.to_string());
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// shape aligns two texts token by token (a longest common subsequence):
/// the common tokens are the shape's text, literal braces doubled, and
/// each run where they differ one hole; holes with only spaces between
/// them are one.
fn shape(a: &str, b: &str) -> String {
    let (ta, tb) = (tokens(a), tokens(b));
    let (n, m) = (ta.len(), tb.len());
    let mut l = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            l[i][j] = if ta[i] == tb[j] { l[i + 1][j + 1] + 1 } else { l[i + 1][j].max(l[i][j + 1]) };
        }
    }
    let mut out: Vec<String> = Vec::new();
    let (mut i, mut j) = (0, 0);
    let hole = |out: &mut Vec<String>| {
        if out.last().map(|s| s.as_str()) != Some("{}") {
            out.push("{}".to_string());
        }
    };
    while i < n || j < m {
        if i < n && j < m && ta[i] == tb[j] {
            out.push(ta[i].replace('{', "{{").replace('}', "}}"));
            i += 1;
            j += 1;
        } else {
            hole(&mut out);
            if j >= m || (i < n && l[i + 1][j] >= l[i][j + 1]) {
                i += 1;
            } else {
                j += 1;
            }
        }
    }
    let mut s = out.concat();
    while let Some(k) = s.find("{} {}") {
        s.replace_range(k..k + 5, "{}");
    }
    s
}

fn main() {
    panic::set_hook(Box::new(|_| {}));
    let mut seen = std::collections::HashSet::new();
    for ((class, f), (a, b)) in probes() {
        let (x, y) = (f(a), f(b));
        if x.is_empty() || y.is_empty() {
            continue;
        }
        let s = shape(&x, &y).replace('\n', "\\n");
        // a shape of holes says nothing about who raised it, nor does an
        // errno the system has no words for
        if s.chars().filter(|c| c.is_ascii_alphabetic()).count() < 8 || s.starts_with("Unknown error ") || !seen.insert((class, s.clone())) {
            continue;
        }
        println!("{}\t{}", class, s);
    }
}
