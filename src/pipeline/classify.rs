//! The classify pipeline: findings classified by the mutation's measured effect
//! ([`crate::classify::findings`]) and decided together as one family per run
//! ([`crate::classify::family`]: the correction over the run's findings, the Boogie check of
//! what the SMT layer counts). [`classify_report`] is `--classify` of `fuzz` and `campaign` (one
//! code path: it classifies a report's brittle `boogie` flips, stores the classes and effects in
//! the report and writes `RESULTS/findings.csv`); [`ClassifyJudge`] is `--stop-on-finding`'s
//! judge (one finding at a time, in the same family); [`classify_files`] is `wobble classify
//! --seed S --mutant M`, the same classification for any pair a user brings (a family of one).
//!
//! A flip that cannot be classified (Boogie fails on the mutant while sampling, the seed's VCs
//! cannot be extracted, the mutant file is missing) gets an `inconclusive` row whose `detail`
//! says why, and the run goes on: one flip never ends a run (only an interruption does). A
//! `front-end` finding (a mutant the tool's front end rejected although it accepted the seed:
//! [`FuzzReport`]'s `front_end`) gets its row without sampling, its class known, for any tool.
//!
//! Resuming (`--resume`): a flip that already has a row in the results directory's
//! `findings.csv` with the same mutant path and the same settings (methods, samples, time limit,
//! RNG seed, level) and a sequential p-value keeps that row and is not sampled again (no Boogie
//! run, no solver run); any other flip is classified afresh (its solver runs still hit the SMT
//! query cache under `RESULTS/.cache/smt` when they were done before). The family is decided
//! again over all rows (a kept row's p-value is valid whatever family it was sampled in), and the
//! file is rewritten: row by row as flips are sampled (an interrupted classification keeps them),
//! then whole with the decision.

use super::vcs::{sample_config, Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::{Counting, FuzzReport, SeedFile};
use crate::classify::bound::{boogie_rlimit, Bounds, Factors};
use crate::classify::cost::{cost_pairs, decide_costs, worth_testing, COST_PAIRS_PER_METHOD};
use crate::classify::family::{classify_alone, classify_family, classify_one, Event, FamilyPlan, Flips, OneFinding};
use crate::classify::findings::{BoogieDraws, Classified, Layer, Level, PairDraws, SmtDraws};
use crate::classify::findings_csv::{self, FindingKey, FindingRow, FindingsWriter, Settings};
use crate::error::{bad_input, BadInput, Error, ErrorKind, FileError, HasKind, Result};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::perturbation::mutate::Method;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::Extractor;
use crate::smt::text::query::Query;
use crate::stability::program::{program_queries, Tool};
use crate::stability::SampleConfig;
use crate::stats::{Correction, CostRatio, Direction};
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::{Outcome, Verifier};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The tool whose flips are classified.
pub const CLASSIFIED_TOOL: &str = "boogie";

/// `--classify` of `fuzz` and `campaign`: how to classify, and how the classes count.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassifyRequest {
    pub options: ClassifyOptions,
    /// `--count-seed-unstable`: seed-unstable flips count as brittleness too.
    pub count_seed_unstable: bool,
}

/// The `--classify-*` settings shared by `fuzz` and `campaign`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassifyOptions {
    pub methods: Vec<Method>,
    /// Budget of z3 runs per query and method.
    pub samples: u32,
    /// Time limit of one z3 run.
    pub timeout: Duration,
    /// RNG seed of the perturbations.
    pub rng_seed: u64,
    /// Reuse the rows of an existing `findings.csv` (`--resume`).
    pub resume: bool,
    pub level: Level,
    /// `--classify-correction`: over the run's findings.
    pub correction: Correction,
    /// The VC extraction: the classified tool's configuration and the run's `--timeout`; its
    /// Boogie also runs the Boogie layer.
    pub vcs: VcSource,
    /// `--cost-ratio`: the least mutant/seed resource-count ratio of a `cost` finding (verified
    /// mutants whose unperturbed cost reaches it are tested: [`crate::classify::cost`]).
    pub cost_ratio: f64,
    /// `--classify-rlimit-factor K`, `--classify-time-factor T`: every classification run
    /// stopped at `K` times the seed's unperturbed resource count of the same VC and (SMT layer)
    /// at `T` times its time in CPU time ([`crate::classify::bound`]); each `None`: off.
    pub bound: Factors,
}

/// The time limit of one Boogie run at the Boogie layer: the solver's, for each VC (Boogie's
/// `/timeLimit`, as at the SMT layer); the Boogie backend guards the whole run with a wall-clock
/// limit of its own (mono's start-up, VC generation, and z3 overrunning its limit in nlsat).
pub fn boogie_vc_limit(solver_timeout: Duration) -> Duration {
    solver_timeout
}

impl ClassifyOptions {
    /// The sampling configuration (no method or a bad time limit is bad input).
    pub fn sample_config(&self) -> Result<SampleConfig> {
        let samples =
            std::num::NonZeroU32::new(self.samples).ok_or_else(|| BadInput("--classify-samples: at least 1".into()))?;
        sample_config(&self.methods, samples, self.rng_seed, self.timeout)
    }

    fn settings(&self) -> Settings {
        Settings::new(&self.methods, self.samples, self.timeout, self.rng_seed)
    }
}

