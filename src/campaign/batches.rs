//! Batches: what mutants a campaign generates for each seed.
//!
//! The paper's design (Sec. 4.1): batch `M*` of 100 distinct mutants drawn with every operator
//! but G2 at equal weight, and for each operator J a batch `M_J` of 50 distinct mutants using J
//! alone (G2 appears only there). `enum_S1` is the Fig. 1 experiment: every declaration order.

use crate::generation::Weights;
use crate::mutation::OpName;
use crate::runner::layout::slug;
use crate::runner::record::STAR_BATCH;

/// The iterations of Algorithm 1 a random batch of `count` mutants gets by default: 100 × count,
/// at least 1000 (`fuzz`, `campaign` and `mutate` alike).
pub fn default_max_attempts(count: usize) -> usize {
    count.saturating_mul(100).max(1000)
}

/// How a batch's mutants are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BatchKind {
    /// Algorithm 1 with these weights, `count` distinct mutants, at most `max_attempts` iterations.
    Random { weights: Weights, count: usize, max_attempts: usize },
    /// Every permutation of the top-level declarations (S1 enumeration; small programs only).
    EnumerateOrders,
}

/// A named batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BatchSpec {
    /// Name in results and tables: `M*`, `M_S1`, ..., `enum_S1`, or a user's name.
    pub name: String,
    pub kind: BatchKind,
}

impl BatchSpec {
    /// A random batch; `max_attempts` defaults to 100 × count (at least 1000).
    pub fn random(name: impl Into<String>, weights: Weights, count: usize, max_attempts: Option<usize>) -> BatchSpec {
        let max_attempts = max_attempts.unwrap_or_else(|| default_max_attempts(count));
        BatchSpec { name: name.into(), kind: BatchKind::Random { weights, count, max_attempts } }
    }

    /// The paper's batch M*: every operator but G2 with weight 1.
    pub fn star(count: usize, max_attempts: Option<usize>) -> BatchSpec {
        BatchSpec::random(STAR_BATCH, Weights::default(), count, max_attempts)
    }

    /// The paper's batch M_J: only operator `op`.
    pub fn single(op: OpName, count: usize, max_attempts: Option<usize>) -> BatchSpec {
        BatchSpec::random(format!("M_{op}"), Weights::only(&[op]), count, max_attempts)
    }

    /// All declaration orders.
    pub fn enumerate_orders() -> BatchSpec {
        BatchSpec { name: "enum_S1".into(), kind: BatchKind::EnumerateOrders }
    }

    /// The paper's twelve batches: M* (`star` mutants) and M_J for every operator (`per_op` each).
    pub fn paper(star: usize, per_op: usize, max_attempts: Option<usize>) -> Vec<BatchSpec> {
        let mut v = vec![BatchSpec::star(star, max_attempts)];
        v.extend(OpName::ALL.iter().map(|&op| BatchSpec::single(op, per_op, max_attempts)));
        v
    }

    /// A folder name for the batch's mutants (`M*` → `M_star`).
    pub fn slug(&self) -> String {
        slug(&self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_design_has_one_batch_per_operator_with_g2_only_alone() {
        let b = BatchSpec::paper(100, 50, None);
        // M* and one M_J for each of the thirteen operators (G3/G4 included).
        assert_eq!(b.len(), 14);
        assert_eq!(b[0].name, "M*");
        match &b[0].kind {
            BatchKind::Random { weights, count, .. } => {
                assert_eq!(*count, 100);
                assert_eq!(weights.get(OpName::G2), 0);
                assert!(OpName::ALL.iter().filter(|&&o| o != OpName::G2).all(|&o| weights.get(o) == 1));
            }
            other => panic!("unexpected {other:?}"),
        }
        let g2 = b.iter().find(|x| x.name == "M_G2").expect("M_G2 batch");
        match &g2.kind {
            BatchKind::Random { weights, count, .. } => {
                assert_eq!(*count, 50);
                assert_eq!(weights.get(OpName::G2), 1);
                assert_eq!(weights.total(), 1);
            }
            other => panic!("unexpected {other:?}"),
        }
        assert_eq!(b[0].slug(), "M_star");
    }
}
