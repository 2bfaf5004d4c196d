//! Parallel verifier runs with timeouts, a content-hash cache, and streamed CSV results.
//!
//! # Using the runner
//!
//! Every stage that verifies programs (`fuzz`, `campaign`, `minimize`, `compare`, `reproduce`)
//! builds a list of [`Job`]s and hands it to [`run_jobs`]:
//!
//! ```no_run
//! # use std::sync::Arc; use std::time::Duration;
//! # use wobble::runner::*; use wobble::verifiers::Verifier; use wobble::syntax::source::ProgramText;
//! # fn demo(boogie: Arc<dyn Verifier>, seed_text: String, mutants: Vec<(u32, String, String)>) -> Result<(), RunError> {
//! let dir = ResultsDir::named("results", "demo");
//! dir.create().map_err(|e| RunError::Io { path: dir.root().into(), source: e })?;
//! install_interrupt_handler().ok();          // once, at the CLI edge
//! let mut jobs = vec![Job::new(RunMeta::seed_run("seeds/a.bpl", "A", "seeds/a.bpl"),
//!                              ProgramText::single("a.bpl", seed_text), boogie.clone())];
//! for (i, chain, text) in mutants {
//!     let meta = RunMeta { seed: "seeds/a.bpl".into(), group: "A".into(), batch: "M*".into(),
//!                          mutant: Some(i), chain, rng_seed: 42, path: format!("mutants/a_{i}.bpl") };
//!     jobs.push(Job::new(meta, ProgramText::single("a.bpl", text), boogie.clone()));
//! }
//! let mut opts = RunOptions::new(2, Duration::from_secs(10));
//! opts.confirm_timeouts = 2;
//! opts.cache_dir = Some(dir.cache_dir());
//! let mut sink = ResultSink::append(dir.csv_path())?;   // `--resume`; `create` starts afresh
//! let summary = run_jobs(jobs, &opts, &mut sink)?;
//! eprintln!("{summary}");
//! # Ok(()) }
//! ```
//!
//! - **Jobs and keys.** A [`Job`] is the run's metadata ([`RunMeta`]: every CSV column known
//!   before the run), a [`ProgramText`](crate::syntax::source::ProgramText) and an
//!   `Arc<dyn Verifier>`. A run's identity in the CSV is its [`RunKey`] (seed, batch, mutant,
//!   tool). Jobs whose key the sink already holds (rows of an earlier invocation opened with
//!   [`ResultSink::append`], or an earlier job of the same list) are skipped, which is all that
//!   `--resume` needs; [`load_done`] returns those keys for callers that want to skip work
//!   (mutant generation) earlier.
//! - **Order.** Seed runs (batch [`SEED_BATCH`]) are scheduled before mutant runs; otherwise
//!   jobs start in the order given. Rows are written in the order runs finish.
//! - **Threads.** A dedicated rayon pool of `opts.jobs` threads runs the verifiers; the calling
//!   thread is the only writer: it writes each row to the CSV and flushes it at once, updates
//!   the cache and the progress bar ([`progress`]; hidden with `quiet` or when stderr is not a
//!   terminal).
//! - **Work directories.** Each tool invocation gets a fresh temporary directory under
//!   `opts.work_root` (default: the system temp dir), removed afterwards.
//! - **Timeouts.** With `confirm_timeouts = K`, a run that times out is repeated up to K more
//!   times; it is recorded as `timeout` only if every repetition timed out, otherwise the first
//!   non-timeout result is recorded. The `repeats` column holds the number of repetitions made
//!   (0 when the first run did not time out); `time_s` of a confirmed timeout is the first run's.
//! - **Tool errors.** A run that ends in [`Outcome::ToolError`](crate::verifiers::Outcome)
//!   (the tool crashed or printed nothing we can classify) is tried up to
//!   [`TOOL_ERROR_RETRIES`] more times before the tool error is recorded: such crashes are
//!   rare, transient, and not facts about the program. The retries count as tool runs in the
//!   summary but not in `repeats`.
//! - **Rejected mutants.** With `judge_rejected_mutants` (`fuzz`, `campaign`), a mutant that a
//!   tool rejects (parse or type error) is judged by wobble's own front end
//!   ([`crate::syntax::wellformed`]): if wobble refuses it too, the row is
//!   [`Outcome::InvalidMutant`](crate::verifiers::Outcome) (wobble made an ill-formed mutant: its
//!   bug, never a verdict of the tool), both messages in its detail, and a warning goes to stderr;
//!   otherwise the tool's outcome stands. The cache keeps the tool's own result.
//! - **Cache.** Jobs with the same program text ([`crate::syntax::source::ProgramText::content_hash`]), verifier
//!   [`cache_key`](crate::verifiers::Verifier::cache_key) and timeout are verified once per
//!   invocation, and with `opts.cache_dir` (normally [`ResultsDir::cache_dir`]) once across
//!   invocations and shards writing to the same results directory. Tool errors are never
//!   cached; a cached timeout confirmed fewer times than now asked for is run again.
//!   [`RunSummary::cache_hits`] / [`RunSummary::cache_misses`] count jobs answered without /
//!   with a tool run.
//! - **Stop on first.** With `stop_on_first`, once a seed has flipped with a tool (the seed
//!   verified, one of its mutants did not: [`is_flip`]), the seed's remaining mutant jobs with
//!   that tool are not started and not recorded (a run already in flight on another thread
//!   finishes but is not recorded either, so the rows of a seed stop at its first flip).
//! - **Interruption.** [`install_interrupt_handler`] (once, by the CLI) makes Ctrl-C / SIGTERM
//!   kill running tools and stop [`run_jobs`]; a [`CancelFlag`] in the options does the same
//!   programmatically (without killing). No new run starts, runs cut short are not recorded,
//!   every finished run's row is on disk, and [`RunError::Interrupted`] carries the summary.
//! - **Memory sink.** `minimize` and `reproduce` can use [`ResultSink::memory`] and read
//!   [`ResultSink::records`] (a sink remembers the keys it recorded: reusing one sink for
//!   several calls needs distinct keys, e.g. the candidate number as `mutant`); `compare` runs
//!   the same jobs with two verifiers (the tool label is part of the key) into one CSV.
//! - **Groups.** [`groups`]: `--groups` mapping files that set the group of seeds and of results
//!   rows (used by `campaign` and `tables`).

