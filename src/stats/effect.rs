//! Did the mutation make it worse? The measured **effect** of a mutation on a finding: the seed
//! and the mutant are sampled under the same perturbations (the same dice: run `k` of a method
//! uses the same perturbation seed on both sides), and their success rates are compared with
//! **Fisher's exact test**, one-sided in the direction of the flip, inside a group-sequential
//! design that stops as soon as the answer is known. Pure: outcomes in, a [`Class`], an
//! [`Effect`] and a p-value out.
//!
//! # The design ([`EffectTest`])
//!
//! Both sides draw runs in *blocks*: `block` more runs per perturbation method and side between
//! two looks, up to `samples` runs per method and side (the budget: `samples × methods` per side).
//! The looks fall at fixed run counts (`block`, `2·block`, …, `samples`), whatever the outcomes.
//! At look `k`, with `t_k = runs per method / samples`, the test may spend the share
//! `Δ_k = t_k² − t_{k−1}²` of its level `a` ([`Design::level`]): it rejects "the mutant is no
//! worse" when Fisher's one-sided p-value `p_k` on the pooled counts is at most `a·Δ_k`. The
//! shares add up to 1 over the looks of the schedule.
//!
//! **The sequential p-value** ([`EffectTest::p_sequential`]) is `p* = min_k p_k / Δ_k` over the
//! looks made (at most 1): the smallest level at which this spending design would have rejected
//! by now, so the test has rejected at level `a` exactly when `p* ≤ a`. It is a valid p-value
//! whatever the stopping pattern: for every `a`, `P(p* ≤ a) ≤ Σ_k P(p_k ≤ a·Δ_k) ≤ Σ_k a·Δ_k = a`
//! when the mutant is in truth no worse (each `p_k` is a valid Fisher p-value, and stopping early
//! only removes looks). It is what a run's multiple-testing correction adjusts
//! ([`super::correction`]); sampling at the level the correction will need (`α/m` for a family
//! of `m` findings) lets a finding stop as soon as it is settled at that level. Spending little
//! early (`t²`, a power family) keeps the test nearly as strong at the budget as one fixed test,
//! while clear cases stop at the first looks: Fig. 1's 10/10 against 0/10 has p = 5.4·10⁻⁶.
//!
//! Same dice on both sides makes the two samples positively correlated when seed and mutant are
//! alike, which only makes Fisher's test (built for independent samples) conservative; pooling
//! methods with different rates (equal runs per method on both sides) makes it conservative too.
//!
//! After each look, in this order:
//! 1. the test has rejected (now or at an earlier look): **encoding** when the seed is reliably
//!    proved and the mutant reliably fails (each side's [`Category`] by the sequential rule, per
//!    method, combined by the vote over methods); otherwise sample on while an `encoding` verdict is
//!    still possible (neither side's category rules it out, the seed's observed rate is at least
//!    `high_inner` and the mutant's at most `low_inner`), else **mutant-unstable**: the mutant
//!    verifies significantly less often than the seed, whatever the seed's own category.
//!    `encoding` needs the rejection too, so every class that counts as brittleness is a
//!    rejection of this one test, and its error is the test's `a` (no second test, no `2a`);
//! 2. no rejection and the budget is spent, or (a futility stop, which can only lower the error)
//!    at least `futility` of the budget is spent and the mutant does at least as well as the seed
//!    so far: the mutation is not shown to matter. **seed-unstable** when the seed is itself
//!    unstable (its sequential category, or Mariposa's z-test at its runs), else
//!    **inconclusive**.
//!
//! [`Direction::MutantBetter`] (a failing seed whose mutant verifies) swaps the roles: the test
//! is then whether the mutant verifies significantly *more* often, and `encoding` is a reliably
//! failing seed with a reliably proved mutant.
//!
//! [`class_of`] gives the class of a finding from a significance decision taken elsewhere (a
//! run's multiple-testing correction may count a finding its own test did not reject at its
//! sampling level, or leave out one it did).
//!
//! # The report ([`Effect`])
//!
//! Both rates, the difference `mutant − seed` with Newcombe's hybrid score interval (from the
//! two Wilson intervals; 95%), the one-sided p-value at the final counts (nominal: the decision
//! used the sequential p-value above, not this one), and the runs used.

