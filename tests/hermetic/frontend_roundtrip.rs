//! Round-trip tests of the front-end on every Boogie file we have: the repository's seeds and
//! test data, and the real-world corpus in `../shared/corpus/corral` (which must be present).
//! For each file: it parses, `parse(print(p)) == p`, and printing is idempotent.

use crate::common;

use common::{bpl_files, corpus_dir};
use std::path::{Path, PathBuf};
use wobble::syntax::{parse_program, print_program};

/// Checks one file; returns a description of the failure, if any.
fn check(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let p1 = parse_program(&src, &name).map_err(|e| e.to_string())?;
    let t1 = print_program(&p1);
    let p2 = parse_program(&t1, &format!("{name} (printed)")).map_err(|e| e.to_string())?;
    if p1 != p2 {
        let bad = p1.decls.iter().zip(&p2.decls).position(|(a, b)| a != b);
        return Err(format!("{name}: parse(print(p)) != p (first differing decl: {bad:?})"));
    }
    let t2 = print_program(&p2);
    if t1 != t2 {
        return Err(format!("{name}: printing is not idempotent"));
    }
    Ok(())
}

fn run_all(files: &[PathBuf]) {
    let failures: Vec<String> = files.iter().filter_map(|f| check(f).err()).collect();
    assert!(failures.is_empty(), "{} of {} files failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}

#[test]
fn repository_files_round_trip() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = bpl_files(&root.join("seeds"));
    files.extend(bpl_files(&root.join("tests/data")));
    assert!(!files.is_empty(), "no .bpl files under seeds/ or tests/data/");
    // Fixtures named `*parse_error*` / `*syntax_error*` are meant to be rejected, with a position.
    let (broken, good): (Vec<PathBuf>, Vec<PathBuf>) = files.into_iter().partition(|f| {
        let n = f.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        n.contains("parse_error") || n.contains("syntax_error")
    });
    assert!(!broken.is_empty(), "the parse-error fixtures are missing");
    for f in &broken {
        let src = std::fs::read_to_string(f).expect("fixture readable");
        let err = parse_program(&src, &f.display().to_string()).err();
        let err = err.unwrap_or_else(|| panic!("{} is meant not to parse", f.display()));
        assert!(err.line >= 1 && err.col >= 1, "{err}");
        assert!(err.to_string().starts_with(&f.display().to_string()), "{err}");
    }
    run_all(&good);
}

#[test]
fn corral_corpus_round_trips() {
    let Some(corpus) = corpus_dir() else { return };
    let dir = corpus.join("corral");
    let files = bpl_files(&dir);
    assert_eq!(files.len(), 203, "expected the 203 corral files in {}", dir.display());
    // Two threads: the corpus is 10 MB and debug builds are slow.
    let (a, b) = files.split_at(files.len() / 2);
    let (a, b) = (a.to_vec(), b.to_vec());
    let h = std::thread::Builder::new().stack_size(16 << 20).spawn(move || run_all(&b)).expect("spawn");
    let h2 = std::thread::Builder::new().stack_size(16 << 20).spawn(move || run_all(&a)).expect("spawn");
    let r1 = h.join();
    let r2 = h2.join();
    assert!(r1.is_ok() && r2.is_ok(), "corpus round-trip failed (see messages above)");
}
