// Log events of the log and tracing crates.

use tracing::{error, event, warn, Level};

mod worker {
    pub fn check(id: u64, url: &str, e: std::io::Error) {
        tracing::error!("failed to reach {}: {}", url, e); // want testdata::worker "failed to reach {url}: {e}"
        warn!(request_id = %id, "slow worker {url}"); // want testdata::worker "slow worker {url} request_id={id}"
        error!(target: "gateway::health", worker = url, ?e, "health check failed"); // want gateway::health "health check failed worker={url} e={e!r}"
        log::warn!(target: "legacy", "retrying {} times", 3); // want legacy "retrying {3} times"
        event!(Level::ERROR, code = 7, "exit code"); // want testdata::worker "exit code code=7"
        event!(Level::INFO, "not an error");
        tracing::info!("not an error either {}", id);
        warn!(error = %e); // want testdata::worker "error={e}"
        warn!({ model = "llama", attempt = 2 }, "retry"); // want testdata::worker "retry model=\"llama\" attempt=2"
        log::log!(log::Level::Error, "legacy error {}", id); // want testdata::worker "legacy error {id}"
    }
}
