//! The campaign pipeline, the one entry of `wobble fuzz` and `wobble campaign`: opens the results
//! directory (checking a `--resume` against the run manifest), runs every job
//! ([`crate::campaign::run_campaign`]) at the chosen `--level`, builds the report (or counts the
//! verified declaration orders), classifies its flips with `--classify`
//! ([`crate::classify::classify_report`]) and writes the cost file.

use super::classify::{classifier, ClassifyRequest};
use super::Progress;
use crate::campaign::batches::{BatchKind, BatchSpec};
use crate::campaign::guided::{run_guided, Guided, GuidedParams, RecordingJudge};
use crate::campaign::yields::Yields;
use crate::campaign::{self, CampaignSpec, FuzzReport, GenerationNote, Manifest, SeedFile};
use crate::classify::{classify_report, drop_stale, ClassifyJudge, RunRatios, CLASSIFIED_TOOL};
use crate::error::{bad_input, BadInput, FileError, Result};
use crate::mutation::OpName;
use crate::querylevel::{Cost, QueryLevel};
use crate::runner::{FlipJudge, Judge, ResultSink, ResultsDir, RunOptions, RunRecord};
use crate::smt::solving::cache::QueryCache;
use crate::store::manifest::{check_resume, Difference, ManifestError};
use crate::store::{read_records, StoredRow};
use crate::util::cpu::children_cpu_s;
use crate::verifiers::{Outcome, TimeoutScope, Verifier};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// One `fuzz` or `campaign` invocation.
pub struct CampaignRequest<'a> {
    /// The seeds (discovered by the caller, who also wrote them into `manifest`).
    pub seeds: &'a [SeedFile],
    pub spec: CampaignSpec,
    pub output: RunOutput,
    pub flags: CampaignFlags,
    /// The first progress line (what runs, into which directory).
    pub describe: String,
    /// Written into the results directory, or, with `--resume`, compared with the recorded one:
    /// a difference is refused before anything is written.
    pub manifest: Manifest,
    /// `--enumerate-orders`: count the verified declaration orders instead of building a report.
    pub enumerate_orders: bool,
    /// `--classify`; without it a stale `findings.csv` is dropped (not when enumerating orders).
    pub classify: Option<ClassifyRequest>,
    /// Parallel jobs (`-j`).
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What a `fuzz` or `campaign` invocation did.
pub struct CampaignResult {
    pub dir: ResultsDir,
    /// Every row of the results file (rows of earlier resumed invocations included).
    pub records: Vec<RunRecord>,
    /// The same rows with their lines in the file (read once, at the end of the runs), for the
    /// report ([`super::report::final_summary`]).
    pub rows: Vec<StoredRow>,
    pub notes: Vec<GenerationNote>,
    /// What it spent (also written to `OUT/cost.toml`).
    pub cost: RunCost,
    /// The report: flips per seed and tool, with classes after `--classify` (and how they count,
    /// [`FuzzReport::counting`]: the exit status is [`FuzzReport::any_counted`]).
    pub report: FuzzReport,
    /// The operators' yields over `records`.
    pub yields: Yields,
    /// `--enumerate-orders`: (seed, tool) -> (verified orders, all orders).
    pub orders: BTreeMap<(String, String), (usize, usize)>,
}

/// Where and how the runs go: `--out`, `--timeout`, `--timeout-scope`, `--resume`, `--overwrite`,
/// `--no-cache`.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOutput {
    pub out: PathBuf,
    pub timeout: Duration,
    /// What `timeout` limits in a Boogie run (the tools were built with it).
    pub timeout_scope: TimeoutScope,
    pub resume: bool,
    pub overwrite: bool,
    pub no_cache: bool,
    /// Replay timeouts an earlier invocation left in the query cache (`--replay-timeouts`).
    pub replay_timeouts: bool,
}

impl RunOutput {
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

    /// Runner options for this invocation (a mutant a tool rejects is judged by wobble's own
    /// front end: see [`RunOptions::judge_rejected_mutants`]).
    pub fn options(&self, jobs: usize, quiet: bool, dir: &ResultsDir, confirm_timeouts: u32) -> RunOptions {
        let mut opts = RunOptions::new(jobs, self.timeout);
        opts.judge_rejected_mutants = true;
        opts.quiet = quiet;
        opts.confirm_timeouts = confirm_timeouts;
        opts.cache_dir = if self.no_cache { None } else { Some(dir.cache_dir()) };
        opts
    }
}

