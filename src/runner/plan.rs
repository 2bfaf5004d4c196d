//! What the runner is asked to do: [`Job`]s (one verifier run of one program), the identity of a
//! run in the results ([`RunKey`]), and the planning step that orders jobs (seed runs first),
//! drops the ones already recorded, and groups identical programs so that each is verified once.

use crate::store::record::{BatchName, RunRecord, SEED_BATCH};
use crate::syntax::source::ProgramText;
use crate::util::hash::sha256_hex_parts;
use crate::verifiers::{Outcome, RunResult, Verifier};
use std::collections::HashSet;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// The metadata of one run: every column of a [`RunRecord`] that is known before the verifier
/// runs (the tool label comes from the job's verifier).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RunMeta {
    /// Seed file path (the seed's identity in tables).
    pub seed: String,
    /// Seed group (A, D, E, ... or the seed's folder name).
    pub group: String,
    /// [`SEED_BATCH`] for the seed's own run, else `M*`, `M_S1`, ...
    pub batch: BatchName,
    /// Mutant index within its batch (1-based); `None` for the seed's own run.
    pub mutant: Option<u32>,
    /// Operator chain from seed to mutant; empty for the seed.
    pub chain: String,
    /// The RNG seed the mutant was generated from.
    pub rng_seed: u64,
    /// Where the program lives, relative to the results directory.
    pub path: String,
}

impl RunMeta {
    /// Metadata of the seed's own run.
    pub fn seed_run(seed: impl Into<String>, group: impl Into<String>, path: impl Into<String>) -> RunMeta {
        RunMeta {
            seed: seed.into(),
            group: group.into(),
            batch: SEED_BATCH.to_string(),
            mutant: None,
            chain: String::new(),
            rng_seed: 0,
            path: path.into(),
        }
    }

    /// True for the run of the seed itself (batch `seed`).
    pub fn is_seed(&self) -> bool {
        self.batch == SEED_BATCH
    }
}

/// One verifier run to make: a program, the verifier configuration to run it with, and the
/// metadata written next to its outcome.
#[derive(Clone)]
pub struct Job {
    pub meta: RunMeta,
    pub program: ProgramText,
    pub verifier: Arc<dyn Verifier>,
}

impl Job {
    pub fn new(meta: RunMeta, program: ProgramText, verifier: Arc<dyn Verifier>) -> Job {
        Job { meta, program, verifier }
    }

    /// The identity of this run in a results CSV.
    pub fn key(&self) -> RunKey {
        RunKey {
            seed: self.meta.seed.clone(),
            batch: self.meta.batch.clone(),
            mutant: self.meta.mutant,
            tool: self.verifier.label().to_string(),
        }
    }

    /// The row for this job given the (possibly confirmed) result of its run.
    pub fn record(&self, result: &RunResult, repeats: u32, program_hash: &str) -> RunRecord {
        RunRecord {
            seed: self.meta.seed.clone(),
            group: self.meta.group.clone(),
            batch: self.meta.batch.clone(),
            mutant: self.meta.mutant,
            chain: self.meta.chain.clone(),
            rng_seed: self.meta.rng_seed,
            tool: self.verifier.label().to_string(),
            tool_version: if result.tool_version.is_empty() {
                self.verifier.version().to_string()
            } else {
                result.tool_version.clone()
            },
            outcome: result.outcome,
            verified: result.verified,
            errors: result.errors,
            time_s: result.time_s,
            repeats,
            program_hash: program_hash.to_string(),
            path: self.meta.path.clone(),
            detail: result.detail.clone(),
            queries: result.queries.map(|q| q.total),
            reused: result.queries.map(|q| q.reused),
            level: result.level,
        }
    }
}

impl fmt::Debug for Job {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job")
            .field("meta", &self.meta)
            .field("tool", &self.verifier.label())
            .field("program_hash", &self.program.content_hash())
            .finish()
    }
}

/// The identity of a run in a results CSV: `--resume` skips jobs whose key is already recorded.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RunKey {
    pub seed: String,
    pub batch: BatchName,
    pub mutant: Option<u32>,
    pub tool: String,
}

impl RunKey {
    pub fn of_record(r: &RunRecord) -> RunKey {
        RunKey { seed: r.seed.clone(), batch: r.batch.clone(), mutant: r.mutant, tool: r.tool.clone() }
    }
}

impl fmt::Display for RunKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mutant {
            Some(m) => write!(f, "{} {} #{} [{}]", self.seed, self.batch, m, self.tool),
            None => write!(f, "{} {} [{}]", self.seed, self.batch, self.tool),
        }
    }
}

/// The seed and tool a run belongs to: the scope of `stop_on_first`.
pub type SeedTool = (String, String);

/// The paper's flip: the seed verifies and an equivalent mutant does not (a mutant the tool's
/// front end rejected is no verification flip: see [`Outcome::is_verification`]).
pub fn is_flip(seed: Outcome, mutant: Outcome) -> bool {
    seed.passes() && !mutant.passes() && mutant.is_verification()
}

/// The cache identity of a run: program text, verifier configuration and time limit.
pub fn cache_key(program_hash: &str, verifier_key: &str, timeout: Duration) -> String {
    let millis = timeout.as_millis().to_string();
    sha256_hex_parts([program_hash, verifier_key, &millis].map(str::as_bytes))
}

/// The cache identity of one planned job.
#[derive(Debug)]
pub struct Planned {
    pub job: Job,
    /// [`ProgramText::content_hash`] of the job's program.
    pub program_hash: String,
    /// [`cache_key`] of program, verifier and timeout.
    pub cache_key: String,
}

/// The jobs of one invocation after ordering and resume filtering.
#[derive(Debug)]
pub struct Plan {
    /// Jobs to run in schedule order: seed runs first, otherwise in the given order.
    pub jobs: Vec<Planned>,
    /// Jobs dropped because their key was already recorded (or given twice).
    pub already_done: usize,
}

impl Plan {
    /// Orders `jobs` (seed runs first, stable) and drops those whose key is in `done` or repeats
    /// an earlier job's key.
    pub fn new(jobs: Vec<Job>, done: &HashSet<RunKey>, timeout: Duration) -> Plan {
        let (seeds, mutants): (Vec<Job>, Vec<Job>) = jobs.into_iter().partition(|j| j.meta.is_seed());
        let mut seen: HashSet<RunKey> = HashSet::new();
        let mut kept = Vec::new();
        let mut already_done = 0;
        for job in seeds.into_iter().chain(mutants) {
            let key = job.key();
            if done.contains(&key) || !seen.insert(key) {
                already_done += 1;
                continue;
            }
            let program_hash = job.program.content_hash();
            let cache_key = cache_key(&program_hash, &job.verifier.cache_key(), timeout);
            kept.push(Planned { job, program_hash, cache_key });
        }
        Plan { jobs: kept, already_done }
    }
}
