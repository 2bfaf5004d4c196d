//! The mutant pool of guided generation (`fuzz --guided`): Algorithm 1's pool of one seed, grown
//! one mutant at a time on demand, where the program to mutate is drawn from the pool uniformly
//! (as in Algorithm 1) or, with probability one half, is the current *parent* chosen by the
//! caller from the mutants' measured costs. Every mutant's chain starts at the seed, so its header
//! replays it with `wobble reproduce` like any other.
//!
//! Determinism: the pool draws only from its [`GenRng`] (seeded by the RNG seed, the seed's
//! content hash and the batch) and the parents it is given, so the same parents in the same order
//! give the same mutants.

use super::algorithm::{attempt, Attempt, Entry, Mutant};
use super::chain::Chain;
use super::weights::Weights;
use crate::mutation::Variant;
use crate::syntax::ast::Program;
use crate::util::rng::GenRng;
use std::collections::HashSet;

/// Attempts of Algorithm 1 per requested mutant before [`GuidedPool::next`] gives up.
pub const ATTEMPTS_PER_MUTANT: usize = 100;

/// The growing pool of one seed under guided generation.
pub struct GuidedPool {
    rng: GenRng,
    weights: Weights,
    pool: Vec<Entry>,
    seen: HashSet<[u8; 32]>,
    /// The seed itself has no weighted operator: nothing can ever be generated.
    barren: bool,
}

impl GuidedPool {
    /// The pool `{seed}` of `seed` (content hash `seed_hash`), drawing from the random stream of
    /// (`rng_seed`, `seed_hash`, `batch`).
    pub fn new(seed: &Program, seed_hash: &str, rng_seed: u64, batch: &str, weights: Weights) -> GuidedPool {
        let start = Variant::from_program(seed.clone());
        let mut seen = HashSet::new();
        seen.insert(start.key());
        GuidedPool {
            rng: GenRng::new(rng_seed, seed_hash, batch),
            weights,
            pool: vec![Entry::new(start, Chain::default())],
            seen,
            barren: false,
        }
    }

    /// Mutants generated so far.
    pub fn len(&self) -> usize {
        self.pool.len() - 1
    }

    /// Whether no mutant was generated yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The next distinct mutant (its `index` is its 1-based place among the pool's mutants).
    /// `parent`: the 1-based index of the mutant that later mutants should extend; each attempt
    /// draws it with probability 1/2 and otherwise a program of the pool uniformly (the seed
    /// included). None when [`ATTEMPTS_PER_MUTANT`] attempts found no new mutant or no weighted
    /// operator applies to the seed.
    pub fn next(&mut self, parent: Option<usize>) -> Option<Mutant> {
        if self.barren {
            return None;
        }
        let parent = parent.filter(|&p| p >= 1 && p < self.pool.len());
        for _ in 0..ATTEMPTS_PER_MUTANT {
            let pi = match parent {
                Some(p) if self.rng.below(2) == 0 => p,
                _ => self.rng.index(self.pool.len()),
            };
            match attempt(&mut self.pool, pi, &mut self.rng, &self.weights, &mut self.seen) {
                Attempt::Added => {
                    let index = self.pool.len() - 1;
                    let e = &self.pool[index];
                    return Some(Mutant { index, variant: e.variant.clone(), chain: e.chain.clone() });
                }
                Attempt::NothingApplies if self.pool.len() == 1 => {
                    self.barren = true;
                    return None;
                }
                _ => {}
            }
        }
        None
    }

    /// The chain of mutant `index` (1-based; 0 is the seed).
    pub fn chain(&self, index: usize) -> Option<&Chain> {
        self.pool.get(index).map(|e| &e.chain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generation::chain::apply_chain;
    use crate::mutation::testutil::const_decl;
    use crate::mutation::OpName;

    fn seed() -> Program {
        Program { decls: (0..6).map(|k| const_decl(&format!("c{k}"))).collect() }
    }

    #[test]
    fn mutants_are_distinct_replayable_and_deterministic() {
        let run = |parents: &[Option<usize>]| {
            let mut g = GuidedPool::new(&seed(), "h", 3, "M*", Weights::default());
            parents.iter().map(|&p| g.next(p).map(|m| (m.index, m.chain.to_string()))).collect::<Vec<_>>()
        };
        let parents = [None, None, Some(1), Some(1), Some(2), Some(3), None];
        let a = run(&parents);
        assert_eq!(a, run(&parents));
        assert!(a.iter().all(Option::is_some));
        let mut g = GuidedPool::new(&seed(), "h", 3, "M*", Weights::default());
        let mut keys = HashSet::new();
        for &p in &parents {
            let m = g.next(p).unwrap();
            assert!(keys.insert(m.variant.key()));
            assert_eq!(apply_chain(&seed(), &m.chain).map(|v| v.key()), Ok(m.variant.key()));
        }
        assert_eq!(g.len(), parents.len());
    }

    #[test]
    fn a_parent_is_extended() {
        let mut g = GuidedPool::new(&seed(), "h", 5, "M*", Weights::only(&[OpName::S1]));
        let first = g.next(None).unwrap().chain.to_string();
        let children: Vec<String> = (0..12).filter_map(|_| g.next(Some(1))).map(|m| m.chain.to_string()).collect();
        let extended = children.iter().filter(|c| c.starts_with(&format!("{first} "))).count();
        assert!(extended >= 3, "{first}: {children:?}");
    }

    #[test]
    fn a_seed_without_sites_is_barren() {
        let one = Program { decls: vec![const_decl("a")] };
        let mut g = GuidedPool::new(&one, "h", 1, "M*", Weights::default());
        assert!(g.next(None).is_none() && g.is_empty());
    }
}
