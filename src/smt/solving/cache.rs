//! The query-level result cache: a query whose exact text was already solved by the same solver
//! (binary, version, arguments: [`Solver::cache_key`]) under the same time limit is not solved
//! again. One small TOML file per run, `<dir>/<key>.toml`, written to a temporary file and renamed
//! into place (safe for concurrent writers: [`EntryDir`]). Errors are never stored (they are not facts about
//! the query). The runner's program-level `DiskCache` stores Boogie-level `RunResult`s, which
//! have no place for an SMT answer or a resource count, so this cache has its own entry type.
//!
//! **Timeouts are not replayed across runs.** A run that ended at a time limit ([`timed_out`]:
//! killed on the wall clock or at a CPU-time bound, or stopped by z3 at its own soft `:timeout`)
//! says as much about the machine's load as about the query. Such an entry answers only the run
//! that stored it (this [`QueryCache`] and its clones, e.g. a program's joint runs reusing its
//! queries' runs); a later run solves the text again, unless the user opts in
//! ([`QueryCache::replaying_timeouts`], `--replay-timeouts`), and even then only under the same
//! limit (the limit is part of the key). A run that stopped at a resource limit (`:rlimit`, z3's
//! `rlimit=N`) is deterministic (the same count on any machine) and is replayed like an answer:
//! that limit is part of the text or of the solver's arguments, so of the key.

use super::limits::{Exhausted, Limits};
use super::solve::{Answer, SolveResult, Solver};
use crate::util::entries::EntryDir;
use crate::util::hash::hex;
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A directory of cached solver runs (created on first write).
#[derive(Clone, Debug)]
pub struct QueryCache {
    entries: EntryDir,
    /// Replay time-limited runs stored by earlier runs too (the user's opt-in).
    replay_timeouts: bool,
    /// The keys this cache (and its clones) stored: this run's own runs, always replayed.
    stored: Arc<Mutex<HashSet<String>>>,
}

/// Whether run `r` of `script` ended at a time limit: killed on the wall clock or at a CPU-time
/// bound ([`Answer::Timeout`]), or an `unknown` z3 gave at its soft time limit (reason `timeout`,
/// or the script's `:timeout` ran out: [`Limits::exhausted`]). Not a resource limit.
pub fn timed_out(script: &str, r: &SolveResult) -> bool {
    match r.answer {
        Answer::Timeout => true,
        Answer::Unknown => {
            r.detail.contains("reason-unknown: timeout")
                || Limits::of_text(script).exhausted(r) == Some(Exhausted::Time)
        }
        _ => false,
    }
}

/// The cache key of running `solver` on `script` with `timeout`: hex SHA-256 over all three.
pub fn cache_key(solver: &Solver, script: &str, timeout: Duration) -> String {
    key_of(&solver.cache_key(), script, timeout)
}

/// [`cache_key`] of a solver given by its own key ([`Solver::cache_key`]).
pub fn key_of(solver_key: &str, script: &str, timeout: Duration) -> String {
    key_limited(solver_key, script, timeout, None)
}

/// [`key_of`] of a run that also has a CPU-time limit of `cpu_s` seconds (`None`: the key of
/// [`key_of`], so that the entries of runs without one stay valid).
pub fn key_limited(solver_key: &str, script: &str, timeout: Duration, cpu_s: Option<u64>) -> String {
    let mut h = Sha256::new();
    for part in [b"wobble-smt-query-v1".as_slice(), solver_key.as_bytes(), script.as_bytes()] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.update(timeout.as_millis().to_le_bytes());
    if let Some(n) = cpu_s {
        h.update(b"cpu");
        h.update(n.to_le_bytes());
    }
    hex(&h.finalize())
}

impl From<PathBuf> for QueryCache {
    /// [`QueryCache::new`].
    fn from(dir: PathBuf) -> QueryCache {
        QueryCache::new(dir)
    }
}

impl QueryCache {
    /// The cache in `dir`; it replays no time-limited run stored by an earlier run.
    pub fn new(dir: impl Into<PathBuf>) -> QueryCache {
        QueryCache { entries: EntryDir::new(dir), replay_timeouts: false, stored: Arc::default() }
    }

    /// This cache replaying time-limited runs stored by earlier runs as well, when `replay`
    /// (`--replay-timeouts`; the limit is part of the key, so only under the same limit).
    pub fn replaying_timeouts(self, replay: bool) -> QueryCache {
        QueryCache { replay_timeouts: replay, ..self }
    }

