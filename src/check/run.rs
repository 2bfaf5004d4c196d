//! Checking units: every unit whose canonical hash (and the sampling settings) are the
//! baseline's reuses the recorded verdict and costs; every other unit is sampled with the
//! stability sampler ([`crate::stability::sample_query`]: Mariposa's perturbations, the
//! sequential rule and budget) and its per-run `rlimit-count`s summarized; then each is judged
//! by the gate ([`super::gate::judge`]), its cost against the baseline's only when the baseline
//! was sampled by the same solver ([`Settings::cost_comparable`]). Boogie programs are extracted
//! first, one Boogie run per file, in parallel on the current rayon pool. A unit without a
//! verdict says why ([`QueryError`]): rejected (the input's fault) or stopped by a tool failure.

use super::baseline::{Baseline, Entry, Settings};
use super::gate::{judge, Failure, Verdict};
use super::inputs::{boogie_units, extract, smt_units, Broken, CheckUnit, Input, Target};
use super::thresholds::Thresholds;
use crate::smt::solving::cache::QueryCache;
use crate::stability::program::Tool;
use crate::stability::sampler::QueryError;
use crate::stability::{sample_query, QueryStability, SampleConfig};
use crate::stats::{Category, CostSummary};
use crate::verifiers::boogie::BoogieVerifier;
use rayon::prelude::*;
use std::time::Duration;

/// Where a unit's verdict comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Sampled in this run.
    Sampled,
    /// Reused from the baseline (its canonical text is unchanged).
    Reused,
    /// No verdict: the solver rejected the unit, or its file gave no units.
    Error,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Sampled => "sampled",
            Source::Reused => "reused",
            Source::Error => "error",
        }
    }
}

/// One unit's result.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitResult {
    pub file: String,
    pub name: String,
    /// 1-based position an annotation points at.
    pub line: usize,
    pub column: usize,
    /// Canonical hash (None for a file that gave no units).
    pub hash: Option<String>,
    pub verdict: Verdict,
    pub source: Source,
    /// Sample size and successes (the baseline's when reused).
    pub runs: u32,
    pub successes: u32,
    /// Per method `method=successes/runs`, `;`-separated (empty when reused).
    pub tallies: String,
    pub cost: Option<CostSummary>,
    /// The baseline's largest rlimit-count for this unit (file and name), when there is one and
    /// it was sampled by the same solver.
    pub baseline_max: Option<u64>,
    /// Why there is no verdict.
    pub error: Option<QueryError>,
    pub failures: Vec<Failure>,
    /// Wall-clock seconds of this run's solver runs for the unit.
    pub time_s: f64,
}

impl UnitResult {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }

    /// Whether a tool failure stopped the unit (rather than a verdict or a rejection).
    pub fn tool_failed(&self) -> bool {
        matches!(self.error, Some(QueryError::Failed(_)))
    }

    /// The unit's baseline entry (None for an error unit, and for one with a withdrawn method:
    /// its verdict rests on fewer runs than asked, so a later check samples it again rather than
    /// reuse it).
    pub fn entry(&self) -> Option<Entry> {
        if self.failures.iter().any(|f| matches!(f, Failure::Withdrawn(_))) {
            return None;
        }
        let (Verdict::Category(verdict), Some(hash)) = (self.verdict, &self.hash) else { return None };
        Some(
            Entry {
                file: self.file.clone(),
                name: self.name.clone(),
                hash: hash.clone(),
                verdict,
                runs: self.runs,
                successes: self.successes,
                rlimit_min: None,
                rlimit_median: None,
                rlimit_max: None,
                rlimit_runs: None,
            }
            .with_cost(self.cost.as_ref()),
        )
    }
}

/// What a check found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// In file order, then unit order.
    pub units: Vec<UnitResult>,
    /// Solver runs made in this run (the sampled units' runs; 0 when every unit was reused).
    pub solver_runs: u32,
    /// Why the baseline's verdicts were not reused (its settings differ), if so.
    pub baseline_note: Option<String>,
    /// Why the baseline's costs are not compared (another solver sampled it), if so.
    pub cost_note: Option<String>,
    /// Units of the baseline that this run no longer has.
    pub removed: usize,
    /// The settings the verdicts were sampled with.
    pub settings: Settings,
    /// Wall-clock seconds of this run's solver runs (sum over units).
    pub solver_time_s: f64,
}

