// Guards: match arms, if-chains and let-else.

enum Mode {
    Fast,
    Slow(u32),
    Off,
}

fn arms(mode: Mode, n: u32) -> Result<u32, String> {
    match mode {
        Mode::Fast => return Err("fast is gone".to_string()), // want error "fast is gone"
        Mode::Slow(k) if k > n => Err(format!("too slow: {k}")), // want error "too slow: {k}"
        Mode::Slow(k) => Ok(k),
        _ => Err(format!("mode off at {n}")), // want error "mode off at {n}"
    }
}

fn chain(a: u32, b: &str) -> Result<(), String> {
    if a == 0 {
        return Err("zero".into()); // want error "zero"
    } else if b.is_empty() {
        return Err("empty name".into()); // want error "empty name"
    } else if a > 10 {
        // Large values are rejected.
        return Err(format!("{a} is large")); // want error "{a} is large"
    } else {
        return Err(format!("other {b}")); // want error "other {b}"
    }
}

fn after(a: u32, items: &[u32]) -> Result<u32, String> {
    if a == 0 {
        return Err("zero".into()); // want error "zero"
    }
    if items.is_empty() {
        panic!("no items"); // want panic "no items"
    }
    let Some(first) = items.first() else {
        return Err("no first item".into()); // want error "no first item"
    };
    if *first > a {
        Err(format!("first {first} over {a}")) // want error "first {first} over {a}"
    } else {
        Err("tail".to_string()) // want error "tail"
    }
}

fn after_chain(a: Option<u32>) -> Result<u32, String> {
    if let Some(0) = a {
        return Err("zero".into()); // want error "zero"
    } else if a.is_none() {
        return Err("none".into()); // want error "none"
    }
    for i in 0..3 {
        if i == 1 {
            continue;
        }
        if i == 2 {
            return Err(format!("at {i}")); // want error "at {i}"
        }
    }
    Err("unreachable in practice".to_string()) // want error "unreachable in practice"
}

#[cfg(test)]
mod tests {
    use super::*;

    mod limits {
        #[test]
        // the size check
        #[should_panic(expected = "size must be at most")]
        fn too_big() {
            check_size(1 << 40);
        }
    }
}
