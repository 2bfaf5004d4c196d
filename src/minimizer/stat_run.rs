//! Entry points of the statistical reductions from files (`wobble minimize --keep CLASS`,
//! `--unstable PROGRAM.bpl`, `--unstable QUERY.smt2`, `--level smt`): read the input, establish
//! the property on it (the baseline), reduce, sample the result once more (from the cache) for
//! its success rate, write the files, and report sizes, rates and work.

use super::core_program;
use super::input::{parse_file, read_pair, PairError, ReadPair};
use super::keep::Keep;
use super::output::{write_pair, write_single, Size, Written, WrittenSingle};
use super::reduce::{
    mutant_text, prepare, reduce_pair, reduce_single, seed_text, MinimizeError, Options, PairInput, Phase, SEED_FILE,
};
use super::sampling::{cache_entries, SampleStats, Sampler};
use super::shake_program;
use super::smt::oracle::UnstableQuery;
use super::smt::parse::ParseFailure;
use super::smt::start::Start;
use super::smt::terms::term_size;
use super::smt::{reduce_query, SmtOptions};
use super::statistical::{Measured, StatBaselineError, StatOracle};
use crate::error::{ErrorKind, FileError, HasKind};
use crate::generation::Chain;
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::{Solver, SolverKind};
use crate::smt::text::query::{Dialect, Query};
use crate::stability::program::Tool;
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::Category;
use crate::syntax::source::ProgramText;
use crate::syntax::{parse_program, print_program};
use crate::verifiers::boogie::BoogieVerifier;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How the statistical oracle samples, and where things go.
#[derive(Clone, Debug)]
pub struct StatRequest {
    pub tool: Tool,
    pub cfg: SampleConfig,
    /// Wall-clock limit of one Boogie run that extracts a candidate's queries.
    pub boogie_timeout: Duration,
    /// The queries (Boogie VC names) that must keep the property; empty: chosen by the baseline.
    pub queries: Vec<String>,
    pub options: Options,
    pub out: PathBuf,
    /// The exact-text cache of solver runs; default `OUT/.cache/smt`.
    pub cache_dir: Option<PathBuf>,
    /// SMT level: reduce Boolean subterms after assertions and declarations.
    pub terms: bool,
    /// Wall-clock budget of the ddmin/HDD refinement: once spent, every further candidate is
    /// rejected without a solver run, so the reduction ends with what it has.
    pub budget: Option<Duration>,
}

impl StatRequest {
    /// Whether the refinement's budget, counted from `started`, is spent.
    fn spent(&self, started: Instant) -> bool {
        self.budget.is_some_and(|b| started.elapsed() > b)
    }
}

impl StatRequest {
    fn sampler(&self) -> Sampler {
        let dir = self.cache_dir.clone().unwrap_or_else(|| self.out.join(".cache").join("smt"));
        Sampler::new(self.tool.clone(), self.cfg.clone(), QueryCache::new(dir))
    }
}

