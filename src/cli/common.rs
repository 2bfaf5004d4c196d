//! Flag groups shared by several subcommands (tools, runs, generation, the mutant that `show` and
//! `reproduce` read) and the clap value parsers of their values (durations, operator lists,
//! counts); the flags become the requests of [`crate::pipeline`] (`fuzz` and `campaign` both run
//! [`crate::pipeline::campaign::run`]).

use super::{BadInput, Result};
use crate::generation::Weights;
use crate::mutation::OpName;
use crate::pipeline::campaign::CampaignResult;
pub use crate::pipeline::campaign::{learned_yields, CampaignFlags, Level, RunOutput};
pub use crate::pipeline::create_out_dir;
pub use crate::pipeline::vcs::VcSource;
use crate::runner::ResultsDir;
use crate::store::Settings;
use crate::verifiers::{TimeoutScope, Verifier};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// clap value parser: a positive, finite number of seconds (`20`, `0.5`).
pub fn parse_seconds(s: &str) -> std::result::Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(Duration::from_secs_f64(x)),
        _ => Err(format!("`{s}` is not a positive number of seconds")),
    }
}

/// clap value parser: a count of at least 1 (`--mutants`, `--max-attempts`, `-j`): names the
/// rule instead of Rust's "number would be zero for non-zero type".
pub fn parse_count(s: &str) -> std::result::Result<std::num::NonZeroUsize, String> {
    match s.trim().parse::<i128>() {
        Ok(n) if n >= 1 => {
            usize::try_from(n).ok().and_then(std::num::NonZeroUsize::new).ok_or_else(|| format!("`{s}` is too large"))
        }
        Ok(_) => Err("must be at least 1".to_string()),
        Err(_) => Err(format!("`{s}` is not a whole number (at least 1)")),
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
    /// z3's resource limit on every VC of the Boogie tools (backend boogie): Boogie gets
    /// `/rlimit:N` after the configuration's arguments (a procedure's `{:rlimit}` still wins), and
    /// at `--level smt` every query keeps the limit Boogie sends. A VC that uses it up is
    /// `out_of_resource`, at both levels, on any machine and under any load (unlike --timeout),
    /// so that a cached verdict is a fact. Boogie 2.4.1 counts N as z3 does (`rlimit-count`), not
    /// in thousands as later Boogies do. Part of the run's manifest: --resume refuses a change.
    /// --classify samples the flips' queries under it too. cvc4, cvc5 and why3 solve with their
    /// own solvers, which it does not reach.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub rlimit: Option<u64>,
}

impl ToolArgs {
    /// Builds the verifiers, their Boogie runs' time limit applied to `scope`
    /// (`--timeout-scope`), checking every binary and its version before anything runs; with
    /// --rlimit, says (unless `quiet`) which tools it does not reach.
    pub fn resolve(&self, quiet: bool, scope: TimeoutScope) -> Result<Vec<Arc<dyn Verifier>>> {
        let tools =
            crate::runner::config::resolve_tools_scoped(&self.tools, self.config.as_deref(), self.rlimit, scope)?;
        if let (Some(n), false) = (self.rlimit, quiet) {
            let unlimited: Vec<&str> = tools.iter().filter(|t| t.as_boogie().is_none()).map(|t| t.label()).collect();
            if !unlimited.is_empty() {
                eprintln!(
                    "note: --rlimit {n} is z3's resource limit for the Boogie tools; {} solve with their own \
                     solver, without it",
                    unlimited.join(", ")
                );
            }
        }
        Ok(tools)
    }

    /// The VC extraction of configuration `label` (looked up in this --config, with --rlimit)
    /// with `timeout`.
    pub fn vc_source(&self, label: &str, timeout: Duration) -> VcSource {
        VcSource { rlimit: self.rlimit, ..VcSource::new(self.config.clone(), label, timeout) }
    }
}

/// How verifier runs are made and where results go.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Time limit in seconds (the paper used 20). For the Boogie tools it is the limit of each VC,
    /// as Boogie's own `/timeLimit` (rounded up to whole seconds), at both levels: Boogie gets
    /// `/timeLimit:T` before the configuration's arguments (its own `/timeLimit` wins, as does a
    /// program's `{:timeLimit}`) and at `--level smt` every query carries it; a VC that reaches it
    /// is `timeout`. A wall-clock guard kills a run whose solver ignores its soft limit (2T per
    /// VC and a minute for a Boogie run, 2T + 5 s for a query). For cvc4, cvc5 and why3 it is the
    /// wall-clock limit of one whole run. On expiry of a wall-clock limit the process tree is
    /// killed and the run counts as `timeout`.
    #[arg(allow_negative_numbers = true, long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// What --timeout limits in a Boogie run (backend boogie). `vc` (the default): each
    /// verification condition, as Boogie's `/timeLimit` (above); a program whose VCs each finish
    /// in time is `verified`, however long they take together. `run`: the whole Boogie run, as in
    /// the µgie paper's experiment (20 s per verification run, killed by GNU parallel): Boogie
    /// still gets `/timeLimit:T`, and its process group is killed when the run has taken T of
    /// wall-clock time; such a run is `timeout` (so a timeout, with --confirm-timeouts K, counts
    /// only if all K + 1 runs reach T). A run that finishes within T is classified as under `vc`.
    /// `run` needs --level boogie: the query level solves a program's VCs one at a time and
    /// cannot time a whole Boogie run. cvc4, cvc5 and why3 are limited per whole run under both.
    /// Recorded in the run's manifest (a manifest without it means `vc`): --resume refuses a
    /// change; `wobble table` states `run` in its tables. --classify still samples each VC under
    /// its own --classify-timeout.
    #[arg(long, value_enum, default_value_t = TimeoutScope::Vc, value_name = "SCOPE")]
    pub timeout_scope: TimeoutScope,
    /// Results directory: `results.csv` (one row per run, flushed as it is written), the run's
    /// settings in `manifest.toml`, the mutants under `mutants/`, and the result cache `.cache/`
    /// (reused by later runs).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Continue an interrupted run in the same directory: rows already in `results.csv` are
    /// kept and their runs skipped. Every setting recorded in its `manifest.toml` (seeds, tools
    /// and versions, mutant counts, --rng-seed, weights, --timeout, --timeout-scope, --rlimit,
    /// --confirm-timeouts) must be the same: a difference is refused, listing each one, before
    /// anything is written. Without --resume, an existing `results.csv` is an error.
    #[arg(long, conflicts_with = "overwrite")]
    pub resume: bool,
    /// Start afresh, replacing an existing `results.csv` (the cache is kept).
    #[arg(long)]
    pub overwrite: bool,
    /// Do not read or write the result cache (identical programs in one run still run once).
    #[arg(long)]
    pub no_cache: bool,
    /// At --level smt, let a query that timed out in an earlier invocation (--resume, a rerun
    /// into the same --out; e.g. guided fuzzing's counts of recorded mutants) count as timed out
    /// again from the query cache, under the same time limit. By default it is solved again: a
    /// timeout says as much about the machine's load then as about the query. Runs stopped at a
    /// resource limit (--rlimit) are deterministic and always replayed.
    #[arg(long)]
    pub replay_timeouts: bool,
}

