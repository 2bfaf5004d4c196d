//! The SMT-level oracle: a candidate query is kept when sequential sampling under the chosen
//! perturbation methods settles it as `unstable` and every parse-check solver (z3 and cvc5 by
//! default) parses it. Verdicts are memoized by the candidate's exact z3 text; solver runs go
//! through the exact-text cache of the [`Sampler`].

use super::parse::{check_all, ParseFailure};
use crate::minimizer::sampling::Sampler;
use crate::smt::solving::solve::Solver;
use crate::smt::text::query::{text_hash, Dialect, Query};
use crate::stability::QueryStability;
use crate::stats::Category;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// See the module documentation.
pub struct UnstableQuery<'s> {
    sampler: &'s Sampler,
    parsers: Vec<Solver>,
    memo: Mutex<HashMap<String, bool>>,
    parse_rejections: AtomicUsize,
}

impl<'s> UnstableQuery<'s> {
    /// `parsers`: the solvers every kept candidate must parse with (may be empty).
    pub fn new(sampler: &'s Sampler, parsers: Vec<Solver>) -> UnstableQuery<'s> {
        UnstableQuery { sampler, parsers, memo: Mutex::new(HashMap::new()), parse_rejections: AtomicUsize::new(0) }
    }

    /// The sampler (its tool, configuration and cache).
    pub fn sampler(&self) -> &Sampler {
        self.sampler
    }

    /// Samples `q` (runs already made come from the cache).
    pub fn measure(&self, q: &Query) -> QueryStability {
        self.sampler.measure(q)
    }

    /// Checks that every parse-check solver parses `q`.
    pub fn parses(&self, q: &Query) -> Result<(), ParseFailure> {
        let dir = tempfile::tempdir()
            .map_err(|e| ParseFailure { solver: "wobble".into(), detail: format!("no scratch directory: {e}") })?;
        check_all(&self.parsers, q, dir.path())
    }

    /// Candidates rejected because a solver did not parse them.
    pub fn parse_rejections(&self) -> usize {
        self.parse_rejections.load(Ordering::Relaxed)
    }

    /// Whether `q` is still unstable (and parses).
    pub fn holds(&self, q: &Query) -> bool {
        let key = text_hash(&q.to_smtlib(Dialect::Z3, None));
        if let Some(v) = self.memo.lock().ok().and_then(|m| m.get(&key).copied()) {
            self.sampler.note_candidate(true);
            return v;
        }
        self.sampler.note_candidate(false);
        let mut verdict = self.measure(q).category == Category::Unstable;
        if verdict && self.parses(q).is_err() {
            self.parse_rejections.fetch_add(1, Ordering::Relaxed);
            verdict = false;
        }
        if let Ok(mut m) = self.memo.lock() {
            m.insert(key, verdict);
        }
        verdict
    }
}
