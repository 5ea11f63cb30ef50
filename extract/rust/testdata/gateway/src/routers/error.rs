// The gateway's error responses: helpers that other files call.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

pub fn internal_error(code: impl Into<String>, message: impl Into<String>) -> Response {
    create_error(StatusCode::INTERNAL_SERVER_ERROR, code, message)
}

pub fn not_found(code: impl Into<String>, message: impl Into<String>) -> Response {
    create_error(StatusCode::NOT_FOUND, code, message)
}

pub fn create_error(status: StatusCode, code: impl Into<String>, message: impl Into<String>) -> Response {
    let code_str = code.into();
    let message_str = message.into();
    (status, axum::Json(ErrorDetail { code: &code_str, message: &message_str })).into_response()
}

#[derive(Debug, thiserror::Error)]
pub enum WorkflowError {
    // no site: the value is built where the pipeline returns it
    #[error("context value not found: {0}")]
    ContextValueNotFound(String),
}
