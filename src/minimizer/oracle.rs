//! The minimizer's oracle: does a candidate seed/mutant pair still flip?
//!
//! A pair flips when the seed candidate is [`Outcome::Verified`] and the mutant candidate has
//! the same outcome as the original mutant (a failure stays a failure, a timeout a timeout).
//! Verdicts of single runs are cached by program content with the runner's cache key (SHA-256 of
//! the text, the verifier's cache key and the timeout), in memory and optionally on disk in the
//! runner's cache format ([`DiskCache`]: a results directory's `.cache/` can be reused), and
//! verdicts of pairs in memory, so candidates that print the same are never verified twice. A
//! run that ends in a tool error is retried as the runner retries it
//! ([`verify_retrying`]) and never cached. Seed and mutant of a
//! candidate run in parallel. With `repeats > 1`, a "still flips" verdict is confirmed by
//! `repeats - 1` more (uncached) runs of both programs, all of which must agree, so that the
//! reduction never settles on a candidate whose flip is noise.

use crate::error::{ErrorKind, HasKind};
use crate::runner::plan::cache_key;
use crate::runner::{verify_retrying, CacheEntry, CancelFlag, DiskCache};
use crate::syntax::source::ProgramText;
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// How the oracle runs the verifier.
#[derive(Clone, Debug)]
pub struct OracleConfig {
    /// Wall-clock limit per verifier run.
    pub timeout: Duration,
    /// Runs that must agree before a pair counts as flipping (at least 1).
    pub repeats: usize,
    /// A directory that keeps single-run verdicts across invocations, in the runner's cache
    /// format (e.g. a results directory's `.cache/`).
    pub cache_dir: Option<PathBuf>,
    /// Run seed and mutant of a candidate at the same time. Otherwise the seed runs first and the
    /// mutant only if the seed verified, which saves the mutant's run for every candidate whose
    /// seed no longer verifies (the common case when a needed declaration is removed); when
    /// candidates are tested in parallel anyway, this costs no wall time.
    pub parallel_pair: bool,
}

/// Why the original pair is not a brittle pair for this verifier.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BaselineError {
    #[error("the seed does not verify: {outcome} ({detail})")]
    SeedNotVerified { outcome: Outcome, detail: String },
    #[error("the mutant verifies too: nothing flips")]
    MutantVerified,
    #[error("the mutant's outcome {outcome} is not a verification failure, timeout or unknown ({detail})")]
    MutantNotBrittle { outcome: Outcome, detail: String },
    #[error("the flip is not stable: run {run} of {repeats} gave seed {seed}, mutant {mutant} (expected verified, {expected})")]
    Unstable { run: usize, repeats: usize, seed: Outcome, mutant: Outcome, expected: Outcome },
}

/// The pair the user gave is not a brittle pair: bad input.
impl HasKind for BaselineError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Counters of the oracle's work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OracleStats {
    /// Verifier runs actually started.
    pub verifier_calls: usize,
    /// Single runs and pair verdicts answered from a cache.
    pub cache_hits: usize,
    /// Candidates rejected by the caller's pre-filter before any verifier run.
    pub prefiltered: usize,
    /// Pair questions asked.
    pub checks: usize,
}

/// See the module documentation.
pub struct Oracle<'v> {
    verifier: &'v dyn Verifier,
    config: OracleConfig,
    expected: Outcome,
    runs: Mutex<HashMap<String, Outcome>>,
    pairs: Mutex<HashMap<(String, String), bool>>,
    disk: Option<DiskCache>,
    cancel: CancelFlag,
    work: tempfile::TempDir,
    verifier_calls: AtomicUsize,
    cache_hits: AtomicUsize,
    prefiltered: AtomicUsize,
    checks: AtomicUsize,
}

/// Errors setting up the oracle (its working directory or cache file).
#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    #[error("cannot create a working directory")]
    Workdir(#[source] std::io::Error),
    #[error("cannot use cache directory {}", path.display())]
    CacheDir { path: PathBuf, source: std::io::Error },
}

impl HasKind for OracleError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Failure
    }
}

