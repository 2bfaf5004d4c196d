//! z3 runs that say what happened, for explaining a result: the answer, the resource count
//! (`rlimit-count`), why an `unknown` is unknown ([`Reason`]: a timeout and a fast `unknown`
//! have different repairs), and on request the quantifier-instantiation profile ([`QiProfile`])
//! and an unsat core over the unit's top-level assertions ([`Core`]).
//!
//! - **Profile**: z3 runs with `smt.qi.profile=true` and prints, per quantifier, when the
//!   quantifier is deleted (at a pop, a reset, or at exit), on standard error:
//!   `[quantifier_instances] QID : INSTANCES : SIMPLIFY_TRUE : CHECKER_SAT : MAX_GENERATION :
//!   MAX_COST` (z3's `smt_quantifier.cpp`, `display_stats`, the same in 4.8.12, 4.13.0 and 5.4.1;
//!   older releases print only `QID : INSTANCES : MAX_GENERATION : MAX_COST`, read as well):
//!   the instances made, those whose instance simplified to `true` and those the model checker
//!   found satisfied, the largest generation of an instance and its largest cost. A process
//!   killed on the wall clock prints nothing, so a profile run gets z3's own soft limit
//!   (`-t:MS`, the run's time limit: z3 answers `unknown`, reason `timeout`, and exits
//!   normally), and the hard kill only guards it (half the limit later, at least 5 s).
//! - **Core**: each top-level assertion of the (perturbed) unit gets a `:named` label unless it
//!   has one or is the goal ([`Unit::goal`]: the goal is in every core, and a named goal
//!   becomes an assumption literal, which can change z3's search so much that a query proved in
//!   most runs is proved in none: slots.bpl's VC with z3 4.8.12), `(set-option :produce-unsat-cores true)` goes first (z3 refuses it after an
//!   assertion), and `(get-unsat-core)` follows the check; the labels z3 returns map back to
//!   the unit's assertions ([`crate::smt::text::unit::Unit::assertions`], through a shuffle's order).
//!   Naming assertions can change z3's search: a core run is a run of its own.
//! - **Reason**: `timeout` is a [`ReasonKind::Timeout`] (and the answer [`Answer::Timeout`]),
//!   `canceled` a [`ReasonKind::ResourceLimit`] (what z3 4.8.12, 4.13.0 and 5.4.1 say when the
//!   file's own `:rlimit` runs out), `incomplete …` a [`ReasonKind::Incomplete`].
//!
//! Runs are cached like plain runs ([`QueryCache`]): by exact text, solver and what was asked
//! (a profile run is another run than a plain one), and a run that ended at a time limit is
//! replayed by a later run only when the user opts in, as for plain runs. A run that asks for neither profile nor
//! core is the plain run itself ([`Solver::script_for`] and [`QueryCache::solve_script`], the
//! very runs the samplers make), so it is never run twice.

use crate::smt::perturbation::mutate::{NotApplicable, Perturbation};
use crate::smt::solving::cache::{timed_out, QueryCache};
use crate::smt::solving::solve::{interpret, reason_unknown, silent, Answer, SolveResult, Solver, SolverKind};
use crate::smt::text::query::Dialect;
use crate::smt::text::sexp::{read_all, tokens, Sexp};
use crate::smt::text::unit::Unit;
use crate::util::hash::hex;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;
use thiserror::Error;

/// What to ask z3 for besides the answer, `rlimit-count` and `reason-unknown`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ask {
    /// The quantifier-instantiation profile.
    pub profile: bool,
    /// An unsat core over the unit's top-level assertions.
    pub core: bool,
}

/// What kind of `unknown` a run gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReasonKind {
    /// Out of time: z3's `timeout`, or the wall-clock kill.
    Timeout,
    /// Out of resources: z3's `canceled` (an exhausted `:rlimit`) or a message about resources.
    ResourceLimit,
    /// Out of memory.
    Memory,
    /// z3 gave up early: incomplete quantifier instantiation or theory (`(incomplete quantifiers)`).
    Incomplete,
    /// Anything else.
    Other,
}

/// Why a run gave no definite answer: the kind and z3's text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    pub kind: ReasonKind,
    pub text: String,
}

