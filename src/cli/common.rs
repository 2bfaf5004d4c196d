//! Flag groups shared by several subcommands (tools, runs, generation), the clap value parsers
//! of their values (durations, operator lists, counts), and the glue that runs a campaign
//! (`fuzz` and `campaign` both go through [`run_campaign`]).

use super::{bad_input, BadInput, Global, Result};
use crate::campaign::batches::{BatchKind, BatchSpec};
use crate::campaign::manifest::{check_resume, Difference, ManifestError};
use crate::campaign::{self, CampaignSpec, GenerationNote, Manifest, SeedFile};
use crate::error::FileError;
use crate::generation::Weights;
use crate::mutation::OpName;
use crate::querylevel::{Cost, QueryLevel};
use crate::runner::{read_records, ResultSink, ResultsDir, RunOptions, RunRecord};
use crate::smt::vcs::Extractor;
use crate::util::cpu::children_cpu_s;
use crate::verifiers::Verifier;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The cost file in a results directory (this invocation's figures, [`RunCost`]).
pub const COST_FILE: &str = "cost.toml";

/// clap value parser: a positive, finite number of seconds (`20`, `0.5`).
pub fn parse_seconds(s: &str) -> std::result::Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(Duration::from_secs_f64(x)),
        _ => Err(format!("`{s}` is not a positive number of seconds")),
    }
}

/// Creates the output directory named by `--out` (with its parents); an existing file there is
/// bad input naming `--out`, not an I/O failure.
pub fn create_out_dir(out: &std::path::Path) -> Result<()> {
    if out.exists() && !out.is_dir() {
        return bad_input(format!(
            "--out {}: is a file, not a directory; give a directory (it is created if missing)",
            out.display()
        ));
    }
    std::fs::create_dir_all(out).map_err(|e| FileError::create(out, e))?;
    Ok(())
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
}

impl ToolArgs {
    /// Builds the verifiers, checking every binary and its version before anything runs.
    pub fn resolve(&self) -> Result<Vec<Arc<dyn Verifier>>> {
        Ok(crate::runner::config::resolve_tools(&self.tools, self.config.as_deref())?)
    }

    /// The VC extraction of configuration `label` (looked up in this --config) with `timeout`.
    pub fn vc_source(&self, label: &str, timeout: Duration) -> VcSource {
        VcSource { config: self.config.clone(), label: label.to_string(), timeout }
    }
}

/// Where a command's VC extraction comes from, before anything is built: the configuration
/// file (`--config`), the configuration label and the wall-clock limit of one extraction.
#[derive(Clone, Debug, PartialEq)]
pub struct VcSource {
    pub config: Option<PathBuf>,
    pub label: String,
    pub timeout: Duration,
}

impl VcSource {
    /// Builds the extraction context (checks Boogie and z3, reads their versions).
    pub fn extractor(&self) -> Result<Extractor> {
        Ok(crate::runner::config::extractor(&self.label, self.config.as_deref(), self.timeout)?)
    }
}

/// The operators the batches use (weight above 0; S1 for the enumeration of orders).
pub fn batch_ops(batches: &[BatchSpec]) -> Vec<OpName> {
    let mut ops = Vec::new();
    for b in batches {
        match &b.kind {
            BatchKind::Random { weights, .. } => ops.extend(OpName::ALL.iter().filter(|&&op| weights.get(op) > 0)),
            BatchKind::EnumerateOrders => ops.push(OpName::S1),
        }
    }
    ops.sort_unstable();
    ops.dedup();
    ops
}

/// One note per tool whose Boogie normalizes the declaration order when `ops` (the operators a
/// run uses) include S1 or S2: their mutants then test Boogie's normalizer, not the solver.
pub fn normalization_notes(tools: &[Arc<dyn Verifier>], ops: &[OpName]) -> Vec<String> {
    if !ops.iter().any(|op| matches!(op, OpName::S1 | OpName::S2)) {
        return Vec::new();
    }
    tools
        .iter()
        .filter_map(|t| {
            let n = t.normalization().filter(|n| n.declaration_order)?;
            Some(format!(
                "note: {} ({}) sends declarations in its own order ({}): S1/S2 mutants test Boogie's normalizer, \
                 not the solver; `args = [\"/normalizeDeclarationOrder:0\"]` in a [[verifier]] turns it off",
                t.label(),
                t.version().split(';').next().unwrap_or("boogie").trim(),
                n.describe().unwrap_or_default(),
            ))
        })
        .collect()
}

