use std::fmt;

struct Point {
    x: Option<i32>,
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        // The coordinate must have been set by now.
        write!(f, "({})", self.x.expect("x is set")) // want panic "x is set"
    }
}

fn log_all(items: &[Option<u8>]) {
    for it in items {
        if it.is_none() {
            println!("value {}", match it {
                Some(v) => v,
                None => unreachable!("checked above"), // want panic "internal error: entered unreachable code: checked above"
            });
        }
    }
    let v = vec![format!("no site {}", 1)];
    assert!(v.len() == 1, "{}", v[0].parse::<u8>().expect(&format!("number in {v:?}"))); // want panic "{v[0].parse::<u8>().expect(&format!(\"number in {v:?}\"))}" panic "number in {v!r}"
    assert!(items.len() < 10); // want panic "assertion failed: items.len() < 10"
    debug_assert!(!items.is_empty(), "items of {}", v.len()); // want panic "items of {v.len()}"
    quote! { panic!("generated code") };
}

#[cfg(test)]
mod tests {
    #[test]
    fn unit() {
        panic!("unit test failure");
    }
}

#[test]
fn top_level_test() {
    Some(1).expect("in a test");
}

#[tokio::test]
async fn async_test() {
    panic!("in an async test");
}

macro_rules! check {
    ($cond:expr, $what:expr) => {
        if !$cond {
            panic!("check failed: {}", $what); // want panic "check failed: {$what}"
        }
    };
}