/// Why a statistical reduction could not run.
#[derive(Debug, thiserror::Error)]
pub enum StatError {
    #[error(transparent)]
    Pair(#[from] PairError),
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Smt(#[from] crate::smt::text::unit::InputError),
    #[error("{unit}: the SMT-level reducer cannot take this query")]
    NotReducible { unit: String, source: crate::smt::text::unit::NotUnderstood },
    #[error("{}: no query{}", path.display(), name.as_ref().map(|n| format!(" named `{n}`")).unwrap_or_default())]
    NoQuery { path: PathBuf, name: Option<String> },
    #[error("the input query is not unstable: {0}")]
    NotUnstable(String),
    #[error("the input query does not parse")]
    InputParse(#[source] ParseFailure),
    #[error(transparent)]
    Baseline(#[from] StatBaselineError),
    #[error(transparent)]
    Minimize(#[from] MinimizeError),
}

impl HasKind for StatError {
    fn kind(&self) -> ErrorKind {
        match self {
            StatError::Pair(e) => e.kind(),
            StatError::File(e) => e.kind(),
            StatError::Baseline(e) => e.kind(),
            StatError::Minimize(e) => e.kind(),
            StatError::Smt(e) => e.kind(),
            StatError::NotReducible { .. }
            | StatError::NoQuery { .. }
            | StatError::NotUnstable(_)
            | StatError::InputParse(_) => ErrorKind::BadInput,
        }
    }
}

/// What the sampling cost.
#[derive(Clone, Copy, Debug)]
pub struct Work {
    pub stats: SampleStats,
    /// Solver processes that ended with an answer (new entries of the exact-text cache).
    pub solver_processes: usize,
    pub elapsed: Duration,
}

/// A sampled query of the input or of the result, labelled for the report (`seed p`,
/// `mutant p`, `p`).
#[derive(Clone, Debug)]
pub struct Sampled {
    pub label: String,
    pub query: QueryStability,
}

fn label_measured(ms: &[Measured]) -> Vec<Sampled> {
    let mut out = Vec::new();
    for m in ms {
        if let Some(s) = &m.seed {
            out.push(Sampled { label: format!("seed {}", m.name), query: s.clone() });
        }
        out.push(Sampled { label: format!("mutant {}", m.name), query: m.mutant.clone() });
    }
    out
}

fn label_plain(qs: &[QueryStability]) -> Vec<Sampled> {
    qs.iter().map(|q| Sampled { label: q.name.clone(), query: q.clone() }).collect()
}

/// A reduced pair (`--keep CLASS`).
#[derive(Debug)]
pub struct PairReport {
    pub keep: Keep,
    pub targets: Vec<String>,
    pub seed_before: Size,
    pub seed_after: Size,
    pub mutant_before: Size,
    pub mutant_after: Size,
    pub chain_before: Option<usize>,
    pub chain: Option<Chain>,
    pub input: Vec<Sampled>,
    pub result: Vec<Sampled>,
    pub phases: Vec<Phase>,
    pub notes: Vec<String>,
    pub written: Written,
    pub work: Work,
}

/// A reduced program or query (`--unstable`).
#[derive(Debug)]
pub struct SingleReport {
    /// `lines` and `declarations` (Boogie) or `assertions` and `commands` (SMT), before and after.
    pub sizes: Vec<(String, usize, usize)>,
    pub targets: Vec<String>,
    pub input: Vec<Sampled>,
    pub result: Vec<Sampled>,
    pub phases: Vec<Phase>,
    pub notes: Vec<String>,
    pub written: WrittenSingle,
    pub work: Work,
    /// The reduced query (SMT level).
    pub query: Option<Query>,
}

fn work(sampler: &Sampler, entries_before: usize, started: Instant) -> Work {
    Work {
        stats: sampler.stats(),
        solver_processes: cache_entries(&sampler.cache).saturating_sub(entries_before),
        elapsed: started.elapsed(),
    }
}

/// `--keep CLASS` on a seed/mutant pair: lockstep reduction (chain, then programs) keeping the
/// class of the target queries.
pub fn run_pair(
    req: &StatRequest,
    boogie: &BoogieVerifier,
    keep: Keep,
    seed_path: &Path,
    mutant_path: &Path,
    chain: Option<&str>,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<PairReport, StatError> {
    let started = Instant::now();
    let ReadPair { seed, mutant, chain } = read_pair(seed_path, mutant_path, chain)?;
    let sampler = req.sampler();
    let entries_before = cache_entries(&sampler.cache);
    let seed_before = Size::of(std::slice::from_ref(&seed), &seed_text(&seed));
    let mutant_before = Size::of(&mutant, &mutant_text(&mutant));
    let chain_before = chain.as_ref().map(Chain::len);
    let prepared = prepare(PairInput { seed, mutant, chain }, &req.options);
    let mut oracle = StatOracle::new(&sampler, boogie, req.boogie_timeout, keep);
    let (st, mt) = (seed_text(&prepared.seed), mutant_text(&prepared.mutant));
    let input = oracle.baseline_pair(&st, &mt, &req.queries)?;
    progress(&format!("baseline: {} keeps `{keep}`", oracle.targets().join(", ")));
    let r = reduce_pair(prepared, &oracle, &req.options, progress)?;
    let (st, mt) = (seed_text(&r.seed), mutant_text(&r.mutant));
    let result = oracle.measure_pair(&st, &mt).unwrap_or_default();
    let written =
        write_pair(&req.out, &r.seed, &r.mutant, r.chain.as_ref()).map_err(|e| FileError::write(&req.out, e))?;
    Ok(PairReport {
        keep,
        targets: oracle.targets().to_vec(),
        seed_before,
        seed_after: Size::of(std::slice::from_ref(&r.seed), &st),
        mutant_before,
        mutant_after: Size::of(&r.mutant, &mt),
        chain_before,
        chain: r.chain,
        input: label_measured(&input),
        result: label_measured(&result),
        phases: r.phases,
        notes: r.notes,
        written,
        work: work(&sampler, entries_before, started),
    })
}

/// `--unstable PROGRAM.bpl`: reduce one Boogie program while its target queries stay unstable.
/// Writes `OUT/program.bpl` (the input as printed), `OUT/program.min.bpl` and `OUT/diff.patch`.
pub fn run_program(
    req: &StatRequest,
    boogie: &BoogieVerifier,
    path: &Path,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<SingleReport, StatError> {
    let started = Instant::now();
    let program = parse_file(path)?;
    let sampler = req.sampler();
    let entries_before = cache_entries(&sampler.cache);
    let mut oracle = StatOracle::new(&sampler, boogie, req.boogie_timeout, Keep::Unstable);
    let text = seed_text(&program);
    let before = Size::of(std::slice::from_ref(&program), &text);
    let input = oracle.baseline_single(&text, &req.queries)?;
    progress(&format!("baseline: {} unstable", oracle.targets().join(", ")));
    let mut notes = Vec::new();
    // Core-first: the program as Boogie saw it (printed, so that qids name its positions),
    // pruned to its unstable VC's core when that keeps the instability.
    let start = match (parse_program(&text.files[0].text, SEED_FILE), oracle.target_query(&text)) {
        (Ok(printed), Some((query, measured))) => {
            let (start, step) = core_program::prune_to_core(&oracle, &printed, SEED_FILE, &query, &measured);
            progress(&step.describe());
            notes.push(step.describe());
            if shake_program::core_kept(&step) {
                notes.push(Start::Core.describe().into());
                start
            } else {
                let (shaken, step) = shake_program::prune_by_triggers(&oracle, &printed, SEED_FILE, &query);
                progress(&step.describe());
                notes.push(step.describe());
                match shaken {
                    Some(p) => {
                        notes.push(Start::Shaken.describe().into());
                        p
                    }
                    None => {
                        notes.push(Start::Input.describe().into());
                        program.clone()
                    }
                }
            }
        }
        _ => {
            notes.push(Start::Input.describe().into());
            program.clone()
        }
    };
    let shrinking = Shrinking::new(&sampler, progress, before.lines);
    let refining = Instant::now();
    let check = |p: &ProgramText| {
        if req.spent(refining) {
            return false;
        }
        let holds = oracle.holds_single(p);
        if holds {
            let lines = p.lines();
            shrinking.kept(lines, || format!("{lines} lines"));
        }
        holds
    };
    let (reduced, phases) = reduce_single(&start, &check, &req.options, progress)?;
    if req.spent(refining) {
        notes.push(budget_note(req.budget, "program"));
    }
    let rtext = seed_text(&reduced);
    let after = Size::of(std::slice::from_ref(&reduced), &rtext);
    let result = oracle.measure_single(&rtext).unwrap_or_default();
    let written = write_single(
        &req.out,
        ("program.bpl", &print_program(&program)),
        ("program.min.bpl", &rtext.files[0].text),
        &[],
    )
    .map_err(|e| FileError::write(&req.out, e))?;
    let targets = oracle.targets().to_vec();
    Ok(SingleReport {
        sizes: vec![("lines".into(), before.lines, after.lines), ("declarations".into(), before.decls, after.decls)],
        input: label_plain(&input).into_iter().filter(|s| targets.contains(&s.query.name)).collect(),
        targets,
        result: label_plain(&result),
        phases,
        notes,
        written,
        work: work(&sampler, entries_before, started),
        query: None,
    })
}

/// The note of a refinement whose budget was spent.
fn budget_note(budget: Option<Duration>, what: &str) -> String {
    format!(
        "the refinement's budget of {} s was spent: the result is the smallest unstable {what} found by then",
        budget.map_or(0, |b| b.as_secs())
    )
}

/// One progress line per kept candidate smaller than every one kept before it, so that a
/// reduction whose candidates each cost a whole sampling shows between its phase lines that it
/// is moving.
struct Shrinking<'a> {
    smallest: std::sync::atomic::AtomicUsize,
    sampler: &'a Sampler,
    progress: &'a (dyn Fn(&str) + Sync),
}

impl<'a> Shrinking<'a> {
    fn new(sampler: &'a Sampler, progress: &'a (dyn Fn(&str) + Sync), input_size: usize) -> Shrinking<'a> {
        Shrinking { smallest: std::sync::atomic::AtomicUsize::new(input_size), sampler, progress }
    }

    /// A candidate of `size` was kept; `what` describes it.
    fn kept(&self, size: usize, what: impl FnOnce() -> String) {
        if self.smallest.fetch_min(size, std::sync::atomic::Ordering::Relaxed) > size {
            let s = self.sampler.stats();
            (self.progress)(&format!("kept {} ({} candidates, {} solver runs so far)", what(), s.candidates, s.runs));
        }
    }
}

/// Where the SMT-level reducer's query comes from.
#[derive(Clone, Debug)]
pub enum SmtInput {
    /// An SMT-LIB file (its first query, or the one `--query` names: its `:boogie-vc-id` or
    /// `FILE#TAG`).
    File(PathBuf),
    /// A Boogie program: its unstable query (the baseline picks it, or `--query` names it).
    Boogie(PathBuf),
}

/// The query of an `.smt2` file as its solver takes it ([`crate::smt::text::unit`]): the unit named
/// `name` (`:boogie-vc-id`, or `FILE#TAG`, named by content), else the first, typed for the
/// reducers.
fn smt_file_query(path: &Path, name: Option<&str>) -> Result<Query, StatError> {
    let units = crate::smt::text::unit::read_file(path)?;
    let found = match name {
        Some(n) => units.into_iter().find(|u| u.name() == n),
        None => units.into_iter().next(),
    };
    let unit = found.ok_or_else(|| StatError::NoQuery { path: path.to_path_buf(), name: name.map(str::to_string) })?;
    unit.to_query().map_err(|source| StatError::NotReducible { unit: unit.id.to_string(), source })
}

fn query_lines(q: &Query) -> usize {
    q.to_smtlib(Dialect::Z3, None).lines().count()
}

fn query_decls(q: &Query) -> usize {
    q.commands.iter().filter(|c| matches!(c, crate::smt::text::script::Command::Declare { .. })).count()
}

/// `--unstable QUERY.smt2` or `--level smt`: reduce one query while it stays unstable and
/// parses with every solver in `parsers`. Writes `OUT/query.smt2` (the input, z3 dialect),
/// `OUT/query.min.smt2`, `OUT/query.min.cvc5.smt2` and `OUT/diff.patch`.
pub fn run_smt(
    req: &StatRequest,
    boogie: Option<&BoogieVerifier>,
    input: &SmtInput,
    parsers: Vec<Solver>,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<SingleReport, StatError> {
    let started = Instant::now();
    let sampler = req.sampler();
    let entries_before = cache_entries(&sampler.cache);
    let mut notes = Vec::new();
    let query = match (input, boogie) {
        (SmtInput::File(path), _) => smt_file_query(path, req.queries.first().map(String::as_str))?,
        (SmtInput::Boogie(path), Some(b)) => {
            let program = parse_file(path)?;
            let mut oracle = StatOracle::new(&sampler, b, req.boogie_timeout, Keep::Unstable);
            let text = seed_text(&program);
            oracle.baseline_single(&text, &req.queries)?;
            let target = oracle.targets().first().cloned().unwrap_or_default();
            notes.push(format!("query `{target}` of {}", path.display()));
            let dir = tempfile::tempdir().map_err(|e| FileError::create(std::env::temp_dir(), e))?;
            let qs = crate::smt::solving::vcs::extract(
                b,
                &text,
                dir.path(),
                req.boogie_timeout,
                crate::smt::solving::vcs::Extraction::Cheap,
            )
            .map_err(|source| StatBaselineError::Extract {
                side: "program",
                source: crate::stability::StabilityError::Vcs { program: path.display().to_string(), source },
            })?;
            qs.queries
                .into_iter()
                .find(|q| q.name == target)
                .ok_or_else(|| StatError::NoQuery { path: path.clone(), name: Some(target) })?
        }
        (SmtInput::Boogie(path), None) => {
            return Err(StatError::NoQuery { path: path.clone(), name: None });
        }
    };
    let oracle = UnstableQuery::new(&sampler, parsers);
    oracle.parses(&query).map_err(StatError::InputParse)?;
    let before = oracle.measure(&query);
    if before.category != Category::Unstable {
        return Err(StatError::NotUnstable(format!(
            "{} is {} ({} of {} runs proved; per method {})",
            query.name,
            before.category,
            before.successes(),
            before.runs(),
            before
                .tallies
                .iter()
                .map(|(m, t)| format!("{m} {}/{}", t.successes(), t.runs()))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    progress(&format!("baseline: {} unstable ({} assertions)", query.name, query.assertions()));
    let (start, _, lines) = super::smt::start::starting_point(&oracle, &query, &before);
    for l in lines {
        progress(&l);
        notes.push(l);
    }
    let opts = SmtOptions { jobs: req.options.jobs, max_rounds: req.options.max_rounds, terms: req.terms };
    let pool = crate::util::pool::pool(opts.jobs).map_err(|e| MinimizeError::Pool(e.to_string()))?;
    let shrinking = Shrinking::new(&sampler, progress, query.commands.len());
    let refining = Instant::now();
    let test = |q: &Query| {
        if req.spent(refining) {
            return false;
        }
        let holds = oracle.holds(q);
        if holds {
            shrinking
                .kept(q.commands.len(), || format!("{} assertions, {} declarations", q.assertions(), query_decls(q)));
        }
        holds
    };
    let reduced = pool.install(|| reduce_query(&start, opts, &test, progress));
    if req.spent(refining) {
        notes.push(budget_note(req.budget, "query"));
    }
    let after = oracle.measure(&reduced.query);
    if oracle.parse_rejections() > 0 {
        notes.push(format!(
            "{} candidates were unstable but did not parse with every solver",
            oracle.parse_rejections()
        ));
    }
    let written = write_single(
        &req.out,
        ("query.smt2", &query.to_smtlib(Dialect::Z3, None)),
        ("query.min.smt2", &reduced.query.to_smtlib(Dialect::Z3, None)),
        &[("query.min.cvc5.smt2", &reduced.query.to_smtlib(SolverKind::Cvc5.dialect(), None))],
    )
    .map_err(|e| FileError::write(&req.out, e))?;
    Ok(SingleReport {
        sizes: vec![
            ("assertions".into(), query.assertions(), reduced.query.assertions()),
            ("declarations".into(), query_decls(&query), query_decls(&reduced.query)),
            ("lines".into(), query_lines(&query), query_lines(&reduced.query)),
            ("term nodes".into(), term_size(&query), term_size(&reduced.query)),
        ],
        targets: vec![query.name.clone()],
        input: label_plain(std::slice::from_ref(&before)),
        result: label_plain(std::slice::from_ref(&after)),
        phases: reduced.phases,
        notes,
        written,
        work: work(&sampler, entries_before, started),
        query: Some(reduced.query),
    })
}
