//! `wobble reproduce`: regenerate a mutant from its header (seed file, chain), check that the
//! regenerated files are byte-identical to the given ones, and re-verify seed and mutant to see
//! whether the flip (seed verified, mutant not) still happens.

use super::common::{parse_seconds, seed_path, MutantArgs};
use super::{bad_input, Global, Result, Verdict};
use crate::error::FileError;
use crate::generation::{regenerate, HeaderError};
use crate::minimizer::input::{base_name, read_mutant};
use crate::minimizer::output::unified_diff;
use crate::syntax::source::ProgramText;
use crate::verifiers::{Outcome, TimeoutScope, Verifier};
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER_HELP: &str = "\
Steps:
  1. read the mutant's header (written by `wobble mutate`: seed path and SHA-256, rng seed, chain);
  2. read the seed (the header's path, or --seed), check its SHA-256, replay the chain on it, and
     compare the result byte for byte with the mutant file(s): exit 1 with a diff if they differ;
  3. verify the seed and the mutant with the tool and print both outcomes. A mutant of a `fuzz` or
     `campaign` results directory is looked up in its results.csv: exit 1 if a recorded flip
     (seed verified, mutant not) does not reproduce; exit 0, saying so, if the recorded run was no
     flip and there is none now; exit 1 when no recorded run is found and there is no flip now.
     Skipped with --no-verify.

Examples:
  wobble reproduce out/mutant-0007.bpl
  wobble reproduce out/mutant-0012/ --seed seeds/E-triggers/fig1.bpl --tools boogie --timeout 10";

/// Arguments of `wobble reproduce`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// MUTANT.bpl and --seed.
    #[command(flatten)]
    pub input: MutantArgs,

    /// The tool configuration label to verify with.
    #[arg(long, default_value = "boogie", value_name = "LABEL")]
    pub tools: String,

    /// Verifier configuration file (TOML) defining labelled configurations, as for `wobble fuzz`.
    /// Default: `wobble.toml` in the current directory, if present.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,

    /// Wall-clock limit per verifier run, in seconds (for Boogie: of each VC, as `fuzz --timeout`,
    /// or of the whole run under --timeout-scope run).
    #[arg(allow_negative_numbers = true, long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,

    /// What --timeout limits in a Boogie run, as `fuzz --timeout-scope`: `vc` each VC, `run` the
    /// whole run (killed at --timeout and counted `timeout`, the µgie paper's setting). Default:
    /// the scope recorded in the manifest of the results directory above the mutant (so that a
    /// flip found under `run` is reproduced under `run`), else `vc`.
    #[arg(long, value_enum, value_name = "SCOPE")]
    pub timeout_scope: Option<TimeoutScope>,

    /// Only check that the mutant regenerates byte for byte; do not run the tool.
    #[arg(long)]
    pub no_verify: bool,
}

/// Verifies `program` in a fresh temporary directory.
pub(super) fn verify_once(
    v: &dyn Verifier,
    program: &ProgramText,
    timeout: Duration,
) -> Result<crate::verifiers::RunResult> {
    let dir = tempfile::Builder::new()
        .prefix("wobble-reproduce-")
        .tempdir()
        .map_err(|e| FileError::create(std::env::temp_dir(), e))?;
    Ok(v.verify(program, dir.path(), timeout))
}

