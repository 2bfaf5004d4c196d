//! The query-level result cache: a query whose exact text was already solved by the same solver
//! (binary, version, arguments: [`Solver::cache_key`]) under the same time limit is not solved
//! again. One small TOML file per run, `<dir>/<key>.toml`, written to a temporary file and renamed
//! into place (safe for concurrent writers: [`EntryDir`]). Errors are never stored (they are not facts about
//! the query). The runner's program-level `DiskCache` stores Boogie-level `RunResult`s, which
//! have no place for an SMT answer or a resource count, so this cache has its own entry type.

use super::solve::{Answer, SolveResult, Solver};
use crate::util::entries::EntryDir;
use crate::util::hash::hex;
use sha2::{Digest, Sha256};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A directory of cached solver runs (created on first write).
#[derive(Clone, Debug)]
pub struct QueryCache {
    entries: EntryDir,
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

impl QueryCache {
    pub fn new(dir: impl Into<PathBuf>) -> QueryCache {
        QueryCache { entries: EntryDir::new(dir) }
    }

    pub fn dir(&self) -> &Path {
        self.entries.dir()
    }

    /// The stored run for `key`; missing or unreadable entries are misses.
    pub fn get(&self, key: &str) -> Option<SolveResult> {
        self.entries.get(key)
    }

    /// The stored run of `solver` on `script` within `timeout`, if any (no run).
    pub fn lookup(&self, solver: &Solver, script: &str, timeout: Duration) -> Option<SolveResult> {
        self.get(&cache_key(solver, script, timeout))
    }

    /// Stores `result` under `key` unless it is an error. Returns whether it was stored.
    pub fn put(&self, key: &str, result: &SolveResult) -> io::Result<bool> {
        if result.answer == Answer::Error {
            return Ok(false);
        }
        self.entries.put(key, result)?;
        Ok(true)
    }

    /// A stored entry of another kind (e.g. a [`super::observe::Observation`]) under `key`;
    /// missing or unreadable entries are misses.
    pub(crate) fn get_entry<T: serde::de::DeserializeOwned>(&self, key: &str) -> Option<T> {
        self.entries.get(key)
    }

    /// Stores an entry of another kind under `key` (the caller decides what is a fact).
    pub(crate) fn put_entry<T: serde::Serialize>(&self, key: &str, entry: &T) -> io::Result<()> {
        self.entries.put(key, entry)
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
        self.solve_at(&key, || solver.solve_script_cpu(script, workdir, timeout, cpu_s))
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
        self.solve_at(&key_of(solver_key, script, timeout), run)
    }

    /// The stored run under `key`, else `run()` stored there.
    fn solve_at(&self, key: &str, run: impl FnOnce() -> SolveResult) -> (SolveResult, bool) {
        if let Some(hit) = self.get(key) {
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
