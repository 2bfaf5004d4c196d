//! `wobble table`: the paper's Tab. 6, 8 and 9 (and the merged raw rows) from one or more result
//! directories, and the stability table when an input holds a `stability.csv`.

use super::{Global, Result, Verdict};
use crate::error::FileError;
use crate::pipeline::tables::{load_rows, Tables, TablesRequest};
use crate::tables::latex;
use crate::tables::load::{self, Duplicates, Row};
use crate::tables::timeout_scope;
use std::path::{Path, PathBuf};

const AFTER_HELP: &str = "\
Compute the µgie paper's tables from results CSVs (one row per verifier run, as written by
`wobble fuzz` / `wobble campaign`).

Every RESULTS argument is a results directory (its results.csv is read) or a CSV file. Rows of
all inputs are merged; the same run (seed, batch, mutant, tool) recorded twice (shards, resumed
runs) is kept once: identical rows collapse, rows with the same outcome keep the later one, rows
with different outcomes are an error unless --duplicates last.

A run passes (t(p)) iff its outcome is `verified`; every other verification outcome fails
(timeouts, tool errors, unknown, ...). A mutant that the tool's front end rejected (parse_error,
type_error) or that wobble made ill-formed (invalid_mutant) has no verification result and is left
out of the measures (docs/front-end.md). `out_of_resource` (a VC used up its resource limit, --rlimit) counts as a timeout
in mean_pct_timeout. --verdicts boogie leaves out the rows that `--level smt` decided without a
Boogie run (results.csv's `level` column is `smt`). Batches: `seed` (the seed's own run), `M*` (general batch), `M_S1`..`M_G2`
(single-operator batches); other batch names are ignored by the measures but kept in runs.csv.

Files written to --out (default: the first RESULTS directory):
  tab6.csv  per group and tool, and an `all` row per tool: pass, exists_fail, pct_exists_fail,
            mean_pct_fail, mean_pct_timeout, mean_pct_fail_exists (batch M*), and
            exists_fail_M_S1 .. exists_fail_M_G2 (passing seeds with a failing mutant in M_J),
            and exists_front_end (passing seeds with an M* mutant the tool's front end rejects:
            front-end findings) when there is one
  tab8.csv  per group and tool: failing_mutants (failing M* mutants of passing seeds) and
            pct_S1 .. pct_G1 (% of them whose chain applies the operator at least once)
  tab9.csv  per group and tool, for seeds that fail: fail, exists_pass, pct_exists_pass,
            mean_pct_pass, mean_pct_pass_exists (batch M*)
  runs.csv  the merged rows (same columns as results.csv)
When the runs' manifests say --timeout-scope run (each whole Boogie run was limited to
--timeout, the µgie paper's setting), tab6, tab8 and tab9 state it: a note under their titles
and a last CSV column timeout_scope = run. Runs of the two scopes are not merged into one table.
With a stability.csv (written by `wobble stability`) in a RESULTS directory, or given as a file:
  tab-stability.csv          per group and tool, and an `all` row per tool: programs (the
            rows whose query is `all`), stable, pct_stable, unstable, pct_unstable, unsolvable,
            pct_unsolvable, inconclusive, pct_inconclusive, runs, budget, saved, pct_saved
            (solver runs done, the fixed budget, the runs sequential stopping saved)
  tab-stability-queries.csv  the same per query (verification condition) instead of program
A directory needs a results.csv or a stability.csv; with only the latter, only the stability
tables are written.
Percentages are 0-100 with up to 4 decimals; an undefined mean (no seeds) is an empty cell.
With --format text the tables are printed to stdout, aligned, percentages rounded, and no file
is written; --format both does both. --format latex writes tab6.tex, tab8.tex, tab9.tex (and
tab-stability.tex, tab-stability-queries.tex) instead: one booktabs `tabular` each
(\\usepackage{booktabs}; \\input{tab6.tex} in a table float), group and tool names escaped,
percentages rounded, `--` for undefined; --format all writes the CSV and LaTeX files and prints
the text tables.

Examples:
  wobble table results/campaign                       # tab6.csv tab8.csv tab9.csv runs.csv there
  wobble table results/shard-* --out tables --format both
  wobble table results/run --format text --groups groups.txt
  wobble table results/stab --format latex            # tab-stability.tex from stability.csv