/// How verifier runs are made and where results go.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// Wall-clock limit of one verifier run, in seconds (the paper used 20). On expiry the
    /// verifier's whole process tree is killed and the run counts as `timeout`.
    #[arg(allow_negative_numbers = true, long, default_value = "20", value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Duration,
    /// Results directory: `results.csv` (one row per run, flushed as it is written), the run's
    /// settings in `manifest.toml`, the mutants under `mutants/`, and the result cache `.cache/`
    /// (reused by later runs).
    #[arg(short, long, value_name = "DIR")]
    pub out: PathBuf,
    /// Continue an interrupted run in the same directory: rows already in `results.csv` are
    /// kept and their runs skipped. Every setting recorded in its `manifest.toml` (seeds, tools
    /// and versions, mutant counts, --rng-seed, weights, --timeout, --confirm-timeouts) must be
    /// the same: a difference is refused, listing each one, before anything is written. Without
    /// --resume, an existing `results.csv` is an error.
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
        let dir = self.dir()?;
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

    /// The results directory --out names (refused when it names a file).
    pub fn dir(&self) -> Result<ResultsDir> {
        if self.out.exists() && !self.out.is_dir() {
            return bad_input(format!(
                "--out {}: is a file, not a directory; give a directory for the results (it is created if missing)",
                self.out.display()
            ));
        }
        Ok(ResultsDir::at(&self.out))
    }

    /// The manifest settings of these flags: `--timeout` (seconds) and `confirm_timeouts`.
    pub fn settings(&self, confirm_timeouts: u32) -> BTreeMap<String, String> {
        let mut m = BTreeMap::new();
        m.insert("--timeout".to_string(), format!("{}", self.timeout.as_secs_f64()));
        m.insert("--confirm-timeouts".to_string(), confirm_timeouts.to_string());
        m
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
    /// Weights learned from an earlier run: each operator's flips per 100 mutants of verified
    /// seeds in DIR/results.csv (rounded, at least 1: the `weights from this run's yields` line
    /// that fuzz and campaign print). Operators that run did not apply keep their default;
    /// --weights then overrides single operators.
    #[arg(long, value_name = "DIR", conflicts_with = "only")]
    pub weights_from: Option<std::path::PathBuf>,
}

impl WeightArgs {
    pub fn weights(&self) -> Result<Weights> {
        if !self.only.is_empty() {
            return Ok(Weights::only(&self.only));
        }
        let base = match &self.weights_from {
            Some(dir) => {
                let learned = learned_weights(dir)?;
                Weights::default().with_overrides(&learned).map_err(|e| BadInput(format!("--weights-from: {e}")))?
            }
            None => Weights::default(),
        };
        match &self.weights {
            Some(text) => base.with_overrides(text).map_err(|e| BadInput(format!("--weights: {e}")).into()),
            None => Ok(base),
        }
    }
}

/// The weights an earlier run's yields suggest (`S1=3,L3=1,...`), from `dir`/results.csv.
pub fn learned_weights(dir: &std::path::Path) -> Result<String> {
    let csv = ResultsDir::at(dir).csv_path();
    if !csv.is_file() {
        return Err(BadInput(format!("--weights-from {}: no results.csv there", dir.display())).into());
    }
    let yields = crate::campaign::yields::Yields::of(&read_records(&csv)?);
    if yields.0.is_empty() {
        return Err(BadInput(format!(
            "--weights-from {}: no mutant of a verified seed to learn yields from",
            dir.display()
        ))
        .into());
    }
    Ok(yields.suggested_weights())
}

/// How `fuzz` and `campaign` verify mutants.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Level {
    /// Every seed and mutant is one Boogie run.
    #[default]
    Boogie,
    /// Mutants are verified query by query (see `--level`).
    Smt,
}

impl Level {
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Boogie => "boogie",
            Level::Smt => "smt",
        }
    }
}

