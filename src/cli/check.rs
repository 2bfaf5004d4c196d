//! `wobble check`: the brittleness gate for CI. Exit 0 when every unit passes, 1 when one fails,
//! 3 when a tool failure stopped a unit (after every output is written).

use super::common::parse_seconds;
use super::stability::SamplingArgs;
use super::{Global, Result, Verdict};
use crate::check::format::{parse_outputs, Output};
use crate::check::thresholds::ThresholdFlags;
use crate::error::FileError;
use crate::pipeline::check::CheckRequest;
use crate::pipeline::vcs::VcSource;
use crate::pipeline::{Progress, Stderr};
use std::path::PathBuf;
use std::time::Duration;

const AFTER_HELP: &str = "\
Examples:
  wobble check proofs/ --baseline wobble-baseline.toml --update-baseline   # once, then commit it
  wobble check proofs/ --baseline wobble-baseline.toml --format text,junit=wobble.xml,github
  wobble check vcs.smt2 --max-rlimit 20000000 --allow-inconclusive

Units: a Boogie program gives one unit per implementation (its VC, extracted with one Boogie run
per file); an .smt2/.smt file (any verifier's queries, e.g. Dafny's /proverLog) one per check-sat.
Each unit is sampled under Mariposa's perturbations (--methods, default rename,reseed) until its
verdict is settled (stable, unstable, unsolvable, inconclusive; at most --samples runs per
method), and its z3 rlimit-count's min, median and max over those runs is reported.

A unit fails the gate when it is unstable or unsolvable; inconclusive (unless
--allow-inconclusive); an error (the solver rejected it, or Boogie rejected its file, or a tool
failure stopped it: nothing is known, so it cannot pass); its max rlimit-count is above
--max-rlimit; or above the baseline's max for the same unit times --max-cost-growth (default 2),
compared only when the baseline was sampled by the same solver (version, binary, arguments:
another z3 counts differently; otherwise a note says there is no comparable baseline for cost).
Thresholds may also be set in a [check] table of wobble.toml (allow-inconclusive, max-rlimit,
max-cost-growth); flags win.

