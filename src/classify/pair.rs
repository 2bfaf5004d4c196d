//! One seed/mutant pair a user brings (`wobble classify`), classified as a family of one: the
//! pair's draws behind the family's seam ([`PairFlips`] for Boogie programs; `.smt2` pairs are
//! [`super::smt_pair`]'s), the family's plan, and the cost test of a pair that both verify.

use super::bound::Factors;
use super::classifier::boogie_bound;
use super::cost::{cost_pairs, decide_costs, worth_testing, COST_PAIRS_PER_METHOD};
use super::family::{classify_alone, FamilyPlan, OneFinding};
use super::findings::{BoogieDraws, Classified, Layer, Level, PairDraws, SmtDraws};
use super::findings_csv::{self, FindingRow};
use crate::error::{Error, Result};
use crate::runner::ResultsDir;
use crate::smt::solving::cache::QueryCache;
use crate::smt::text::query::Query;
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use crate::stats::{Correction, CostRatio, Direction};
use crate::syntax::source::ProgramText;
use crate::util::progress::Progress;
use crate::verifiers::boogie::BoogieVerifier;
use std::path::PathBuf;

/// What the classification of one pair a user brings found (`wobble classify`).
#[derive(Clone, Debug)]
pub struct PairResult {
    /// The row written to `findings.csv` (its `counted` says whether the class counts).
    pub row: FindingRow,
    /// Both layers' classes and effects, and the Boogie check.
    pub classified: Classified,
    /// The tested direction (decided by one plain Boogie run of each side).
    pub direction: Direction,
    /// When both sides verify plainly: the cost test made instead of a flip's classification.
    pub cost: Option<CostRatio>,
    /// The `findings.csv` written.
    pub file: PathBuf,
}

/// One Boogie pair as a family of one: both programs, and their VCs where a layer needs them.
pub struct PairFlips<'a> {
    pub texts: [ProgramText; 2],
    /// Each side's VCs: the SMT layer samples both; the Boogie layer bounds its runs by the seed's
    /// (empty when neither needs them).
    pub queries: [Vec<Query>; 2],
    pub direction: Direction,
    pub blank: FindingRow,
    pub tool: &'a Tool,
    pub boogie: &'a BoogieVerifier,
    pub cfg: &'a SampleConfig,
    pub boogie_cfg: &'a SampleConfig,
    pub cache: &'a QueryCache,
    pub bound: Factors,
}

impl OneFinding for PairFlips<'_> {
    type Error = Error;

    fn blank(&self) -> FindingRow {
        self.blank.clone()
    }

    fn direction(&self) -> Direction {
        self.direction
    }

    fn draws(&self, layer: Layer) -> Result<Box<dyn PairDraws + '_>> {
        Ok(match layer {
            Layer::Smt => Box::new(SmtDraws::new(
                &self.queries[0],
                &self.queries[1],
                self.tool,
                self.cfg,
                self.cache,
                self.bound,
            )?),
            Layer::Boogie => {
                let [s, m] = self.texts.clone();
                let (vcs, k) = (&self.queries[0], self.bound.rlimit);
                let rlimit = boogie_bound(vcs, k, self.tool, self.cfg, self.cache, self.boogie)?;
                Box::new(BoogieDraws::new(s, m, self.boogie, self.boogie_cfg).with_rlimit(rlimit))
            }
        })
    }
}

/// The plan of a pair's family of one at `level`: no correction to make (a family of one at α).
pub fn pair_plan(level: Level, cfg: &SampleConfig) -> FamilyPlan {
    FamilyPlan {
        level,
        rule: cfg.rule,
        samples: cfg.samples,
        correction: Correction::Holm,
        size: 1,
        count_seed_unstable: false,
    }
}

/// Classifies a pair (a family of one, [`pair_plan`] at `level`) on `pool` and writes its row to
/// `DIR/findings.csv`.
pub fn classify_pair_finding<F: OneFinding<Error = Error> + Sync>(
    flips: &F,
    level: Level,
    cfg: &SampleConfig,
    direction: Direction,
    dir: &ResultsDir,
    pool: &rayon::ThreadPool,
) -> Result<PairResult> {
    let plan = pair_plan(level, cfg);
    let (row, classified) = pool.install(|| classify_alone(flips, &plan))?;
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    Ok(PairResult { row, classified, direction, cost: None, file })
}

/// The cost test of a pair that both verify (`wobble classify`, Boogie programs or `.smt2`
/// files): when the mutant's unperturbed cost reaches `--cost-ratio` times the seed's, the paired
/// test's row (a family of one) and its ratio; `None` when it does not (the caller classifies the
/// pair as a flip: a mutant may verify once and still be unstable).
#[allow(clippy::too_many_arguments)]
pub fn pair_cost_test<Q: crate::smt::perturbation::mutate::Sample + Sync>(
    cost_ratio: f64,
    pool: &rayon::ThreadPool,
    progress: &dyn Progress,
    blank: &FindingRow,
    seed: &[Q],
    mutant: &[Q],
    tool: &Tool,
    cfg: &SampleConfig,
    cache: &QueryCache,
) -> Result<Option<(FindingRow, Option<CostRatio>)>> {
    let ratio = crate::stats::cost_ratio::show_ratio(cost_ratio);
    let costly = pool.install(|| worth_testing(seed, mutant, tool, cfg, cache, cost_ratio))?;
    if !costly {
        progress.line(&format!(
            "classify: both verify, and the mutant costs z3 less than {ratio}× the seed's resource count unperturbed: \
             classifying the pair as a flip"
        ));
        return Ok(None);
    }
    progress.line(&format!(
        "classify: both verify: testing whether the mutant costs z3 at least {ratio}× the seed's resource count"
    ));
    let pairs = pool.install(|| cost_pairs(seed, mutant, tool, cfg, cache, COST_PAIRS_PER_METHOD))?;
    let cost = pairs.ratio();
    let mut row = match &cost {
        Some(c) => blank.clone().with_cost(c, seed.len().max(mutant.len()), pairs.runs),
        None => blank.clone().not_classified("no resource count on either side (the solver reports no rlimit-count)"),
    };
    if cost.is_some() {
        decide_costs(std::slice::from_mut(&mut row), Correction::Holm, cfg.rule.alpha(), cost_ratio);
    }
    Ok(Some((row, cost)))
}

/// The result of a pair's cost test: its row written to `DIR/findings.csv`.
pub fn pair_cost_result(
    row: FindingRow,
    cost: Option<CostRatio>,
    direction: Direction,
    dir: &ResultsDir,
) -> Result<PairResult> {
    let file = dir.root().join(findings_csv::FILE_NAME);
    findings_csv::write(&file, std::slice::from_ref(&row))?;
    let classified = Classified {
        class: row.class,
        smt: None,
        boogie: None,
        check: None,
        queries_sampled: row.queries_sampled,
        runs: row.runs,
    };
    Ok(PairResult { row, classified, direction, cost, file })
}
