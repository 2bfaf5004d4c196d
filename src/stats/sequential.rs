//! Sequential sampling: after each run of a sample group, [`decide`] says whether its category is
//! already settled at the rule's error level ([`Decision::Stop`]) or more runs are needed
//! ([`Decision::Continue`]), never asking for more than the `budget` (`--samples`).
//!
//! # The procedure: two truncated SPRTs with Ville's bound
//!
//! Two of Wald's sequential probability ratio tests run on the same runs. With `s` successes and
//! `f` failures so far and `A = ln(1/α)`:
//!
//! * the *upper* test compares the rates `high` and `high_inner` (defaults 0.95 and 0.80):
//!   `U = s·ln(high/high_inner) + f·ln((1−high)/(1−high_inner))`;
//! * the *lower* test compares `low_inner` and `low` (defaults 0.20 and 0.05):
//!   `L = s·ln(low_inner/low) + f·ln((1−low_inner)/(1−low))`.
//!
//! After every run, in this order:
//! 1. `U ≥ A` → **stable**;
//! 2. `L ≤ −A` → **unsolvable**;
//! 3. `U ≤ −A` and `L ≥ A` → **unstable**, if Mariposa's time rule allows it (see
//!    [`super::rule`]), otherwise **inconclusive** (the failures may be runs cut by the limit;
//!    more samples of a query that slow do not change that);
//! 4. `budget` runs reached → the **terminal decision** [`super::rule::terminal`]: Mariposa's
//!    fixed-sample z-test on the runs made (so a query proved 17 times in 20 is `unstable`, not
//!    `inconclusive`), where `unstable` also needs a rate significantly above `low`;
//! 5. otherwise continue.
//!
//! The three verdict regions are disjoint (`U ≥ A > 0` needs an observed rate above a point of
//! `(high_inner, high)`, `L ≤ −A < 0` one below a point of `(low, low_inner)`).
//!
//! # Guarantee
//!
//! Assume the runs of a group are independent with a common success probability `p` (each run
//! draws a fresh random perturbation; the unperturbed query is not such a draw, so it is best
//! left out of the tally, although Mariposa's fixed rule counts it). `e^U` is the likelihood ratio of `high` against
//! `high_inner`, a nonnegative martingale with mean 1 when `p = high_inner`; by Ville's
//! inequality it *ever* reaches `1/α`, at any run, with probability at most `α`. A run-by-run
//! coupling shows that `U` only grows with `p`, so the bound holds for every `p ≤ high_inner`.
//! The same argument applies to `e^{−U}` under `p = high` and to both directions of `L`. Hence,
//! for **every budget** and every stopping pattern (the bound is about the whole path, so
//! truncation, the order of the checks, and resuming later cannot break it):
//!
//! | true success rate `p` | wrong verdict, each with probability `≤ α` |
//! |---|---|
//! | `p ≥ high` (0.95) | unstable (and unsolvable) |
//! | `high_inner < p < high` | unsolvable — stable and unstable are both acceptable here |
//! | `low_inner ≤ p ≤ high_inner` | stable, unsolvable |
//! | `low < p < low_inner` | stable — unsolvable and unstable are both acceptable here |
//! | `p ≤ low` (0.05) | unstable (and stable) |
//!
//! The SPRTs alone make each kind of wrong verdict with probability at most `α`. The terminal
//! decision at the budget adds one more level-`α` test (Mariposa's one-sided z-test, a normal
//! approximation), which can only say `unstable` (`p < high` and `p > low`), `stable` (`p > high`)
//! or `unsolvable` (`p < low`); by the union bound each kind of wrong verdict then has probability
//! at most `2α` (the z-test's part up to its normal approximation). In practice only `unstable`
//! moves: exact figures at a budget of 60 are 0.065 at `p = 0.95` and at `p = 0.05`, of which
//! 0.027 are the SPRTs' ([`super::oc`]); a wrong `stable` stays ≤ 0.041 at `p = 0.80`. Only a
//! tally the z-test cannot place ends `inconclusive`.
//!
//! # Why the zones, and what it costs
//!
//! Mariposa's "stable" claims `p > 0.95` at level `α`. *No* procedure, sequential or not, can
//! claim that from fewer than 59 straight successes at `α = 0.05`: any rule that says "stable"
//! after `k` successes in a row does so with probability `≥ 0.95ᵏ` when `p = 0.95`, and
//! `0.95⁵⁸ = 0.051 > 0.05`. Early stopping is only possible against a separated alternative,
//! which is what the indifference zones are: the sequential "stable" claims `p > high_inner`
//! (0.80), its "unstable" claims `p < high`; a query with `0.80 < p < 0.95` may get either.
//!
//! With the defaults (`α = 0.05`, zones (0.05, 0.20) and (0.80, 0.95)), against Mariposa's
//! fixed 60 runs per method:
//!
//! | runs of a group | stops after | verdict |
//! |---|---|---|
//! | all successes | **18** (`18·ln(0.95/0.8) = 3.09 ≥ ln 20 = 3.00`; 17 gives 2.92): 3.3× fewer | stable |
//! | all failures | 18 | unsolvable |
//! | 3 successes and 3 failures, any order | 6 | unstable |
//! | one failure first, then successes | 27 (26 successes) | stable |
//! | four failures first, then successes | 54 (50 successes) | stable |
//!
//! Exact verdict probabilities ([`super::oc`]) with a budget of 60, sequential vs. fixed 60:
//!
//! | p | sequential: stable / unstable / unsolvable / inconclusive | E\[runs\] | fixed 60: same order |
//! |---|---|---|---|
//! | 0.02 | 0.000 / 0.002 / 0.996 / 0.002 | 21.9 | 0.000 / 0.702 / 0.298 / 0.000 |
//! | 0.05 | 0.000 / 0.065 / 0.901 / 0.033 | 29.6 | 0.000 / 0.954 / 0.046 / 0.000 |
//! | 0.5 | 0.000 / 1.000 / 0.000 / 0.000 | 8.2 | 0.000 / 1.000 / 0.000 / 0.000 |
//! | 0.8 | 0.041 / 0.956 / 0.000 / 0.003 | 22.8 | 0.000 / 0.988 / 0.000 / 0.012 |
//! | 0.9 | 0.473 / 0.473 / 0.000 / 0.055 | 37.1 | 0.002 / 0.563 / 0.000 / 0.435 |
//! | 0.95 | 0.901 / 0.065 / 0.000 / 0.033 | 29.6 | 0.046 / 0.079 / 0.000 / 0.875 |
//! | 0.99 | 1.000 / 0.000 / 0.000 / 0.000 | 19.8 | 0.547 / 0.000 / 0.000 / 0.453 |
//! | 1 | 1.000 / 0.000 / 0.000 / 0.000 | 18.0 | 1.000 / 0.000 / 0.000 / 0.000 |
//!
//! The fixed rule is stricter about "stable" (it needs 60/60) and much less decisive: a query
//! that succeeds 95% or 99% of the time is inconclusive 87% or 45% of the time, and one that
//! succeeds 2% of the time is called unstable 70% of the time (unsolvable needs 0/60).
//!
//! # Several perturbation methods
//!
//! Each method (shuffle, rename, reseed) is its own group with its own budget; [`combine`]
//! applies the vote over methods ([`super::category::combine_methods`]) and stops the whole query as
//! soon as the vote can no longer change: any method unstable, or two methods with different
//! decided categories, already make the query unstable. A method that ends inconclusive keeps the
//! query from being stable (or unsolvable): it is then inconclusive. A wrong query-level verdict needs a wrong
//! verdict from at least one method, so its probability is at most the sum of the methods' own
//! error probabilities: `≤ 2mα` for `m` methods by the bounds above, far less in fact.

