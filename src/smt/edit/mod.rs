//! Edits of a query's text that repairs are made of: a quantifier's proof instances beside it or
//! in its place, the quantifier erased, an existential skolemized ([`instantiate`]); the
//! existential hypotheses skolemized at declared constants and a proof's instances over them
//! asserted ([`skolem`]).

pub mod instantiate;
pub mod skolem;

/// Test fixtures shared by the edits' tests: z3 4.8.12, its answer on a text, a test query.
#[cfg(test)]
pub(crate) mod fixtures {
    use crate::smt::solving::solve::{Answer, Solver, SolverKind};
    use crate::smt::text::unit::Unit;

    /// The installed z3.
    pub fn z3() -> Solver {
        Solver::default_for(SolverKind::Z3).expect("z3 4.8.12 is installed")
    }

    /// z3's answer on `text`, which it must read without an error.
    pub fn answer(text: &str) -> Answer {
        let dir = tempfile::tempdir().unwrap();
        let r = z3().solve_script(&z3().script_of(text.to_string()), dir.path(), std::time::Duration::from_secs(30));
        assert!(!r.detail.contains("error"), "z3 complains: {}\n{text}", r.detail);
        r.answer
    }

    /// `tests/data/smt2/NAME` as one unit.
    pub fn data(name: &str) -> Unit {
        Unit::single(name, &std::fs::read_to_string(format!("tests/data/smt2/{name}")).unwrap()).unwrap()
    }
}
