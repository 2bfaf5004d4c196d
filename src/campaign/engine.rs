//! The campaign engine: generate each seed's batches (deterministically, in parallel), write the
//! mutants with their headers, keep this shard's share of the programs, and run every program
//! with every tool through the runner, streaming rows into one results CSV.
//!
//! Determinism: a mutant depends only on (RNG seed, seed text, batch), never on `--jobs`, on the
//! other seeds, or on the shard ([`Shard`]).
//!
//! Mutants of unverified seeds: with [`MutantTools::SeedVerified`] (the `fuzz` default) a chunk's
//! seed runs come first and a seed's mutants then run only under the tools that verified it.
//!
//! Rows that differ from their seed's are the tool's own verdicts: a mutant verifier whose
//! verdicts may be its own (the query level, [`Verifier::confirmer`]) is replaced by its
//! confirmer for the mutants of a seed whose row is not `verified` (a seed of another shard is
//! run here first, without a row, to know it), and the `verified` rows it decided alone for a
//! seed verified ahead are held back ([`ResultSink::hold`]) until the seed's row is known: they
//! are written as they are when it is `verified`, and replaced by the confirmer's verdicts when
//! it is not.
//!
//! Memory: mutant texts are produced one group of seeds at a time (about [`CHUNK_BYTES`] of
//! program text), so a paper-sized campaign (135 seeds, 260,000 lines, 650 mutants each) never
//! holds all its mutants at once.

use super::batches::{BatchKind, BatchSpec};
use super::error::CampaignError;
use super::seeds::SeedFile;
use super::shard::Shard;
use crate::error::FileError;
use crate::generation::enumerate::enumerate_orders;
use crate::generation::{generate, Chain, GenParams, Header, StopReason, Weights};
use crate::mutation::{OpName, Variant};
use crate::querylevel::scope::{self, narrow, Printed};
use crate::runner::layout::slug;
use crate::runner::record::{SEED_BATCH, STAR_BATCH};
use crate::runner::{
    run_jobs, Job, ResultSink, ResultsDir, RunKey, RunMeta, RunOptions, RunRecord, RunSummary, SeedTool,
};
use crate::syntax::print_decl;
use crate::syntax::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::{Member, Narrowed, Outcome, VerdictLevel, Verifier};
use rayon::prelude::*;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Arc;

/// Program text generated per chunk of seeds before the chunk is run.
pub const CHUNK_BYTES: usize = 256 << 20;

/// How one seed's batch came out of generation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerationNote {
    pub seed: String,
    pub batch: String,
    pub requested: usize,
    pub generated: usize,
    pub ending: Ending,
}

/// Why a seed's batch got the mutants it got (and, when it fell short, why not more).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Algorithm 1 stopped for this reason.
    Generation(StopReason),
    /// Every program the batch can have was made (enumerated orders; a guided pool that ran dry).
    Exhausted,
    /// Guided: the seed does not verify under the guided tool, so it got only the first round's
    /// mutants (verified or skipped as blind fuzzing's are).
    SeedNotVerified,
    /// Guided: a counted finding of the seed stopped its budget (`--stop-on-finding`).
    Found,
    /// Guided: the bandit gave the rest of the budget to other seeds.
    Allocated,
}

impl fmt::Display for GenerationNote {
    /// Says how many mutants the batch got and why not more (for batches that fell short).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.ending {
            Ending::Generation(StopReason::MaxAttempts) => "gave up after --max-attempts iterations",
            Ending::Generation(StopReason::NoApplicableOperator) => "no enabled operator applies",
            Ending::Generation(StopReason::Reached) | Ending::Exhausted => "fewer mutants exist",
            Ending::SeedNotVerified => "the seed does not verify under the guided tool: first round only",
            Ending::Found => "a counted finding stopped the seed's budget",
            Ending::Allocated => "the bandit gave the rest of the budget to other seeds",
        };
        write!(f, "{} batch {}: {} of {} mutants ({why})", self.seed, self.batch, self.generated, self.requested)
    }
}

