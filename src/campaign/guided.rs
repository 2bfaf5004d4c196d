//! Feedback-guided fuzzing (`fuzz --guided` and `campaign --guided`, at `--level smt`): the
//! mutants of the first batch (`M*`) are generated and verified in rounds, and what z3 spent on
//! each verified mutant decides where the next round's mutants come from (docs/guided.md); a
//! campaign's other batches (`M_J`) then run blind.
//!
//! - **Cost.** A program's cost is the sum of its queries' `rlimit-count`s at the query level
//!   ([`Resources`]); the seed's own is the baseline. The count read is capped at
//!   [`GuidedParams::cap`] times the baseline, and a run that stopped at a limit (or reported no
//!   count) reads as the cap, so every count a decision reads is deterministic.
//! - **Parent.** Within a seed, the verified mutant with the highest cost above the baseline
//!   (the earliest on a tie) is the parent: each later attempt of the seed's
//!   [`GuidedPool`] extends it with probability 1/2. Its chain starts at the seed, so every header
//!   stays replayable by `wobble reproduce`.
//! - **Bandit.** A mutant's reward is 1 when it did not verify at the query level (a flip
//!   candidate) or its cost ratio is at least [`GuidedParams::reward_ratio`], else 0. The first
//!   round gives each seed [`GuidedParams::round`] mutants; each later round hands out `round ×
//!   live seeds` mutants one at a time to the seed with the highest UCB1 score
//!   `mean reward + sqrt(2 ln t / n)` (`n`: the seed's mutants so far, this round's included; `t`:
//!   all seeds' mutants, plus one; ties: the seed listed first). The budget is `--mutants` per
//!   seed on average.
//! - **Stop.** A seed stops when its generation is exhausted or, with `--stop-on-finding`, once
//!   one of its flips is judged a finding.
//! - **Determinism.** Decisions read only the capped counts and each seed's RNG stream, never wall
//!   time or `-j`. With `--resume`, the rounds are generated again and the mutants recorded before
//!   are not run again: their counts are read from a query-level run of the program alone (its
//!   queries come from the query cache).

use super::engine::{
    absorb, narrow_programs, run_campaign, write_mutant, CampaignSpec, Ending, GenerationNote, Origin, Program, Stages,
};
use super::error::CampaignError;
use super::seeds::SeedFile;
use crate::error::FileError;
use crate::generation::guided::GuidedPool;
use crate::generation::StopReason;
use crate::querylevel::{QueryLevel, Resources};
use crate::runner::record::RunRecord;
use crate::runner::{FlipJudge, Job, ResultSink, ResultsDir, RunMeta, RunOptions, RunSummary};
use crate::syntax::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::{Narrowed, Outcome, Verifier};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// The file of guided decisions in a results directory.
pub const GUIDED_FILE: &str = "guided.csv";

/// The parameters of guided fuzzing (each a flag of `fuzz`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GuidedParams {
    /// Mutants per live seed per round (`--guided-round`).
    pub round: usize,
    /// A verified mutant whose cost is at least this many times the seed's earns reward 1
    /// (`--guided-reward-ratio`).
    pub reward_ratio: f64,
    /// Counts are read up to this many times the seed's own (`--guided-cap`).
    pub cap: u64,
}

impl Default for GuidedParams {
    fn default() -> GuidedParams {
        GuidedParams { round: 4, reward_ratio: 1.5, cap: 10 }
    }
}

/// What guided fuzzing needs from the run: the query level whose counts it reads, and which
/// tool that is.
pub struct Guided {
    pub params: GuidedParams,
    pub level: Arc<QueryLevel>,
    /// The label of the tool whose query level `level` is.
    pub label: String,
    /// Seeds with a flip judged a finding (fed by [`RecordingJudge`]).
    pub found: Arc<Mutex<HashSet<String>>>,
}

