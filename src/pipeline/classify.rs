//! The classify pipeline: findings classified by the mutation's measured effect
//! ([`crate::stability::findings`]). [`classify_report`] is `--classify` of `fuzz` and `campaign`
//! (one code path: it classifies a report's brittle `boogie` flips, stores the classes and
//! effects in the report and writes `RESULTS/findings.csv`); [`classify_files`] is `wobble
//! classify --seed S --mutant M`, the same classification for any pair a user brings.
//!
//! Resuming (`--resume`): a flip that already has a row in the results directory's
//! `findings.csv` with the same mutant path and the same settings (methods, samples, time limit,
//! RNG seed, level) keeps that row and is not sampled again (no Boogie run, no solver run); any
//! other flip is classified afresh (its solver runs still hit the SMT query cache under
//! `RESULTS/.cache/smt` when they were done before). The file is then rewritten, row by row.

use super::vcs::{sample_config, Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::{FuzzReport, SeedFile};
use crate::error::{bad_input, BadInput, Error, FileError, Result};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Method;
use crate::smt::query::Query;
use crate::smt::vcs::Extractor;
use crate::stability::findings::{classify_pair, Classified, Level, Pair};
use crate::stability::findings_csv::{self, FindingKey, FindingRow, FindingsWriter, Settings};
use crate::stability::program::program_queries;
use crate::stability::SampleConfig;
use crate::stats::{Class, Direction};
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
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
    /// The VC extraction: the classified tool's configuration and the run's `--timeout`; its
    /// Boogie also runs the Boogie layer.
    pub vcs: VcSource,
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

/// Classifies flips of a results directory one at a time: what [`classify_report`] and the
/// `--stop-on-finding` judge ([`ClassifyJudge`]) share. Seeds' programs and VCs are prepared
/// once per seed.
pub struct Classifier {
    seeds: Vec<SeedFile>,
    dir: ResultsDir,
    opts: ClassifyOptions,
    cfg: SampleConfig,
    boogie_cfg: SampleConfig,
    settings: Settings,
    boogie: crate::verifiers::boogie::BoogieVerifier,
    limit: Duration,
    tool: crate::stability::program::Tool,
    cache: QueryCache,
    pool: rayon::ThreadPool,
    seed_programs: Mutex<HashMap<String, Arc<SeedProgram>>>,
}

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
            boogie_cfg: SampleConfig { timeout: boogie_vc_limit(cfg.timeout), ..cfg.clone() },
            cfg,
            boogie,
            limit,
            tool: vcs.solver().clone(),
            cache: QueryCache::new(dir.cache_dir().join("smt")),
            pool: pool(jobs)?,
            seed_programs: Mutex::new(HashMap::new()),
        })
    }

    /// The seed's printed program and (at the SMT level) its VCs, extracted once: the lock is
    /// held while they are, so that workers judging flips of one seed do not extract it twice.
    fn seed_program(&self, seed: &SeedFile) -> Result<Arc<SeedProgram>> {
        let mut programs = lock(&self.seed_programs);
        if let Some(p) = programs.get(&seed.id) {
            return Ok(p.clone());
        }
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), print_program(&seed.program));
        let queries = if self.opts.level.smt() {
            program_queries(&self.boogie, &seed.id, &text, self.limit)?
        } else {
            Vec::new()
        };
        let p = Arc::new((text, queries));
        programs.insert(seed.id.clone(), p.clone());
        Ok(p)
    }

    /// Samples `flip` (seed and mutant under the same perturbations, on the threads of `pool`)
    /// and returns its row; None when its seed is not among this run's seeds.
    pub fn classify(&self, flip: &FlipRef, pool: &rayon::ThreadPool) -> Result<Option<FindingRow>> {
        let Some(seed) = self.seeds.iter().find(|s| s.id == flip.seed) else { return Ok(None) };
        let seed_program = self.seed_program(seed)?;
        let (seed_text, sq) = &*seed_program;
        // A mutant is a file, or a folder of files (S3 splits a program).
        let mutant = read_mutant(&self.dir.root().join(flip.path))?;
        let mq = if self.opts.level.smt() {
            program_queries(&self.boogie, flip.path, &mutant.text, self.limit)?
        } else {
            Vec::new()
        };
        let pair = Pair {
            seed_text,
            mutant_text: &mutant.text,
            seed_queries: sq,
            mutant_queries: &mq,
            direction: Direction::MutantWorse,
        };
        let (level, tool, boogie, cfg, boogie_cfg, cache) =
            (self.opts.level, &self.tool, &self.boogie, &self.cfg, &self.boogie_cfg, &self.cache);
        let c = pool.install(|| classify_pair(&pair, level, tool, boogie, cfg, boogie_cfg, cache))?;
        let row = FindingRow::new(
            flip.seed,
            flip.group,
            flip.tool,
            flip.batch,
            flip.mutant,
            flip.chain,
            flip.path,
            &self.settings,
        );
        Ok(Some(row.with_classified(level, &c)))
    }

    /// Whether an existing row describes `flip` under these settings (so it need not be sampled).
    fn still_valid(&self, row: &FindingRow, path: &str) -> bool {
        row.path == path && row.settings() == self.settings && row.level == self.opts.level.to_string()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// `--stop-on-finding`: classifies each flip as the run finds it, so that a seed's remaining
/// mutants are skipped once one of its flips is classified as brittleness (encoding or
/// mutant-unstable; seed-unstable too with --count-seed-unstable). The rows it classified are
/// kept for the `--classify` step after the run, which does not sample them again. It judges
/// inside the runner's workers, so its lines go to standard error like the runner's progress
/// (none when `quiet`), and it samples on one thread: the worker that judges is one of the
/// runner's `-j`, and the others go on running tools meanwhile.
pub struct ClassifyJudge {
    classifier: Arc<Classifier>,
    /// One thread (see above).
    pool: rayon::ThreadPool,
    count_seed_unstable: bool,
    progress: super::Stderr,
    rows: Mutex<HashMap<FindingKey, FindingRow>>,
    /// The first error: the run then starts no new runs, and it is reported after the run.
    error: Mutex<Option<Error>>,
}

impl ClassifyJudge {
    pub fn new(classifier: Arc<Classifier>, count_seed_unstable: bool, quiet: bool) -> Result<ClassifyJudge> {
        Ok(ClassifyJudge {
            classifier,
            pool: pool(1)?,
            count_seed_unstable,
            progress: super::Stderr { quiet },
            rows: Mutex::new(HashMap::new()),
            error: Mutex::new(None),
        })
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
        if r.tool != CLASSIFIED_TOOL || lock(&self.error).is_some() {
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
        match self.classifier.classify(&flip, &self.pool) {
            Ok(Some(row)) => {
                let class = row.class;
                self.progress.line(&format!("[stop-on-finding] {} {}: {} ({})", r.seed, r.path, row.class, row.effect));
                lock(&self.rows).insert(FindingKey::new(&r.seed, &r.tool, &r.batch, flip.mutant), row);
                class.is_brittleness() || (self.count_seed_unstable && class == Class::SeedUnstable)
            }
            Ok(None) => false,
            Err(e) => {
                lock(&self.error).get_or_insert(e);
                false
            }
        }
    }

    fn failed(&self) -> bool {
        lock(&self.error).is_some()
    }
}

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) and writes
/// `findings.csv` into the classifier's directory, one row per classified flip in report order.
/// `known`: rows classified during the run (`--stop-on-finding`), taken as they are.
pub fn classify_report(
    report: &mut FuzzReport,
    classifier: &Classifier,
    known: &HashMap<FindingKey, FindingRow>,
    progress: &dyn Progress,
) -> Result<ClassifyStats> {
    let path = classifier.dir.root().join(findings_csv::FILE_NAME);
    let earlier: HashMap<FindingKey, FindingRow> = if classifier.opts.resume && path.is_file() {
        findings_csv::read(&path)?.into_iter().map(|r| (r.key(), r)).collect()
    } else {
        HashMap::new()
    };
    let mut out = FindingsWriter::create(&path)?;
    let mut stats = ClassifyStats::default();
    for line in report.lines.iter_mut().filter(|l| l.brittle() && l.tool == CLASSIFIED_TOOL) {
        let n = line.flips.len();
        for (i, flip) in line.flips.iter_mut().enumerate() {
            let key = FindingKey::new(&line.seed, &line.tool, &flip.batch, flip.mutant);
            let valid = |r: &&FindingRow| classifier.still_valid(r, &flip.path);
            let during_run = known.get(&key).filter(valid);
            let reused = during_run.or_else(|| earlier.get(&key).filter(valid));
            let row = match reused {
                Some(r) => {
                    if during_run.is_some() {
                        stats.during_run += 1;
                    } else {
                        stats.reused += 1;
                    }
                    r.clone()
                }
                None => {
                    let f = FlipRef {
                        seed: &line.seed,
                        group: &line.group,
                        tool: &line.tool,
                        batch: &flip.batch,
                        mutant: flip.mutant,
                        chain: &flip.chain,
                        path: &flip.path,
                    };
                    let Some(row) = classifier.classify(&f, &classifier.pool)? else { continue };
                    stats.sampled += 1;
                    row
                }
            };
            progress.lazy(|| {
                let how = match (during_run.is_some(), reused.is_some()) {
                    (true, _) => " (classified during the run)",
                    (false, true) => " (from the earlier findings.csv)",
                    _ => "",
                };
                format!("[classify {}/{}] {} {}: {} ({}){how}", i + 1, n, line.seed, flip.path, row.class, row.effect)
            });
            flip.class = Some(row.class);
            flip.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
            out.push(&row)?;
        }
    }
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
    Ok(stats)
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
    /// Output directory: `findings.csv` and the query cache `.cache/smt`.
    pub out: PathBuf,
    pub jobs: usize,
    pub progress: &'a dyn Progress,
}

/// What [`classify_files`] found.
#[derive(Clone, Debug)]
pub struct PairResult {
    /// The row written to `findings.csv`.
    pub row: FindingRow,
    /// Both layers' classes and effects.
    pub classified: Classified,
    /// The tested direction (decided by one plain Boogie run of each side).
    pub direction: Direction,
    /// The `findings.csv` written.
    pub file: PathBuf,
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
    let boogie_cfg = SampleConfig { timeout: boogie_vc_limit(cfg.timeout), ..cfg.clone() };
    let vcs = VcContext::build(req.vcs.clone())?;
    let tool = vcs.solver();
    let Extractor { boogie, timeout: limit } = vcs.extractor()?.clone();
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    // The flip as the user sees it: one plain Boogie run of each decides the tested direction.
    let work = tempfile::tempdir().map_err(|e| FileError::write("a temporary directory", e))?;
    let plain = |t: &ProgramText, name: &str| {
        let d = work.path().join(name);
        std::fs::create_dir_all(&d).map_err(|e| FileError::write(&d, e))?;
        Ok::<_, Error>(boogie.verify(t, &d, boogie_cfg.timeout).outcome)
    };
    let (so, mo) = (plain(&seed_text, "seed")?, plain(&mutant_text, "mutant")?);
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
        format!("classify: seed {so}, mutant {mo} under Boogie's default seed; sampling at the {} level", req.level)
    });
    let queries = |t: &ProgramText, p: &Path| -> Result<Vec<Query>> {
        if req.level.smt() {
            Ok(program_queries(&boogie, &p.display().to_string(), t, limit)?)
        } else {
            Ok(Vec::new())
        }
    };
    let (sq, mq) = (queries(&seed_text, &req.seed)?, queries(&mutant_text, &req.mutant)?);
    let pair =
        Pair { seed_text: &seed_text, mutant_text: &mutant_text, seed_queries: &sq, mutant_queries: &mq, direction };
    let pool = pool(req.jobs)?;
    let c = pool.install(|| classify_pair(&pair, req.level, tool, &boogie, &cfg, &boogie_cfg, &cache))?;
    let settings = Settings::new(&cfg.methods, cfg.samples, cfg.timeout, cfg.rng_seed);
    let seed_name = req.seed.display().to_string();
    let mutant_name = req.mutant.display().to_string();
    let row = FindingRow::new(&seed_name, "", CLASSIFIED_TOOL, "pair", 0, "", &mutant_name, &settings)
        .with_classified(req.level, &c);
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    Ok(PairResult { row, classified: c, direction, file })
}
