//! The shape of `OUT/explain.json` (documented in docs/explain.md; scripts may rely on it) and
//! its text summary.

use super::blame::{Blame, Direction, Side, Stratum};
use super::sample::{FailureKind, Failures, Profiled};
use crate::stability::sampler::QueryStability;
use serde::Serialize;
use std::fmt::Write as _;

/// One sample group's counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MethodCount {
    pub method: String,
    pub successes: u32,
    pub runs: u32,
}

/// One query's measured category.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QueryVerdict {
    pub query: String,
    pub category: String,
    pub successes: u32,
    pub runs: u32,
    pub by_method: Vec<MethodCount>,
    /// Runs made after the verdict so that both sides can be compared (profiled like the others).
    pub extra_runs: u32,
    pub not_applicable: Vec<String>,
    /// The time budget ended the sampling before a verdict (the category is `inconclusive`).
    pub cut: bool,
}

impl From<&QueryStability> for QueryVerdict {
    /// A measured query as `explain.json` writes it (no extra runs).
    fn from(q: &QueryStability) -> Self {
        QueryVerdict {
            query: q.name.clone(),
            category: q.category.to_string(),
            successes: q.successes(),
            runs: q.runs(),
            by_method: q
                .tallies
                .iter()
                .map(|(m, t)| MethodCount { method: m.to_string(), successes: t.successes(), runs: t.runs() })
                .collect(),
            extra_runs: 0,
            not_applicable: q.not_applicable.iter().map(ToString::to_string).collect(),
            cut: q.cut,
        }
    }
}

impl From<&Profiled> for QueryVerdict {
    /// A sampled query as `explain.json` writes it: the verdict's counts, and the runs made after
    /// it so that both sides can be compared.
    fn from(p: &Profiled) -> Self {
        QueryVerdict {
            query: p.name.clone(),
            category: p.category.to_string(),
            successes: p.verdict_successes(),
            runs: p.verdict_runs(),
            by_method: p
                .tallies
                .iter()
                .map(|(m, t)| MethodCount { method: m.to_string(), successes: t.successes(), runs: t.runs() })
                .collect(),
            extra_runs: (p.runs.len() as u32).saturating_sub(p.verdict_runs()),
            not_applicable: p.not_applicable.clone(),
            cut: p.cut,
        }
    }
}

/// What is explained.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Subject {
    /// A Boogie program (`.bpl`).
    Program { file: String },
    /// A verifier's SMT-LIB file (`.smt2`).
    Query { file: String },
    /// A finding: a seed and a mutant of it that does worse (`--seed S --mutant M`).
    Finding { seed: String, mutant: String },
}

impl Subject {
    pub fn kind(&self) -> &'static str {
        match self {
            Subject::Program { .. } => "program",
            Subject::Query { .. } => "query",
            Subject::Finding { .. } => "finding",
        }
    }
}

/// The seed's side of a finding's verdict.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeedVerdict {
    pub file: String,
    /// The seed's category over the compared queries.
    pub category: String,
    pub queries: Vec<QueryVerdict>,
}

/// The subject's verdict.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    /// The subject's category: its weakest query's (for a finding, the mutant's, over the
    /// compared queries).
    pub category: String,
    /// `sequential rule of wobble stability (docs/stability.md), alpha = …`.
    pub test: String,
    pub queries: Vec<QueryVerdict>,
    /// The queries explained (the unstable ones; for a finding, those the mutant does worse on).
    pub explained: Vec<String>,
    /// For a finding: the seed's verdict on the same queries (`queries` are the mutant's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<SeedVerdict>,
}

/// Where the seed of a finding has a blamed quantifier (the entry's own position is the
/// mutant's, the program the repairs edit).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeedSite {
    pub qid: String,
    pub file: String,
    pub line: u32,
    pub col: u32,
}

/// One side of a blame entry.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideOut {
    pub runs: u32,
    pub median: f64,
    pub min: u64,
    pub max: u64,
    pub max_generation: u64,
    pub max_cost: f64,
}