impl<'v> Oracle<'v> {
    /// An oracle with empty in-memory caches (the cache directory, if any, is created and read
    /// on demand). The expected mutant outcome is `Failed` until [`Oracle::baseline`]
    /// establishes it.
    pub fn new(verifier: &'v dyn Verifier, config: OracleConfig) -> Result<Oracle<'v>, OracleError> {
        let work = tempfile::Builder::new().prefix("wobble-minimize-").tempdir().map_err(OracleError::Workdir)?;
        let disk = match &config.cache_dir {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|source| OracleError::CacheDir { path: dir.clone(), source })?;
                Some(DiskCache::new(dir))
            }
            None => None,
        };
        Ok(Oracle {
            verifier,
            config: OracleConfig { repeats: config.repeats.max(1), ..config },
            expected: Outcome::Failed,
            runs: Mutex::new(HashMap::new()),
            pairs: Mutex::new(HashMap::new()),
            disk,
            cancel: CancelFlag::new(),
            work,
            verifier_calls: AtomicUsize::new(0),
            cache_hits: AtomicUsize::new(0),
            prefiltered: AtomicUsize::new(0),
            checks: AtomicUsize::new(0),
        })
    }

    /// The mutant outcome a candidate must reproduce.
    pub fn expected(&self) -> Outcome {
        self.expected
    }

    /// The verifier's label.
    pub fn verifier_label(&self) -> &str {
        self.verifier.label()
    }

    pub fn stats(&self) -> OracleStats {
        OracleStats {
            verifier_calls: self.verifier_calls.load(Ordering::Relaxed),
            cache_hits: self.cache_hits.load(Ordering::Relaxed),
            prefiltered: self.prefiltered.load(Ordering::Relaxed),
            checks: self.checks.load(Ordering::Relaxed),
        }
    }

    /// Counts a candidate that the caller rejected without asking (see [`OracleStats::prefiltered`]).
    pub fn note_prefiltered(&self) {
        self.checks.fetch_add(1, Ordering::Relaxed);
        self.prefiltered.fetch_add(1, Ordering::Relaxed);
    }

    fn key(&self, p: &ProgramText) -> String {
        cache_key(&p.content_hash(), &self.verifier.cache_key(), self.config.timeout)
    }

    /// One real, uncached verifier run in a fresh directory (retried while it ends in a tool
    /// error, as the runner does).
    pub fn run_uncached(&self, p: &ProgramText) -> RunResult {
        let mut runs = 0;
        let result = verify_retrying(self.verifier, p, self.config.timeout, self.work.path(), &self.cancel, &mut runs);
        self.verifier_calls.fetch_add(runs.max(1) as usize, Ordering::Relaxed);
        match result {
            Ok(r) => r,
            Err(e) => RunResult::tool_error(
                format!("cannot create a working directory: {e}"),
                String::new(),
                self.verifier.version(),
            ),
        }
    }

    fn cached(&self, key: &str) -> Option<Outcome> {
        let mut hit = self.runs.lock().ok().and_then(|m| m.get(key).copied());
        if hit.is_none() {
            hit = self.disk.as_ref().and_then(|d| d.get(key)).map(|e| e.result.outcome);
            if let (Some(o), Ok(mut m)) = (hit, self.runs.lock()) {
                m.insert(key.to_string(), o);
            }
        }
        if hit.is_some() {
            self.cache_hits.fetch_add(1, Ordering::Relaxed);
        }
        hit
    }

    /// Remembers a run's verdict (tool errors are not facts about the program: never cached).
    fn remember(&self, key: String, r: &RunResult) {
        if !CacheEntry::cacheable(r) {
            return;
        }
        if let Some(d) = &self.disk {
            // A cache that cannot be written only costs time later: ignore write errors.
            let _ = d.put(&key, &CacheEntry { repeats: 0, result: r.clone() });
        }
        if let Ok(mut m) = self.runs.lock() {
            m.insert(key, r.outcome);
        }
    }

    /// The outcome of one program, from the cache or a run.
    pub fn outcome(&self, p: &ProgramText) -> Outcome {
        let key = self.key(p);
        if let Some(o) = self.cached(&key) {
            return o;
        }
        let r = self.run_uncached(p);
        self.remember(key, &r);
        r.outcome
    }

    /// Verifies the original pair (`repeats` times) and fixes the outcome candidates must keep.
    pub fn baseline(&mut self, seed: &ProgramText, mutant: &ProgramText) -> Result<Outcome, BaselineError> {
        let repeats = self.config.repeats;
        let mut expected = None;
        for run in 1..=repeats {
            let (s, m) = rayon::join(|| self.run_uncached(seed), || self.run_uncached(mutant));
            if let Some(e) = expected {
                if s.outcome != Outcome::Verified || m.outcome != e {
                    return Err(BaselineError::Unstable {
                        run,
                        repeats,
                        seed: s.outcome,
                        mutant: m.outcome,
                        expected: e,
                    });
                }
                continue;
            }
            if s.outcome != Outcome::Verified {
                return Err(BaselineError::SeedNotVerified { outcome: s.outcome, detail: s.detail });
            }
            match m.outcome {
                Outcome::Verified => return Err(BaselineError::MutantVerified),
                Outcome::Failed | Outcome::Timeout | Outcome::Unknown | Outcome::OutOfResource => {}
                other => return Err(BaselineError::MutantNotBrittle { outcome: other, detail: m.detail }),
            }
            self.remember(self.key(seed), &s);
            self.remember(self.key(mutant), &m);
            expected = Some(m.outcome);
        }
        let e = expected.unwrap_or(Outcome::Failed);
        self.expected = e;
        if let Ok(mut pairs) = self.pairs.lock() {
            pairs.insert((seed.content_hash(), mutant.content_hash()), true);
        }
        Ok(e)
    }

    /// Whether the candidate pair still flips (see the module documentation).
    pub fn flips(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        self.checks.fetch_add(1, Ordering::Relaxed);
        let pair_key = (seed.content_hash(), mutant.content_hash());
        if let Some(v) = self.pairs.lock().ok().and_then(|m| m.get(&pair_key).copied()) {
            self.cache_hits.fetch_add(1, Ordering::Relaxed);
            return v;
        }
        let verdict = self.decide(seed, mutant);
        if let Ok(mut m) = self.pairs.lock() {
            m.insert(pair_key, verdict);
        }
        verdict
    }

    fn decide(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        let (sk, mk) = (self.key(seed), self.key(mutant));
        let (sc, mc) = (self.cached(&sk), self.cached(&mk));
        // A cached answer that already decides "no" spares the other run.
        if sc.is_some_and(|o| o != Outcome::Verified) || mc.is_some_and(|o| o != self.expected) {
            return false;
        }
        let (s, m) = match (sc, mc) {
            (Some(s), Some(m)) => (s, m),
            (Some(s), None) => (s, self.outcome(mutant)),
            (None, Some(m)) => (self.outcome(seed), m),
            (None, None) if self.config.parallel_pair => rayon::join(|| self.outcome(seed), || self.outcome(mutant)),
            (None, None) => {
                let s = self.outcome(seed);
                if s != Outcome::Verified {
                    return false;
                }
                (s, self.outcome(mutant))
            }
        };
        if s != Outcome::Verified || m != self.expected {
            return false;
        }
        for _ in 1..self.config.repeats {
            let (s, m) = rayon::join(|| self.run_uncached(seed), || self.run_uncached(mutant));
            if s.outcome != Outcome::Verified || m.outcome != self.expected {
                return false;
            }
        }
        true
    }

    /// The oracle's scratch directory (removed when the oracle is dropped).
    pub fn workdir(&self) -> &Path {
        self.work.path()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minimizer::testutil::TextRule;

    /// A stand-in for a tool in unit tests of the caching logic: `fail` in the text fails,
    /// `slow` times out, `flaky` alternates between failing and verifying; everything else verifies.
    fn rule() -> TextRule<impl Fn(&str, &Path) -> Outcome + Send + Sync> {
        let flaky_calls = AtomicUsize::new(0);
        TextRule::new("text-rule", move |text: &str, workdir: &Path| {
            assert!(workdir.is_dir());
            let n = if text.contains("flaky") { flaky_calls.fetch_add(1, Ordering::SeqCst) } else { 1 };
            if text.contains("slow") {
                Outcome::Timeout
            } else if text.contains("fail") || (text.contains("flaky") && n % 2 == 0) {
                Outcome::Failed
            } else {
                Outcome::Verified
            }
        })
    }

    fn cfg(repeats: usize) -> OracleConfig {
        OracleConfig { timeout: Duration::from_secs(1), repeats, cache_dir: None, parallel_pair: true }
    }

    fn t(s: &str) -> ProgramText {
        ProgramText::single("x.bpl", s)
    }

    #[test]
    fn baseline_needs_a_verified_seed_and_a_failing_mutant() {
        let v = rule();
        let mut o = Oracle::new(&v, cfg(1)).unwrap();
        assert_eq!(o.baseline(&t("ok"), &t("fail")), Ok(Outcome::Failed));
        assert!(matches!(o.baseline(&t("fail"), &t("fail")), Err(BaselineError::SeedNotVerified { .. })));
        assert_eq!(o.baseline(&t("ok"), &t("ok2")), Err(BaselineError::MutantVerified));
        let mut o = Oracle::new(&v, cfg(1)).unwrap();
        assert_eq!(o.baseline(&t("ok"), &t("slow")), Ok(Outcome::Timeout));
        // A timeout must stay a timeout: a failing candidate is a different flip.
        assert!(o.flips(&t("ok 2"), &t("slow 2")));
        assert!(!o.flips(&t("ok 3"), &t("fail 3")));
    }

    #[test]
    fn verdicts_are_cached_by_content() {
        let v = rule();
        let mut o = Oracle::new(&v, cfg(1)).unwrap();
        o.baseline(&t("seed"), &t("fail")).unwrap();
        assert_eq!(o.stats().verifier_calls, 2);
        assert!(o.flips(&t("seed"), &t("fail")), "the original pair is known to flip");
        assert_eq!(o.stats().verifier_calls, 2);
        assert!(o.flips(&t("seed"), &t("fail b")));
        assert_eq!(o.stats().verifier_calls, 3, "the seed's verdict came from the cache");
        assert!(!o.flips(&t("fail c"), &t("fail b")));
        assert_eq!(o.stats().verifier_calls, 4, "a cached mutant verdict plus a failing seed: one run");
        assert!(!o.flips(&t("fail c"), &t("fail d")), "the seed's cached failure decides without a run");
        assert_eq!(o.stats().verifier_calls, 4);
        let s = o.stats();
        let mut seq = Oracle::new(&v, OracleConfig { parallel_pair: false, ..cfg(1) }).unwrap();
        seq.baseline(&t("seed"), &t("fail")).unwrap();
        assert!(!seq.flips(&t("fail e"), &t("fail f")));
        assert_eq!(seq.stats().verifier_calls, 3, "the failing seed spares the mutant's run");
        assert_eq!(s.checks, 4);
        assert!(s.cache_hits >= 4);
    }

    #[test]
    fn repeats_reject_noise() {
        let v = rule();
        let mut o = Oracle::new(&v, cfg(3)).unwrap();
        assert_eq!(o.baseline(&t("s"), &t("fail")), Ok(Outcome::Failed));
        assert_eq!(o.stats().verifier_calls, 6);
        assert!(o.flips(&t("s2"), &t("fail 2")));
        assert_eq!(o.stats().verifier_calls, 12);
        // `flaky` fails on every other call: some confirmation run disagrees.
        assert!(!o.flips(&t("s3"), &t("flaky")));
        let mut o1 = Oracle::new(&v, cfg(1)).unwrap();
        o1.baseline(&t("s"), &t("fail")).unwrap();
        let mut noisy = 0;
        for k in 0..4 {
            noisy += usize::from(o1.flips(&t(&format!("s{k}")), &t(&format!("flaky {k}"))));
        }
        assert!(noisy > 0, "without repeats the noise gets through");
    }

    #[test]
    fn cache_dir_survives_the_oracle() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("sub/.cache");
        let v = rule();
        let conf = OracleConfig { cache_dir: Some(file.clone()), ..cfg(1) };
        {
            let o = Oracle::new(&v, conf.clone()).unwrap();
            assert_eq!(o.outcome(&t("fail x")), Outcome::Failed);
            assert_eq!(o.stats().verifier_calls, 1);
        }
        let o = Oracle::new(&v, conf).unwrap();
        assert_eq!(o.outcome(&t("fail x")), Outcome::Failed);
        assert_eq!(o.stats().verifier_calls, 0);
        assert_eq!(o.stats().cache_hits, 1);
    }
}