impl RunArgs {
    /// The pipeline's view of these flags.
    pub fn output(&self) -> RunOutput {
        RunOutput {
            out: self.out.clone(),
            timeout: self.timeout,
            timeout_scope: self.timeout_scope,
            resume: self.resume,
            overwrite: self.overwrite,
            no_cache: self.no_cache,
            replay_timeouts: self.replay_timeouts,
        }
    }

    /// The results directory --out names (refused when it names a file).
    pub fn dir(&self) -> Result<ResultsDir> {
        self.output().dir()
    }

    /// The manifest settings of these flags: `--timeout` (seconds), `--timeout-scope` and
    /// `confirm_timeouts`.
    pub fn settings(&self, confirm_timeouts: u32) -> Settings {
        Settings {
            timeout: Some(self.timeout.as_secs_f64()),
            timeout_scope: Some(self.timeout_scope),
            confirm_timeouts: Some(confirm_timeouts),
            ..Settings::default()
        }
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
    /// Weights learned from an earlier run: each operator's flips per 100 mutants of verified
    /// seeds in DIR/results.csv (rounded, at least 1: the `weights from this run's yields` line
    /// that fuzz and campaign print). Operators that run did not apply keep their default;
    /// --weights then overrides single operators.
    #[arg(long, value_name = "DIR", conflicts_with = "only")]
    pub weights_from: Option<std::path::PathBuf>,
}

impl WeightArgs {
    pub fn weights(&self) -> Result<Weights> {
        Ok(self.weights_and_yields()?.0)
    }

