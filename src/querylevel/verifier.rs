//! The query-level Boogie backend (`--level smt`): the verifiers of seeds and of their mutants
//! over one shared [`QueryLevel`], all labelled like the Boogie configuration they wrap.
//!
//! - **Seeds, ahead** ([`Verifier::verify_ahead`]): a seed's VCs are extracted in one batch with
//!   its announced mutants (the seed first) and solved by the configuration's z3 through the
//!   query cache. When every query is `unsat`, the engine runs its mutants first, and the seed's
//!   row is then [`SeedAhead`]'s (the query level's verdict) when none of them failed, and
//!   [`SeedRuns`]' (Boogie as configured) when one did.
//! - **Seeds, first** ([`SeedRuns`]): Boogie as configured with `/proverLog` (its verdict is the
//!   seed's row); a verified seed's queries are then solved through the cache, so that its
//!   mutants' unchanged queries are answered from there. For seeds the query level does not
//!   verify, and with `--stop-on-first`, `--stop-on-finding` or `--shard`.
//! - **Mutants** ([`MutantRuns`]) get their VCs from batched extraction ([`super::batch`],
//!   announced through [`Verifier::prefetch`]; narrowed and grouped by [`super::scope`]), each
//!   query in its canonical text ([`super::canonical`]) is answered from the cache or solved by
//!   z3 in a session, and the program is verified iff every query is `unsat`.
//! - **Limits.** Each query runs under the limits Boogie sends with it (`--timeout` as
//!   `/timeLimit`, the configuration's `/rlimit`, the program's `{:timeLimit}` and `{:rlimit}`:
//!   they are in its logged text, [`crate::smt::solving::limits`]), and an answer that hit one is the
//!   outcome Boogie reports for it: `out_of_resource` or `timeout`.
//! - **Confirmation.** A mutant that is not verified at the query level is run by Boogie as
//!   configured, and Boogie's verdict is its row (the detail keeps the query level's verdict when
//!   the two disagree). A mutant whose seed's row is not `verified` gets Boogie's verdict too
//!   ([`Verifier::confirmer`]; the campaign engine holds the query level's `verified` rows of a
//!   seed verified ahead until the seed's row is known). So every row that differs from its
//!   seed's is Boogie's verdict on both sides; the rows the query level decided alone say so in
//!   results.csv's `level` column (`smt`).
//!
//! The tools are behind [`super::tools`]'s traits: the product drives the real Boogie and z3,
//! the hermetic tests fakes.

use super::batch::one_file;
use super::canonical::canonical;
use super::cost::Cost;
use super::scope::{assemble_all, combine, fits};
use super::tools::{Boogie, QuerySolver, RealBoogie, Z3Sessions};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::limits::{wall_clock_guard, Exhausted, Limits};
use crate::smt::solving::session::Sessions;
use crate::smt::solving::sink;
use crate::smt::solving::solve::{Answer, SolveResult, Solver, SolverKind};
use crate::smt::solving::vcs::extraction_limit;
use crate::smt::text::query::VcText;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use crate::verifiers::outcome::QueryCount;
use crate::verifiers::{Member, Narrowed, Outcome, RunResult, VerdictLevel, Verifier};
use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The most programs extracted per Boogie process (a family is shared out among the workers).
pub const BATCH: usize = 16;

/// Why the query level cannot be set up.
#[derive(Debug, Error)]
pub enum QueryLevelError {
    #[error(
        "--level smt needs the `{}` binary next to wobble (build it with `cargo build --release`) \
         or named by ${}",
        sink::BINARY,
        sink::ENV
    )]
    NoSink,
    #[error("--level smt: the z3 of configuration `{label}`")]
    Solver {
        label: String,
        #[source]
        source: crate::verifiers::boogie::BackendError,
    },
}

impl crate::error::HasKind for QueryLevelError {
    fn kind(&self) -> crate::error::ErrorKind {
        crate::error::ErrorKind::Failure
    }
}

enum Slot {
    /// Announced, not yet extracted.
    Pending(Pending),
    /// Being extracted by some thread.
    InFlight,
    /// Extracted (None: extract it alone), with its share of the batch's time.
    Ready(Option<Vec<VcText>>, f64),
}

/// An announced mutant: its program, and its narrowed stand-in.
struct Pending {
    program: ProgramText,
    narrowed: Option<Arc<Narrowed>>,
}

impl Pending {
    fn whole(program: &ProgramText) -> Pending {
        Pending { program: program.clone(), narrowed: None }
    }
}

/// The most narrowed mutants extracted from one program.
const GROUP: usize = 8;

