// Helpers whose message reaches the response through a body builder, one
// in this file and one in another.

use axum::http::StatusCode;

use crate::utils::response::{error_response, error_value};

pub(super) fn error_payload(code: StatusCode, message: impl Into<String>) -> serde_json::Value {
    let message = message.into();
    let error_type = if code == StatusCode::UNAUTHORIZED { "AuthenticationError" } else { "BadRequestError" };
    serde_json::json!({
        "error": {
            "object": "error",
            "message": message,
            "type": error_type,
            "code": code.as_u16(),
        }
    })
}

pub(super) fn openai_error(code: StatusCode, message: impl Into<String>, stream: bool) -> Response {
    error_response(code, error_payload(code, message), stream)
}

pub(super) fn native_error(code: StatusCode, message: &str, stream: bool) -> Response {
    error_response(code, error_value(code.as_u16(), message), stream)
}

fn chat(request: &Request) -> Response {
    if request.messages.is_empty() {
        return openai_error(StatusCode::BAD_REQUEST, "messages cannot be empty", false); // want StatusCode::BAD_REQUEST "messages cannot be empty"
    }
    if request.n == Some(0) {
        return native_error(StatusCode::NOT_FOUND, &format!("no model {}", request.model), request.stream); // want StatusCode::NOT_FOUND "no model {request.model}"
    }
    let _ = error_payload(StatusCode::BAD_REQUEST, "a body alone is no error");
    openai_error(StatusCode::BAD_REQUEST, format!("The model `{}` does not exist", request.model), false) // want StatusCode::BAD_REQUEST "The model `{request.model}` does not exist"
}