impl Guided {
    /// The seeds with a flip judged a finding so far.
    fn found(&self) -> HashSet<String> {
        self.found.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// A [`FlipJudge`] that remembers which seeds had a finding, for the rounds after.
pub struct RecordingJudge {
    pub inner: Arc<dyn FlipJudge>,
    pub label: String,
    pub found: Arc<Mutex<HashSet<String>>>,
}

impl FlipJudge for RecordingJudge {
    fn is_finding(&self, mutant: &RunRecord) -> bool {
        let f = self.inner.is_finding(mutant);
        if f && mutant.tool == self.label {
            self.found.lock().unwrap_or_else(|e| e.into_inner()).insert(mutant.seed.clone());
        }
        f
    }
    fn failed(&self) -> bool {
        self.inner.failed()
    }
}

/// One guided mutant: what was measured and decided (a row of `guided.csv`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct GuidedRow {
    pub round: usize,
    pub seed: String,
    pub mutant: u32,
    pub chain: String,
    /// The parent it was generated under (0: none).
    pub parent: u32,
    /// The seed's resource count.
    pub seed_count: u64,
    /// The mutant's resource count as read (capped; the cap when its run stopped at a limit).
    pub count: u64,
    pub ratio: f64,
    /// Verified at the query level.
    pub verified: bool,
    pub reward: u8,
}

/// One seed's state.
struct Arm {
    seed: usize,
    baseline: u64,
    /// Mutants assigned (observed or in this round).
    pulls: usize,
    rewards: usize,
    observed: usize,
    parent: Option<(usize, u64)>,
    live: bool,
}

impl Arm {
    fn score(&self, t: usize) -> f64 {
        let n = self.pulls.max(1) as f64;
        let mean = if self.observed == 0 { 0.0 } else { self.rewards as f64 / self.observed as f64 };
        mean + (2.0 * (t.max(1) as f64).ln() / n).sqrt()
    }
}

/// UCB1 over the live arms: `slots` mutants, handed out one at a time (see the module doc).
fn allocate(arms: &mut [Arm], slots: usize) -> Vec<usize> {
    let mut give = vec![0; arms.len()];
    for _ in 0..slots {
        let t = arms.iter().map(|a| a.pulls).sum::<usize>() + 1;
        let mut best: Option<(usize, f64)> = None;
        for (k, a) in arms.iter().enumerate().filter(|(_, a)| a.live) {
            let s = a.score(t);
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((k, s));
            }
        }
        let Some((k, _)) = best else { break };
        give[k] += 1;
        arms[k].pulls += 1;
    }
    give
}

/// The cost read from `r` for a seed of cost `baseline`: capped at `cap × baseline`, and the
/// cap when the run stopped at a limit.
pub fn read_cost(r: &Resources, baseline: u64, cap: u64) -> u64 {
    let ceiling = baseline.saturating_mul(cap.max(1));
    if r.cut {
        ceiling
    } else {
        r.total.min(ceiling)
    }
}

/// Runs a guided campaign over `seeds`, streaming rows into `sink`: the spec's first batch (`M*`
/// of `fuzz` and `campaign`) guided, then the others (`campaign`'s `M_J`) blind, as
/// [`run_campaign`] runs them (their mutants are those of a campaign without `--guided`).
pub fn run_guided(
    seeds: &[SeedFile],
    spec: &CampaignSpec,
    out: &ResultsDir,
    opts: &RunOptions,
    sink: &mut ResultSink,
    guided: &Guided,
) -> Result<(RunSummary, Vec<GenerationNote>), CampaignError> {
    let (mut total, mut notes) = run_guided_batch(seeds, spec, out, opts, sink, guided)?;
    let rest = CampaignSpec {
        batches: spec.batches.iter().skip(1).cloned().collect(),
        tools: spec.tools.clone(),
        mutant_verifiers: spec.mutant_verifiers.clone(),
        rng_seed: spec.rng_seed,
        shard: spec.shard,
        mutant_tools: spec.mutant_tools,
    };
    if !rest.batches.is_empty() && !opts.cancel.is_cancelled() && !crate::runner::interrupt::interrupted() {
        let (mut s, n) = run_campaign(seeds, &rest, out, opts, sink)?;
        // The seeds ran with the guided batch: their jobs here were found done, not resumed.
        let seed_jobs = seeds.len() * spec.tools.len();
        s.already_done -= s.already_done.min(seed_jobs);
        s.total_jobs -= s.total_jobs.min(seed_jobs);
        absorb(&mut total, s);
        notes.extend(n);
    }
    Ok((total, notes))
}