/// One program of a batch, and the announced programs whose VCs it gives.
struct Unit {
    /// Indices of the programs it stands for (more than one: narrowed mutants combined).
    members: Vec<usize>,
    /// For narrowed mutants: the implementation whose VC must be the seed's.
    witness: Option<String>,
    /// The program to extract, when it is none of the members' own: combined (narrowed
    /// mutants), or a program of several files as one file (no witness).
    program: Option<ProgramText>,
}

impl Unit {
    /// Whether this unit is a program of several files extracted as one file.
    fn is_one_file(&self) -> bool {
        self.witness.is_none() && self.program.is_some()
    }
}

/// Verified seeds' queries (canonical text) by the seed's content hash, and how many narrowed
/// mutants announced for each seed have not been extracted yet: a seed's queries go when the
/// last of them is extracted.
#[derive(Default)]
struct SeedQueries {
    queries: HashMap<String, Arc<Vec<VcText>>>,
    waiting: HashMap<String, usize>,
}

impl SeedQueries {
    /// A narrowed mutant of `seed` is extracted now: its seed's queries, when known.
    fn take_one(&mut self, seed: &str) -> Option<Arc<Vec<VcText>>> {
        let q = self.queries.get(seed).cloned();
        match self.waiting.get_mut(seed) {
            Some(w) if *w > 1 => *w -= 1,
            _ => {
                self.waiting.remove(seed);
                self.queries.remove(seed);
            }
        }
        q
    }
}

/// `queries` in canonical text ([`canonical`]): the query level reads every query into it once,
/// and compares, caches and solves only that text.
fn canonical_all(queries: Vec<VcText>) -> Vec<VcText> {
    queries.into_iter().map(|q| VcText { text: canonical(&q.text), name: q.name }).collect()
}

/// The announced programs: slots by content hash, and per family (one [`Verifier::prefetch`]
/// call: a seed's mutants) the hashes not yet claimed, in order.
#[derive(Default)]
struct State {
    slots: HashMap<String, Slot>,
    family_of: HashMap<String, usize>,
    families: Vec<VecDeque<String>>,
    /// Per family, how many programs it announced.
    family_size: Vec<usize>,
    /// The family of each seed (content hash) whose mutants were announced.
    seed_family: HashMap<String, usize>,
}

/// What the seed and mutant verifiers of one Boogie configuration share.
pub struct QueryLevel {
    boogie: Arc<dyn Boogie>,
    /// The configuration's z3 (kept running across the queries it solves).
    solver: Arc<dyn QuerySolver>,
    cache: QueryCache,
    key: String,
    state: Mutex<State>,
    extracted: Condvar,
    cost: Mutex<Cost>,
    /// The queries of verified seeds while narrowed mutants need them for their untouched VCs.
    /// A seed verified before its mutants are announced and none of whose mutants is narrowed, or
    /// whose announced mutants are never verified (`--stop-on-first`), keeps them to the end of
    /// the run.
    seed_queries: Mutex<SeedQueries>,
    /// Whether programs of several files are batched as one file ([`one_file`]): decided on the
    /// first such program ([`QueryLevel::joinable`]).
    joinable: Mutex<Option<bool>>,
    /// Seeds verified ahead of their rows ([`Verifier::verify_ahead`]), by content hash.
    ahead: Mutex<HashMap<String, Ahead>>,
    /// Each program's z3 resource use, by content hash ([`QueryLevel::resources`]).
    resources: Mutex<HashMap<String, Resources>>,
}

/// What z3 spent on one program's queries at the query level: the sum of their `rlimit-count`s
/// (the same for the same text, z3 binary and options, on any machine and under any load).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resources {
    /// The sum of the solved queries' `rlimit-count`s (solving stops at the first query that is
    /// not `unsat`, so for a program that is not verified it covers the queries up to that one).
    pub total: u64,
    /// Every query was `unsat` and reported its count: `total` is the whole program's cost.
    pub verified: bool,
    /// Some query stopped at a limit (resource or time) or reported no count: `total` is a lower
    /// bound.
    pub cut: bool,
}

/// A seed verified at the query level ahead of its row: what the row says if no mutant fails.
struct Ahead {
    detail: String,
    count: QueryCount,
    time_s: f64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl QueryLevel {
    /// The query level of `boogie` (with the log sink and the configuration's z3), caching query
    /// answers in `cache` (a directory, or a [`QueryCache`] with its replay rule).
    pub fn new(boogie: BoogieVerifier, cache: impl Into<QueryCache>) -> Result<Arc<QueryLevel>, QueryLevelError> {
        let sink = sink::locate().ok_or(QueryLevelError::NoSink)?;
        let z3 = boogie.z3().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("z3"));
        let solver = Solver::new(SolverKind::Z3, z3, Vec::new())
            .map_err(|source| QueryLevelError::Solver { label: boogie.label().to_string(), source })?;
        let solver = Arc::new(Z3Sessions { solver, sessions: Sessions::default() });
        Ok(QueryLevel::with_tools(Arc::new(RealBoogie { boogie, sink }), solver, cache))
    }