use super::category::Category;
use super::classify::Class;
use super::interval::wilson;
use super::rule::{terminal, Rule};
use super::sequential::{combine, decide, Decision};
use super::tally::Tally;
use std::fmt;
use std::time::Duration;

/// The direction of the flip under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// The seed verified and the mutant did not (the usual finding): is the mutant worse?
    MutantWorse,
    /// The seed failed and the mutant verified: is the mutant better?
    MutantBetter,
}

impl Direction {
    /// The categories of an `encoding` finding in this direction: (the seed's, the mutant's).
    pub fn encoding_categories(self) -> (Category, Category) {
        match self {
            Direction::MutantWorse => (Category::Stable, Category::Unsolvable),
            Direction::MutantBetter => (Category::Unsolvable, Category::Stable),
        }
    }

    /// Whether the mutant's counts are no worse than the seed's in this direction (equal runs
    /// per side): at least as many proved (`MutantWorse`), at most as many (`MutantBetter`).
    pub fn no_worse(self, seed_proved: u32, mutant_proved: u32) -> bool {
        match self {
            Direction::MutantWorse => mutant_proved >= seed_proved,
            Direction::MutantBetter => mutant_proved <= seed_proved,
        }
    }
}

/// `ln k!` for `k = 0..=n`.
fn ln_factorials(n: u32) -> Vec<f64> {
    let mut t = Vec::with_capacity(n as usize + 1);
    let mut acc = 0.0f64;
    t.push(0.0);
    for k in 1..=n {
        acc += f64::from(k).ln();
        t.push(acc);
    }
    t
}

/// Fisher's exact test, one-sided: the probability, given both margins, of the mutant having at
/// most `mutant_proved` successes (`MutantWorse`) or at least that many (`MutantBetter`), when
/// seed and mutant share one success rate. Without runs on either side: 1.
pub fn fisher_one_sided(seed: (u32, u32), mutant: (u32, u32), direction: Direction) -> f64 {
    let ((s1, n1), (s2, n2)) = (seed, mutant);
    if n1 == 0 || n2 == 0 || s1 > n1 || s2 > n2 {
        return 1.0;
    }
    let (n, k) = (n1 + n2, s1 + s2);
    let lf = ln_factorials(n);
    let ln_choose = |a: u32, b: u32| lf[a as usize] - lf[b as usize] - lf[(a - b) as usize];
    let denom = ln_choose(n, k);
    let lo = k.saturating_sub(n1);
    let hi = k.min(n2);
    let pmf = |x: u32| (ln_choose(n2, x) + ln_choose(n1, k - x) - denom).exp();
    let p: f64 = match direction {
        Direction::MutantWorse => (lo..=s2).map(pmf).sum(),
        Direction::MutantBetter => (s2..=hi).map(pmf).sum(),
    };
    p.min(1.0)
}

/// Newcombe's hybrid score interval for `mutant rate − seed rate` at `confidence`.
pub fn difference_interval(seed: (u32, u32), mutant: (u32, u32), confidence: f64) -> Option<(f64, f64)> {
    let (a, b) = (wilson(seed.0, seed.1, confidence).ok()?, wilson(mutant.0, mutant.1, confidence).ok()?);
    if seed.1 == 0 || mutant.1 == 0 {
        return None;
    }
    let p1 = f64::from(seed.0) / f64::from(seed.1);
    let p2 = f64::from(mutant.0) / f64::from(mutant.1);
    let d = p2 - p1;
    let lower = d - ((p2 - b.lo).powi(2) + (a.hi - p1).powi(2)).sqrt();
    let upper = d + ((b.hi - p2).powi(2) + (p1 - a.lo).powi(2)).sqrt();
    Some((lower.max(-1.0), upper.min(1.0)))
}

/// The measured effect of a mutation: both sides' pooled counts and the comparison.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Effect {
    /// (proved, runs) of the seed.
    pub seed: (u32, u32),
    /// (proved, runs) of the mutant.
    pub mutant: (u32, u32),
    /// One-sided Fisher p-value at these counts, in the tested direction.
    pub p_value: f64,
    /// 95% interval of `mutant rate − seed rate` (Newcombe); `None` without runs.
    pub interval: Option<(f64, f64)>,
}