impl From<&Side> for SideOut {
    fn from(s: &Side) -> SideOut {
        SideOut {
            runs: s.runs,
            median: s.median,
            min: s.min,
            max: s.max,
            max_generation: s.max_generation,
            max_cost: s.max_cost,
        }
    }
}

/// One blamed quantifier.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BlameEntry {
    pub rank: usize,
    pub query: String,
    pub qid: String,
    /// The user's file (the `.bpl` for Boogie and Dafny-generated Boogie: Dafny's own positions
    /// are not in the VC; the `.smt2` for SMT input). Empty when the qid maps to no source.
    pub file: String,
    pub line: u32,
    pub col: u32,
    /// What holds the quantifier: `axiom`, `requires`, `ensures`, `function`, `invariant`,
    /// `assert`, `assume`, `assertion` (SMT input), or `unknown`.
    pub item: String,
    /// The declaration's text (Boogie, as wobble prints it) or the assertion (SMT input).
    pub text: String,
    pub passing: SideOut,
    pub failing: SideOut,
    pub direction: Direction,
    pub test: String,
    /// Quantifiers in the test family (Holm's m).
    pub family: usize,
    pub p_value: f64,
    pub p_adjusted: f64,
    /// Rank-biserial correlation of the failing side's instances.
    pub effect: f64,
    /// For a finding: the same declaration in the seed (absent when the seed has no such
    /// quantifier). `passing` are then the seed's passing runs, `failing` the mutant's failing runs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<SeedSite>,
}

/// Where the failing runs' effort goes when no quantifier is to blame.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NoBlame {
    pub query: String,
    /// Runs compared (with a quantifier profile).
    pub passing_runs: u32,
    pub failing_runs: u32,
    pub quantifiers_seen: usize,
    pub quantifiers_tested: usize,
    pub mean_rlimit_passing: Option<f64>,
    pub mean_rlimit_failing: Option<f64>,
}

impl NoBlame {
    pub fn of(query: &str, b: &Blame) -> NoBlame {
        NoBlame {
            query: query.to_string(),
            passing_runs: b.passing_runs,
            failing_runs: b.failing_runs,
            quantifiers_seen: b.seen,
            quantifiers_tested: b.tested,
            mean_rlimit_passing: b.mean_rlimit_passing,
            mean_rlimit_failing: b.mean_rlimit_failing,
        }
    }
}

/// One compared query's runs (`explain.json`'s `blame_test.queries[]`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BlameRuns {
    pub query: String,
    /// Runs compared: those with a quantifier profile.
    pub passing_runs: u32,
    pub failing_runs: u32,
    /// Runs left out: no quantifier profile (killed on the wall clock), per side.
    pub excluded_passing: u32,
    pub excluded_failing: u32,
    /// Compared runs per perturbation method (the strata; a method with one outcome only
    /// carries no evidence).
    pub strata: Vec<Stratum>,
    /// Quantifiers tested in this query.
    pub quantifiers_tested: usize,
}

/// How blame was tested (`explain.json`'s `blame_test`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BlameTest {
    /// The test of one quantifier.
    pub test: String,
    /// The multiple-testing correction, in words.
    pub correction: String,
    /// Holm's m: every quantifier tested in every compared query.
    pub family: usize,
    pub alpha: f64,
    pub queries: Vec<BlameRuns>,
}

impl BlameTest {
    /// The test of `blames`, one per query of `names` (compared together, at level `alpha`).
    pub fn of(names: &[&str], blames: &[Blame], alpha: f64) -> BlameTest {
        let family = blames.first().map_or(0, |b| b.family);
        BlameTest {
            test: super::blame::RANK_TEST.into(),
            correction: format!(
                "Holm's correction over the whole family of {family} test(s): every quantifier tested in any of \
                 the {} compared queries, at family-wise alpha = {alpha}",
                blames.len()
            ),
            family,
            alpha,
            queries: names
                .iter()
                .zip(blames)
                .map(|(n, b)| BlameRuns {
                    query: n.to_string(),
                    passing_runs: b.passing_runs,
                    failing_runs: b.failing_runs,
                    excluded_passing: b.excluded_passing,
                    excluded_failing: b.excluded_failing,
                    strata: b.strata.clone(),
                    quantifiers_tested: b.tested,
                })
                .collect(),
        }
    }
}

