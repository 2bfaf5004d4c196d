//! A directory of small TOML entry files, `<dir>/<key>.toml`: the storage of the disk caches
//! (the runner's program-level cache and the SMT query cache). An entry is written to a temporary
//! file and renamed into place, so concurrent writers (threads, shards) never leave a torn entry;
//! a missing, unreadable or malformed entry (e.g. one cut short by a crash of an old version) reads
//! as absent.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A directory of entry files (created on first write).
#[derive(Clone, Debug)]
pub struct EntryDir {
    dir: PathBuf,
}

static TMP_COUNTER: AtomicU64 = AtomicU64::new(0);

impl EntryDir {
    pub fn new(dir: impl Into<PathBuf>) -> EntryDir {
        EntryDir { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of the entry `key`.
    pub fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.toml"))
    }

    /// The stored entry for `key`, if any and readable as a `T`.
    pub fn get<T: DeserializeOwned>(&self, key: &str) -> Option<T> {
        toml::from_str(&fs::read_to_string(self.path(key)).ok()?).ok()
    }

    /// Stores `entry` under `key`, atomically replacing any previous entry.
    pub fn put<T: Serialize>(&self, key: &str, entry: &T) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let text = toml::to_string(entry).map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let n = TMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = self.dir.join(format!(".{key}.{}.{n}.tmp", std::process::id()));
        fs::write(&tmp, text)?;
        fs::rename(&tmp, self.path(key)).inspect_err(|_| {
            let _ = fs::remove_file(&tmp);
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct E {
        n: u32,
        text: String,
    }

    #[test]
    fn round_trip_misses_and_no_leftovers() {
        let dir = tempfile::tempdir().unwrap();
        let d = EntryDir::new(dir.path().join("c"));
        assert_eq!(d.get::<E>("k"), None);
        let e = E { n: 3, text: "a \"b\"\nc".into() };
        d.put("k", &e).unwrap();
        assert_eq!(d.get("k"), Some(e));
        d.put("k", &E { n: 4, text: String::new() }).unwrap();
        assert_eq!(d.get::<E>("k").map(|e| e.n), Some(4));
        fs::write(d.path("bad"), "n = ").unwrap();
        assert_eq!(d.get::<E>("bad"), None);
        let names: Vec<_> = fs::read_dir(d.dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }
}
