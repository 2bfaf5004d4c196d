//! The content-addressed result cache of a results directory: one small TOML file per run,
//! `.cache/<key>.toml`, where the key hashes the program text, the verifier's cache key and the
//! time limit ([`super::plan::cache_key`]). Shared by every invocation that writes into the same
//! results directory (and by concurrent shards: entries are written to a temporary file and
//! renamed into place: [`EntryDir`]). Tool errors are never stored.

use crate::util::entries::EntryDir;
use crate::verifiers::{Outcome, RunResult};
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

/// A stored result: what the verifier said, and how many extra runs confirmation took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CacheEntry {
    /// Extra runs made to confirm a timeout (0 when the first run did not time out).
    pub repeats: u32,
    pub result: RunResult,
}

impl CacheEntry {
    /// Whether this entry answers a run with `confirm_timeouts` confirmations: timeouts count
    /// only if they were confirmed at least as often as asked now.
    pub fn satisfies(&self, confirm_timeouts: u32) -> bool {
        self.result.outcome != Outcome::Timeout || self.repeats >= confirm_timeouts
    }

    /// Whether a result may be stored at all: tool errors (crashes, tools that could not start)
    /// are not reproducible facts about the program.
    pub fn cacheable(result: &RunResult) -> bool {
        result.outcome != Outcome::ToolError
    }
}

/// A cache directory (created on first write).
#[derive(Clone, Debug)]
pub struct DiskCache {
    entries: EntryDir,
}

impl DiskCache {
    pub fn new(dir: impl Into<PathBuf>) -> DiskCache {
        DiskCache { entries: EntryDir::new(dir) }
    }

    pub fn dir(&self) -> &Path {
        self.entries.dir()
    }

    /// The stored entry for `key`, if any. A missing, unreadable or malformed entry (e.g. one
    /// cut short by a crash of an old version) is a miss.
    pub fn get(&self, key: &str) -> Option<CacheEntry> {
        self.entries.get(key)
    }

    /// Stores `entry` under `key`, atomically replacing any previous entry.
    pub fn put(&self, key: &str, entry: &CacheEntry) -> io::Result<()> {
        self.entries.put(key, entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn result(outcome: Outcome) -> RunResult {
        RunResult {
            outcome,
            verified: 2,
            errors: 0,
            error_kinds: vec!["assertion".into()],
            time_s: 0.5,
            command: "boogie \"a b.bpl\"".into(),
            tool_version: "boogie 2.4.1; z3 4.8.12".into(),
            detail: "line 1\nline \"2\"".into(),
            queries: None,
            level: None,
            prior_timeout: false,
        }
    }

    #[test]
    fn round_trip_and_misses() {
        let dir = tempfile::tempdir().unwrap();
        let cache = DiskCache::new(dir.path().join(".cache"));
        assert_eq!(cache.get("k1"), None);
        let e = CacheEntry { repeats: 1, result: result(Outcome::Verified) };
        cache.put("k1", &e).unwrap();
        assert_eq!(cache.get("k1"), Some(e));
        fs::write(cache.entries.path("k2"), "repeats = ").unwrap();
        assert_eq!(cache.get("k2"), None);
        // no temporary files left behind
        let names: Vec<_> = fs::read_dir(cache.dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }

    #[test]
    fn timeouts_need_enough_confirmations() {
        let t = CacheEntry { repeats: 1, result: result(Outcome::Timeout) };
        assert!(t.satisfies(0) && t.satisfies(1) && !t.satisfies(2));
        let v = CacheEntry { repeats: 0, result: result(Outcome::Failed) };
        assert!(v.satisfies(5));
        assert!(!CacheEntry::cacheable(&result(Outcome::ToolError)));
        assert!(CacheEntry::cacheable(&result(Outcome::Timeout)));
    }
}
