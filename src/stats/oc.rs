//! Exact operating characteristics: for a true success rate `p`, the probability of each verdict
//! and the expected number of runs, for the sequential procedure ([`sequential`]) and for
//! Mariposa's fixed-budget rule ([`fixed`]). Computed by dynamic programming over the counts
//! (`O(budget²)`), no simulation. The time rule is taken to pass (successes count with zero run
//! time). These figures back the tables of the docs and the tests of the error guarantees.

use super::category::Category;
use super::rule::{categorize, Rule};
use super::sequential::{decide, Decision};
use super::tally::Tally;

/// Verdict probabilities and the expected number of runs at one success rate.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Characteristic {
    pub stable: f64,
    pub unstable: f64,
    pub unsolvable: f64,
    pub inconclusive: f64,
    pub expected_runs: f64,
}

impl Characteristic {
    /// The probability of verdict `c`.
    pub fn probability(&self, c: Category) -> f64 {
        match c {
            Category::Stable => self.stable,
            Category::Unstable => self.unstable,
            Category::Unsolvable => self.unsolvable,
            Category::Inconclusive => self.inconclusive,
        }
    }

    fn add(&mut self, c: Category, mass: f64, runs: u32) {
        match c {
            Category::Stable => self.stable += mass,
            Category::Unstable => self.unstable += mass,
            Category::Unsolvable => self.unsolvable += mass,
            Category::Inconclusive => self.inconclusive += mass,
        }
        self.expected_runs += mass * f64::from(runs);
    }
}

/// The sequential procedure of [`super::sequential`] with at most `budget` runs, when every run
/// succeeds independently with probability `p` (clamped to `[0, 1]`).
pub fn sequential(rule: &Rule, p: f64, budget: u32) -> Characteristic {
    let p = p.clamp(0.0, 1.0);
    let mut out = Characteristic::default();
    // mass[s]: probability of having made n runs with s successes and not having stopped.
    let mut mass = vec![1.0f64];
    for n in 0..=budget {
        let mut next = vec![0.0f64; mass.len() + 1];
        for (s, &m) in mass.iter().enumerate() {
            if m == 0.0 {
                continue;
            }
            let s32 = s as u32;
            match decide(rule, &Tally::from_counts(s32, n - s32), budget) {
                Decision::Stop(c) => out.add(c, m, n),
                Decision::Continue => {
                    next[s + 1] += m * p;
                    next[s] += m * (1.0 - p);
                }
            }
        }
        mass = next;
    }
    out
}