    /// The weights, and with --weights-from the yields they were learned from.
    pub fn weights_and_yields(&self) -> Result<(Weights, Option<crate::campaign::yields::Yields>)> {
        if !self.only.is_empty() {
            return Ok((Weights::only(&self.only), None));
        }
        let (base, yields) = match &self.weights_from {
            Some(dir) => {
                let yields = learned_yields(dir)?;
                let w = Weights::default()
                    .with_overrides(&yields.suggested_weights())
                    .map_err(|e| BadInput(format!("--weights-from: {e}")))?;
                (w, Some(yields))
            }
            None => (Weights::default(), None),
        };
        let weights = match &self.weights {
            Some(text) => base.with_overrides(text).map_err(|e| BadInput(format!("--weights: {e}")))?,
            None => base,
        };
        Ok((weights, yields))
    }
}

/// What `--level` does (`fuzz` and `campaign` differ only in its default).
const LEVEL_HELP: &str = "How the Boogie tools verify seeds and mutants (`fuzz` defaults to `smt`, for many \
mutants per core-hour; `campaign`, the paper's experiment whose tables are Boogie-level, to `boogie`). `smt`: query by query, solving only what a \
mutation changed. `boogie`: one Boogie run per program, as µgie does. At `smt`, Boogie extracts the VCs of a seed and \
its mutants (up to 16 programs per Boogie process, with a log sink in place of the solver; a mutant of several files as \
one file with `#line` directives, checked once per run against its own files). A mutant whose global declarations are \
the seed's is extracted narrowed: its implementations that the mutation cannot have changed get `{:verify false}` but \
one (the witness), whose VC must be the seed's for the others to be taken from the seed, and narrowed mutants whose \
edits do not meet share one program. Each query, in a canonical text (quantifier ids renumbered by rank, so shifted \
lines do not change it), is answered from the query cache when that exact text was solved before, else solved by the \
configuration's z3, each under the limits Boogie sends with it (--timeout as `/timeLimit`, --rlimit, the program's and \
the configuration's own; see docs/limits.md). A program not verified this way is run by Boogie, whose verdict is its \
row, and so is a mutant whose seed's row is not `verified`. A seed verified this way gets its row after its mutants: \
Boogie's run when one of them failed (and if Boogie fails it, the mutants verified meanwhile are run by Boogie too), so \
every row that differs from its seed's is Boogie's verdict on both sides (with --stop-on-first, --stop-on-finding or \
--shard, seeds are run by Boogie first). results.csv gets each run's `queries` and `reused` counts and its `level` \
(`smt`: the query level's own verdict, `boogie`: a Boogie run's), and OUT/cost.toml where the time went. Other tools \
(cvc4, cvc5, why3) are unchanged.";

/// `fuzz --level`: the query level unless asked otherwise.
#[derive(clap::Args, Debug, Clone)]
pub struct LevelArgs {
    /// How the Boogie tools verify: `smt` query by query, `boogie` one Boogie run per program.
    /// Why `smt` here and `boogie` in `campaign`: fuzzing wants many mutants per core-hour;
    /// `campaign` is the paper's experiment, whose tables are Boogie-level.
    #[arg(long, value_enum, default_value_t = Level::Smt, value_name = "LEVEL", long_help = LEVEL_HELP)]
    pub level: Level,
}

/// `campaign --level`: the paper's experiment, so one Boogie run per program unless asked
/// otherwise (the paper's tables are Boogie-level).
#[derive(clap::Args, Debug, Clone)]
pub struct CampaignLevelArgs {
    /// How the Boogie tools verify: `boogie` one Boogie run per program, as in the paper (whose
    /// tables are Boogie-level), `smt` query by query (what `fuzz` does by default).
    #[arg(long, value_enum, default_value_t = Level::Boogie, value_name = "LEVEL", long_help = LEVEL_HELP)]
    pub level: Level,
}

/// The verdict of `fuzz` and `campaign` (one decision for both): findings (exit status 1) when
/// some flip counts ([`crate::campaign::FuzzReport::any_counted`]: every flip of a verified seed
/// without `--classify`; with it, only the classified tool's flips whose class counts), or when
/// there is a `front-end` or a `cost` finding.
pub fn verdict(report: &crate::campaign::FuzzReport) -> super::Verdict {
    super::Verdict::findings_if(report.any_counted() || report.any_front_end() || report.cost_findings() > 0)
}

/// Prints what `fuzz` and `campaign` print after their runs on stdout: the report (at most
/// `show` flips per seed and tool) and the operators' yields.
pub fn print_report(r: &CampaignResult, show: usize) -> Result<()> {
    out!("{}", r.report.render(show))?;
    if !r.yields.0.is_empty() {
        outln!("\n{}", r.yields)?;
    }
    Ok(())
}

/// The labels of `tools`, comma-separated.
pub fn labels(tools: &[Arc<dyn Verifier>]) -> String {
    tools.iter().map(|t| t.label().to_string()).collect::<Vec<_>>().join(",")
}

/// The mutant a command reads (`show`, `reproduce`) and its seed, flattened into its arguments.
#[derive(clap::Args, Debug)]
pub struct MutantArgs {
    /// The mutant: a file written by `wobble mutate`, or the folder of a multi-file mutant.
    #[arg(value_name = "MUTANT.bpl")]
    pub mutant: PathBuf,