    pub fn dir(&self) -> &Path {
        self.entries.dir()
    }

    /// The stored run for `key`, whatever it is (no replay rule: [`QueryCache::lookup`] has it);
    /// missing or unreadable entries are misses.
    pub fn get(&self, key: &str) -> Option<SolveResult> {
        self.entries.get(key)
    }

    /// Whether a stored run under `key` that ended at a time limit may answer now: it is this
    /// run's own, or the user opted in.
    pub fn replays_timeout(&self, key: &str) -> bool {
        self.replay_timeouts || self.stored.lock().unwrap_or_else(|e| e.into_inner()).contains(key)
    }

    /// The stored run under `key` of `script`, if it may answer now (see the module doc).
    fn hit(&self, key: &str, script: &str) -> Option<SolveResult> {
        self.get(key).filter(|r| !timed_out(script, r) || self.replays_timeout(key))
    }

    /// The stored run of `solver` on `script` within `timeout` that may answer now, if any (no
    /// run).
    pub fn lookup(&self, solver: &Solver, script: &str, timeout: Duration) -> Option<SolveResult> {
        self.hit(&cache_key(solver, script, timeout), script)
    }

    /// Stores `result` under `key` unless it is an error. Returns whether it was stored.
    pub fn put(&self, key: &str, result: &SolveResult) -> io::Result<bool> {
        if result.answer == Answer::Error {
            return Ok(false);
        }
        self.entries.put(key, result)?;
        self.note_stored(key);
        Ok(true)
    }

    fn note_stored(&self, key: &str) {
        self.stored.lock().unwrap_or_else(|e| e.into_inner()).insert(key.to_string());
    }

    /// A stored entry of another kind (e.g. a [`crate::smt::observation::observe::Observation`]) under `key`;
    /// missing or unreadable entries are misses. The caller applies the replay rule
    /// ([`QueryCache::replays_timeout`]).
    pub(crate) fn get_entry<T: serde::de::DeserializeOwned>(&self, key: &str) -> Option<T> {
        self.entries.get(key)
    }

    /// Stores an entry of another kind under `key` (the caller decides what is a fact).
    pub(crate) fn put_entry<T: serde::Serialize>(&self, key: &str, entry: &T) -> io::Result<()> {
        self.entries.put(key, entry)?;
        self.note_stored(key);
        Ok(())
    }

    /// Runs `solver` on `script` unless the cache has the answer. Returns the result and whether
    /// it came from the cache. A cache that cannot be written is not an error (the run stands).
    pub fn solve_script(
        &self,
        solver: &Solver,
        script: &str,
        workdir: &Path,
        timeout: Duration,
    ) -> (SolveResult, bool) {
        self.solve_with(solver, script, timeout, || solver.solve_script(script, workdir, timeout))
    }

    /// [`QueryCache::solve_script`] with a CPU-time limit of `cpu_s` seconds besides `timeout`
    /// (part of the key: [`key_limited`]).
    pub fn solve_script_cpu(
        &self,
        solver: &Solver,
        script: &str,
        workdir: &Path,
        timeout: Duration,
        cpu_s: Option<u64>,
    ) -> (SolveResult, bool) {
        let key = key_limited(&solver.cache_key(), script, timeout, cpu_s);
        self.solve_at(&key, script, || solver.solve_script_cpu(script, workdir, timeout, cpu_s))
    }

    /// [`QueryCache::solve_script`] with the run on a miss done by `run` (which must run
    /// `solver` on exactly `script` within `timeout`, e.g. in a [`super::session::Session`]).
    pub fn solve_with(
        &self,
        solver: &Solver,
        script: &str,
        timeout: Duration,
        run: impl FnOnce() -> SolveResult,
    ) -> (SolveResult, bool) {
        self.solve_keyed(&solver.cache_key(), script, timeout, run)
    }

    /// [`QueryCache::solve_with`] for a solver given by its key ([`Solver::cache_key`]).
    pub fn solve_keyed(
        &self,
        solver_key: &str,
        script: &str,
        timeout: Duration,
        run: impl FnOnce() -> SolveResult,
    ) -> (SolveResult, bool) {
        self.solve_at(&key_of(solver_key, script, timeout), script, run)
    }

