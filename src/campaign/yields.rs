//! Flips per 100 mutants by operator: where a run's findings came from, and the `--weights` that
//! would spend a next run's mutants where they were found.
//!
//! Counted over the mutants of (seed, tool) pairs whose seed verified (only those can flip); a
//! chain counts under each operator it applies (once per operator), so a flip of `S1 L3` counts
//! for both.

use crate::mutation::OpName;
use crate::runner::record::{RunRecord, SEED_BATCH};
use std::collections::{BTreeMap, HashSet};
use std::fmt;

/// The operators a chain applies (`S1(0,3) L3(4#0,1)` → S1, L3); a step whose name is not an
/// operator is skipped.
fn chain_ops(chain: &str) -> impl Iterator<Item = OpName> + '_ {
    chain.split_whitespace().filter_map(|step| step.split('(').next()?.parse().ok())
}

/// One operator's mutants and flips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OperatorYield {
    pub mutants: u64,
    pub flips: u64,
}

impl OperatorYield {
    /// Flips per 100 mutants.
    pub fn per_100(&self) -> f64 {
        if self.mutants == 0 {
            0.0
        } else {
            100.0 * self.flips as f64 / self.mutants as f64
        }
    }
}

/// The yields of a run's rows, by operator.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Yields(pub BTreeMap<OpName, OperatorYield>);

impl Yields {
    pub fn of(records: &[RunRecord]) -> Yields {
        let verified: HashSet<(&str, &str)> = records
            .iter()
            .filter(|r| r.batch == SEED_BATCH && r.outcome.passes())
            .map(|r| (r.seed.as_str(), r.tool.as_str()))
            .collect();
        let mut m: BTreeMap<OpName, OperatorYield> = BTreeMap::new();
        for r in records.iter().filter(|r| r.batch != SEED_BATCH) {
            if !verified.contains(&(r.seed.as_str(), r.tool.as_str())) {
                continue;
            }
            let ops: HashSet<OpName> = chain_ops(&r.chain).collect();
            for op in ops {
                let e = m.entry(op).or_default();
                e.mutants += 1;
                e.flips += u64::from(!r.outcome.passes() && r.outcome.is_verification());
            }
        }
        Yields(m)
    }

    /// `--weights` for a next run: each operator's flips per 100 mutants, rounded, at least 1 (so
    /// that no operator is switched off by a run too small to find its flips).
    pub fn suggested_weights(&self) -> String {
        self.0
            .iter()
            .map(|(op, y)| format!("{op}={}", (y.per_100().round() as u64).max(1)))
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl Yields {
    /// `S1 12.0 (3/25), ...`: each operator's flips per 100 mutants, with the flips and mutants
    /// it is counted from.
    pub fn counts(&self) -> String {
        let parts: Vec<String> =
            self.0.iter().map(|(op, y)| format!("{op} {:.1} ({}/{})", y.per_100(), y.flips, y.mutants)).collect();
        parts.join(", ")
    }
}

impl fmt::Display for Yields {
    /// `yield per operator (flips per 100 mutants): S1 12.0 (3/25), ...` and the suggestion.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "yield per operator (flips per 100 mutants of verified seeds): {}", self.counts())?;
        write!(f, "weights from this run's yields: --weights {}", self.suggested_weights())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verifiers::Outcome;

    fn row(seed: &str, batch: &str, chain: &str, outcome: Outcome) -> RunRecord {
        RunRecord::sample(seed, "G", batch, chain, "boogie", outcome)
    }

    #[test]
    fn counts_flips_of_verified_seeds_under_each_operator_of_the_chain() {
        use Outcome::*;
        let rows = vec![
            row("a", SEED_BATCH, "", Verified),
            row("a", "M*", "S1(0,3) S1(1,2) L3(p:1)", Failed),
            row("a", "M*", "S1(0,1)", Verified),
            row("a", "M*", "L3(p:2)", Verified),
            // A failing seed's mutants cannot flip and are not counted.
            row("b", SEED_BATCH, "", Failed),
            row("b", "M*", "S1(0,1)", Failed),
        ];
        let y = Yields::of(&rows);
        assert_eq!(y.0[&OpName::S1], OperatorYield { mutants: 2, flips: 1 });
        assert_eq!(y.0[&OpName::L3], OperatorYield { mutants: 2, flips: 1 });
        assert_eq!(y.0.len(), 2);
        assert_eq!(y.suggested_weights(), "S1=50,L3=50");
        assert!(y
            .to_string()
            .starts_with("yield per operator (flips per 100 mutants of verified seeds): S1 50.0 (1/2)"));
        let none = Yields::of(&[row("a", SEED_BATCH, "", Verified), row("a", "M*", "G1(p:requires)", Verified)]);
        assert_eq!(none.suggested_weights(), "G1=1");
    }
}
