//! The settings of a classification (the `--classify-*` flags of `fuzz` and `campaign`): what is
//! sampled, how a run's findings are corrected and bounded, and the Boogie layer's settings
//! derived from them. The configuration that extracts the VCs is the pipeline's to resolve.

use super::bound::Factors;
use super::findings::Level;
use super::findings_csv::Settings;
use crate::smt::perturbation::mutate::Method;
use crate::stability::SampleConfig;
use crate::stats::Correction;
use std::time::Duration;

/// The tool whose flips are classified.
pub const CLASSIFIED_TOOL: &str = "boogie";

/// The `--classify-*` settings shared by `fuzz` and `campaign`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassifyOptions {
    pub methods: Vec<Method>,
    /// Budget of z3 runs per query and method.
    pub samples: u32,
    /// Time limit of one z3 run.
    pub timeout: Duration,
    /// RNG seed of the perturbations.
    pub rng_seed: u64,
    /// Reuse the rows of an existing `findings.csv` (`--resume`).
    pub resume: bool,
    pub level: Level,
    /// `--classify-correction`: over the run's findings.
    pub correction: Correction,
    /// `--cost-ratio`: the least mutant/seed resource-count ratio of a `cost` finding (verified
    /// mutants whose unperturbed cost reaches it are tested: [`crate::classify::cost`]).
    pub cost_ratio: f64,
    /// `--classify-rlimit-factor K`, `--classify-time-factor T`: every classification run
    /// stopped at `K` times the seed's unperturbed resource count of the same VC and (SMT layer)
    /// at `T` times its time in CPU time ([`crate::classify::bound`]); each `None`: off.
    pub bound: Factors,
}

/// The time limit of one Boogie run at the Boogie layer: the solver's, for each VC (Boogie's
/// `/timeLimit`, as at the SMT layer); the Boogie backend guards the whole run with a wall-clock
/// limit of its own (mono's start-up, VC generation, and z3 overrunning its limit in nlsat).
pub fn boogie_vc_limit(solver_timeout: Duration) -> Duration {
    solver_timeout
}

impl ClassifyOptions {
    /// The settings a `findings.csv` row records (and `--resume` compares).
    pub fn settings(&self) -> Settings {
        Settings::new(&self.methods, self.samples, self.timeout, self.rng_seed)
    }
}

/// The settings of the Boogie layer: the same budget, reseed only, each VC the solver's limit.
pub fn boogie_config(cfg: &SampleConfig) -> SampleConfig {
    SampleConfig { timeout: boogie_vc_limit(cfg.timeout), methods: vec![Method::Reseed], ..cfg.clone() }
}