/// `--level`, shared by `fuzz` and `campaign`.
#[derive(clap::Args, Debug, Clone)]
pub struct LevelArgs {
    /// How mutants of the Boogie tools are verified. `boogie`: one Boogie run per program (what
    /// the paper's tables use). `smt`: query by query, solving only what the mutation changed.
    /// Seeds still run Boogie as configured; a mutant's VCs are extracted by Boogie (a seed's
    /// mutants shared among the jobs, up to 16 per process, with a log sink instead of a
    /// solver), each query in a canonical text (quantifier ids renumbered by rank, so shifted
    /// lines do not change it) is answered from the query cache when that exact text was solved
    /// before (for the seed or another mutant), else solved by the configuration's z3, each under
    /// --timeout. A mutant that is not verified this way is run by Boogie, whose verdict is its
    /// row: every flip reported is Boogie's verdict on both sides. results.csv gets each run's
    /// `queries` and `reused` counts, and OUT/cost.toml where the time went. Other tools (cvc4,
    /// cvc5, why3) are unchanged.
    #[arg(long, value_enum, default_value_t = Level::Boogie, value_name = "LEVEL")]
    pub level: Level,
}

/// The runner flags `fuzz` and `campaign` set differently.
#[derive(Clone, Debug)]
pub struct CampaignFlags {
    /// `--confirm-timeouts`.
    pub confirm_timeouts: u32,
    /// `--stop-on-first` (fuzz only).
    pub stop_on_first: bool,
    /// `--stop-on-finding` (fuzz only): the judge of flips.
    pub stop_on_finding: Option<crate::runner::Judge>,
    /// `--level`.
    pub level: Level,
}

/// At `--level smt`: each Boogie tool's seed and mutant verifiers become the query level's
/// (sharing a query cache under the results directory, or a temporary one with --no-cache).
/// Returns the query levels (for their cost) and the temporary cache to keep alive.
fn apply_level(
    spec: &mut CampaignSpec,
    level: Level,
    dir: &ResultsDir,
    no_cache: bool,
) -> Result<(Vec<Arc<QueryLevel>>, Option<tempfile::TempDir>)> {
    if level == Level::Boogie {
        return Ok((Vec::new(), None));
    }
    let (cache, tmp) = if no_cache {
        let t = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
        (t.path().join("queries"), Some(t))
    } else {
        (dir.cache_dir().join("queries"), None)
    };
    let mut levels = Vec::new();
    spec.mutant_verifiers = spec.tools.clone();
    for i in 0..spec.tools.len() {
        let Some(b) = spec.tools[i].as_boogie() else { continue };
        let ql = QueryLevel::new(b.clone(), cache.clone())?;
        let (seeds, mutants) = ql.verifiers();
        spec.tools[i] = seeds;
        spec.mutant_verifiers[i] = mutants;
        levels.push(ql);
    }
    Ok((levels, tmp))
}

/// Runs a campaign (`fuzz` or `campaign`) into the results directory of `run`: opens it, runs
/// every job, prints generation notes and the run summary (unless quiet), and returns every row
/// of the results file (rows of earlier resumed invocations included) and the generation notes. `describe` is the first
/// line printed (unless quiet), given the results directory. `manifest` is written into the
/// directory, or, with `--resume`, compared with the recorded one: a difference is refused
/// before anything is written.
pub fn run_campaign(
    seeds: &[SeedFile],
    spec: &mut CampaignSpec,
    run: &RunArgs,
    global: &Global,
    flags: CampaignFlags,
    describe: &dyn Fn(&ResultsDir) -> String,
    manifest: &Manifest,
) -> Result<(ResultsDir, Vec<RunRecord>, Vec<GenerationNote>, RunCost)> {
    let recorded = if run.resume { check_resume(&run.dir()?, manifest)? } else { false };
    if run.resume && !recorded {
        check_unrecorded_resume(&run.dir()?, manifest)?;
    }
    let (dir, mut sink) = run.open()?;
    if !recorded {
        manifest.write(dir.root())?;
    }
    let mut opts = run.options(global, &dir, flags.confirm_timeouts);
    opts.stop_on_first = flags.stop_on_first;
    opts.stop_on_finding = flags.stop_on_finding.clone();
    if !global.quiet {
        eprintln!("{}", describe(&dir));
    }
    if !global.quiet {
        for n in normalization_notes(&spec.tools, &batch_ops(&spec.batches)) {
            eprintln!("{n}");
        }
    }
    let (levels, _tmp_cache) = apply_level(spec, flags.level, &dir, run.no_cache)?;
    let cpu = children_cpu_s();
    let (summary, notes) = campaign::run_campaign(seeds, spec, &dir, &opts, &mut sink)?;
    for l in &levels {
        l.close_sessions();
    }
    let runs_core_s = children_cpu_s() - cpu;
    drop(sink);
    if !global.quiet {
        for n in notes.iter().filter(|n| n.generated < n.requested) {
            eprintln!("note: {n}");
        }
        eprintln!("{summary}");
    }
    let query_level = (!levels.is_empty()).then(|| {
        let mut cost = Cost::default();
        for l in &levels {
            cost.add(&l.cost());
        }
        cost
    });
    let cost = RunCost { level: flags.level.as_str(), runs_core_s, classification_core_s: 0.0, query_level };
    let records = read_records(dir.csv_path())?;
    Ok((dir, records, notes, cost))
}