/// Confidence of [`Effect::interval`].
pub const EFFECT_CONFIDENCE: f64 = 0.95;

impl Effect {
    /// The effect at these counts.
    pub fn of(seed: (u32, u32), mutant: (u32, u32), direction: Direction) -> Effect {
        Effect {
            seed,
            mutant,
            p_value: fisher_one_sided(seed, mutant, direction),
            interval: difference_interval(seed, mutant, EFFECT_CONFIDENCE),
        }
    }

    fn rate((s, n): (u32, u32)) -> Option<f64> {
        (n > 0).then(|| f64::from(s) / f64::from(n))
    }

    /// `mutant rate − seed rate`.
    pub fn difference(&self) -> Option<f64> {
        Some(Effect::rate(self.mutant)? - Effect::rate(self.seed)?)
    }

    /// Runs on both sides.
    pub fn runs(&self) -> u32 {
        self.seed.1 + self.mutant.1
    }
}

impl fmt::Display for Effect {
    /// `seed 14/16 (88%) vs mutant 6/16 (38%): -50 pts, 95% CI [-74, -16], p = 0.005`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |x: Option<f64>| x.map_or("-".to_string(), |v| format!("{:.0}%", 100.0 * v));
        write!(
            f,
            "seed {}/{} ({}) vs mutant {}/{} ({})",
            self.seed.0,
            self.seed.1,
            pct(Effect::rate(self.seed)),
            self.mutant.0,
            self.mutant.1,
            pct(Effect::rate(self.mutant))
        )?;
        if let Some(d) = self.difference() {
            write!(f, ": {:+.0} pts", 100.0 * d)?;
        }
        if let Some((lo, hi)) = self.interval {
            write!(f, ", 95% CI [{:+.0}, {:+.0}]", 100.0 * lo, 100.0 * hi)?;
        }
        write!(f, ", p = {}", format_p(self.p_value))
    }
}

/// A p-value for reports: three significant digits, scientific below 0.001.
pub fn format_p(p: f64) -> String {
    if p < 0.001 {
        format!("{p:.1e}")
    } else {
        format!("{p:.3}")
    }
}

/// The design of an [`EffectTest`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Design {
    /// The rule of each side's category (its `α` is the categories' error level).
    pub rule: Rule,
    /// Budget of runs per method and side.
    pub samples: u32,
    /// Runs per method and side between two looks.
    pub block: u32,
    /// A futility stop is allowed once this fraction of the budget is spent.
    pub futility: f64,
    pub direction: Direction,
    /// The level `a` the test spends over its looks (see the module doc): the rule's `α` for one
    /// finding, `α/m` when a correction over `m` findings will adjust the sequential p-value.
    pub level: f64,
}

impl Design {
    /// Blocks of 5 runs per method, futility from a quarter of the budget, level the rule's `α`.
    pub fn new(rule: Rule, samples: u32, direction: Direction) -> Design {
        Design { rule, samples: samples.max(1), block: 5, futility: 0.25, direction, level: rule.alpha() }
    }

    /// This design testing at `level` (clamped to (0, 1]).
    pub fn at_level(self, level: f64) -> Design {
        Design { level: level.clamp(f64::MIN_POSITIVE, 1.0), ..self }
    }

    /// The runs per method and side to have after the next look, from `done`.
    pub fn next_look(&self, done: u32) -> u32 {
        (done + self.block.max(1)).min(self.samples)
    }

    /// The share `Δ = t² − t_prev²` of the level spent at the look with `runs` runs per method
    /// and side, the previous look having had `prev` (see the module doc).
    pub fn share(&self, prev: u32, runs: u32) -> f64 {
        let t = |n: u32| (f64::from(n) / f64::from(self.samples)).min(1.0);
        t(runs) * t(runs) - t(prev) * t(prev)
    }
}

/// One run's outcome: proved, and its wall-clock seconds.
pub type Outcome = (bool, f64);