/// A repair that measured stable.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Repair {
    /// `add-trigger`, `assert-instance`, `drop-axiom`, `drop-requires`, `narrow-trigger`, … (docs/explain.md).
    pub kind: String,
    /// What was changed, in words.
    pub change: String,
    /// The repaired file.
    pub program: String,
    /// Unified diff against the user's file.
    pub patch: String,
    /// The repaired program's category (every query measured with the rule of `wobble stability`).
    pub category: String,
    /// The queries' runs that proved their query, of their runs (joint runs not counted: the
    /// category takes them into account).
    pub successes: u32,
    pub runs: u32,
    pub queries: Vec<QueryVerdict>,
    /// The never-weaken check run on the repair: `never_weaken` (`passed`, or why refused) and
    /// `admitted` (the edits it admitted), as fields of the repair.
    #[serde(flatten)]
    pub never_weaken: super::never_weaken::Outcome,
    /// The form on Boogie ≥ 3.2 where it differs (`hide`/`uses`), as text: not run here.
    pub boogie_3_2: Option<String>,
    /// A pair (`kind` `pair`): the kinds of its two edits.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parts: Vec<String>,
    /// A `.bpl` repair: Boogie's own runs of the repaired program under reseeds, all verified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boogie: Option<super::confirm::Confirmation>,
    /// A finding's repair: the same edit applied to the seed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<SeedRepair>,
    /// The acceptance rule's figures ([`super::accept`]): the bar, the test against the
    /// unrepaired subject, and the fresh draws.
    pub acceptance: Option<super::accept::Acceptance>,
}

/// A finding's repair applied to the seed: it applies when the edit's lines are found in the
/// seed, the result parses, passes the never-weaken check and Boogie verifies it under reseeds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeedRepair {
    pub applies: bool,
    /// Why it does not apply (empty when it does).
    pub reason: String,
    /// The repaired seed and its patch against the seed file.
    pub program: Option<String>,
    pub patch: Option<String>,
    pub boogie: Option<super::confirm::Confirmation>,
}

/// A candidate that was not reported, and why; with its measured counts when it was measured.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rejected {
    pub kind: String,
    pub change: String,
    pub reason: String,
    /// The repaired subject's category and counts (every query), when it was measured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successes: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runs: Option<u32>,
    /// Boogie's runs, when it measured stable but Boogie did not confirm it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boogie: Option<super::confirm::Confirmation>,
}

impl Rejected {
    /// A candidate refused or not measured.
    pub fn new(kind: impl Into<String>, change: impl Into<String>, reason: impl Into<String>) -> Rejected {
        Rejected {
            kind: kind.into(),
            change: change.into(),
            reason: reason.into(),
            category: None,
            successes: None,
            runs: None,
            boogie: None,
        }
    }

    /// With the measured category and counts.
    pub fn measured(mut self, category: impl ToString, successes: u32, runs: u32) -> Rejected {
        self.category = Some(category.to_string());
        self.successes = Some(successes);
        self.runs = Some(runs);
        self
    }
}