/// The tail `fuzz` and `campaign` share after their runs: `classify` (the `--classify` step, its
/// tools' core-seconds measured into `cost`), the cost file, then on stdout the report (at most
/// `show` flips per seed and tool) and the operators' yields. Returns what `classify` returned.
pub fn classify_and_print(
    cost: &mut RunCost,
    dir: &ResultsDir,
    global: &Global,
    records: &[RunRecord],
    report: &mut crate::campaign::FuzzReport,
    show: usize,
    classify: impl FnOnce(&mut crate::campaign::FuzzReport) -> Result<bool>,
) -> Result<bool> {
    let counted = cost.classification(|| classify(report))?;
    cost.finish(dir, global.quiet)?;
    out!("{}", report.render(show))?;
    let yields = crate::campaign::yields::Yields::of(records);
    if !yields.0.is_empty() {
        outln!("\n{yields}")?;
    }
    Ok(counted)
}

/// What a `fuzz` or `campaign` invocation spent, written to `OUT/cost.toml` and printed.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RunCost {
    /// `--level`.
    pub level: &'static str,
    /// Core-seconds of the tools during the runs (seeds and mutants, confirmations included).
    pub runs_core_s: f64,
    /// Core-seconds of the tools during `--classify`.
    pub classification_core_s: f64,
    /// At `--level smt`: where the runs' time went, and the query cache's hits.
    pub query_level: Option<Cost>,
}

impl RunCost {
    /// Measures the tools' core-seconds of `classify` into this cost.
    pub fn classification<T>(&mut self, classify: impl FnOnce() -> T) -> T {
        let cpu = children_cpu_s();
        let r = classify();
        self.classification_core_s = children_cpu_s() - cpu;
        r
    }

    /// Writes `DIR/cost.toml` and (unless quiet) prints the cost lines on stderr.
    pub fn finish(&self, dir: &ResultsDir, quiet: bool) -> Result<()> {
        let path = dir.root().join(COST_FILE);
        let text = toml::to_string(self).map_err(|e| FileError::write(&path, std::io::Error::other(e)))?;
        std::fs::write(&path, text).map_err(|e| FileError::write(&path, e))?;
        if !quiet {
            eprintln!(
                "cost: {:.1} core-s of tools (runs {:.1}, classification {:.1}; --level {})",
                self.runs_core_s + self.classification_core_s,
                self.runs_core_s,
                self.classification_core_s,
                self.level
            );
            if let Some(q) = &self.query_level {
                eprintln!("{q}");
            }
        }
        Ok(())
    }
}

/// A resume of a directory written before manifests existed: what its rows record (the RNG seed
/// of each mutant, each tool's version) must match this invocation.
fn check_unrecorded_resume(dir: &ResultsDir, manifest: &Manifest) -> Result<()> {
    let csv = dir.csv_path();
    if !csv.is_file() {
        return Ok(());
    }
    let rng = manifest.settings.get("--rng-seed").cloned().unwrap_or_default();
    let mut differences = Vec::new();
    for r in read_records(&csv)? {
        let d = if r.mutant.is_some() && r.rng_seed.to_string() != rng {
            Difference { what: "--rng-seed".into(), old: Some(r.rng_seed.to_string()), new: Some(rng.clone()) }
        } else if let Some(t) = manifest.tools.iter().find(|t| t.label == r.tool && r.tool_version != t.version) {
            if r.tool_version.trim().is_empty() {
                continue;
            }
            Difference {
                what: format!("tool {} version", t.label),
                old: Some(r.tool_version.clone()),
                new: Some(t.version.clone()),
            }
        } else {
            continue;
        };
        if !differences.contains(&d) {
            differences.push(d);
        }
    }
    if differences.is_empty() {
        Ok(())
    } else {
        Err(ManifestError::Changed { dir: dir.root().to_path_buf(), differences }.into())
    }
}