/// What [`classify_report`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassifyStats {
    /// Flips classified by sampling in this invocation.
    pub sampled: usize,
    /// Flips whose class was taken from an earlier `findings.csv` (`--resume`).
    pub reused: usize,
    /// Flips classified during the run (`--stop-on-finding`).
    pub during_run: usize,
    /// Flips that could not be classified (an `inconclusive` row says why).
    pub not_classified: usize,
    /// `front-end` findings (rows without sampling).
    pub front_end: usize,
    /// Verified mutants tested for a `cost` finding, and the `cost` findings among them.
    pub cost_tested: usize,
    pub cost_findings: usize,
    /// Findings that count as brittleness after the family's decision.
    pub counted: usize,
}

/// Removes a `findings.csv` left by an earlier run when the results are started afresh without
/// `--classify` (it would describe flips of the replaced `results.csv`).
pub fn drop_stale(dir: &ResultsDir, resume: bool) -> Result<()> {
    let file = dir.root().join(findings_csv::FILE_NAME);
    if !resume && file.is_file() {
        std::fs::remove_file(&file).map_err(|e| FileError::write(&file, e))?;
    }
    Ok(())
}

/// One flip to classify: where it comes from in the results.
pub struct FlipRef<'a> {
    pub seed: &'a str,
    pub group: &'a str,
    pub tool: &'a str,
    pub batch: &'a str,
    pub mutant: u32,
    pub chain: &'a str,
    /// The mutant's path, relative to the results directory.
    pub path: &'a str,
}

/// A seed as classification uses it: its printed program and (at the SMT level) its VCs.
type SeedProgram = (ProgramText, Vec<Query>);

/// Why a seed's program could not be prepared, kept so that its other flips do not try again.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct SeedFailed(String);

impl HasKind for SeedFailed {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Failure
    }
}

/// Classifies flips of a results directory: what [`classify_report`] and the
/// `--stop-on-finding` judge ([`ClassifyJudge`]) share. Seeds' programs and VCs are prepared
/// once per seed.
pub struct Classifier {
    seeds: Vec<SeedFile>,
    dir: ResultsDir,
    opts: ClassifyOptions,
    cfg: SampleConfig,
    boogie_cfg: SampleConfig,
    settings: Settings,
    boogie: BoogieVerifier,
    limit: Duration,
    tool: Tool,
    cache: QueryCache,
    pool: rayon::ThreadPool,
    seed_programs: Mutex<HashMap<String, std::result::Result<Arc<SeedProgram>, String>>>,
    /// The cost ratios the run measured ([`Classifier::use_run_ratios`]).
    run_ratios: std::sync::OnceLock<RunRatios>,
}

/// The cost ratio (the mutant's summed `rlimit-count` over its seed's, both unperturbed) of each
/// verified mutant of [`CLASSIFIED_TOOL`] that a run at `--level smt` measured with the same
/// Boogie and z3, by the mutant's path in the results directory.
pub type RunRatios = HashMap<String, f64>;

impl Classifier {
    /// The classifier of `seeds`' flips in `dir` with `opts`; `jobs` workers sample.
    pub fn new(seeds: &[SeedFile], dir: &ResultsDir, opts: &ClassifyOptions, jobs: usize) -> Result<Classifier> {
        let cfg = opts.sample_config()?;
        // The classified configuration's Boogie extracts the VCs, its own z3 solves the SMT layer.
        let vcs = VcContext::build(opts.vcs.clone())?;
        let Extractor { boogie, timeout: limit } = vcs.extractor()?.clone();
        Ok(Classifier {
            seeds: seeds.to_vec(),
            dir: dir.clone(),
            settings: opts.settings(),
            opts: opts.clone(),
            boogie_cfg: boogie_config(&cfg),
            cfg,
            boogie,
            limit,
            tool: vcs.solver().clone(),
            cache: QueryCache::new(dir.cache_dir().join("smt")),
            pool: pool(jobs)?,
            seed_programs: Mutex::new(HashMap::new()),
            run_ratios: std::sync::OnceLock::new(),
        })
    }

    /// The cost ratios the run measured: a mutant among them below `--cost-ratio` gets no cost
    /// test, without extracting and solving its VCs again (set once; later calls are ignored).
    pub fn use_run_ratios(&self, ratios: RunRatios) {
        let _ = self.run_ratios.set(ratios);
    }

    /// The plan of a family of `size` findings.
    pub fn plan(&self, size: usize, count_seed_unstable: bool) -> FamilyPlan {
        FamilyPlan {
            level: self.opts.level,
            rule: self.cfg.rule,
            samples: self.cfg.samples,
            correction: self.opts.correction,
            size: size.max(1),
            count_seed_unstable,
        }
    }