pub mod cache;
pub mod config;
pub mod error;
mod exec;
pub mod flips;
pub mod groups;
pub mod interrupt;
pub use crate::store::layout;
pub mod plan;
pub mod progress;
pub use crate::store::record;
pub mod sink;
pub mod summary;

pub use cache::{CacheEntry, DiskCache};
pub use error::RunError;
pub use exec::{verify_retrying, TOOL_ERROR_RETRIES};
pub use flips::FlipTracker;
pub use interrupt::{install_interrupt_handler, interrupted, CancelFlag};
pub use layout::ResultsDir;
pub use plan::{is_flip, Job, RunKey, RunMeta, SeedTool};
pub use record::{RunRecord, SEED_BATCH, STAR_BATCH};
pub use sink::{load_done, ResultSink};
pub use summary::RunSummary;

use exec::Executed;
use plan::Plan;
use progress::Progress;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How to run a list of jobs.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Parallel verifier runs (at least 1).
    pub jobs: usize,
    /// Wall-clock limit of one tool invocation.
    pub timeout: Duration,
    /// How many more times a timed-out run is repeated to confirm the timeout.
    pub confirm_timeouts: u32,
    /// No progress bar.
    pub quiet: bool,
    /// The result cache directory (normally [`ResultsDir::cache_dir`]); `None`: no disk cache
    /// (identical jobs of one invocation still run once).
    pub cache_dir: Option<PathBuf>,
    /// Skip the remaining mutants of a seed once it flipped (per tool).
    pub stop_on_first: bool,
    /// Skip the remaining mutants of a seed (per tool) once the judge calls one of its flips a
    /// finding; every flip is judged, in the worker that recorded it, until one is.
    pub stop_on_finding: Option<Judge>,
    /// Where the per-run temporary directories are made; `None`: the system temp dir.
    pub work_root: Option<PathBuf>,
    /// Raised to stop the run early (Ctrl-C / SIGTERM also stop it once the handler is installed).
    pub cancel: CancelFlag,
    /// Judge every mutant that a tool rejects (parse or type error) with wobble's own front end
    /// ([`crate::syntax::wellformed`]): one it refuses too is recorded as
    /// [`Outcome::InvalidMutant`](crate::verifiers::Outcome) (a wobble bug, not the tool's
    /// verdict), with a warning on stderr; one it accepts keeps the tool's outcome (`fuzz` and
    /// `campaign` report it as a `front-end` finding when the tool accepted the seed).
    pub judge_rejected_mutants: bool,
}