//!
//! # Sampling toward one question: is it stable?
//!
//! A repair candidate need not be categorized: it is kept only if it measures `stable`.
//! [`Goal::Stable`] stops a group as soon as the upper test rules stable out (`U ≤ −A`: a
//! success rate of `high` is rejected at level `α`, by the same Ville bound), with the strongest
//! category the runs already support ([`decide`]'s, when it stops there too), otherwise
//! `inconclusive`; and [`combine_toward`] stops the whole query once any method is settled other
//! than `stable`. A `stable` verdict is reached exactly as under [`Goal::Category`]: the same
//! runs, the same guarantee. With all failures a group stops after 3 runs, not 18
//! (`3·ln(0.05/0.20) = −4.16 ≤ −3.00`); the methods' runs taken together
//! ([`pooled_rules_out_stable`]) stop two methods after 2 runs each.

use super::category::{combine_methods, Category};
use super::rule::{terminal, Rule};
use super::tally::Tally;
use std::fmt;

/// What to do with a sample group after its latest run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The category is not settled and the budget is not spent: run another sample.
    Continue,
    /// Stop sampling; the group's category.
    Stop(Category),
}

impl Decision {
    /// The category, once stopped.
    pub fn category(self) -> Option<Category> {
        match self {
            Decision::Continue => None,
            Decision::Stop(c) => Some(c),
        }
    }
}

