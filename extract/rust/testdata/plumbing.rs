// Error plumbing: map_err, ok_or, tonic Status, axum responses, helpers.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use tonic::{Code, Status};

// The #[error] texts are no sites of their own: construction sites below
// take each, and say where the values were made.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("model {0} not found")]
    NotFound(String),
    #[error("step {step} failed: {message}")]
    StepFailed { step: String, message: String },
    #[error("bad value {0:?}")]
    Bad(String),
    #[error("port {0} is out of range")]
    Port(u32),
}

fn parse(text: &str, key: Option<&str>) -> Result<u32, String> {
    let n: u32 = text
        .parse()
        .map_err(|e| format!("invalid number {text}: {e}"))?; // want error "invalid number {text}: {e}"
    let k = key.ok_or("missing key")?; // want error "missing key"
    let v = key.ok_or_else(|| format!("no value for {}", k))?; // want error "no value for {k}"
    let _ = text.parse::<u8>().map_err(|e| e.to_string())?; // no text of its own
    let _ = key.ok_or_else(|| { // want error "key of {text}"
        let detail = format!("key of {text}");
        detail
    })?;
    let _ = text.parse::<u8>().map_err(|_| anyhow::anyhow!("not a byte"))?; // want anyhow::Error "not a byte"
    Ok(n + v.len() as u32)
}

fn typed(name: &str) -> Result<(), ApiError> {
    let _ = name
        .parse::<u8>()
        .map_err(|e| ApiError::Bad(format!("{name}: {e}")))?; // want ApiError::Bad "bad value \"{name}: {e}\""
    let _ = Some(1).ok_or_else(|| ApiError::NotFound("llama".to_string()))?; // want ApiError::NotFound "model llama not found"
    let _ = Some(1).ok_or(ApiError::StepFailed { step: name.to_string(), message: "timed out".into() })?; // want ApiError::StepFailed "step {name} failed: timed out"
    let _ = name.parse::<u16>().map_err(|_| ApiError::Port(1_000u32))?; // want ApiError::Port "port 1000 is out of range"
    let port = name.len() as u32;
    if port > 100 {
        return Err(ApiError::Port(port)); // want ApiError::Port "port {port} is out of range"
    }
    Err(ApiError::Bad("x".into())) // want ApiError::Bad "bad value \"x\""
}

fn grpc(id: u64, name: &str) -> Result<(), Status> {
    if id == 0 {
        return Err(Status::invalid_argument("id must be set")); // want tonic::Status "status: 'Client specified an invalid argument', self: \"id must be set\""
    }
    let _ = name.parse::<u8>().map_err(|e| Status::internal(format!("parse {name}: {e}")))?; // want tonic::Status "status: 'Internal error', self: \"parse {name}: {e}\""
    Err(Status::new(Code::NotFound, "no \"such\" request")) // want tonic::Status "status: 'Some requested entity was not found', self: \"no \\\"such\\\" request\""
}

fn http(ok: bool, model: &str) -> Response {
    if !ok {
        return (StatusCode::BAD_REQUEST, "request body is empty").into_response(); // want StatusCode::BAD_REQUEST "request body is empty"
    }
    if model.is_empty() {
        return ( // want StatusCode::NOT_FOUND "No worker for model {model}"
            StatusCode::NOT_FOUND,
            axum::Json(json!({
                "error": {
                    "message": format!("No worker for model {}", model),
                    "type": "model_not_found",
                    "code": "model_not_found"
                }
            })),
        )
            .into_response();
    }
    (StatusCode::OK, "fine").into_response()
}

pub fn create_error(status: StatusCode, code: impl Into<String>, message: impl Into<String>) -> Response {
    let code_str = code.into();
    let message_str = message.into();
    (
        status,
        axum::Json(ErrorResponse {
            error: ErrorDetail { code: &code_str, message: &message_str },
        }),
    )
        .into_response()
}

pub fn internal_error(code: impl Into<String>, message: impl Into<String>) -> Response {
    create_error(StatusCode::INTERNAL_SERVER_ERROR, code, message)
}

pub fn bad_request(message: impl Into<String>) -> Response {
    (StatusCode::BAD_REQUEST, message.into()).into_response()
}

fn grpc_error(msg: String) -> Status {
    Status::unavailable(format!("backend: {msg}")) // want tonic::Status "status: 'The service is currently unavailable', self: \"backend: {msg}\""
}

fn uses(x: Option<u32>, e: &str) -> Result<u32, Response> {
    let v = x.ok_or_else(|| internal_error("no_value", "No value produced"))?; // want StatusCode::INTERNAL_SERVER_ERROR "No value produced"
    if v == 0 {
        return Err(bad_request(format!("zero from {e}"))); // want StatusCode::BAD_REQUEST "zero from {e}"
    }
    let _ = internal_error("parse_failed", e.to_string()); // want StatusCode::INTERNAL_SERVER_ERROR "{e}"
    let _ = grpc_error("connection reset".into()); // want tonic::Status "status: 'The service is currently unavailable', self: \"backend: connection reset\""
    Ok(v)
}

fn typed_error(status: StatusCode, message: &str, error_type: &str) -> Response {
    (status, Json(serde_json::json!({ "error": { "message": message, "type": error_type } }))).into_response()
}

fn tokenize(name: &str) -> Response {
    typed_error(StatusCode::BAD_REQUEST, "Tokenizer not found", "tokenizer_not_found") // want StatusCode::BAD_REQUEST "Tokenizer not found"
}