/// The labels of `tools`, comma-separated.
pub fn labels(tools: &[Arc<dyn Verifier>]) -> String {
    tools.iter().map(|t| t.label().to_string()).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::record::{RunRecord, SEED_BATCH};
    use crate::runner::ResultSink;
    use crate::verifiers::normalization::Normalization;
    use crate::verifiers::Outcome;
    use crate::verifiers::RunResult;
    use std::path::Path;

    fn row(seed: &str, mutant: Option<u32>, chain: &str, outcome: Outcome) -> RunRecord {
        RunRecord {
            seed: seed.into(),
            group: "G".into(),
            batch: if mutant.is_some() { "M*".into() } else { SEED_BATCH.into() },
            mutant,
            chain: chain.into(),
            rng_seed: 1,
            tool: "boogie".into(),
            tool_version: "2.4.1".into(),
            outcome,
            verified: 0,
            errors: 0,
            time_s: 0.5,
            repeats: 0,
            program_hash: String::new(),
            path: String::new(),
            detail: String::new(),
            queries: None,
            reused: None,
        }
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
    fn batch_ops_lists_the_operators_with_weight() {
        let fuzz = [BatchSpec::star(5, None)];
        let ops = batch_ops(&fuzz);
        assert!(ops.contains(&OpName::S1) && ops.contains(&OpName::S2) && !ops.contains(&OpName::G2), "{ops:?}");
        assert_eq!(batch_ops(&[BatchSpec::single(OpName::L3, 5, None)]), [OpName::L3]);
        assert_eq!(batch_ops(&[BatchSpec::enumerate_orders()]), [OpName::S1]);
    }

    /// A backend that only reports a version and a normalization (no runs).
    struct Described(&'static str, Option<Normalization>);
    impl Verifier for Described {
        fn label(&self) -> &str {
            "b"
        }
        fn version(&self) -> &str {
            self.0
        }
        fn cache_key(&self) -> String {
            String::new()
        }
        fn verify(&self, _: &crate::syntax::source::ProgramText, _: &std::path::Path, _: Duration) -> RunResult {
            RunResult::empty(crate::verifiers::Outcome::ToolError)
        }
        fn normalization(&self) -> Option<Normalization> {
            self.1
        }
    }

    #[test]
    fn a_note_for_s1_and_s2_against_a_normalizing_boogie_only() {
        let new = Normalization::of("3.5.7.0", &[]);
        let off = Normalization::of("3.5.7.0", &["/normalizeDeclarationOrder:0".to_string()]);
        let old = Normalization::of("2.4.1.10503", &[]);
        let tool = |v: &'static str, n| -> Vec<Arc<dyn Verifier>> { vec![Arc::new(Described(v, n))] };
        let notes = normalization_notes(
            &tool("boogie 3.5.7.0; z3 4.13.0; normalized: declaration order", Some(new)),
            &[OpName::S1],
        );
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].starts_with("note: b (boogie 3.5.7.0) sends declarations in its own order"), "{notes:?}");
        assert!(notes[0].contains("/normalizeDeclarationOrder:0"), "{notes:?}");
        assert_eq!(normalization_notes(&tool("v", Some(new)), &[OpName::S2, OpName::L3]).len(), 1);
        // Not without S1/S2, not for 2.4.1, not when turned off, not for backends without Boogie.
        assert!(normalization_notes(&tool("v", Some(new)), &[OpName::L3, OpName::G1]).is_empty());
        assert!(normalization_notes(&tool("v", Some(old)), &[OpName::S1]).is_empty());
        assert!(normalization_notes(&tool("v", Some(off)), &[OpName::S1]).is_empty());
        assert!(normalization_notes(&tool("v", None), &[OpName::S1]).is_empty());
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