    /// The seed's printed program and its VCs, extracted once: the lock is held while they are,
    /// so that workers judging flips of one seed do not extract it twice. Every level needs
    /// them: the SMT layer samples them, the Boogie layer's bound is measured on them, and cost
    /// tests are at the SMT layer whatever the level. A failure is kept too (the seed's other
    /// flips get the same message without a retry); at the Boogie level it only leaves the
    /// seed's VCs empty (its runs are not bounded, its mutants not cost-tested).
    fn seed_program(&self, seed: &SeedFile) -> Result<Arc<SeedProgram>> {
        let mut programs = lock(&self.seed_programs);
        if let Some(p) = programs.get(&seed.id) {
            return p.clone().map_err(|m| SeedFailed(m).into());
        }
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), print_program(&seed.program));
        let queries = match program_queries(&self.boogie, &seed.id, &text, self.limit) {
            Ok(q) => q,
            Err(_) if !self.opts.level.smt() && !crate::runner::interrupt::interrupted() => Vec::new(),
            Err(e) => {
                let e = Error::from(e);
                if e.kind() != ErrorKind::Interrupted {
                    programs.insert(seed.id.clone(), Err(format!("the seed's VCs: {}", e.message())));
                }
                return Err(e);
            }
        };
        let p = Arc::new((text, queries));
        programs.insert(seed.id.clone(), Ok(p.clone()));
        Ok(p)
    }

    /// The row of `flip` before classification.
    fn row(&self, flip: &FlipRef, settings: &Settings) -> FindingRow {
        FindingRow::new(flip.seed, flip.group, flip.tool, flip.batch, flip.mutant, flip.chain, flip.path, settings)
    }

    /// The row of a `front-end` finding (no sampling: see the module doc); `message` is the
    /// tool's rejection.
    pub fn front_end_row(&self, flip: &FlipRef, message: &str) -> FindingRow {
        self.row(flip, &Settings::default()).front_end(message)
    }

    /// The flip's entry in a family, if its seed is among this run's seeds.
    fn entry(&self, flip: &FlipRef) -> Option<FlipEntry> {
        let seed = self.seeds.iter().position(|s| s.id == flip.seed)?;
        let blank = FindingRow { level: self.opts.level.to_string(), ..self.row(flip, &self.settings) };
        Some(FlipEntry { seed, blank, kept: None })
    }

    /// Whether an existing row describes `flip` under these settings (so it need not be sampled);
    /// a row that says why the flip was not classified is sampled again, and so is one written
    /// before runs stopped by a bound were told apart from failures (no `censored` count).
    fn still_valid(&self, row: &FindingRow, path: &str) -> bool {
        row.path == path
            && row.settings() == self.settings
            && row.level == self.opts.level.to_string()
            && row.detail.is_empty()
            && row.p_raw.is_some()
            && row.censored.is_some()
    }
}

/// The Boogie layer's `/rlimit:N` under `--classify-rlimit-factor` (`factor`): the bound of the
/// seed's costliest VC ([`crate::classify::bound`]); `None` without a factor, or when the
/// configuration's own `/rlimit` is not larger (it is in force then).
fn boogie_bound<Q: crate::smt::perturbation::mutate::Sample>(
    seed: &[Q],
    factor: Option<u32>,
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
    boogie: &BoogieVerifier,
) -> Result<Option<u64>> {
    let Some(k) = factor else { return Ok(None) };
    let bounds = Bounds::measure(seed, Factors { rlimit: Some(k), time: None }, tool, cfg, cache)?;
    Ok(boogie_rlimit(&bounds, crate::verifiers::boogie::last_switch(boogie.args(), "/rlimit:")))
}

/// The settings of the Boogie layer: the same budget, reseed only, each VC the solver's limit.
fn boogie_config(cfg: &SampleConfig) -> SampleConfig {
    SampleConfig { timeout: boogie_vc_limit(cfg.timeout), methods: vec![Method::Reseed], ..cfg.clone() }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// One flip of a results directory in a family: its seed (index into the classifier's seeds),
/// its row before sampling, and a row kept from before.
struct FlipEntry {
    seed: usize,
    blank: FindingRow,
    kept: Option<FindingRow>,
}

/// Flips of a results directory as a family ([`Flips`]): the product's tools behind it.
struct ReportFlips<'a> {
    classifier: &'a Classifier,
    entries: Vec<FlipEntry>,
}

impl Flips for ReportFlips<'_> {
    type Error = Error;

    fn len(&self) -> usize {
        self.entries.len()
    }

    fn blank(&self, i: usize) -> FindingRow {
        self.entries[i].blank.clone()
    }

    fn kept(&self, i: usize) -> Option<FindingRow> {
        self.entries[i].kept.clone()
    }

    fn direction(&self, _i: usize) -> Direction {
        Direction::MutantWorse
    }

    fn draws(&self, i: usize, layer: Layer) -> Result<Box<dyn PairDraws + '_>> {
        let c = self.classifier;
        let e = &self.entries[i];
        let seed = c.seed_program(&c.seeds[e.seed])?;
        // A mutant is a file, or a folder of files (S3 splits a program).
        let mutant = read_mutant(&c.dir.root().join(&e.blank.path))?;
        let factors = c.opts.bound;
        Ok(match layer {
            Layer::Smt => {
                let mq = program_queries(&c.boogie, &e.blank.path, &mutant.text, c.limit)?;
                Box::new(SmtDraws::new(&seed.1, &mq, &c.tool, &c.cfg, &c.cache, factors)?)
            }
            Layer::Boogie => {
                let rlimit = boogie_bound(&seed.1, factors.rlimit, &c.tool, &c.cfg, &c.cache, &c.boogie)?;
                Box::new(BoogieDraws::new(seed.0.clone(), mutant.text, &c.boogie, &c.boogie_cfg).with_rlimit(rlimit))
            }
        })
    }

    /// A flip that cannot be sampled gets a row that says why; only an interruption is an error
    /// (a tool killed by Ctrl-C fails in its own way: the interruption is the error).
    fn unclassified(&self, i: usize, error: Error) -> Result<FindingRow> {
        if error.kind() == ErrorKind::Interrupted {
            return Err(error);
        }
        if crate::runner::interrupt::interrupted() {
            return Err(crate::stability::error::StabilityError::Interrupted.into());
        }
        Ok(self.entries[i].blank.clone().not_classified(&error.message()))
    }
}

