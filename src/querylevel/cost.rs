//! Where a query-level run's time went: the figures `fuzz` and `campaign` print and write to
//! `OUT/cost.toml`.

use serde::Serialize;
use std::fmt;

/// Wall-clock seconds spent by wobble's worker threads in each step (a worker runs one tool
/// process at a time; the tools' CPU time is the caller's `runs_core_s`), and the query counts,
/// over one invocation.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Cost {
    /// Boogie runs of the seeds (with the configured z3; their verdicts are the seeds' rows).
    pub seed_runs_s: f64,
    /// Seeds verified at the query level ahead of their rows (no Boogie run unless a mutant
    /// fails; their extraction and solving count as the mutants').
    pub seeds_ahead: u64,
    /// Boogie runs that only extract VCs (through the log sink), in batches.
    pub extraction_s: f64,
    /// z3 runs on queries not in the cache (seeds' and mutants').
    pub solving_s: f64,
    /// Boogie runs confirming a mutant that failed at the query level.
    pub confirmation_s: f64,
    /// Queries looked up, and how many of them the cache answered.
    pub queries: u64,
    pub reused: u64,
    /// Mutants verified, and how many of them needed a confirming Boogie run.
    pub mutants: u64,
    pub confirmations: u64,
    /// Boogie extraction processes started, and the programs they extracted.
    pub batches: u64,
    pub batched_programs: u64,
    /// Mutants extracted narrowed to what their mutation can have changed (their other VCs are
    /// the seed's), and narrowed ones whose witness disagreed (then extracted whole).
    pub narrowed: u64,
    pub widened: u64,
    /// Narrowed mutants extracted from one program with others of their seed.
    pub together: u64,
    /// Programs of several files (S3 mutants) batched as one file.
    pub one_file: u64,
}

impl Cost {
    /// Total worker seconds: wall time summed over the workers (not CPU time).
    pub fn total_s(&self) -> f64 {
        self.seed_runs_s + self.extraction_s + self.solving_s + self.confirmation_s
    }

    /// Fraction of the queries answered from the cache (0 when there were none).
    pub fn hit_rate(&self) -> f64 {
        if self.queries == 0 {
            0.0
        } else {
            self.reused as f64 / self.queries as f64
        }
    }

    /// Adds `other`'s figures to these.
    pub fn add(&mut self, other: &Cost) {
        self.seed_runs_s += other.seed_runs_s;
        self.seeds_ahead += other.seeds_ahead;
        self.extraction_s += other.extraction_s;
        self.solving_s += other.solving_s;
        self.confirmation_s += other.confirmation_s;
        self.queries += other.queries;
        self.reused += other.reused;
        self.mutants += other.mutants;
        self.confirmations += other.confirmations;
        self.batches += other.batches;
        self.batched_programs += other.batched_programs;
        self.narrowed += other.narrowed;
        self.widened += other.widened;
        self.together += other.together;
        self.one_file += other.one_file;
    }
}

impl fmt::Display for Cost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "query level: {:.1} s of worker time = seeds (boogie) {:.1} ({} seeds verified ahead at the query level) + extraction {:.1} ({} programs in {} boogie \
             runs, {} of several files as one, {} narrowed to what their mutation changed ({} of them sharing a program), {} of \
             them extracted whole after all) + solving {:.1} + \
             confirmation {:.1} ({} of {} mutants); {} of {} queries reused from the cache ({:.0}%)",
            self.total_s(),
            self.seed_runs_s,
            self.seeds_ahead,
            self.extraction_s,
            self.batched_programs,
            self.batches,
            self.one_file,
            self.narrowed + self.widened,
            self.together,
            self.widened,
            self.solving_s,
            self.confirmation_s,
            self.confirmations,
            self.mutants,
            self.reused,
            self.queries,
            100.0 * self.hit_rate()
        )
    }
}