/// One round's mutant: the seed's index, the program, and the parent it was drawn under (0:
/// none).
type Drawn = (usize, Program, u32);

/// Draws up to `n` mutants of seed `k` (of `origin`) from `pool` under `parent`; fewer when the
/// pool is exhausted (then the flag is set).
fn draw(origin: &Origin, k: usize, pool: &mut GuidedPool, parent: Option<usize>, n: usize) -> (Vec<Drawn>, bool) {
    let mut drawn = Vec::new();
    for _ in 0..n {
        let Some(m) = pool.next(parent) else { return (drawn, true) };
        drawn.push((k, Program::new(origin, m.index, m.chain, m.variant), parent.unwrap_or(0) as u32));
    }
    (drawn, false)
}

/// A round's mutants written, as jobs (one per tool), their texts (in order) and their narrowed
/// stand-ins.
struct RoundJobs {
    jobs: Vec<Job>,
    texts: Vec<ProgramText>,
    narrowed: HashMap<(String, String, u32), Arc<Narrowed>>,
}

/// Writes a round's mutants and makes their jobs.
fn round_jobs(
    seeds: &[SeedFile],
    drawn: &[Drawn],
    spec: &CampaignSpec,
    out: &ResultsDir,
    seed_hashes: &HashMap<String, String>,
) -> Result<RoundJobs, CampaignError> {
    let mut jobs = Vec::new();
    let mut texts = Vec::new();
    for (k, prog, _) in drawn {
        let seed = &seeds[*k];
        let (text, path) = write_mutant(out, seed, prog, &seed.stem())?;
        for i in 0..spec.tools.len() {
            jobs.push(Job::new(prog.meta(seed, &path), text.clone(), spec.mutant_verifier(i).clone()));
        }
        texts.push(text);
    }
    let mut narrowed = HashMap::new();
    if (0..spec.tools.len()).any(|i| spec.mutant_verifier(i).uses_narrowed()) {
        for (k, seed) in seeds.iter().enumerate() {
            let mine: Vec<&Program> = drawn.iter().filter(|(s, _, _)| *s == k).map(|(_, p, _)| p).collect();
            if !mine.is_empty() {
                narrowed.extend(narrow_programs(seed, &seed_hashes[&seed.id], &mine));
            }
        }
    }
    Ok(RoundJobs { jobs, texts, narrowed })
}