/// Which tools verify a seed's mutants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MutantTools {
    /// Every tool, whatever the seed's own outcome (the paper's design: Tab. 9 counts mutants
    /// of failing seeds that verify).
    All,
    /// Only the tools under which the seed verified (or whose seed run is not in this
    /// invocation, e.g. another shard's): a seed that a tool cannot prove cannot be brittle
    /// under it, and confirming its mutants' timeouts is the bulk of the time.
    SeedVerified,
}

/// Everything a campaign needs besides its seeds.
pub struct CampaignSpec {
    pub batches: Vec<BatchSpec>,
    pub tools: Vec<Arc<dyn Verifier>>,
    /// The verifiers of the mutants, one per tool with the same label (`--level smt` verifies a
    /// seed and its mutants differently); empty: `tools`.
    pub mutant_verifiers: Vec<Arc<dyn Verifier>>,
    pub rng_seed: u64,
    pub shard: Shard,
    pub mutant_tools: MutantTools,
}

impl CampaignSpec {
    /// The `wobble fuzz` preset: one batch M* of `count` mutants with `weights`, the whole
    /// campaign, mutants verified only under tools that verify their seed unless `all_tools`.
    pub fn fuzz(
        weights: Weights,
        count: usize,
        max_attempts: Option<usize>,
        tools: Vec<Arc<dyn Verifier>>,
        rng_seed: u64,
        all_tools: bool,
    ) -> CampaignSpec {
        CampaignSpec {
            batches: vec![BatchSpec::random(STAR_BATCH, weights, count, max_attempts)],
            tools,
            mutant_verifiers: Vec::new(),
            rng_seed,
            shard: Shard::whole(),
            mutant_tools: if all_tools { MutantTools::All } else { MutantTools::SeedVerified },
        }
    }
}

impl CampaignSpec {
    /// The verifier of tool `i`'s mutant runs.
    pub fn mutant_verifier(&self, i: usize) -> &Arc<dyn Verifier> {
        self.mutant_verifiers.get(i).unwrap_or(&self.tools[i])
    }
}

/// The jobs of a group of seeds, ready for the runner.
pub struct Prepared {
    pub jobs: Vec<Job>,
    pub notes: Vec<GenerationNote>,
    /// For verifiers that use them ([`Verifier::uses_narrowed`]): the narrowed stand-ins of the
    /// mutants that have one, by (seed, batch, mutant).
    pub narrowed: HashMap<(String, String, u32), Arc<Narrowed>>,
    /// The content hash of each seed's program (as verified), by seed id.
    pub seed_hashes: HashMap<String, String>,
    /// The seed jobs of seeds this shard does not run (another shard records their rows), for
    /// verifiers whose mutants' rows depend on their seed's verdict ([`Verifier::confirmer`]).
    pub foreign_seeds: Vec<Job>,
}

/// One generated program before it becomes jobs.
pub(super) struct Program {
    pub(super) batch: String,
    pub(super) mutant: u32,
    pub(super) chain: Chain,
    pub(super) variant: Variant,
    pub(super) header: Header,
}

/// Where a mutant comes from: its seed, batch, weights, RNG seed and the batch's requested size
/// (what every mutant's header records besides its own index and chain).
pub(super) struct Origin<'a> {
    pub(super) seed: &'a SeedFile,
    pub(super) batch: &'a str,
    pub(super) weights: Weights,
    pub(super) rng_seed: u64,
    pub(super) of: usize,
}

impl Program {
    /// Mutant `index` of `origin`, with its header.
    pub(super) fn new(origin: &Origin, index: usize, chain: Chain, variant: Variant) -> Program {
        let seed = origin.seed;
        let files = if variant.file_count() > 1 {
            (0..variant.file_count()).map(|k| Variant::file_name(&seed.stem(), k)).collect()
        } else {
            Vec::new()
        };
        let header = Header {
            seed: seed.id.clone(),
            seed_sha256: seed.hash.clone(),
            rng_seed: origin.rng_seed,
            batch: origin.batch.to_string(),
            weights: origin.weights,
            index,
            of: origin.of,
            files,
            chain: chain.clone(),
        };
        Program { batch: origin.batch.to_string(), mutant: index as u32, chain, variant, header }
    }