Baseline (--baseline FILE, TOML, commit it): per unit its canonical query hash (Boogie's
position-based quantifier ids and skolem ids renumbered, so a line shift elsewhere changes
nothing), verdict, sample size and cost figures. A unit whose hash is unchanged is not sampled
again: its verdict is reused and the output says `reused`. A baseline sampled with other
settings (solver, its binary and arguments, methods, samples, rng seed, timeout) is not reused.
--update-baseline writes the file (only then). Units of an .smt2 file are named by content
(FILE#TAG, TAG from the unit's goal and check), so inserting a check-sat renames no other unit.

Outputs (--format, comma-separated NAME or NAME=PATH): text (default), json, junit (JUnit XML,
one test case per unit), github (::error workflow commands at the unit's line). Without =PATH a
format goes to stdout; json and junit need stdout to themselves. Details: docs/check.md.

Exit status: 0 every unit passes; 1 a unit fails the gate (a verdict, a cost, a unit the solver
or Boogie rejects); 2 bad input (a syntax error at FILE:LINE:COL, a missing file, a bad flag,
baseline or [check] table); 3 a verifier or I/O failure, also when it stopped only some units
(the others are checked and every output written first: it wins over 1); 130 interrupted.";

/// clap value parser of `--max-cost-growth`: a ratio of at least 1.
fn parse_growth(s: &str) -> std::result::Result<f64, String> {
    match s.trim().trim_end_matches('x').parse::<f64>() {
        Ok(r) if r.is_finite() && r >= 1.0 => Ok(r),
        _ => Err(format!("`{s}` is not a ratio of at least 1 (e.g. 2 or 1.5)")),
    }
}

/// Arguments of `wobble check`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Boogie programs (`.bpl`), SMT-LIB files (`.smt2`, `.smt`), or directories walked for both.
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// The baseline file (TOML): units whose canonical query is unchanged reuse its verdicts,
    /// and cost growth is measured against it. Must exist unless --update-baseline.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Write this run's results to the --baseline file (the gate still decides the exit status).
    #[arg(long)]
    pub update_baseline: bool,
    /// Let inconclusive units pass (a GitHub warning instead of an error).
    #[arg(long)]
    pub allow_inconclusive: bool,
    /// Fail a unit whose largest rlimit-count over its runs is above N.
    #[arg(long, value_name = "N")]
    pub max_rlimit: Option<u64>,
    /// Fail a unit whose largest rlimit-count is above the baseline's times R (default 2).
    #[arg(long, value_name = "R", value_parser = parse_growth)]
    pub max_cost_growth: Option<f64>,
    /// Outputs: comma-separated `text`, `json`, `junit`, `github`, each optionally `=PATH`
    /// (default: text on stdout).
    /// May be given several times (the lists are joined).
    #[arg(long, default_value = "text", value_name = "LIST")]
    pub format: Vec<String>,
    /// The solver: `z3` (found on PATH) or a verifier configuration label (its z3). The VCs of
    /// Boogie programs are extracted with that configuration's Boogie (`boogie` for a bare z3).
    #[arg(long, default_value = "z3", value_name = "LABEL")]
    pub solver: String,
    /// Verifier configuration file, also read for its `[check]` table (default: `wobble.toml` in
    /// the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub sampling: SamplingArgs,
    /// Time limit of one solver run, in seconds (a VC extraction gets at least 120 s).
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Keep the solver runs' cache in DIR (default: a temporary directory, removed at the end).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// Let a run that timed out in an earlier `check` count as timed out again from the --cache
    /// (same --timeout only). By default it is solved again: a timeout says as much about the
    /// machine's load then as about the query. Runs stopped at a resource limit are
    /// deterministic and always replayed.
    #[arg(long, requires = "cache")]
    pub replay_timeouts: bool,
}

/// Runs `wobble check`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let progress = Stderr { quiet: global.quiet };
    // The format list is checked before any tool runs.
    let outputs: Vec<Output> =
        parse_outputs(&args.format.join(",")).map_err(|e| crate::error::BadInput(format!("--format: {e}")))?;
    let r = crate::pipeline::check::run(&CheckRequest {
        paths: args.paths.clone(),
        baseline: args.baseline.clone(),
        update_baseline: args.update_baseline,
        thresholds: ThresholdFlags {
            allow_inconclusive: args.allow_inconclusive,
            max_rlimit: args.max_rlimit,
            max_cost_growth: args.max_cost_growth,
        },
        vcs: VcSource::new(args.config.clone(), &args.solver, args.timeout),
        sampling: args.sampling.sampling(),
        cache: args.cache.clone(),
        replay_timeouts: args.replay_timeouts,
        jobs: global.jobs(),
        progress: &progress,
    })?;
    for o in &outputs {
        let text = o.format.render(&r.report);
        match &o.path {
            Some(p) => std::fs::write(p, text).map_err(|e| FileError::write(p, e))?,
            None => out!("{text}")?,
        }
    }
    if let Some(p) = &r.written {
        progress.line(&format!("baseline written: {}", p.display()));
    }
    // On standard error: standard output may be a machine-readable format.
    for u in r.report.units.iter().filter(|u| u.error.is_none()) {
        if let Some(line) = explain_hint(u) {
            progress.line(&line);
        }
    }
    match r.report.tool_failures() {
        0 => Ok(Verdict::findings_if(r.report.failed() > 0)),
        units => Err(ToolFailures { units }.into()),
    }
}

/// Units a tool failure stopped: the run's outputs are written, but the gate could not judge
/// them, so the status is a failure's (3), never a finding's.
#[derive(Debug, thiserror::Error)]
#[error("{units} unit(s) stopped by a tool failure (the outputs say which and why): the gate could not judge them")]
pub struct ToolFailures {
    pub units: usize,
}

impl crate::error::HasKind for ToolFailures {
    fn kind(&self) -> crate::error::ErrorKind {
        crate::error::ErrorKind::Failure
    }
}

/// What to run to explain a failing unit, if anything can. An unstable or inconclusive unit has
/// passing and failing runs of its own to compare: `wobble explain FILE --query UNIT`. An
/// unsolvable one has no passing run, so explain needs the version that still passed (the pair
/// form). A unit that fails only on cost, or passes, gets nothing.
fn explain_hint(u: &crate::check::run::UnitResult) -> Option<String> {
    use crate::check::gate::Failure;
    use crate::stats::Category;
    use crate::util::shell::shell_quote;
    let category = u.failures.iter().find_map(|f| match f {
        Failure::Verdict(c) => Some(*c),
        _ => None,
    })?;
    Some(match category {
        Category::Unsolvable if u.file.ends_with(".bpl") => format!(
            "explain {}: it never verified, so explain needs the version that did: wobble explain --seed OLD.bpl --mutant {}",
            u.name,
            shell_quote(&u.file)
        ),
        Category::Unsolvable => {
            format!("explain {}: it never verified; explain needs passing runs to compare with failing ones", u.name)
        }
        _ => format!(
            "explain {}: wobble explain {} --query {} --out {}",
            u.name,
            shell_quote(&u.file),
            shell_quote(&u.name),
            shell_quote(&format!("explain-{}", u.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")))
        ),
    })
}
