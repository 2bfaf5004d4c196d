//! The statistical reducers with the real Boogie, z3 (4.8.12) and cvc5, as a user runs them
//! (`wobble minimize --unstable`, `--level smt`, `--keep encoding`).
//!
//! Two unstable programs, both bounded so that no run waits for a clock:
//! - `tests/minimizer_data/fig1_padded.bpl`: Fig. 1 among 33 unrelated declarations. Its VC `p` is
//!   unstable under `shuffle` (z3 answers `unknown` for some assertion orders, a fast `unknown`:
//!   incomplete quantifier instantiation; the sequential rule of `stats::decide`, α = 0.05, stopped
//!   after 7 shuffles with 4 proved), and stable under rename and reseed (18 of 18 each, `wobble
//!   stability`). Its unsat core keeps both of Fig. 1's axioms, so the core-first step keeps the
//!   instability.
//! - `tests/minimizer_data/slots_padded.bpl`: `seeds/unstable/slots.bpl` among 18 unrelated
//!   declarations. Its VC `Collide` is unstable under reseed (a matching loop the proof never needs,
//!   seeds/unstable/MEASUREMENTS.md); every run is bounded by `--rlimit 20000` (passing runs count
//!   about 1,500–1,800), so a failing run stops at the resource limit within a second on any machine.
//!   Its unsat core leaves out the looping axiom, so the core-first step finds a stable core (a
//!   repair), and ddmin starts from the trigger-aware pruned start (the looping axiom and the VC).
//!
//! Every result is re-checked over 10 fresh perturbations (seeds 1..=10; the reduction's samples use
//! 64-bit seeds derived by SHA-256): it neither always verifies nor always fails. The nonlinear
//! arithmetic seeds (`seeds/unstable/disc*.bpl`), whose failing runs last until the clock stops them,
//! are reduced by `cargo bench --bench minimizer` instead (docs/minimize.md).

use crate::common;

use crate::common::cli::{text, wobble};
use std::path::{Path, PathBuf};
use std::time::Duration;
use wobble::minimizer::smt::parse::check;
use wobble::smt::perturbation::mutate::{Method, Perturbation};
use wobble::smt::solving::solve::{Solver, SolverKind};
use wobble::smt::text::query::{split_prover_log, Query};
use wobble::stability::program::program_queries;
use wobble::syntax::parse_program;
use wobble::syntax::source::ProgramText;
use wobble::verifiers::boogie::BoogieVerifier;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minimizer_data");

/// z3's resource limit for `slots_padded.bpl`: its passing runs count about 1,500 to 1,800.
const RLIMIT: &str = "20000";

fn lines(p: &Path) -> usize {
    std::fs::read_to_string(p).unwrap().lines().count()
}

/// How many of 10 fresh perturbations (`methods`, seeds 1..=10) z3 proves.
fn recheck(q: &Query, methods: &[Method]) -> usize {
    let z3 = Solver::default_for(SolverKind::Z3).unwrap();
    let dir = tempfile::tempdir().unwrap();
    (1..=10u64)
        .filter(|&k| {
            let p = Perturbation::new(methods.iter().copied(), k);
            z3.solve(&p.apply(q), dir.path(), Duration::from_secs(10)).answer.verified()
        })
        .count()
}

/// The VC `name` of the program at `path`, logged by Boogie with `boogie_args` (e.g. `/rlimit:N`).
fn query_of(path: &Path, name: &str, boogie_args: &[&str]) -> Query {
    let text = std::fs::read_to_string(path).unwrap();
    let program = ProgramText::single("program.bpl", text);
    let args = boogie_args.iter().map(|a| a.to_string()).collect();
    let boogie = BoogieVerifier::new("boogie", "boogie", None, args).unwrap();
    let qs = program_queries(&boogie, "test", &program, Duration::from_secs(300)).unwrap();
    qs.into_iter().find(|q| q.name == name).expect("the query is there")
}

