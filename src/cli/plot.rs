//! `wobble plot`: the paper's figures (Fig. 7 as an UpSet plot, Tab. 8 as bars), with
//! `--base`/`--new` the release comparison's time plot, and with a `stability.csv` among the
//! inputs the stability categories per group as stacked bars, as SVG and PNG files.

use super::table::ResultsArgs;
use super::{Global, Result, Verdict};
use crate::error::FileError;
use crate::pipeline::tables::{load_rows, load_stability};
use crate::report::plot::{paper_figures, stability_figures, times::TimeScatter, Plot};
use crate::tables::index::Index;
use crate::tables::inputs::split_inputs;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
Figures from results CSVs, drawn with plotters (SVG, and PNG of the same size). Per tool:
  fig7-TOOL.svg/.png  the paper's Fig. 7 as an UpSet plot: for each seed the tool verifies that
                      has a failing mutant, the exact set of batches (M*, M_S1..M_G1) holding a
                      failing mutant of it; bars count the seeds per set, dots show the set, the
                      left bars give # ∃fail per batch
  tab8-TOOL.svg/.png  Tab. 8 as bars: % of failing M* mutants whose chain applies each operator,
                      one color per group
With --base and --new (tool labels, as for `wobble compare`):
  compare-times.svg/.png  time under new vs time under base per program, log axes, flips marked
With a stability.csv (`wobble stability`) in a RESULTS directory or given as a file:
  stability-bars.svg/.png  one stacked bar per group and tool: the share of programs that are
                      stable, unstable, unsolvable and inconclusive, counts inside the bars
Text needs a TrueType font: DejaVu Sans from Debian's fonts-dejavu-core (`make tools-papers`).

Examples:
  wobble plot results/example --out results/example
  wobble plot results/z3-4.13 --base boogie --new boogie-z3-4.13.0 --out figs

Exit status: 0 figures written; 2 bad input; 3 a figure could not be drawn or written.";

/// Arguments of `wobble plot`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Directory for the figures (created if missing).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Base tool label for the comparison time plot (with --new).
    #[arg(long, value_name = "LABEL", requires = "new")]
    pub base: Option<String>,
    /// New tool label for the comparison time plot (with --base).
    #[arg(long, value_name = "LABEL", requires = "base")]
    pub new: Option<String>,
    /// Write SVG only (no PNG).
    #[arg(long)]
    pub no_png: bool,
    /// RESULTS, --groups, --duplicates.
    #[command(flatten)]
    pub input: ResultsArgs,
}

/// Runs `wobble plot`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let inputs = split_inputs(&args.input.results)?;
    let mut plots = Vec::new();
    if !inputs.results.is_empty() {
        let rows = load_rows(&inputs.results, args.input.groups.as_deref(), args.input.duplicates)?;
        plots = paper_figures(&Index::build(&rows));
        if let (Some(base), Some(new)) = (&args.base, &args.new) {
            plots.push(Plot::Times(TimeScatter::build(&rows, base, new)));
        }
    }
    if !inputs.stability.is_empty() {
        // Versions are not compared here: a figure of mixed versions is the user's call.
        let rows = load_stability(&inputs.stability, args.input.groups.as_deref(), args.input.duplicates, true)?;
        plots.extend(stability_figures(&rows));
    }
    super::common::create_out_dir(&args.out)?;
    let mut written = Vec::new();
    for plot in &plots {
        let svg = plot.svg()?;
        let file = args.out.join(format!("{}.svg", plot.name()));
        std::fs::write(&file, svg).map_err(|e| FileError::write(&file, e))?;
        written.push(file);
        if !args.no_png {
            let file = args.out.join(format!("{}.png", plot.name()));
            plot.png(&file)?;
            written.push(file);
        }
    }
    if !global.quiet {
        let names: Vec<String> =
            written.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
        eprintln!("wrote {} to {}", names.join(" "), args.out.display());
    }
    Ok(Verdict::Clean)
}