/// What sampling asks (see the module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The query's category (`wobble stability`, `check`, explain's own sampling).
    #[default]
    Category,
    /// Only whether it is stable (explain's repair candidates): stop once stable is ruled out.
    Stable,
}

/// The two log-likelihood ratios `(U, L)` of the module doc for a tally.
fn log_ratios(rule: &Rule, tally: &Tally) -> (f64, f64) {
    let (s, f) = (f64::from(tally.successes()), f64::from(tally.failures()));
    let (hi, hi_in, lo, lo_in) = (rule.high(), rule.high_inner(), rule.low(), rule.low_inner());
    let upper = s * (hi / hi_in).ln() + f * ((1.0 - hi) / (1.0 - hi_in)).ln();
    let lower = s * (lo_in / lo).ln() + f * ((1.0 - lo_in) / (1.0 - lo)).ln();
    (upper, lower)
}

/// The sequential decision for one sample group after `tally.runs()` runs, with at most
/// `budget` runs in all (see the module doc). Deterministic in its arguments, so asking again
/// after a stop (or after resuming from a cache) gives the same answer.
pub fn decide(rule: &Rule, tally: &Tally, budget: u32) -> Decision {
    let a = (1.0 / rule.alpha()).ln();
    let (upper, lower) = log_ratios(rule, tally);
    if upper >= a {
        Decision::Stop(Category::Stable)
    } else if lower <= -a {
        Decision::Stop(Category::Unsolvable)
    } else if upper <= -a && lower >= a {
        if rule.time_rule_allows_unstable(tally) {
            Decision::Stop(Category::Unstable)
        } else {
            Decision::Stop(Category::Inconclusive)
        }
    } else if tally.runs() >= budget {
        // The truncated test's terminal decision: Mariposa's fixed-sample rule on the runs made.
        Decision::Stop(terminal(rule, tally))
    } else {
        Decision::Continue
    }
}

/// [`decide`] under `goal`: under [`Goal::Stable`] a group also stops once the upper test rules
/// stable out, with [`decide`]'s category when it stops there too, else `inconclusive`.
pub fn decide_toward(goal: Goal, rule: &Rule, tally: &Tally, budget: u32) -> Decision {
    let d = decide(rule, tally, budget);
    match (goal, d) {
        (Goal::Stable, Decision::Continue) if log_ratios(rule, tally).0 <= -(1.0 / rule.alpha()).ln() => {
            Decision::Stop(Category::Inconclusive)
        }
        _ => d,
    }
}

/// [`combine`] under `goal`: under [`Goal::Stable`] the query stops as soon as one method is
/// settled other than `stable` (`unstable` when one is, else `inconclusive`).
pub fn combine_toward(goal: Goal, per_method: &[Decision]) -> Decision {
    let settled_not_stable = per_method.iter().filter_map(|d| d.category()).any(|c| c != Category::Stable);
    match (goal, combine(per_method)) {
        (Goal::Stable, Decision::Continue) if settled_not_stable => Decision::Stop(Category::Inconclusive),
        (_, d) => d,
    }
}

/// Under [`Goal::Stable`], whether the runs of all of a query's methods taken together rule
/// stable out: the upper test of the module doc on the pooled tally (`U ≤ −A`). A stable query
/// has every method's rate at least `high`, and under any mix of such rates the pooled ratio
/// `exp(−U)` is a supermartingale (each run's factor has expectation `≤ 1` at a rate `≥ high`),
/// so Ville's bound holds as for one method: a stable query is ruled out with probability `≤ α`
/// (with the per-method tests, `≤ (m + 1)α` in all). With two methods and all failures the query
/// stops after 2 runs each, not 3 (`4·ln(0.05/0.20) = −5.55 ≤ −3.00`). Never under
/// [`Goal::Category`].
pub fn pooled_rules_out_stable<'a>(goal: Goal, rule: &Rule, tallies: impl IntoIterator<Item = &'a Tally>) -> bool {
    goal == Goal::Stable && log_ratios(rule, &pooled(tallies)).0 <= -(1.0 / rule.alpha()).ln()
}

/// The runs of `tallies` added up ([`Tally::sum`]).
fn pooled<'a>(tallies: impl IntoIterator<Item = &'a Tally>) -> Tally {
    Tally::sum(tallies)
}

