//! A fn that makes its error with words of its own (more than a passing
//! helper's one parameter) is where the error is made: a backtrace's
//! innermost frame is its Err(…) line. Its callers' arguments fill that
//! text there, not at the calls.
use std::fmt;

#[derive(Debug)]
pub struct TemplateError {
    msg: String,
    line: usize,
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "bad template (line {}): {}", self.line, self.msg)
    }
}

impl std::error::Error for TemplateError {}

pub struct Compiler<'a> {
    text: &'a str,
}

impl<'a> Compiler<'a> {
    fn parse_error(&self, msg: String) -> TemplateError {
        TemplateError { msg, line: 1 }
    }

    fn consume_tag(&mut self, close: &str) -> Result<&'a str, TemplateError> {
        if let Some(pos) = self.text.find(close) {
            let (tag, rest) = self.text.split_at(pos + close.len());
            self.text = rest;
            Ok(tag)
        } else {
            Err(self.parse_error(format!("expected a closing '{}' before the end of the line", close))) // want TemplateError "bad template (line 1): expected a closing '{close}' before the end of the line" TemplateError "bad template (line 1): expected a closing '}}' before the end of the line" TemplateError "bad template (line 1): expected a closing '}}}}' before the end of the line"
        }
    }

    pub fn value(&mut self) -> Result<&'a str, TemplateError> {
        let tag = self.consume_tag("}")?;
        Ok(tag.trim())
    }

    pub fn block(&mut self) -> Result<&'a str, TemplateError> {
        let tag = self.consume_tag("}}")?;
        Ok(tag.trim())
    }
}