/// `--stop-on-finding`: classifies each flip as the run finds it, so that a seed's remaining
/// mutants are skipped once one of its flips counts (encoding or mutant-unstable, not
/// contradicted by Boogie; seed-unstable too with --count-seed-unstable) or is a `front-end`
/// finding (a mutant the tool's front end rejects: no sampling needed). A flip it cannot sample
/// gets a row that says why; only an interruption stops the run. Its family is every
/// mutant the run plans for the classified tool, fixed before the run (see
/// [`crate::classify::family`]): a flip it counts counts after the run too. The rows it
/// classified are kept for the `--classify` step after the run, which does not sample them again.
/// It judges inside the runner's workers, so its lines go to standard error like the runner's
/// progress (none when `quiet`), and it samples on one thread: the worker that judges is one of
/// the runner's `-j`, and the others go on running tools meanwhile.
pub struct ClassifyJudge {
    classifier: Arc<Classifier>,
    plan: FamilyPlan,
    /// One thread (see above).
    pool: rayon::ThreadPool,
    progress: super::Stderr,
    rows: Mutex<HashMap<FindingKey, FindingRow>>,
    /// An interruption while judging: the run then starts no new runs, and it is reported after
    /// the run (a flip that cannot be classified is a row, not an error).
    error: Mutex<Option<Error>>,
}

impl ClassifyJudge {
    /// The judge of a run that plans `planned` mutant runs of the classified tool.
    pub fn new(
        classifier: Arc<Classifier>,
        planned: usize,
        count_seed_unstable: bool,
        quiet: bool,
    ) -> Result<ClassifyJudge> {
        Ok(ClassifyJudge {
            plan: classifier.plan(planned, count_seed_unstable),
            classifier,
            pool: pool(1)?,
            progress: super::Stderr { quiet },
            rows: Mutex::new(HashMap::new()),
            error: Mutex::new(None),
        })
    }

    /// The family's size: every mutant the run plans for the classified tool.
    pub fn family_size(&self) -> usize {
        self.plan.size
    }

    /// The rows classified during the run, and the first error, if any.
    pub fn finish(&self) -> Result<HashMap<FindingKey, FindingRow>> {
        if let Some(e) = lock(&self.error).take() {
            return Err(e);
        }
        Ok(std::mem::take(&mut *lock(&self.rows)))
    }
}

impl crate::runner::FlipJudge for ClassifyJudge {
    fn is_finding(&self, r: &crate::runner::RunRecord) -> bool {
        if r.outcome.rejected() {
            // The runner judged it well-formed (an ill-formed one is `invalid_mutant`).
            self.progress.line(&format!("[stop-on-finding] {} {}: front-end ({})", r.seed, r.path, r.detail));
            return true;
        }
        if r.tool != CLASSIFIED_TOOL || !r.outcome.is_verification() || lock(&self.error).is_some() {
            return false;
        }
        let flip = FlipRef {
            seed: &r.seed,
            group: &r.group,
            tool: &r.tool,
            batch: &r.batch,
            mutant: r.mutant.unwrap_or(0),
            chain: &r.chain,
            path: &r.path,
        };
        let Some(entry) = self.classifier.entry(&flip) else { return false };
        let flips = ReportFlips { classifier: &self.classifier, entries: vec![entry] };
        match self.pool.install(|| classify_one(&flips, 0, &self.plan)) {
            Ok((row, _)) => {
                self.progress.line(&format!("[stop-on-finding] {} {}: {}", r.seed, r.path, flip_line(&row)));
                let counts = self.plan.counts(row.class);
                lock(&self.rows).insert(FindingKey::new(&r.seed, &r.tool, &r.batch, flip.mutant), row);
                counts
            }
            Err(e) => match flips.unclassified(0, e) {
                Ok(row) => {
                    self.progress.line(&format!("warning: {} {}: {}", r.seed, r.path, row.detail));
                    lock(&self.rows).insert(FindingKey::new(&r.seed, &r.tool, &r.batch, flip.mutant), row);
                    false
                }
                Err(e) => {
                    lock(&self.error).get_or_insert(e);
                    false
                }
            },
        }
    }

    fn failed(&self) -> bool {
        lock(&self.error).is_some()
    }
}

