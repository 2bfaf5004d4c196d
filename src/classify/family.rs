//! The findings of one run decided together: what `fuzz --classify`, `campaign --classify`,
//! the `--stop-on-finding` judge and `wobble classify` (a family of one) all run.
//!
//! 1. **Test each finding** ([`classify_one`]) at the tested layer ([`Level`]) with the
//!    group-sequential test of [`crate::stats::effect`], sampling at the level the correction
//!    needs ([`FamilyPlan::test_level`], `α/m` for a family of `m`): a rejection there counts
//!    whatever the other findings show, so the test stops as soon as it is settled. At level
//!    `smt`, a finding whose test rejects is checked at once by Boogie
//!    ([`super::findings::run_check`]). Runs a classification bound stopped are censored: the
//!    p-value counts the mutant's as proved, and a finding significant only with them counted as
//!    failed is checked by Boogie first, then has them run again without the bounds
//!    ([`super::findings::Sampled`]).
//! 2. **Correct** ([`decide`]): the findings' sequential p-values (each valid on its own) are
//!    adjusted over the family ([`Correction`]); a finding is significant when its adjusted
//!    p-value is at most `α`. A significant finding whose own test did not reject (or the
//!    reverse, for a row kept from a run with another family) gets the class of that decision
//!    ([`class_of`]); a significant SMT-layer finding not yet checked by Boogie is checked now.
//! 3. **Count**: a finding counts as brittleness when its class is `encoding` or
//!    `mutant-unstable` (significant, and not contradicted by Boogie), or `seed-unstable` with
//!    `--count-seed-unstable` (which counts noise on purpose and is outside the error statement).
//!
//! **The error statement.** If runs are independent draws given each side's success rate per
//! perturbation method (the rate of proofs within the time limit: the bounds cannot lower a
//! p-value, see [`super::findings`]), then with Holm (the default) the probability that a run counts any
//! finding whose mutant is in truth no worse than its seed (at the tested layer) is at most `α`,
//! whatever the dependence between findings (all flips of a seed share the seed's sample); with
//! BH the expected share of such findings among the counted ones is at most `α` under positive
//! dependence. `encoding` adds no error of its own (it needs the same rejection), and the Boogie
//! check only removes findings. The simulation in `tests/hermetic/classes_errors.rs` runs this
//! module on fake draws of given rates and checks the family-wise error.
//!
//! The family is fixed before the findings are sampled: the flips to classify, or with
//! `--stop-on-finding` every mutant the run plans for the classified tool (the judge samples
//! before the run's flips are known, and a seed it stops leaves mutants untested; they enter the
//! correction with p-value 1).

use super::findings::{run_check, run_test, sample, Check, CheckVerdict, Classified, Layer, Level, PairDraws};
use super::findings_csv::FindingRow;
use crate::stability::error::StabilityError;
use crate::stats::effect::{class_of, Design, Direction};
use crate::stats::{Category, Class, Correction, Rule};

/// How a run's findings are tested and decided.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FamilyPlan {
    /// The tested layer (at `smt`, counted findings are checked by Boogie).
    pub level: Level,
    /// The rule of the categories; its `α` is the family's level.
    pub rule: Rule,
    /// Budget of runs per method and side, at either layer.
    pub samples: u32,
    pub correction: Correction,
    /// Hypotheses in the family (at least 1).
    pub size: usize,
    /// `--count-seed-unstable`.
    pub count_seed_unstable: bool,
}

impl FamilyPlan {
    pub fn alpha(&self) -> f64 {
        self.rule.alpha()
    }

    /// The level each finding's own test samples at (see the module doc).
    pub fn test_level(&self) -> f64 {
        self.correction.test_level(self.alpha(), self.size)
    }

    /// Whether a finding of class `class` counts as brittleness under this plan.
    pub fn counts(&self, class: Class) -> bool {
        class.is_brittleness() || (self.count_seed_unstable && class == Class::SeedUnstable)
    }

    fn design(&self, direction: Direction) -> Design {
        Design::new(self.rule, self.samples, direction)
    }
}

