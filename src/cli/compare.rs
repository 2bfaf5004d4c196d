//! `wobble compare`: two tool configurations (releases) on the same seeds and mutants; reports
//! regressions, fixes, introduced mutant flips and time ratios, findings first.

use super::common::parse_seconds;
use super::table::{Format, ResultsArgs, RESULTS_CSV_ONLY};
use super::{Global, Result, Verdict};
use crate::error::{report, FileError};
use crate::minimizer::run::Request;
use crate::minimizer::{Options, OracleConfig};
use crate::runner::layout::slug;
use crate::runner::record::SEED_BATCH;
use crate::tables::compare::{compare, flip_classes, CompareOptions};
use crate::tables::latex;
use crate::tables::load::Row;
use std::path::{Path, PathBuf};
use std::time::Duration;

const AFTER_HELP: &str = "\
Compare two verifier configurations on the same seeds and mutants: the rows whose `tool` column
is the --base label against those labelled --new (e.g. two Boogie or Z3 releases run by one
campaign with two --tools entries, or two campaigns merged).

Per seed:
  status          regression (base verifies the seed, new does not), fix (the reverse), same,
                  or missing (a seed run is absent under one label)
  mutants         mutants run under both labels, paired by (batch, mutant number); all batches
                  except `seed` by default (M*, M_S1..M_G2, custom), or only --batch NAME
  base/new fail   paired mutants each label does not verify (count and %)
  introduced      paired mutants verified under base but not under new (brittleness introduced)
  fixed           paired mutants verified under new but not under base
  time new/base   total verifier time under new / under base, over the seed's runs (seed and
                  paired mutants) that verified under both; the summary gives the median over seeds
Findings (seed regressions, then seeds with introduced flips) come first, each with a
`wobble reproduce PATH --tools NEW` command for the seed or its first introduced mutant.

Classes: when a RESULTS directory holds findings.csv (`fuzz`/`campaign --classify`), the text
also gives each side's flips (the label verifies the seed, not the mutant) per class and lists
the introduced flips with the class of their finding under --new. Classes are measured for the
tool labelled `boogie` only (z3 re-solving Boogie's VCs under perturbations); flips of other
labels are `unclassified`. A class tells what kind of flip it is (encoding, mutant-unstable,
seed-unstable, inconclusive), not which release is to blame.

Writes compare.csv to --out (default: the first RESULTS directory) and prints the table with
--format text or both (the default); --format latex writes compare.tex (one booktabs tabular,
without the reproduce column), --format all writes both files and prints the table.
`wobble plot RESULTS --base LABEL --new LABEL --out DIR` draws the time new vs base per program
(log axes, flips marked) as compare-times.svg/.png.

Examples:
  wobble compare results/releases --base boogie-4.5.0 --new boogie-4.13.0
  wobble compare results/old results/new --base z3-4.8 --new z3-4.12 --batch 'M*' --format csv

Exit status: 0 no regression; 1 at least one seed regression or introduced mutant flip;
2 bad input (unknown label, missing results.csv, malformed row); 3 compare.csv not writable.";

/// Arguments of `wobble compare`.
#[derive(clap::Args, Debug)]
#[command(mut_arg("results", |a| a.help(RESULTS_CSV_ONLY)))]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Tool label of the reference configuration (the CSV `tool` column).
    #[arg(long, value_name = "LABEL")]
    pub base: String,
    /// Tool label of the configuration under test.
    #[arg(long, value_name = "LABEL")]
    pub new: String,
    /// Only compare mutants of this batch (e.g. `M*`). Default: every batch but `seed`.
    #[arg(long, value_name = "NAME")]
    pub batch: Option<String>,
    /// Directory for compare.csv (created if missing). Default: the first RESULTS directory.
    #[arg(short, long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Output: compare.csv, the terminal table on stdout, or both.
    #[arg(short, long, value_enum, default_value_t = Format::Both)]
    pub format: Format,
    /// RESULTS, --groups, --duplicates.
    #[command(flatten)]
    pub input: ResultsArgs,

    /// Hand each seed's first introduced mutant flip (base verifies the mutant, new does not,
    /// while new still verifies the seed) to `wobble minimize` with the new configuration; the
    /// reduced pairs go to OUT/minimized/SEED/. Seed-level regressions have no pair to reduce:
    /// they are listed with their reproduce command.
    #[arg(long)]
    pub minimize: bool,

    /// Verifier configuration file defining the labels, for --minimize (as for `wobble fuzz`).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,

    /// Wall-clock limit per verifier run while minimizing, in seconds.
    #[arg(allow_negative_numbers = true, long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub minimize_timeout: Duration,
}