/// A finding's class and effect for a progress line: `mutant-unstable (seed 27/30 ... p = 4.7e-5)`,
/// with the Boogie check when one was made.
fn flip_line(row: &FindingRow) -> String {
    let check =
        if row.boogie_check.is_empty() { String::new() } else { format!(" [Boogie check: {}]", row.boogie_check) };
    format!("{} ({}){check}", row.class, row.effect)
}

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) as one family and
/// writes `findings.csv` into the classifier's directory, one row per classified flip in report
/// order. `known`: rows classified during the run (`--stop-on-finding`), taken as they are;
/// `family_at_least`: the family's size when it was fixed before the run (the judge's), else 0
/// (the family is then the flips to classify). Sets the report's [`Counting`]. The `front-end`
/// findings of every tool get their rows after the family's (no sampling).
pub fn classify_report(
    report: &mut FuzzReport,
    classifier: &Classifier,
    known: &HashMap<FindingKey, FindingRow>,
    family_at_least: usize,
    count_seed_unstable: bool,
    progress: &dyn Progress,
) -> Result<ClassifyStats> {
    let path = classifier.dir.root().join(findings_csv::FILE_NAME);
    let earlier: HashMap<FindingKey, FindingRow> = if classifier.opts.resume && path.is_file() {
        findings_csv::read(&path)?.into_iter().map(|r| (r.key(), r)).collect()
    } else {
        HashMap::new()
    };
    let mut stats = ClassifyStats::default();
    // The family: the classified tool's flips of verified seeds, in report order.
    let mut entries = Vec::new();
    let mut during = Vec::new();
    let mut places = Vec::new();
    for (li, line) in report.lines.iter().enumerate().filter(|(_, l)| l.brittle() && l.tool == CLASSIFIED_TOOL) {
        for (fi, flip) in line.flips.iter().enumerate() {
            let f = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &flip.batch,
                mutant: flip.mutant,
                chain: &flip.chain,
                path: &flip.path,
            };
            let Some(mut entry) = classifier.entry(&f) else { continue };
            let key = FindingKey::new(&line.seed, &line.tool, &flip.batch, flip.mutant);
            let valid = |r: &&FindingRow| classifier.still_valid(r, &flip.path);
            let during_run = known.get(&key).filter(valid);
            entry.kept = during_run.or_else(|| earlier.get(&key).filter(valid)).cloned();
            during.push(during_run.is_some());
            places.push((li, fi, line.flips.len()));
            entries.push(entry);
        }
    }
    let flips = ReportFlips { classifier, entries };
    let plan = classifier.plan(flips.len().max(family_at_least), count_seed_unstable);
    let mut out = FindingsWriter::create(&path)?;
    let seed_of = |i: usize| flips.entries[i].blank.seed.clone();
    let rows = {
        let mut on = |e: Event<'_>| -> Result<()> {
            match e {
                Event::Sampled { i, row, .. } | Event::Kept { i, row } => {
                    let kept = matches!(e, Event::Kept { .. });
                    let how = match (kept, during[i]) {
                        (false, _) => {
                            stats.sampled += 1;
                            ""
                        }
                        (true, true) => {
                            stats.during_run += 1;
                            " (classified during the run)"
                        }
                        (true, false) => {
                            stats.reused += 1;
                            " (from the earlier findings.csv)"
                        }
                    };
                    let (_, fi, n) = places[i];
                    progress.lazy(|| {
                        format!("[classify {}/{n}] {} {}: {}{how}", fi + 1, seed_of(i), row.path, flip_line(row))
                    });
                    out.push(row)?;
                }
                Event::Unclassified { i, row } => {
                    stats.not_classified += 1;
                    progress.line(&format!("warning: {} {}: {}", seed_of(i), row.path, row.detail));
                    out.push(row)?;
                }
                Event::Checked { i, row, .. } => {
                    progress.lazy(|| format!("[check] {} {}: {}", seed_of(i), row.path, flip_line(row)));
                }
            }
            Ok(())
        };
        classifier.pool.install(|| classify_family(&flips, &plan, &mut on))?
    };
    // Cost findings (the classified tool's verified mutants): rows after the flips'.
    let (cost_places, cost_rows) = cost_tests(report, classifier, progress)?;
    for row in &cost_rows {
        out.push(row)?;
    }
    stats.cost_tested = cost_rows.len();
    stats.cost_findings = cost_rows.iter().filter(|r| r.class == crate::stats::Class::Cost).count();
    // Front-end findings (any tool): rows without sampling, after the family's.
    let mut front_end = Vec::new();
    for line in &report.lines {
        for (i, f) in line.front_end.iter().enumerate() {
            let flip = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &f.batch,
                mutant: f.mutant,
                chain: &f.chain,
                path: &f.path,
            };
            let message = crate::verifiers::boogie::rejection_message(&f.detail);
            let row = classifier.front_end_row(&flip, message);
            progress.lazy(|| {
                let n = line.front_end.len();
                format!("[front-end {}/{n}] {} {}: {} said: {message}", i + 1, line.seed, f.path, line.tool)
            });
            out.push(&row)?;
            front_end.push(row);
        }
    }
    stats.front_end = front_end.len();
    drop(out);
    let all: Vec<FindingRow> = rows.iter().cloned().chain(cost_rows.iter().cloned()).chain(front_end).collect();
    findings_csv::write(&path, &all)?;
    for (row, &(li, fi, _)) in rows.iter().zip(&places) {
        let flip = &mut report.lines[li].flips[fi];
        flip.class = Some(row.class);
        flip.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
    }
    for (row, &(li, vi)) in cost_rows.iter().zip(&cost_places) {
        let v = &mut report.lines[li].verified[vi];
        v.class = Some(row.class);
        v.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
    }
    if stats.cost_tested > 0 {
        progress.line(&format!(
            "classify: {} of {} costly verified mutant(s) are cost findings (ratio ≥ {}, {} at α = {} over {} cost test(s))",
            stats.cost_findings,
            stats.cost_tested,
            crate::stats::cost_ratio::show_ratio(classifier.opts.cost_ratio),
            plan.correction.controls(),
            plan.alpha(),
            stats.cost_tested
        ));
    }
    report.counting = Counting::Classified { tool: CLASSIFIED_TOOL.to_string(), count_seed_unstable };
    stats.counted = rows.iter().filter(|r| r.counted == Some(true)).count();
    if stats.reused + stats.during_run > 0 {
        let mut kept = Vec::new();
        if stats.during_run > 0 {
            kept.push(format!("{} classified during the run", stats.during_run));
        }
        if stats.reused > 0 {
            kept.push(format!("{} kept from the earlier {}", stats.reused, path.display()));
        }
        progress.line(&format!("classify: {} flip(s) sampled, {}", stats.sampled, kept.join(", ")));
    }
    if !rows.is_empty() {
        progress.line(&format!(
            "classify: {} of {} finding(s) counted; {} at α = {} over a family of {}",
            stats.counted,
            rows.len(),
            plan.correction.controls(),
            plan.alpha(),
            plan.size
        ));
    }
    if stats.not_classified > 0 {
        progress.line(&format!(
            "warning: {} flip(s) could not be classified (class inconclusive; why: the `detail` column of {})",
            stats.not_classified,
            path.display()
        ));
    }
    Ok(stats)
}

