//! The verifier behind a tool label, for the minimizer's commands (`minimize`, `reproduce`):
//! a built-in configuration (`boogie`, `cvc4`, `why3`) or a label from the verifier
//! configuration file, resolved by [`crate::runner::config::resolve_tools`].

use crate::error::{ErrorKind, HasKind};
use crate::runner::config::resolve_tools_scoped;
use crate::verifiers::{TimeoutScope, Verifier};
use std::path::Path;
use std::sync::Arc;

/// A tool label that is not known, or whose binaries cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("tool `{label}`: {reason}")]
pub struct ToolError {
    pub label: String,
    pub reason: String,
}

/// An unknown label or an unusable configuration is the user's configuration: bad input.
impl HasKind for ToolError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// The one verifier for `label`, with its binaries checked; `config` as for `--config`.
pub fn resolve_tool(label: &str, config: Option<&Path>) -> Result<Arc<dyn Verifier>, ToolError> {
    resolve_tool_scoped(label, config, None, TimeoutScope::Vc)
}

/// [`resolve_tool`] with z3's resource limit `rlimit` added to a Boogie configuration (`/rlimit:N`
/// after its arguments, as `fuzz --rlimit`) and the time limit of its runs applied to `scope`
/// (`--timeout-scope`).
pub fn resolve_tool_scoped(
    label: &str,
    config: Option<&Path>,
    rlimit: Option<u64>,
    scope: TimeoutScope,
) -> Result<Arc<dyn Verifier>, ToolError> {
    let err = |reason: String| ToolError { label: label.to_string(), reason };
    if label.contains(',') {
        return Err(err("give exactly one tool label here".into()));
    }
    let mut v = resolve_tools_scoped(label, config, rlimit, scope).map_err(|e| err(e.to_string()))?;
    v.pop().ok_or_else(|| err("no such tool".into()))
}
