//! The statistical oracles' shared part: sampling one query with the stability layer's
//! sequential sampling ([`crate::stability::sample_query`], exact texts cached in a
//! [`QueryCache`]) while counting the work, and the success rate of a sampled query with its
//! Wilson interval for reports.

use crate::smt::perturbation::mutate::Perturbation;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::Answer;
use crate::smt::text::query::Query;
use crate::stability::program::Tool;
use crate::stability::{sample_query, QueryStability, SampleConfig};
use crate::stats::{RateSummary, Tally};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Confidence of the reported intervals.
pub const CONFIDENCE: f64 = 0.95;

/// What the sampling cost so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SampleStats {
    /// Candidates judged (memoized verdicts included).
    pub candidates: usize,
    /// Candidates answered from the verdict memo (same texts as an earlier candidate).
    pub memo_hits: usize,
    /// Queries sampled.
    pub queries_sampled: usize,
    /// Sampled solver runs (runs answered by the exact-text cache included).
    pub runs: u64,
    /// The fixed budget of the same samplings (`samples × methods` per query).
    pub budget: u64,
    /// Boogie runs that extracted a candidate's queries.
    pub extractions: usize,
}

impl SampleStats {
    /// Runs the fixed budget would have spent beyond the ones done.
    pub fn saved(&self) -> u64 {
        self.budget.saturating_sub(self.runs)
    }
}

/// Samples queries with one solver and counts the work (thread-safe).
pub struct Sampler {
    pub tool: Tool,
    pub cfg: SampleConfig,
    pub cache: QueryCache,
    candidates: AtomicUsize,
    memo_hits: AtomicUsize,
    queries: AtomicUsize,
    runs: AtomicU64,
    budget: AtomicU64,
    extractions: AtomicUsize,
}

impl Sampler {
    pub fn new(tool: Tool, cfg: SampleConfig, cache: QueryCache) -> Sampler {
        Sampler {
            tool,
            cfg,
            cache,
            candidates: AtomicUsize::new(0),
            memo_hits: AtomicUsize::new(0),
            queries: AtomicUsize::new(0),
            runs: AtomicU64::new(0),
            budget: AtomicU64::new(0),
            extractions: AtomicUsize::new(0),
        }
    }

    /// Samples `query` until its category is settled (or the budget is spent). A scratch
    /// directory that cannot be made counts as a query without runs: inconclusive.
    pub fn measure(&self, query: &Query) -> QueryStability {
        self.queries.fetch_add(1, Ordering::Relaxed);
        let q = match tempfile::tempdir() {
            Ok(dir) => sample_query(&self.tool.solver, &self.cache, query, &self.cfg, dir.path()),
            Err(_) => QueryStability::new(
                query.name.clone(),
                crate::stats::Category::Inconclusive,
                Vec::new(),
                self.cfg.budget(),
            ),
        };
        self.runs.fetch_add(u64::from(q.runs()), Ordering::Relaxed);
        self.budget.fetch_add(u64::from(q.budget), Ordering::Relaxed);
        q
    }

    /// The solver's answer to the unperturbed query (one cached run).
    pub fn answer(&self, query: &Query) -> Answer {
        let Ok(dir) = tempfile::tempdir() else { return Answer::Error };
        let script = self.tool.solver.script(&Perturbation::identity().apply(query));
        self.cache.solve_script(&self.tool.solver, &script, dir.path(), self.cfg.timeout).0.answer
    }

    pub fn note_candidate(&self, memo_hit: bool) {
        self.candidates.fetch_add(1, Ordering::Relaxed);
        if memo_hit {
            self.memo_hits.fetch_add(1, Ordering::Relaxed);
        }
    }

    pub fn note_extraction(&self) {
        self.extractions.fetch_add(1, Ordering::Relaxed);
    }

    pub fn stats(&self) -> SampleStats {
        SampleStats {
            candidates: self.candidates.load(Ordering::Relaxed),
            memo_hits: self.memo_hits.load(Ordering::Relaxed),
            queries_sampled: self.queries.load(Ordering::Relaxed),
            runs: self.runs.load(Ordering::Relaxed),
            budget: self.budget.load(Ordering::Relaxed),
            extractions: self.extractions.load(Ordering::Relaxed),
        }
    }
}

/// The success rate of a sampled query over all its methods, with its Wilson interval:
/// `success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]`.
pub fn rate(q: &QueryStability) -> Option<RateSummary> {
    let (s, n) = (q.successes(), q.runs());
    RateSummary::of(&Tally::from_counts(s, n.saturating_sub(s)), CONFIDENCE).ok()
}

/// `rate` as text, or `no runs`.
pub fn rate_text(q: &QueryStability) -> String {
    match rate(q) {
        Some(r) if q.runs() > 0 => r.to_string(),
        _ => "no runs".into(),
    }
}

/// Number of entries in a query cache directory (each is one real solver run that ended with an
/// answer); 0 when the directory does not exist yet.
pub fn cache_entries(cache: &QueryCache) -> usize {
    std::fs::read_dir(cache.dir())
        .map(|d| d.filter_map(Result::ok).filter(|e| e.path().extension().is_some_and(|x| x == "toml")).count())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::perturbation::mutate::Method;
    use crate::stats::Category;

    fn qs(s: u32, f: u32) -> QueryStability {
        QueryStability::new("q", Category::Unstable, vec![(Method::Reseed, Tally::from_counts(s, f))], 40)
    }

    #[test]
    fn rates_have_wilson_intervals() {
        assert_eq!(rate_text(&qs(5, 3)), "success rate 5/8 = 62.5%, 95% CI [30.6%, 86.3%]");
        assert_eq!(rate_text(&qs(0, 0)), "no runs");
        let s = SampleStats { runs: 30, budget: 100, ..SampleStats::default() };
        assert_eq!(s.saved(), 70);
    }
}
