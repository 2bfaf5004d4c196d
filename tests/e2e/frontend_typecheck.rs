//! The printer's output is accepted by the real Boogie: the 48 corral files that Boogie 2.4.1
//! resolves and type-checks (`corral-typechecks.txt`) are parsed and printed by us, and the
//! printed programs must pass `boogie /noVerify` cleanly (exit status 0, no errors reported).
//! The same holds for our fixtures of Boogie 2.4.1's less common constructs (let-expressions,
//! floating point, rounding modes, attributes in expressions: `tests/data/syntax/`) and for a
//! sample of their mutants under every operator.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use wait_timeout::ChildExt as _;
use wobble::mutation::{operator, OpName, Variant};
use wobble::syntax::{parse_program, print_program};

use crate::common;
use common::corpus_dir;

/// Runs `boogie /noVerify file`; returns a failure description if Boogie reports any error.
fn boogie_typechecks(file: &Path) -> Result<(), String> {
    let mut child = Command::new("boogie")
        .arg("/noVerify")
        .arg(file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run boogie: {e}"))?;
    let status = match child.wait_timeout(Duration::from_secs(60)).map_err(|e| e.to_string())? {
        Some(s) => s,
        None => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{}: boogie timed out", file.display()));
        }
    };
    let mut out = String::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = o.read_to_string(&mut out);
    }
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut out);
    }
    let bad: Vec<&str> = out
        .lines()
        .filter(|l| {
            let l = l.to_ascii_lowercase();
            (l.contains("error") || l.contains("parse")) && !l.contains("model_compress") && !l.contains(", 0 errors")
        })
        .collect();
    if !status.success() || !bad.is_empty() || !out.contains("finished with") {
        return Err(format!("{}: boogie exit {:?}:\n{}", file.display(), status.code(), out));
    }
    Ok(())
}

