//! A constructor whose value is a let-bound match of error values, handed
//! to a fn that passes it on (let err = match … { … };
//! self.fix_position(err)): each arm's text is the constructor's, and the
//! fn that passes the error of its Err(…) on to a macro_rules! body's call
//! keeps the site (the frame above it names the macro's line).
use std::fmt;

pub struct PeekError {
    msg: &'static str,
    line: usize,
}

impl fmt::Display for PeekError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} at line {}", self.msg, self.line)
    }
}

impl std::error::Error for PeekError {}

pub struct Reader {
    peek: u8,
    line: usize,
}

macro_rules! read_number {
    ($method:ident) => {
        pub fn $method(&mut self, what: &str) -> Result<u64, PeekError> {
            self.read_number(what)
        }
    };
}

impl Reader {
    fn fix_position(&self, mut err: PeekError) -> PeekError {
        err.line = self.line;
        err
    }

    fn peek_invalid(&mut self, what: &str) -> PeekError {
        let err = match self.peek {
            b'n' => PeekError { msg: "unexpected null", line: 0 },
            _ => PeekError { msg: "unexpected sequence", line: 0 },
        };
        self.fix_position(err)
    }

    fn read_number(&mut self, what: &str) -> Result<u64, PeekError> {
        let value = match self.peek {
            b'0' => Ok(0),
            _ => Err(self.peek_invalid(what)), // want PeekError "unexpected null at line 0" PeekError "unexpected sequence at line 0"
        };
        value.map(|v| v + what.len() as u64)
    }

    read_number!(read_u8);

    pub fn read_u16(&mut self, what: &str) -> Result<u64, PeekError> {
        self.read_number(what)
    }
}