/// Guided fuzzing of the spec's first batch (see the module doc). The seeds and their mutants
/// run in the engine's [`Stages`]: the seeds verified ahead with the first round's mutants, each
/// round's mutants narrowed, and the seeds' rows after the last round.
fn run_guided_batch(
    seeds: &[SeedFile],
    spec: &CampaignSpec,
    out: &ResultsDir,
    opts: &RunOptions,
    sink: &mut ResultSink,
    guided: &Guided,
) -> Result<(RunSummary, Vec<GenerationNote>), CampaignError> {
    let batch = &spec.batches[0];
    let crate::campaign::BatchKind::Random { weights, count, .. } = &batch.kind else {
        return Ok((RunSummary::default(), Vec::new()));
    };
    let (weights, per_seed) = (*weights, *count);
    let p = guided.params;
    let gi = spec.tools.iter().position(|t| t.label() == guided.label).unwrap_or(0);
    let work = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;

    // The seeds, as printed by wobble's printer (as the blind engine verifies them).
    let texts: Vec<ProgramText> =
        seeds.iter().map(|s| ProgramText::single(format!("{}.bpl", s.stem()), print_program(&s.program))).collect();
    let seed_hashes: HashMap<String, String> =
        seeds.iter().zip(&texts).map(|(s, t)| (s.id.clone(), t.content_hash())).collect();
    let mut seed_jobs = Vec::new();
    for (seed, text) in seeds.iter().zip(&texts) {
        for tool in &spec.tools {
            let meta = RunMeta::seed_run(seed.id.clone(), seed.group.clone(), seed.id.clone());
            seed_jobs.push(Job::new(meta, text.clone(), tool.clone()));
        }
    }
    // The seeds' queries serve their narrowed mutants of every round.
    let _kept = KeptSeeds::new(
        (0..spec.tools.len()).map(|i| spec.mutant_verifier(i).clone()).filter(|v| v.uses_narrowed()).collect(),
        seed_hashes.values().cloned().collect(),
    );
    let measure = |text: &ProgramText| -> Option<Resources> {
        let hash = text.content_hash();
        guided.level.resources(&hash).or_else(|| {
            let dir = tempfile::tempdir_in(work.path()).ok()?;
            spec.mutant_verifier(gi).verify(text, dir.path(), opts.timeout);
            guided.level.resources(&hash)
        })
    };

    // Round 1, drawn before the seeds run so that a seed verified ahead takes its mutants along:
    // up to `round` mutants of every seed (those of a seed that does not verify are skipped or
    // confirmed as the blind engine's are, and the seed gets no more).
    let mut pools: Vec<GuidedPool> = seeds
        .iter()
        .map(|seed| GuidedPool::new(&seed.program, &seed.hash, spec.rng_seed, &batch.name, weights))
        .collect();
    let first = p.round.max(1).min(per_seed);
    let mut drawn: Vec<Drawn> = Vec::new();
    let mut exhausted = vec![false; seeds.len()];
    let origin =
        |k: usize| Origin { seed: &seeds[k], batch: &batch.name, weights, rng_seed: spec.rng_seed, of: per_seed };
    for (k, pool) in pools.iter_mut().enumerate() {
        let (d, ex) = draw(&origin(k), k, pool, None, first);
        drawn.extend(d);
        exhausted[k] = ex;
    }
    let mut jobs = round_jobs(seeds, &drawn, spec, out, &seed_hashes)?;
    let mut stages = Stages::new(spec, opts, seed_hashes.clone(), Vec::new());
    stages.seeds(sink, seed_jobs, &jobs.jobs, &jobs.narrowed)?;

    // The arms: the seeds verified under the guided tool (ahead, or in their rows) whose cost is
    // known.
    let mut arms = Vec::new();
    let mut arm_of: Vec<Option<usize>> = vec![None; seeds.len()];
    for (k, seed) in seeds.iter().enumerate() {
        let verified = stages.verified_ahead(&seed.id, &guided.label)
            || sink.flips().seed_outcome(&seed.id, &guided.label) == Some(Outcome::Verified);
        let baseline = if verified { measure(&texts[k]).filter(|r| r.verified && r.total > 0) } else { None };
        if let Some(r) = baseline {
            let pulls = drawn.iter().filter(|(s, _, _)| *s == k).count();
            arm_of[k] = Some(arms.len());
            arms.push(Arm {
                seed: k,
                baseline: r.total,
                pulls,
                rewards: 0,
                observed: 0,
                parent: None,
                live: !exhausted[k],
            });
        }
    }
    let budget = per_seed * arms.len();
    let mut generated: usize = arms.iter().map(|a| a.pulls).sum();
    let mut rows: Vec<GuidedRow> = Vec::new();
    let mut round = 1usize;
    loop {
        stages.mutants(sink, std::mem::take(&mut jobs.jobs), &jobs.narrowed)?;
        if opts.cancel.is_cancelled() || crate::runner::interrupt::interrupted() {
            break;
        }
        // Feedback: the counts decide the parents and the rewards.
        let found = guided.found();
        for ((k, prog, parent), text) in drawn.iter().zip(&jobs.texts) {
            let Some(a) = arm_of[*k].map(|i| &mut arms[i]) else { continue };
            let r = measure(text).unwrap_or(Resources { total: 0, verified: false, cut: true });
            let count = read_cost(&r, a.baseline, p.cap);
            let ratio = count as f64 / a.baseline as f64;
            let reward = !r.verified || ratio >= p.reward_ratio;
            a.observed += 1;
            a.rewards += usize::from(reward);
            if r.verified && count > a.baseline && a.parent.is_none_or(|(_, c)| count > c) {
                a.parent = Some((prog.mutant as usize, count));
            }
            rows.push(GuidedRow {
                round,
                seed: seeds[a.seed].id.clone(),
                mutant: prog.mutant,
                chain: prog.chain.to_string(),
                parent: *parent,
                seed_count: a.baseline,
                count,
                ratio,
                verified: r.verified,
                reward: u8::from(reward),
            });
        }
        for a in arms.iter_mut() {
            if found.contains(&seeds[a.seed].id) {
                a.live = false;
            }
        }
        write_rows(out.root(), &rows)?;
        // The next round: `round × live seeds` mutants handed out by the bandit.
        let live = arms.iter().filter(|a| a.live).count();
        if generated >= budget || live == 0 {
            break;
        }
        round += 1;
        let give = allocate(&mut arms, (p.round.max(1) * live).min(budget - generated));
        drawn.clear();
        for (i, a) in arms.iter_mut().enumerate() {
            let parent = a.parent.map(|(m, _)| m);
            let (d, ex) = draw(&origin(a.seed), a.seed, &mut pools[a.seed], parent, give[i]);
            if ex {
                a.live = false;
                a.pulls -= give[i] - d.len();
                exhausted[a.seed] = true;
            }
            generated += d.len();
            drawn.extend(d);
        }
        if drawn.is_empty() {
            break;
        }
        jobs = round_jobs(seeds, &drawn, spec, out, &seed_hashes)?;
    }
    let total = stages.finish(sink)?;
    let found = guided.found();
    let mut notes = Vec::new();
    for (k, seed) in seeds.iter().enumerate() {
        let ending = match arm_of[k] {
            None => Ending::SeedNotVerified,
            Some(_) if found.contains(&seed.id) => Ending::Found,
            Some(_) if exhausted[k] => Ending::Exhausted,
            Some(_) if pools[k].len() < per_seed => Ending::Allocated,
            Some(_) => Ending::Generation(StopReason::Reached),
        };
        notes.push(GenerationNote {
            seed: seed.id.clone(),
            batch: batch.name.clone(),
            requested: per_seed,
            generated: pools[k].len(),
            ending,
        });
    }
    write_rows(out.root(), &rows)?;
    Ok((total, notes))
}

