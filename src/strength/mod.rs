//! Spec strength (`wobble strength`): what does a proof actually check? Every
//! semantics-*changing* mutant of a seed's implementation bodies ([`crate::mutation::changing`])
//! is verified once against the unchanged contracts: a mutant that fails is **killed**, one
//! that still verifies **survives** and shows behaviour the contract does not pin down.
//!
//! The pipeline of one seed ([`run::run_seed`]):
//! 1. the seed (as printed) must verify, else it is skipped;
//! 2. [`enumerate`]: every change site, or an evenly spread subset of `--max-mutants` of them;
//! 3. [`prune`]: Boogie's verification conditions (the SMT layer's query texts, through its
//!    prover log) of every mutant; a mutant whose VCs are byte-identical to the seed's or to an
//!    earlier mutant's is **equivalent** and not verified (Trivial Compiler Equivalence); identity
//!    after normalizing quantifier ids is recorded as information only;
//! 4. the other mutants are verified once: killed, survived, timeout, unknown (or invalid when
//!    Boogie rejects the mutant);
//! 5. survivors are re-checked under the stability layer's sampling ([`crate::stability`]): a
//!    survivor whose queries are not stably proved is reported as **unstable**, not as a survivor;
//! 6. [`csv`], [`summary`] (per-procedure kill rates, survivors, text) and [`html`] report.

pub mod csv;
pub mod enumerate;
pub mod error;
pub mod html;
pub mod prune;
pub mod run;
pub mod summary;

pub use error::StrengthError;
pub use run::{run_seed, SeedReport, Settings};

use crate::stats::Category;
use std::fmt;

/// What became of one mutant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MutantOutcome {
    /// The verifier rejected the mutant against the seed's contracts.
    Killed,
    /// The mutant verified, and its queries were stably proved under sampling.
    Survived,
    /// The mutant verified once, but sampling did not prove its queries stably.
    Unstable,
    Timeout,
    Unknown,
    /// Its VCs are byte-identical to the seed's or to an earlier mutant's: not verified.
    Equivalent,
    /// Boogie rejected the mutant (parse or type error): not a mutant at all.
    Invalid,
}

impl MutantOutcome {
    pub const ALL: [MutantOutcome; 7] = [
        MutantOutcome::Killed,
        MutantOutcome::Survived,
        MutantOutcome::Unstable,
        MutantOutcome::Timeout,
        MutantOutcome::Unknown,
        MutantOutcome::Equivalent,
        MutantOutcome::Invalid,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MutantOutcome::Killed => "killed",
            MutantOutcome::Survived => "survived",
            MutantOutcome::Unstable => "unstable",
            MutantOutcome::Timeout => "timeout",
            MutantOutcome::Unknown => "unknown",
            MutantOutcome::Equivalent => "equivalent",
            MutantOutcome::Invalid => "invalid",
        }
    }

    /// Whether the mutant counts in the kill rate's denominator (verified, not equivalent, valid).
    pub fn counts(self) -> bool {
        !matches!(self, MutantOutcome::Equivalent | MutantOutcome::Invalid)
    }
}

impl fmt::Display for MutantOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The stability re-check of a mutant that verified.
#[derive(Clone, Debug, PartialEq)]
pub struct Recheck {
    pub category: Category,
    /// The queries' runs (the sample size, joint runs' extra solver runs not counted), and how
    /// many of them proved their query.
    pub runs: u32,
    pub successes: u32,
}

/// One mutant's row of the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub seed: String,
    pub procedure: String,
    /// The operator kind ([`crate::mutation::changing::ChangeKind`]).
    pub operator: String,
    /// The change's text, e.g. `delete(0@s9)`.
    pub change: String,
    /// `FILE:LINE:COL` in the seed.
    pub location: String,
    pub outcome: MutantOutcome,
    /// For an equivalent mutant: `seed` or the change it repeats.
    pub equivalent_to: Option<String>,
    /// Information only: the mutant's VCs equal the seed's or an earlier mutant's once quantifier
    /// ids are normalized (that one's name), while not byte-identical.
    pub normalized_equal_to: Option<String>,
    pub recheck: Option<Recheck>,
    /// `before  =>  after`.
    pub diff: String,
    /// Seconds of the one verifier run (0 when not verified).
    pub time_s: f64,
}