/// The findings of a family, and the tools that sample them.
pub trait Flips: Sync {
    type Error: From<StabilityError>;
    /// How many findings.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Finding `i`'s row before any sampling: its identity and the settings (see
    /// [`FindingRow::new`]).
    fn blank(&self, i: usize) -> FindingRow;
    /// A row of finding `i` kept from before (an earlier invocation, or the judge during the
    /// run): not sampled again. It must carry `p_raw`.
    fn kept(&self, i: usize) -> Option<FindingRow>;
    /// The direction tested for finding `i`.
    fn direction(&self, i: usize) -> Direction;
    /// Finding `i`'s runs at `layer` (what preparing them costs, e.g. extracting VCs, is spent here).
    fn draws(&self, i: usize, layer: Layer) -> Result<Box<dyn PairDraws + '_>, Self::Error>;
    /// Whether Boogie can check the findings (a pair of `.smt2` queries has no Boogie program:
    /// its SMT-layer class stands alone).
    fn checkable(&self) -> bool {
        true
    }
    /// What sampling finding `i` failed with becomes: a row that says why it was not classified
    /// (the family goes on), or the error itself (it ends the classification: an interruption).
    /// By default every error ends it.
    fn unclassified(&self, _i: usize, error: Self::Error) -> Result<FindingRow, Self::Error> {
        Err(error)
    }
}

/// A family of one finding (`wobble classify`'s pair): what it has to say; every such finding
/// is a [`Flips`] of length one with nothing kept from before.
pub trait OneFinding: Sync {
    type Error: From<StabilityError>;
    /// Its row before any sampling.
    fn blank(&self) -> FindingRow;
    /// The direction tested.
    fn direction(&self) -> Direction;
    /// As [`Flips::checkable`].
    fn checkable(&self) -> bool {
        true
    }
    /// Its runs at `layer`.
    fn draws(&self, layer: Layer) -> Result<Box<dyn PairDraws + '_>, Self::Error>;
}

impl<T: OneFinding> Flips for T {
    type Error = T::Error;

    fn len(&self) -> usize {
        1
    }

    fn blank(&self, _i: usize) -> FindingRow {
        OneFinding::blank(self)
    }

    fn kept(&self, _i: usize) -> Option<FindingRow> {
        None
    }

    fn direction(&self, _i: usize) -> Direction {
        OneFinding::direction(self)
    }

    fn checkable(&self) -> bool {
        OneFinding::checkable(self)
    }

    fn draws(&self, _i: usize, layer: Layer) -> Result<Box<dyn PairDraws + '_>, Self::Error> {
        OneFinding::draws(self, layer)
    }
}

/// Classifies a family of one at `plan`'s level and `α` (no correction to make: `plan.size` is
/// taken as 1): [`classify_one`], then [`decide`].
pub fn classify_alone<F: OneFinding>(finding: &F, plan: &FamilyPlan) -> Result<(FindingRow, Classified), F::Error> {
    let plan = FamilyPlan { size: 1, ..*plan };
    let (row, c) = classify_one(finding, 0, &plan)?;
    let mut rows = [row];
    decide(finding, &plan, &mut rows, &mut |_| Ok(()))?;
    let [row] = rows;
    Ok((row, c))
}