/// The sequential category of one method's runs in order: the first stop over the prefixes
/// (runs drawn past it in the same block are ignored), or `Continue`.
pub fn replayed(rule: &Rule, runs: &[Outcome], budget: u32) -> Decision {
    let mut tally = Tally::new();
    for &(ok, t) in runs {
        if let Decision::Stop(c) = decide(rule, &tally, budget) {
            return Decision::Stop(c);
        }
        tally.record(ok, Duration::from_secs_f64(t.clamp(0.0, 1e9)));
    }
    decide(rule, &tally, budget)
}

/// One side's category over its methods' runs (the vote over methods, stricter than Mariposa's).
pub fn side_category(rule: &Rule, per_method: &[Vec<Outcome>], budget: u32) -> Decision {
    let d: Vec<Decision> = per_method.iter().map(|runs| replayed(rule, runs, budget)).collect();
    combine(&d)
}

/// The category a side would be given now if sampling stopped: its sequential category, or the
/// terminal decision on each undecided method's runs.
pub fn side_category_now(rule: &Rule, per_method: &[Vec<Outcome>], budget: u32) -> Category {
    let d: Vec<Decision> = per_method
        .iter()
        .map(|runs| match replayed(rule, runs, budget) {
            Decision::Continue => {
                let mut t = Tally::new();
                runs.iter().for_each(|&(ok, s)| t.record(ok, Duration::from_secs_f64(s.clamp(0.0, 1e9))));
                Decision::Stop(terminal(rule, &t))
            }
            d => d,
        })
        .collect();
    combine(&d).category().unwrap_or(Category::Inconclusive)
}

/// (proved, runs) over all methods of one side.
pub fn pooled(per_method: &[Vec<Outcome>]) -> (u32, u32) {
    let runs: u32 = per_method.iter().map(|v| v.len() as u32).sum();
    let proved: u32 = per_method.iter().map(|v| v.iter().filter(|o| o.0).count() as u32).sum();
    (proved, runs)
}

/// The class of a finding once it is decided whether its effect is significant (by its own test,
/// or by a run's correction), from both sides' categories: significant → `encoding` when the
/// categories are those of [`Direction::encoding_categories`], else `mutant-unstable`; not
/// significant → `seed-unstable` when the seed is unstable, else `inconclusive`.
pub fn class_of(significant: bool, seed: Category, mutant: Category, direction: Direction) -> Class {
    let (good, bad) = direction.encoding_categories();
    match (significant, seed, mutant) {
        (true, s, m) if s == good && m == bad => Class::Encoding,
        (true, ..) => Class::MutantUnstable,
        (false, Category::Unstable, _) => Class::SeedUnstable,
        (false, ..) => Class::Inconclusive,
    }
}

/// What an [`EffectTest`] says after a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Draw another block.
    Continue,
    /// Stop: the finding's class.
    Stop(Class),
}

/// The group-sequential comparison of one finding (see the module doc). Feed it both sides'
/// runs (per method, in order) after each block with [`EffectTest::look`].
#[derive(Clone, Debug)]
pub struct EffectTest {
    design: Design,
    /// Runs per method and side at the latest look.
    looked: u32,
    /// The sequential p-value so far.
    p_seq: f64,
}

impl EffectTest {
    pub fn new(design: Design) -> EffectTest {
        EffectTest { design, looked: 0, p_seq: 1.0 }
    }

    pub fn design(&self) -> &Design {
        &self.design
    }

    /// Whether the test has rejected "the mutant is no worse" at some look: `p* ≤ level`.
    pub fn rejected(&self) -> bool {
        self.p_seq <= self.design.level
    }

    /// The sequential p-value `p* = min_k p_k / Δ_k` over the looks so far (1 before any).
    pub fn p_sequential(&self) -> f64 {
        self.p_seq
    }

