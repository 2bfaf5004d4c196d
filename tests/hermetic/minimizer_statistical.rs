//! The statistical reducers' logic without any tool: the oracles here are closures that decide
//! stability the way the real one does (a success rate per candidate, runs drawn from it, the
//! sequential rule of `stats::decide` until it stops), but the rate comes from the text instead
//! of a solver. Checks: single-program reduction keeps what the instability needs; lockstep
//! reduction keeps a pair's class (`encoding`); the SMT reducer keeps an unstable query closed
//! under its declarations and shrinks it; the CLI refuses contradictory flags.

use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use wobble::minimizer::keep::Keep;
use wobble::minimizer::reduce::{prepare, reduce_pair, reduce_single, PairCheck};
use wobble::minimizer::smt::{reduce_query, SmtOptions};
use wobble::minimizer::{Options, PairInput};
use wobble::smt::text::query::{split_prover_log, Dialect, Query};
use wobble::stats::sequential::run_sequence;
use wobble::stats::{Category, Rule};
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;

/// Runs drawn from success rate `p`, reproducibly from `text` (SHA-256 as the coin), judged by
/// the sequential rule with a budget of 40.
fn sampled_category(text: &str, p: f64) -> Category {
    let coin = |k: u32| {
        let d = Sha256::digest(format!("{k}\n{text}").as_bytes());
        f64::from(u32::from_le_bytes([d[0], d[1], d[2], d[3]])) / f64::from(u32::MAX)
    };
    run_sequence(&Rule::default(), (0..).map(|k| coin(k) < p), 40).map(|(c, _)| c).unwrap_or(Category::Inconclusive)
}

fn all_text(p: &ProgramText) -> String {
    p.files.iter().map(|f| f.text.as_str()).collect()
}

/// A program of ours: two lemmas whose query is "unstable" when both `Sq` axioms are present,
/// among unrelated declarations and procedures.
fn program() -> String {
    let mut s = String::from("function Sq(x: int): int;\naxiom (forall x: int :: Sq(x) == x * x);\n");
    s.push_str("axiom (forall x, y: int :: 0 <= x && x <= y ==> Sq(x) <= Sq(y));\n");
    for k in 0..12 {
        s.push_str(&format!("function Pad{k}(x: int): int;\naxiom (forall x: int :: Pad{k}(x) > {k});\n"));
        s.push_str(&format!(
            "procedure Other{k}(x: int) returns (y: int)\n  ensures y == Pad{k}(x);\n{{\n  y := Pad{k}(x);\n}}\n"
        ));
    }
    s.push_str("procedure Lemma(x: int, y: int, z: int)\n  requires 0 <= x && 0 <= y && 0 <= z;\n");
    s.push_str("  requires Sq(x) + Sq(y) < Sq(z);\n  ensures x < z && y < z;\n{\n  var t: int;\n  t := Pad3(x);\n  assert Sq(x) >= 0;\n}\n");
    s
}

/// The fake solver's rate for a program: 50% when the lemma and both `Sq` axioms are there
/// (unstable), 100% otherwise (stable).
fn rate_of(text: &str) -> f64 {
    let needed = ["procedure Lemma", "Sq(x) == x * x", "Sq(x) <= Sq(y)", "Sq(x) + Sq(y) < Sq(z)"];
    if needed.iter().all(|n| text.contains(n)) {
        0.5
    } else {
        1.0
    }
}

#[test]
fn single_program_keeps_its_instability_and_shrinks_to_a_quarter() {
    let src = program();
    let p = parse_program(&src, "prog.bpl").unwrap();
    let asked = AtomicUsize::new(0);
    let check = |t: &ProgramText| {
        asked.fetch_add(1, Ordering::Relaxed);
        let text = all_text(t);
        sampled_category(&text, rate_of(&text)) == Category::Unstable
    };
    let whole = wobble::minimizer::reduce::seed_text(&p);
    assert!(check(&whole), "the input is unstable");
    let (reduced, phases) = reduce_single(&p, &check, &Options { jobs: 2, ..Options::default() }, &|_| {}).unwrap();
    let out = wobble::minimizer::reduce::seed_text(&reduced);
    let text = all_text(&out);
    assert!(check(&out), "the result is still unstable:\n{text}");
    assert!(!text.contains("Pad") && !text.contains("Other"), "{text}");
    assert!(!text.contains("assert Sq(x) >= 0") && !text.contains("var t"), "{text}");
    assert_eq!(reduced.decls.len(), 4, "Sq, its two axioms and the lemma:\n{text}");
    assert!(out.lines() * 4 <= whole.lines(), "{} of {} lines", out.lines(), whole.lines());
    assert!(!phases.is_empty() && asked.load(Ordering::Relaxed) > 5);
}

/// A pair whose class is `encoding` when the seed has axiom A before axiom B (stable) and the
/// mutant B before A (unsolvable), and `procedure p` is there; anything else is inconclusive.
struct EncodingCheck {
    asked: AtomicUsize,
    seen: Mutex<HashSet<String>>,
}

fn side_category(text: &str) -> Category {
    let (a, b) = (text.find("axiom A"), text.find("axiom B"));
    let rate = match (a, b, text.contains("procedure p")) {
        (Some(a), Some(b), true) if a < b => 1.0,
        (Some(_), Some(_), true) => 0.0,
        _ => 0.6,
    };
    sampled_category(text, rate)
}

impl PairCheck for EncodingCheck {
    fn holds(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        self.asked.fetch_add(1, Ordering::Relaxed);
        let (s, m) = (all_text(seed), all_text(mutant));
        if let Ok(mut seen) = self.seen.lock() {
            seen.insert(s.clone());
        }
        let sc = side_category(&s);
        Keep::Encoding.seed_allows(sc) && Keep::Encoding.holds(Some(sc), side_category(&m))
    }
}