/// The whole of `explain.json`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// What is explained: `{kind: program|query, file}` or `{kind: finding, seed, mutant}`.
    pub subject: Subject,
    /// The file explained (for a finding, the mutant).
    pub file: String,
    pub tool: String,
    pub methods: Vec<String>,
    pub samples: u32,
    pub rng_seed: u64,
    pub timeout_s: f64,
    pub min_runs_per_side: u32,
    pub verdict: Verdict,
    pub failure: Failures,
    pub failure_kind: FailureKind,
    pub blame: Vec<BlameEntry>,
    /// The test behind `blame`: the correction, the runs compared and those left out.
    pub blame_test: BlameTest,
    pub no_blame: Vec<NoBlame>,
    /// Per explained query, the unsat core of a passing run and the pruned query's verdict
    /// ([`super::core`]).
    pub core: Vec<super::core::CoreReport>,
    /// Instances of the quantifiers the failing runs instantiate less that traced passing runs
    /// made and traced failing runs missed ([`super::instances`]), ranked per quantifier.
    pub instances: Vec<super::instances::FoundInstance>,
    /// Per unstable query, the quantifiers a passing run's z3 proof instantiated and how often
    /// ([`super::proofs`]).
    pub proofs: Vec<super::proofs::ProofReport>,
    pub repairs: Vec<Repair>,
    pub rejected_repairs: Vec<Rejected>,
    /// z3's resource limit of every run (`--rlimit`), if any.
    pub rlimit: Option<u64>,
    /// Solver runs made by this explanation's sampling (cache hits included).
    pub solver_runs: u32,
    /// Solver and Boogie runs made by its repairs (cache hits included; `--budget` bounds them).
    pub repair_runs: u64,
    /// Where the wall-clock time went.
    pub seconds: Seconds,
    pub notes: Vec<String>,
}

/// Where an explanation's wall-clock time went (`explain.json`'s `seconds`), rounded to tenths:
/// the sampling before blame, the evidence steps (proofs, cores, traces, Boogie's incarnation
/// probe), the repair loop (its measurements, fresh draws and Boogie's confirmations), one after
/// the other, and the whole run, which also reads the subject and extracts its queries and, after
/// the repairs, measures the pruned cores (`core[].pruned`) with the time left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Seconds {
    #[serde(serialize_with = "tenths")]
    pub sampling: f64,
    #[serde(serialize_with = "tenths")]
    pub evidence: f64,
    #[serde(serialize_with = "tenths")]
    pub repairs: f64,
    /// Of the time budget, what the repairs of a program left for Boogie's confirmation of a
    /// repair (estimated from the sampled VCs' times, [`super::confirm::estimate`]; 0 for a query).
    #[serde(serialize_with = "tenths")]
    pub kept_for_boogie: f64,
    #[serde(serialize_with = "tenths")]
    pub total: f64,
}

fn tenths<S: serde::Serializer>(x: &f64, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_f64((x * 10.0).round() / 10.0)
}

fn counts(q: &QueryVerdict) -> String {
    q.by_method.iter().map(|m| format!("{}={}/{}", m.method, m.successes, m.runs)).collect::<Vec<_>>().join(", ")
}

