//! The pure statistics of solver stability: counts of perturbed solver runs in, a category out.
//! No I/O, no processes.
//!
//! A verification-condition query is run under semantics-preserving SMT perturbations
//! (Mariposa's `shuffle`, `rename`, `reseed`); each perturbation method of each query is a sample
//! group whose [`Tally`] of successes (the query proved within the time limit) and failures
//! decides its [`Category`]: `stable`, `unstable`, `unsolvable` or `inconclusive`.
//!
//! - [`category`]: the four categories and the vote over perturbation methods (stricter than Mariposa's);
//! - [`tally`]: the counts of one sample group;
//! - [`rule`]: the parameters ([`Rule`]) and Mariposa's fixed-budget z-test verdict
//!   ([`categorize`]), with its time rule;
//! - [`sequential`]: early stopping ([`decide`] → [`Decision`]) by two truncated SPRTs whose error
//!   bounds hold for any budget; runs saved ([`Savings`]);
//! - [`oc`]: exact operating characteristics of both procedures (verdict probabilities, expected
//!   runs), for the docs and the tests of the guarantees;
//! - [`claim`](mod@claim): what a verdict asserts (its rate range and the procedure that decided it);
//! - [`effect`]: did the mutation make it worse? Seed and mutant under the same dice, Fisher's
//!   exact test in a group-sequential design, the effect with its interval, the sequential
//!   p-value, the finding's class;
//! - [`correction`]: many findings in one run: Holm's or Benjamini–Hochberg's adjusted p-values;
//! - [`interval`]: the Wilson score interval for reports ([`wilson`], [`RateSummary`]);
//! - [`ranksum`]: the exact Wilcoxon–Mann–Whitney rank-sum test (mid-ranks, ties) and Holm's
//!   correction, for `explain`'s per-quantifier blame;
//! - [`program`]: a program's category from its queries' ([`program_category`]);
//! - [`classify`](mod@classify): the [`Class`] of a Boogie-level finding (`encoding`, `mutant-unstable`,
//!   `seed-unstable`, `inconclusive`);
//! - [`normal`]: the standard normal CDF and quantile;
//! - [`cost_summary`]: minimum, median and maximum of a query's resource counts ([`CostSummary`]);
//! - [`signed_rank`]: Wilcoxon's exact signed-rank test (mid-ranks, ties) and the Hodges–Lehmann
//!   estimate with its interval, for paired differences;
//! - [`mod@cost_ratio`]: a `cost` finding's effect (mutant/seed resource-count ratio of paired
//!   perturbations, its interval and p-value) and the flag rule ([`is_cost_finding`]).

pub mod category;
pub mod claim;
pub mod classify;
pub mod correction;
pub mod cost_ratio;
pub mod cost_summary;
pub mod effect;
pub mod interval;
pub mod normal;
pub mod oc;
pub mod program;
pub mod ranksum;
pub mod rule;
pub mod sequential;
pub mod signed_rank;
pub mod tally;

pub use category::{combine_methods, Category, ParseCategoryError};
pub use claim::{claim, Basis, Claim};
pub use classify::{classify, finding_class, Class, ParseClassError};
pub use correction::{Correction, ParseCorrectionError};
pub use cost_ratio::{cost_ratio, is_cost_finding, CostRatio, DEFAULT_COST_RATIO};
pub use cost_summary::CostSummary;
pub use effect::{class_of, Direction, Effect, EffectTest};
pub use interval::{wilson, Interval, IntervalError, RateSummary};
pub use program::program_category;
pub use rule::{categorize, Rule, RuleError, RuleParams};
pub use sequential::{
    combine, combine_toward, decide, decide_toward, pooled_rules_out_stable, rounds_before_pooled_stop,
    runs_before_stop, Decision, Goal, Savings,
};
pub use tally::Tally;