/// Under [`Goal::Stable`], the fewest further rounds (one run of each of `live` methods) after
/// which [`pooled_rules_out_stable`] could stop the query; `u32::MAX` under [`Goal::Category`].
/// A sampler batching rounds ([`runs_before_stop`]) makes no more than these.
pub fn rounds_before_pooled_stop<'a>(
    goal: Goal,
    rule: &Rule,
    tallies: impl IntoIterator<Item = &'a Tally>,
    live: u32,
) -> u32 {
    if goal != Goal::Stable || live == 0 {
        return u32::MAX;
    }
    let t = pooled(tallies);
    let out = |f: u32| pooled_rules_out_stable(goal, rule, [&Tally::from_counts(t.successes(), t.failures() + f)]);
    // All failures is the quickest way out; a stable query is never ruled out sooner.
    (1..=10_000).find(|&r| out(r * live)).unwrap_or(u32::MAX)
}

/// The vote over the decisions of one query's perturbation methods: `Stop` as soon as the
/// vote is settled (every method stopped; or one method unstable; or two methods stopped with
/// different categories other than inconclusive, which makes the query unstable whatever the
/// rest say), `Continue` otherwise. Keep sampling only the methods whose own decision is
/// `Continue`. No methods at all: inconclusive.
pub fn combine(per_method: &[Decision]) -> Decision {
    let decided: Vec<Category> = per_method.iter().filter_map(|d| d.category()).collect();
    if decided.contains(&Category::Unstable) {
        return Decision::Stop(Category::Unstable);
    }
    let mut firm = decided.iter().filter(|c| **c != Category::Inconclusive);
    if let Some(first) = firm.next() {
        if firm.any(|c| c != first) {
            return Decision::Stop(Category::Unstable);
        }
    }
    if decided.len() == per_method.len() {
        Decision::Stop(combine_methods(&decided))
    } else {
        Decision::Continue
    }
}

/// The fewest further runs after which [`decide`] could stop a group that has `tally` and is not
/// stopped yet, whatever those runs' outcomes: every run before that one is certainly needed, so a
/// sampler may make them together without making a run the rule would not have asked for. (The
/// time rule only chooses between two stops, unstable and inconclusive, so counts decide.)
pub fn runs_before_stop(goal: Goal, rule: &Rule, tally: &Tally, budget: u32) -> u32 {
    let (s, f) = (tally.successes(), tally.failures());
    let left = budget.saturating_sub(tally.runs());
    let stops = |t: &Tally| decide_toward(goal, rule, t, budget) != Decision::Continue;
    (1..=left).find(|&j| (0..=j).any(|a| stops(&Tally::from_counts(s + a, f + j - a)))).unwrap_or(1)
}

/// Feeds `outcomes` (success or failure, in order) to [`decide`] until it stops; the category and
/// the number of runs used. Runs out of outcomes before a stop: `None`. Successes count with zero
/// run time (the time rule passes).
pub fn run_sequence(rule: &Rule, outcomes: impl IntoIterator<Item = bool>, budget: u32) -> Option<(Category, u32)> {
    let mut tally = Tally::new();
    let mut outcomes = outcomes.into_iter();
    loop {
        if let Decision::Stop(c) = decide(rule, &tally, budget) {
            return Some((c, tally.runs()));
        }
        tally.record(outcomes.next()?, std::time::Duration::ZERO);
    }
}

/// The fewest runs after which an uninterrupted streak of successes (`success = true`) or of
/// failures stops, with no budget limit: the best case of early stopping. A streak of successes
/// only raises `U` and `L`, so it ends as stable; a streak of failures only lowers them, so it
/// ends as unsolvable. (Saturates at `u32::MAX` for absurdly narrow zones.)
pub fn streak_to_stop(rule: &Rule, success: bool) -> (Category, u32) {
    let a = (1.0 / rule.alpha()).ln();
    let (step, category) = if success {
        ((rule.high() / rule.high_inner()).ln(), Category::Stable)
    } else {
        (-((1.0 - rule.low_inner()) / (1.0 - rule.low())).ln(), Category::Unsolvable)
    };
    // The smallest k with k·step ≥ a, computed as decide computes it (repeated products, not a
    // division), starting from the float estimate.
    let reaches = |k: f64| k * step >= a;
    let mut k = (a / step).ceil().max(1.0);
    while !reaches(k) {
        k += 1.0;
    }
    while k > 1.0 && reaches(k - 1.0) {
        k -= 1.0;
    }
    (category, if k >= f64::from(u32::MAX) { u32::MAX } else { k as u32 })
}

