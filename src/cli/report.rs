//! `wobble report`: one static HTML page for a results set, built and written by
//! [`crate::pipeline::report`].

use super::table::{ResultsArgs, RESULTS_CSV_ONLY};
use super::{Global, Result, Verdict};
/// The `wobble explain` command of a finding (`cli::classify` prints it too).
pub use crate::pipeline::report::explain_command;
use crate::pipeline::report::write_report;
use crate::pipeline::Stderr;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Writes one self-contained HTML page (inline CSS and SVG figures; no script, server, CDN or web
font): the paper's tables, then every finding (a seed the tool verifies, a mutant it does not)
with its group, batch, chain, class, the colored seed/mutant diff (as `wobble show` prints it)
and the `wobble reproduce` and `wobble show` commands to copy, then the figures of `wobble plot`.
A finding's class is read from RESULTS/findings.csv (written by `fuzz --classify` and
`campaign --classify`): encoding, mutant-unstable, seed-unstable or inconclusive; a finding
without a row there (no --classify, or a tool other than `boogie`) shows as `unclassified`.
The findings heading counts findings per class, and Tab. 6 gets its class columns (as `wobble
table` does). Diffs need the mutant files under RESULTS/mutants/ (a missing file is noted on
the page).

Examples:
  wobble report results/example --out results/example/report/index.html
  firefox results/example/report/index.html

Exit status: 0 page written; 2 bad input; 3 the page could not be written.";

/// Arguments of `wobble report`.
#[derive(clap::Args, Debug)]
#[command(mut_arg("results", |a| a.help(RESULTS_CSV_ONLY)))]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The HTML file to write (its folder is created if missing).
    #[arg(short, long, value_name = "FILE")]
    pub out: PathBuf,
    /// RESULTS, --groups, --duplicates.
    #[command(flatten)]
    pub input: ResultsArgs,
}

/// Runs `wobble report`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    if args.out.is_dir() {
        return super::bad_input(format!(
            "--out {}: is a directory; --out takes the HTML file to write, e.g. {}",
            args.out.display(),
            args.out.join("index.html").display()
        ));
    }
    let rows = args.input.load_rows()?;
    let source: Vec<String> = args.input.results.iter().map(|p| p.display().to_string()).collect();
    let progress = Stderr { quiet: global.quiet };
    let n = write_report(&rows, &source.join(" "), &args.out, &super::show::shown_diff, &progress)?;
    if !global.quiet {
        eprintln!("{n} findings; wrote {}", args.out.display());
    }
    Ok(Verdict::Clean)
}
