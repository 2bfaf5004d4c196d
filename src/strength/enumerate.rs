//! Which mutants of a seed are made: every change site ([`all_changes`]), or, with a cap, an
//! evenly spread subset (positions `⌊i·N/cap⌋` of the N sites in order), so that a capped run
//! still visits every part of the program and is reproducible without a random seed.

use crate::mutation::changing::{all_changes, apply, Change, ChangeError, ChangeKind, Mutant};
use crate::mutation::Variant;

/// The chosen changes and how many sites there were in all.
pub struct Chosen {
    pub changes: Vec<Change>,
    pub total: usize,
}

/// The indices kept from `n` items under a cap (all when `cap >= n`).
pub fn spread(n: usize, cap: Option<usize>) -> Vec<usize> {
    match cap {
        Some(c) if c < n => (0..c).map(|i| i * n / c).collect(),
        _ => (0..n).collect(),
    }
}

/// The changes of `seed` of the given kinds (all kinds when empty), capped by `max`.
pub fn choose(seed: &Variant, kinds: &[ChangeKind], max: Option<usize>) -> Chosen {
    let all: Vec<Change> =
        all_changes(seed).into_iter().filter(|c| kinds.is_empty() || kinds.contains(&c.kind())).collect();
    let total = all.len();
    let changes = spread(total, max).into_iter().map(|i| all[i].clone()).collect();
    Chosen { changes, total }
}

/// The mutants of `changes` (every change listed by [`choose`] applies).
pub fn mutants(seed: &Variant, changes: &[Change]) -> Result<Vec<Mutant>, ChangeError> {
    changes.iter().map(|c| apply(seed, c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_is_even_and_complete_without_cap() {
        assert_eq!(spread(5, None), [0, 1, 2, 3, 4]);
        assert_eq!(spread(5, Some(9)), [0, 1, 2, 3, 4]);
        assert_eq!(spread(10, Some(4)), [0, 2, 5, 7]);
        assert_eq!(spread(10, Some(0)), Vec::<usize>::new());
    }
}