/// Runs used against a fixed budget over many sample groups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Savings {
    /// Runs actually made.
    pub used: u64,
    /// Runs a fixed budget would have made: `budget × groups`.
    pub fixed: u64,
}

impl Savings {
    /// Sums the runs of `tallies` against `budget` runs each.
    pub fn of<'a>(tallies: impl IntoIterator<Item = &'a Tally>, budget: u32) -> Savings {
        tallies.into_iter().fold(Savings::default(), |acc, t| Savings {
            used: acc.used + u64::from(t.runs()),
            fixed: acc.fixed + u64::from(budget),
        })
    }

    /// Runs not made (zero if more were made than the budget).
    pub fn saved(&self) -> u64 {
        self.fixed.saturating_sub(self.used)
    }

    /// `fixed / used`: how many times fewer runs than the fixed budget; `None` if none was used.
    pub fn factor(&self) -> Option<f64> {
        (self.used > 0).then(|| self.fixed as f64 / self.used as f64)
    }
}

impl fmt::Display for Savings {
    /// "used 54 of 180 runs, saved 126 (70.0%)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = if self.fixed == 0 { 0.0 } else { 100.0 * self.saved() as f64 / self.fixed as f64 };
        write!(f, "used {} of {} runs, saved {} ({pct:.1}%)", self.used, self.fixed, self.saved())
    }
}

#[cfg(test)]
mod tests {
    use super::Category::*;
    use super::*;
    use crate::stats::rule::RuleParams;
    use std::time::Duration;

    fn d(s: u32, f: u32, budget: u32) -> Decision {
        decide(&Rule::default(), &Tally::from_counts(s, f), budget)
    }

    #[test]
    fn all_successes_stop_as_stable_after_18_runs_a_third_of_60() {
        // U = k·ln(0.95/0.80) = 0.171850·k ≥ ln 20 = 2.995732 first at k = 18 (3.0933; k = 17 gives 2.9214).
        let (cat, k) = streak_to_stop(&Rule::default(), true);
        assert_eq!((cat, k), (Stable, 18));
        println!(
            "all-success stops after {k} runs (≤ 20): {:.2}x fewer than a fixed budget of 60",
            60.0 / f64::from(k)
        );
        assert!(3 * k <= 60, "all-success stops after {k} runs, not ≤ 20");
        assert_eq!(d(17, 0, 60), Decision::Continue);
        assert_eq!(d(18, 0, 60), Decision::Stop(Stable));
        let saved = Savings::of(&[Tally::from_counts(k, 0)], 60);
        assert_eq!((saved.used, saved.fixed, saved.saved()), (18, 60, 42));
        assert_eq!(saved.to_string(), "used 18 of 60 runs, saved 42 (70.0%)");
        assert!(saved.factor().unwrap() >= 3.0);
    }

    #[test]
    fn no_procedure_reaches_mariposas_stable_claim_in_fewer_than_59_runs() {
        // P(k straight successes | p = 0.95) = 0.95^k must be ≤ α = 0.05 for a level-α "p > 0.95".
        let k = (1..).find(|k| 0.95f64.powi(*k) <= 0.05).unwrap();
        assert_eq!(k, 59);
    }

    #[test]
    fn streaks_agree_with_deciding_run_by_run() {
        for high_inner in [0.5, 0.8, 0.9, 0.94] {
            for alpha in [0.001, 0.01, 0.05, 0.2] {
                let rule = Rule::new(RuleParams { high_inner, alpha, ..RuleParams::default() }).unwrap();
                for success in [true, false] {
                    let by_runs = run_sequence(&rule, std::iter::repeat(success), 100_000);
                    assert_eq!(by_runs, Some(streak_to_stop(&rule, success)), "{high_inner} {alpha} {success}");
                }
            }
        }
    }

    #[test]
    fn all_failures_stop_as_unsolvable_after_18_runs() {
        // L = −k·ln(0.95/0.80) ≤ −ln 20 first at k = 18, by the symmetry of the default rates.
        assert_eq!(streak_to_stop(&Rule::default(), false), (Unsolvable, 18));
        assert_eq!(d(0, 17, 60), Decision::Continue);
        assert_eq!(d(0, 18, 60), Decision::Stop(Unsolvable));
    }