/// Keeps the seeds' queries in their mutants' verifiers ([`Verifier::keep_seed`]) while it lives.
struct KeptSeeds {
    verifiers: Vec<Arc<dyn Verifier>>,
    seeds: Vec<String>,
}

impl KeptSeeds {
    fn new(verifiers: Vec<Arc<dyn Verifier>>, seeds: Vec<String>) -> KeptSeeds {
        for v in &verifiers {
            seeds.iter().for_each(|h| v.keep_seed(h, true));
        }
        KeptSeeds { verifiers, seeds }
    }
}

impl Drop for KeptSeeds {
    fn drop(&mut self) {
        for v in &self.verifiers {
            self.seeds.iter().for_each(|h| v.keep_seed(h, false));
        }
    }
}

/// The file of each mutant's resource count in a blind run at `--level smt`.
pub const RESOURCES_FILE: &str = "resources.csv";

/// One mutant's resource count beside its seed's (a row of `resources.csv`).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ResourceRow {
    pub seed: String,
    pub mutant: u32,
    pub chain: String,
    pub seed_count: u64,
    /// The sum of its queries' counts (up to the first query that is not `unsat`).
    pub count: u64,
    pub ratio: f64,
    pub verified: bool,
    /// A query stopped at a limit or reported no count: `count` is a lower bound.
    pub cut: bool,
}

