//! The classify pipeline: the flow around the classification ([`crate::classify`]: findings
//! classified by the mutation's measured effect and decided together as one family per run).
//! [`classifier`] builds the [`Classifier`] that `fuzz --classify` and `campaign --classify`
//! ([`crate::classify::report::classify_report`]: one code path that classifies a report's
//! brittle `boogie` flips, stores the classes and effects in the report and writes
//! `RESULTS/findings.csv`) and `--stop-on-finding`'s judge ([`crate::classify::judge`]) share,
//! from the run's configuration; [`classify_files`] is `wobble classify --seed S --mutant M`,
//! the same classification for any pair a user brings (a family of one): it reads the pair,
//! decides the tested direction by one plain Boogie run of each, and calls the classification
//! ([`crate::classify::pair`]); a pair of `.smt2` files goes to [`super::classify_smt`] instead
//! ([`super::classify_smt::classify_pair`] chooses). What happens to a flip that cannot be
//! classified, and resuming: [`crate::classify::report`].

use super::vcs::{sample_config, Sampling, VcContext, VcSource};
use super::{create_out_dir, pool, Progress};
use crate::campaign::SeedFile;
use crate::classify::bound::Factors;
use crate::classify::findings::Level;
use crate::classify::findings_csv::{FindingRow, Settings};
use crate::classify::options::{boogie_config, ClassifyOptions, CLASSIFIED_TOOL};
use crate::classify::pair::{classify_pair_finding, pair_cost_result, pair_cost_test, PairFlips, PairResult};
use crate::classify::Classifier;
use crate::error::{bad_input, BadInput, Error, FileError, Result};
use crate::minimizer::input::read_mutant;
use crate::runner::ResultsDir;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::Extractor;
use crate::smt::text::query::Query;
use crate::stability::program::program_queries;
use crate::stability::SampleConfig;
use crate::stats::Direction;
use crate::syntax::source::ProgramText;
use crate::verifiers::{Outcome, Verifier};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `--classify` of `fuzz` and `campaign`: how to classify, and how the classes count.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassifyRequest {
    pub options: ClassifyOptions,
    /// The VC extraction: the classified tool's configuration and the run's `--timeout`; its
    /// Boogie also runs the Boogie layer.
    pub vcs: VcSource,
    /// `--count-seed-unstable`: seed-unstable flips count as brittleness too.
    pub count_seed_unstable: bool,
}

/// The sampling configuration of `opts` (no method or a bad time limit is bad input).
pub fn sample_config_of(opts: &ClassifyOptions) -> Result<SampleConfig> {
    let samples =
        std::num::NonZeroU32::new(opts.samples).ok_or_else(|| BadInput("--classify-samples: at least 1".into()))?;
    sample_config(&opts.methods, samples, opts.rng_seed, opts.timeout)
}

/// The classifier of `seeds`' flips in `dir` for `req`; `jobs` workers sample. The classified
/// configuration's Boogie extracts the VCs, its own z3 solves the SMT layer.
pub fn classifier(seeds: &[SeedFile], dir: &ResultsDir, req: &ClassifyRequest, jobs: usize) -> Result<Classifier> {
    let cfg = sample_config_of(&req.options)?;
    let vcs = VcContext::build(req.vcs.clone())?;
    let extractor = vcs.extractor()?.clone();
    Ok(Classifier::new(seeds, dir, &req.options, cfg, extractor, vcs.solver().clone(), pool(jobs)?))
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
    let pool = pool(req.jobs)?;
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
        match pair_cost_test(req.cost_ratio, &pool, req.progress, &blank, &sq, &mq, tool, &cfg, &cache)? {
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
    classify_pair_finding(&flips, req.level, &cfg, direction, &dir, &pool)
}