    #[test]
    fn mixed_results_stop_as_unstable_early() {
        // s = f = 3: U = 3·0.171850 − 3·1.386294 = −3.6433 ≤ −2.9957 and L = +3.6433 ≥ 2.9957.
        assert_eq!(d(3, 3, 60), Decision::Stop(Unstable));
        // s = f = 2: U = −2.4289, not yet.
        assert_eq!(d(2, 2, 60), Decision::Continue);
        let alternating = [true, false].into_iter().cycle();
        assert_eq!(run_sequence(&Rule::default(), alternating, 60), Some((Unstable, 6)));
        // 29 successes, 1 failure: U = 29·0.171850 − 1.386294 = 3.597 ≥ 2.9957: stable (it claims p > 0.8).
        assert_eq!(d(29, 1, 60), Decision::Stop(Stable));
        // 3 failures then successes: U crosses −A? U(0,3) = −4.159, L(0,3) = −0.5156: continue.
        assert_eq!(d(0, 3, 60), Decision::Continue);
        // 3 successes and 3 failures in any order reach the same counts.
        assert_eq!(run_sequence(&Rule::default(), [false, false, false, true, true, true], 60), Some((Unstable, 6)));
    }

    #[test]
    fn boundaries_by_hand() {
        // Stable needs 0.171850·s − 1.386294·f ≥ 2.995732: f = 1 → s ≥ 26; f = 4 → s ≥ 50.
        assert_eq!(d(25, 1, 100), Decision::Continue);
        assert_eq!(d(26, 1, 100), Decision::Stop(Stable));
        assert_eq!(d(49, 4, 100), Decision::Continue);
        assert_eq!(d(50, 4, 100), Decision::Stop(Stable));
        // Unsolvable needs 1.386294·s − 0.171850·f ≤ −2.995732: s = 1 → f ≥ 26.
        assert_eq!(d(1, 25, 100), Decision::Continue);
        assert_eq!(d(1, 26, 100), Decision::Stop(Unsolvable));
        // Unstable with s = 3 needs U ≤ −A: 0.51555 − 1.386294·f ≤ −2.995732 → f ≥ 3 (L = 4.1589 − 0.17185·f ≥ A → f ≤ 6).
        assert_eq!(d(3, 6, 100), Decision::Stop(Unstable));
        assert_eq!(d(3, 7, 100), Decision::Continue);
    }

    #[test]
    fn the_budget_ends_in_mariposas_fixed_test() {
        assert_eq!(d(0, 0, 0), Decision::Stop(Inconclusive));
        // 10/10 is not significantly above 95% (z = 0.73): inconclusive.
        assert_eq!(d(10, 0, 10), Decision::Stop(Inconclusive));
        assert_eq!(d(10, 0, 11), Decision::Continue);
        // A query near 0.9 wanders in the zone; at the budget Mariposa's z-test against 95%
        // decides: 54/60 (z = −1.78, p = 0.038) is unstable, 55/60 (p = 0.118) inconclusive.
        assert_eq!(d(54, 6, 60), Decision::Stop(Unstable));
        assert_eq!(d(55, 5, 60), Decision::Stop(Inconclusive));
        // The case: 17 of 20 reseeds (85%) at a budget of 20: z = −2.05, p = 0.020.
        assert_eq!(d(17, 3, 20), Decision::Stop(Unstable));
        // Overshooting the budget (a resumed run with a smaller --samples) still stops.
        assert_eq!(d(5, 0, 3), Decision::Stop(Inconclusive));
        // Decided verdicts do not depend on the budget.
        assert_eq!(d(18, 0, 5), Decision::Stop(Stable));
    }

    #[test]
    fn time_rule_turns_unstable_into_inconclusive() {
        let rule = Rule::default().with_time_limit(Duration::from_secs(10)).unwrap();
        let fast = Tally::from_counts(3, 3).with_success_time(Duration::from_secs(3));
        let slow = Tally::from_counts(3, 3).with_success_time(Duration::from_secs(27));
        assert_eq!(decide(&rule, &fast, 60), Decision::Stop(Unstable));
        assert_eq!(decide(&rule, &slow, 60), Decision::Stop(Inconclusive));
        // Stable and unsolvable are not affected.
        let slow_stable = Tally::from_counts(18, 0).with_success_time(Duration::from_secs(18 * 9));
        assert_eq!(decide(&rule, &slow_stable, 60), Decision::Stop(Stable));
    }

