//! `--classify` of `wobble fuzz` and `wobble campaign`: the one code path ([`classify_report`])
//! that classifies a report's brittle `boogie` flips ([`crate::stability::findings`]), stores the
//! classes in the report and writes `RESULTS/findings.csv` ([`crate::stability::findings_csv`]).
//!
//! Resuming (`--resume`): a flip that already has a row in the results directory's
//! `findings.csv` with the same mutant path and the same settings (methods, samples, time limit,
//! RNG seed) keeps that row and is not sampled again (no Boogie run, no solver run); any other
//! flip is classified afresh (its solver runs still hit the SMT query cache under
//! `RESULTS/.cache/smt` when they were done before). The file is then rewritten, row by row.

use super::{Global, Result};
use crate::campaign::{FuzzReport, SeedFile};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::cache::QueryCache;
use crate::smt::mutate::Method;
use crate::smt::query::Query;
use crate::smt::solve::{Solver, SolverKind};
use crate::stability::findings::classify_finding;
use crate::stability::findings_csv::{self, FindingKey, FindingRow, FindingsWriter, Settings};
use crate::stability::program::{program_queries, Tool};
use crate::stability::SampleConfig;
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::collections::HashMap;
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
    /// With --classify: budget of z3 runs per query and perturbation method.
    #[arg(long, default_value = "20", value_name = "N", requires = "classify")]
    pub classify_samples: std::num::NonZeroU32,
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
        resume: bool,
        global: &Global,
    ) -> Result<bool> {
        if !classify {
            drop_stale(dir, resume)?;
            return Ok(true);
        }
        let opts = ClassifyOptions {
            methods: self.classify_methods.clone(),
            samples: self.classify_samples.get(),
            timeout: self.classify_timeout,
            rng_seed,
            resume,
        };
        classify_report(report, seeds, dir, &opts, global)?;
        Ok(self.count_seed_unstable)
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

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) and writes
/// `findings.csv` into `dir`, one row per classified flip in report order.
pub fn classify_report(
    report: &mut FuzzReport,
    seeds: &[SeedFile],
    dir: &ResultsDir,
    opts: &ClassifyOptions,
    global: &Global,
) -> Result<ClassifyStats> {
    let cfg = opts.sample_config()?;
    let settings = opts.settings();
    let path = dir.root().join(findings_csv::FILE_NAME);
    let earlier: HashMap<FindingKey, FindingRow> = if opts.resume && path.is_file() {
        findings_csv::read(&path)?.into_iter().map(|r| (r.key(), r)).collect()
    } else {
        HashMap::new()
    };
    let boogie = BoogieVerifier::default_config()?;
    let tool = Tool { label: "z3".into(), solver: Solver::default_for(SolverKind::Z3)? };
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(global.jobs())
        .build()
        .map_err(|e| super::BadInput(format!("cannot start {} jobs: {e}", global.jobs())))?;
    let limit = Duration::from_secs(300);
    let mut seed_queries: HashMap<String, Vec<Query>> = HashMap::new();
    let mut out = FindingsWriter::create(&path)?;
    let mut stats = ClassifyStats::default();
    for line in report.lines.iter_mut().filter(|l| l.brittle() && l.tool == CLASSIFIED_TOOL) {
        let Some(seed) = seeds.iter().find(|s| s.id == line.seed) else { continue };
        let n = line.flips.len();
        for (i, flip) in line.flips.iter_mut().enumerate() {
            let key = FindingKey::new(&line.seed, &line.tool, &flip.batch, flip.mutant);
            let reused = earlier.get(&key).filter(|r| r.path == flip.path && r.settings() == settings);
            let row = match reused {
                Some(r) => {
                    stats.reused += 1;
                    r.clone()
                }
                None => {
                    if !seed_queries.contains_key(&seed.id) {
                        let text = ProgramText::single(format!("{}.bpl", seed.stem()), print_program(&seed.program));
                        seed_queries.insert(seed.id.clone(), program_queries(&boogie, &seed.id, &text, limit)?);
                    }
                    let sq = seed_queries.get(&seed.id).map(Vec::as_slice).unwrap_or_default();
                    // A mutant is a file, or a folder of files (S3 splits a program).
                    let mutant = read_mutant(&dir.root().join(&flip.path))?;
                    let mq = program_queries(&boogie, &flip.path, &mutant.text, limit)?;
                    let c = pool.install(|| classify_finding(sq, &mq, &tool, &cfg, &cache))?;
                    stats.sampled += 1;
                    FindingRow {
                        seed: line.seed.clone(),
                        group: line.group.clone(),
                        tool: line.tool.clone(),
                        batch: flip.batch.clone(),
                        mutant: flip.mutant,
                        chain: flip.chain.clone(),
                        path: flip.path.clone(),
                        class: c.class,
                        seed_category: c.seed_category,
                        mutant_category: c.mutant_category,
                        queries_sampled: c.queries_sampled,
                        runs: c.runs,
                        methods: settings.methods.clone(),
                        samples: settings.samples,
                        timeout_s: settings.timeout_s,
                        rng_seed: settings.rng_seed,
                    }
                }
            };
            if !global.quiet {
                let how = if reused.is_some() { " (from the earlier findings.csv)" } else { "" };
                eprintln!("[classify {}/{}] {} {}: {}{how}", i + 1, n, line.seed, flip.path, row.class);
            }
            flip.class = Some(row.class);
            out.push(&row)?;
        }
    }
    if !global.quiet && stats.reused > 0 {
        eprintln!(
            "classify: {} flip(s) sampled, {} kept from the earlier {}",
            stats.sampled,
            stats.reused,
            path.display()
        );
    }
    Ok(stats)
}