    /// The query level of any Boogie and solver (the hermetic tests' fakes), caching query
    /// answers in `cache` (a directory, or a [`QueryCache`] with its replay rule).
    pub fn with_tools(
        boogie: Arc<dyn Boogie>,
        solver: Arc<dyn QuerySolver>,
        cache: impl Into<QueryCache>,
    ) -> Arc<QueryLevel> {
        let key = format!("querylevel2|{}|{}", boogie.cache_key(), solver.cache_key());
        Arc::new(QueryLevel {
            boogie,
            solver,
            cache: cache.into(),
            key,
            state: Mutex::new(State::default()),
            extracted: Condvar::new(),
            cost: Mutex::new(Cost::default()),
            seed_queries: Mutex::new(SeedQueries::default()),
            joinable: Mutex::new(None),
            ahead: Mutex::new(HashMap::new()),
            resources: Mutex::new(HashMap::new()),
        })
    }

    /// The resource use of the program with content hash `hash`, if this query level solved its
    /// queries (as a seed verified by Boogie first, ahead, or as a mutant).
    pub fn resources(&self, hash: &str) -> Option<Resources> {
        lock(&self.resources).get(hash).copied()
    }

    fn note_resources(&self, program: &ProgramText, solved: &Solved) {
        let mut total = 0u64;
        let mut cut = false;
        for (_, r, limits) in &solved.answers {
            total = total.saturating_add(r.rlimit.unwrap_or(0));
            cut |= r.rlimit.is_none() || limits.exhausted(r).is_some() || r.answer == Answer::Timeout;
        }
        let verified = !cut && solved.answers.iter().all(|(_, r, _)| r.answer == Answer::Unsat);
        lock(&self.resources).insert(program.content_hash(), Resources { total, verified, cut });
    }

    /// The verifier of the seeds and the verifier of their mutants.
    pub fn verifiers(self: &Arc<Self>) -> (Arc<dyn Verifier>, Arc<dyn Verifier>) {
        (Arc::new(SeedRuns(self.clone())), Arc::new(MutantRuns(self.clone())))
    }

    /// Ends the z3 sessions (their processes are reaped, so their CPU time is counted among the
    /// children's from then on). Later queries start new ones.
    pub fn close_sessions(&self) {
        self.solver.close();
    }

    /// The time and query figures so far.
    pub fn cost(&self) -> Cost {
        lock(&self.cost).clone()
    }

    /// Solves every query (in canonical text) through the cache, each under the limits it
    /// carries (its soft time limit is Boogie's `/timeLimit`, `timeout` when it has none; the
    /// wall-clock kill comes at [`wall_clock_guard`] of it). Returns the answers in order
    /// (stopping at the first that is not `unsat`), the count, and the time. Each answer, cached or
    /// not, keeps z3's resource count (`rlimit-count`); the query cache keeps it too.
    fn solve_all(&self, queries: &[VcText], timeout: Duration) -> Solved {
        let mut s = Solved { answers: Vec::new(), count: QueryCount::default(), time_s: 0.0 };
        let solver_key = self.solver.cache_key();
        for q in queries {
            let limits = Limits::of_text(&q.text);
            let wall = wall_clock_guard(limits.soft_time().unwrap_or(timeout));
            let script = self.solver.script_of(q.text.clone());
            let (r, hit) = self.cache.solve_keyed(&solver_key, &script, wall, || self.solver.solve(&script, wall));
            s.count.total += 1;
            if hit {
                s.count.reused += 1;
            } else {
                s.time_s += r.time_s;
            }
            let stop = r.answer != Answer::Unsat;
            s.answers.push((q.name.clone(), r, limits));
            if stop {
                break;
            }
        }
        s.count.total = s.count.total.max(queries.len() as u32);
        s
    }