/// Where a verified mutant is in a report: its line, and its index in the line's `verified`.
type ReportPlace = (usize, usize);

/// The cost tests of a report's verified mutants (see [`crate::classify::cost`]): for each
/// verified mutant of a verified seed under [`CLASSIFIED_TOOL`], its VCs are extracted and solved
/// once unperturbed (unless the run measured it so: [`RunRatios`]); those whose cost reaches
/// `--cost-ratio` times the seed's get the paired test.
/// Returns where each tested mutant is in the report (line, index into `verified`) and its row,
/// decided together ([`decide_costs`]). A mutant that cannot be measured is left out with a
/// warning; only an interruption is an error.
fn cost_tests(
    report: &FuzzReport,
    c: &Classifier,
    progress: &dyn Progress,
) -> Result<(Vec<ReportPlace>, Vec<FindingRow>)> {
    let mut places = Vec::new();
    let mut rows = Vec::new();
    let ratio = c.opts.cost_ratio;
    let (mut below_in_run, mut measured_again) = (0usize, 0usize);
    let lines = report
        .lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.tool == CLASSIFIED_TOOL && l.seed_outcome == Some(Outcome::Verified));
    for (li, line) in lines {
        for (vi, v) in line.verified.iter().enumerate() {
            let flip = FlipRef {
                seed: &line.seed,
                group: &line.group,
                tool: &line.tool,
                batch: &v.batch,
                mutant: v.mutant,
                chain: &v.chain,
                path: &v.path,
            };
            let Some(entry) = c.entry(&flip) else { continue };
            // Measured unperturbed by the run already, below the ratio: not worth a test.
            match c.run_ratios.get().and_then(|m| m.get(&v.path)) {
                Some(&r) if r < ratio => {
                    below_in_run += 1;
                    continue;
                }
                _ => measured_again += 1,
            }
            let measured = (|| -> Result<Option<FindingRow>> {
                let seed = c.seed_program(&c.seeds[entry.seed])?;
                let sq = &seed.1;
                if sq.is_empty() {
                    return Err(SeedFailed("Boogie gave no VCs of the seed".into()).into());
                }
                let mutant = read_mutant(&c.dir.root().join(&v.path))?;
                let mq = program_queries(&c.boogie, &v.path, &mutant.text, c.limit)?;
                if !c.pool.install(|| worth_testing(sq, &mq, &c.tool, &c.cfg, &c.cache, ratio))? {
                    return Ok(None);
                }
                let pairs = c.pool.install(|| cost_pairs(sq, &mq, &c.tool, &c.cfg, &c.cache, COST_PAIRS_PER_METHOD))?;
                let queries = sq.len().max(mq.len());
                Ok(pairs.ratio().map(|cost| entry.blank.clone().with_cost(&cost, queries, pairs.runs)))
            })();
            match measured {
                Ok(Some(row)) => {
                    progress.lazy(|| format!("[cost] {} {}: {}", line.seed, v.path, row.effect));
                    places.push((li, vi));
                    rows.push(row);
                }
                Ok(None) => {}
                Err(e) if e.kind() == ErrorKind::Interrupted || crate::runner::interrupt::interrupted() => {
                    return Err(e)
                }
                Err(e) => progress.line(&format!("warning: {} {}: no cost test: {}", line.seed, v.path, e.message())),
            }
        }
    }
    if below_in_run + measured_again > 0 {
        progress.lazy(|| {
            format!(
                "cost tests: {} of {} verified mutant(s) tested; {below_in_run} below --cost-ratio {ratio} as the run \
                 measured them, {measured_again} measured unperturbed here",
                rows.len(),
                below_in_run + measured_again
            )
        });
    }
    decide_costs(&mut rows, c.opts.correction, c.cfg.rule.alpha(), ratio);
    Ok((places, rows))
}

