mod de;
mod error;
mod parse;
mod csvlike;
mod serde;
mod decimal;
mod regexlike;
mod urllike;