impl RunOptions {
    /// `jobs` threads, `timeout` per run, no confirmation, no cache, progress bar on.
    pub fn new(jobs: usize, timeout: Duration) -> RunOptions {
        RunOptions {
            jobs: jobs.max(1),
            timeout,
            confirm_timeouts: 0,
            quiet: false,
            cache_dir: None,
            stop_on_first: false,
            stop_on_finding: None,
            work_root: None,
            cancel: CancelFlag::new(),
            judge_rejected_mutants: false,
        }
    }
}

/// Decides whether a flip is a finding (`stop_on_finding`): e.g. by classifying it.
pub trait FlipJudge: Send + Sync {
    /// Whether the flip `mutant` (a mutant's row whose seed verified with its tool, and which
    /// did not) is a finding that stops its seed.
    fn is_finding(&self, mutant: &RunRecord) -> bool;
    /// Whether judging failed: the run then starts no new runs (its caller reports the failure),
    /// rather than running every remaining mutant that nothing would stop.
    fn failed(&self) -> bool {
        false
    }
}

/// A shared [`FlipJudge`].
#[derive(Clone)]
pub struct Judge(pub std::sync::Arc<dyn FlipJudge>);

impl std::fmt::Debug for Judge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Judge")
    }
}

/// What this invocation knows about a cache key.
enum Memo {
    /// A worker is running it; these job indices wait for its result.
    Running(Vec<usize>),
    Done(CacheEntry),
}

/// State shared by the workers of one [`run_jobs`] call.
struct Shared<'a> {
    plan: &'a Plan,
    opts: &'a RunOptions,
    cache: Option<DiskCache>,
    work_root: PathBuf,
    next: AtomicUsize,
    /// Set by the writer when it cannot go on (results file not writable).
    abort: AtomicBool,
    /// Results of this invocation by cache key: identical jobs run once.
    memo: Mutex<HashMap<String, Memo>>,
    /// Flip state over every row recorded so far (updated by the workers as soon as a result is
    /// known, so that `stop_on_first` takes effect before the next job starts).
    flips: Mutex<FlipTracker>,
    /// (seed, tool) pairs with a flip the `stop_on_finding` judge called a finding.
    found: Mutex<std::collections::HashSet<SeedTool>>,
}

/// A message from a worker to the writer.
enum Msg {
    /// Rows of one or more jobs answered by one result (possibly none if all were skipped).
    Rows(Answered),
    /// A run cut short by cancellation.
    Cancelled { runs: u32, busy: Duration },
    /// A job could not be run (a temporary directory or cache entry could not be written).
    Failed(RunError),
}

#[derive(Default)]
struct Answered {
    rows: Vec<RunRecord>,
    hits: usize,
    misses: usize,
    skipped: usize,
    runs: u32,
    busy: Duration,
    newly_flipped: Vec<SeedTool>,
    /// Warnings for the writer to print (invalid mutants).
    warnings: Vec<String>,
}