/// Runs `wobble reproduce`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let m = read_mutant(&args.input.mutant)?;
    let Some(header) = &m.header else {
        return bad_input(format!("{} has no wobble mutant header: nothing to regenerate it from", m.main.display()));
    };
    let seed_file = seed_path(args.input.seed.as_deref(), &header.seed)?;
    let seed_text = std::fs::read_to_string(&seed_file).map_err(|e| FileError::read(&seed_file, e))?;
    let variant = match regenerate(header, &seed_text) {
        Ok(v) => v,
        Err(e @ (HeaderError::SeedMismatch { .. } | HeaderError::Chain(_))) => {
            outln!("does not reproduce: {}", crate::error::report(&e))?;
            return Ok(Verdict::Findings);
        }
        Err(e) => return Err(e.into()),
    };
    let regenerated = header.decorate(&variant.to_text(&base_name(&m.main)));
    if regenerated != m.text {
        outln!("does not reproduce: the regenerated mutant differs from {}", m.main.display())?;
        let names = |t: &ProgramText| t.files.iter().map(|f| f.name.clone()).collect::<Vec<_>>();
        if names(&regenerated) != names(&m.text) {
            outln!("files: regenerated {:?}, given {:?}", names(&regenerated), names(&m.text))?;
        }
        for (g, r) in m.text.files.iter().zip(&regenerated.files) {
            out!(
                "{}",
                unified_diff(&g.text, &r.text, &format!("given/{}", g.name), &format!("regenerated/{}", r.name))
            )?;
        }
        return Ok(Verdict::Findings);
    }
    if !global.quiet {
        outln!(
            "regenerated: {} is byte-identical (chain: {})",
            m.main.display(),
            if header.chain.is_empty() { "(empty)".into() } else { header.chain.to_string() }
        )?;
    }
    if args.no_verify {
        return Ok(Verdict::Clean);
    }
    let scope = match args.timeout_scope {
        Some(s) => s,
        None => recorded_scope(&args.input.mutant)?,
    };
    let verifier = crate::minimizer::tools::resolve_tool_scoped(&args.tools, args.config.as_deref(), None, scope)?;
    let timeout = args.timeout;
    let seed_name =
        seed_file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "seed.bpl".into());
    let seed_program = ProgramText::single(seed_name, seed_text);
    let (s, mu) = rayon::join(
        || verify_once(verifier.as_ref(), &seed_program, timeout),
        || verify_once(verifier.as_ref(), &m.text, timeout),
    );
    let (s, mu) = (s?, mu?);
    let line = |what: &str, r: &crate::verifiers::RunResult| {
        let detail = if r.detail.is_empty() { String::new() } else { format!(" ({})", r.detail) };
        outln!("{what:<7} {:<10} {:>6.2} s{detail}", r.outcome, r.time_s)
    };
    let limited = match (scope, verifier.as_boogie()) {
        (TimeoutScope::Run, Some(_)) => {
            format!(" (--timeout-scope run: each whole run limited to {} s)", timeout.as_secs_f64())
        }
        _ => String::new(),
    };
    outln!("tool:   {} [{}]{limited}", verifier.label(), verifier.version())?;
    line("seed:", &s)?;
    line("mutant:", &mu)?;
    let recorded = recorded_run(&args.input.mutant, verifier.label())?;
    if s.outcome == Outcome::Verified && !mu.outcome.passes() {
        outln!("the flip reproduces")?;
        return Ok(Verdict::Clean);
    }
    match recorded {
        Some(r) if !r.flipped() => {
            outln!(
                "no flip to reproduce: this mutant never flipped with {} ({}: seed {}, mutant {}), and it does not now",
                verifier.label(),
                r.csv.display(),
                r.seed.map_or_else(|| "not run".to_string(), |o| o.to_string()),
                r.mutant
            )?;
            Ok(Verdict::Clean)
        }
        Some(r) => {
            outln!("the flip does not reproduce ({} recorded seed verified, mutant {})", r.csv.display(), r.mutant)?;
            Ok(Verdict::Findings)
        }
        None => {
            outln!(
                "the flip does not reproduce: seed {}, mutant {} (no results.csv above the mutant records a run of \
                 it with {}, so whether it ever flipped is unknown)",
                s.outcome,
                mu.outcome,
                verifier.label()
            )?;
            Ok(Verdict::Findings)
        }
    }
}

/// What a results directory recorded about a mutant: the seed's and the mutant's outcome.
struct Recorded {
    csv: PathBuf,
    seed: Option<Outcome>,
    mutant: Outcome,
}

