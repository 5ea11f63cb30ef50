use std::io::Read;

use crate::{ErrorKind, Result};

pub struct Reader<R> {
    reader: R,
    left: usize,
}

impl<R: Read> Reader<R> {
    pub fn byte(&mut self) -> Result<u8> {
        let mut b = [0u8; 1];
        self.reader.read_exact(&mut b).map_err(Into::into)?; // want ErrorKind "io error: {e}"
        Ok(b[0])
    }

    pub fn claim(&mut self, n: usize) -> Result<()> {
        if n > self.left {
            return Err(ErrorKind::SizeLimit.into()); // want ErrorKind "the size limit has been reached"
        }
        self.left -= n;
        Ok(())
    }
}