#[test]
fn lockstep_reduction_keeps_the_encoding_class() {
    let src = "const A: bool;\nconst B: bool;\nconst C: int;\nfunction f(int): int;\naxiom A;\naxiom B;\n\
               axiom C > 0;\naxiom (forall k: int :: f(k) > C);\nprocedure p(x: int) returns (y: int)\n  \
               requires x > 0;\n  ensures y > 0;\n{\n  y := x;\n  assert C > 0;\n}\nprocedure q()\n{\n  assert true;\n}\n";
    let seed = parse_program(src, "seed.bpl").unwrap();
    let chain: wobble::generation::Chain = "S1(4,5)".parse().unwrap();
    let mutant = wobble::generation::apply_chain(&seed, &chain).unwrap().to_programs();
    let check = EncodingCheck { asked: AtomicUsize::new(0), seen: Mutex::new(HashSet::new()) };
    let prepared = prepare(PairInput { seed, mutant, chain: Some(chain) }, &Options::default());
    let (st, mt) = (
        wobble::minimizer::reduce::seed_text(&prepared.seed),
        wobble::minimizer::reduce::mutant_text(&prepared.mutant),
    );
    assert!(check.holds(&st, &mt), "the input pair is `encoding`");
    let r = reduce_pair(prepared, &check, &Options::default(), &|_| {}).unwrap();
    let seed = wobble::minimizer::reduce::seed_text(&r.seed).files[0].text.clone();
    let mutant = wobble::minimizer::reduce::mutant_text(&r.mutant).files[0].text.clone();
    assert_eq!(r.seed.decls.len(), 5, "{seed}");
    assert!(seed.find("axiom A") < seed.find("axiom B"), "{seed}");
    assert!(mutant.find("axiom B") < mutant.find("axiom A"), "{mutant}");
    for gone in ["const C", "function f", "procedure q", "ensures", "assert C"] {
        assert!(!seed.contains(gone) && !mutant.contains(gone), "`{gone}` should be gone:\n{seed}\n{mutant}");
    }
    assert_eq!(r.chain.map(|c| c.to_string()).as_deref(), Some("S1(4,5)"));
    assert!(check.asked.load(Ordering::Relaxed) > 3);
}

/// A query in the shape Boogie logs: options, a prelude of 40 functions with one axiom each, the
/// goal in a pushed scope.
fn query() -> Query {
    let mut s = String::from("(set-option :smt.mbqi false)\n(declare-sort Ref 0)\n(declare-fun null () Ref)\n");
    for k in 0..40 {
        s.push_str(&format!(
            "(declare-fun g{k} (Int) Int)\n(assert (forall ((x Int)) (! (> (g{k} x) {k}) :pattern ((g{k} x)))))\n"
        ));
    }
    s.push_str("(declare-fun z () Int)\n(declare-fun r () Ref)\n(assert (not (= r null)))\n(push 1)\n");
    s.push_str("(assert (not (> (+ (g7 z) (g31 z)) 38)))\n(check-sat)\n");
    split_prover_log(&s).unwrap().remove(0)
}

#[test]
fn smt_reduction_keeps_an_unstable_closed_query() {
    let q = query();
    assert_eq!(q.assertions(), 42);
    let seen = AtomicUsize::new(0);
    let test = |c: &Query| {
        seen.fetch_add(1, Ordering::Relaxed);
        let text = c.to_smtlib(Dialect::Z3, None);
        // Every candidate declares what it uses (the closures at work).
        for k in 0..40 {
            let used = text.contains(&format!("(g{k} "));
            assert!(!used || text.contains(&format!("(declare-fun g{k} (Int) Int)")), "g{k} undeclared:\n{text}");
        }
        let needed = ["(> (g7 x) 7)", "(> (g31 x) 31)", "(g31 z)"];
        let rate = if needed.iter().all(|n| text.contains(n)) { 0.4 } else { 1.0 };
        sampled_category(&text, rate) == Category::Unstable
    };
    assert!(test(&q));
    let r = reduce_query(&q, SmtOptions { jobs: 2, max_rounds: 3, terms: true }, &test, &|_| {});
    assert!(test(&r.query));
    assert_eq!(r.query.assertions(), 3, "{}", r.query.to_smtlib(Dialect::Z3, None));
    assert!(r.query.assertions() * 4 <= q.assertions());
    let text = r.query.to_smtlib(Dialect::Z3, None);
    assert!(!text.contains("Ref") && !text.contains("g8 "), "{text}");
    assert!(text.contains("(push 1)") && text.contains("(set-option :smt.mbqi false)"));
    assert!(seen.load(Ordering::Relaxed) < 300);
}

fn wobble(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wobble")).args(args).output().unwrap()
}

#[test]
fn cli_refuses_bad_statistical_flags() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("o");
    let o = wobble(&[
        "minimize",
        "--keep",
        "seed-unstable",
        "--seed",
        "a.bpl",
        "--mutant",
        "b.bpl",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stderr).contains("expected encoding, mutant-unstable or unstable"));
    let o = wobble(&["minimize", "--unstable", "a.bpl", "--seed", "b.bpl", "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let o =
        wobble(&["minimize", "--level", "smt", "--seed", "a.bpl", "--mutant", "b.bpl", "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "--level needs --unstable");
    // A query file that is not SMT-LIB is bad input.
    let bad = tmp.path().join("q.smt2");
    std::fs::write(&bad, "(assert").unwrap();
    let o =
        wobble(&["minimize", "--unstable", bad.to_str().unwrap(), "--parse-with", "", "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
}