impl Reason {
    /// The reason z3 gave as `(:reason-unknown "TEXT")`.
    pub fn parse(text: &str) -> Reason {
        let t = text.trim().to_ascii_lowercase();
        let kind = if t == "timeout" {
            ReasonKind::Timeout
        } else if t == "canceled" || t.contains("resource") || t.contains("rlimit") {
            ReasonKind::ResourceLimit
        } else if t.contains("memory") || t.contains("memout") {
            ReasonKind::Memory
        } else if t.contains("incomplete") {
            ReasonKind::Incomplete
        } else {
            ReasonKind::Other
        };
        Reason { kind, text: text.to_string() }
    }
}

/// One quantifier id's line(s) of a profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QiStat {
    /// Instances made.
    pub instances: u64,
    /// Instances that simplified to `true` (0 where z3 does not report it).
    pub simplify_true: u64,
    /// Instances the model checker found satisfied (0 where z3 does not report it).
    pub checker_sat: u64,
    /// The largest generation of an instance.
    pub max_generation: u64,
    /// The largest cost of an instance.
    pub max_cost: f64,
    /// How many quantifiers with this id z3 reported (the sums and maxima are over them).
    pub quantifiers: u32,
}

/// A quantifier-instantiation profile: per quantifier id, what z3 instantiated. z3 names a
/// quantifier without `:qid` itself (`k!7`), so only written ids are stable across texts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct QiProfile {
    pub by_qid: BTreeMap<String, QiStat>,
}

impl QiProfile {
    /// Reads every `[quantifier_instances]` line of `stderr` (other lines are ignored).
    pub fn parse(stderr: &str) -> QiProfile {
        let mut p = QiProfile::default();
        for line in stderr.lines() {
            let Some(rest) = line.trim_start().strip_prefix("[quantifier_instances]") else { continue };
            let fields: Vec<&str> = rest.split(" : ").map(str::trim).collect();
            let numbers: Vec<f64> = fields.iter().rev().map_while(|f| f.parse::<f64>().ok()).collect();
            // Fields from the right: cost, generation, [checker-sat, simplify-true,] instances.
            let n = if numbers.len() >= 5 && fields.len() >= 6 {
                5
            } else if numbers.len() >= 3 && fields.len() >= 4 {
                3
            } else {
                continue;
            };
            let qid = fields[..fields.len() - n].join(" : ");
            let v = |i: usize| numbers[i];
            let (instances, simplify_true, checker_sat) =
                if n == 5 { (v(4) as u64, v(3) as u64, v(2) as u64) } else { (v(2) as u64, 0, 0) };
            let s = p.by_qid.entry(qid).or_insert(QiStat {
                instances: 0,
                simplify_true: 0,
                checker_sat: 0,
                max_generation: 0,
                max_cost: 0.0,
                quantifiers: 0,
            });
            s.instances += instances;
            s.simplify_true += simplify_true;
            s.checker_sat += checker_sat;
            s.max_generation = s.max_generation.max(v(1) as u64);
            s.max_cost = s.max_cost.max(v(0));
            s.quantifiers += 1;
        }
        p
    }

    /// Instances of `qid` (0 when it made none).
    pub fn instances(&self, qid: &str) -> u64 {
        self.by_qid.get(qid).map_or(0, |s| s.instances)
    }

    /// Instances over all quantifiers.
    pub fn total_instances(&self) -> u64 {
        self.by_qid.values().map(|s| s.instances).sum()
    }

    /// The quantifier ids by instances, most first (ties by id).
    pub fn ranked(&self) -> Vec<(&str, &QiStat)> {
        let mut v: Vec<(&str, &QiStat)> = self.by_qid.iter().map(|(k, s)| (k.as_str(), s)).collect();
        v.sort_by(|a, b| b.1.instances.cmp(&a.1.instances).then(a.0.cmp(b.0)));
        v
    }
}

/// An unsat core mapped back to the unit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Core {
    /// The unit's assertions in the core ([`Unit::assertions`] indices), ascending.
    pub assertions: Vec<usize>,
    /// Core members that are no assertion of the unit (e.g. `check-sat-assuming` literals).
    pub other: Vec<String>,
}