    /// The row identity of this mutant of `seed`, written at `path` (its RNG seed is its
    /// header's).
    pub(super) fn meta(&self, seed: &SeedFile, path: &str) -> RunMeta {
        RunMeta {
            seed: seed.id.clone(),
            group: seed.group.clone(),
            batch: self.batch.clone(),
            mutant: Some(self.mutant),
            chain: self.chain.to_string(),
            rng_seed: self.header.rng_seed,
            path: path.to_string(),
        }
    }
}

/// Generates (and writes) the programs of `seeds` that this shard owns and makes one job per
/// program and tool. The seed itself is verified as printed by wobble's printer, so a seed and
/// its mutants differ only by the mutation.
pub fn prepare(seeds: &[SeedFile], spec: &CampaignSpec, out: &ResultsDir) -> Result<Prepared, CampaignError> {
    let tasks: Vec<(usize, usize)> =
        (0..seeds.len()).flat_map(|s| (0..spec.batches.len()).map(move |b| (s, b))).collect();
    let generated: Vec<Result<(Vec<Program>, GenerationNote), CampaignError>> =
        tasks.par_iter().map(|&(s, b)| generate_batch(&seeds[s], &spec.batches[b], spec.rng_seed)).collect();

    let mut jobs = Vec::new();
    let mut notes = Vec::new();
    let mut narrowed = HashMap::new();
    let mut seed_hashes = HashMap::new();
    let mut foreign_seeds = Vec::new();
    let narrows = (0..spec.tools.len()).any(|i| spec.mutant_verifier(i).uses_narrowed());
    let mut per_seed: Vec<Vec<Program>> = (0..seeds.len()).map(|_| Vec::new()).collect();
    for (r, &(s, _)) in generated.into_iter().zip(&tasks) {
        let (programs, note) = r?;
        per_seed[s].extend(programs);
        notes.push(note);
    }
    for (seed, programs) in seeds.iter().zip(per_seed) {
        let stem = seed.stem();
        let seed_text = ProgramText::single(format!("{stem}.bpl"), print_program(&seed.program));
        seed_hashes.insert(seed.id.clone(), seed_text.content_hash());
        let owned = spec.shard.owns(&seed.id, SEED_BATCH, None);
        for (i, tool) in spec.tools.iter().enumerate() {
            let meta = RunMeta::seed_run(seed.id.clone(), seed.group.clone(), seed.id.clone());
            if owned {
                jobs.push(Job::new(meta, seed_text.clone(), tool.clone()));
            } else if spec.mutant_verifier(i).confirmer().is_some() {
                foreign_seeds.push(Job::new(meta, seed_text.clone(), tool.clone()));
            }
        }
        // Write files in parallel, then make jobs in order.
        let owned: Vec<&Program> =
            programs.iter().filter(|p| spec.shard.owns(&seed.id, &p.batch, Some(p.mutant))).collect();
        let written: Vec<Result<(ProgramText, String), CampaignError>> =
            owned.par_iter().map(|p| write_mutant(out, seed, p, &stem)).collect();
        if narrows {
            narrowed.extend(narrow_programs(seed, &seed_hashes[&seed.id], &owned));
        }
        for (p, w) in owned.iter().zip(written) {
            let (text, path) = w?;
            for tool in (0..spec.tools.len()).map(|i| spec.mutant_verifier(i)) {
                jobs.push(Job::new(p.meta(seed, &path), text.clone(), tool.clone()));
            }
        }
    }
    Ok(Prepared { jobs, notes, narrowed, seed_hashes, foreign_seeds })
}