/// What happened to one finding, as it happens (for progress lines and writing rows one by one).
pub enum Event<'a> {
    /// Finding `i` was sampled.
    Sampled { i: usize, row: &'a FindingRow, classified: &'a Classified },
    /// Finding `i`'s row was kept from before.
    Kept { i: usize, row: &'a FindingRow },
    /// Finding `i` could not be sampled; its row says why ([`Flips::unclassified`]).
    Unclassified { i: usize, row: &'a FindingRow },
    /// Finding `i`, counted after the correction, was checked by Boogie.
    Checked { i: usize, row: &'a FindingRow, check: &'a Check },
}

/// Tests finding `i` at the plan's layer(s) and test level; at level `smt`, a rejection is
/// checked by Boogie at once. Its row has the tested layer's results and `p_raw`, not yet the
/// family's decision.
pub fn classify_one<F: Flips + ?Sized>(
    flips: &F,
    i: usize,
    plan: &FamilyPlan,
) -> Result<(FindingRow, Classified), F::Error> {
    let direction = flips.direction(i);
    let design = plan.design(direction).at_level(plan.test_level());
    let checked = plan.level == Level::Smt && flips.checkable();
    let (mut smt, mut queries_sampled, mut made) = (None, 0, None);
    if plan.level.smt() {
        let draws = flips.draws(i, Layer::Smt)?;
        queries_sampled = draws.queries();
        let sampled = sample(design, draws.as_ref())?;
        smt = Some(if checked && sampled.open() {
            // Significant only with runs a bound stopped counted as failed: Boogie's check (run
            // without the bounds) first, and those runs are run again only if it does not
            // contradict (a slow timeout flip that Boogie contradicts costs no run to the limit).
            let c = check(flips, i, plan)?;
            let contradicted = c.verdict == CheckVerdict::Contradicted;
            made = Some(c);
            if contradicted {
                sampled.result()
            } else {
                sampled.settle(draws.as_ref())?
            }
        } else {
            sampled.settle(draws.as_ref())?
        });
    }
    let boogie =
        if plan.level.boogie() { Some(run_test(design, flips.draws(i, Layer::Boogie)?.as_ref())?) } else { None };
    let runs = smt.iter().chain(&boogie).map(|r| r.effect.runs() + r.rerun).sum();
    let class = boogie.or(smt).map_or(Class::Inconclusive, |r| r.class);
    let mut c = Classified { class, smt, boogie, check: None, queries_sampled, runs };
    match made {
        Some(made) => c = c.with_check(made),
        None if checked && c.class.is_brittleness() => c = c.with_check(check(flips, i, plan)?),
        None => {}
    }
    let row = flips.blank(i).with_classified(plan.level, &c);
    Ok((row, c))
}

/// The Boogie check of finding `i`.
fn check<F: Flips + ?Sized>(flips: &F, i: usize, plan: &FamilyPlan) -> Result<Check, F::Error> {
    let draws = flips.draws(i, Layer::Boogie)?;
    Ok(run_check(plan.design(flips.direction(i)), draws.as_ref())?)
}

/// Classifies every finding of `flips` as one family (see the module doc): kept rows as they
/// are, the others sampled in order; then [`decide`]. `on` hears of each finding as it is done
/// (an error it returns stops the classification). The rows come back in order, decided.
pub fn classify_family<F: Flips + ?Sized>(
    flips: &F,
    plan: &FamilyPlan,
    on: &mut dyn FnMut(Event<'_>) -> Result<(), F::Error>,
) -> Result<Vec<FindingRow>, F::Error> {
    let mut rows = Vec::with_capacity(flips.len());
    for i in 0..flips.len() {
        match flips.kept(i) {
            Some(row) => {
                on(Event::Kept { i, row: &row })?;
                rows.push(row);
            }
            None => match classify_one(flips, i, plan) {
                Ok((row, c)) => {
                    on(Event::Sampled { i, row: &row, classified: &c })?;
                    rows.push(row);
                }
                Err(e) => {
                    let row = flips.unclassified(i, e)?;
                    on(Event::Unclassified { i, row: &row })?;
                    rows.push(row);
                }
            },
        }
    }
    decide(flips, plan, &mut rows, on)?;
    Ok(rows)
}

/// The family's decision on `rows` (finding `i`'s row at index `i`): the correction, the classes
/// it implies, the Boogie checks still missing at level `smt`, and what counts. Fills `class`,
/// `p_adjusted`, `correction`, `family` and `counted`.
pub fn decide<F: Flips + ?Sized>(
    flips: &F,
    plan: &FamilyPlan,
    rows: &mut [FindingRow],
    on: &mut dyn FnMut(Event<'_>) -> Result<(), F::Error>,
) -> Result<(), F::Error> {
    let raw: Vec<f64> = rows.iter().map(|r| r.p_raw.unwrap_or(1.0)).collect();
    let adjusted = plan.correction.adjust(&raw, plan.size);
    for (i, (row, adj)) in rows.iter_mut().zip(adjusted).enumerate() {
        let significant = adj <= plan.alpha();
        let tested = row.tested_class();
        let mut class = if tested.is_brittleness() == significant {
            tested
        } else {
            let cat = |c: Option<Category>| c.unwrap_or(Category::Inconclusive);
            class_of(significant, cat(row.seed_category), cat(row.mutant_category), flips.direction(i))
        };
        if significant && plan.level == Level::Smt && flips.checkable() {
            if row.check().is_none() {
                let c = check(flips, i, plan)?;
                row.runs += c.result.effect.runs();
                row.record_check(&c);
                on(Event::Checked { i, row, check: &c })?;
            }
            if row.check() == Some(CheckVerdict::Contradicted) {
                class = row.boogie_class.unwrap_or(Class::Inconclusive);
            }
        }
        row.class = class;
        row.p_adjusted = Some(adj);
        row.correction = plan.correction.to_string();
        row.family = Some(u32::try_from(plan.size).unwrap_or(u32::MAX));
        row.counted = Some(plan.counts(class));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::findings::Draw;
    use crate::classify::findings_csv::Settings;
    use crate::stats::effect::Outcome;

    /// Whether run `k` of a side is proved.
    type Stream = fn(u32) -> bool;

    /// Both sides' outcome streams (one method).
    struct Pattern {
        seed: Stream,
        mutant: Stream,
    }

    impl PairDraws for Pattern {
        fn methods(&self) -> usize {
            1
        }
        fn draw(&self, side: usize, _m: usize, k: u32) -> Result<Draw, StabilityError> {
            Ok(Draw::plain(([self.seed, self.mutant][side](k), 0.0)))
        }
    }

    /// A family of one finding, whose runs at each layer `T` draws.
    struct Single<T>(T);

    /// The runs of a one-finding family, per layer.
    trait Sides: Sync {
        fn at(&self, layer: Layer) -> Box<dyn PairDraws + '_>;
    }

    impl<T: Sides> Flips for Single<T> {
        type Error = StabilityError;
        fn len(&self) -> usize {
            1
        }
        fn blank(&self, _i: usize) -> FindingRow {
            FindingRow::new("s.bpl", "G", "boogie", "M*", 1, "L5(0,1)", "m.bpl", &Settings::default())
        }
        fn kept(&self, _i: usize) -> Option<FindingRow> {
            None
        }
        fn direction(&self, _i: usize) -> Direction {
            Direction::MutantWorse
        }
        fn draws(&self, _i: usize, layer: Layer) -> Result<Box<dyn PairDraws + '_>, StabilityError> {
            Ok(self.0.at(layer))
        }
    }

    /// One finding: its SMT and Boogie patterns.
    struct One {
        smt: (Stream, Stream),
        boogie: (Stream, Stream),
    }

    impl Sides for One {
        fn at(&self, layer: Layer) -> Box<dyn PairDraws + '_> {
            let (seed, mutant) = if layer == Layer::Smt { self.smt } else { self.boogie };
            Box::new(Pattern { seed, mutant })
        }
    }

    fn plan(level: Level) -> FamilyPlan {
        FamilyPlan {
            level,
            rule: Rule::default(),
            samples: 60,
            correction: Correction::Holm,
            size: 1,
            count_seed_unstable: false,
        }
    }

    fn run(one: One, level: Level) -> FindingRow {
        let mut none = |_: Event<'_>| Ok(());
        classify_family(&Single(one), &plan(level), &mut none).unwrap().remove(0)
    }

    // 90% and 40%: the disc pair's rates at the SMT layer.
    fn ninety(k: u32) -> bool {
        k % 10 != 3
    }
    fn forty(k: u32) -> bool {
        k % 5 < 2
    }
    fn always(_: u32) -> bool {
        true
    }
    fn never(_: u32) -> bool {
        false
    }

    #[test]
    fn boogie_contradicts_an_smt_finding_it_does_not_show() {
        // The README's disc case: worse at the SMT layer, the mutant verifies every time under
        // Boogie: checked at the futility point (15 runs a side), contradicted, not counted.
        let row = run(One { smt: (ninety, forty), boogie: (ninety, always) }, Level::Smt);
        assert_eq!(row.smt_class, Some(Class::MutantUnstable));
        assert_eq!((row.boogie_check.as_str(), row.layers_agree), ("contradicted", Some(false)));
        assert!(!row.class.is_brittleness() && row.counted == Some(false), "{row:?}");
        assert!(row.boogie_effect.starts_with("seed 13/15 (87%) vs mutant 15/15"), "{}", row.boogie_effect);
        assert!(row.effect.contains("; Boogie: seed 13/15"), "{}", row.effect);
    }

    #[test]
    fn boogie_confirms_what_it_shows_and_stops_early() {
        let row = run(One { smt: (ninety, forty), boogie: (always, never) }, Level::Smt);
        assert_eq!((row.class, row.counted), (Class::MutantUnstable, Some(true)), "{row:?}");
        assert_eq!((row.boogie_check.as_str(), row.layers_agree), ("confirmed", Some(true)));
        // 5/5 against 0/5 (p = 0.004) confirms at the first look.
        assert!(row.boogie_effect.starts_with("seed 5/5 (100%) vs mutant 0/5"), "{}", row.boogie_effect);
    }

    #[test]
    fn a_mutant_that_cannot_catch_up_under_boogie_leaves_the_smt_class_standing() {
        // Boogie: the seed 90%, the mutant 80%: it trails at every look but never significantly
        // (54/60 against 48/60 at the budget, p = 0.09): undecided, still counted.
        fn four_in_five(k: u32) -> bool {
            !k.is_multiple_of(5)
        }
        let row = run(One { smt: (ninety, forty), boogie: (ninety, four_in_five) }, Level::Smt);
        assert_eq!(row.boogie_check, "undecided", "{row:?}");
        assert_eq!((row.class, row.counted, row.boogie_class), (Class::MutantUnstable, Some(true), None));
        assert!(row.boogie_effect.starts_with("seed 54/60 (90%) vs mutant 48/60 (80%)"), "{}", row.boogie_effect);
    }

    #[test]
    fn no_check_without_a_count_and_none_at_the_boogie_level() {
        let row = run(One { smt: (ninety, ninety), boogie: (never, never) }, Level::Smt);
        assert_eq!((row.boogie_check.as_str(), row.counted), ("", Some(false)), "{row:?}");
        assert!(!row.class.is_brittleness(), "{row:?}");
        let row = run(One { smt: (never, never), boogie: (ninety, forty) }, Level::Boogie);
        assert_eq!((row.class, row.boogie_check.as_str(), row.counted), (Class::MutantUnstable, "", Some(true)));
    }

    /// One finding whose mutant runs at the SMT layer are all stopped by a bound (proved without
    /// the bounds when `proves`), and whose Boogie runs (made without the bounds: the check)
    /// follow `boogie`. Counts the SMT layer's runs made without the bounds.
    struct SlowSmt {
        proves: bool,
        boogie: (Stream, Stream),
        reruns: std::sync::atomic::AtomicU32,
    }

    struct SlowDraws<'a>(&'a SlowSmt);

    impl PairDraws for SlowDraws<'_> {
        fn methods(&self) -> usize {
            1
        }
        fn draw(&self, side: usize, _m: usize, _k: u32) -> Result<Draw, StabilityError> {
            Ok(if side == 0 { Draw::plain((true, 0.1)) } else { Draw { outcome: (false, 2.0), censored: true } })
        }
        fn unbounded(&self, side: usize, _m: usize, _k: u32) -> Result<Outcome, StabilityError> {
            self.0.reruns.fetch_add(u32::from(side == 1), std::sync::atomic::Ordering::SeqCst);
            Ok((side == 0 || self.0.proves, 3.0))
        }
    }

    impl Sides for SlowSmt {
        fn at(&self, layer: Layer) -> Box<dyn PairDraws + '_> {
            match layer {
                Layer::Smt => Box::new(SlowDraws(self)),
                Layer::Boogie => Box::new(Pattern { seed: self.boogie.0, mutant: self.boogie.1 }),
            }
        }
    }

    #[test]
    fn a_finding_made_by_the_bounds_alone_is_not_counted() {
        // Every mutant run stopped by the bound, every one proved without it: under the bounds
        // 20/20 against 0/20 (encoding), but not significant once the censored runs are run again.
        // Boogie (its check is made without the bounds) sees the mutant fail here, and still the
        // finding is not counted: the SMT layer's own test does not reject.
        let slow = Single(SlowSmt { proves: true, boogie: (always, never), reruns: Default::default() });
        let row = run_one(&slow, Level::Smt);
        assert!(!row.class.is_brittleness() && row.counted == Some(false), "{row:?}");
        assert_eq!((row.smt_class, row.censored, row.rerun), (Some(Class::Inconclusive), Some(20), Some(13)));
        assert!(row.p_raw.unwrap() > 0.05, "{row:?}");
        assert!(row.effect.contains("20 run(s) stopped by a bound, 13 of them run again"), "{}", row.effect);
        // The same runs, at the Boogie level: the same rule.
        let row = run_one(
            &Single(SlowSmt { proves: true, boogie: (always, never), reruns: Default::default() }),
            Level::Both,
        );
        assert_eq!(row.smt_class, Some(Class::Inconclusive), "{row:?}");
    }

    #[test]
    fn boogie_is_asked_before_censored_runs_are_run_again() {
        // A slow flip that Boogie contradicts (the disc kind): no SMT run is made again.
        let slow = Single(SlowSmt { proves: false, boogie: (ninety, always), reruns: Default::default() });
        let row = run_one(&slow, Level::Smt);
        assert_eq!((row.boogie_check.as_str(), row.counted), ("contradicted", Some(false)), "{row:?}");
        assert_eq!(slow.0.reruns.load(std::sync::atomic::Ordering::SeqCst), 0);
        assert_eq!((row.censored, row.rerun), (Some(20), Some(0)));
        // When Boogie does not contradict, they are (8 of them settle its significance, 18 its
        // class `encoding`: see
        // findings::tests::a_mutant_that_fails_without_the_bounds_too_stays_significant_after_a_few_reruns),
        // and the finding counts.
        let slow = Single(SlowSmt { proves: false, boogie: (always, never), reruns: Default::default() });
        let row = run_one(&slow, Level::Smt);
        assert_eq!((row.class, row.boogie_check.as_str(), row.counted), (Class::Encoding, "confirmed", Some(true)));
        assert_eq!(row.rerun, Some(18));
    }

    fn run_one(slow: &Single<SlowSmt>, level: Level) -> FindingRow {
        let mut none = |_: Event<'_>| Ok(());
        let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
        pool.install(|| classify_family(slow, &plan(level), &mut none)).unwrap().remove(0)
    }

    #[test]
    fn a_kept_row_from_a_smaller_family_is_decided_again() {
        // A row counted alone (p* = 0.01) is not counted in a family of 10 under Holm (10 × 0.01
        // > 0.05): its class becomes the non-significant one.
        let flips = Single(One { smt: (ninety, forty), boogie: (always, never) });
        let mut row = flips.blank(0);
        row.level = "smt".into();
        row.smt_class = Some(Class::MutantUnstable);
        row.class = Class::MutantUnstable;
        row.seed_category = Some(Category::Unstable);
        row.mutant_category = Some(Category::Unstable);
        row.p_raw = Some(0.01);
        row.boogie_check = "confirmed".into();
        let mut rows = vec![row];
        let mut none = |_: Event<'_>| Ok(());
        let p = FamilyPlan { size: 10, ..plan(Level::Smt) };
        decide(&flips, &p, &mut rows, &mut none).unwrap();
        assert_eq!((rows[0].class, rows[0].counted), (Class::SeedUnstable, Some(false)));
        assert!((rows[0].p_adjusted.unwrap() - 0.1).abs() < 1e-12);
        assert_eq!((rows[0].correction.as_str(), rows[0].family), ("holm", Some(10)));
        // With --count-seed-unstable it counts as such.
        let p = FamilyPlan { size: 10, count_seed_unstable: true, ..plan(Level::Smt) };
        decide(&flips, &p, &mut rows, &mut none).unwrap();
        assert_eq!(rows[0].counted, Some(true));
        // In a family of 2 it is significant again, and counted as its test said.
        let p = FamilyPlan { size: 2, ..plan(Level::Smt) };
        decide(&flips, &p, &mut rows, &mut none).unwrap();
        assert_eq!((rows[0].class, rows[0].counted), (Class::MutantUnstable, Some(true)));
    }
}