/// One observed run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    /// Answer, time, `rlimit-count`, detail and command line. A z3 `timeout` is
    /// [`Answer::Timeout`] here, with its `rlimit-count`.
    pub result: SolveResult,
    /// Why there is no definite answer (`unknown` and timeouts).
    pub reason: Option<Reason>,
    /// The profile, when asked and printed (not when the run was killed on the wall clock).
    pub profile: Option<QiProfile>,
    /// The core, when asked and the answer is `unsat`.
    pub core: Option<Core>,
}

impl Observation {
    pub fn answer(&self) -> Answer {
        self.result.answer
    }
}

/// Why a run could not be observed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ObserveError {
    #[error(transparent)]
    NotApplicable(#[from] NotApplicable),
    #[error("a quantifier profile and an unsat core come from z3, not {0}")]
    NotZ3(SolverKind),
}

/// The cache key of an observed run.
fn key(solver: &Solver, script: &str, extra: &[String], timeout: Duration, ask: Ask) -> String {
    let mut h = Sha256::new();
    let flags = format!("profile={} core={} args={}", ask.profile, ask.core, extra.join(" "));
    for part in
        [b"wobble-smt-observe-v1".as_slice(), solver.cache_key().as_bytes(), flags.as_bytes(), script.as_bytes()]
    {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    h.update(timeout.as_millis().to_le_bytes());
    hex(&h.finalize())
}

/// The wall-clock guard of a run with z3's own soft limit `timeout`.
pub fn hard_limit(timeout: Duration) -> Duration {
    timeout + (timeout / 2).max(Duration::from_secs(5))
}

/// Runs `solver` on `unit` perturbed by `p` within `timeout` (an existing `workdir` the call may
/// write into), asking for `ask`; through `cache`.
pub fn observe(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    p: &Perturbation,
    ask: Ask,
    workdir: &Path,
    timeout: Duration,
) -> Result<Observation, ObserveError> {
    if !ask.profile && !ask.core {
        let script = solver.script_for(unit, p)?;
        let (result, _) = cache.solve_script(solver, &script, workdir, timeout);
        let reason = result
            .detail
            .split("; ")
            .find_map(|n| n.strip_prefix("reason-unknown: "))
            .filter(|_| result.answer == Answer::Unknown)
            .map(Reason::parse);
        return Ok(finish(Observation { result, reason, profile: None, core: None }));
    }
    if solver.kind() != SolverKind::Z3 {
        return Err(ObserveError::NotZ3(solver.kind()));
    }
    let perturbed = p.apply_unit(unit, Dialect::Z3)?;
    let (mut text, labels) = if ask.core { label_assertions(&perturbed.text) } else { (perturbed.text, Vec::new()) };
    if ask.core {
        text.insert_str(0, "(set-option :produce-unsat-cores true)\n");
    }
    // The line of `(get-unsat-core)`, whose complaint after a non-unsat answer is expected.
    let core_line = text.lines().count() + 2;
    text.push_str("(get-info :reason-unknown)\n");
    if ask.core {
        text.push_str("(get-unsat-core)\n");
    }
    text.push_str("(get-info :all-statistics)\n");
    let mut extra = vec![format!("-t:{}", timeout.as_millis().max(1))];
    if ask.profile {
        extra.push("smt.qi.profile=true".into());
    }
    let k = key(solver, &text, &extra, timeout, ask);
    // A run that ended at a time limit answers only the run that made it, unless the user opted
    // in (the cache's replay rule).
    if let Some(hit) = cache
        .get_entry::<Observation>(&k)
        .filter(|o| !(o.answer() == Answer::Timeout || timed_out(&text, &o.result)) || cache.replays_timeout(&k))
    {
        return Ok(hit);
    }
    let mut observed = (None, None, None);
    let result = solver.run_script(&text, &extra, workdir, hard_limit(timeout), None, |r, out| {
        let expected = format!("(error \"line {core_line} column");
        let stdout: String =
            out.stdout.lines().filter(|l| !(ask.core && l.starts_with(&expected))).map(|l| format!("{l}\n")).collect();
        interpret(r, &stdout, &out.stderr, || silent(out));
        observed.0 = reason_unknown(&stdout).filter(|_| r.answer == Answer::Unknown).map(|t| Reason::parse(&t));
        observed.1 = ask.profile.then(|| QiProfile::parse(&out.stderr));
        if ask.core && r.answer == Answer::Unsat {
            observed.2 = core_labels(&stdout).map(|names| map_core(&names, &labels, &perturbed.order));
        }
    });
    let o = finish(Observation { result, reason: observed.0, profile: observed.1, core: observed.2 });
    if o.result.answer != Answer::Error {
        let _ = cache.put_entry(&k, &o);
    }
    Ok(o)
}

/// A timeout reason makes the answer a timeout; a timeout gets its reason.
fn finish(mut o: Observation) -> Observation {
    if o.reason.as_ref().is_some_and(|r| r.kind == ReasonKind::Timeout) {
        o.result.answer = Answer::Timeout;
    }
    if o.result.answer == Answer::Timeout && o.reason.is_none() {
        o.reason = Some(Reason { kind: ReasonKind::Timeout, text: o.result.detail.clone() });
    }
    o
}

/// `text` (one unit) with every top-level assertion but the goal labelled, and the label of each
/// assertion in order (its own `:named` label where it has one, empty for an unlabelled goal).
pub fn label_assertions(text: &str) -> (String, Vec<String>) {
    let Ok(unit) = Unit::single("core", text) else { return (text.to_string(), Vec::new()) };
    let mut prefix = "wobble_a".to_string();
    while text.contains(&prefix) {
        prefix.push('_');
    }
    let mut out = String::with_capacity(text.len() + 32 * unit.commands().len());
    let mut labels = Vec::new();
    let mut at = 0;
    let goal = unit.goal();
    for a in unit.assertions() {
        out.push_str(&unit.text()[at..a.span.start]);
        let command = &unit.text()[a.span.clone()];
        match a.label {
            Some(l) => {
                out.push_str(command);
                labels.push(l);
            }
            None if Some(a.index) == goal => {
                // Unlabelled: in every core (an empty label, which no name z3 prints matches).
                out.push_str(command);
                labels.push(String::new());
            }
            None => {
                let label = format!("{prefix}{}", a.index);
                // The term: after the head `assert`, before the closing parenthesis.
                let head_end = tokens(command).nth(1).and_then(Result::ok).map_or(command.len() - 1, |t| t.end);
                let term = command[head_end..command.len() - 1].trim();
                out.push_str(&format!("(assert (! {term} :named {label}))"));
                labels.push(label);
            }
        }
        at = a.span.end;
    }
    out.push_str(&unit.text()[at..]);
    (out, labels)
}

/// The members of z3's answer to `(get-unsat-core)`: the first list that is neither an error
/// nor keyword-led (`(:reason-unknown …)`, the statistics); labels by name, other members (the
/// literals of a `check-sat-assuming`) as printed.
fn core_labels(stdout: &str) -> Option<Vec<String>> {
    let items = read_all(stdout).ok()?;
    items.iter().find_map(|s| match s {
        Sexp::List(l) if !matches!(l.first(), Some(Sexp::Keyword(_))) && s.head() != Some("error") => {
            Some(l.iter().map(|i| i.symbol_name().map_or_else(|| i.to_string(), str::to_string)).collect())
        }
        _ => None,
    })
}

fn map_core(names: &[String], labels: &[String], order: &[usize]) -> Core {
    let mut core = Core::default();
    for n in names {
        match labels.iter().position(|l| l == n) {
            Some(i) => core.assertions.push(order.get(i).copied().unwrap_or(i)),
            None => core.other.push(n.clone()),
        }
    }
    for (i, _) in labels.iter().enumerate().filter(|(_, l)| l.is_empty()) {
        core.assertions.push(order.get(i).copied().unwrap_or(i));
    }
    core.assertions.sort_unstable();
    core.assertions.dedup();
    core
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::TokenKind;

    fn atoms(text: &str) -> Vec<&str> {
        tokens(text).filter_map(Result::ok).filter(|t| t.kind == TokenKind::Atom).map(|t| t.text(text)).collect()
    }

    const Z3_4_8_12: &str = "[quantifier_instances]        ax2 :      3 :   0 :   0 :   1 : 2\n\
        [quantifier_instances] |seedbpl.3:15| :     38 :   1 :   2 :  20 : 21.5\n\
        [quantifier_instances]        ax2 :      4 :   0 :   0 :   3 : 1\n\
        unrelated line\n[quantifier_instances] broken\n";

    #[test]
    fn profiles_parse_in_both_formats() {
        let p = QiProfile::parse(Z3_4_8_12);
        assert_eq!(p.by_qid.len(), 2);
        let ax2 = &p.by_qid["ax2"];
        assert_eq!((ax2.instances, ax2.max_generation, ax2.max_cost, ax2.quantifiers), (7, 3, 2.0, 2));
        let s = &p.by_qid["|seedbpl.3:15|"];
        assert_eq!((s.instances, s.simplify_true, s.checker_sat, s.max_generation, s.max_cost), (38, 1, 2, 20, 21.5));
        assert_eq!(p.total_instances(), 45);
        assert_eq!(p.ranked()[0].0, "|seedbpl.3:15|");
        let old = QiProfile::parse("[quantifier_instances] a.3:15 : 12 : 4 : 5\n");
        assert_eq!((old.instances("a.3:15"), old.by_qid["a.3:15"].max_generation), (12, 4));
        assert_eq!(QiProfile::parse("").by_qid.len(), 0);
    }

    #[test]
    fn reasons() {
        assert_eq!(Reason::parse("timeout").kind, ReasonKind::Timeout);
        assert_eq!(Reason::parse("canceled").kind, ReasonKind::ResourceLimit);
        assert_eq!(Reason::parse("(incomplete quantifiers)").kind, ReasonKind::Incomplete);
        assert_eq!(
            Reason::parse("smt tactic failed to show goal to be sat/unsat (incomplete quantifiers)").kind,
            ReasonKind::Incomplete
        );
        assert_eq!(Reason::parse("max. memory exceeded").kind, ReasonKind::Memory);
        assert_eq!(Reason::parse("unknown").kind, ReasonKind::Other);
    }

    #[test]
    fn the_goal_is_left_unlabelled_and_always_in_the_core() {
        let text = "(declare-fun p () Bool)\n(assert p)\n(assert (or p p))\n(assert (not p))\n(check-sat)\n";
        let (labelled, labels) = label_assertions(text);
        assert_eq!(labels, vec!["wobble_a0", "wobble_a1", ""]);
        assert!(labelled.contains("\n(assert (not p))\n"), "{labelled}");
        assert_eq!(map_core(&["wobble_a1".into()], &labels, &[0, 1, 2]).assertions, vec![1, 2]);
    }

    #[test]
    fn assertions_are_labelled_and_cores_map_back() {
        let text = "(declare-fun p () Bool)\n(assert p)\n(assert (! (not p) :named mine))\n(assert\n  (or p p))\n(check-sat)\n";
        let (labelled, labels) = label_assertions(text);
        assert_eq!(labels, vec!["wobble_a0", "mine", "wobble_a2"]);
        assert_eq!(
            labelled,
            "(declare-fun p () Bool)\n(assert (! p :named wobble_a0))\n(assert (! (not p) :named mine))\n\
             (assert (! (or p p) :named wobble_a2))\n(check-sat)\n"
        );
        assert!(atoms(&labelled).contains(&":named"));
        let clash = text.replace("(declare-fun p () Bool)", "(declare-fun wobble_a0 () Bool)");
        assert!(label_assertions(&clash).1[0].starts_with("wobble_a_"));
        let out = "unsat\n(:reason-unknown \"unknown\")\n(wobble_a2 mine a@lit)\n(:rlimit-count 5)\n";
        let names = core_labels(out).unwrap();
        // Shuffled: the text's assertion i is the unit's order[i].
        let core = map_core(&names, &labels, &[2, 0, 1]);
        assert_eq!(core, Core { assertions: vec![0, 1], other: vec!["a@lit".into()] });
        assert_eq!(core_labels("unsat\n()\n"), Some(vec![]));
        let assuming = core_labels("unsat\n(:reason-unknown \"unknown\")\n(wobble_a0 (<= b a))\n").unwrap();
        assert_eq!(
            map_core(&assuming, &labels, &[0, 1, 2]),
            Core { assertions: vec![0], other: vec!["(<= b a)".into()] }
        );
    }
}