/// Locks a mutex; a poisoned lock only means another worker panicked, the data stays valid.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Shared<'_> {
    fn stopped(&self) -> bool {
        self.abort.load(Ordering::SeqCst)
            || self.opts.cancel.is_cancelled()
            || self.opts.stop_on_finding.as_ref().is_some_and(|Judge(j)| j.failed())
    }

    /// Whether `job` should still be recorded: not a mutant of a seed that flipped with its tool
    /// (when `stop_on_first`).
    fn live(&self, flips: &FlipTracker, job: &Job) -> bool {
        if job.meta.is_seed() {
            return true;
        }
        let (seed, tool) = (&job.meta.seed, job.verifier.label());
        if self.opts.stop_on_first && flips.is_flipped(seed, tool) {
            return false;
        }
        !(self.opts.stop_on_finding.is_some() && lock(&self.found).contains(&(seed.clone(), tool.to_string())))
    }

    /// Under `stop_on_finding`: judges the flips among `rows` whose seed has no finding yet.
    fn judge(&self, rows: &[RunRecord]) {
        let Some(Judge(judge)) = &self.opts.stop_on_finding else { return };
        for r in rows.iter().filter(|r| r.batch != SEED_BATCH && !r.outcome.passes()) {
            let key = (r.seed.clone(), r.tool.clone());
            let seed_passed = lock(&self.flips).seed_outcome(&r.seed, &r.tool).is_some_and(|o| o.passes());
            if seed_passed && !lock(&self.found).contains(&key) && judge.is_finding(r) {
                lock(&self.found).insert(key);
            }
        }
    }

    /// One worker: takes jobs in schedule order until none is left or the run is stopped.
    fn work(&self, tx: &mpsc::Sender<Msg>) {
        while !self.stopped() {
            let i = self.next.fetch_add(1, Ordering::SeqCst);
            if i >= self.plan.jobs.len() {
                break;
            }
            if let Some(msg) = self.do_job(i) {
                if tx.send(msg).is_err() {
                    break;
                }
            }
        }
    }

    /// Answers job `i`: from this invocation's results, by waiting for an identical job in
    /// flight (then `None`: that job's worker answers both), from the disk cache, or by running
    /// the tool.
    fn do_job(&self, i: usize) -> Option<Msg> {
        let p = &self.plan.jobs[i];
        if !self.live(&lock(&self.flips), &p.job) {
            return Some(Msg::Rows(Answered { skipped: 1, ..Answered::default() }));
        }
        {
            let mut memo = lock(&self.memo);
            match memo.get_mut(&p.cache_key) {
                Some(Memo::Done(entry)) => {
                    let entry = entry.clone();
                    drop(memo);
                    let a = self.answer(&entry, &[i], None, 0, Duration::ZERO);
                    self.judge(&a.rows);
                    return Some(Msg::Rows(a));
                }
                Some(Memo::Running(waiting)) => {
                    waiting.push(i);
                    return None;
                }
                None => {
                    memo.insert(p.cache_key.clone(), Memo::Running(Vec::new()));
                }
            }
        }
        let cached =
            self.cache.as_ref().and_then(|c| c.get(&p.cache_key)).filter(|e| e.satisfies(self.opts.confirm_timeouts));
        let (entry, ran, runs, busy) = match cached {
            Some(entry) => (entry, None, 0, Duration::ZERO),
            None => {
                let o = self.opts;
                match exec::execute(
                    p.job.verifier.as_ref(),
                    &p.job.program,
                    o.timeout,
                    o.confirm_timeouts,
                    &self.work_root,
                    &o.cancel,
                ) {
                    Ok(Executed::Done { entry, runs, busy }) => (entry, Some(i), runs, busy),
                    Ok(Executed::Cancelled { runs, busy }) => return Some(Msg::Cancelled { runs, busy }),
                    Err(e) => return Some(Msg::Failed(RunError::io(self.work_root.as_path(), e))),
                }
            }
        };
        if let (Some(_), true, Some(c)) = (ran, CacheEntry::cacheable(&entry.result), &self.cache) {
            if let Err(e) = c.put(&p.cache_key, &entry) {
                return Some(Msg::Failed(RunError::io(c.dir(), e)));
            }
        }
        let waiting = match lock(&self.memo).insert(p.cache_key.clone(), Memo::Done(entry.clone())) {
            Some(Memo::Running(w)) => w,
            _ => Vec::new(),
        };
        let mut jobs = vec![i];
        jobs.extend(waiting);
        let a = self.answer(&entry, &jobs, ran, runs, busy);
        self.judge(&a.rows);
        Some(Msg::Rows(a))
    }

    /// With `judge_rejected_mutants`: why wobble's own front end refuses the program of `jobs`
    /// (answered by `entry`) when the tool rejected it and one of them is a mutant.
    fn refused(&self, entry: &CacheEntry, jobs: &[usize]) -> Option<String> {
        if !self.opts.judge_rejected_mutants || !entry.result.outcome.rejected() {
            return None;
        }
        let p = jobs.iter().map(|&j| &self.plan.jobs[j]).find(|p| !p.job.meta.is_seed())?;
        crate::syntax::wellformed::judge(&p.job.program).err().map(|e| e.to_string())
    }

    /// The rows of `jobs` answered by `entry` (`ran`: the job whose tool run produced it);
    /// mutants of seeds that flipped meanwhile are skipped under `stop_on_first`.
    fn answer(&self, entry: &CacheEntry, jobs: &[usize], ran: Option<usize>, runs: u32, busy: Duration) -> Answered {
        let mut out = Answered { runs, busy, ..Answered::default() };
        // The jobs of one entry verify one program text: it is judged once.
        let refused = self.refused(entry, jobs);
        let mut flips = lock(&self.flips);
        for &j in jobs {
            let p = &self.plan.jobs[j];
            if !self.live(&flips, &p.job) {
                out.skipped += 1;
                continue;
            }
            let mut rec = p.job.record(&entry.result, entry.repeats, &p.program_hash);
            if let (Some(why), false) = (&refused, p.job.meta.is_seed()) {
                out.warnings.push(format!(
                    "warning: wobble made an ill-formed mutant (a bug of wobble; recorded as invalid_mutant, \
                     not as {}'s verdict): {} [{} #{}] of {}: {why}",
                    rec.tool,
                    rec.path,
                    rec.batch,
                    rec.mutant.unwrap_or(0),
                    rec.seed
                ));
                rec.detail =
                    format!("wobble's own front end refuses the mutant: {why}; {} said: {}", rec.tool, rec.detail);
                rec.outcome = crate::verifiers::Outcome::InvalidMutant;
            }
            if flips.observe(&rec) {
                out.newly_flipped.push((rec.seed.clone(), rec.tool.clone()));
            }
            if ran == Some(j) {
                out.misses += 1;
            } else {
                out.hits += 1;
            }
            out.rows.push(rec);
        }
        out
    }
}