    #[test]
    fn other_rates_change_the_stopping_points() {
        // A narrower upper zone (0.90, 0.95): ln(0.95/0.9) = 0.054067, 2.995732/0.054067 = 55.4 → 56.
        let rule = Rule::new(RuleParams { high_inner: 0.90, ..RuleParams::default() }).unwrap();
        assert_eq!(streak_to_stop(&rule, true), (Stable, 56));
        // alpha = 0.01: ln 100 / 0.171850 = 26.8 → 27.
        let rule = Rule::new(RuleParams { alpha: 0.01, ..RuleParams::default() }).unwrap();
        assert_eq!(streak_to_stop(&rule, true), (Stable, 27));
    }

    #[test]
    fn combining_methods() {
        use Decision::{Continue as C, Stop as S};
        assert_eq!(combine(&[]), S(Inconclusive));
        assert_eq!(combine(&[C, C, C]), C);
        assert_eq!(combine(&[S(Stable), C, C]), C);
        assert_eq!(combine(&[S(Unstable), C, C]), S(Unstable));
        assert_eq!(combine(&[S(Stable), S(Unsolvable), C]), S(Unstable));
        assert_eq!(combine(&[S(Stable), S(Inconclusive), C]), C);
        // A method inconclusive at its budget never lets the query be stable.
        assert_eq!(combine(&[S(Stable), S(Inconclusive), S(Stable)]), S(Inconclusive));
        assert_eq!(combine(&[S(Stable), S(Inconclusive)]), S(Inconclusive));
        assert_eq!(combine(&[S(Inconclusive), S(Inconclusive), S(Inconclusive)]), S(Inconclusive));
        assert_eq!(combine(&[S(Unsolvable), S(Unsolvable), S(Unsolvable)]), S(Unsolvable));
    }

    proptest::proptest! {
        #[test]
        fn verdicts_are_monotone_in_the_counts(s in 0u32..300, f in 0u32..300) {
            let rule = Rule::default();
            let at = |s, f| decide(&rule, &Tally::from_counts(s, f), u32::MAX);
            // More successes never undo "stable", more failures never undo "unsolvable".
            if at(s, f) == Decision::Stop(Stable) {
                proptest::prop_assert_eq!(at(s + 1, f), Decision::Stop(Stable));
            }
            if at(s, f) == Decision::Stop(Unsolvable) {
                proptest::prop_assert_eq!(at(s, f + 1), Decision::Stop(Unsolvable));
            }
            // A sequential verdict does not depend on the budget; at the budget an undecided
            // tally gets Mariposa's fixed-sample verdict.
            let tally = Tally::from_counts(s, f);
            let limited = decide(&rule, &tally, s + f);
            match at(s, f) {
                Decision::Continue => proptest::prop_assert_eq!(limited, Decision::Stop(crate::stats::rule::terminal(&rule, &tally))),
                verdict => proptest::prop_assert_eq!(limited, verdict),
            }
        }
    }

    #[test]
    fn savings_over_groups() {
        let groups = [Tally::from_counts(18, 0), Tally::from_counts(3, 3), Tally::from_counts(54, 6)];
        let s = Savings::of(&groups, 60);
        assert_eq!((s.used, s.fixed, s.saved()), (84, 180, 96));
        assert_eq!(s.to_string(), "used 84 of 180 runs, saved 96 (53.3%)");
        assert_eq!(Savings::default().factor(), None);
        assert_eq!(Savings::default().to_string(), "used 0 of 0 runs, saved 0 (0.0%)");
    }

    /// The runs certainly needed before a stop: 6 from an empty tally (three successes and three
    /// failures are the quickest unstable), fewer as a stop comes near either way, and never past
    /// the budget. Checked against `decide` itself: no outcomes of fewer runs stop, some of that many do.
    #[test]
    fn the_runs_before_a_possible_stop_are_the_fewest_any_outcomes_need() {
        let rule = Rule::default();
        let before =
            |s: u32, f: u32, budget: u32| runs_before_stop(Goal::Category, &rule, &Tally::from_counts(s, f), budget);
        assert_eq!(before(0, 0, 60), 6);
        assert_eq!(before(17, 0, 60), 1);
        assert_eq!(before(10, 0, 60), 4, "four failures would make it unstable");
        assert_eq!(before(0, 6, 60), 3);
        assert_eq!(before(0, 0, 4), 4, "the budget's terminal decision");
        assert_eq!(before(2, 1, 4), 1);
        for (s, f) in [(0, 0), (5, 1), (0, 6), (12, 3), (30, 20), (1, 0)] {
            let n = before(s, f, 60);
            let stops = |j: u32| (0..=j).any(|a| d(s + a, f + j - a, 60) != Decision::Continue);
            assert!((1..n).all(|j| !stops(j)), "({s}, {f}): a stop before {n} runs");
            assert!(stops(n), "({s}, {f}): no stop at {n} runs");
        }
    }