    /// The look after a block; `seed` and `mutant` hold each method's runs so far (every method
    /// and side the same number of runs).
    pub fn look(&mut self, seed: &[Vec<Outcome>], mutant: &[Vec<Outcome>]) -> Verdict {
        let d = self.design;
        let rule = &d.rule;
        let n = seed.iter().chain(mutant).map(|v| v.len() as u32).min().unwrap_or(0).min(d.samples);
        let share = if n > self.looked { d.share(self.looked, n) } else { 0.0 };
        self.looked = self.looked.max(n);
        let (s, m) = (pooled(seed), pooled(mutant));
        if share > 0.0 {
            let p = fisher_one_sided(s, m, d.direction);
            self.p_seq = self.p_seq.min((p / share).min(1.0));
        }
        let (good, bad) = d.direction.encoding_categories();
        let spent = n >= d.samples;
        let rate = |(a, b): (u32, u32)| if b == 0 { 0.0 } else { f64::from(a) / f64::from(b) };
        if self.rejected() {
            let (sc, mc) = (side_category(rule, seed, d.samples), side_category(rule, mutant, d.samples));
            if sc == Decision::Stop(good) && mc == Decision::Stop(bad) {
                return Verdict::Stop(Class::Encoding);
            }
            // Sample on for `encoding` only while both categories can still end there and the
            // observed rates lie where they would (the seed's above the upper zone's lower end,
            // the mutant's below the lower zone's upper end).
            let (reliable, failing) = match d.direction {
                Direction::MutantWorse => (rate(s), rate(m)),
                Direction::MutantBetter => (rate(m), rate(s)),
            };
            let open = |c: Decision, target: Category| c == Decision::Continue || c == Decision::Stop(target);
            let may_encode =
                open(sc, good) && open(mc, bad) && reliable >= rule.high_inner() && failing <= rule.low_inner();
            return if may_encode && !spent { Verdict::Continue } else { Verdict::Stop(Class::MutantUnstable) };
        }
        let no_worse = d.direction.no_worse(s.0, m.0);
        let t = f64::from(n) / f64::from(d.samples);
        if spent || (t >= d.futility && no_worse) {
            let seed_now = side_category_now(rule, seed, d.samples);
            return Verdict::Stop(class_of(false, seed_now, Category::Inconclusive, d.direction));
        }
        Verdict::Continue
    }

    /// The effect at the runs so far.
    pub fn effect(&self, seed: &[Vec<Outcome>], mutant: &[Vec<Outcome>]) -> Effect {
        Effect::of(pooled(seed), pooled(mutant), self.design.direction)
    }
}

/// The fixed-budget counterpart of [`EffectTest`], for comparison: one Fisher test at level `α`
/// on all runs, each side's category by Mariposa's fixed rule per method and the vote; the same
/// class rules ([`class_of`]: a rejection, `encoding` among them, then the seed's category).
pub fn fixed_class(design: Design, seed: &[Vec<bool>], mutant: &[Vec<bool>]) -> (Class, Effect) {
    let outcomes =
        |v: &[Vec<bool>]| -> Vec<Vec<Outcome>> { v.iter().map(|m| m.iter().map(|&b| (b, 0.0)).collect()).collect() };
    let (s, m) = (outcomes(seed), outcomes(mutant));
    let category = |side: &[Vec<Outcome>]| {
        let per: Vec<Category> = side
            .iter()
            .map(|runs| {
                let mut t = Tally::new();
                runs.iter().for_each(|&(ok, _)| t.record(ok, Duration::ZERO));
                super::rule::categorize(&design.rule, &t)
            })
            .collect();
        super::category::combine_methods(&per)
    };
    let effect = Effect::of(pooled(&s), pooled(&m), design.direction);
    let class = class_of(effect.p_value <= design.level, category(&s), category(&m), design.direction);
    (class, effect)
}

/// Runs [`EffectTest`] on fixed outcome streams (per method, for each side), drawing blocks
/// until it stops: the class, the effect and the sequential p-value. For tests, the bench and
/// documentation figures.
pub fn run_streams_p(design: Design, seed: &[Vec<bool>], mutant: &[Vec<bool>]) -> (Class, Effect, f64) {
    let mut test = EffectTest::new(design);
    let (mut s, mut m): (Vec<Vec<Outcome>>, Vec<Vec<Outcome>>) =
        (vec![Vec::new(); seed.len()], vec![Vec::new(); mutant.len()]);
    let mut done = 0;
    loop {
        let next = design.next_look(done);
        for (side, src) in [(&mut s, seed), (&mut m, mutant)] {
            for (runs, stream) in side.iter_mut().zip(src) {
                runs.extend(stream.iter().skip(done as usize).take((next - done) as usize).map(|&ok| (ok, 0.0)));
            }
        }
        done = next;
        if let Verdict::Stop(c) = test.look(&s, &m) {
            return (c, test.effect(&s, &m), test.p_sequential());
        }
    }
}

