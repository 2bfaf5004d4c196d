//! The verifier behind a tool label, for the minimizer's commands (`minimize`, `reproduce`).
//! Knows the default configurations `boogie` and `cvc4`; configured labels (a tools file with
//! other binaries or versions) belong to `crate::verifiers` once it offers a resolver.

use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::cvc4::Cvc4Verifier;
use crate::verifiers::Verifier;

/// A tool label that is not known, or whose binaries cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("tool `{label}`: {reason}")]
pub struct ToolError {
    pub label: String,
    pub reason: String,
}

/// The verifier for `label` (`boogie` or `cvc4`), with its binaries checked.
pub fn resolve_tool(label: &str) -> Result<Box<dyn Verifier>, ToolError> {
    let err = |reason: String| ToolError { label: label.to_string(), reason };
    match label {
        "boogie" => BoogieVerifier::default_config().map(|v| Box::new(v) as Box<dyn Verifier>).map_err(|e| err(e.to_string())),
        "cvc4" => Cvc4Verifier::default_config().map(|v| Box::new(v) as Box<dyn Verifier>).map_err(|e| err(e.to_string())),
        _ => Err(err("unknown tool label (known: boogie, cvc4)".into())),
    }
}