/// Runs `wobble compare`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let rows = args.input.load_rows()?;
    let opts = CompareOptions { base: args.base.clone(), new: args.new.clone(), batch: args.batch.clone() };
    let comparison = compare(&rows, &opts)?;
    let classes = crate::report::findings::load_classes(&rows)?.map(|c| flip_classes(&rows, &opts, &c));
    if args.format.text() {
        out!("{}", comparison.to_text())?;
        if let Some(c) = &classes {
            out!("\n{}", c.to_text(20))?;
        }
    }
    if args.format.latex() {
        let out = args.out.clone().unwrap_or_else(|| args.input.default_out());
        super::common::create_out_dir(&out)?;
        let file = out.join("compare.tex");
        let mut table = comparison.table();
        // The reproduce commands are too long for a paper's column: the CSV keeps them.
        table.columns.pop();
        for row in &mut table.rows {
            row.pop();
        }
        std::fs::write(&file, latex::to_latex(&table)).map_err(|e| FileError::write(&file, e))?;
        if !global.quiet {
            eprintln!("wrote {}", file.display());
        }
    }
    if args.format.csv() {
        let out = args.out.clone().unwrap_or_else(|| args.input.default_out());
        super::common::create_out_dir(&out)?;
        let file = out.join("compare.csv");
        comparison.table().write_csv(&file).map_err(|e| FileError::write(&file, e))?;
        if !global.quiet {
            if !args.format.text() {
                eprintln!("{}", comparison.summary());
                if let Some(c) = &classes {
                    eprint!("{}", c.to_text(20));
                }
            }
            eprintln!("wrote {}", file.display());
        }
    }
    if args.minimize {
        let out = args.out.clone().unwrap_or_else(|| args.input.default_out()).join("minimized");
        minimize_flips(&rows, args, &out, global);
    }
    Ok(Verdict::findings_if(comparison.has_regressions()))
}

/// Runs the minimizer on the first introduced flip of every seed that has one; a pair that
/// cannot be minimized is a warning.
fn minimize_flips(rows: &[Row], args: &Args, out: &Path, global: &Global) {
    use std::collections::BTreeMap;
    let by = |tool: &str| -> BTreeMap<(String, String, Option<u32>), &Row> {
        rows.iter()
            .filter(|r| r.record.tool == tool)
            .map(|r| ((r.record.seed.clone(), r.record.batch.clone(), r.record.mutant), r))
            .collect()
    };
    let (base, new) = (by(&args.base), by(&args.new));
    let mut done = std::collections::BTreeSet::new();
    for ((seed, batch, mutant), n) in &new {
        let seed_ok = new.get(&(seed.clone(), SEED_BATCH.to_string(), None)).is_some_and(|r| r.record.outcome.passes());
        let flip = batch != SEED_BATCH
            && !n.record.outcome.passes()
            && base.get(&(seed.clone(), batch.clone(), *mutant)).is_some_and(|b| b.record.outcome.passes());
        if !seed_ok || !flip || !done.insert(seed.clone()) {
            continue;
        }
        let request = Request {
            seed: PathBuf::from(seed),
            mutant: n.results_dir().join(&n.record.path),
            chain: None,
            tool: args.new.clone(),
            config: args.config.clone(),
            rlimit: None,
            oracle: OracleConfig { timeout: args.minimize_timeout, repeats: 1, cache_dir: None, parallel_pair: false },
            options: Options { jobs: global.jobs(), ..Options::default() },
            out: out.join(slug(seed)),
            // A mutant the new release's front end rejects is shrunk as a front-end finding.
            front_end: n.record.outcome.rejected(),
        };
        if !global.quiet {
            eprintln!("minimizing {seed} [{batch} #{}] under {}", mutant.unwrap_or(0), args.new);
        }
        let quiet = global.quiet;
        let progress = move |line: &str| {
            if !quiet {
                eprintln!("minimize: {line}");
            }
        };
        match crate::minimizer::run::run(&request, &progress) {
            Ok(r) if !global.quiet => eprintln!(
                "minimized {seed}: seed {} -> {}, mutant {} -> {}; written to {}",
                r.seed_before,
                r.seed_after,
                r.mutant_before,
                r.mutant_after,
                request.out.display()
            ),
            Ok(_) => {}
            Err(e) => eprintln!("warning: minimizing {seed}: {}", report(&e)),
        }
    }
}