/// The narrowed stand-ins ([`narrow`]) of those of `programs` (mutants of `seed`, whose program
/// as verified has the content hash `seed_hash`) that have one, by (seed, batch, mutant).
pub(super) fn narrow_programs(
    seed: &SeedFile,
    seed_hash: &str,
    programs: &[&Program],
) -> HashMap<(String, String, u32), Arc<Narrowed>> {
    let seed_texts: Vec<String> = seed.program.decls.iter().map(print_decl).collect();
    let seed_decls: Vec<Printed> = seed.program.decls.iter().zip(&seed_texts).map(|(d, t)| (d, t.as_str())).collect();
    let shared = scope::seed_decls(&seed_decls);
    let file = Variant::file_name(&seed.stem(), 0);
    let n: Vec<Option<Narrowed>> = programs
        .par_iter()
        .map(|p| {
            (p.variant.file_count() == 1).then(|| {
                let decls: Vec<Printed> = p.variant.items().map(|(_, it)| (it.decl(), it.text())).collect();
                narrow(&seed_decls, &shared, seed_hash, &decls, &file)
            })?
        })
        .collect();
    programs
        .iter()
        .zip(n)
        .filter_map(|(p, n)| Some(((seed.id.clone(), p.batch.clone(), p.mutant), Arc::new(n?))))
        .collect()
}

fn generate_batch(
    seed: &SeedFile,
    batch: &BatchSpec,
    rng_seed: u64,
) -> Result<(Vec<Program>, GenerationNote), CampaignError> {
    #[allow(clippy::type_complexity)]
    let (mutants, requested, ending, weights): (Vec<(usize, Chain, Variant)>, usize, Ending, Weights) =
        match &batch.kind {
            BatchKind::Random { weights, count, max_attempts } => {
                let params = GenParams {
                    count: *count,
                    rng_seed,
                    batch: batch.name.clone(),
                    weights: *weights,
                    max_attempts: *max_attempts,
                };
                let g = generate(&seed.program, &seed.hash, &params);
                let v = g.mutants.into_iter().map(|m| (m.index, m.chain, m.variant)).collect();
                (v, *count, Ending::Generation(g.stop), *weights)
            }
            BatchKind::EnumerateOrders => {
                let orders = enumerate_orders(&seed.program)
                    .map_err(|source| CampaignError::Enumerate { seed: seed.id.clone(), source })?;
                let n = orders.len();
                let v = orders.into_iter().enumerate().map(|(i, (c, v))| (i + 1, c, v)).collect();
                (v, n, Ending::Exhausted, Weights::only(&[OpName::S1]))
            }
        };
    let origin = Origin { seed, batch: &batch.name, weights, rng_seed, of: requested };
    let programs: Vec<Program> =
        mutants.into_iter().map(|(index, chain, variant)| Program::new(&origin, index, chain, variant)).collect();
    let note = GenerationNote {
        seed: seed.id.clone(),
        batch: batch.name.clone(),
        requested,
        generated: programs.len(),
        ending,
    };
    Ok((programs, note))
}

/// Writes one mutant (a file, or a folder for multi-file mutants) under `mutants/SEED/BATCH/`
/// and returns the text to verify (without the header) and the path relative to the results dir
/// of its main file: `mutant-0007.bpl`, or `mutant-0012/NAME.bpl` for a mutant of several files
/// (whose header lists the others), so that every `path` of results.csv names a `.bpl` file.
pub(super) fn write_mutant(
    out: &ResultsDir,
    seed: &SeedFile,
    p: &Program,
    stem: &str,
) -> Result<(ProgramText, String), CampaignError> {
    let dir = out.mutants_dir().join(seed.slug()).join(slug(&p.batch));
    let text = p.variant.to_text(stem);
    let decorated = p.header.decorate(&text);
    let target = if text.files.len() == 1 {
        std::fs::create_dir_all(&dir).map_err(|e| FileError::create(&dir, e))?;
        let f = dir.join(format!("mutant-{:04}.bpl", p.mutant));
        std::fs::write(&f, &decorated.files[0].text).map_err(|e| FileError::write(&f, e))?;
        f
    } else {
        let d = dir.join(format!("mutant-{:04}", p.mutant));
        std::fs::create_dir_all(&d).map_err(|e| FileError::create(&d, e))?;
        for file in &decorated.files {
            let f = d.join(&file.name);
            std::fs::write(&f, &file.text).map_err(|e| FileError::write(&f, e))?;
        }
        d.join(&decorated.files[0].name)
    };
    Ok((text, out.relative(&target).to_string_lossy().into_owned()))
}

