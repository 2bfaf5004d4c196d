//! Whether two programs (a seed and its mutant) have the same verification conditions: queries
//! are matched by Boogie's VC name (and occurrence) and compared as text, exactly and with
//! Boogie's position-based quantifier ids normalized ([`Query::normalized_text`]), since a mutant
//! that moves a quantifier changes its `:qid |file.LINE:COL|` and nothing else.

use super::query::{Dialect, Query};
use std::collections::HashMap;

/// How many VCs of two programs are textually identical.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Identity {
    /// VCs of the first and second program.
    pub left: usize,
    pub right: usize,
    /// VCs present in both (same name, same occurrence).
    pub matched: usize,
    /// Matched VCs whose texts are equal.
    pub exact: usize,
    /// Matched VCs whose texts are equal once quantifier ids are normalized.
    pub normalized: usize,
}

impl Identity {
    /// Every VC is matched and identical after qid normalization.
    pub fn same_after_normalization(&self) -> bool {
        self.left == self.right && self.matched == self.left && self.normalized == self.matched
    }
}

fn keyed(queries: &[Query]) -> HashMap<(&str, usize), &Query> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    queries
        .iter()
        .map(|q| {
            let n = seen.entry(q.name.as_str()).or_default();
            *n += 1;
            ((q.name.as_str(), *n), q)
        })
        .collect()
}

/// Compares the VCs of two programs as printed for `dialect`.
pub fn compare(left: &[Query], right: &[Query], dialect: Dialect) -> Identity {
    let r = keyed(right);
    let mut id = Identity { left: left.len(), right: right.len(), ..Identity::default() };
    for (key, a) in keyed(left) {
        let Some(b) = r.get(&key) else { continue };
        id.matched += 1;
        if a.to_smtlib(dialect, None) == b.to_smtlib(dialect, None) {
            id.exact += 1;
            id.normalized += 1;
        } else if a.normalized_text(dialect) == b.normalized_text(dialect) {
            id.normalized += 1;
        }
    }
    id
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::split_prover_log;

    #[test]
    fn counts_exact_and_normalized_matches() {
        let a = "(push 1)\n(set-info :boogie-vc-id p)\n(assert (forall ((i Int)) (! (> i 0) :qid |sbpl.1:2|)))\n(check-sat)\n(pop 1)\n\
                 (push 1)\n(set-info :boogie-vc-id q)\n(assert false)\n(check-sat)\n(pop 1)\n";
        let b = a.replace("sbpl.1:2", "mbpl.7:2");
        let c = a.replace("(assert false)", "(assert true)");
        let (qa, qb, qc) = (split_prover_log(a).unwrap(), split_prover_log(&b).unwrap(), split_prover_log(&c).unwrap());
        let id = compare(&qa, &qb, Dialect::Z3);
        assert_eq!(id, Identity { left: 2, right: 2, matched: 2, exact: 1, normalized: 2 });
        assert!(id.same_after_normalization());
        let id = compare(&qa, &qc, Dialect::Z3);
        assert_eq!((id.exact, id.normalized), (1, 1));
        assert!(!id.same_after_normalization());
        assert_eq!(compare(&qa, &qa[..1], Dialect::Z3).matched, 1);
    }
}