/// An earlier run's yields per operator, from `dir`/results.csv (their
/// [`Yields::suggested_weights`] are what `--weights-from` uses).
pub fn learned_yields(dir: &std::path::Path) -> Result<Yields> {
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
    Ok(yields)
}

/// How `fuzz` and `campaign` verify mutants.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Level {
    /// Every seed and mutant is one Boogie run.
    #[default]
    Boogie,
    /// Seeds and mutants are verified query by query, Boogie confirming what fails (see `--level`).
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

/// The runner flags `fuzz` and `campaign` set differently.
#[derive(Clone, Copy, Debug)]
pub struct CampaignFlags {
    /// `--confirm-timeouts`.
    pub confirm_timeouts: u32,
    /// `--stop-on-first` (fuzz only).
    pub stop_on_first: bool,
    /// `--stop-on-finding` (fuzz only, with a classification request): each `boogie` flip is
    /// classified as the run finds it ([`ClassifyJudge`]), and a seed stops at its first finding.
    pub stop_on_finding: bool,
    /// `--level`.
    pub level: Level,
    /// `--guided` (at `--level smt`): rounds of the first batch's mutants (M*) steered by their
    /// resource counts ([`crate::campaign::guided`]); the other batches run blind.
    pub guided: Option<GuidedParams>,
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

/// At `--level smt`: each Boogie tool's seed and mutant verifiers become the query level's
/// (sharing a query cache under the results directory, or a temporary one with --no-cache; it
/// replays the timeouts of earlier invocations only with `replay_timeouts`). Returns the query
/// levels (for their cost) and the temporary cache to keep alive.
fn apply_level(
    spec: &mut CampaignSpec,
    level: Level,
    dir: &ResultsDir,
    no_cache: bool,
    replay_timeouts: bool,
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
    // One cache for every tool's query level: a timeout one of them stored is this run's own.
    let cache = QueryCache::new(cache).replaying_timeouts(replay_timeouts);
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

/// Runs a campaign (`fuzz` or `campaign`): the runs ([`run_campaign`]), then the report and its
/// classification (or the count of verified orders), then the cost file. Progress, the
/// classification's lines and the cost lines go to `req.progress`.
pub fn run(mut req: CampaignRequest) -> Result<CampaignResult> {
    check_timeout_scope(&req.output, req.flags.level)?;
    // One classifier for the flips judged during the run and for the report after it.
    let classifier = match &req.classify {
        Some(c) if !req.enumerate_orders => Some(Arc::new(classifier(req.seeds, &req.output.dir()?, c, req.jobs)?)),
        _ => None,
    };
    let judge = match (&req.classify, &classifier, req.flags.stop_on_finding) {
        (Some(c), Some(classifier), true) => {
            // The judge's family is fixed before the run: every mutant it plans for the tool.
            let planned = planned_mutants(req.seeds.len(), &req.spec.batches);
            let quiet = req.progress.quiet();
            let j = ClassifyJudge::new(classifier.clone(), planned, c.count_seed_unstable, quiet, super::pool(1)?);
            Some(Arc::new(j))
        }
        _ => None,
    };
    let stop_on_finding = judge.clone().map(|j| Judge(j as Arc<dyn FlipJudge>));
    let Ran { dir, records, rows, notes, mut cost, measured } = run_campaign(&mut req, stop_on_finding)?;
    if let Some(c) = &classifier {
        c.use_run_ratios(measured);
    }
    let known = match &judge {
        Some(j) => j.finish()?,
        None => HashMap::new(),
    };
    let CampaignRequest { seeds, output, enumerate_orders, classify, progress, .. } = req;
    let yields = Yields::of(&records);
    let mut report = FuzzReport::from_records(&records);
    report.note_generation(seeds, &notes);
    if enumerate_orders {
        let mut orders: BTreeMap<(String, String), (usize, usize)> = BTreeMap::new();
        for r in records.iter().filter(|r| r.batch == "enum_S1") {
            let e = orders.entry((r.seed.clone(), r.tool.clone())).or_default();
            e.1 += 1;
            if r.outcome == Outcome::Verified {
                e.0 += 1;
            }
        }
        cost.finish(&dir, progress)?;
        return Ok(CampaignResult { dir, records, rows, notes, cost, report, yields, orders });
    }
    let family = judge.as_ref().map_or(0, |j| j.family_size());
    cost.classification(|| match (&classify, &classifier) {
        (Some(c), Some(classifier)) => {
            classify_report(&mut report, classifier, &known, family, c.count_seed_unstable, progress).map(drop)
        }
        _ => drop_stale(&dir, output.resume),
    })?;
    cost.finish(&dir, progress)?;
    Ok(CampaignResult { dir, records, rows, notes, cost, report, yields, orders: BTreeMap::new() })
}

/// `--timeout-scope run` times whole Boogie runs, which the query level does not make: it solves
/// a program's VCs one at a time (many from its cache), so it needs `--level boogie`.
fn check_timeout_scope(output: &RunOutput, level: Level) -> Result<()> {
    if output.timeout_scope == TimeoutScope::Run && level == Level::Smt {
        return bad_input(
            "--timeout-scope run limits each whole Boogie run, and --level smt (fuzz's default) solves a \
             program's VCs one at a time, without one: add --level boogie",
        );
    }
    Ok(())
}

/// The mutants a campaign plans per tool: every seed's mutants of every random batch (an upper
/// bound on the flips a tool can have; enumerated orders are not classified).
pub fn planned_mutants(seeds: usize, batches: &[BatchSpec]) -> usize {
    let per_seed: usize = batches
        .iter()
        .map(|b| match &b.kind {
            BatchKind::Random { count, .. } => *count,
            _ => 0,
        })
        .sum();
    seeds.saturating_mul(per_seed).max(1)
}

/// Runs the jobs of a campaign into the results directory of `req.output`: opens it, runs every
/// job, reports generation notes and the run summary to `req.progress`, and returns every row of
/// the results file (rows of earlier resumed invocations included), the generation notes and the
/// runs' cost. `req.describe` is the first progress line. `req.manifest` is written into the
/// directory, or, with `--resume`, compared with the recorded one: a difference is refused before
/// anything is written. At `--level smt` the spec's verifiers become the query level's.
/// `stop_on_finding`: the judge of flips that stops a seed at its first finding.
pub fn run_campaign(req: &mut CampaignRequest, stop_on_finding: Option<Judge>) -> Result<Ran> {
    let CampaignRequest { seeds, spec, output, flags, describe, manifest, jobs, progress, .. } = req;
    let (seeds, flags, jobs, progress) = (*seeds, *flags, *jobs, *progress);
    let recorded = if output.resume { check_resume(&output.dir()?, manifest)? } else { false };
    if output.resume && !recorded {
        check_unrecorded_resume(&output.dir()?, manifest)?;
    }
    let (dir, mut sink) = output.open()?;
    if !recorded {
        manifest.write(dir.root())?;
    }
    let mut opts = output.options(jobs, progress.quiet(), &dir, flags.confirm_timeouts);
    opts.stop_on_first = flags.stop_on_first;
    progress.line(describe);
    if output.timeout_scope == TimeoutScope::Run && !progress.quiet() {
        progress.line(&format!(
            "note: --timeout-scope run: each Boogie run is killed at {} s of wall-clock time in all and counts as \
             `timeout` (the µgie paper's setting)",
            output.timeout.as_secs_f64()
        ));
    }
    if !progress.quiet() {
        for n in normalization_notes(&spec.tools, &batch_ops(&spec.batches)) {
            progress.line(&n);
        }
    }
    // The tool whose counts guide (the first Boogie tool), known before the level replaces it.
    let guided_label = spec.tools.iter().find(|t| t.as_boogie().is_some()).map(|t| t.label().to_string());
    let (levels, _tmp_cache) = apply_level(spec, flags.level, &dir, output.no_cache, output.replay_timeouts)?;
    let guided = match (flags.guided, guided_label.clone(), levels.first()) {
        (None, _, _) => None,
        (Some(params), Some(label), Some(level)) if flags.level == Level::Smt => {
            Some(Guided { params, level: level.clone(), label, found: Default::default() })
        }
        _ => return bad_input("--guided needs --level smt and a Boogie tool (its resource counts guide the run)"),
    };
    opts.stop_on_finding = match (&guided, stop_on_finding) {
        (Some(g), Some(Judge(inner))) => {
            Some(Judge(Arc::new(RecordingJudge { inner, label: g.label.clone(), found: g.found.clone() })))
        }
        (_, j) => j,
    };
    let cpu = children_cpu_s();
    let (summary, notes) = match &guided {
        Some(g) => run_guided(seeds, spec, &dir, &opts, &mut sink, g)?,
        None => campaign::run_campaign(seeds, spec, &dir, &opts, &mut sink)?,
    };
    for l in &levels {
        l.close_sessions();
    }
    let runs_core_s = children_cpu_s() - cpu;
    drop(sink);
    if !progress.quiet() {
        for n in notes.iter().filter(|n| n.generated < n.requested) {
            progress.line(&format!("note: {n}"));
        }
        progress.line(&summary.to_string());
    }
    let query_level = (!levels.is_empty()).then(|| {
        let mut cost = Cost::default();
        for l in &levels {
            cost.add(&l.cost());
        }
        cost
    });
    let cost = RunCost { level: flags.level.as_str(), runs_core_s, classification_core_s: 0.0, query_level };
    let rows = crate::store::results::read_complete(&dir.csv_path())?;
    let records: Vec<RunRecord> = rows.iter().map(|r| r.record.clone()).collect();
    let mut measured = RunRatios::new();
    if let (Some(level), Some(label)) = (levels.first(), &guided_label) {
        let rows = crate::campaign::guided::resource_rows(&records, level, label);
        if guided.is_none() {
            // Blind runs at the query level: each mutant's resource count beside its seed's.
            crate::campaign::guided::write_resources(dir.root(), &rows)?;
        }
        if label == CLASSIFIED_TOOL {
            measured = rows
                .into_iter()
                .filter(|(_, r)| r.verified && !r.cut && r.seed_count > 0)
                .map(|(path, r)| (path, r.ratio))
                .collect();
        }
    }
    Ok(Ran { dir, records, rows, notes, cost, measured })
}

/// What [`run_campaign`] ran.
pub struct Ran {
    pub dir: ResultsDir,
    /// Every row of the results file (rows of earlier resumed invocations included).
    pub records: Vec<RunRecord>,
    /// The same rows with their lines.
    pub rows: Vec<StoredRow>,
    pub notes: Vec<GenerationNote>,
    pub cost: RunCost,
    /// At the query level: the cost ratios of the [`CLASSIFIED_TOOL`]'s verified mutants.
    pub measured: RunRatios,
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

    /// Writes `DIR/cost.toml` and reports the cost lines to `progress`.
    pub fn finish(&self, dir: &ResultsDir, progress: &dyn Progress) -> Result<()> {
        crate::store::cost::write(dir, self)?;
        if !progress.quiet() {
            progress.line(&format!(
                "cost: {:.1} core-s of tools (runs {:.1}, classification {:.1}; --level {})",
                self.runs_core_s + self.classification_core_s,
                self.runs_core_s,
                self.classification_core_s,
                self.level
            ));
            if let Some(q) = &self.query_level {
                progress.line(&q.to_string());
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
    let rng = manifest.settings.rng_seed.map_or_else(String::new, |s| s.to_string());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verifiers::normalization::Normalization;
    use crate::verifiers::RunResult;

    #[test]
    fn an_existing_results_file_needs_resume_or_overwrite_and_out_must_be_a_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let output = |resume, overwrite| RunOutput {
            out: tmp.path().join("r"),
            timeout: Duration::from_secs(1),
            timeout_scope: TimeoutScope::Vc,
            resume,
            overwrite,
            no_cache: false,
            replay_timeouts: false,
        };
        let (dir, sink) = output(false, false).open().unwrap();
        drop(sink);
        assert!(dir.csv_path().is_file());
        let e = output(false, false).open().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            e.ends_with(
                "already exists: use --resume to continue that run, --overwrite to replace it, or another --out"
            ),
            "{e}"
        );
        assert!(output(true, false).open().is_ok() && output(false, true).open().is_ok());
        let file = RunOutput { out: dir.csv_path(), ..output(false, false) };
        let e = file.dir().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(e.contains("is a file, not a directory"), "{e}");
        let opts = output(false, false).options(3, true, &dir, 2);
        assert_eq!((opts.jobs, opts.quiet, opts.confirm_timeouts), (3, true, 2));
        assert_eq!(opts.cache_dir, Some(dir.cache_dir()));
        assert_eq!(RunOutput { no_cache: true, ..output(false, false) }.options(1, false, &dir, 0).cache_dir, None);
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
}