/// Mariposa's fixed-budget rule ([`categorize`]) on exactly `runs` runs, each a success with
/// probability `p` (clamped to `[0, 1]`).
pub fn fixed(rule: &Rule, p: f64, runs: u32) -> Characteristic {
    let p = p.clamp(0.0, 1.0);
    // Binomial probabilities by repeated convolution: stable for every n and p.
    let mut pmf = vec![1.0f64];
    for _ in 0..runs {
        let mut next = vec![0.0f64; pmf.len() + 1];
        for (s, &m) in pmf.iter().enumerate() {
            next[s + 1] += m * p;
            next[s] += m * (1.0 - p);
        }
        pmf = next;
    }
    let mut out = Characteristic::default();
    for (s, &m) in pmf.iter().enumerate() {
        let s = s as u32;
        out.add(categorize(rule, &Tally::from_counts(s, runs - s)), m, runs);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATES: [f64; 12] = [0.0, 0.02, 0.05, 0.1, 0.2, 0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 1.0];

    fn total(c: &Characteristic) -> f64 {
        c.stable + c.unstable + c.unsolvable + c.inconclusive
    }

    #[test]
    fn extremes_are_exact() {
        let rule = Rule::default();
        let all = sequential(&rule, 1.0, 60);
        assert_eq!((all.stable, all.expected_runs), (1.0, 18.0));
        let none = sequential(&rule, 0.0, 60);
        assert_eq!((none.unsolvable, none.expected_runs), (1.0, 18.0));
        let f = fixed(&rule, 1.0, 60);
        assert_eq!((f.stable, f.expected_runs), (1.0, 60.0));
        // Budget below the shortest stop: the terminal z-test decides, and 17/17 is not
        // significantly above 95%, so everything is inconclusive after the full budget.
        let short = sequential(&rule, 1.0, 17);
        assert_eq!((short.inconclusive, short.expected_runs), (1.0, 17.0));
    }

    #[test]
    fn probabilities_sum_to_one() {
        let rule = Rule::default();
        for p in RATES {
            for c in [sequential(&rule, p, 60), fixed(&rule, p, 60), sequential(&rule, p, 200)] {
                assert!((total(&c) - 1.0).abs() < 1e-12, "p = {p}: {c:?}");
            }
        }
    }

    #[test]
    fn error_guarantees_hold_exactly() {
        let rule = Rule::default();
        for budget in [20, 60, 200] {
            let at = |p: f64| sequential(&rule, p, budget);
            // Stated in the sequential module doc: stable and unsolvable wrong ≤ α at the zone
            // ends; unstable ≤ 2α (α from the SPRTs, α from the terminal z-test at the budget).
            assert!(at(0.80).stable <= 0.05, "budget {budget}: {:?}", at(0.80));
            assert!(at(0.95).unstable <= 0.10, "budget {budget}: {:?}", at(0.95));
            assert!(at(0.20).unsolvable <= 0.05, "budget {budget}: {:?}", at(0.20));
            assert!(at(0.05).unstable <= 0.10, "budget {budget}: {:?}", at(0.05));
            // And beyond them, by monotonicity.
            assert!(at(0.5).stable <= at(0.8).stable && at(0.99).unstable <= at(0.95).unstable);
        }
    }

    #[test]
    fn fixed_rule_at_the_threshold() {
        // P(60/60 | p = 0.95) = 0.95^60 = 0.046069: Mariposa's stable error is just under α.
        let c = fixed(&Rule::default(), 0.95, 60);
        assert!((c.stable - 0.95f64.powi(60)).abs() < 1e-12);
        assert!((c.stable - 0.046_069).abs() < 1e-6, "{}", c.stable);
        // P(0/60 | p = 0.05) = 0.95^60 likewise.
        let c = fixed(&Rule::default(), 0.05, 60);
        assert!((c.unsolvable - 0.046_069).abs() < 1e-6, "{}", c.unsolvable);
    }

    /// The table in docs/stability.md ("Sequential stopping") and the sequential module doc:
    /// `cargo test --release --lib -- stats::oc::tests::table --nocapture`.
    #[test]
    fn table() {
        let rule = Rule::default();
        println!("| p | sequential ≤60: stable / unstable / unsolvable / inconclusive | E[runs] | fixed 60: stable / unstable / unsolvable / inconclusive |");
        println!("|---|---|---|---|");
        for p in RATES {
            let s = sequential(&rule, p, 60);
            let f = fixed(&rule, p, 60);
            println!(
                "| {p} | {:.3} / {:.3} / {:.3} / {:.3} | {:.1} | {:.3} / {:.3} / {:.3} / {:.3} |",
                s.stable,
                s.unstable,
                s.unsolvable,
                s.inconclusive,
                s.expected_runs,
                f.stable,
                f.unstable,
                f.unsolvable,
                f.inconclusive
            );
        }
        // Figures quoted in the docs, to three decimals.
        let near = |got: f64, want: f64| (got - want).abs() < 5e-4;
        let s = sequential(&rule, 0.5, 60);
        assert!(near(s.unstable, 1.0) && (s.expected_runs - 8.2).abs() < 0.05, "{s:?}");
        let s = sequential(&rule, 0.95, 60);
        assert!(near(s.stable, 0.901) && near(s.unstable, 0.065) && near(s.inconclusive, 0.033), "{s:?}");
        assert!((s.expected_runs - 29.6).abs() < 0.05, "{s:?}");
        let s = sequential(&rule, 0.9, 60);
        assert!(near(s.stable, 0.473) && near(s.unstable, 0.473) && (s.expected_runs - 37.1).abs() < 0.05, "{s:?}");
        let s = sequential(&rule, 0.05, 60);
        assert!(near(s.unsolvable, 0.901) && near(s.unstable, 0.065), "{s:?}");
        let f = fixed(&rule, 0.95, 60);
        assert!(near(f.stable, 0.046) && near(f.unstable, 0.079) && near(f.inconclusive, 0.875), "{f:?}");
        let f = fixed(&rule, 0.02, 60);
        assert!(near(f.unstable, 0.702) && near(f.unsolvable, 0.298), "{f:?}");
        let f = fixed(&rule, 0.99, 60);
        assert!(near(f.stable, 0.547) && near(f.inconclusive, 0.453), "{f:?}");
    }
}
