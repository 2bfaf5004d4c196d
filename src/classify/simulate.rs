//! Simulated findings behind the family's seam ([`Flips`], [`PairDraws`]): each side of a finding
//! succeeds with a given rate per method, at either layer, instead of running z3 or Boogie. For
//! checking the classification's error statement by simulation through the product's own code
//! ([`super::family::classify_family`]; `tests/hermetic/classes_errors.rs`) and for its power
//! figures (`benches/classify_errors.rs`). Never used by a command.
//!
//! **What is shared.** As in the product, run `k` of a method of a seed is one run whichever flip
//! it is compared with (the query cache makes it so), so every flip of a seed draws the seed's
//! side from the same outcomes, and false findings cluster by seed. A mutant's runs are
//! independent of everything else (its texts differ from the seed's), the worst case for
//! Fisher's test: same dice that made seed and mutant alike would only make it more conservative.
//!
//! **Bounds.** With [`SimulatedRun::with_slow`], a share of the mutant's proved runs (at either
//! layer) is too slow for the classification's bounds: drawn under them it fails and is
//! censored, drawn without them ([`PairDraws::unbounded`]) it is proved. The rates stay the
//! rates within the time limit, so a run that counts such a finding has made an error.
//!
//! Draws are SplitMix64 over (run, seed, flip, layer, method, `k`): deterministic.

use super::family::Flips;
use super::findings::{Draw, Layer, PairDraws};
use super::findings_csv::{FindingRow, Settings};
use crate::stability::error::StabilityError;
use crate::stats::effect::{Direction, Outcome};
use std::sync::atomic::{AtomicUsize, Ordering};

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A uniform number in [0, 1) from a tuple of keys.
pub fn uniform(keys: &[u64]) -> f64 {
    let h = keys.iter().fold(0x5EED_u64, |acc, &k| splitmix(acc ^ splitmix(k)));
    (h >> 11) as f64 / (1u64 << 53) as f64
}

/// One finding's success rates, (seed side, mutant side): per SMT method (e.g. rename, reseed)
/// and at the Boogie layer (reseed only).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rates {
    pub smt: [(f64, f64); 2],
    pub boogie: (f64, f64),
}

impl Rates {
    /// No effect: both sides at `p` everywhere.
    pub fn same(p: f64) -> Rates {
        Rates { smt: [(p, p); 2], boogie: (p, p) }
    }

    /// The seed at `seed` and the mutant at `mutant`, at both layers.
    pub fn effect(seed: f64, mutant: f64) -> Rates {
        Rates { smt: [(seed, mutant); 2], boogie: (seed, mutant) }
    }
}

/// One finding's draws at one layer.
struct Draws<'a> {
    /// run, seed, flip, layer
    keys: [u64; 4],
    rates: Vec<(f64, f64)>,
    /// The share of the mutant's proved runs that the bounds stop.
    slow: f64,
    calls: &'a AtomicUsize,
    reruns: &'a AtomicUsize,
}

impl Draws<'_> {
    /// Run `k` of `method` on `side` within the time limit, and whether it is too slow for the
    /// bounds.
    fn outcome(&self, side: usize, method: usize, k: u32) -> (bool, bool) {
        let [run, seed, flip, layer] = self.keys;
        // The seed's side does not depend on the flip: every flip of a seed shares its sample.
        let flip = if side == 0 { u64::MAX } else { flip };
        let keys = [run, seed, flip, layer, method as u64, u64::from(k)];
        let (s, m) = self.rates[method];
        let proved = uniform(&keys) < [s, m][side];
        let slow = side == 1 && proved && uniform(&[keys.as_slice(), &[u64::MAX]].concat()) < self.slow;
        (proved, slow)
    }
}

impl PairDraws for Draws<'_> {
    fn methods(&self) -> usize {
        self.rates.len()
    }

    fn draw(&self, side: usize, method: usize, k: u32) -> Result<Draw, StabilityError> {
        self.calls.fetch_add(1, Ordering::Relaxed);
        let (proved, slow) = self.outcome(side, method, k);
        Ok(Draw { outcome: (proved && !slow, 0.1), censored: slow })
    }

    fn unbounded(&self, side: usize, method: usize, k: u32) -> Result<Outcome, StabilityError> {
        self.calls.fetch_add(1, Ordering::Relaxed);
        let (proved, slow) = self.outcome(side, method, k);
        if slow {
            self.reruns.fetch_add(1, Ordering::Relaxed);
        }
        Ok((proved, 0.1))
    }
}

