//! Flag groups shared by several subcommands (tools, runs, generation), the clap value parsers
//! of their values (durations, operator lists, counts), and the glue that runs a campaign
//! (`fuzz` and `campaign` both go through [`run_campaign`]).

use super::{bad_input, BadInput, Global, Result};
use crate::campaign::{self, CampaignSpec, SeedFile};
use crate::error::FileError;
use crate::generation::Weights;
use crate::mutation::OpName;
use crate::runner::{read_records, ResultSink, ResultsDir, RunOptions, RunRecord};
use crate::verifiers::Verifier;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// clap value parser: a positive, finite number of seconds (`20`, `0.5`).
pub fn parse_seconds(s: &str) -> std::result::Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(Duration::from_secs_f64(x)),
        _ => Err(format!("`{s}` is not a positive number of seconds")),
    }
}

/// clap value parser: one operator name (`S1` .. `G4`); lists use `value_delimiter = ','`.
pub fn parse_op(s: &str) -> std::result::Result<OpName, String> {
    s.trim().parse::<OpName>().map_err(|e| e.to_string())
}

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
    pub fn resolve(&self) -> Result<Vec<Arc<dyn Verifier>>> {
        Ok(crate::runner::config::resolve_tools(&self.tools, self.config.as_deref())?)
    }
}

/// How verifier runs are made and where results go.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Wall-clock limit of one verifier run, in seconds (the paper used 20). On expiry the
    /// verifier's whole process tree is killed and the run counts as `timeout`.
    #[arg(long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
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
    /// Creates the results directory and opens its CSV according to --resume / --overwrite.
    pub fn open(&self) -> Result<(ResultsDir, ResultSink)> {
        let dir = ResultsDir::at(&self.out);
        let csv = dir.csv_path();
        if csv.exists() && !self.resume && !self.overwrite {
            return bad_input(format!(
                "{} already exists: use --resume to continue that run, --overwrite to replace it, or another --out",
                csv.display()
            ));
        }
        dir.create().map_err(|e| FileError::create(dir.root(), e))?;
        let sink = if self.resume { ResultSink::append(&csv)? } else { ResultSink::create(&csv)? };
        Ok((dir, sink))
    }

    /// Runner options for this invocation.
    pub fn options(&self, global: &Global, dir: &ResultsDir, confirm_timeouts: u32) -> RunOptions {
        let mut opts = RunOptions::new(global.jobs(), self.timeout);
        opts.quiet = global.quiet;
        opts.confirm_timeouts = confirm_timeouts;
        opts.cache_dir = if self.no_cache { None } else { Some(dir.cache_dir()) };
        opts
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
    #[arg(long, value_name = "OP,...", conflicts_with = "weights", value_delimiter = ',', value_parser = parse_op)]
    pub only: Vec<OpName>,
}

impl WeightArgs {
    pub fn weights(&self) -> Result<Weights> {
        if !self.only.is_empty() {
            return Ok(Weights::only(&self.only));
        }
        match &self.weights {
            Some(text) => {
                Weights::default().with_overrides(text).map_err(|e| BadInput(format!("--weights: {e}")).into())
            }
            None => Ok(Weights::default()),
        }
    }
}

/// Runs a campaign (`fuzz` or `campaign`) into the results directory of `run`: opens it, runs
/// every job, prints generation notes and the run summary (unless quiet), and returns every row
/// of the results file (rows of earlier resumed invocations included). `describe` is the first
/// line printed (unless quiet), given the results directory.
pub fn run_campaign(
    seeds: &[SeedFile],
    spec: &CampaignSpec,
    run: &RunArgs,
    global: &Global,
    confirm_timeouts: u32,
    stop_on_first: bool,
    describe: &dyn Fn(&ResultsDir) -> String,
) -> Result<(ResultsDir, Vec<RunRecord>)> {
    let (dir, mut sink) = run.open()?;
    let mut opts = run.options(global, &dir, confirm_timeouts);
    opts.stop_on_first = stop_on_first;
    if !global.quiet {
        eprintln!("{}", describe(&dir));
    }
    let (summary, notes) = campaign::run_campaign(seeds, spec, &dir, &opts, &mut sink)?;
    drop(sink);
    if !global.quiet {
        for n in notes.iter().filter(|n| n.generated < n.requested) {
            eprintln!("note: {n}");
        }
        eprintln!("{summary}");
    }
    let records = read_records(dir.csv_path())?;
    Ok((dir, records))
}

/// The labels of `tools`, comma-separated.
pub fn labels(tools: &[Arc<dyn Verifier>]) -> String {
    tools.iter().map(|t| t.label().to_string()).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_and_operators() {
        assert_eq!(parse_seconds("20"), Ok(Duration::from_secs(20)));
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "x", "inf", "NaN", ""] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_op(" L3"), Ok(OpName::L3));
        assert!(parse_op("L9").unwrap_err().contains("unknown mutation operator"));
    }
}
