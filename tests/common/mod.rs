//! Helpers shared by the integration tests: running the binary ([`cli`]), where the real-world corpus lives, the `.bpl` files
//! under a directory, and (in submodules) which external tools a test may need
//! ([`tools::require_tool`]), in-memory fake verifiers ([`fake`]), fakes of the query level's Boogie and z3
//! ([`fake_query`]), a Boogie script that takes a fixed time per VC ([`fake_boogie`]), process checks ([`procs`]), fixtures made once for several tests ([`fixture`]),
//! running one test in its own process ([`isolated`]), and programs Boogie cannot finish
//! ([`programs`]).
#![allow(dead_code)]

pub mod cli;
pub mod fake;
pub mod fake_boogie;
pub mod fake_query;
pub mod fixture;
pub mod isolated;
pub mod latex;
pub mod procs;
pub mod programs;
pub mod tools;

#[allow(unused_imports)]
pub use tools::{require_tool, require_tools};

use std::path::{Path, PathBuf};

/// `$CARGO_MANIFEST_DIR/../shared/corpus` (from a git worktree one or two levels deeper, the same
/// directory is found by looking further up), or `None` when it is absent.
///
/// The corpus is 203 real Boogie programs that CI always has beside the clone; a clone elsewhere
/// may not. Outside CI a test that needs it prints one line saying it was skipped and why, and
/// passes; with `CI=true` a missing corpus is a failure, so that CI never passes vacuously.
pub fn corpus_dir() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for up in root.ancestors().skip(1).take(3) {
        let d = up.join("shared/corpus");
        if d.is_dir() {
            return Some(d);
        }
    }
    let expected = root.join("../shared/corpus");
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("CI=true but the shared corpus is missing: expected {}", expected.display());
    }
    note(&format!("skipped: the shared corpus is not at {} (it is only required when CI=true)", expected.display()));
    None
}

/// Writes one line straight to the process's stderr: unlike `eprintln!`, it is not captured by
/// the test harness, so a skip shows among the results of a passing run.
/// The line ends with the name of the running test when the harness gave its thread one.
pub fn note(line: &str) {
    use std::io::Write as _;
    let test = std::thread::current().name().filter(|n| *n != "main").map(|n| format!(" [{n}]")).unwrap_or_default();
    let _ = writeln!(std::io::stderr(), "{line}{test}");
}

/// Whether a seed is written in the current Boogie language (`seeds/current/`: `uses` clauses,
/// datatypes, Civl, ...), which no installable Boogie accepts (Debian ships 2.4.1): such seeds are
/// front-end tested only, and tests that run a verifier on the seeds skip them.
pub fn is_current_language(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "current")
}

/// Every `*.bpl` below `dir` (recursively), sorted; nothing if `dir` does not exist.
pub fn bpl_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
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