/// The resource count of every mutant row of tool `label` in `records` whose program and seed
/// `level` solved in this invocation, with the row's `path`, sorted by seed and mutant.
pub fn resource_rows(records: &[RunRecord], level: &QueryLevel, label: &str) -> Vec<(String, ResourceRow)> {
    let seeds: HashMap<&str, Resources> = records
        .iter()
        .filter(|r| r.mutant.is_none() && r.tool == label)
        .filter_map(|r| Some((r.seed.as_str(), level.resources(&r.program_hash)?)))
        .collect();
    let mut rows = Vec::new();
    for r in records.iter().filter(|r| r.tool == label) {
        let (Some(mutant), Some(s)) = (r.mutant, seeds.get(r.seed.as_str())) else { continue };
        let Some(m) = level.resources(&r.program_hash) else { continue };
        let row = ResourceRow {
            seed: r.seed.clone(),
            mutant,
            chain: r.chain.clone(),
            seed_count: s.total,
            count: m.total,
            ratio: if s.total == 0 { 0.0 } else { m.total as f64 / s.total as f64 },
            verified: m.verified,
            cut: m.cut,
        };
        rows.push((r.path.clone(), row));
    }
    rows.sort_by(|(_, a), (_, b)| (&a.seed, a.mutant).cmp(&(&b.seed, b.mutant)));
    rows
}

/// Writes `DIR/resources.csv` (blind runs; a guided run has `guided.csv`).
pub fn write_resources(dir: &Path, rows: &[(String, ResourceRow)]) -> Result<(), CampaignError> {
    let path = dir.join(RESOURCES_FILE);
    let io = |e: csv::Error| FileError::write(&path, std::io::Error::other(e));
    let mut w = csv::Writer::from_path(&path).map_err(io)?;
    for (_, r) in rows {
        w.serialize(r).map_err(io)?;
    }
    w.flush().map_err(|e| FileError::write(&path, e))?;
    Ok(())
}

/// Writes `DIR/guided.csv`.
fn write_rows(dir: &Path, rows: &[GuidedRow]) -> Result<(), CampaignError> {
    let path = dir.join(GUIDED_FILE);
    let io = |e: csv::Error| FileError::write(&path, std::io::Error::other(e));
    let mut w = csv::Writer::from_path(&path).map_err(io)?;
    for r in rows {
        w.serialize(r).map_err(io)?;
    }
    w.flush().map_err(|e| FileError::write(&path, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arm(rewards: usize, observed: usize) -> Arm {
        Arm { seed: 0, baseline: 100, pulls: observed, rewards, observed, parent: None, live: true }
    }

    #[test]
    fn ucb1_favours_rewarding_seeds_but_explores() {
        let mut arms = vec![arm(0, 4), arm(3, 4), arm(0, 4)];
        let give = allocate(&mut arms, 40);
        assert_eq!(give.iter().sum::<usize>(), 40);
        assert!(give[1] > give[0] && give[1] > give[2], "{give:?}");
        assert!(give[0] > 0 || give[2] > 0, "{give:?}");
        // Deterministic; a stopped arm gets nothing.
        let mut again = vec![arm(0, 4), arm(3, 4), arm(0, 4)];
        assert_eq!(allocate(&mut again, 40), give);
        let mut stopped = vec![arm(0, 4), arm(3, 4)];
        stopped[1].live = false;
        assert_eq!(allocate(&mut stopped, 3), [3, 0]);
    }

    #[test]
    fn costs_are_capped_and_a_cut_run_reads_as_the_cap() {
        let r = |total, verified, cut| Resources { total, verified, cut };
        assert_eq!(read_cost(&r(250, true, false), 100, 10), 250);
        assert_eq!(read_cost(&r(5000, true, false), 100, 10), 1000);
        assert_eq!(read_cost(&r(30, false, true), 100, 10), 1000);
    }
}
