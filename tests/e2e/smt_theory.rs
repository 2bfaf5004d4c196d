//! The theory-symbol lists of `smt::text::theory` against the installed cvc4 1.8 and cvc5 1.0.3: every
//! listed name is really rejected as a user declaration, and a query declaring (and binding) all
//! of them is accepted once renamed.

use std::time::Duration;
use wobble::smt::perturbation::mutate::Perturbation;
use wobble::smt::solving::solve::{Answer, Solver, SolverKind};
use wobble::smt::text::query::split_prover_log;
use wobble::smt::text::theory::{rejected, Cvc};

fn solver(cvc: Cvc) -> Solver {
    Solver::default_for(if cvc == Cvc::Cvc4 { SolverKind::Cvc4 } else { SolverKind::Cvc5 }).unwrap()
}

const LIMIT: Duration = Duration::from_secs(60);

#[test]
fn every_listed_name_is_rejected_by_the_real_solver() {
    let dir = tempfile::tempdir().unwrap();
    for cvc in [Cvc::Cvc4, Cvc::Cvc5] {
        let s = solver(cvc);
        let mut names: Vec<&str> = rejected(cvc).to_vec();
        names.extend([".x", "@y"]);
        for n in names {
            let script = format!("(set-logic ALL)\n(declare-fun {n} () Int)\n(check-sat)\n");
            let r = s.solve_script(&script, dir.path(), LIMIT);
            assert_eq!(r.answer, Answer::Error, "{}: `{n}` is accepted: {r:?}", s.describe());
        }
        // A name that is not listed is accepted.
        let r = s.solve_script("(set-logic ALL)\n(declare-fun Pow () Int)\n(check-sat)\n", dir.path(), LIMIT);
        assert_eq!(r.answer, Answer::Sat, "{r:?}");
    }
}

#[test]
fn a_query_using_every_listed_name_is_accepted_once_renamed() {
    let dir = tempfile::tempdir().unwrap();
    for cvc in [Cvc::Cvc4, Cvc::Cvc5] {
        let s = solver(cvc);
        // No theory operator is used: a user `=` or `and` would take over every use of it.
        let mut log = String::from("(declare-fun g (Int) Bool)\n(declare-fun h (Int) Int)\n");
        // SMT-LIB's reserved words cannot be user symbols in any solver (z3 rejects them too, so
        // Boogie never logs them); everything else on the list can.
        let reserved = ["!", "_", "as", "exists", "forall", "let", "match", "par"];
        let all = rejected(cvc);
        let names = all.iter().filter(|n| !reserved.contains(n));
        for (i, n) in names.enumerate() {
            log.push_str(&format!("(declare-fun {n} (Int) Int)\n(assert (g ({n} {i})))\n"));
            log.push_str(&format!("(assert (forall ((|{n}| Int)) (! (g (h |{n}|)) :qid |q.{i}:1|)))\n"));
        }
        log.push_str("(declare-fun |.x| () Int)\n(declare-fun |@y| () Int)\n(assert (g (h |.x|)))\n(assert (g |@y|))\n(check-sat)\n");
        let q = &split_prover_log(&log).unwrap()[0];
        let r = s.solve(&Perturbation::identity().apply(q), dir.path(), LIMIT);
        assert!(matches!(r.answer, Answer::Sat | Answer::Unknown), "{}: {r:?}", s.describe());
    }
}
