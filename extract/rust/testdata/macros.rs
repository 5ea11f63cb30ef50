use anyhow::{anyhow, bail, ensure, format_err, Context, Result};

mod config {
    pub struct Config {
        pub port: u16,
    }

    impl Config {
        /// Loads the configuration from path.
        pub fn load(path: &str) -> anyhow::Result<Config> {
            if path.is_empty() {
                anyhow::bail!("config path is empty"); // want anyhow::Error "config path is empty"
            }
            let port = 0;
            // Ports below 1024 need root.
            if port < 1024 {
                bail!("port {} is privileged (path {path})", port); // want anyhow::Error "port {port} is privileged (path {path})"
            } else {
                return Err(anyhow!("port {port:?} in {0}", path)); // want anyhow::Error "port {port!r} in {path}"
            }
        }
    }
}

fn check(n: usize, name: String) -> Result<()> {
    ensure!(n > 0, "count {n} must be positive"); // want anyhow::Error "count {n} must be positive"
    let e = format_err!("named {who} and {{braces}}", who = name.len()); // want anyhow::Error "named {name.len()} and {{braces}}"
    bail!(e); // want anyhow::Error "{e}"
}

fn load(path: &str) -> Result<String> {
    let text = std::fs::read_to_string(path).context("reading the config file")?; // want anyhow::Error "reading the config file"
    let n: u32 = text
        .parse()
        .with_context(|| format!("parsing {path} as a number"))?; // want anyhow::Error "parsing {path} as a number"
    let _ = text.parse::<u8>().with_context(|| { format!("in {}", path) }); // want anyhow::Error "in {path}"
    let _ = text.parse::<u8>().context(n); // not a message
    Ok(text)
}

fn panics(v: Option<u32>, idx: usize) -> u32 {
    match v {
        None => panic!("no value at {}", idx), // want panic "no value at {idx}"
        Some(0) => panic!(), // want panic "explicit panic"
        Some(1) => unreachable!(), // want panic "internal error: entered unreachable code"
        Some(2) => unreachable!("state {:#?}", v), // want panic "internal error: entered unreachable code: state {v!r}"
        Some(3) => todo!(), // want panic "not yet implemented"
        Some(4) => unimplemented!("width {:>8}", idx), // want panic "not implemented: width {idx:>8}"
        Some(x) => std::panic!("raw {}", r#"quoted "text""#), // want panic "raw {r#\"quoted \"text\"\"#}"
    }
}

struct Server;

trait Handler {
    fn handle(&self, s: &str) -> u32;
}

impl<T: Clone> Handler for Vec<T> {
    fn handle(&self, s: &str) -> u32 {
        s.parse::<u32>().expect("handler input is a number") // want panic "handler input is a number"
    }
}

impl Server {
    fn serve(&self, addr: &str) -> Result<u32, String> {
        let f = || {
            std::fs::read(addr).expect(&format!("read {}", addr)); // want panic "read {addr}"
        };
        if addr.len() > 10 {
            return Err(format!("address {addr} too long")); // want error "address {addr} too long"
        }
        if addr.starts_with('x') {
            return Err("bad prefix".to_string()); // want error "bad prefix"
        }
        if addr.ends_with('y') {
            return Err(std::io::Error::new(std::io::ErrorKind::Other, format!("bad suffix {}", addr)).to_string()); // want std::io::Error "bad suffix {addr}"
        }
        if addr.is_empty() {
            return Err(error::from_str("empty address")); // want error "empty address"
        }
        let msg = String::new();
        let _ = Err::<u32, String>(msg);
        println!("not an error {}", addr);
        Ok(0)
    }
}

async fn pump(mut rx: Receiver<Event>, cancel: Token) {
    loop {
        let ev = tokio::select! {
            biased;
            _ = cancel.cancelled() => {
                tracing::info!("shutdown requested");
                return;
            }
            recv = rx.recv() => match recv {
                Some(ev) => ev,
                None => {
                    warn!("pump: receiver closed unexpectedly; exiting"); // want testdata "pump: receiver closed unexpectedly; exiting"
                    return;
                }
            },
        };
        handle(ev);
    }
}