impl Report {
    pub fn failed(&self) -> usize {
        self.units.iter().filter(|u| !u.passed()).count()
    }

    pub fn count(&self, source: Source) -> usize {
        self.units.iter().filter(|u| u.source == source).count()
    }

    /// Units stopped by a tool failure (`wobble check` exits with 3 when there is one).
    pub fn tool_failures(&self) -> usize {
        self.units.iter().filter(|u| u.tool_failed()).count()
    }

    /// The baseline of this run's results.
    pub fn baseline(&self) -> Baseline {
        Baseline::new(self.settings.clone(), self.units.iter().filter_map(UnitResult::entry))
    }
}

/// How units are checked.
pub struct Checker<'a> {
    pub boogie: Option<&'a BoogieVerifier>,
    /// Wall-clock limit of one extraction.
    pub extraction_timeout: Duration,
    pub tool: &'a Tool,
    pub cfg: &'a SampleConfig,
    pub cache: &'a QueryCache,
    pub thresholds: Thresholds,
    pub baseline: Option<&'a Baseline>,
    /// One line per unit (progress).
    pub progress: &'a (dyn Fn(String) + Sync),
}

/// The settings of `tool` and `cfg`, as the baseline records them.
pub fn settings(tool: &Tool, cfg: &SampleConfig) -> Settings {
    Settings {
        solver: format!("{} {}", tool.label, tool.solver.version()),
        solver_binary: tool.solver.binary().display().to_string(),
        solver_args: tool.solver.args().to_vec(),
        methods: cfg.methods.iter().map(|m| m.as_str().to_string()).collect(),
        samples: cfg.samples,
        rng_seed: cfg.rng_seed,
        timeout_s: cfg.timeout.as_secs_f64(),
    }
}

fn tallies(q: &QueryStability) -> String {
    q.tallies
        .iter()
        .map(|(m, t)| format!("{}={}/{}", m.as_str(), t.successes(), t.runs()))
        .collect::<Vec<_>>()
        .join(";")
}

