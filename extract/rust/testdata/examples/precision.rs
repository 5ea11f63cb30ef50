//! An example program of the crate (examples/): its panics are its own,
//! not the crate's, so it has no sites (none wanted here).
use std::str::FromStr;

fn main() {
    let input = std::env::args().nth(1).unwrap_or("0.7".to_string());
    let floating = f32::from_str(&input).expect("invalid float");
    if floating < 0.0 {
        panic!("negative input {}", floating);
    }
    println!("{}", floating);
}