    /// The stored run under `key` of `script` that may answer now, else `run()` stored there.
    fn solve_at(&self, key: &str, script: &str, run: impl FnOnce() -> SolveResult) -> (SolveResult, bool) {
        if let Some(hit) = self.hit(key, script) {
            return (hit, true);
        }
        let r = run();
        let _ = self.put(key, &r);
        (r, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cpu_bound_is_part_of_the_key_and_no_bound_keeps_the_old_key() {
        let (t, s) = (Duration::from_secs(10), "(check-sat)\n");
        assert_eq!(key_limited("z3", s, t, None), key_of("z3", s, t));
        assert_ne!(key_limited("z3", s, t, Some(4)), key_of("z3", s, t));
        assert_ne!(key_limited("z3", s, t, Some(4)), key_limited("z3", s, t, Some(5)));
    }
    use std::fs;

    fn result(answer: Answer) -> SolveResult {
        SolveResult { answer, time_s: 0.25, rlimit: Some(1234), detail: "a \"b\"\nc".into(), command: "z3 q".into() }
    }

    /// A timeout stored by an earlier run is solved again unless the user opts in; this run's own
    /// timeouts, other answers and resource-limit stops are replayed.
    #[test]
    fn timeouts_of_earlier_runs_are_not_replayed_unless_asked() {
        let dir = tempfile::tempdir().unwrap();
        let t = Duration::from_secs(1);
        let killed = SolveResult { rlimit: None, ..result(Answer::Timeout) };
        let soft = SolveResult { detail: "reason-unknown: canceled".into(), ..result(Answer::Unknown) };
        let unsat = result(Answer::Unsat);
        let first = QueryCache::new(dir.path());
        let mut runs = 0;
        for (name, r) in [("killed", &killed), ("soft", &soft), ("unsat", &unsat)] {
            let script = format!("(set-option :timeout 500)\n(echo \"{name}\")\n(check-sat)\n");
            let (got, hit) = first.solve_keyed("z3", &script, t, || {
                runs += 1;
                r.clone()
            });
            assert_eq!((&got, hit), (r, false), "{name}");
            // This run's own runs answer again (a clone shares them: joint runs reuse query runs).
            assert!(first.clone().solve_keyed("z3", &script, t, || unreachable!()).1, "{name}");
            let (again, hit) = QueryCache::new(dir.path()).solve_keyed("z3", &script, t, || unsat.clone());
            assert_eq!(hit, r == &unsat, "{name}: a later run replays only the answer");
            assert_eq!(again, unsat);
            // The entry as the first run stored it; a later run that opts in replays it.
            first.put(&key_of("z3", &script, t), r).unwrap();
            let opted = QueryCache::new(dir.path()).replaying_timeouts(true);
            assert_eq!(opted.solve_keyed("z3", &script, t, || unreachable!()), (r.clone(), true), "{name}");
            // Only under the same limit: another limit is another key.
            assert!(!opted.solve_keyed("z3", &script, Duration::from_secs(2), || unsat.clone()).1, "{name}");
        }
        assert_eq!(runs, 3);
        // A resource limit stop is a fact of the query: replayed by a later run.
        let rlimited = "(set-option :rlimit 5000)\n(check-sat)\n";
        let out =
            SolveResult { detail: "reason-unknown: canceled".into(), rlimit: Some(5001), ..result(Answer::Unknown) };
        assert!(
            !timed_out(rlimited, &out) && timed_out("(set-option :timeout 9)", &soft) && timed_out(rlimited, &killed)
        );
        first.put(&key_of("z3", rlimited, Duration::from_secs(1)), &out).unwrap();
        let later = QueryCache::new(dir.path());
        assert_eq!(later.solve_keyed("z3", rlimited, Duration::from_secs(1), || unreachable!()), (out, true));
    }

    #[test]
    fn round_trip_misses_and_errors() {
        let dir = tempfile::tempdir().unwrap();
        let c = QueryCache::new(dir.path().join("q"));
        assert_eq!(c.get("k"), None);
        assert!(c.put("k", &result(Answer::Unsat)).unwrap());
        assert_eq!(c.get("k"), Some(result(Answer::Unsat)));
        let mut no_rlimit = result(Answer::Timeout);
        no_rlimit.rlimit = None;
        assert!(c.put("t", &no_rlimit).unwrap());
        assert_eq!(c.get("t"), Some(no_rlimit));
        assert!(!c.put("e", &result(Answer::Error)).unwrap());
        assert_eq!(c.get("e"), None);
        fs::write(c.entries.path("bad"), "answer = ").unwrap();
        assert_eq!(c.get("bad"), None);
        let names: Vec<_> = fs::read_dir(c.dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 3, "{names:?}");
    }
}