impl Checker<'_> {
    /// Extracts, reuses or samples, and judges every unit of `inputs`.
    pub fn run(&self, inputs: &[Input]) -> Report {
        let settings = settings(self.tool, self.cfg);
        let baseline_note = self
            .baseline
            .and_then(|b| b.settings.difference(&settings))
            .map(|d| format!("the baseline was sampled with other settings ({d}): every unit is sampled"));
        let reusable = self.baseline.filter(|_| baseline_note.is_none());
        let cost_note = self.baseline.and_then(|b| b.settings.cost_comparable(&settings).err());
        let costs = self.baseline.filter(|_| cost_note.is_none());
        // Units per file, in input order (a Boogie file's extraction runs in parallel).
        let per_file: Vec<Result<Vec<CheckUnit>, Broken>> = inputs
            .par_iter()
            .map(|input| match input {
                Input::Smt { file, units } => Ok(smt_units(file, units)),
                Input::Boogie { file, program, lines } => {
                    let Some(boogie) = self.boogie else {
                        let error = QueryError::Failed("no Boogie to extract its VCs".into());
                        return Err(Broken { file: file.clone(), error });
                    };
                    let vcs = extract(boogie, program, self.extraction_timeout)
                        .map_err(|error| Broken { file: file.clone(), error })?;
                    Ok(boogie_units(file, vcs, lines))
                }
            })
            .collect();
        let units: Vec<Result<CheckUnit, Broken>> = per_file
            .into_iter()
            .flat_map(|r| -> Vec<Result<CheckUnit, Broken>> {
                match r {
                    Ok(us) => us.into_iter().map(Ok).collect(),
                    Err(b) => vec![Err(b)],
                }
            })
            .collect();
        let total = units.len();
        let done = std::sync::atomic::AtomicUsize::new(0);
        let results: Vec<UnitResult> = units
            .par_iter()
            .map(|u| {
                let r = match u {
                    Ok(u) => self.check_unit(u, reusable, costs),
                    Err(b) => self.broken(b),
                };
                let k = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                (self.progress)(format!(
                    "[{k}/{total}] {} {}: {} ({}{})",
                    r.file,
                    r.name,
                    r.verdict,
                    r.source.as_str(),
                    if r.source == Source::Sampled { format!(", {} runs", r.runs) } else { String::new() }
                ));
                r
            })
            .collect();
        let removed = self.baseline.map_or(0, |b| {
            b.entries.keys().filter(|(f, n)| !results.iter().any(|r| &r.file == f && &r.name == n)).count()
        });
        let sampled = results.iter().filter(|r| r.source != Source::Reused);
        Report {
            solver_runs: sampled.clone().map(|r| r.runs).sum(),
            solver_time_s: sampled.map(|r| r.time_s).sum(),
            units: results,
            baseline_note,
            cost_note,
            removed,
            settings,
        }
    }

    fn broken(&self, b: &Broken) -> UnitResult {
        let verdict = Verdict::Error;
        UnitResult {
            file: b.file.clone(),
            name: b.file.rsplit('/').next().unwrap_or(&b.file).to_string(),
            line: 1,
            column: 1,
            hash: None,
            verdict,
            source: Source::Error,
            runs: 0,
            successes: 0,
            tallies: String::new(),
            cost: None,
            baseline_max: None,
            failures: judge(verdict, Some(&b.error), None, None, &self.thresholds),
            error: Some(b.error.clone()),
            time_s: 0.0,
        }
    }

    /// Checks one unit: reused from `reusable` (the baseline, when its settings are this run's),
    /// else sampled; its cost judged against `costs` (the baseline, when the same solver sampled
    /// it).
    fn check_unit(&self, u: &CheckUnit, reusable: Option<&Baseline>, costs: Option<&Baseline>) -> UnitResult {
        let baseline_max = costs.and_then(|b| b.get(&u.file, &u.name)).and_then(|e| e.rlimit_max);
        let base = UnitResult {
            file: u.file.clone(),
            name: u.name.clone(),
            line: u.line,
            column: u.column,
            hash: Some(u.hash.clone()),
            verdict: Verdict::Error,
            source: Source::Error,
            runs: 0,
            successes: 0,
            tallies: String::new(),
            cost: None,
            baseline_max,
            error: None,
            failures: Vec::new(),
            time_s: 0.0,
        };
        if let Some(e) = reusable.and_then(|b| b.get(&u.file, &u.name)).filter(|e| e.hash == u.hash) {
            let verdict = Verdict::Category(e.verdict);
            let cost = e.cost();
            return UnitResult {
                verdict,
                source: Source::Reused,
                runs: e.runs,
                successes: e.successes,
                failures: judge(verdict, None, cost.as_ref(), baseline_max, &self.thresholds),
                cost,
                ..base
            };
        }
        let q = match tempfile::tempdir() {
            Ok(dir) => match &u.target {
                Target::Query(q) => sample_query(&self.tool.solver, self.cache, q, self.cfg, dir.path()),
                Target::Unit(unit) => sample_query(&self.tool.solver, self.cache, unit, self.cfg, dir.path()),
            },
            Err(e) => {
                let error = QueryError::Failed(format!("cannot create a work directory: {e}"));
                return UnitResult {
                    failures: judge(Verdict::Error, Some(&error), None, None, &self.thresholds),
                    error: Some(error),
                    ..base
                };
            }
        };
        let cost = CostSummary::of(&q.rlimits);
        let (verdict, source) = match &q.error {
            Some(_) => (Verdict::Error, Source::Error),
            None => (Verdict::Category(q.category), Source::Sampled),
        };
        let verdict =
            if q.runs() == 0 && q.error.is_none() { Verdict::Category(Category::Inconclusive) } else { verdict };
        UnitResult {
            verdict,
            source: if source == Source::Error { Source::Error } else { Source::Sampled },
            runs: q.runs(),
            successes: q.successes(),
            tallies: tallies(&q),
            failures: judge(verdict, q.error.as_ref(), cost.as_ref(), baseline_max, &self.thresholds)
                .into_iter()
                .chain(q.withdrawn.iter().map(|w| Failure::Withdrawn(w.to_string())))
                .collect(),
            cost,
            error: q.error.clone(),
            time_s: q.total_time_s,
            ..base
        }
    }
}
