//! Helpers shared by the integration tests: where the real-world corpus lives, and the `.bpl`
//! files under a directory.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// `$CARGO_MANIFEST_DIR/../shared/corpus`; from a git worktree one level deeper
/// (`/work/wt/NAME`), the same directory is found by looking further up. Panics if absent:
/// the front-end tests must not pass vacuously.
pub fn corpus_dir() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for up in root.ancestors().skip(1).take(3) {
        let d = up.join("shared/corpus");
        if d.is_dir() {
            return d;
        }
    }
    panic!("the shared corpus is missing: expected {}/../shared/corpus", root.display());
}

/// Every `*.bpl` below `dir` (recursively), sorted; nothing if `dir` does not exist.
pub fn bpl_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "bpl") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}
