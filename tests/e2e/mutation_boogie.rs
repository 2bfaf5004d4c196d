//! Mutants pass the real Boogie's parser and type checker (`boogie /noVerify`): a few mutants per
//! operator per seed, each verified separately, on two threads. Fails when `boogie` is not
//! installed (`common::require_tool`).

use crate::common;

use crate::mutation_fixtures;

use mutation_fixtures::{FIG1, RICH};
use std::process::Command;
use wobble::generation::header::seed_hash;
use wobble::generation::{generate, GenParams, Weights};
use wobble::mutation::OpName;
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;

/// Runs `boogie /noVerify` on all files of `text`; returns Boogie's complaints, if any.
fn typecheck(text: &ProgramText) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let mut paths = Vec::new();
    for f in &text.files {
        let p = dir.path().join(&f.name);
        std::fs::write(&p, &f.text).ok()?;
        paths.push(p);
    }
    let out = Command::new("boogie").arg("/noVerify").args(&paths).current_dir(dir.path()).output().ok()?;
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    let ok = stdout.contains("finished with 0 verified, 0 errors") && !stdout.contains("Error");
    if ok {
        None
    } else {
        Some(stdout)
    }
}

#[test]
fn sampled_mutants_typecheck_with_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    let mut jobs: Vec<(String, ProgramText)> = Vec::new();
    for (name, src) in [("fig1", FIG1), ("rich", RICH)] {
        let seed = parse_program(src, name).unwrap();
        for op in OpName::ALL {
            let p = GenParams {
                count: 3,
                rng_seed: 1,
                batch: "boogie-test".into(),
                weights: Weights::only(&[op]),
                max_attempts: 300,
            };
            for m in generate(&seed, &seed_hash(src), &p).mutants {
                jobs.push((format!("{name} {op} #{} {}", m.index, m.chain), m.variant.to_text("mutant")));
            }
        }
    }
    assert!(jobs.len() >= 35, "only {} mutants", jobs.len());
    let (a, b) = jobs.split_at(jobs.len() / 2);
    let failures: Vec<String> = std::thread::scope(|s| {
        let run = |part: &[(String, ProgramText)]| -> Vec<String> {
            part.iter().filter_map(|(what, t)| typecheck(t).map(|msg| format!("{what}:\n{msg}"))).collect()
        };
        let h1 = s.spawn(move || run(a));
        let h2 = s.spawn(move || run(b));
        let mut v = h1.join().unwrap();
        v.extend(h2.join().unwrap());
        v
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