/// The text summary printed on standard output.
pub fn render(e: &Explanation) -> String {
    let mut s = String::new();
    if let (Subject::Finding { seed, .. }, Some(sv)) = (&e.subject, &e.verdict.seed) {
        let _ = writeln!(s, "seed {seed}: {}", sv.category);
        for q in &sv.queries {
            let _ = writeln!(s, "  {}: {} ({}; {} runs)", q.query, q.category, counts(q), q.runs);
        }
        let _ = write!(s, "mutant ");
    }
    let _ = writeln!(s, "{} ({}): {}", e.file, e.subject.kind(), e.verdict.category);
    for q in &e.verdict.queries {
        let _ = writeln!(
            s,
            "  {}: {} ({}; {} runs{})",
            q.query,
            q.category,
            counts(q),
            q.runs,
            if q.extra_runs > 0 { format!(", then {} more for blame", q.extra_runs) } else { String::new() }
        );
    }
    let _ = writeln!(s, "  test: {}", e.verdict.test);
    if e.verdict.explained.is_empty() {
        let what = if e.verdict.seed.is_some() {
            "nothing to explain: the mutant does no worse than the seed on any query"
        } else {
            "nothing to explain: no query is unstable"
        };
        let _ = writeln!(s, "{what}");
        return s;
    }
    let f = &e.failure;
    let kind = match e.failure_kind {
        FailureKind::Timeout => {
            "timeouts (out of time or resources): the repair to try first deletes or narrows a quantifier"
        }
        FailureKind::FastUnknown => {
            "fast unknowns (incomplete quantifier instantiation): the repair to try first adds an instantiation"
        }
        FailureKind::Refuted => "counterexamples or errors",
        FailureKind::None => "none",
    };
    let _ = writeln!(
        s,
        "\nfailing runs: {} ({} timeout, {} resource limit, {} incomplete, {} sat, {} other): {kind}",
        f.runs, f.timeout, f.resource_limit, f.incomplete, f.sat, f.other
    );
    if e.blame.is_empty() {
        let _ = writeln!(s, "\nblame: no quantifier's instances differ significantly between passing and failing runs");
    } else {
        let _ = writeln!(s, "\nblame (ranked):");
    }
    let t = &e.blame_test;
    let _ = writeln!(s, "  test: {}; {}", t.test, t.correction);
    for q in &t.queries {
        let strata: Vec<String> =
            q.strata.iter().map(|m| format!("{} {} passing/{} failing", m.method, m.passing, m.failing)).collect();
        let _ = writeln!(
            s,
            "  {}: compared {} passing and {} failing runs ({}); left out without a quantifier profile (killed on the \
             wall clock): {} passing, {} failing",
            q.query,
            q.passing_runs,
            q.failing_runs,
            strata.join(", "),
            q.excluded_passing,
            q.excluded_failing
        );
    }
    for b in &e.blame {
        let loc = if b.file.is_empty() {
            "no source position".to_string()
        } else {
            format!("{}:{}:{}", b.file, b.line, b.col)
        };
        let dir = match b.direction {
            Direction::MoreWhenFailing => "more when failing",
            Direction::LessWhenFailing => "less when failing",
        };
        let _ = writeln!(s, "  {}. {} ({}) {loc} [{}]", b.rank, b.qid, b.query, b.item);
        if let Some(t) = &b.seed {
            let _ = writeln!(s, "     in the seed: {} {}:{}:{}", t.qid, t.file, t.line, t.col);
        }
        let text: String = b.text.chars().take(300).collect();
        let _ = writeln!(s, "     {text}");
        let (pass, fail) = if b.seed.is_some() || e.verdict.seed.is_some() {
            ("seed passing", "mutant failing")
        } else {
            ("passing", "failing")
        };
        let _ = writeln!(s, "     instances: {pass} median {} (max {}, {} runs), {fail} median {} (max {}, {} runs); {dir}; p = {:.2e}, Holm-adjusted over {} = {:.2e}, effect {:+.2}",
            b.passing.median, b.passing.max, b.passing.runs, b.failing.median, b.failing.max, b.failing.runs,
            b.p_value, b.family, b.p_adjusted, b.effect);
    }
    for n in &e.no_blame {
        let rl = |v: Option<f64>| v.map_or("-".to_string(), |x| format!("{x:.0}"));
        let _ = writeln!(s, "  {}: no significant quantifier among {} tested of {} seen ({} passing, {} failing runs); mean rlimit-count passing {}, failing {}: the failing runs' cost is elsewhere (e.g. arithmetic)",
            n.query, n.quantifiers_tested, n.quantifiers_seen, n.passing_runs, n.failing_runs, rl(n.mean_rlimit_passing), rl(n.mean_rlimit_failing));
    }
    for c in &e.core {
        let _ = writeln!(
            s,
            "\nunsat core of {} (a passing run, {}): {} of {} assertions{}",
            c.query,
            c.perturbation,
            c.in_core,
            c.assertions_total,
            if c.goal_in_core { ", the goal included" } else { "" }
        );
        if let Some(p) = &c.pruned {
            let _ = writeln!(
                s,
                "  the query pruned to the core: {} ({}/{} runs, the rule of `wobble stability`): {}",
                p.category, p.successes, p.runs, p.file
            );
        }
        for d in &c.boogie {
            let _ = writeln!(s, "  uses {} at line {}: {}", d.item, d.line, d.text.lines().next().unwrap_or(""));
        }
        if !c.boogie.is_empty() || c.boogie_unmapped > 0 {
            let _ = writeln!(s, "  ({} core assertions have no source position)", c.boogie_unmapped);
        }
    }
    if !e.instances.is_empty() {
        let _ =
            writeln!(s, "\ninstances passing runs made and failing runs missed (z3's trace of the sampling's runs):");
    }
    for i in &e.instances {
        let _ = writeln!(
            s,
            "  {} ({}) at {}: made by {} of {} passing, missed by {} of {} failing runs",
            i.qid,
            i.query,
            i.bindings(),
            i.passing_made,
            i.passing_traced,
            i.failing_missed,
            i.failing_traced
        );
        match (&i.assertion, &i.unusable) {
            (Some(a), _) => {
                let _ = writeln!(s, "     {a}");
            }
            (None, Some(why)) => {
                let _ = writeln!(s, "     not usable: {why}");
            }
            _ => {}
        }
    }
    if !e.repairs.is_empty() {
        let _ = writeln!(
            s,
            "\nrepairs (each measured stable with the rule of `wobble stability`, never-weaken check passed):"
        );
    }
    for r in &e.repairs {
        let _ = writeln!(
            s,
            "  {}: {} -> {} ({}/{} runs): {}",
            r.kind, r.change, r.category, r.successes, r.runs, r.program
        );
        if let Some(b) = &r.boogie {
            let _ = writeln!(s, "     confirmed by Boogie: {}", b.describe());
        }
        if let Some(a) = &r.acceptance {
            let _ = writeln!(
                s,
                "     accepted: {}/{} runs and {}/{} fresh ({}) = {:.1}% >= {:.0}%; against {}/{} unrepaired, {} p = {:.2e} < {:.4}",
                a.successes,
                a.runs,
                a.fresh_successes,
                a.fresh_runs,
                a.fresh,
                100.0 * a.rate,
                100.0 * a.bar,
                a.unrepaired_successes,
                a.unrepaired_runs,
                a.test,
                a.p_value,
                a.level
            );
        }
        if let Some(h) = &r.boogie_3_2 {
            let _ = writeln!(s, "     on Boogie >= 3.2: {h}");
        }
        for l in r.patch.lines() {
            let _ = writeln!(s, "     {l}");
        }
        match &r.seed {
            Some(sr) if sr.applies => {
                let b = sr.boogie.as_ref().map_or_else(String::new, |b| format!(": {}", b.describe()));
                let _ = writeln!(s, "     applies to the seed too{b}: {}", sr.program.as_deref().unwrap_or(""));
            }
            Some(sr) => {
                let _ = writeln!(s, "     does not apply to the seed: {}", sr.reason);
            }
            None => {}
        }
    }
    if !e.rejected_repairs.is_empty() {
        let _ = writeln!(
            s,
            "\n{} (each candidate tried, in order, with why it is not reported):",
            if e.repairs.is_empty() { "no repair" } else { "not reported" }
        );
    }
    for r in &e.rejected_repairs {
        let _ = writeln!(s, "  not reported: {} ({}): {}", r.kind, r.change, r.reason);
    }
    for n in &e.notes {
        let _ = writeln!(s, "note: {n}");
    }
    let t = &e.seconds;
    let _ = writeln!(
        s,
        "time: {:.0} s in all ({:.0} s sampling, {:.0} s evidence, {:.0} s repairs; {} sampling runs, {} repair runs)",
        t.total, t.sampling, t.evidence, t.repairs, e.solver_runs, e.repair_runs
    );
    s
}