/// [`run_streams_p`] without the p-value.
pub fn run_streams(design: Design, seed: &[Vec<bool>], mutant: &[Vec<bool>]) -> (Class, Effect) {
    let (c, e, _) = run_streams_p(design, seed, mutant);
    (c, e)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn fisher_by_hand() {
        // The case: seed 14/16, mutant 6/16. Margins: 20 successes of 32. P(X ≤ 6) with
        // X ~ Hypergeometric(32, 20, 16): Σ_{x=4..6} C(16,x)C(16,20−x)/C(32,20) = 0.004574.
        let p = fisher_one_sided((14, 16), (6, 16), Direction::MutantWorse);
        assert!(close(p, 0.004_574, 1e-6), "{p}");
        // Fig. 1: 10/10 vs 0/10: 1/C(20,10) = 1/184756 = 5.41e-6.
        let p = fisher_one_sided((10, 10), (0, 10), Direction::MutantWorse);
        assert!(close(p, 1.0 / 184_756.0, 1e-12), "{p}");
        // Equal counts: P(X ≤ 5 | 10 of 20, 10 drawn) = 0.6719 (symmetric distribution, 0.5 + pmf(5)/2).
        let p = fisher_one_sided((5, 10), (5, 10), Direction::MutantWorse);
        assert!(close(p, 0.5 + 0.343_718 / 2.0, 1e-5), "{p}");
        // The other tail.
        let p = fisher_one_sided((0, 10), (10, 10), Direction::MutantBetter);
        assert!(close(p, 1.0 / 184_756.0, 1e-12), "{p}");
        assert_eq!(fisher_one_sided((0, 0), (1, 2), Direction::MutantWorse), 1.0);
        // All proved on both sides: nothing to see.
        assert!(close(fisher_one_sided((10, 10), (10, 10), Direction::MutantWorse), 1.0, 1e-12));
    }

    #[test]
    fn newcombe_by_hand() {
        // Newcombe (1998), example (a): 56/70 vs 48/80 → difference 0.2000, CI [0.0524, 0.3339]
        // (here as mutant − seed with the mutant 56/70).
        let (lo, hi) = difference_interval((48, 80), (56, 70), 0.95).unwrap();
        assert!(close(lo, 0.0524, 1e-4) && close(hi, 0.3339, 1e-4), "{lo} {hi}");
        let e = Effect::of((14, 16), (6, 16), Direction::MutantWorse);
        assert_eq!(e.difference(), Some(-0.5));
        let s = e.to_string();
        assert!(s.starts_with("seed 14/16 (88%) vs mutant 6/16 (38%): -50 pts, 95% CI ["), "{s}");
        assert!(s.ends_with("p = 0.005"), "{s}");
    }

    fn design() -> Design {
        Design::new(Rule::default(), 60, Direction::MutantWorse)
    }

    #[test]
    fn fig1_kind_is_encoding_after_the_sequential_categories_settle() {
        let all = vec![vec![true; 60]; 2];
        let none = vec![vec![false; 60]; 2];
        let (class, effect) = run_streams(design(), &all, &none);
        assert_eq!(class, Class::Encoding);
        // 18 runs settle each method's category; blocks of 5 make it 20 per method and side.
        assert_eq!((effect.seed, effect.mutant), ((40, 40), (0, 40)));
        // The reverse flip is encoding too when tested in its direction.
        let (class, _) = run_streams(Design::new(Rule::default(), 60, Direction::MutantBetter), &none, &all);
        assert_eq!(class, Class::Encoding);
    }

    #[test]
    fn a_slightly_unstable_seed_with_a_much_worse_mutant_is_mutant_unstable() {
        // Seed: one failure in 8 (87.5%); mutant: 3 failures in 8 (62.5%)... too close for a
        // quick verdict; mutant at 1 in 4 proved (25%).
        let seed: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 8 != 3).collect()).collect();
        let mutant: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 4 == 1).collect()).collect();
        let (class, effect) = run_streams(design(), &seed, &mutant);
        assert_eq!(class, Class::MutantUnstable);
        assert!(effect.runs() < 240, "{effect}");
        assert!(effect.p_value < 0.001, "{effect}");
    }

    #[test]
    fn an_unstable_seed_whose_mutant_is_no_worse_is_seed_unstable() {
        let seed: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 5 != 0).collect()).collect();
        let mutant: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k + 2) % 5 != 0).collect()).collect();
        let (class, effect) = run_streams(design(), &seed, &mutant);
        assert_eq!(class, Class::SeedUnstable);
        // The futility stop: a quarter of the budget (15 runs per method, the third look) and
        // the mutant no worse than the seed.
        assert_eq!(effect.seed.1, 30, "{effect}");
    }

    #[test]
    fn a_flip_that_does_not_reproduce_is_inconclusive() {
        let all = vec![vec![true; 60]; 2];
        let (class, effect) = run_streams(design(), &all, &all);
        assert_eq!(class, Class::Inconclusive);
        assert_eq!(effect.seed.1, 30, "{effect}");
    }

    #[test]
    fn a_small_effect_runs_to_the_budget() {
        // 90% vs 85%: the test cannot decide in 120 runs a side; the mutant trails, so no
        // futility stop; at the budget the seed's z-test says unstable (108/120... per method 54/60).
        let seed: Vec<Vec<bool>> = (0..2).map(|_| (0..60).map(|i| i % 10 != 0).collect()).collect();
        let mutant: Vec<Vec<bool>> =
            (0..2).map(|_| (0..60).map(|i| i % 20 != 0 && i % 20 != 7 && i % 20 != 13).collect()).collect();
        let (class, effect) = run_streams(design(), &seed, &mutant);
        assert_eq!((effect.seed.1, effect.mutant.1), (120, 120), "{effect}");
        assert_eq!(class, Class::SeedUnstable, "{effect}");
    }

    #[test]
    fn the_fixed_design_agrees_on_clear_cases() {
        let all = vec![vec![true; 60]; 2];
        let none = vec![vec![false; 60]; 2];
        assert_eq!(fixed_class(design(), &all, &none).0, Class::Encoding);
        let seed: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 5 != 0).collect()).collect();
        assert_eq!(fixed_class(design(), &seed, &seed).0, Class::SeedUnstable);
        let worse: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 4 == 1).collect()).collect();
        let (class, effect) = fixed_class(design(), &seed, &worse);
        assert_eq!((class, effect.runs()), (Class::MutantUnstable, 240));
        assert_eq!(fixed_class(design(), &all, &all).0, Class::Inconclusive);
    }

    #[test]
    fn spending_adds_up_to_alpha() {
        let d = design();
        let mut t_prev = 0.0f64;
        let mut total = 0.0;
        let mut done = 0;
        while done < d.samples {
            done = d.next_look(done);
            let t = f64::from(done) / f64::from(d.samples);
            total += d.rule.alpha() * (t * t - t_prev * t_prev);
            t_prev = t;
        }
        assert!(close(total, d.rule.alpha(), 1e-12));
    }

    #[test]
    fn false_findings_stay_below_alpha_when_seed_and_mutant_are_alike() {
        // 4,000 simulated findings whose seed and mutant share one success rate (independent
        // runs, a fixed ChaCha seed): the share classed as brittleness must stay below α = 0.05
        // (its standard error here is about 0.0035).
        use rand_core::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(25);
        for p in [0.5, 0.85, 0.95] {
            let mut brittle = 0;
            let reps = 4_000;
            for _ in 0..reps {
                let mut draw = || -> Vec<Vec<bool>> {
                    (0..2)
                        .map(|_| (0..60).map(|_| (rng.next_u32() as f64) < p * f64::from(u32::MAX)).collect())
                        .collect()
                };
                let (seed, mutant) = (draw(), draw());
                let (class, _) = run_streams(design(), &seed, &mutant);
                brittle += usize::from(class.is_brittleness());
            }
            let share = brittle as f64 / reps as f64;
            assert!(share <= 0.05, "p = {p}: {share}");
        }
    }

    #[test]
    fn the_sequential_p_value_is_the_level_at_which_the_test_rejected() {
        // 90% against 40% (the disc pair's rates): at α the test stops early; at α/20 it samples
        // longer and its p* is small enough for that level.
        let seed: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 10 != 3).collect()).collect();
        let mutant: Vec<Vec<bool>> = (0..2).map(|k| (0..60).map(|i| (i + k) % 5 < 2).collect()).collect();
        let (class, e1, p1) = run_streams_p(design(), &seed, &mutant);
        assert_eq!(class, Class::MutantUnstable, "{e1}");
        assert!(p1 <= 0.05, "{p1}");
        let strict = design().at_level(0.05 / 20.0);
        let (class, e2, p2) = run_streams_p(strict, &seed, &mutant);
        assert_eq!(class, Class::MutantUnstable, "{e2}");
        assert!(p2 <= 0.0025 && e2.runs() > e1.runs(), "{e1} p*={p1}; {e2} p*={p2}");
        // p* is min over looks of p_k / Δ_k: recomputed by hand at the runs of the first stop.
        let d = design();
        let (mut prev, mut best) = (0, 1.0f64);
        while prev < e1.seed.1 / 2 {
            let n = d.next_look(prev);
            let pool = |v: &[Vec<bool>]| -> (u32, u32) {
                (v.iter().map(|m| m[..n as usize].iter().filter(|&&b| b).count() as u32).sum(), 2 * n)
            };
            let p = fisher_one_sided(pool(&seed), pool(&mutant), Direction::MutantWorse);
            best = best.min(p / d.share(prev, n));
            prev = n;
        }
        assert!((best.min(1.0) - p1).abs() < 1e-12, "{best} vs {p1}");
    }

    #[test]
    fn encoding_needs_the_rejection() {
        // Fig. 1's kind: the categories settle at 18 runs, but at a level no p-value reaches the
        // test never rejects, so the finding is not counted: the seed is stable, hence
        // inconclusive, after the whole budget.
        let all = vec![vec![true; 60]; 2];
        let none = vec![vec![false; 60]; 2];
        let (class, effect, p) = run_streams_p(design().at_level(1e-100), &all, &none);
        assert_eq!(class, Class::Inconclusive, "{effect}");
        assert_eq!(effect.runs(), 240);
        assert!(p > 1e-100 && p < 1e-60, "{p}");
        let (class, _, p) = run_streams_p(design(), &all, &none);
        assert_eq!(class, Class::Encoding);
        assert!(p <= 0.05);
    }

    #[test]
    fn class_of_a_decision() {
        use Category::*;
        let w = Direction::MutantWorse;
        assert_eq!(class_of(true, Stable, Unsolvable, w), Class::Encoding);
        assert_eq!(class_of(true, Unsolvable, Stable, Direction::MutantBetter), Class::Encoding);
        assert_eq!(class_of(true, Unsolvable, Stable, w), Class::MutantUnstable);
        assert_eq!(class_of(true, Unstable, Unsolvable, w), Class::MutantUnstable);
        assert_eq!(class_of(false, Stable, Unsolvable, w), Class::Inconclusive);
        assert_eq!(class_of(false, Unstable, Stable, w), Class::SeedUnstable);
        assert_eq!(class_of(false, Inconclusive, Unstable, w), Class::Inconclusive);
        assert!(w.no_worse(3, 3) && !w.no_worse(3, 2) && Direction::MutantBetter.no_worse(3, 2));
    }

    #[test]
    fn the_sequential_p_value_is_valid_under_no_effect() {
        // P(p* ≤ a) ≤ a at several levels a, for 3,000 simulated no-effect findings at p = 0.7
        // (independent runs, a fixed ChaCha seed; the standard error of a share near 0.05 is 0.004).
        use rand_core::{RngCore, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(31);
        let reps = 3_000;
        let mut ps = Vec::with_capacity(reps);
        for _ in 0..reps {
            let mut draw = || -> Vec<Vec<bool>> {
                (0..2).map(|_| (0..60).map(|_| (rng.next_u32() as f64) < 0.7 * f64::from(u32::MAX)).collect()).collect()
            };
            let (seed, mutant) = (draw(), draw());
            ps.push(run_streams_p(design(), &seed, &mutant).2);
        }
        for a in [0.2, 0.1, 0.05, 0.01] {
            let share = ps.iter().filter(|&&p| p <= a).count() as f64 / reps as f64;
            assert!(share <= a, "P(p* <= {a}) = {share}");
        }
    }
}
