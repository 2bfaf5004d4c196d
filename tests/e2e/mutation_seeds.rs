//! Mutation on the bundled seeds (`seeds/`): every seed yields mutants that print, parse back,
//! and replay from their chains; a sample per seed group passes `boogie /noVerify`, except for
//! Boogie 2.4.1's own order-dependent resolution of polymorphic calls (docs/front-end.md), which
//! wobble's front end must then judge well-formed.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;
use wobble::generation::{apply_chain, generate, seed_hash, GenParams};
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;
use wobble::syntax::wellformed::judge;

/// Boogie 2.4.1's message for a call to a polymorphic procedure above its declaration
/// (docs/front-end.md): a fault of Boogie's front end, not of the mutant.
const ORDER_BUG: &str = "Error: type variable must occur in types of given arguments";

/// Whether Boogie's rejection of `text` is only its known order bug, and wobble judges the
/// program well-formed (a front-end finding, not a bad mutant).
fn only_boogies_order_bug(text: &ProgramText, stdout: &str) -> bool {
    let errors: Vec<&str> = stdout.lines().filter(|l| l.contains("Error")).collect();
    !errors.is_empty() && errors.iter().all(|l| l.contains(ORDER_BUG)) && judge(text).is_ok()
}

fn seeds() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds")];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "bpl") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_seed_mutates_and_mutants_parse_back() {
    let all = seeds();
    assert!(all.len() >= 5, "expected the bundled seeds, found {}", all.len());
    for path in &all {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let seed = parse_program(&text, &name).unwrap_or_else(|e| panic!("{e}"));
        let g = generate(&seed, &seed_hash(&text), &GenParams::new(20, 3));
        assert!(!g.mutants.is_empty(), "{name}: no mutants ({})", g.stop);
        for m in &g.mutants {
            let t = m.variant.to_text("m");
            for f in &t.files {
                parse_program(&f.text, &f.name).unwrap_or_else(|e| panic!("{name} {}: {e}", m.chain));
            }
            assert_eq!(apply_chain(&seed, &m.chain).unwrap().to_text("m"), t);
        }
    }
}

fn typecheck(text: &ProgramText) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let mut paths = Vec::new();
    for f in &text.files {
        let p = dir.path().join(&f.name);
        std::fs::write(&p, &f.text).ok()?;
        paths.push(p);
    }
    let out = Command::new("boogie").arg("/noVerify").args(&paths).output().ok()?;
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    if stdout.contains("finished with 0 verified, 0 errors") && !stdout.contains("Error") {
        None
    } else {
        Some(stdout)
    }
}

#[test]
fn sampled_seed_mutants_typecheck_with_boogie() {
    if !common::require_tool("boogie") {
        return;
    }
    // The largest seed of each group, 3 mutants each (several operators per chain).
    let mut by_group: std::collections::BTreeMap<String, (usize, PathBuf)> = Default::default();
    // Seeds in the current language (seeds/current/) need a Boogie newer than 2.4.1.
    for p in seeds().into_iter().filter(|p| !common::is_current_language(p)) {
        let group = p.parent().and_then(|d| d.file_name()).map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        let len = std::fs::metadata(&p).map(|m| m.len() as usize).unwrap_or(0);
        let e = by_group.entry(group).or_insert((0, p.clone()));
        if len > e.0 {
            *e = (len, p);
        }
    }
    let mut jobs = Vec::new();
    for (_, path) in by_group.values() {
        let text = std::fs::read_to_string(path).unwrap();
        let seed = parse_program(&text, "seed.bpl").unwrap();
        let mut p = GenParams::new(12, 5);
        p.weights = "S3=1,G2=1".parse().unwrap();
        for m in generate(&seed, &seed_hash(&text), &p).mutants.into_iter().skip(9) {
            jobs.push((format!("{} {}", path.display(), m.chain), m.variant.to_text("mutant")));
        }
    }
    let (a, b) = jobs.split_at(jobs.len() / 2);
    let run = |part: &[(String, ProgramText)]| -> Vec<String> {
        part.iter()
            .filter_map(|(w, t)| typecheck(t).filter(|m| !only_boogies_order_bug(t, m)).map(|m| format!("{w}:\n{m}")))
            .collect()
    };
    let failures: Vec<String> = std::thread::scope(|s| {
        let h = s.spawn(move || run(a));
        let mut v = run(b);
        v.extend(h.join().unwrap());
        v
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
