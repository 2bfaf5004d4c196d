//! Equivalent-mutant pruning, the analogue of Trivial Compiler Equivalence: a mutant whose
//! verification conditions are byte-identical to the seed's, or to an earlier mutant's, cannot be
//! told apart by the verifier and is reported as `equivalent` instead of being verified.
//!
//! A program's VCs are the SMT layer's query texts ([`Query::to_smtlib`] in the z3 dialect, from
//! Boogie's prover log, [`crate::smt::solving::vcs`]), compared as one sequence (names and texts, in
//! Boogie's order). The same comparison after normalizing Boogie's position-based quantifier ids
//! ([`Query::normalized_text`]) is recorded as information only: a mutant that deletes a line
//! moves every later quantifier, so its VCs may differ from an earlier program's in those ids
//! alone.

use crate::smt::solving::vcs::{extract, Extraction, VcError};
use crate::smt::text::query::{text_hash, Dialect, Query};
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::collections::HashMap;
use std::time::Duration;

/// A program's VC identity: hashes of its query sequence, exact and qid-normalized.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VcKey {
    pub exact: String,
    pub normalized: String,
}

fn sequence_hash(queries: &[Query], text: impl Fn(&Query) -> String) -> String {
    let mut all = String::new();
    for q in queries {
        let t = text(q);
        all.push_str(&format!("{}\n{}\n{}\n", q.name, t.len(), t));
    }
    text_hash(&all)
}

/// The identity of a program whose VCs are `queries`.
pub fn key(queries: &[Query]) -> VcKey {
    VcKey {
        exact: sequence_hash(queries, |q| q.to_smtlib(Dialect::Z3, None)),
        normalized: sequence_hash(queries, |q| q.normalized_text(Dialect::Z3)),
    }
}

/// What pruning says about one mutant.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Byte-identical VCs: the label (`seed` or a change) of the first program that had them.
    pub equivalent_to: Option<String>,
    /// Not byte-identical, but identical after qid normalization to this program's.
    pub normalized_equal_to: Option<String>,
}

/// The VC identities seen so far (the seed's first).
pub struct Pruner {
    exact: HashMap<String, String>,
    normalized: HashMap<String, String>,
}

impl Pruner {
    pub fn new(seed: &VcKey) -> Pruner {
        let mut p = Pruner { exact: HashMap::new(), normalized: HashMap::new() };
        p.exact.insert(seed.exact.clone(), "seed".to_string());
        p.normalized.insert(seed.normalized.clone(), "seed".to_string());
        p
    }

    /// Checks the mutant `label` with VC identity `k` against everything seen, then remembers it.
    pub fn check(&mut self, label: &str, k: &VcKey) -> Pruned {
        if let Some(first) = self.exact.get(&k.exact) {
            return Pruned { equivalent_to: Some(first.clone()), normalized_equal_to: None };
        }
        self.exact.insert(k.exact.clone(), label.to_string());
        let normalized_equal_to = self.normalized.get(&k.normalized).cloned();
        self.normalized.entry(k.normalized.clone()).or_insert_with(|| label.to_string());
        Pruned { equivalent_to: None, normalized_equal_to }
    }
}

/// Extracts a program's queries in a fresh directory ([`Extraction::Cheap`]).
pub fn program_vcs(boogie: &BoogieVerifier, program: &ProgramText, timeout: Duration) -> Result<Vec<Query>, VcError> {
    let dir = tempfile::tempdir().map_err(|e| VcError::Boogie(format!("cannot create a work directory: {e}")))?;
    extract(boogie, program, dir.path(), timeout, Extraction::Cheap).map(|e| e.queries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::split_prover_log;

    fn queries(body: &str) -> Vec<Query> {
        let log = format!("(push 1)\n(set-info :boogie-vc-id p)\n{body}\n(check-sat)\n(pop 1)\n");
        split_prover_log(&log).unwrap()
    }

    #[test]
    fn identical_texts_are_equivalent_and_qid_moves_are_information_only() {
        let seed = key(&queries("(assert (forall ((i Int)) (! (> i 0) :qid |sbpl.3:9|)))"));
        let mut p = Pruner::new(&seed);
        let same = key(&queries("(assert (forall ((i Int)) (! (> i 0) :qid |sbpl.3:9|)))"));
        assert_eq!(p.check("delete(0@s1)", &same).equivalent_to.as_deref(), Some("seed"));
        let moved = key(&queries("(assert (forall ((i Int)) (! (> i 0) :qid |sbpl.2:9|)))"));
        assert_eq!(
            p.check("delete(0@s2)", &moved),
            Pruned { equivalent_to: None, normalized_equal_to: Some("seed".into()) }
        );
        let other = key(&queries("(assert (forall ((i Int)) (! (>= i 0) :qid |sbpl.2:9|)))"));
        assert_eq!(p.check("operator(0@s3.e0)", &other), Pruned::default());
        assert_eq!(p.check("constant(0@s3.e1+1)", &other).equivalent_to.as_deref(), Some("operator(0@s3.e0)"));
        assert_eq!(p.check("delete(0@s4)", &moved).equivalent_to.as_deref(), Some("delete(0@s2)"));
    }
}