/// The SMT-level criteria on `OUT/query.smt2` and `OUT/query.min.smt2`: at most a quarter of the
/// assertions are left, the result parses with the real z3 and cvc5, and 10 fresh perturbations
/// by `method` neither all prove it nor all fail. Returns (input, result).
fn check_reduced_query(out: &Path, method: Method) -> (Query, Query) {
    let read = |name: &str| split_prover_log(&std::fs::read_to_string(out.join(name)).unwrap()).unwrap().remove(0);
    let (before, after) = (read("query.smt2"), read("query.min.smt2"));
    assert!(
        after.assertions() * 4 <= before.assertions(),
        "{} of {} assertions",
        after.assertions(),
        before.assertions()
    );
    let dir = tempfile::tempdir().unwrap();
    for kind in [SolverKind::Z3, SolverKind::Cvc5] {
        let s = Solver::default_for(kind).unwrap();
        check(&s, &after, dir.path()).unwrap_or_else(|e| panic!("{e}"));
    }
    let verified = recheck(&after, &[method]);
    assert!(verified > 0 && verified < 10, "{verified} of 10 fresh {method} perturbations verified");
    (before, after)
}

fn out_dir(tmp: &tempfile::TempDir) -> PathBuf {
    tmp.path().join("out")
}

/// Core-first at the Boogie level (`minimize --unstable P.bpl`): the padded Fig. 1's VC `p` is proved
/// from Fig. 1's two axioms, so the program is first pruned to the declarations its unsat core
/// needs (the padding's quantified axioms go), confirmed unstable by sampling, and ddmin only refines
/// it (within a budget: it bounds only the refinement after the core). The result keeps Fig. 1's
/// five declarations, stays mixed over 10 fresh shuffles, and is a small fraction of the input.
/// (This test also holds what `core_first_program_minimize_keeps_the_instability_in_a_few_lines`
/// checked on the nonlinear `disc_prelude.bpl`.)
#[test]
fn unstable_program_reduces_to_a_quarter_and_stays_unstable() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = out_dir(&tmp);
    let input = Path::new(DATA).join("fig1_padded.bpl");
    let o = wobble(&[
        "minimize",
        "--unstable",
        input.to_str().unwrap(),
        "--tools",
        "z3",
        "--methods",
        "shuffle",
        "--timeout",
        "10",
        "--budget",
        "300",
        "-j",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    let t = text(&o);
    eprintln!("{t}");
    assert_eq!(o.status.code(), Some(0), "{t}");
    assert!(t.contains("core-first: pruned to the unsat core of a passing run"), "{t}");
    assert!(t.contains("of 38 declarations, still unstable; ddmin refines it"), "{t}");
    assert!(t.contains("input       p: unstable, success rate"), "{t}");
    assert!(t.contains("result      p: unstable, success rate"), "{t}");
    assert!(t.contains("95% CI ["), "{t}");
    assert!(t.contains("saved by early stopping"), "{t}");
    let (before, after) = (lines(&out.join("program.bpl")), lines(&out.join("program.min.bpl")));
    assert!(after * 8 <= before, "{after} of {before} lines");
    let text_min = std::fs::read_to_string(out.join("program.min.bpl")).unwrap();
    assert!(text_min.contains("procedure p") && !text_min.contains("sq(x) >= 0"), "{text_min}");
    let reduced = parse_program(&text_min, "min.bpl").unwrap();
    assert_eq!(reduced.decls.len(), 5, "Fig. 1's core");
    assert!(std::fs::read_to_string(out.join("diff.patch")).unwrap().contains("+++ program.min.bpl"));
    let verified = recheck(&query_of(&out.join("program.min.bpl"), "p", &[]), &[Method::Shuffle]);
    assert!(verified > 0 && verified < 10, "{verified} of 10 fresh shuffles verified");
}

#[test]
fn unstable_query_reduces_to_a_quarter_parses_and_stays_unstable() {
    if !common::require_tools(&["boogie", "z3", "cvc5"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = out_dir(&tmp);
    let input = Path::new(DATA).join("fig1_padded.bpl");
    let o = wobble(&[
        "minimize",
        "--unstable",
        input.to_str().unwrap(),
        "--level",
        "smt",
        "--solver",
        "z3",
        "--methods",
        "shuffle",
        "--timeout",
        "10",
        "-j",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    let t = text(&o);
    eprintln!("{t}");
    assert_eq!(o.status.code(), Some(0), "{t}");
    let (_, after) = check_reduced_query(&out, Method::Shuffle);
    // The term pass shrank the assertions left (labels, patterns, a precondition).
    let nodes =
        t.lines().find(|l| l.starts_with("size:")).and_then(|l| l.split(", ").find(|p| p.ends_with("term nodes")));
    let (b, a) = nodes
        .and_then(|p| p.trim_end_matches(" term nodes").split_once(" -> "))
        .map(|(b, a)| (b.trim().parse::<usize>().unwrap(), a.parse::<usize>().unwrap()))
        .unwrap_or_else(|| panic!("no term nodes in the size line: {t}"));
    assert!(a < b, "{a} of {b} term nodes");
    assert!(t.contains(": terms: "), "a terms phase line: {t}");
    let reduced = std::fs::read_to_string(out.join("query.min.smt2")).unwrap();
    assert!(!reduced.contains(":lblpos") && !reduced.contains(":lblneg"), "Boogie's labels go:\n{reduced}");

    // The reduced query is itself an input of the SMT-level form, and is 1-minimal: it stays.
    let again = tmp.path().join("again");
    let o = wobble(&[
        "minimize",
        "--unstable",
        out.join("query.min.smt2").to_str().unwrap(),
        "--solver",
        "z3",
        "--methods",
        "shuffle",
        "--timeout",
        "10",
        "-j",
        "1",
        "--out",
        again.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    assert!(text(&o).contains(&format!("{} -> {} assertions", after.assertions(), after.assertions())), "{}", text(&o));
}

#[test]
fn parse_check_uses_the_real_solvers() {
    if !common::require_tools(&["z3", "cvc5"]) {
        return;
    }
    let good = split_prover_log("(declare-fun f (Int) Int)\n(assert (> (f 1) 0))\n(check-sat)\n").unwrap().remove(0);
    let bad = split_prover_log("(assert (> (f 1) 0))\n(check-sat)\n").unwrap().remove(0);
    let dir = tempfile::tempdir().unwrap();
    for kind in [SolverKind::Z3, SolverKind::Cvc5] {
        let s = Solver::default_for(kind).unwrap();
        assert_eq!(check(&s, &good, dir.path()), Ok(()), "{kind}");
        let e = check(&s, &bad, dir.path()).unwrap_err();
        assert!(e.solver.starts_with(kind.as_str()), "{e}");
    }
}

/// `wobble minimize --keep encoding` on `seed` and its mutant by `chain` (plus `extra` flags):
/// the pair's VC `p` stays an encoding pair and both reduced programs keep Fig. 1's five
/// declarations. Returns the report text.
fn keeps_fig1_core(seed_path: &Path, chain: &str, extra: &[&str]) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let seed = parse_program(&std::fs::read_to_string(seed_path).unwrap(), "seed.bpl").unwrap();
    let parsed: wobble::generation::Chain = chain.parse().unwrap();
    let mutant = wobble::generation::apply_chain(&seed, &parsed).unwrap().to_programs();
    let mutant_path = tmp.path().join("mutant.bpl");
    std::fs::write(&mutant_path, &wobble::minimizer::reduce::mutant_text(&mutant).files[0].text).unwrap();
    let out = out_dir(&tmp);
    let mut args = vec![
        "minimize",
        "--keep",
        "encoding",
        "--seed",
        seed_path.to_str().unwrap(),
        "--mutant",
        mutant_path.to_str().unwrap(),
        "--chain",
        chain,
        "--timeout",
        "10",
        "-j",
        "1",
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend(extra);
    let o = wobble(&args);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(0), "{t}");
    assert!(t.contains("kept:       `encoding` of p"), "{t}");
    let read = |name: &str| parse_program(&std::fs::read_to_string(out.join(name)).unwrap(), name).unwrap();
    assert_eq!(read("seed.min.bpl").decls.len(), 5, "{t}");
    assert_eq!(read("mutant.min.bpl").decls.len(), 5, "{t}");
    assert!(std::fs::read_to_string(out.join("diff.patch")).unwrap().contains("+++ mutant.min.bpl"));
    t
}

/// The padded Fig. 1 (`tests/minimizer_data/fig1_padded.bpl`) with h's declarations swapped with
/// a's (the padded form of Fig. 1's S1 mutant) reduces to Fig. 1's core, under the default methods
/// (rename, reseed). Fig. 1 itself is therefore already minimal: the reduction ends at its five
/// declarations, each of which it tried to remove (this holds what
/// `fig1_itself_is_an_encoding_pair_already_minimal` checked by reducing Fig. 1 itself).
#[test]
fn fig1_encoding_pair_keeps_its_five_declaration_core() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let t = keeps_fig1_core(&Path::new(DATA).join("fig1_padded.bpl"), "S1(0,8) S1(1,9)", &[]);
    assert!(t.contains("seed p: stable") && t.contains("mutant p: unsolvable"), "{t}");
}

/// A program unstable under rename and reseed whose failing runs stop at z3's resource limit
/// (`slots_padded.bpl`, see the module doc). The unsat core of a passing run leaves out the looping
/// axiom, so the program pruned to it is stable (a repair, not a reduction); the trigger-aware start
/// keeps that axiom (the VC supplies its trigger term) and is still unstable, so ddmin starts from
/// it (our small input for `minimize --unstable`'s second start). It keeps at most a quarter of the lines, `Collide` stays unstable, and 10 fresh z3
/// seeds under the same resource limit neither all prove nor all fail the result. (This test holds
/// what `disc_seed_reduces_to_a_quarter_under_rename_and_reseed` checked on the nonlinear
/// `disc.bpl`.)
#[test]
fn slots_padded_reduces_to_a_quarter_under_rename_and_reseed_within_its_rlimit() {
    if !common::require_tools(&["boogie", "z3"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = out_dir(&tmp);
    let input = Path::new(DATA).join("slots_padded.bpl");
    let o = wobble(&[
        "minimize",
        "--unstable",
        input.to_str().unwrap(),
        "--tools",
        "z3",
        "--methods",
        "rename,reseed",
        "--rlimit",
        RLIMIT,
        "--query",
        "Collide",
        "-j",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    let t = text(&o);
    eprintln!("{t}");
    assert_eq!(o.status.code(), Some(0), "{t}");
    assert!(t.contains("kept:       `unstable` of Collide"), "{t}");
    assert!(
        t.contains("core-first: the program pruned to the unsat core of a passing run")
            && t.contains("is Collide stable"),
        "{t}"
    );
    // The core left out the looping axiom; trigger-aware relevance keeps it (its trigger `Sum(x)`
    // is live through the VC) and drops the padding: ddmin starts there.
    assert!(t.contains("trigger-aware: pruned by trigger-aware relevance (2 of 12 assertions"), "{t}");
    assert!(t.contains("note: start: the trigger-aware pruned start"), "{t}");
    let (before, after) = (lines(&out.join("program.bpl")), lines(&out.join("program.min.bpl")));
    assert!(after * 4 <= before, "{after} of {before} lines");
    let reduced = std::fs::read_to_string(out.join("program.min.bpl")).unwrap();
    assert!(reduced.contains("procedure Collide") && reduced.contains("Sum(x) == Sum(2 * x)"), "{reduced}");
    let rlimit = format!("/rlimit:{RLIMIT}");
    let verified = recheck(&query_of(&out.join("program.min.bpl"), "Collide", &[&rlimit]), &[Method::Reseed]);
    assert!(verified > 0 && verified < 10, "{verified} of 10 fresh z3 seeds verified");
}

/// `slots_padded.bpl`'s VC `Collide` at the SMT level, under reseed and the resource limit: Boogie
/// puts every axiom into every VC, so the query has 12 assertions (the padding's axioms and function
/// definitions, the looping axiom, `tickleBool` and the VC). The core of a passing run is the VC
/// alone, which is stable; the next start, trigger-aware relevance, keeps the VC and the looping
/// axiom (whose trigger the VC supplies) and drops the padding, still unstable, so ddmin starts
/// from those 2 assertions (at most a quarter of the assertions); the result parses with z3 and cvc5 and stays mixed over 10
/// fresh z3 seeds. The term pass is tested on the padded Fig. 1. (This test holds what
/// `disc_prelude_query_reduces_to_a_quarter_of_its_assertions_under_reseed` checked on the
/// nonlinear `disc_prelude.bpl`; the core-first step that keeps the instability at the SMT level is
/// checked on the padded Fig. 1.)
#[test]
fn slots_padded_query_reduces_to_a_quarter_of_its_assertions_under_reseed() {
    if !common::require_tools(&["boogie", "z3", "cvc5"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let out = out_dir(&tmp);
    let input = Path::new(DATA).join("slots_padded.bpl");
    let o = wobble(&[
        "minimize",
        "--unstable",
        input.to_str().unwrap(),
        "--level",
        "smt",
        "--solver",
        "z3",
        "--methods",
        "reseed",
        "--rlimit",
        RLIMIT,
        "--query",
        "Collide",
        "--no-terms",
        "-j",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    let t = text(&o);
    eprintln!("{t}");
    assert_eq!(o.status.code(), Some(0), "{t}");
    assert!(t.contains("kept:       `unstable` of Collide"), "{t}");
    assert!(t.contains("input       Collide: unstable, success rate"), "{t}");
    assert!(
        t.contains("core-first: the query pruned to the unsat core of a passing run (1 of 12 assertions) is stable"),
        "{t}"
    );
    assert!(
        t.contains("trigger-aware: pruned by trigger-aware relevance, 2 of 12 assertions")
            && t.contains("still unstable; ddmin refines it"),
        "{t}"
    );
    assert!(t.contains("note: start: the trigger-aware pruned start"), "{t}");
    let (before, after) = check_reduced_query(&out, Method::Reseed);
    assert_eq!(before.assertions(), 12, "the padding's axioms and definitions, the looping axiom, tickleBool, the VC");
    assert!(after.assertions() <= 3, "{} assertions left", after.assertions());
}

/// A query that is not unstable is refused as bad input (exit 2), with its counts per method.
#[test]
fn a_query_that_is_not_unstable_is_refused_with_its_counts() {
    if !common::require_tools(&["z3", "cvc5"]) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let input = tmp.path().join("sat.smt2");
    std::fs::write(&input, "(declare-fun x () Int)\n(assert (< x 0))\n(check-sat)\n").unwrap();
    let out = out_dir(&tmp);
    let o = wobble(&["minimize", "--unstable", input.to_str().unwrap(), "-j", "1", "--out", out.to_str().unwrap()]);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(2), "{t}");
    // Sequential stopping settles 18 straight failures per method as unsolvable.
    assert!(
        t.contains("the input query is not unstable: sat.smt2#")
            && t.contains(" is unsolvable (0 of 36 runs proved; per method rename 0/18, reseed 0/18)"),
        "{t}"
    );
}