/// Runs a whole campaign: seeds are prepared and run a chunk at a time (see [`CHUNK_BYTES`]);
/// rows stream into `sink`. Returns the combined summary and the generation notes.
pub fn run_campaign(
    seeds: &[SeedFile],
    spec: &CampaignSpec,
    out: &ResultsDir,
    opts: &RunOptions,
    sink: &mut ResultSink,
) -> Result<(RunSummary, Vec<GenerationNote>), CampaignError> {
    let programs_per_seed: usize = spec
        .batches
        .iter()
        .map(|b| match &b.kind {
            BatchKind::Random { count, .. } => *count,
            BatchKind::EnumerateOrders => 120,
        })
        .sum::<usize>()
        + 1;
    let mut total = RunSummary::default();
    let mut notes = Vec::new();
    let mut start = 0;
    while start < seeds.len() {
        let mut end = start;
        let mut bytes = 0usize;
        while end < seeds.len() && (end == start || bytes + seeds[end].text.len() * programs_per_seed <= CHUNK_BYTES) {
            bytes += seeds[end].text.len() * programs_per_seed;
            end += 1;
        }
        let prepared = prepare(&seeds[start..end], spec, out)?;
        notes.extend(prepared.notes);
        // Seeds first when their verdicts decide which mutants run or whose verdicts they get,
        // or when narrowed mutants need their seeds' queries; otherwise all programs run as one
        // set of jobs.
        let seed_verified = spec.mutant_tools == MutantTools::SeedVerified;
        let confirms = (0..spec.tools.len()).any(|i| spec.mutant_verifier(i).confirmer().is_some());
        if seed_verified || !prepared.narrowed.is_empty() || confirms {
            let (seed_jobs, mutant_jobs): (Vec<Job>, Vec<Job>) =
                prepared.jobs.into_iter().partition(|j| j.meta.is_seed());
            let mut stages = Stages::new(spec, opts, prepared.seed_hashes, prepared.foreign_seeds);
            stages.seeds(sink, seed_jobs, &mutant_jobs, &prepared.narrowed)?;
            stages.mutants(sink, mutant_jobs, &prepared.narrowed)?;
            absorb(&mut total, stages.finish(sink)?);
        } else {
            prefetch(&prepared.jobs, &prepared.narrowed, &prepared.seed_hashes, sink);
            absorb(&mut total, run_jobs(prepared.jobs, opts, sink)?);
        }
        start = end;
    }
    Ok((total, notes))
}

/// The engine's order for a group of seeds whose mutants wait on them: [`Stages::seeds`], then
/// [`Stages::mutants`] (once, or once per round of guided fuzzing), then [`Stages::finish`].
///
/// A seed its verifier can verify ahead (the query level) has its row after all its mutants: the
/// mutants are announced first, so that the seed's batch takes them along, and the `verified`
/// rows the query level decided alone for them are held until the seed's row is known.
pub(super) struct Stages<'s> {
    spec: &'s CampaignSpec,
    opts: &'s RunOptions,
    seed_hashes: HashMap<String, String>,
    foreign_seeds: Vec<Job>,
    /// The seed jobs verified ahead, with the verifier of their rows.
    later: Vec<(Job, Arc<dyn Verifier>)>,
    /// The (seed, tool) pairs of `later`.
    waiting: HashSet<SeedTool>,
    /// The mutant jobs whose rows may be held, by key.
    may_hold: HashMap<RunKey, Job>,
    /// Whether the seeds were verified ahead (and the first mutants announced before them).
    ahead: bool,
    total: RunSummary,
}

