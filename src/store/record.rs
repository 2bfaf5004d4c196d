//! The row schema of `runs.csv` / `results.csv`: one row per verifier run of a seed or a mutant.
//! Written by the runner (flushed row by row), read back by `--resume`, `wobble table`,
//! `wobble compare` and `wobble minimize`.

use crate::verifiers::outcome::{Outcome, VerdictLevel};
use serde::{Deserialize, Serialize};

/// The batch a seed run or a mutant belongs to: the paper's M* (all operators but G2), M_J (only
/// operator J), or the seed itself. Stored in the CSV as `seed`, `M*`, `M_S1`, ... `M_G2`,
/// or any other name a user gives a custom batch (e.g. `enum_S1` for the Fig. 1 permutations).
pub type BatchName = String;

/// Batch name used for the runs of the seed itself.
pub const SEED_BATCH: &str = "seed";
/// Batch name of the paper's general batch.
pub const STAR_BATCH: &str = "M*";

/// The last columns of [`COLUMNS`] that results files written before them lack, some or all
/// (`queries` and `reused` came together, `level` later): such files are read, with the missing
/// columns empty, but not appended to.
pub const LATER_COLUMNS: usize = 3;

/// Whether a header is one wobble writes or wrote: [`COLUMNS`], or [`COLUMNS`] without some of
/// its [`LATER_COLUMNS`] (those of an older wobble).
pub fn known_header<'a>(header: impl IntoIterator<Item = &'a str>) -> bool {
    let header: Vec<&str> = header.into_iter().collect();
    header.len() >= COLUMNS.len() - LATER_COLUMNS && header.len() <= COLUMNS.len() && header == COLUMNS[..header.len()]
}

/// The CSV header: the field names of [`RunRecord`], in order (checked by a test).
pub const COLUMNS: [&str; 19] = [
    "seed",
    "group",
    "batch",
    "mutant",
    "chain",
    "rng_seed",
    "tool",
    "tool_version",
    "outcome",
    "verified",
    "errors",
    "time_s",
    "repeats",
    "program_hash",
    "path",
    "detail",
    "queries",
    "reused",
    "level",
];

/// One row of the results CSV. Column order is the field order below.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunRecord {
    /// Seed file path as given / relative to the seeds directory (the seed's identity in tables).
    pub seed: String,
    /// Seed group (the paper's A, D, E, P, S, T style; by default the seed's folder name).
    pub group: String,
    /// `seed`, `M*`, `M_S1`, ...
    pub batch: BatchName,
    /// Mutant index within its batch (1-based); empty for the seed's own run.
    pub mutant: Option<u32>,
    /// The operator chain from seed to mutant, e.g. `S1(0,3) L3(p:1) G1(p:ensures)`; empty for the seed.
    pub chain: String,
    /// The RNG seed the mutant was generated from (the user's `--rng-seed`).
    pub rng_seed: u64,
    /// Tool configuration label (`boogie`, `cvc4`, `why3`, `boogie-z3-4.13.0`, ...).
    pub tool: String,
    /// Versions reported by the binaries themselves.
    pub tool_version: String,
    pub outcome: Outcome,
    pub verified: u32,
    pub errors: u32,
    /// Wall-clock seconds (for confirmed timeouts: of the first run).
    pub time_s: f64,
    /// How many times the run was repeated to confirm a timeout (0 when not repeated).
    pub repeats: u32,
    /// Content hash of the program text(s) verified (the cache key, tool excluded).
    pub program_hash: String,
    /// Where the program lives (mutant file or folder), relative to the results directory.
    pub path: String,
    /// Short detail from the tool (first error, unsupported construct...).
    pub detail: String,
    /// Query-level runs (`--level smt`): the program's queries; empty for Boogie-level runs
    /// (and in files written before this column existed).
    #[serde(default)]
    pub queries: Option<u32>,
    /// Query-level runs: how many of those queries were answered from the query cache.
    #[serde(default)]
    pub reused: Option<u32>,
    /// For the Boogie tools, whose verdict the row is: `boogie` (a Boogie run's) or `smt` (the
    /// query level's alone, `--level smt`: z3 on the program's logged queries, no Boogie run).
    /// Empty for the other tools, and in files written before this column existed.
    #[serde(default)]
    pub level: Option<VerdictLevel>,
}

#[cfg(test)]
impl RunRecord {
    /// A row for unit tests: `tool`'s run of mutant 1 of `batch` (of the seed itself for
    /// [`SEED_BATCH`]) of `seed` in `group`, chain `chain`, RNG seed 1, with `outcome`; nothing
    /// measured.
    pub fn sample(seed: &str, group: &str, batch: &str, chain: &str, tool: &str, outcome: Outcome) -> RunRecord {
        RunRecord {
            seed: seed.into(),
            group: group.into(),
            batch: batch.into(),
            mutant: (batch != SEED_BATCH).then_some(1),
            chain: chain.into(),
            rng_seed: 1,
            tool: tool.into(),
            tool_version: String::new(),
            outcome,
            verified: 0,
            errors: 0,
            time_s: 0.0,
            repeats: 0,
            program_hash: String::new(),
            path: String::new(),
            detail: String::new(),
            queries: None,
            reused: None,
            level: None,
        }
    }
}