/// One simulated run: `per_seed` flips a seed, flip `i` with `rates[i]`, all in `direction`. It
/// counts the draws asked of each layer, and how often Boogie's draws were prepared (a check).
pub struct SimulatedRun {
    pub id: u64,
    pub per_seed: usize,
    pub rates: Vec<Rates>,
    pub direction: Direction,
    pub smt_draws: AtomicUsize,
    pub boogie_draws: AtomicUsize,
    pub boogie_prepared: AtomicUsize,
    /// The share of the mutant's proved runs too slow for the bounds ([`SimulatedRun::with_slow`]).
    pub slow: f64,
    /// Runs too slow for the bounds that were made without them (censored runs run again, and
    /// such runs of the Boogie check, which is made without the bounds).
    pub reruns: AtomicUsize,
}

impl SimulatedRun {
    pub fn new(id: u64, per_seed: usize, rates: Vec<Rates>, direction: Direction) -> SimulatedRun {
        SimulatedRun {
            id,
            per_seed: per_seed.max(1),
            rates,
            direction,
            smt_draws: AtomicUsize::new(0),
            boogie_draws: AtomicUsize::new(0),
            boogie_prepared: AtomicUsize::new(0),
            slow: 0.0,
            reruns: AtomicUsize::new(0),
        }
    }

    /// This run with a share `slow` of every mutant's proved runs too slow for the bounds (see
    /// the module doc).
    pub fn with_slow(mut self, slow: f64) -> SimulatedRun {
        self.slow = slow;
        self
    }
}

impl Flips for SimulatedRun {
    type Error = StabilityError;

    fn len(&self) -> usize {
        self.rates.len()
    }

    fn blank(&self, i: usize) -> FindingRow {
        let seed = format!("s{}.bpl", i / self.per_seed);
        let mutant = u32::try_from(i).unwrap_or(u32::MAX);
        FindingRow::new(&seed, "G", "boogie", "M*", mutant, "", &format!("m{i}.bpl"), &Settings::default())
    }

    fn kept(&self, _i: usize) -> Option<FindingRow> {
        None
    }

    fn direction(&self, _i: usize) -> Direction {
        self.direction
    }

    fn draws(&self, i: usize, layer: Layer) -> Result<Box<dyn PairDraws + '_>, StabilityError> {
        let (seed, flip) = ((i / self.per_seed) as u64, i as u64);
        let (tag, rates, calls) = match layer {
            Layer::Smt => (0, self.rates[i].smt.to_vec(), &self.smt_draws),
            Layer::Boogie => {
                self.boogie_prepared.fetch_add(1, Ordering::Relaxed);
                (1, vec![self.rates[i].boogie], &self.boogie_draws)
            }
        };
        let (slow, reruns) = (self.slow, &self.reruns);
        Ok(Box::new(Draws { keys: [self.id, seed, flip, tag], rates, slow, calls, reruns }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_share_the_seed_side_and_match_the_rates() {
        let run = SimulatedRun::new(1, 4, vec![Rates::same(0.3); 8], Direction::MutantWorse);
        let d = |i: usize| run.draws(i, Layer::Smt).unwrap();
        let (a, b, other_seed) = (d(0), d(1), d(4));
        let seed_side = |x: &dyn PairDraws| (0..200).map(|k| x.draw(0, 1, k).unwrap().outcome.0).collect::<Vec<_>>();
        assert_eq!(seed_side(a.as_ref()), seed_side(b.as_ref()), "flips of one seed share its sample");
        assert_ne!(seed_side(a.as_ref()), seed_side(other_seed.as_ref()));
        let mutant: Vec<bool> = (0..4000).map(|k| a.draw(1, 0, k).unwrap().outcome.0).collect();
        let share = mutant.iter().filter(|&&x| x).count() as f64 / 4000.0;
        assert!((share - 0.3).abs() < 0.03, "{share}");
        assert_eq!(run.smt_draws.load(Ordering::Relaxed), 4000 + 4 * 200);
    }
}