A --groups file has lines `seed_path_or_glob,group` (the first matching line wins; `*` matches
any characters including `/`, `?` one character; `#` starts a comment), e.g.
  seeds/dafny/*,D
  seeds/examples/trig.bpl,E

Exit status: 0 tables written; 2 bad input (neither results.csv nor stability.csv, malformed row
with FILE:LINE (also an unknown stability category), conflicting duplicates, bad --groups line,
one tool with two versions without --allow-mixed-versions); 3 an output file could not be written.";

/// How to output tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// CSV files in the output directory.
    #[default]
    Csv,
    /// Aligned tables on stdout (no files).
    Text,
    /// Both.
    Both,
    /// LaTeX files (one booktabs `tabular` each) in the output directory.
    Latex,
    /// CSV and LaTeX files, and text tables on stdout.
    All,
}

impl Format {
    pub fn csv(self) -> bool {
        matches!(self, Format::Csv | Format::Both | Format::All)
    }
    pub fn text(self) -> bool {
        matches!(self, Format::Text | Format::Both | Format::All)
    }
    pub fn latex(self) -> bool {
        matches!(self, Format::Latex | Format::All)
    }
}

/// The results a reading command (`table`, `compare`, `plot`, `report`) reads, flattened into
/// its arguments: the RESULTS inputs, `--groups` and `--duplicates`.
#[derive(clap::Args, Debug)]
pub struct ResultsArgs {
    /// Results directories (containing results.csv and/or stability.csv) or CSV files (results
    /// or stability CSVs, told apart by their header); rows are merged.
    #[arg(required = true, value_name = "RESULTS")]
    pub results: Vec<PathBuf>,
    /// File of `seed_path_or_glob,group` lines overriding the group column.
    #[arg(short, long, value_name = "FILE")]
    pub groups: Option<PathBuf>,
    /// Two rows of the same run with different outcomes: stop with an error, or keep the last.
    #[arg(long, value_enum, default_value_t = Duplicates::Error)]
    pub duplicates: Duplicates,
}

/// The help of RESULTS for the commands that read results.csv only (`compare`, `report`).
pub(crate) const RESULTS_CSV_ONLY: &str =
    "Results directories (containing results.csv) or results CSV files; rows are merged";

impl ResultsArgs {
    /// The rows of the RESULTS inputs' results CSVs, merged and regrouped ([`load_rows`]).
    pub(crate) fn load_rows(&self) -> Result<Vec<Row>> {
        load_rows(&self.results, self.groups.as_deref(), self.duplicates)
    }

    /// The default output directory ([`default_out`]).
    pub(crate) fn default_out(&self) -> PathBuf {
        default_out(&self.results)
    }
}

/// Arguments of `wobble table`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// Directory for tab6.csv, tab8.csv, tab9.csv, runs.csv and tab-stability*.csv (created if missing).
    /// Default: the first RESULTS directory (the folder of the first CSV file).
    #[arg(short, long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Output: csv files, text tables on stdout, or both.
    #[arg(short, long, value_enum, default_value_t = Format::Csv)]
    pub format: Format,
    /// RESULTS, --groups, --duplicates.
    #[command(flatten)]
    pub input: ResultsArgs,
    /// Merge rows of one tool recorded with different tool versions (e.g. shards run on nodes
    /// with different Boogie/Z3 installations, or two directories holding the same runs under
    /// two versions: the later rows are kept); without it that is an error.
    #[arg(long)]
    pub allow_mixed_versions: bool,
    /// Which rows the tables and runs.csv count: `all` of them, or `boogie`: only verdicts of
    /// whole tool runs (a Boogie run's for the Boogie tools), leaving out the rows the query level
    /// decided alone (`level` = `smt` in results.csv, written by `--level smt`: mutants and seeds
    /// it verified without a Boogie run). Rows of files written before the `level` column count
    /// as whole runs.
    #[arg(long, value_enum, default_value_t = Verdicts::All, value_name = "WHICH")]
    pub verdicts: Verdicts,
}

/// `wobble table --verdicts`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Verdicts {
    /// Every row.
    #[default]
    All,
    /// Only the verdicts of whole tool runs (no `level` = `smt` row).
    Boogie,
}

/// The default output directory: the first input if it is a directory, else its folder.
pub(crate) fn default_out(results: &[PathBuf]) -> PathBuf {
    match results.first() {
        Some(p) if p.is_dir() => p.clone(),
        Some(p) => {
            p.parent().filter(|d| !d.as_os_str().is_empty()).map_or_else(|| PathBuf::from("."), Path::to_path_buf)
        }
        None => PathBuf::from("."),
    }
}

/// Runs `wobble table`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let built = crate::pipeline::tables::build(&TablesRequest {
        inputs: &args.input.results,
        groups: args.input.groups.as_deref(),
        duplicates: args.input.duplicates,
        allow_mixed_versions: args.allow_mixed_versions,
        whole_runs_only: args.verdicts == Verdicts::Boogie,
    })?;
    let Tables { tables, rows, index, scope, stability_rows } = built;
    if args.format.text() {
        let blocks: Vec<String> = tables.iter().map(|(_, t)| t.to_text()).collect();
        out!("{}", blocks.join("\n"))?;
    }
    let out = args.out.clone().unwrap_or_else(|| args.input.default_out());
    if args.format.csv() || args.format.latex() {
        super::common::create_out_dir(&out)?;
    }
    let names = |ext: &str| tables.iter().map(|(n, _)| format!("{n}.{ext}")).collect::<Vec<_>>().join(" ");
    if args.format.latex() {
        for (name, table) in &tables {
            let file = out.join(format!("{name}.tex"));
            std::fs::write(&file, latex::to_latex(table)).map_err(|e| FileError::write(&file, e))?;
        }
        if !global.quiet {
            eprintln!("wrote {} (booktabs) to {}", names("tex"), out.display());
        }
    }
    if args.format.csv() {
        for (name, table) in &tables {
            let file = out.join(format!("{name}.csv"));
            timeout_scope::for_csv(name, table, scope).write_csv(&file).map_err(|e| FileError::write(&file, e))?;
        }
        let mut written = names("csv");
        if let Some(index) = &index {
            load::write_runs(&rows, &out.join("runs.csv"))?;
            written.push_str(" runs.csv");
            if !global.quiet {
                eprint!(
                    "{} rows, {} seeds × tools, {} groups, {} tools",
                    rows.len(),
                    index.entries.len(),
                    index.groups.len(),
                    index.tools.len(),
                );
            }
        }
        if !global.quiet {
            if index.is_some() && stability_rows > 0 {
                eprint!("; ");
            }
            if stability_rows > 0 {
                eprint!("{stability_rows} stability rows");
            }
            eprintln!(": wrote {written} to {}", out.display());
        }
    }
    Ok(Verdict::Clean)
}