/// `wobble classify`: one seed/mutant pair a user brings.
pub struct PairRequest<'a> {
    /// The seed: a Boogie file.
    pub seed: PathBuf,
    /// The mutant: a Boogie file, or the folder of a multi-file (S3) mutant.
    pub mutant: PathBuf,
    pub level: Level,
    /// The configuration (`--tools`, `--config`): its Boogie extracts the VCs and runs the
    /// Boogie layer, its z3 solves the SMT layer; the timeout is the solver's.
    pub vcs: VcSource,
    pub sampling: Sampling,
    /// Time limit of one solver run.
    pub timeout: Duration,
    /// `--cost-ratio`: when both sides verify, the pair is tested for a `cost` finding instead
    /// of a flip ([`crate::classify::cost`]) with this threshold.
    pub cost_ratio: f64,
    /// Output directory: `findings.csv` and the query cache `.cache/smt`.
    pub out: PathBuf,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
    /// `--rlimit-factor`, `--time-factor`: see [`ClassifyOptions::bound`].
    pub bound: Factors,
}

/// What [`classify_files`] found.
#[derive(Clone, Debug)]
pub struct PairResult {
    /// The row written to `findings.csv` (its `counted` says whether the class counts).
    pub row: FindingRow,
    /// Both layers' classes and effects, and the Boogie check.
    pub classified: Classified,
    /// The tested direction (decided by one plain Boogie run of each side).
    pub direction: Direction,
    /// When both sides verify plainly: the cost test made instead of a flip's classification.
    pub cost: Option<CostRatio>,
    /// The `findings.csv` written.
    pub file: PathBuf,
}

/// One pair a user brings, as a family of one.
struct PairFlips<'a> {
    texts: [ProgramText; 2],
    /// Each side's VCs: the SMT layer samples both; the Boogie layer bounds its runs by the seed's
    /// (empty when neither needs them).
    queries: [Vec<Query>; 2],
    direction: Direction,
    blank: FindingRow,
    tool: &'a Tool,
    boogie: &'a BoogieVerifier,
    cfg: &'a SampleConfig,
    boogie_cfg: &'a SampleConfig,
    cache: &'a QueryCache,
    bound: Factors,
}

impl OneFinding for PairFlips<'_> {
    type Error = Error;

    fn blank(&self) -> FindingRow {
        self.blank.clone()
    }

    fn direction(&self) -> Direction {
        self.direction
    }

    fn draws(&self, layer: Layer) -> Result<Box<dyn PairDraws + '_>> {
        Ok(match layer {
            Layer::Smt => Box::new(SmtDraws::new(
                &self.queries[0],
                &self.queries[1],
                self.tool,
                self.cfg,
                self.cache,
                self.bound,
            )?),
            Layer::Boogie => {
                let [s, m] = self.texts.clone();
                let (vcs, k) = (&self.queries[0], self.bound.rlimit);
                let rlimit = boogie_bound(vcs, k, self.tool, self.cfg, self.cache, self.boogie)?;
                Box::new(BoogieDraws::new(s, m, self.boogie, self.boogie_cfg).with_rlimit(rlimit))
            }
        })
    }
}

