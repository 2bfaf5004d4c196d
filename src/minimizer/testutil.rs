//! A stand-in verifier for the minimizer's unit tests: a rule over the program's text (all files
//! joined) decides the outcome, and the runs are counted. Tests of the reduction and caching logic
//! need no solver.

use crate::syntax::source::ProgramText;
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// A verifier whose outcome is `rule(text, workdir)`.
pub struct TextRule<F> {
    label: &'static str,
    /// Runs so far.
    pub calls: AtomicUsize,
    rule: F,
}

impl<F: Fn(&str, &Path) -> Outcome + Send + Sync> TextRule<F> {
    pub fn new(label: &'static str, rule: F) -> TextRule<F> {
        TextRule { label, calls: AtomicUsize::new(0), rule }
    }
}

impl<F: Fn(&str, &Path) -> Outcome + Send + Sync> Verifier for TextRule<F> {
    fn label(&self) -> &str {
        self.label
    }
    fn version(&self) -> &str {
        "0"
    }
    fn cache_key(&self) -> String {
        self.label.into()
    }
    fn verify(&self, p: &ProgramText, workdir: &Path, _timeout: Duration) -> RunResult {
        self.calls.fetch_add(1, Ordering::SeqCst);
        let text: String = p.files.iter().map(|f| f.text.as_str()).collect();
        RunResult::empty((self.rule)(&text, workdir))
    }
}
