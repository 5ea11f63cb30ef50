// Calls of helpers defined in another file of the crate.

use crate::routers::error;
use crate::routers::error::WorkflowError;
use crate::routers::grpc::utils;

fn execute(ctx: &Context) -> Result<Response, Response> {
    let Some(resp) = ctx.response.take() else {
        return Err(error::internal_error("no_response_produced", "No response produced")); // want StatusCode::INTERNAL_SERVER_ERROR "No response produced"
    };
    if resp.model.is_empty() {
        return Err(error::not_found("model_not_found", format!("model {} not found", resp.id))); // want StatusCode::NOT_FOUND "model {resp.id} not found"
    }
    let _ = ctx
        .get("tokenizer")
        .ok_or_else(|| WorkflowError::ContextValueNotFound("tokenizer".to_string()))?; // want WorkflowError::ContextValueNotFound "context value not found: tokenizer"
    let other = error::create_error(resp.status, "passthrough", "upstream said no"); // want StatusCode "upstream said no"
    Ok(other)
}

async fn both(prefill: &mut Stream, decode: &mut Stream) -> Result<(), Response> {
    // collect_stream makes its error at its own lines, this call's
    // argument filling its text there
    let _ = utils::collect_stream(prefill, "Prefill").await?;
    Ok(())
}
