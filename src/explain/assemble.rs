//! The assembly of `explain.json`'s [`Explanation`] from what an explanation found ([`Found`])
//! and what it repaired ([`Repaired`]), the same for every subject; and the verdicts of a
//! sampled program or query ([`program_verdict`]) and of a finding ([`finding_verdict`]). The
//! pipeline writes the file.

use super::core::CoreReport;
use super::engine::Repairs;
use super::instances::FoundInstance;
use super::located::Blamed;
use super::output::{Explanation, QueryVerdict, Seconds, SeedVerdict, Subject, Verdict};
use super::proofs::ProofReport;
use super::sample::{Failures, Profiled};
use super::source::parse_qid;
use super::ALPHA;
use crate::stability::program::Tool;
use crate::stability::SampleConfig;
use crate::stats::program_category;

/// What explain found to repair with and the repairs it measured (of one subject).
#[derive(Default)]
pub struct Repaired {
    pub instances: Vec<FoundInstance>,
    pub proofs: Vec<ProofReport>,
    pub done: Repairs,
    pub notes: Vec<String>,
    /// Where the wall-clock time went: the evidence and the repairs set here, the sampling and
    /// the whole by the pipeline.
    pub seconds: Seconds,
}

/// What an explanation found before its repairs.
pub struct Found {
    pub subject: Subject,
    /// The user's file (a finding's mutant).
    pub file: String,
    pub verdict: Verdict,
    pub failures: Failures,
    pub blame: Blamed,
    pub core: Vec<CoreReport>,
    /// The sampling's solver runs.
    pub solver_runs: u32,
    pub notes: Vec<String>,
}

/// How an explanation was run: the solver, the sampling, the runs wanted per side, the rlimit.
#[derive(Clone, Copy)]
pub struct Settings<'a> {
    pub tool: &'a Tool,
    pub cfg: &'a SampleConfig,
    pub min_per_side: u32,
    pub rlimit: Option<u64>,
}

/// The note of an `.smt2` subject whose blame names Boogie source positions.
const BOOGIE_QIDS: &str = "qids of the form NAME.LINE:COL are Boogie's source positions (in the .bpl that Boogie or \
     Dafny verified; Dafny's own .dfy positions are not in the VC)";

/// What was found in a program (`is_smt`: an `.smt2` file) from its `sampled` queries, the
/// `unstable` ones `explained`: its verdict, failures, blame and cores.
pub fn found_in_program(
    file: String,
    is_smt: bool,
    sampled: &[Profiled],
    explained: Vec<String>,
    cfg: &SampleConfig,
    (failures, blame, core): (Failures, Blamed, Vec<CoreReport>),
) -> Found {
    let mut notes = Vec::new();
    if is_smt && blame.entries.iter().any(|e| parse_qid(&e.qid).is_some()) {
        notes.push(BOOGIE_QIDS.into());
    }
    let verdict = program_verdict(sampled, explained, cfg);
    let subject = if is_smt { Subject::Query { file: file.clone() } } else { Subject::Program { file: file.clone() } };
    let solver_runs = sampled.iter().map(|p| p.runs.len() as u32).sum();
    Found { subject, file, verdict, failures, blame, core, solver_runs, notes }
}

/// What was found in a finding (`seed_file`, the mutant's `file`) from its `sampled` pairs, those
/// the mutant does `worse` on explained.
pub fn found_in_finding(
    seed_file: String,
    file: String,
    sampled: &[(Profiled, Profiled)],
    worse: &[&(Profiled, Profiled)],
    cfg: &SampleConfig,
    (failures, blame, core): (Failures, Blamed, Vec<CoreReport>),
) -> Found {
    let verdict = finding_verdict(sampled, worse, seed_file.clone(), cfg);
    let subject = Subject::Finding { seed: seed_file, mutant: file.clone() };
    let solver_runs = sampled.iter().map(|(s, m)| (s.runs.len() + m.runs.len()) as u32).sum();
    Found { subject, file, verdict, failures, blame, core, solver_runs, notes: Vec::new() }
}

/// The note of a finding's blame: which runs it compares, and whose positions it gives.
pub fn finding_note(file: &str) -> String {
    format!(
        "blame compares the seed's passing runs with the mutant's failing runs of the same queries, under the same \
         perturbations, per declaration (each side's qids located in its own file); positions are the mutant's ({file}), \
         `seed` gives the seed's"
    )
}

/// The verdict of a program or query from its `sampled` queries, the unstable ones `explained`.
pub fn program_verdict(sampled: &[Profiled], explained: Vec<String>, cfg: &SampleConfig) -> Verdict {
    Verdict {
        category: program_category(sampled.iter().map(|p| p.category)).to_string(),
        test: format!(
            "sequential rule of wobble stability (docs/stability.md), alpha = {ALPHA}, budget {} runs per method",
            cfg.samples
        ),
        queries: sampled.iter().map(QueryVerdict::from).collect(),
        explained,
        seed: None,
    }
}

/// The verdict of a finding: the mutant's over the `sampled` pairs, those it does `worse` on
/// explained, with the seed's (`seed_file`) on the same queries.
pub fn finding_verdict(
    sampled: &[(Profiled, Profiled)],
    worse: &[&(Profiled, Profiled)],
    seed_file: String,
    cfg: &SampleConfig,
) -> Verdict {
    Verdict {
        category: program_category(sampled.iter().map(|(_, m)| m.category)).to_string(),
        test: format!(
            "sequential rule of wobble stability (docs/stability.md) on each side, alpha = {ALPHA}, budget {} runs per method",
            cfg.samples
        ),
        queries: sampled.iter().map(|(_, m)| QueryVerdict::from(m)).collect(),
        explained: worse.iter().map(|(_, m)| m.name.clone()).collect(),
        seed: Some(SeedVerdict {
            file: seed_file,
            category: program_category(sampled.iter().map(|(s, _)| s.category)).to_string(),
            queries: sampled.iter().map(|(s, _)| QueryVerdict::from(s)).collect(),
        }),
    }
}

/// The explanation of any subject: what it `found`, then what was `repaired`, run as `settings`.
pub fn explanation(settings: Settings, found: Found, repaired: Repaired) -> Explanation {
    let Found { subject, file, verdict, failures, blame, core, solver_runs, mut notes } = found;
    let Settings { tool, cfg, min_per_side, rlimit } = settings;
    notes.extend(repaired.notes);
    Explanation {
        subject,
        file,
        tool: format!("{} {}", tool.label, tool.solver.version()),
        methods: cfg.methods.iter().map(ToString::to_string).collect(),
        samples: cfg.samples,
        rng_seed: cfg.rng_seed,
        timeout_s: cfg.timeout.as_secs_f64(),
        min_runs_per_side: min_per_side,
        verdict,
        failure_kind: failures.kind(),
        failure: failures,
        blame: blame.entries,
        blame_test: blame.test,
        no_blame: blame.no_blame,
        core,
        instances: repaired.instances,
        proofs: repaired.proofs,
        repairs: repaired.done.repairs,
        rejected_repairs: repaired.done.rejected,
        rlimit,
        solver_runs,
        repair_runs: repaired.done.runs,
        seconds: repaired.seconds,
        notes,
    }
}