    #[test]
    fn toward_stable_a_group_stops_once_stable_is_ruled_out_and_reaches_stable_as_before() {
        let rule = Rule::default();
        let toward = |s: u32, f: u32| decide_toward(Goal::Stable, &rule, &Tally::from_counts(s, f), 60);
        // All failures: stable is ruled out after 3 runs (an unsolvable verdict needs 18).
        assert_eq!(toward(0, 2), Decision::Continue);
        assert_eq!(toward(0, 3), Decision::Stop(Category::Inconclusive));
        assert_eq!(d(0, 3, 60), Decision::Continue);
        assert_eq!(toward(0, 18), Decision::Stop(Category::Unsolvable), "decide's own stop keeps its category");
        // 3 successes and 3 failures: decide's unstable, the same under either goal.
        assert_eq!(toward(3, 3), d(3, 3, 60));
        // Stable is reached at the same tallies under both goals.
        for (s, f) in [(18, 0), (26, 1), (50, 4), (17, 0), (25, 1)] {
            let stable = |x: Decision| x == Decision::Stop(Category::Stable);
            assert_eq!(stable(toward(s, f)), stable(d(s, f, 60)), "({s}, {f})");
        }
        // Toward stable the batching sees the earlier stop.
        assert_eq!(runs_before_stop(Goal::Stable, &rule, &Tally::new(), 60), 3);
        assert_eq!(runs_before_stop(Goal::Category, &rule, &Tally::new(), 60), 6);
    }

    #[test]
    fn toward_stable_the_methods_pooled_rule_stable_out_sooner() {
        let rule = Rule::default();
        let out = |counts: &[(u32, u32)], goal| {
            let t: Vec<Tally> = counts.iter().map(|&(s, f)| Tally::from_counts(s, f)).collect();
            pooled_rules_out_stable(goal, &rule, &t)
        };
        // 2 failures each: 4·ln(0.25) = −5.55 ≤ −3.00; neither method alone (−2.77) rules it out.
        assert!(out(&[(0, 2), (0, 2)], Goal::Stable));
        assert_eq!(decide_toward(Goal::Stable, &rule, &Tally::from_counts(0, 2), 60), Decision::Continue);
        assert!(!out(&[(0, 2), (0, 2)], Goal::Category), "only toward stable");
        // 1 and 1 failures: −2.77, not yet; 14 successes beside 3 failures: 14·0.172 − 4.16 = −1.75.
        assert!(!out(&[(0, 1), (0, 1)], Goal::Stable));
        assert!(!out(&[(7, 2), (7, 1)], Goal::Stable));
        // The batching: from nothing, 2 rounds of 2 methods; of 1 method, 3; after 2 failures, 1.
        assert_eq!(rounds_before_pooled_stop(Goal::Stable, &rule, &[Tally::new(), Tally::new()], 2), 2);
        assert_eq!(rounds_before_pooled_stop(Goal::Stable, &rule, &[Tally::new()], 1), 3);
        assert_eq!(rounds_before_pooled_stop(Goal::Stable, &rule, &[Tally::from_counts(0, 2)], 2), 1);
        assert_eq!(rounds_before_pooled_stop(Goal::Category, &rule, &[Tally::new()], 2), u32::MAX);
    }

    #[test]
    fn toward_stable_the_query_stops_when_one_method_is_settled_other_than_stable() {
        let (go, stop) = (Decision::Continue, Decision::Stop);
        assert_eq!(combine_toward(Goal::Stable, &[stop(Category::Inconclusive), go]), stop(Category::Inconclusive));
        assert_eq!(combine_toward(Goal::Category, &[stop(Category::Inconclusive), go]), go);
        assert_eq!(combine_toward(Goal::Stable, &[stop(Category::Stable), go]), go);
        assert_eq!(combine_toward(Goal::Stable, &[stop(Category::Unstable), go]), stop(Category::Unstable));
        assert_eq!(
            combine_toward(Goal::Stable, &[stop(Category::Stable), stop(Category::Stable)]),
            stop(Category::Stable)
        );
    }
}
