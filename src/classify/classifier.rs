//! The classifier of a results directory's flips: what `fuzz --classify` / `campaign --classify`
//! ([`super::report`]) and the `--stop-on-finding` judge ([`super::judge`]) share. It prepares
//! each seed's printed program and VCs once, and puts a flip's draws at either layer behind the
//! family's seam ([`Flips`]): z3 on the VCs ([`SmtDraws`]) or Boogie itself ([`BoogieDraws`]).

use super::bound::{boogie_rlimit, Bounds, Factors};
use super::family::{FamilyPlan, Flips};
use super::findings::{BoogieDraws, Layer, PairDraws, SmtDraws};
use super::findings_csv::{FindingRow, Settings};
use super::options::{boogie_config, ClassifyOptions};
use crate::campaign::SeedFile;
use crate::error::{Error, ErrorKind, HasKind, Result};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::Extractor;
use crate::smt::text::query::Query;
use crate::stability::program::{program_queries, Tool};
use crate::stability::SampleConfig;
use crate::stats::Direction;
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

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
pub(super) type SeedProgram = (ProgramText, Vec<Query>);

/// Why a seed's program could not be prepared, kept so that its other flips do not try again.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(super) struct SeedFailed(pub(super) String);

impl HasKind for SeedFailed {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Failure
    }
}

/// Classifies flips of a results directory: what [`super::report::classify_report`] and the
/// `--stop-on-finding` judge ([`super::judge::ClassifyJudge`]) share. Seeds' programs and VCs are prepared
/// once per seed.
pub struct Classifier {
    pub(super) seeds: Vec<SeedFile>,
    pub(super) dir: ResultsDir,
    pub(super) opts: ClassifyOptions,
    pub(super) cfg: SampleConfig,
    pub(super) boogie_cfg: SampleConfig,
    pub(super) settings: Settings,
    pub(super) boogie: BoogieVerifier,
    pub(super) limit: Duration,
    pub(super) tool: Tool,
    pub(super) cache: QueryCache,
    pub(super) pool: rayon::ThreadPool,
    pub(super) seed_programs: Mutex<HashMap<String, std::result::Result<Arc<SeedProgram>, String>>>,
    /// The cost ratios the run measured ([`Classifier::use_run_ratios`]).
    pub(super) run_ratios: std::sync::OnceLock<RunRatios>,
}

/// The cost ratio (the mutant's summed `rlimit-count` over its seed's, both unperturbed) of each
/// verified mutant of [`super::CLASSIFIED_TOOL`] that a run at `--level smt` measured with the same
/// Boogie and z3, by the mutant's path in the results directory.
pub type RunRatios = HashMap<String, f64>;

impl Classifier {
    /// The classifier of `seeds`' flips in `dir` with `opts`, sampling with `cfg`: the classified
    /// configuration's Boogie (`extractor`) extracts the VCs and runs the Boogie layer, its own z3
    /// (`tool`) solves the SMT layer; `pool`'s workers sample.
    pub fn new(
        seeds: &[SeedFile],
        dir: &ResultsDir,
        opts: &ClassifyOptions,
        cfg: SampleConfig,
        extractor: Extractor,
        tool: Tool,
        pool: rayon::ThreadPool,
    ) -> Classifier {
        let Extractor { boogie, timeout: limit } = extractor;
        Classifier {
            seeds: seeds.to_vec(),
            dir: dir.clone(),
            settings: opts.settings(),
            opts: opts.clone(),
            boogie_cfg: boogie_config(&cfg),
            cfg,
            boogie,
            limit,
            tool,
            cache: QueryCache::new(dir.cache_dir().join("smt")),
            pool,
            seed_programs: Mutex::new(HashMap::new()),
            run_ratios: std::sync::OnceLock::new(),
        }
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
    pub(super) fn seed_program(&self, seed: &SeedFile) -> Result<Arc<SeedProgram>> {
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
    pub(super) fn row(&self, flip: &FlipRef, settings: &Settings) -> FindingRow {
        FindingRow::new(flip.seed, flip.group, flip.tool, flip.batch, flip.mutant, flip.chain, flip.path, settings)
    }

    /// The row of a `front-end` finding (no sampling: see the module doc); `message` is the
    /// tool's rejection.
    pub fn front_end_row(&self, flip: &FlipRef, message: &str) -> FindingRow {
        self.row(flip, &Settings::default()).front_end(message)
    }

    /// The flip's entry in a family, if its seed is among this run's seeds.
    pub(super) fn entry(&self, flip: &FlipRef) -> Option<FlipEntry> {
        let seed = self.seeds.iter().position(|s| s.id == flip.seed)?;
        let blank = FindingRow { level: self.opts.level.to_string(), ..self.row(flip, &self.settings) };
        Some(FlipEntry { seed, blank, kept: None })
    }

    /// Whether an existing row describes `flip` under these settings (so it need not be sampled);
    /// a row that says why the flip was not classified is sampled again, and so is one written
    /// before runs stopped by a bound were told apart from failures (no `censored` count).
    pub(super) fn still_valid(&self, row: &FindingRow, path: &str) -> bool {
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
pub(super) fn boogie_bound<Q: crate::smt::perturbation::mutate::Sample>(
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

pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// One flip of a results directory in a family: its seed (index into the classifier's seeds),
/// its row before sampling, and a row kept from before.
pub(super) struct FlipEntry {
    pub(super) seed: usize,
    pub(super) blank: FindingRow,
    pub(super) kept: Option<FindingRow>,
}

/// Flips of a results directory as a family ([`Flips`]): the product's tools behind it.
pub(super) struct ReportFlips<'a> {
    pub(super) classifier: &'a Classifier,
    pub(super) entries: Vec<FlipEntry>,
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

/// A finding's class and effect for a progress line: `mutant-unstable (seed 27/30 ... p = 4.7e-5)`,
/// with the Boogie check when one was made.
pub(super) fn flip_line(row: &FindingRow) -> String {
    let check =
        if row.boogie_check.is_empty() { String::new() } else { format!(" [Boogie check: {}]", row.boogie_check) };
    format!("{} ({}){check}", row.class, row.effect)
}