/// The cost test of a pair that both verify (`wobble classify`, Boogie programs or `.smt2`
/// files): when the mutant's unperturbed cost reaches `--cost-ratio` times the seed's, the paired
/// test's row (a family of one) and its ratio; `None` when it does not (the caller classifies the
/// pair as a flip: a mutant may verify once and still be unstable).
#[allow(clippy::too_many_arguments)]
pub(super) fn pair_cost_test<Q: crate::smt::perturbation::mutate::Sample + Sync>(
    req: &PairRequest,
    blank: &FindingRow,
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Option<(FindingRow, Option<CostRatio>)>> {
    let ratio = crate::stats::cost_ratio::show_ratio(req.cost_ratio);
    let costly = pool(req.jobs)?.install(|| worth_testing(seed, mutant, tool, cfg, cache, req.cost_ratio))?;
    if !costly {
        req.progress.line(&format!(
            "classify: both verify, and the mutant costs z3 less than {ratio}× the seed's resource count unperturbed: \
             classifying the pair as a flip"
        ));
        return Ok(None);
    }
    req.progress.line(&format!(
        "classify: both verify: testing whether the mutant costs z3 at least {ratio}× the seed's resource count"
    ));
    let pairs = pool(req.jobs)?.install(|| cost_pairs(seed, mutant, tool, cfg, cache, COST_PAIRS_PER_METHOD))?;
    let cost = pairs.ratio();
    let mut row = match &cost {
        Some(c) => blank.clone().with_cost(c, seed.len().max(mutant.len()), pairs.runs),
        None => blank.clone().not_classified("no resource count on either side (the solver reports no rlimit-count)"),
    };
    if cost.is_some() {
        decide_costs(std::slice::from_mut(&mut row), Correction::Holm, cfg.rule.alpha(), req.cost_ratio);
    }
    Ok(Some((row, cost)))
}

/// The result of a pair's cost test: its row written to `DIR/findings.csv`.
pub(super) fn pair_cost_result(
    row: FindingRow,
    cost: Option<CostRatio>,
    direction: Direction,
    dir: &ResultsDir,
) -> Result<PairResult> {
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    let classified = Classified {
        class: row.class,
        smt: None,
        boogie: None,
        check: None,
        queries_sampled: row.queries_sampled,
        runs: row.runs,
    };
    Ok(PairResult { row, classified, direction, cost, file })
}

/// Classifies one seed/mutant pair and writes `OUT/findings.csv` (one row).
pub fn classify_files(req: &PairRequest) -> Result<PairResult> {
    let read = |flag: &str, p: &Path| {
        if !p.exists() {
            return Err(BadInput(format!("{flag}: {} does not exist", p.display())).into());
        }
        read_mutant(p).map(|m| m.text).map_err(Error::from)
    };
    let seed_text = read("--seed", &req.seed)?;
    let mutant_text = read("--mutant", &req.mutant)?;
    for (flag, t) in [("--seed", &seed_text), ("--mutant", &mutant_text)] {
        for f in &t.files {
            crate::syntax::parse_program(&f.text, &f.name).map_err(|e| BadInput(format!("{flag}: {e}")))?;
        }
    }
    create_out_dir(&req.out)?;
    let dir = ResultsDir::at(&req.out);
    dir.create().map_err(|e| FileError::create(&req.out, e))?;
    let cfg = req.sampling.config(req.timeout)?;
    let boogie_cfg = boogie_config(&cfg);
    let vcs = VcContext::build(req.vcs.clone())?;
    let tool = vcs.solver();
    let Extractor { boogie, timeout: limit } = vcs.extractor()?.clone();
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    // The flip as the user sees it: one plain Boogie run of each decides the tested direction
    // (the two at once when two jobs may run).
    let work = tempfile::tempdir().map_err(|e| FileError::write("a temporary directory", e))?;
    let plain = |t: &ProgramText, name: &str| {
        let d = work.path().join(name);
        std::fs::create_dir_all(&d).map_err(|e| FileError::write(&d, e))?;
        let r = boogie.verify(t, &d, boogie_cfg.timeout);
        Ok::<_, Error>((r.outcome, r.time_s))
    };
    let ((so, st), (mo, mt)) = if req.jobs >= 2 {
        std::thread::scope(|s| {
            let m = s.spawn(|| plain(&mutant_text, "mutant"));
            let seed = plain(&seed_text, "seed");
            let mutant = m.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            Ok::<_, Error>((seed?, mutant?))
        })?
    } else {
        (plain(&seed_text, "seed")?, plain(&mutant_text, "mutant")?)
    };
    for (flag, o) in [("--seed", so), ("--mutant", mo)] {
        if matches!(o, Outcome::ParseError | Outcome::TypeError) {
            return bad_input(format!("{flag}: Boogie rejects the program ({o})"));
        }
    }
    let direction = if so != Outcome::Verified && mo == Outcome::Verified {
        Direction::MutantBetter
    } else {
        Direction::MutantWorse
    };
    req.progress.lazy(|| {
        format!(
            "classify: seed {so} ({st:.1} s), mutant {mo} ({mt:.1} s) under Boogie's default seed; sampling at the {} level",
            req.level
        )
    });
    let extract = |t: &ProgramText, p: &Path| -> Result<Vec<Query>> {
        Ok(program_queries(&boogie, &p.display().to_string(), t, limit)?)
    };
    let settings = Settings::new(&cfg.methods, cfg.samples, cfg.timeout, cfg.rng_seed);
    let seed_name = req.seed.display().to_string();
    let mutant_name = req.mutant.display().to_string();
    let blank = FindingRow::new(&seed_name, "", CLASSIFIED_TOOL, "pair", 0, "", &mutant_name, &settings);
    let mut extracted = None;
    if so == Outcome::Verified && mo == Outcome::Verified {
        // No flip under Boogie's default seed. A mutant whose unperturbed cost reaches
        // --cost-ratio times the seed's is tested for a cost finding, at the SMT layer whatever
        // the level (only z3 reports resource counts); any other pair is classified as a flip
        // below (a mutant may verify here and still be unstable).
        let (sq, mq) = (extract(&seed_text, &req.seed)?, extract(&mutant_text, &req.mutant)?);
        match pair_cost_test(req, &blank, &sq, &mq, tool, &cfg, &cache)? {
            Some((row, cost)) => return pair_cost_result(row, cost, direction, &dir),
            None => extracted = Some((sq, mq)),
        }
    }
    // Each side's VCs are extracted at most once: the SMT layer samples both; the Boogie layer
    // needs only the seed's, to bound its runs by their cost.
    let (sq, mq) = match extracted {
        Some(both) => both,
        None if req.level.smt() => (extract(&seed_text, &req.seed)?, extract(&mutant_text, &req.mutant)?),
        None if req.bound.rlimit.is_some() => (extract(&seed_text, &req.seed)?, Vec::new()),
        None => (Vec::new(), Vec::new()),
    };
    let flips = PairFlips {
        bound: req.bound,
        texts: [seed_text, mutant_text],
        queries: [sq, mq],
        direction,
        blank,
        tool,
        boogie: &boogie,
        cfg: &cfg,
        boogie_cfg: &boogie_cfg,
        cache: &cache,
    };
    // One finding: no correction to make (a family of one at α).
    let plan = FamilyPlan {
        level: req.level,
        rule: cfg.rule,
        samples: cfg.samples,
        correction: Correction::Holm,
        size: 1,
        count_seed_unstable: false,
    };
    let (row, classified) = pool(req.jobs)?.install(|| classify_alone(&flips, &plan))?;
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    Ok(PairResult { row, classified, direction, cost: None, file })
}