    /// The seed file; default: the path recorded in the mutant's header.
    #[arg(long, value_name = "PATH")]
    pub seed: Option<PathBuf>,
}

/// The seed path: `--seed`, else the header's path.
pub fn seed_path(given: Option<&Path>, recorded: &str) -> Result<PathBuf> {
    match given {
        Some(p) => Ok(p.to_path_buf()),
        None => {
            let p = PathBuf::from(recorded);
            if p.is_file() {
                Ok(p)
            } else {
                super::bad_input(format!(
                    "the header's seed `{recorded}` does not exist here; give its path with --seed"
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::record::{RunRecord, SEED_BATCH};
    use crate::runner::ResultSink;
    use crate::verifiers::Outcome;
    use std::path::Path;

    fn row(seed: &str, mutant: Option<u32>, chain: &str, outcome: Outcome) -> RunRecord {
        let batch = if mutant.is_some() { "M*" } else { SEED_BATCH };
        RunRecord { mutant, ..RunRecord::sample(seed, "G", batch, chain, "boogie", outcome) }
    }

    fn weight_args(from: &Path, weights: Option<&str>) -> WeightArgs {
        WeightArgs { weights: weights.map(str::to_string), only: Vec::new(), weights_from: Some(from.to_path_buf()) }
    }

    #[test]
    fn weights_are_learned_from_an_earlier_runs_yields() {
        let dir = tempfile::tempdir().unwrap();
        let missing = weight_args(dir.path(), None).weights().unwrap_err().to_string();
        assert!(missing.contains("no results.csv"), "{missing}");
        let mut sink = ResultSink::create(dir.path().join("results.csv")).unwrap();
        sink.write(row("a", None, "", Outcome::Verified)).unwrap();
        // S1 flipped 1 of 4 mutants (25 per 100), L3 none of 3, G1 is not applied at all.
        let mutants = [
            ("S1(0,1)", Outcome::Failed),
            ("S1(0,2) L3(p:1)", Outcome::Verified),
            ("S1(1,2)", Outcome::Verified),
            ("S1(0,3) L3(p:2)", Outcome::Verified),
            ("L3(p:3)", Outcome::Verified),
        ];
        for (i, (chain, o)) in mutants.into_iter().enumerate() {
            sink.write(row("a", Some(i as u32 + 1), chain, o)).unwrap();
        }
        drop(sink);
        let w = weight_args(dir.path(), None).weights().unwrap();
        assert_eq!((w.get(OpName::S1), w.get(OpName::L3), w.get(OpName::G1), w.get(OpName::G2)), (25, 1, 1, 0));
        let w = weight_args(dir.path(), Some("L3=7")).weights().unwrap();
        assert_eq!((w.get(OpName::S1), w.get(OpName::L3)), (25, 7));
    }

    #[test]
    fn seconds_and_operators() {
        assert_eq!(parse_seconds("20"), Ok(Duration::from_secs(20)));
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "x", "inf", "NaN", ""] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_count("3").map(|n| n.get()), Ok(3));
        assert_eq!(parse_count("0"), Err("must be at least 1".to_string()));
        assert_eq!(parse_count("-2"), Err("must be at least 1".to_string()));
        assert!(parse_count("x").unwrap_err().contains("not a whole number"));
        assert_eq!(parse_op(" L3"), Ok(OpName::L3));
        assert!(parse_op("L9").unwrap_err().contains("unknown mutation operator"));
    }
}