    /// The VCs of `program`: extracted in a batch with other announced programs, or alone (a
    /// program of several files, or one whose batch could not be mapped).
    fn queries_of(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> (Option<Vec<VcText>>, f64) {
        let (batched, share) = self.batched(program, workdir, timeout);
        if batched.is_some() {
            return (batched, share);
        }
        let start = Instant::now();
        let dir = workdir.join("alone");
        let alone = std::fs::create_dir_all(&dir)
            .ok()
            .and_then(|_| self.boogie.extract_alone(program, &dir, extraction_limit(timeout), timeout))
            .map(canonical_all);
        let t = start.elapsed().as_secs_f64();
        lock(&self.cost).extraction_s += t;
        (alone, share + t)
    }

    /// `program`'s VCs from a batch: one another thread extracted, or one this call extracts
    /// with other announced programs of its family. While its program is being extracted by
    /// another thread, a thread extracts a batch of the family's still unclaimed programs
    /// instead of waiting, so that the workers share a family's extraction.
    fn batched(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> (Option<Vec<VcText>>, f64) {
        let hash = program.content_hash();
        let mut st = lock(&self.state);
        let mut helped = 0;
        loop {
            match st.slots.get(&hash) {
                Some(Slot::InFlight) => {
                    let f = st.family_of.get(&hash).copied();
                    let mut others = f.map(|f| self.claim(&mut st, f, None)).unwrap_or_default();
                    if others.is_empty() {
                        // Nothing left of this family: extract another family meanwhile.
                        let open = (0..st.families.len()).find(|&g| self.has_pending(&mut st, g));
                        others = open.map(|g| self.claim(&mut st, g, None)).unwrap_or_default();
                    }
                    if others.is_empty() {
                        st = self.extracted.wait(st).unwrap_or_else(|e| e.into_inner());
                    } else {
                        drop(st);
                        helped += 1;
                        self.extract_claimed(None, false, others, &workdir.join(format!("help{helped}")), timeout);
                        st = lock(&self.state);
                    }
                }
                Some(Slot::Ready(..)) => {
                    st.family_of.remove(&hash);
                    if let Some(Slot::Ready(q, t)) = st.slots.remove(&hash) {
                        return (q, t);
                    }
                }
                _ => break,
            }
        }
        let own = match st.slots.insert(hash.clone(), Slot::InFlight) {
            Some(Slot::Pending(p)) => p,
            _ => Pending::whole(program),
        };
        let others = match st.family_of.get(&hash) {
            Some(&f) => self.claim(&mut st, f, Some(&hash)),
            None => Vec::new(),
        };
        drop(st);
        let (mine, share) = self.extract_claimed(Some(own), false, others, &workdir.join("batch"), timeout);
        let mut st = lock(&self.state);
        st.slots.remove(&hash);
        st.family_of.remove(&hash);
        (mine.flatten(), share)
    }

    /// Whether family `f` has programs nobody has claimed (its queue's claimed front is dropped).
    fn has_pending(&self, st: &mut State, f: usize) -> bool {
        while let Some(h) = st.families[f].front() {
            if matches!(st.slots.get(h), Some(Slot::Pending(_))) {
                return true;
            }
            st.families[f].pop_front();
        }
        false
    }

    /// Claims unclaimed programs of family `f` (besides `own`, which counts towards the size):
    /// the whole family (at most [`BATCH`]) while there are families enough for every worker
    /// (each Boogie process costs mono's start-up), else a share of it such that every worker
    /// gets one batch. Only programs of one family may share a batch: Boogie 2.4.1 carries state from one
    /// program of a /verifySeparately run to the next (the type encoding's declarations; a
    /// polymorphic program after a monomorphic one even crashes it), which mutants of one seed
    /// share, and programs of different seeds may not.
    fn claim(&self, st: &mut State, f: usize, own: Option<&str>) -> Vec<(String, Pending)> {
        let workers = rayon::current_num_threads().max(1);
        let open = (0..st.families.len()).filter(|&g| self.has_pending(st, g)).count();
        let size = if open >= workers { BATCH } else { st.family_size[f].div_ceil(workers).clamp(1, BATCH) };
        let mut batch = Vec::new();
        while batch.len() + usize::from(own.is_some()) < size {
            let Some(h) = st.families[f].pop_front() else { break };
            if let Some(Slot::Pending(_)) = st.slots.get(&h) {
                if let Some(Slot::Pending(p)) = st.slots.insert(h.clone(), Slot::InFlight) {
                    batch.push((h, p));
                }
            }
        }
        batch
    }

    /// Whether programs of several files may be batched as one file ([`one_file`]). Decided once,
    /// on the first such program: its queries extracted from its own files and from the one file
    /// must be the same, names and canonical text. Undecided (and false) while neither extraction
    /// of a program succeeds.
    fn joinable(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> bool {
        let mut known = lock(&self.joinable);
        if let Some(ok) = *known {
            return ok;
        }
        let Some(one) = one_file(program) else { return false };
        let start = Instant::now();
        let extract = |p: &ProgramText, sub: &str| {
            let dir = workdir.join(sub);
            std::fs::create_dir_all(&dir).ok()?;
            self.boogie.extract_alone(p, &dir, extraction_limit(timeout), timeout).map(canonical_all)
        };
        let (files, joined) = (extract(program, "check-files"), extract(&one, "check-one-file"));
        {
            let mut c = lock(&self.cost);
            c.extraction_s += start.elapsed().as_secs_f64();
            c.batches += 2;
        }
        let (Some(files), Some(joined)) = (files, joined) else { return false };
        let ok = files == joined;
        *known = Some(ok);
        ok
    }

    /// Extracts `own` (if any) and the claimed `others` in one batch, each narrowed when its
    /// seed's queries are known or come from this batch (`own_is_seed`: `own` is the seed, its
    /// queries are then kept for its mutants still to be extracted); stores the others' VCs as
    /// ready and wakes the waiting threads. Returns `own`'s VCs and its share of the time. A
    /// narrowed program whose queries cannot be assembled ([`assemble_all`]) gets None: it is
    /// extracted whole.
    fn extract_claimed(
        &self,
        own: Option<Pending>,
        own_is_seed: bool,
        others: Vec<(String, Pending)>,
        workdir: &Path,
        timeout: Duration,
    ) -> (Option<Option<Vec<VcText>>>, f64) {
        let has_own = own.is_some();
        let all: Vec<&Pending> = own.iter().chain(others.iter().map(|(_, p)| p)).collect();
        let batch_seed = own.as_ref().filter(|_| own_is_seed).map(|p| p.program.content_hash());
        // Per program: its narrowed stand-in, when its seed's queries are known (`known`) or come
        // from this batch. Each narrowed program stops waiting for them now.
        let mut known: HashMap<String, Arc<Vec<VcText>>> = HashMap::new();
        let narrowed: Vec<Option<&Narrowed>> = {
            let mut sq = lock(&self.seed_queries);
            all.iter()
                .map(|p| {
                    let n = p.narrowed.as_deref()?;
                    let q = sq.take_one(&n.seed);
                    if batch_seed.as_deref() == Some(n.seed.as_str()) {
                        return Some(n);
                    }
                    known.insert(n.seed.clone(), q?);
                    Some(n)
                })
                .collect()
        };
        // What to extract: narrowed mutants of one seed that fit together share one program
        // (scope::combine), a program of several files is one file when that is known to give its
        // queries, the others are extracted as they are.
        let mut units: Vec<Unit> = Vec::new();
        for (i, (p, n)) in all.iter().zip(&narrowed).enumerate() {
            let Some(n) = n else {
                let several = p.program.files.len() > 1;
                let one =
                    (several && self.joinable(&p.program, workdir, timeout)).then(|| one_file(&p.program)).flatten();
                units.push(Unit { members: vec![i], witness: None, program: one });
                continue;
            };
            let open = units.iter_mut().find(|u| {
                u.witness.is_some() && u.members.len() < GROUP && {
                    let group: Vec<&Narrowed> = u.members.iter().filter_map(|&k| narrowed[k]).collect();
                    fits(&group, n)
                }
            });
            match open {
                Some(u) => u.members.push(i),
                None => units.push(Unit { members: vec![i], witness: Some(n.witness.clone()), program: None }),
            }
        }
        for u in units.iter_mut().filter(|u| u.members.len() > 1) {
            let group: Vec<&Narrowed> = u.members.iter().filter_map(|&k| narrowed[k]).collect();
            let file = group[0].program.files.first().map_or("mutant.bpl", |f| f.name.as_str());
            if let Some((program, witness)) = combine(&group, file) {
                u.program = Some(program);
                u.witness = Some(witness);
            }
        }
        // A group that could not be combined after all: its members one by one.
        let units: Vec<Unit> = units
            .into_iter()
            .flat_map(|u| {
                if u.members.len() > 1 && u.program.is_none() {
                    u.members
                        .iter()
                        .map(|&k| Unit {
                            members: vec![k],
                            witness: narrowed[k].map(|n| n.witness.clone()),
                            program: None,
                        })
                        .collect()
                } else {
                    vec![u]
                }
            })
            .collect();
        let programs: Vec<&ProgramText> = units
            .iter()
            .map(|u| {
                let k = u.members[0];
                u.program.as_ref().or(narrowed[k].map(|n| &n.program)).unwrap_or(&all[k].program)
            })
            .collect();
        let r = self.boogie.extract_batch(&programs, workdir, extraction_limit(timeout), timeout);
        let mut queries: Vec<Option<Vec<VcText>>> = r.queries.into_iter().map(|q| q.map(canonical_all)).collect();
        // The seed in this batch comes first: its queries serve the others and its later mutants.
        if let (Some(hash), Some(Some(q))) = (&batch_seed, queries.first()) {
            let q = Arc::new(q.clone());
            let mut sq = lock(&self.seed_queries);
            if sq.waiting.contains_key(hash) {
                sq.queries.insert(hash.clone(), q.clone());
            }
            known.insert(hash.clone(), q);
        }
        let mut results: Vec<Option<Vec<VcText>>> = vec![None; all.len()];
        let (mut assembled, mut widened, mut together) = (0, 0, 0);
        for (q, u) in queries.iter_mut().map(Option::take).zip(&units) {
            let (q, witness) = match (q, &u.witness) {
                (Some(q), Some(w)) => (q, w),
                (q, _) => {
                    results[u.members[0]] = q;
                    continue;
                }
            };
            let group: Vec<&Narrowed> = u.members.iter().filter_map(|&k| narrowed[k]).collect();
            let Some(seed) = group.first().and_then(|n| known.get(&n.seed)) else { continue };
            match assemble_all(&group, witness, q, seed) {
                Some(each) => {
                    assembled += u.members.len() as u64;
                    together += if u.members.len() > 1 { u.members.len() as u64 } else { 0 };
                    for (&k, queries) in u.members.iter().zip(each) {
                        results[k] = Some(queries);
                    }
                }
                None => widened += u.members.len() as u64,
            }
        }
        {
            let mut c = lock(&self.cost);
            c.extraction_s += r.time_s;
            c.batches += 1;
            c.batched_programs += all.len() as u64;
            c.narrowed += assembled;
            c.widened += widened;
            c.together += together;
            c.one_file += units.iter().filter(|u| u.is_one_file()).count() as u64;
        }
        let share = r.time_s / all.len().max(1) as f64;
        let mut results = results.into_iter();
        let mine = has_own.then(|| results.next().flatten());
        let mut st = lock(&self.state);
        for ((h, _), q) in others.into_iter().zip(results) {
            st.slots.insert(h, Slot::Ready(q, share));
        }
        drop(st);
        self.extracted.notify_all();
        (mine, share)
    }

    /// Boogie as configured, for confirmations (its verdict is the row).
    fn boogie_run(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let dir = workdir.join("boogie");
        if let Err(e) = std::fs::create_dir_all(&dir) {
            return RunResult::tool_error(
                format!("cannot create {}: {e}", dir.display()),
                String::new(),
                self.boogie.version(),
            );
        }
        self.boogie.run(program, &dir, timeout, false).0
    }
}

/// The answers of one program's queries, each with the limits it carried.
struct Solved {
    answers: Vec<(String, SolveResult, Limits)>,
    count: QueryCount,
    time_s: f64,
}

impl Solved {
    /// Verified iff every query is unsat; otherwise the first other answer names the outcome, as
    /// Boogie would report it: a query that used up its resource limit is `out_of_resource`, one
    /// that reached its time limit `timeout` ([`Limits::exhausted`]).
    fn outcome(&self) -> (Outcome, String) {
        match self.answers.iter().find(|(_, r, _)| r.answer != Answer::Unsat) {
            None => (Outcome::Verified, format!("{} queries unsat", self.count.total)),
            Some((name, r, limits)) => {
                let exhausted = limits.exhausted(r);
                let o = match (r.answer, exhausted) {
                    (Answer::Sat, _) => Outcome::Failed,
                    (_, Some(Exhausted::Resource)) => Outcome::OutOfResource,
                    (_, Some(Exhausted::Time)) => Outcome::Timeout,
                    (Answer::Unknown, None) => Outcome::Unknown,
                    (Answer::Timeout, None) => Outcome::Timeout,
                    (Answer::Unsat | Answer::Error, None) => Outcome::ToolError,
                };
                let what = match exhausted {
                    Some(Exhausted::Resource) => format!(
                        "out of resource ({} of rlimit {})",
                        r.rlimit.map_or("?".to_string(), |c| c.to_string()),
                        limits.rlimit.unwrap_or(0)
                    ),
                    Some(Exhausted::Time) if r.answer != Answer::Timeout => {
                        format!("time limit ({} ms)", limits.timeout_ms.unwrap_or(0))
                    }
                    _ => r.answer.to_string(),
                };
                // The solver's reason for an unknown, not its complaints about Boogie's options.
                let d = r
                    .detail
                    .split("; ")
                    .find(|s| s.starts_with("reason-unknown"))
                    .filter(|_| exhausted.is_none())
                    .map(|s| format!(" ({})", s.lines().next().unwrap_or(s)))
                    .unwrap_or_default();
                (o, format!("query {name}: {what}{d}"))
            }
        }
    }
}

/// The seeds' verifier: Boogie as configured, and the cache filled with the seed's queries.
pub struct SeedRuns(Arc<QueryLevel>);

/// The mutants' verifier: queries from the cache or z3, Boogie confirming what is not verified.
pub struct MutantRuns(Arc<QueryLevel>);

/// The row of a seed verified ahead ([`Verifier::verify_ahead`]) none of whose mutants failed:
/// the query level's verdict (a seed it has no verdict for is run by Boogie, as [`SeedRuns`]).
pub struct SeedAhead(Arc<QueryLevel>);

impl Verifier for SeedAhead {
    fn label(&self) -> &str {
        self.0.boogie.label()
    }
    fn version(&self) -> &str {
        self.0.boogie.version()
    }
    fn cache_key(&self) -> String {
        format!("seed-ahead|{}", self.0.key)
    }
    fn normalization(&self) -> Option<crate::verifiers::normalization::Normalization> {
        Some(self.0.boogie.normalization())
    }

    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let ql = &self.0;
        let Some(a) = lock(&ql.ahead).remove(&program.content_hash()) else {
            return SeedRuns(ql.clone()).verify(program, workdir, timeout);
        };
        let mut r = RunResult::empty(Outcome::Verified);
        r.verified = a.count.total;
        r.time_s = a.time_s;
        r.command = format!("query level: {} (VCs only) and {}", ql.boogie.label(), ql.solver.describe());
        r.tool_version = ql.boogie.version().to_string();
        r.detail = format!("query level: {}; no mutant failed, so boogie was not run on the seed", a.detail);
        r.queries = Some(a.count);
        r.level = Some(VerdictLevel::Smt);
        r
    }
}

impl Verifier for SeedRuns {
    fn label(&self) -> &str {
        self.0.boogie.label()
    }
    fn version(&self) -> &str {
        self.0.boogie.version()
    }
    fn cache_key(&self) -> String {
        format!("seed|{}", self.0.key)
    }
    fn normalization(&self) -> Option<crate::verifiers::normalization::Normalization> {
        Some(self.0.boogie.normalization())
    }

    /// The seed's VCs extracted through the sink and solved by z3 (no Boogie run): when every
    /// query is `unsat`, its queries serve its narrowed mutants and its row is [`SeedAhead`]'s,
    /// after its mutants; the engine runs this verifier instead when one of them failed.
    fn verify_ahead(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> Option<Arc<dyn Verifier>> {
        let ql = &self.0;
        let hash = program.content_hash();
        // The seed's batch takes its announced mutants with it (the seed first).
        let others = {
            let mut st = lock(&ql.state);
            match st.seed_family.get(&hash).copied() {
                Some(f) => ql.claim(&mut st, f, Some(&hash)),
                None => Vec::new(),
            }
        };
        let (mine, extraction_s) =
            ql.extract_claimed(Some(Pending::whole(program)), true, others, &workdir.join("batch"), timeout);
        let queries = mine.flatten()?;
        let solved = ql.solve_all(&queries, timeout);
        ql.note_resources(program, &solved);
        {
            let mut c = lock(&ql.cost);
            c.solving_s += solved.time_s;
            c.queries += u64::from(solved.count.total);
            c.reused += u64::from(solved.count.reused);
        }
        let (o, detail) = solved.outcome();
        if o != Outcome::Verified || queries.is_empty() {
            return None;
        }
        let row = Ahead { detail, count: solved.count, time_s: extraction_s + solved.time_s };
        lock(&ql.ahead).insert(hash, row);
        lock(&ql.cost).seeds_ahead += 1;
        Some(Arc::new(SeedAhead(ql.clone())))
    }

    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let ql = &self.0;
        if lock(&ql.ahead).remove(&program.content_hash()).is_some() {
            // Verified ahead, and a mutant failed: Boogie's verdict is the row; the seed's queries
            // were extracted and solved ahead already.
            let (r, _) = ql.boogie.run(program, workdir, timeout, false);
            lock(&ql.cost).seed_runs_s += r.time_s;
            return r;
        }
        let (mut r, queries) = ql.boogie.run(program, workdir, timeout, true);
        lock(&ql.cost).seed_runs_s += r.time_s;
        if r.outcome != Outcome::Verified {
            return r;
        }
        let queries = Arc::new(canonical_all(queries.unwrap_or_default()));
        if !queries.is_empty() {
            lock(&ql.seed_queries).queries.insert(program.content_hash(), queries.clone());
        }
        let solved = ql.solve_all(&queries, timeout);
        ql.note_resources(program, &solved);
        {
            let mut c = lock(&ql.cost);
            c.solving_s += solved.time_s;
            c.queries += u64::from(solved.count.total);
            c.reused += u64::from(solved.count.reused);
        }
        let (o, d) = solved.outcome();
        if o != Outcome::Verified {
            r.detail =
                format!("z3 alone on the logged queries: {d} (layers disagree; mutants sharing it go to boogie)");
        }
        r.queries = Some(solved.count);
        r
    }
}

impl Verifier for MutantRuns {
    fn label(&self) -> &str {
        self.0.boogie.label()
    }
    fn version(&self) -> &str {
        self.0.boogie.version()
    }
    fn cache_key(&self) -> String {
        format!("mutant|{}", self.0.key)
    }
    fn normalization(&self) -> Option<crate::verifiers::normalization::Normalization> {
        Some(self.0.boogie.normalization())
    }

    /// One call announces one family: the mutants of one seed (see [`QueryLevel`]'s batching),
    /// each with its narrowed stand-in (extracted instead when the seed's queries are known).
    fn prefetch(&self, seed: &str, family: &[Member]) {
        let mut waiting: Vec<&str> = Vec::new();
        {
            let mut st = lock(&self.0.state);
            let f = st.families.len();
            st.seed_family.insert(seed.to_string(), f);
            let mut queue = VecDeque::new();
            for m in family {
                let h = m.program.content_hash();
                if !st.slots.contains_key(&h) {
                    waiting.extend(m.narrowed.as_deref().map(|n| n.seed.as_str()));
                    let pending = Pending { program: m.program.clone(), narrowed: m.narrowed.clone() };
                    st.slots.insert(h.clone(), Slot::Pending(pending));
                    st.family_of.insert(h.clone(), f);
                    queue.push_back(h);
                }
            }
            st.family_size.push(queue.len());
            st.families.push(queue);
        }
        let mut sq = lock(&self.0.seed_queries);
        for seed in waiting {
            *sq.waiting.entry(seed.to_string()).or_default() += 1;
        }
    }

    fn uses_narrowed(&self) -> bool {
        true
    }

    /// A kept seed counts as one more narrowed mutant waiting for its queries.
    fn keep_seed(&self, seed: &str, keep: bool) {
        let mut sq = lock(&self.0.seed_queries);
        if keep {
            *sq.waiting.entry(seed.to_string()).or_default() += 1;
        } else if sq.waiting.contains_key(seed) {
            sq.take_one(seed);
        }
    }

    /// Boogie as configured: the mutants of a seed whose row is not `verified` get Boogie's
    /// verdicts (a `verified` of the query level would be a flip that Boogie never showed).
    fn confirmer(&self) -> Option<Arc<dyn Verifier>> {
        Some(self.0.boogie.verifier())
    }

    fn verify(&self, program: &ProgramText, workdir: &Path, timeout: Duration) -> RunResult {
        let ql = &self.0;
        let (queries, extraction_s) = ql.queries_of(program, workdir, timeout);
        lock(&ql.cost).mutants += 1;
        let (outcome, detail, count, solve_s) = match &queries {
            Some(q) => {
                let solved = ql.solve_all(q, timeout);
                ql.note_resources(program, &solved);
                let mut c = lock(&ql.cost);
                c.solving_s += solved.time_s;
                c.queries += u64::from(solved.count.total);
                c.reused += u64::from(solved.count.reused);
                drop(c);
                let (o, d) = solved.outcome();
                (o, d, Some(solved.count), solved.time_s)
            }
            None => (Outcome::ToolError, "no queries extracted".to_string(), None, 0.0),
        };
        if outcome == Outcome::Verified {
            let mut r = RunResult::empty(Outcome::Verified);
            r.verified = count.map(|c| c.total).unwrap_or(0);
            r.time_s = extraction_s + solve_s;
            r.command =
                format!("query level: {} (boogie, batched extraction) and {}", ql.boogie.label(), ql.solver.describe());
            r.tool_version = ql.boogie.version().to_string();
            r.detail = format!("query level: {detail}");
            r.queries = count;
            r.level = Some(VerdictLevel::Smt);
            return r;
        }
        // Not verified at the query level: Boogie decides the row.
        let mut r = ql.boogie_run(program, workdir, timeout);
        {
            let mut c = lock(&ql.cost);
            c.confirmation_s += r.time_s;
            c.confirmations += 1;
        }
        // The query level's timeout was a run of its own: with Boogie's it makes two.
        r.prior_timeout = outcome == Outcome::Timeout && r.outcome == Outcome::Timeout;
        let confirmed =
            if r.outcome == Outcome::Verified { "boogie verified it (layers disagree)" } else { "boogie confirms" };
        r.detail = if r.detail.is_empty() {
            format!("query level: {detail}; {confirmed}")
        } else {
            format!("query level: {detail}; {confirmed}: {}", r.detail)
        };
        r.time_s += extraction_s + solve_s;
        r.queries = count;
        r
    }
}