/// Runs `jobs` in parallel and writes one row per finished run to `sink` (see the module
/// documentation for order, caching, timeouts, resume and interruption).
pub fn run_jobs(jobs: Vec<Job>, opts: &RunOptions, sink: &mut ResultSink) -> Result<RunSummary, RunError> {
    let started = Instant::now();
    let mut summary = RunSummary { total_jobs: jobs.len(), ..RunSummary::default() };
    let plan = Plan::new(jobs, sink.done(), opts.timeout);
    summary.already_done = plan.already_done;
    let threads = opts.jobs.max(1).min(plan.jobs.len().max(1));
    let pool = crate::util::pool::named_pool(threads, "wobble-runner")?;
    let shared = Shared {
        plan: &plan,
        opts,
        cache: opts.cache_dir.as_ref().map(DiskCache::new),
        work_root: opts.work_root.clone().unwrap_or_else(std::env::temp_dir),
        next: AtomicUsize::new(0),
        abort: AtomicBool::new(false),
        memo: Mutex::new(HashMap::new()),
        flips: Mutex::new(sink.flips().clone()),
        found: Mutex::new(std::collections::HashSet::new()),
    };
    let mut progress = Progress::new(plan.jobs.len() as u64, opts.quiet);
    let mut failure: Option<RunError> = None;

    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<Msg>();
        let (shared, pool) = (&shared, &pool);
        scope.spawn(move || {
            pool.scope(|ps| {
                for _ in 0..threads {
                    let tx = tx.clone();
                    ps.spawn(move |_| shared.work(&tx));
                }
            });
            drop(tx);
        });

        // The writer: this thread.
        let mut killed_at: Option<Instant> = None;
        loop {
            let msg = match rx.recv_timeout(Duration::from_millis(200)) {
                Ok(msg) => msg,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    // Tools started just before a signal escaped the handler's kill: kill again.
                    if interrupted() && killed_at.is_none_or(|t| t.elapsed() > Duration::from_millis(500)) {
                        interrupt::kill_running_tools();
                        killed_at = Some(Instant::now());
                    }
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
            match msg {
                Msg::Failed(e) => {
                    shared.abort.store(true, Ordering::SeqCst);
                    failure.get_or_insert(e);
                }
                Msg::Cancelled { runs, busy } => {
                    summary.tool_runs += runs as usize;
                    summary.busy_s += busy.as_secs_f64();
                    summary.discarded += usize::from(runs > 0);
                }
                Msg::Rows(u) => {
                    summary.tool_runs += u.runs as usize;
                    summary.busy_s += u.busy.as_secs_f64();
                    summary.skipped_flipped += u.skipped;
                    progress.skip(u.skipped as u64);
                    if failure.is_some() {
                        continue;
                    }
                    summary.cache_hits += u.hits;
                    summary.cache_misses += u.misses;
                    summary.flipped.extend(u.newly_flipped);
                    for w in &u.warnings {
                        progress.warn(w);
                    }
                    for rec in u.rows {
                        let outcome = rec.outcome;
                        if let Err(e) = sink.write(rec) {
                            shared.abort.store(true, Ordering::SeqCst);
                            failure = Some(e);
                            break;
                        }
                        summary.recorded += 1;
                        *summary.outcomes.entry(outcome).or_default() += 1;
                        progress.record(outcome);
                    }
                }
            }
        }
    });
    progress.finish();
    summary.wall_s = started.elapsed().as_secs_f64();
    if let Some(e) = failure {
        return Err(e);
    }
    if opts.cancel.is_cancelled() {
        return Err(RunError::Interrupted(Box::new(summary)));
    }
    Ok(summary)
}
