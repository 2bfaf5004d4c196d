//! Unstable seeds with the real Boogie and z3 4.8.12. `seeds/unstable/slots.bpl`'s `Collide` is
//! proved under some z3 random seeds and not under others (a matching loop that stops at the
//! resource limit; seeds/unstable/MEASUREMENTS.md), so `wobble stability` with the default methods
//! (rename, reseed) and default budget classifies that query and the program `unstable`.
//! The unstable seed `seeds/unstable/disc.bpl`: its lemma `InsideSquare` (nonlinear arithmetic) is
//! proved under some z3 random seeds and not under others; `wobble classify` says `seed-unstable`
//! of a pair whose mutant leaves the lemma alone. (The L5 flip of that lemma, found by `fuzz
//! --classify`, whose SMT class rests on which runs the CPU-time bound stopped and which Boogie
//! contradicts, is run by `cargo bench --bench classify_slow` since issue 51: its class depends on
//! the machine's speed. The contradiction itself is tested without a verifier in
//! tests/hermetic/classes_errors.rs.)

use crate::common::cli::wobble_run as wobble;

/// `wobble stability` with the default methods (rename, reseed) and budget on an unstable seed whose
/// failing runs stop at z3's resource limit (`seeds/unstable/slots.bpl`, MEASUREMENTS.md: the
/// matching loop runs only on the z3 seeds whose arithmetic model equates two arguments), so the
/// outcomes are the perturbed texts' and not the machine's: `Collide` is unstable, with reseeded
/// runs both proved and failed, and so is the program. (This holds what
/// `disc_lemma_is_unstable_under_reseed` checked on the nonlinear `disc.bpl`, whose failing runs
/// each waited for the clock.)
#[test]
fn slots_collide_is_unstable_under_reseed() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("s");
    // Default flags but the resource limit: methods rename and reseed, Mariposa's budget of 60 runs
    // per method.
    let (code, stdout, stderr) = wobble(&[
        "stability",
        "seeds/unstable/slots.bpl",
        "--rlimit",
        "20000",
        "-j",
        "1",
        "-q",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let rows = crate::common::cli::csv_columns(&out.join("stability.csv"), &["query", "category", "per_method"]);
    let row = |q: &str| rows.iter().find(|r| r[0] == q).unwrap_or_else(|| panic!("no row {q}: {rows:?}")).clone();
    assert_eq!(rows.len(), 2, "one VC and the `all` row: {rows:?}");
    let collide = row("Collide");
    assert_eq!(collide[1], "unstable", "{rows:?}");
    // Some reseeded run failed and some succeeded (the default methods are rename and reseed).
    let reseed = collide[2].split(';').find_map(|p| p.strip_prefix("reseed=")).unwrap();
    let (s, n) = reseed.split_once('/').unwrap();
    let (s, n): (u32, u32) = (s.parse().unwrap(), n.parse().unwrap());
    assert!(0 < s && s < n, "{collide:?}");
    assert!(collide[2].contains("rename=") && !collide[2].contains("shuffle"), "{collide:?}");
    assert_eq!(row("all")[1], "unstable", "{rows:?}");
    assert!(stdout.contains("1 (100%)"), "{stdout}");
}

/// The effect columns of `DIR/findings.csv`'s rows.
fn effect_rows(dir: &std::path::Path) -> Vec<Vec<String>> {
    let cols = [
        "class",
        "seed_category",
        "seed_proved",
        "seed_runs",
        "mutant_proved",
        "mutant_runs",
        "p_value",
        "effect",
        "path",
        "smt_class",
        "boogie_check",
        "counted",
    ];
    crate::common::cli::csv_columns(&dir.join("findings.csv"), &cols)
}

/// `wobble classify --seed seeds/unstable/disc.bpl --mutant MUTANT --out OUT` with the defaults.
fn classify_against_disc(mutant: &std::path::Path, out: &std::path::Path) -> (i32, String, String) {
    let (m, o) = (mutant.to_str().unwrap(), out.to_str().unwrap());
    wobble(&["classify", "--seed", "seeds/unstable/disc.bpl", "--mutant", m, "-j", "2", "-q", "--out", o])
}

/// `wobble classify` says `seed-unstable` of a pair whose mutant leaves the unstable lemma alone.
#[test]
fn a_mutant_that_leaves_the_lemma_alone_is_seed_unstable() {
    if !crate::common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c");
    // The seed with only `Taxicab`'s two preconditions swapped (what L5 does): the unstable
    // lemma's VC is the seed's but for Boogie's line-based names, and no worse: `seed-unstable`.
    let seed = std::fs::read_to_string("seeds/unstable/disc.bpl").unwrap();
    let taxicab = dir.path().join("taxicab_swapped.bpl");
    let (a, b) = ("  requires 0 <= x && 0 <= y && 0 <= r;\n", "  requires x*x + y*y < r*r;\n");
    let swapped = seed.replacen(&format!("{a}{b}"), &format!("{b}{a}"), 1);
    assert_ne!(swapped, seed, "Taxicab's preconditions not found");
    std::fs::write(&taxicab, swapped).unwrap();
    let (code, stdout, stderr) = classify_against_disc(&taxicab, &out);
    assert_eq!(code, 0, "not brittleness:\n{stdout}\n{stderr}");
    assert!(stdout.starts_with("class: seed-unstable\n"), "{stdout}");
    let rows = effect_rows(&out);
    assert_eq!((rows[0][0].as_str(), rows[0][1].as_str()), ("seed-unstable", "unstable"), "{rows:?}");
    assert!(rows[0][6].parse::<f64>().unwrap() > 0.05, "{rows:?}");
}
