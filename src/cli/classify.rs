//! Classification of findings by the mutation's measured effect ([`crate::stability::findings`]):
//! `--classify` of `wobble fuzz` and `wobble campaign` (one code path, [`classify_report`], which
//! classifies a report's brittle `boogie` flips, stores the classes and effects in the report and
//! writes `RESULTS/findings.csv`), and the subcommand `wobble classify --seed S --mutant M`, the
//! same classification for any pair a user brings.
//!
//! Resuming (`--resume`): a flip that already has a row in the results directory's
//! `findings.csv` with the same mutant path and the same settings (methods, samples, time limit,
//! RNG seed, level) keeps that row and is not sampled again (no Boogie run, no solver run); any
//! other flip is classified afresh (its solver runs still hit the SMT query cache under
//! `RESULTS/.cache/smt` when they were done before). The file is then rewritten, row by row.

use super::common::VcSource;
use super::{Global, Result};
use crate::campaign::{FuzzReport, SeedFile};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Method;
use crate::smt::query::Query;
use crate::smt::vcs::Extractor;
use crate::stability::findings::{classify_pair, Level, Pair};
use crate::stability::findings_csv::{self, FindingKey, FindingRow, FindingsWriter, Settings};
use crate::stability::program::program_queries;
use crate::stability::SampleConfig;
use crate::stats::Class;
use crate::stats::Direction;
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The tool whose flips are classified.
pub const CLASSIFIED_TOOL: &str = "boogie";

/// The flags that tune `--classify`, shared by `fuzz` and `campaign` (each declares `--classify`
/// itself, with its own documentation).
#[derive(clap::Args, Clone, Debug)]
pub struct ClassifyFlags {
    /// With --classify: count seed-unstable flips as brittleness too.
    #[arg(long, requires = "classify")]
    pub count_seed_unstable: bool,
    /// With --classify: budget of runs per side (seed, mutant) and perturbation method
    /// (Mariposa's 60; the sequential test usually stops far earlier).
    #[arg(long, default_value = "60", value_name = "N", requires = "classify")]
    pub classify_samples: std::num::NonZeroU32,
    /// With --classify: where to measure the effect. `smt`: z3 on Boogie's logged VCs (fast);
    /// `boogie`: Boogie itself on both programs with Z3's random seed set to the same K on both
    /// sides (what a user sees; reseed only); `both`: both, Boogie's class decides and a
    /// disagreement is flagged in findings.csv (layers_agree).
    #[arg(long, default_value = "smt", value_name = "LEVEL", value_parser = parse_level, requires = "classify")]
    pub classify_level: Level,
    /// With --classify: perturbation methods (shuffle, rename, reseed). shuffle is left out by
    /// default: it permutes assertions, which is what S1-like reorderings do to the VC, so with it
    /// a reordering finding (Fig. 1's kind) would be called seed-unstable.
    #[arg(long, default_value = Method::DEFAULT_LIST, value_delimiter = ',', value_parser = super::stability::parse_method, requires = "classify")]
    pub classify_methods: Vec<Method>,
    /// With --classify: time limit of one z3 run, in seconds.
    #[arg(allow_negative_numbers = true, long, default_value = "10", value_name = "SECONDS", value_parser = super::common::parse_seconds, requires = "classify")]
    pub classify_timeout: Duration,
}

impl ClassifyFlags {
    /// After a run: classifies `report`'s flips when `classify` is set (writing `findings.csv`),
    /// otherwise drops a stale `findings.csv`. Returns whether seed-unstable flips count as
    /// brittleness in the exit status.
    #[allow(clippy::too_many_arguments)]
    pub fn apply(
        &self,
        classify: bool,
        report: &mut FuzzReport,
        seeds: &[SeedFile],
        dir: &ResultsDir,
        rng_seed: u64,
        tools: &super::common::ToolArgs,
        run: &super::common::RunArgs,
        global: &Global,
        known: &HashMap<FindingKey, FindingRow>,
    ) -> Result<bool> {
        if !classify {
            drop_stale(dir, run.resume)?;
            return Ok(true);
        }
        let classifier = Classifier::new(seeds, dir, &self.options(rng_seed, tools, run), global)?;
        classify_report(report, &classifier, known, global)?;
        Ok(self.count_seed_unstable)
    }