impl<'s> Stages<'s> {
    /// Stages for seeds whose programs (as verified) have the content hashes `seed_hashes` (by
    /// seed id); `foreign_seeds`: the seed jobs of other shards ([`Prepared::foreign_seeds`]).
    pub(super) fn new(
        spec: &'s CampaignSpec,
        opts: &'s RunOptions,
        seed_hashes: HashMap<String, String>,
        foreign_seeds: Vec<Job>,
    ) -> Stages<'s> {
        Stages {
            spec,
            opts,
            seed_hashes,
            foreign_seeds,
            later: Vec::new(),
            waiting: HashSet::new(),
            may_hold: HashMap::new(),
            // Not in a shard of a campaign, nor in a run that stops at its first flip or finding.
            ahead: spec.shard.count <= 1 && !opts.stop_on_first && opts.stop_on_finding.is_none(),
            total: RunSummary::default(),
        }
    }

    /// Runs the seed jobs: ahead where their verifiers can (when this run verifies ahead), with
    /// the mutant jobs `announce` (narrowed stand-ins: `narrowed`) announced first, and the
    /// others now.
    pub(super) fn seeds(
        &mut self,
        sink: &mut ResultSink,
        seed_jobs: Vec<Job>,
        announce: &[Job],
        narrowed: &HashMap<(String, String, u32), Arc<Narrowed>>,
    ) -> Result<(), CampaignError> {
        let now = if self.ahead {
            prefetch(announce, narrowed, &self.seed_hashes, sink);
            let (later, now) = verify_ahead(seed_jobs, self.opts, sink);
            self.later = later;
            now
        } else {
            seed_jobs
        };
        absorb(&mut self.total, run_jobs(now, self.opts, sink)?);
        self.waiting = self.later.iter().map(|(j, _)| (j.meta.seed.clone(), j.verifier.label().to_string())).collect();
        if !self.waiting.is_empty() {
            let w = self.waiting.clone();
            sink.hold(Box::new(move |r: &RunRecord| {
                r.mutant.is_some()
                    && r.level == Some(VerdictLevel::Smt)
                    && w.contains(&(r.seed.clone(), r.tool.clone()))
            }));
        }
        Ok(())
    }

    /// Whether seed `seed` was verified ahead under tool `label` (its row comes at the end).
    pub(super) fn verified_ahead(&self, seed: &str, label: &str) -> bool {
        self.waiting.contains(&(seed.to_string(), label.to_string()))
    }

    /// Runs mutant jobs: under [`MutantTools::SeedVerified`] only those of (seed, tool) pairs
    /// whose seed verified (ahead or in its row); the mutants of a seed whose row is not
    /// `verified` get the confirmer's verdicts. `narrowed`: their narrowed stand-ins, for the
    /// jobs not announced to [`Stages::seeds`] (the first call's, when it verified ahead).
    pub(super) fn mutants(
        &mut self,
        sink: &mut ResultSink,
        mut jobs: Vec<Job>,
        narrowed: &HashMap<(String, String, u32), Arc<Narrowed>>,
    ) -> Result<(), CampaignError> {
        if self.spec.mutant_tools == MutantTools::SeedVerified {
            let flips = sink.flips();
            let (keep, skip): (Vec<Job>, Vec<Job>) = jobs.into_iter().partition(|j| {
                matches!(flips.seed_outcome(&j.meta.seed, j.verifier.label()), None | Some(Outcome::Verified))
            });
            self.total.skipped_unverified_seed += skip.len();
            self.total.total_jobs += skip.len();
            jobs = keep;
        }
        if !std::mem::take(&mut self.ahead) {
            prefetch(&jobs, narrowed, &self.seed_hashes, sink);
        }
        let foreign = foreign_verdicts(std::mem::take(&mut self.foreign_seeds), &jobs, self.opts)?;
        for j in jobs.iter_mut() {
            let seed = sink
                .flips()
                .seed_outcome(&j.meta.seed, j.verifier.label())
                .or_else(|| foreign.get(&(j.meta.seed.clone(), j.verifier.label().to_string())).copied());
            if let (Some(c), Some(false)) = (j.verifier.confirmer(), seed.map(Outcome::passes)) {
                j.verifier = c;
            }
        }
        let waiting = &self.waiting;
        for j in jobs.iter().filter(|j| waiting.contains(&(j.meta.seed.clone(), j.verifier.label().to_string()))) {
            self.may_hold.insert(j.key(), j.clone());
        }
        absorb(&mut self.total, run_jobs(jobs, self.opts, sink)?);
        Ok(())
    }

    /// Runs the rows of the seeds verified ahead (their own verifier's run when a mutant failed:
    /// a flip rests on real runs of both; else the verdict found ahead), then writes the held
    /// rows: as they are when their seed's row is `verified`, else the confirmer's verdicts.
    pub(super) fn finish(mut self, sink: &mut ResultSink) -> Result<RunSummary, CampaignError> {
        let held = sink.release();
        let flips = sink.flips();
        let later: Vec<Job> = std::mem::take(&mut self.later)
            .into_iter()
            .map(|(mut j, row)| {
                if !flips.mutant_failed(&j.meta.seed, j.verifier.label()) {
                    j.verifier = row;
                }
                j
            })
            .collect();
        absorb(&mut self.total, run_jobs(later, self.opts, sink)?);
        let mut confirm = Vec::new();
        for r in held {
            let seed = sink.flips().seed_outcome(&r.seed, &r.tool);
            let confirmed = self.may_hold.get(&RunKey::of_record(&r)).and_then(|j| {
                let c = j.verifier.confirmer().filter(|_| seed.is_some_and(|o| !o.passes()))?;
                Some(Job { verifier: c, ..j.clone() })
            });
            match confirmed {
                Some(j) => confirm.push(j),
                None => sink.write(r).map_err(CampaignError::from)?,
            }
        }
        if !confirm.is_empty() {
            // Their query-level rows were counted as recorded; the confirmations' replace them.
            let total = &mut self.total;
            total.recorded -= confirm.len();
            total.total_jobs -= confirm.len();
            if let Some(n) = total.outcomes.get_mut(&Outcome::Verified) {
                *n -= confirm.len().min(*n);
            }
            absorb(total, run_jobs(confirm, self.opts, sink)?);
        }
        Ok(self.total)
    }
}