impl Recorded {
    /// The recorded run was a flip (seed verified, mutant not).
    fn flipped(&self) -> bool {
        self.seed == Some(Outcome::Verified) && !self.mutant.passes()
    }
}

/// Whether `given` (relative to the results directory) names the mutant of a row whose `path` is
/// `recorded`: the same file; for a mutant of several files, its folder or any of its files (rows
/// name the main file `mutant-0012/NAME.bpl`; rows written before, the folder `mutant-0012`).
fn same_mutant(recorded: &str, given: &str) -> bool {
    let given = given.trim_end_matches('/');
    let folder = |p: &str| -> Option<String> {
        let (dir, _) = p.rsplit_once('/')?;
        let name = dir.rsplit('/').next()?;
        name.starts_with("mutant-").then(|| dir.to_string())
    };
    recorded == given
        || given.starts_with(&format!("{recorded}/"))
        || folder(recorded).is_some_and(|d| d == given || folder(given).as_deref() == Some(d.as_str()))
}

/// The `--timeout-scope` recorded in the manifest of the results directory above `mutant` (the
/// nearest `manifest.toml`), `vc` when there is none.
fn recorded_scope(mutant: &Path) -> Result<TimeoutScope> {
    let Ok(mutant) = std::path::absolute(mutant) else { return Ok(TimeoutScope::Vc) };
    for dir in mutant.ancestors().skip(1) {
        if let Some(m) = crate::campaign::Manifest::read(dir)? {
            return Ok(m.timeout_scope());
        }
    }
    Ok(TimeoutScope::Vc)
}

/// The run of `mutant` with `tool` recorded in the `results.csv` of a results directory above
/// it (`fuzz` / `campaign` write mutants under `OUT/mutants/`), if any.
fn recorded_run(mutant: &Path, tool: &str) -> Result<Option<Recorded>> {
    let Ok(mutant) = std::path::absolute(mutant) else { return Ok(None) };
    for dir in mutant.ancestors().skip(1) {
        let csv = crate::store::ResultsDir::at(dir).csv_path();
        if !csv.is_file() {
            continue;
        }
        let Ok(rel) = mutant.strip_prefix(dir) else { continue };
        let rel = rel.to_string_lossy();
        let records = crate::store::read_records(&csv)?;
        let row = records.iter().find(|r| r.tool == tool && r.mutant.is_some() && same_mutant(&r.path, &rel));
        if let Some(row) = row {
            let seed = records
                .iter()
                .find(|r| r.tool == tool && r.seed == row.seed && r.batch == crate::runner::SEED_BATCH)
                .map(|r| r.outcome);
            return Ok(Some(Recorded { csv, seed, mutant: row.outcome }));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::same_mutant;

    #[test]
    fn a_mutant_is_named_by_its_file_its_folder_or_a_file_of_its_folder() {
        let (single, multi) = ("mutants/a/M_star/mutant-0003.bpl", "mutants/a/M_star/mutant-0012/a.bpl");
        assert!(same_mutant(single, "mutants/a/M_star/mutant-0003.bpl"));
        assert!(!same_mutant(single, "mutants/a/M_star/mutant-0004.bpl"), "single-file mutants share a folder");
        assert!(same_mutant(multi, "mutants/a/M_star/mutant-0012"));
        assert!(same_mutant(multi, "mutants/a/M_star/mutant-0012/"));
        assert!(same_mutant(multi, "mutants/a/M_star/mutant-0012/a.part1.bpl"));
        assert!(!same_mutant(multi, "mutants/a/M_star/mutant-0013/a.bpl"));
        // Rows written before the main file was recorded name the folder.
        let old = "mutants/a/M_star/mutant-0012";
        assert!(same_mutant(old, old) && same_mutant(old, "mutants/a/M_star/mutant-0012/a.part1.bpl"));
    }
}
