//! Flag groups shared by several subcommands (tools, runs, generation), and the glue that turns
//! them into runner options, verifier lists and results directories.

use super::{bad_input, Global};
use crate::generation::Weights;
use crate::mutation::OpName;
use crate::runner::{install_interrupt_handler, ResultSink, ResultsDir, RunOptions, RunRecord};
use crate::verifiers::Verifier;
use anyhow::Context;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Which verifiers to run.
#[derive(clap::Args, Debug, Clone)]
pub struct ToolArgs {
    /// Verifier configurations, comma-separated. Built in: `boogie` (Boogie 2.4.1 with Z3),
    /// `cvc4` / `cvc5` (Boogie's SMT-LIB encoding solved by CVC4 / cvc5), `why3` (wobble's WhyML translation
    /// proved by Why3 with Z3). Any label defined in the configuration file works too, e.g.
    /// `boogie,boogie-z3-4.13.0`.
    #[arg(long, default_value = "boogie", value_name = "LIST")]
    pub tools: String,
    /// Verifier configuration file (TOML, `[[verifier]]` tables with label, backend, binary
    /// paths and extra arguments). Default: `wobble.toml` in the current directory, if present.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
}

impl ToolArgs {
    /// Builds the verifiers, checking every binary and its version before anything runs.
    pub fn resolve(&self) -> anyhow::Result<Vec<Arc<dyn Verifier>>> {
        crate::verifiers::config::resolve_tools(&self.tools, self.config.as_deref())
            .map_err(|e| super::BadInput(e.to_string()).into())
    }
}

/// How verifier runs are made and where results go.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Wall-clock limit of one verifier run, in seconds (the paper used 20). On expiry the
    /// verifier's whole process tree is killed and the run counts as `timeout`.
    #[arg(long, default_value_t = 20.0, value_name = "SECONDS")]
    pub timeout: f64,
    /// Results directory: `results.csv` (one row per run, flushed as it is written), the
    /// mutants under `mutants/`, and the result cache `.cache/` (reused by later runs).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Continue an interrupted run in the same directory: rows already in `results.csv` are
    /// kept and their runs skipped. Without it, an existing `results.csv` is an error.
    #[arg(long, conflicts_with = "overwrite")]
    pub resume: bool,
    /// Start afresh, replacing an existing `results.csv` (the cache is kept).
    #[arg(long)]
    pub overwrite: bool,
    /// Do not read or write the result cache (identical programs in one run still run once).
    #[arg(long)]
    pub no_cache: bool,
}

impl RunArgs {
    pub fn timeout(&self) -> anyhow::Result<Duration> {
        if !(self.timeout.is_finite() && self.timeout > 0.0) {
            return bad_input(format!("--timeout must be a positive number of seconds, got {}", self.timeout));
        }
        Ok(Duration::from_secs_f64(self.timeout))
    }

    /// Creates the results directory and opens its CSV according to --resume / --overwrite.
    pub fn open(&self) -> anyhow::Result<(ResultsDir, ResultSink)> {
        let dir = ResultsDir::at(&self.out);
        let csv = dir.csv_path();
        if csv.exists() && !self.resume && !self.overwrite {
            return bad_input(format!(
                "{} already exists: use --resume to continue that run, --overwrite to replace it, or another --out",
                csv.display()
            ));
        }
        dir.create().with_context(|| format!("cannot create {}", dir.root().display()))?;
        let sink = if self.resume { ResultSink::append(&csv)? } else { ResultSink::create(&csv)? };
        Ok((dir, sink))
    }

    /// Runner options for this invocation (installs the Ctrl-C handler).
    pub fn options(&self, global: &Global, dir: &ResultsDir, confirm_timeouts: u32) -> anyhow::Result<RunOptions> {
        let mut opts = RunOptions::new(global.jobs(), self.timeout()?);
        opts.quiet = global.quiet;
        opts.confirm_timeouts = confirm_timeouts;
        opts.cache_dir = if self.no_cache { None } else { Some(dir.cache_dir()) };
        if let Err(e) = install_interrupt_handler() {
            eprintln!("warning: cannot install the Ctrl-C handler: {e}");
        }
        Ok(opts)
    }
}

/// Operator weights for random generation.
#[derive(clap::Args, Debug, Clone)]
pub struct WeightArgs {
    /// Operator weights, e.g. `S1=1,L3=2`. Unnamed operators keep their default: 1 for every
    /// operator except G2, which is 0 (G2 removes triggers and is not semantics-preserving in
    /// practice). Weight 0 disables an operator.
    #[arg(long, value_name = "OP=W,...")]
    pub weights: Option<String>,
    /// Use only these operators (weight 1 each), e.g. `--only L3,L4`.
    #[arg(long, value_name = "OP,...", conflicts_with = "weights")]
    pub only: Option<String>,
}

impl WeightArgs {
    pub fn weights(&self) -> anyhow::Result<Weights> {
        if let Some(only) = &self.only {
            let mut ops = Vec::new();
            for name in only.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                match name.parse::<OpName>() {
                    Ok(op) => ops.push(op),
                    Err(e) => return bad_input(format!("--only: {e}")),
                }
            }
            if ops.is_empty() {
                return bad_input("--only needs at least one operator");
            }
            return Ok(Weights::only(&ops));
        }
        match &self.weights {
            Some(text) => {
                Weights::default().with_overrides(text).map_err(|e| super::BadInput(format!("--weights: {e}")).into())
            }
            None => Ok(Weights::default()),
        }
    }
}

/// Every row of a results CSV (after a run, including rows of earlier resumed invocations).
pub fn read_results(path: &Path) -> anyhow::Result<Vec<RunRecord>> {
    let mut rdr = csv::Reader::from_path(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut out = Vec::new();
    for (i, r) in rdr.deserialize::<RunRecord>().enumerate() {
        out.push(r.with_context(|| format!("{}: row {}", path.display(), i + 2))?);
    }
    Ok(out)
}