/// The verdicts of seeds of other shards with `tool` (only those that some mutant job of a
/// confirming verifier needs), from runs of this invocation that are not recorded (another
/// shard records them).
fn foreign_verdicts(
    foreign: Vec<Job>,
    mutant_jobs: &[Job],
    opts: &RunOptions,
) -> Result<HashMap<SeedTool, Outcome>, CampaignError> {
    let needed: HashSet<SeedTool> = mutant_jobs
        .iter()
        .filter(|j| j.verifier.confirmer().is_some())
        .map(|j| (j.meta.seed.clone(), j.verifier.label().to_string()))
        .collect();
    let jobs: Vec<Job> = foreign
        .into_iter()
        .filter(|j| needed.contains(&(j.meta.seed.clone(), j.verifier.label().to_string())))
        .collect();
    if jobs.is_empty() {
        return Ok(HashMap::new());
    }
    let mut probe = ResultSink::memory();
    let quiet = RunOptions { quiet: true, ..opts.clone() };
    run_jobs(jobs, &quiet, &mut probe)?;
    Ok(probe.records().iter().map(|r| ((r.seed.clone(), r.tool.clone()), r.outcome)).collect())
}

/// Seed jobs paired with the verifier of their rows when their verifier verified them ahead
/// ([`Verifier::verify_ahead`]), and the others. Seeds already recorded are not verified again.
type Ahead = (Vec<(Job, Arc<dyn Verifier>)>, Vec<Job>);