    /// The classification settings of these flags for a run with `rng_seed`, `tools` and `run`.
    pub fn options(
        &self,
        rng_seed: u64,
        tools: &super::common::ToolArgs,
        run: &super::common::RunArgs,
    ) -> ClassifyOptions {
        ClassifyOptions {
            methods: self.classify_methods.clone(),
            samples: self.classify_samples.get(),
            timeout: self.classify_timeout,
            rng_seed,
            resume: run.resume,
            level: self.classify_level,
            // The classified tool's configuration extracts the VCs, within the run's --timeout.
            vcs: tools.vc_source(CLASSIFIED_TOOL, run.timeout),
        }
    }
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

/// `--classify-level` / `--level`.
pub fn parse_level(s: &str) -> std::result::Result<Level, String> {
    s.parse()
}

/// The wall-clock limit of one Boogie run at the Boogie layer: the solver's limit plus room for
/// mono's start-up and VC generation (Z3 inside Boogie can overrun its own limit in nlsat).
pub fn boogie_wall_limit(solver_timeout: Duration) -> Duration {
    solver_timeout * 2 + Duration::from_secs(10)
}

impl ClassifyOptions {
    /// The sampling configuration (no method or a bad time limit is bad input).
    pub fn sample_config(&self) -> Result<SampleConfig> {
        let samples = std::num::NonZeroU32::new(self.samples)
            .ok_or_else(|| super::BadInput("--classify-samples: at least 1".into()))?;
        super::stability::sample_config(&self.methods, samples, self.rng_seed, self.timeout)
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
}

/// Removes a `findings.csv` left by an earlier run when the results are started afresh without
/// `--classify` (it would describe flips of the replaced `results.csv`).
pub fn drop_stale(dir: &ResultsDir, resume: bool) -> Result<()> {
    let file = dir.root().join(findings_csv::FILE_NAME);
    if !resume && file.is_file() {
        std::fs::remove_file(&file).map_err(|e| crate::error::FileError::write(&file, e))?;
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
    pub fn new(seeds: &[SeedFile], dir: &ResultsDir, opts: &ClassifyOptions, global: &Global) -> Result<Classifier> {
        let cfg = opts.sample_config()?;
        let Extractor { boogie, timeout: limit } = opts.vcs.extractor()?;
        // The classified configuration's own z3 solves the SMT layer.
        let tool = super::stability::resolve_solver(&opts.vcs.label, opts.vcs.config.as_deref())?;
        Ok(Classifier {
            seeds: seeds.to_vec(),
            dir: dir.clone(),
            settings: opts.settings(),
            opts: opts.clone(),
            boogie_cfg: SampleConfig { timeout: boogie_wall_limit(cfg.timeout), ..cfg.clone() },
            cfg,
            boogie,
            limit,
            tool,
            cache: QueryCache::new(dir.cache_dir().join("smt")),
            pool: global.pool()?,
            seed_programs: Mutex::new(HashMap::new()),
        })
    }

    /// The seed's printed program and (at the SMT level) its VCs.
    fn seed_program(&self, seed: &SeedFile) -> Result<Arc<SeedProgram>> {
        if let Some(p) = lock(&self.seed_programs).get(&seed.id) {
            return Ok(p.clone());
        }
        let text = ProgramText::single(format!("{}.bpl", seed.stem()), print_program(&seed.program));
        let queries = if self.opts.level.smt() {
            program_queries(&self.boogie, &seed.id, &text, self.limit)?
        } else {
            Vec::new()
        };
        let p = Arc::new((text, queries));
        lock(&self.seed_programs).insert(seed.id.clone(), p.clone());
        Ok(p)
    }

    /// Samples `flip` (seed and mutant under the same perturbations) and returns its row; None
    /// when its seed is not among this run's seeds.
    pub fn classify(&self, flip: &FlipRef) -> Result<Option<FindingRow>> {
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
        let c = self.pool.install(|| classify_pair(&pair, level, tool, boogie, cfg, boogie_cfg, cache))?;
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
/// kept for the `--classify` step after the run, which does not sample them again.
pub struct ClassifyJudge {
    classifier: Classifier,
    count_seed_unstable: bool,
    quiet: bool,
    rows: Mutex<HashMap<FindingKey, FindingRow>>,
    /// The first error (reported after the run; the flip then stops nothing).
    error: Mutex<Option<super::Error>>,
}

impl ClassifyJudge {
    pub fn new(classifier: Classifier, count_seed_unstable: bool, quiet: bool) -> ClassifyJudge {
        ClassifyJudge {
            classifier,
            count_seed_unstable,
            quiet,
            rows: Mutex::new(HashMap::new()),
            error: Mutex::new(None),
        }
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
        match self.classifier.classify(&flip) {
            Ok(Some(row)) => {
                let class = row.class;
                if !self.quiet {
                    eprintln!("[stop-on-finding] {} {}: {} ({})", r.seed, r.path, row.class, row.effect);
                }
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
}

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) and writes
/// `findings.csv` into `dir`, one row per classified flip in report order. `known`: rows
/// classified during the run (`--stop-on-finding`), taken as they are.
pub fn classify_report(
    report: &mut FuzzReport,
    classifier: &Classifier,
    known: &HashMap<FindingKey, FindingRow>,
    global: &Global,
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
            let reused =
                known.get(&key).or_else(|| earlier.get(&key)).filter(|r| classifier.still_valid(r, &flip.path));
            let row = match reused {
                Some(r) => {
                    stats.reused += 1;
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
                    let Some(row) = classifier.classify(&f)? else { continue };
                    stats.sampled += 1;
                    row
                }
            };
            if !global.quiet {
                let how = match (reused.is_some(), known.contains_key(&key)) {
                    (true, true) => " (classified during the run)",
                    (true, false) => " (from the earlier findings.csv)",
                    _ => "",
                };
                eprintln!(
                    "[classify {}/{}] {} {}: {} ({}){how}",
                    i + 1,
                    n,
                    line.seed,
                    flip.path,
                    row.class,
                    row.effect
                );
            }
            flip.class = Some(row.class);
            flip.effect = (!row.effect.is_empty()).then(|| row.effect.clone());
            out.push(&row)?;
        }
    }
    if !global.quiet && stats.reused > 0 {
        eprintln!(
            "classify: {} flip(s) sampled, {} kept from the run or the earlier {}",
            stats.sampled,
            stats.reused,
            path.display()
        );
    }
    Ok(stats)
}

/// Arguments of `wobble classify`.
#[derive(clap::Args, Debug)]
#[command(after_help = CLASSIFY_AFTER_HELP)]
pub struct Args {
    /// The seed: a Boogie file (your program before the change).
    #[arg(long, value_name = "FILE")]
    pub seed: std::path::PathBuf,
    /// The mutant: a Boogie file, or the folder of a multi-file (S3) mutant (your program after
    /// the change).
    #[arg(long, value_name = "FILE")]
    pub mutant: std::path::PathBuf,
    /// Where to measure: `smt` (z3 on Boogie's logged VCs, fast), `boogie` (Boogie itself,
    /// reseeded: what a user sees), or `both` (Boogie's class decides; disagreement flagged).
    #[arg(long, default_value = "smt", value_name = "LEVEL", value_parser = parse_level)]
    pub level: Level,
    /// The verifier configuration: `boogie` (Debian's Boogie and z3) or the label of a
    /// `[[verifier]]` with backend boogie in --config; its Boogie extracts the VCs and runs the
    /// Boogie layer, its z3 solves the SMT layer.
    #[arg(long, default_value = "boogie", value_name = "LABEL")]
    pub tools: String,
    /// Verifier configuration file (default: `wobble.toml` in the current directory, if present).
    #[arg(long, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub sampling: super::stability::SamplingArgs,
    /// Time limit of one solver run, in seconds (a Boogie-level run gets twice this plus 10 s of
    /// wall clock for mono's start-up and VC generation).
    #[arg(long, default_value = "10", value_name = "SECONDS", value_parser = super::common::parse_seconds)]
    pub timeout: Duration,
    /// Output directory: `findings.csv` (one row, the columns of `fuzz --classify`) and the query
    /// cache `.cache/smt`.
    #[arg(long, value_name = "DIR")]
    pub out: std::path::PathBuf,
}

const CLASSIFY_AFTER_HELP: &str = "\
Did the change make verification worse? Seed and mutant are run under the same perturbations
(the same Z3 seeds, the same renamings) and their success rates compared with Fisher's exact
test (one-sided, in the direction of the flip; group-sequential, overall error 5%). Classes:
  encoding         the seed is reliably proved and the mutant reliably fails
  mutant-unstable  the mutant verifies significantly less often than the seed
  seed-unstable    no significant difference, and the seed is itself unstable
  inconclusive     no significant difference, and the seed is not shown unstable
The effect line gives both rates, their difference with a 95% interval (Newcombe), the p-value
and the runs used.

Examples:
  wobble classify --seed before.bpl --mutant after.bpl --out /tmp/c
  wobble classify --seed s.bpl --mutant m.bpl --level both --out /tmp/c

Exit status: 1 when the class counts as brittleness (encoding, mutant-unstable), 0 when not,
2 on bad input, 3 on a verifier failure, 130 when interrupted.";

/// Runs `wobble classify`.
pub fn run(args: &Args, global: &Global) -> Result<super::Verdict> {
    use crate::verifiers::{Outcome, Verifier};
    let read = |flag: &str, p: &std::path::Path| {
        if !p.exists() {
            return Err(super::BadInput(format!("{flag}: {} does not exist", p.display())).into());
        }
        read_mutant(p).map(|m| m.text).map_err(super::Error::from)
    };
    let seed_text = read("--seed", &args.seed)?;
    let mutant_text = read("--mutant", &args.mutant)?;
    for (flag, t) in [("--seed", &seed_text), ("--mutant", &mutant_text)] {
        for f in &t.files {
            crate::syntax::parse_program(&f.text, &f.name).map_err(|e| super::BadInput(format!("{flag}: {e}")))?;
        }
    }
    super::common::create_out_dir(&args.out)?;
    let dir = ResultsDir::at(&args.out);
    dir.create().map_err(|e| crate::error::FileError::create(&args.out, e))?;
    let cfg = args.sampling.config(args.timeout)?;
    let boogie_cfg = SampleConfig { timeout: boogie_wall_limit(cfg.timeout), ..cfg.clone() };
    let tool = super::stability::resolve_solver(&args.tools, args.config.as_deref())?;
    let Extractor { boogie, timeout: limit } =
        super::stability::solver_extractor(&args.tools, args.config.as_deref(), args.timeout)?;
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    // The flip as the user sees it: one plain Boogie run of each decides the tested direction.
    let work = tempfile::tempdir().map_err(|e| crate::error::FileError::write("a temporary directory", e))?;
    let plain = |t: &ProgramText, name: &str| {
        let d = work.path().join(name);
        std::fs::create_dir_all(&d).map_err(|e| crate::error::FileError::write(&d, e))?;
        Ok::<_, super::Error>(boogie.verify(t, &d, boogie_cfg.timeout).outcome)
    };
    let (so, mo) = (plain(&seed_text, "seed")?, plain(&mutant_text, "mutant")?);
    for (flag, o) in [("--seed", so), ("--mutant", mo)] {
        if matches!(o, Outcome::ParseError | Outcome::TypeError) {
            return super::bad_input(format!("{flag}: Boogie rejects the program ({o})"));
        }
    }
    let direction = if so != Outcome::Verified && mo == Outcome::Verified {
        Direction::MutantBetter
    } else {
        Direction::MutantWorse
    };
    if !global.quiet {
        eprintln!("classify: seed {so}, mutant {mo} under Boogie's default seed; sampling at the {} level", args.level);
    }
    let queries = |t: &ProgramText, p: &std::path::Path| -> Result<Vec<Query>> {
        if args.level.smt() {
            Ok(program_queries(&boogie, &p.display().to_string(), t, limit)?)
        } else {
            Ok(Vec::new())
        }
    };
    let (sq, mq) = (queries(&seed_text, &args.seed)?, queries(&mutant_text, &args.mutant)?);
    let pair =
        Pair { seed_text: &seed_text, mutant_text: &mutant_text, seed_queries: &sq, mutant_queries: &mq, direction };
    let pool = global.pool()?;
    let c = pool.install(|| classify_pair(&pair, args.level, &tool, &boogie, &cfg, &boogie_cfg, &cache))?;
    let settings = Settings::new(&cfg.methods, cfg.samples, cfg.timeout, cfg.rng_seed);
    let seed_name = args.seed.display().to_string();
    let mutant_name = args.mutant.display().to_string();
    let row = FindingRow::new(&seed_name, "", CLASSIFIED_TOOL, "pair", 0, "", &mutant_name, &settings)
        .with_classified(args.level, &c);
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    let which = match direction {
        Direction::MutantWorse => "less",
        Direction::MutantBetter => "more",
    };
    outln!("class: {}", row.class)?;
    outln!("tested: does the mutant verify {which} often than the seed? (Fisher's exact test, one-sided, α = 0.05)")?;
    for (name, r) in [("smt", c.smt), ("boogie", c.boogie)] {
        if let Some(r) = r {
            outln!("{name:>6}: {} — {}; seed {}, mutant {}", r.class, r.effect, r.seed_category, r.mutant_category)?;
        }
    }
    if c.layers_agree() == Some(false) {
        outln!("the layers disagree: the Boogie layer (what a user sees) decides")?;
    }
    outln!("findings: {}", file.display())?;
    Ok(super::Verdict::findings_if(row.class.is_brittleness()))
}
