//! `--stop-on-finding`'s judge: each flip of the classified tool classified as the run finds it,
//! in the family the run fixed before it started ([`super::family`]), so that a seed stops at its
//! first finding that counts.

use super::classifier::{flip_line, lock, Classifier, FlipRef, ReportFlips};
use super::family::{classify_one, FamilyPlan, Flips};
use super::findings_csv::{FindingKey, FindingRow};
use super::options::CLASSIFIED_TOOL;
use crate::error::{Error, Result};
use crate::util::progress::{Progress, Stderr};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// `--stop-on-finding`: classifies each flip as the run finds it, so that a seed's remaining
/// mutants are skipped once one of its flips counts (encoding or mutant-unstable, not
/// contradicted by Boogie; seed-unstable too with --count-seed-unstable) or is a `front-end`
/// finding (a mutant the tool's front end rejects: no sampling needed). A flip it cannot sample
/// gets a row that says why; only an interruption stops the run. Its family is every
/// mutant the run plans for the classified tool, fixed before the run (see
/// [`crate::classify::family`]): a flip it counts counts after the run too. The rows it
/// classified are kept for the `--classify` step after the run, which does not sample them again.
/// It judges inside the runner's workers, so its lines go to standard error like the runner's
/// progress (none when `quiet`), and it samples on one thread: the worker that judges is one of
/// the runner's `-j`, and the others go on running tools meanwhile.
pub struct ClassifyJudge {
    classifier: Arc<Classifier>,
    plan: FamilyPlan,
    /// One thread (see above).
    pool: rayon::ThreadPool,
    progress: Stderr,
    rows: Mutex<HashMap<FindingKey, FindingRow>>,
    /// An interruption while judging: the run then starts no new runs, and it is reported after
    /// the run (a flip that cannot be classified is a row, not an error).
    error: Mutex<Option<Error>>,
}

impl ClassifyJudge {
    /// The judge of a run that plans `planned` mutant runs of the classified tool, sampling on
    /// `pool` (one thread: see above).
    pub fn new(
        classifier: Arc<Classifier>,
        planned: usize,
        count_seed_unstable: bool,
        quiet: bool,
        pool: rayon::ThreadPool,
    ) -> ClassifyJudge {
        ClassifyJudge {
            plan: classifier.plan(planned, count_seed_unstable),
            classifier,
            pool,
            progress: Stderr { quiet },
            rows: Mutex::new(HashMap::new()),
            error: Mutex::new(None),
        }
    }

    /// The family's size: every mutant the run plans for the classified tool.
    pub fn family_size(&self) -> usize {
        self.plan.size
    }

    /// The rows classified during the run, and the first error, if any.
    pub fn finish(&self) -> Result<HashMap<FindingKey, FindingRow>> {
        if let Some(e) = lock(&self.error).take() {
            return Err(e);
        }
        Ok(std::mem::take(&mut *lock(&self.rows)))
    }
}

impl crate::runner::FlipJudge for ClassifyJudge {
    fn is_finding(&self, r: &crate::runner::RunRecord) -> bool {
        if r.outcome.rejected() {
            // The runner judged it well-formed (an ill-formed one is `invalid_mutant`).
            self.progress.line(&format!("[stop-on-finding] {} {}: front-end ({})", r.seed, r.path, r.detail));
            return true;
        }
        if r.tool != CLASSIFIED_TOOL || !r.outcome.is_verification() || lock(&self.error).is_some() {
            return false;
        }
        let flip = FlipRef {
            seed: &r.seed,
            group: &r.group,
            tool: &r.tool,
            batch: &r.batch,
            mutant: r.mutant.unwrap_or(0),
            chain: &r.chain,
            path: &r.path,
        };
        let Some(entry) = self.classifier.entry(&flip) else { return false };
        let flips = ReportFlips { classifier: &self.classifier, entries: vec![entry] };
        match self.pool.install(|| classify_one(&flips, 0, &self.plan)) {
            Ok((row, _)) => {
                self.progress.line(&format!("[stop-on-finding] {} {}: {}", r.seed, r.path, flip_line(&row)));
                let counts = self.plan.counts(row.class);
                lock(&self.rows).insert(FindingKey::new(&r.seed, &r.tool, &r.batch, flip.mutant), row);
                counts
            }
            Err(e) => match flips.unclassified(0, e) {
                Ok(row) => {
                    self.progress.line(&format!("warning: {} {}: {}", r.seed, r.path, row.detail));
                    lock(&self.rows).insert(FindingKey::new(&r.seed, &r.tool, &r.batch, flip.mutant), row);
                    false
                }
                Err(e) => {
                    lock(&self.error).get_or_insert(e);
                    false
                }
            },
        }
    }

    fn failed(&self) -> bool {
        lock(&self.error).is_some()
    }
}