/// Verifies ahead, `opts.jobs` at a time, the seed jobs whose verifiers can (see
/// [`Verifier::verify_ahead`]).
fn verify_ahead(seed_jobs: Vec<Job>, opts: &RunOptions, sink: &ResultSink) -> Ahead {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let work = |j: &Job| -> Option<Arc<dyn Verifier>> {
        if opts.cancel.is_cancelled() || crate::runner::interrupt::interrupted() || sink.done().contains(&j.key()) {
            return None;
        }
        let dir = match &opts.work_root {
            Some(root) => tempfile::tempdir_in(root),
            None => tempfile::tempdir(),
        }
        .ok()?;
        j.verifier.verify_ahead(&j.program, dir.path(), opts.timeout)
    };
    let next = AtomicUsize::new(0);
    let rows: Vec<std::sync::Mutex<Option<Arc<dyn Verifier>>>> =
        seed_jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..opts.jobs.clamp(1, seed_jobs.len().max(1)) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(j) = seed_jobs.get(k) else { break };
                let row = work(j);
                *rows[k].lock().unwrap_or_else(|e| e.into_inner()) = row;
            });
        }
    });
    let mut later = Vec::new();
    let mut now = Vec::new();
    for (j, row) in seed_jobs.into_iter().zip(rows) {
        match row.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some(row) => later.push((j, row)),
            None => now.push(j),
        }
    }
    (later, now)
}

/// Announces the mutant programs of `jobs` to their verifiers ([`Verifier::prefetch`]), one call
/// per seed and verifier (a seed's mutants form one family), with their narrowed stand-ins for
/// the verifiers that use them.
pub(super) fn prefetch(
    jobs: &[Job],
    narrowed: &HashMap<(String, String, u32), Arc<Narrowed>>,
    seed_hashes: &HashMap<String, String>,
    sink: &ResultSink,
) {
    let mut groups: Vec<(&Arc<dyn Verifier>, &str, Vec<Member>)> = Vec::new();
    // Runs recorded by an earlier invocation (--resume) are not run again.
    for j in jobs.iter().filter(|j| !j.meta.is_seed() && !sink.done().contains(&j.key())) {
        let n = j
            .meta
            .mutant
            .filter(|_| j.verifier.uses_narrowed())
            .and_then(|m| narrowed.get(&(j.meta.seed.clone(), j.meta.batch.clone(), m)).cloned());
        let member = Member { program: j.program.clone(), narrowed: n };
        match groups.iter_mut().find(|(v, s, _)| Arc::ptr_eq(v, &j.verifier) && *s == j.meta.seed) {
            Some((_, _, family)) => family.push(member),
            None => groups.push((&j.verifier, &j.meta.seed, vec![member])),
        }
    }
    for (v, seed, family) in groups {
        let hash = seed_hashes.get(seed).map_or("", String::as_str);
        v.prefetch(hash, &family);
    }
}

pub(super) fn absorb(total: &mut RunSummary, s: RunSummary) {
    total.total_jobs += s.total_jobs;
    total.already_done += s.already_done;
    total.skipped_flipped += s.skipped_flipped;
    total.skipped_unverified_seed += s.skipped_unverified_seed;
    total.recorded += s.recorded;
    total.cache_hits += s.cache_hits;
    total.cache_misses += s.cache_misses;
    total.tool_runs += s.tool_runs;
    total.discarded += s.discarded;
    for (o, n) in s.outcomes {
        *total.outcomes.entry(o).or_insert(0) += n;
    }
    total.flipped.extend(s.flipped);
    total.wall_s += s.wall_s;
    total.busy_s += s.busy_s;
}
