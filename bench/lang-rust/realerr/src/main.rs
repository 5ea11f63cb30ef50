//! Real Rust errors for errdex's accuracy check: each mode fails the way a
//! service does, through the real std, anyhow, thiserror and tracing.
use std::fs;

use anyhow::{bail, Context, Result};
use tracing::{error, warn};

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("port {0} is out of range")]
    Port(u32),
    #[error("missing key {key} in {file}")]
    Missing { key: String, file: String },
}

mod loader {
    use super::*;

    pub fn read_config(path: &str) -> Result<String> {
        let text = fs::read_to_string(path).with_context(|| format!("failed to read config {path}"))?;
        if text.trim().is_empty() {
            bail!("config {} is empty", path);
        }
        Ok(text)
    }

    pub fn port(text: &str) -> Result<u32, ConfigError> {
        let raw = text
            .lines()
            .find_map(|l| l.strip_prefix("port="))
            .ok_or_else(|| ConfigError::Missing { key: "port".into(), file: "app.conf".into() })?;
        let port: u32 = raw.trim().parse().map_err(|_| ConfigError::Port(0))?;
        if port > 65535 {
            return Err(ConfigError::Port(port));
        }
        Ok(port)
    }

    pub fn check_workers(n: usize, url: &str) {
        if n == 0 {
            error!(worker_url = %url, "no healthy workers for {}", url);
        } else if n < 2 {
            warn!(count = n, "running with a single worker");
        }
    }
}

fn main() -> Result<()> {
    tracing_subscriber::fmt().with_ansi(false).without_time().init();
    let mode = std::env::args().nth(1).unwrap_or_default();
    match mode.as_str() {
        "panic" => {
            let v: Vec<u32> = Vec::new();
            let first = v.first().expect("worker list must not be empty");
            println!("{first}");
        }
        "missing" => {
            loader::read_config("/nonexistent/app.conf")?;
        }
        "port" => {
            let p = loader::port("port=70000\n").context("invalid configuration")?;
            println!("{p}");
        }
        "key" => {
            loader::port("host=x\n")?;
        }
        "log" => {
            loader::check_workers(0, "http://worker-a:8000");
            loader::check_workers(1, "http://worker:8000");
        }
        _ => bail!("unknown mode {:?}", mode),
    }
    Ok(())
}
