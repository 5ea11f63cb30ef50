mod de;
mod error;
mod parse;
