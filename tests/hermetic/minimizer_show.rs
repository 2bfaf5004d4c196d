//! `wobble show` and the minimizer's input on a multi-file (S3) mutant folder as `wobble fuzz` /
//! `campaign` write it: `mutants/SEED/BATCH/mutant-0001/` holding files named after the seed
//! (`fig1.bpl`, `fig1.part1.bpl`), not after the folder.

use std::path::{Path, PathBuf};
use std::process::Command;
use wobble::generation::header::seed_hash;
use wobble::generation::{apply_chain, Header, Weights};
use wobble::minimizer::input::read_mutant;
use wobble::mutation::{OpName, Variant};
use wobble::syntax::parse_program;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minimizer_data");

/// Writes Fig. 1 as `dir/fig1.bpl` and its mutant `chain` the way the runner writes mutants:
/// `dir/mutant-0001/fig1.bpl`, `dir/mutant-0001/fig1.part1.bpl`, ... (each with the header).
fn runner_style_mutant(dir: &Path, chain: &str) -> (PathBuf, PathBuf, usize) {
    let seed_text = std::fs::read_to_string(Path::new(DATA).join("fig1.bpl")).unwrap();
    let seed_path = dir.join("fig1.bpl");
    std::fs::write(&seed_path, &seed_text).unwrap();
    let seed = parse_program(&seed_text, "fig1.bpl").unwrap();
    let chain = chain.parse().unwrap();
    let v = apply_chain(&seed, &chain).unwrap();
    assert!(v.file_count() > 1, "the chain must split the program into several files");
    let header = Header {
        seed: seed_path.display().to_string(),
        seed_sha256: seed_hash(&seed_text),
        rng_seed: 1,
        batch: "M_S3".into(),
        weights: Weights::only(&[OpName::S3]),
        index: 1,
        of: 1,
        files: (0..v.file_count()).map(|k| Variant::file_name("fig1", k)).collect(),
        chain,
    };
    let text = header.decorate(&v.to_text("fig1"));
    let folder = dir.join("mutant-0001");
    std::fs::create_dir_all(&folder).unwrap();
    for f in &text.files {
        std::fs::write(folder.join(&f.name), &f.text).unwrap();
    }
    (seed_path, folder, v.file_count())
}

#[test]
fn read_mutant_finds_the_seed_named_main_file() {
    let tmp = tempfile::tempdir().unwrap();
    let (_, folder, files) = runner_style_mutant(tmp.path(), "S3(1>1)");
    let m = read_mutant(&folder).unwrap();
    assert_eq!(m.main, folder.join("fig1.bpl"));
    assert_eq!(m.text.files.len(), files);
    assert_eq!(m.text.files[1].name, "fig1.part1.bpl");
    assert!(m.header.is_some());
}

#[test]
fn show_diffs_a_runner_style_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let (seed, folder, _) = runner_style_mutant(tmp.path(), "S3(1>1) S3(3>1)");
    let o = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["show", folder.to_str().unwrap(), "--color", "never"])
        .output()
        .unwrap();
    let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(out.contains("// file: fig1.part1.bpl"), "{out}");
    assert!(out.contains(&format!("--- {}", seed.display())), "{out}");
    assert!(out.contains("+// file: fig1.bpl"), "{out}");
}

#[test]
fn a_folder_without_any_main_file_is_bad_input() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("mutant-0002");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("a.part1.bpl"), "procedure p();\n").unwrap();
    assert!(read_mutant(&folder).is_err());
    // One plain file without a header is taken as the main file.
    std::fs::write(folder.join("a.bpl"), "procedure q();\n").unwrap();
    let m = read_mutant(&folder).unwrap();
    assert_eq!(m.main, folder.join("a.bpl"));
    let o = Command::new(env!("CARGO_BIN_EXE_wobble"))
        .args(["show", tmp.path().join("nothing-here").to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}