#[test]
fn printed_corpus_programs_typecheck_with_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    let Some(corpus) = corpus_dir() else { return };
    let list = std::fs::read_to_string(corpus.join("corral-typechecks.txt")).expect("corral-typechecks.txt");
    let names: Vec<String> = list.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect();
    assert_eq!(names.len(), 48);
    let tmp = tempfile::tempdir().expect("tempdir");
    let mut printed = Vec::new();
    for n in &names {
        let src = std::fs::read_to_string(corpus.join("corral").join(n)).expect("read corpus file");
        let p = parse_program(&src, n).unwrap_or_else(|e| panic!("{e}"));
        let out = tmp.path().join(n);
        std::fs::write(&out, print_program(&p)).expect("write printed program");
        printed.push(out);
    }
    // Two worker threads (Boogie on mono takes ~0.5 s to start).
    let chunks: Vec<Vec<PathBuf>> = (0..2).map(|k| printed.iter().skip(k).step_by(2).cloned().collect()).collect();
    let handles: Vec<_> = chunks
        .into_iter()
        .map(|files| {
            std::thread::spawn(move || files.iter().filter_map(|f| boogie_typechecks(f).err()).collect::<Vec<_>>())
        })
        .collect();
    let failures: Vec<String> = handles.into_iter().flat_map(|h| h.join().expect("worker panicked")).collect();
    assert!(
        failures.is_empty(),
        "{} printed programs fail `boogie /noVerify`:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Dafny-generated Boogie (prelude, heap encoding, datatypes, bit-vectors, reals, sets, maps):
/// `dafny /compile:0 /noVerify /print:out.bpl` on a small program in tests/data/syntax/dafny/;
/// the output is kept in a temp dir only. It must parse, round-trip, and still type-check.
#[test]
fn dafny_generated_boogie_parses_round_trips_and_typechecks() {
    if !common::require_tools(&["dafny", "boogie"]) {
        return;
    }
    let dfy = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syntax/dafny/prog.dfy");
    let tmp = tempfile::tempdir().expect("tempdir");
    let out = tmp.path().join("out.bpl");
    let mut child = Command::new("dafny")
        .arg("/compile:0")
        .arg("/noVerify")
        .arg(format!("/print:{}", out.display()))
        .arg(&dfy)
        .current_dir(tmp.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("run dafny");
    let finished = child.wait_timeout(Duration::from_secs(120)).expect("wait for dafny");
    if finished.is_none() {
        let _ = child.kill();
        let _ = child.wait();
        panic!("dafny timed out");
    }
    let src = std::fs::read_to_string(&out).expect("dafny wrote no Boogie file");
    assert!(src.lines().count() > 1000, "unexpectedly small Dafny output");
    let p = parse_program(&src, "out.bpl").unwrap_or_else(|e| panic!("{e}"));
    let printed = print_program(&p);
    let again = parse_program(&printed, "printed.bpl").unwrap_or_else(|e| panic!("{e}"));
    assert!(again == p, "parse(print(p)) != p for Dafny output");
    assert_eq!(print_program(&again), printed);
    let printed_file = tmp.path().join("printed.bpl");
    std::fs::write(&printed_file, printed).expect("write");
    if let Err(e) = boogie_typechecks(&printed_file) {
        panic!("{e}");
    }
}

/// Fixtures of the constructs beyond the core language; each one type-checks as written (checked
/// here too, so that a fixture Boogie rejects cannot hide a printer bug).
const LANGUAGE_FIXTURES: [&str; 3] = ["let.bpl", "float.bpl", "attrs.bpl"];

/// Runs [`boogie_typechecks`] on `(label, text)` jobs on two threads; returns the failures.
fn typecheck_all(jobs: Vec<(String, String)>) -> Vec<String> {
    let tmp = tempfile::tempdir().expect("tempdir");
    let files: Vec<(String, PathBuf)> = jobs
        .into_iter()
        .enumerate()
        .map(|(i, (label, text))| {
            let f = tmp.path().join(format!("job{i}.bpl"));
            std::fs::write(&f, text).expect("write");
            (label, f)
        })
        .collect();
    let (a, b) = files.split_at(files.len() / 2);
    std::thread::scope(|s| {
        let run = |part: &[(String, PathBuf)]| -> Vec<String> {
            part.iter().filter_map(|(label, f)| boogie_typechecks(f).err().map(|e| format!("{label}: {e}"))).collect()
        };
        let h1 = s.spawn(move || run(a));
        let h2 = s.spawn(move || run(b));
        let mut v = h1.join().expect("worker");
        v.extend(h2.join().expect("worker"));
        v
    })
}

#[test]
fn language_fixtures_and_their_mutants_typecheck_after_printing() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syntax");
    let mut jobs = Vec::new();
    for name in LANGUAGE_FIXTURES {
        let src = std::fs::read_to_string(dir.join(name)).expect("read fixture");
        jobs.push((format!("{name} as written"), src.clone()));
        let p = parse_program(&src, name).unwrap_or_else(|e| panic!("{e}"));
        let printed = print_program(&p);
        assert!(printed.contains("(var ") || printed.contains("float") || printed.contains("{:"), "{name}");
        jobs.push((format!("{name} printed"), printed));
        // Up to 3 mutants per operator, spread over its sites (first, middle, last).
        let v = Variant::from_program(p);
        for op in OpName::ALL {
            let sites = operator(op).sites(&v);
            let mut picks = vec![0, sites.len() / 2, sites.len().saturating_sub(1)];
            picks.dedup();
            for k in picks.into_iter().filter(|&k| k < sites.len()) {
                let m = operator(op).apply(&v, &sites[k]).unwrap_or_else(|e| panic!("{e}"));
                let text: String = (0..m.file_count()).map(|f| m.file_text(f)).collect::<Vec<_>>().join("\n");
                jobs.push((format!("{name} {op}({})", sites[k]), text));
            }
        }
    }
    assert!(jobs.len() >= 30, "only {} programs", jobs.len());
    let failures = typecheck_all(jobs);
    assert!(failures.is_empty(), "{} programs fail `boogie /noVerify`:\n{}", failures.len(), failures.join("\n"));
}
