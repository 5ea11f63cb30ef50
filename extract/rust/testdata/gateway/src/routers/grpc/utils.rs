// Helpers that call the error module's helpers: they chain across files.

use crate::routers::error;

pub async fn collect_stream(stream: &mut Stream, worker: &str) -> Result<Vec<u8>, Response> {
    match stream.next().await {
        Some(Ok(v)) => Ok(v),
        Some(Err(e)) => Err(error::internal_error( // want StatusCode::INTERNAL_SERVER_ERROR "{worker} stream failed: {e}" StatusCode::INTERNAL_SERVER_ERROR "Prefill stream failed: {e}" StatusCode::INTERNAL_SERVER_ERROR "Single stream failed: {e}"
            "stream_failed",
            format!("{} stream failed: {}", worker, e),
        )),
        None => Err(upstream::Closed::new(format!("{worker} closed the stream"))), // want upstream::Closed "{worker} closed the stream" upstream::Closed "Prefill closed the stream" upstream::Closed "Single closed the stream"
    }
}

pub async fn collect_single(stream: &mut Stream) -> Result<Vec<u8>, Response> {
    // the texts this call fills are collect_stream's, made at its lines
    collect_stream(stream, "Single").await
}
