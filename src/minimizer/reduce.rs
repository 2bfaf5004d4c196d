//! The reduction of a brittle pair: first the chain of operator applications (ddmin over its
//! steps), then the program, seed and mutant in lockstep, level by level (declarations; contract
//! clauses and loop invariants; statements by nesting depth; local variables), repeated while a
//! round still removes something.
//!
//! Every candidate passes a cheap pre-filter first ([`crate::syntax::resolve`]: all used names are
//! declared) and only then goes to the [`Oracle`]. A chain whose replay fails (a site that no
//! longer exists once earlier steps are gone) simply does not flip.

use super::ddmin::ddmin;
use super::elements::{adopt_seed_positions, elements, max_stmt_depth, remove_from, remove_from_files, Elem, Level};
use super::oracle::{BaselineError, Oracle};
use crate::error::{ErrorKind, HasKind};
use crate::generation::{apply_chain, Chain, Step};
use crate::mutation::Variant;
use crate::syntax::ast::{DeclKind, Program};
use crate::syntax::print_program;
use crate::syntax::resolve;
use crate::syntax::source::{ProgramText, SourceFile};
use crate::verifiers::Outcome;
use std::collections::HashSet;

/// Base name of the mutant's files during reduction and in the output (`mutant.bpl`,
/// `mutant.part1.bpl`, ...).
pub const MUTANT_BASE: &str = "mutant";
/// Name of the seed's file during reduction and in the output.
pub const SEED_FILE: &str = "seed.bpl";

/// A brittle pair as given: the parsed seed, the parsed mutant files (main file first), and the
/// chain that produced the mutant, if known.
#[derive(Clone, Debug)]
pub struct PairInput {
    pub seed: Program,
    pub mutant: Vec<Program>,
    pub chain: Option<Chain>,
}

/// What to reduce and how.
#[derive(Clone, Debug)]
pub struct Options {
    /// Candidates tested in parallel.
    pub jobs: usize,
    /// Reduce the chain (when it replays to the given mutant).
    pub reduce_chain: bool,
    /// Reduce the programs.
    pub reduce_program: bool,
    /// Reject candidates with undeclared names before running the verifier.
    pub prefilter: bool,
    /// Upper bound on rounds over all program levels.
    pub max_rounds: usize,
    /// When removing declarations, also remove the types, constants, functions and axioms that
    /// use a removed name (an axiom about a removed function is of no use), instead of rejecting
    /// the candidate. Procedures and implementations are never removed this way.
    pub closure: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { jobs: 1, reduce_chain: true, reduce_program: true, prefilter: true, max_rounds: 3, closure: true }
    }
}

/// Why a pair cannot be minimized.
#[derive(Debug, thiserror::Error)]
pub enum MinimizeError {
    #[error("the pair is not brittle for {tool}")]
    NotBrittle { tool: String, source: BaselineError },
    #[error("cannot start parallel workers: {0}")]
    Pool(String),
}

impl HasKind for MinimizeError {
    fn kind(&self) -> ErrorKind {
        match self {
            // The pair the user gave does not flip.
            MinimizeError::NotBrittle { .. } => ErrorKind::BadInput,
            MinimizeError::Pool(_) => ErrorKind::Failure,
        }
    }
}

/// One phase of the reduction, for the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Phase {
    pub name: String,
    /// Elements (steps, declarations, ...) before and after.
    pub before: usize,
    pub after: usize,
    /// Candidates asked about in this phase.
    pub tests: usize,
}

/// The reduced pair.
#[derive(Clone, Debug)]
pub struct Minimized {
    pub seed: Program,
    pub mutant: Vec<Program>,
    /// The reduced chain, when the mutant was replayed from a chain.
    pub chain: Option<Chain>,
    /// The mutant outcome that was kept (failed, timeout or unknown).
    pub expected: Outcome,
    pub phases: Vec<Phase>,
    /// Remarks for the user (a chain that does not replay, a disabled pre-filter...).
    pub notes: Vec<String>,
}

/// The seed as the verifier sees it.
pub fn seed_text(seed: &Program) -> ProgramText {
    ProgramText::single(SEED_FILE, print_program(seed))
}

/// The mutant files as the verifier sees them.
pub fn mutant_text(files: &[Program]) -> ProgramText {
    ProgramText {
        files: files
            .iter()
            .enumerate()
            .map(|(k, p)| SourceFile { name: Variant::file_name(MUTANT_BASE, k), text: print_program(p) })
            .collect(),
    }
}

fn well_formed(seed: &Program, mutant: &[Program]) -> bool {
    resolve::check_program(seed).is_ok() && resolve::check_files(mutant).is_ok()
}

/// What a lockstep reduction keeps, asked about candidate pairs (the single-flip [`Oracle`], or
/// a statistical oracle that keeps a class).
pub trait PairCheck: Sync {
    /// Whether the candidate pair keeps the property.
    fn holds(&self, seed: &ProgramText, mutant: &ProgramText) -> bool;
    /// Counts a candidate rejected by the name-resolution pre-filter, without asking.
    fn note_prefiltered(&self) {}
}

impl PairCheck for Oracle<'_> {
    fn holds(&self, seed: &ProgramText, mutant: &ProgramText) -> bool {
        self.flips(seed, mutant)
    }
    fn note_prefiltered(&self) {
        Oracle::note_prefiltered(self)
    }
}

struct Ctx<'c> {
    check: &'c dyn PairCheck,
    prefilter: bool,
}

impl Ctx<'_> {
    fn flips(&self, seed: &Program, mutant: &[Program]) -> bool {
        if self.prefilter && !well_formed(seed, mutant) {
            self.check.note_prefiltered();
            return false;
        }
        self.check.holds(&seed_text(seed), &mutant_text(mutant))
    }
}

/// A pair ready for reduction: the mutant replayed from the chain (or matched to the seed by
/// content), and whether the pre-filter can be used.
#[derive(Clone, Debug)]
pub struct Prepared {
    pub seed: Program,
    pub mutant: Vec<Program>,
    /// The chain to reduce, when it reproduces the mutant.
    pub chain: Option<Chain>,
    pub notes: Vec<String>,
    /// The original pair passes the name-resolution pre-filter (and the options ask for it).
    pub prefilter: bool,
}

/// Replays the chain (or matches the mutant to the seed) and checks the pre-filter.
pub fn prepare(input: PairInput, options: &Options) -> Prepared {
    let mut notes = Vec::new();
    let seed = input.seed;
    let given_text = mutant_text(&input.mutant);

    // The mutant, replayed from the seed when the chain reproduces it (origin positions), and
    // the chain to reduce.
    let mut chain = None;
    let mut mutant = match &input.chain {
        Some(c) => match apply_chain(&seed, c) {
            Ok(v) if mutant_text(&v.to_programs()) == given_text => {
                chain = Some(c.clone());
                v.to_programs()
            }
            Ok(_) => {
                notes.push(format!("the chain `{c}` does not reproduce the mutant: chain reduction skipped"));
                input.mutant.clone()
            }
            Err(e) => {
                notes.push(format!("the chain does not replay on the seed ({e}): chain reduction skipped"));
                input.mutant.clone()
            }
        },
        None => input.mutant.clone(),
    };
    if chain.is_none() {
        let matched = adopt_seed_positions(&seed, &mut mutant);
        let total: usize = mutant.iter().map(|p| p.decls.len()).sum();
        notes.push(format!("mutant matched to the seed by declaration ({matched} of {total} declarations matched)"));
    }

    let mut prefilter = options.prefilter;
    if prefilter {
        if let Err(e) = resolve::check_program(&seed).and_then(|_| resolve::check_files(&mutant)) {
            notes.push(format!("name-resolution pre-filter disabled: the original pair does not pass it ({e})"));
            prefilter = false;
        }
    }
    Prepared { seed, mutant, chain, notes, prefilter }
}

/// Minimizes a brittle pair with `oracle` (whose verifier and timeout decide). `progress`
/// receives one line per finished phase.
pub fn minimize(
    input: PairInput,
    oracle: &mut Oracle<'_>,
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Minimized, MinimizeError> {
    let prepared = prepare(input, options);
    let tool = oracle.verifier_label().to_string();
    let expected = oracle
        .baseline(&seed_text(&prepared.seed), &mutant_text(&prepared.mutant))
        .map_err(|source| MinimizeError::NotBrittle { tool, source })?;
    let r = reduce_pair(prepared, &*oracle, options, progress)?;
    Ok(Minimized { seed: r.seed, mutant: r.mutant, chain: r.chain, expected, phases: r.phases, notes: r.notes })
}

/// A pair reduced in lockstep.
#[derive(Clone, Debug)]
pub struct Reduced {
    pub seed: Program,
    pub mutant: Vec<Program>,
    pub chain: Option<Chain>,
    pub phases: Vec<Phase>,
    pub notes: Vec<String>,
}

fn pool(jobs: usize) -> Result<rayon::ThreadPool, MinimizeError> {
    crate::util::pool::pool(jobs).map_err(|e| MinimizeError::Pool(e.to_string()))
}

/// Reduces a prepared pair (the chain, then the programs in lockstep) while `check` holds; the
/// caller has established that it holds for the prepared pair.
pub fn reduce_pair(
    prepared: Prepared,
    check: &dyn PairCheck,
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Reduced, MinimizeError> {
    pool(options.jobs)?.install(|| reduce_pair_in_pool(prepared, check, options, progress))
}

fn reduce_pair_in_pool(
    prepared: Prepared,
    check: &dyn PairCheck,
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Reduced, MinimizeError> {
    let Prepared { seed, mut mutant, mut chain, notes, prefilter } = prepared;
    let ctx = Ctx { check, prefilter };
    let mut phases = Vec::new();

    // 1. The chain.
    if let (Some(c), true) = (&chain, options.reduce_chain) {
        if c.len() >= 2 {
            let seed_ref = &seed;
            let (kept, stats) =
                ddmin(&c.0, options.jobs, |steps: &[Step]| match apply_chain(seed_ref, &Chain(steps.to_vec())) {
                    Ok(v) => ctx.flips(seed_ref, &v.to_programs()),
                    Err(_) => false,
                });
            let phase = Phase { name: "chain steps".into(), before: c.len(), after: kept.len(), tests: stats.tests };
            progress(&phase_line(&phase));
            phases.push(phase);
            let reduced = Chain(kept);
            if let Ok(v) = apply_chain(&seed, &reduced) {
                mutant = v.to_programs();
                chain = Some(reduced);
            }
        }
    }

    // 2. The programs, in lockstep.
    let removed = if options.reduce_program {
        let mutant_ref = &mutant;
        let (removed, more) = reduce_levels(
            &seed,
            options,
            &|r: &HashSet<Elem>| ctx.flips(&remove_from(&seed, r), &remove_from_files(mutant_ref, r)),
            progress,
        );
        phases.extend(more);
        removed
    } else {
        HashSet::new()
    };

    Ok(Reduced {
        seed: remove_from(&seed, &removed),
        mutant: remove_from_files(&mutant, &removed),
        chain,
        phases,
        notes,
    })
}

/// Reduces one program (no mutant) while `check` holds for its text; the caller has
/// established that it holds for `program`. Returns the reduced program and the phases.
pub fn reduce_single(
    program: &Program,
    check: &(dyn Fn(&ProgramText) -> bool + Sync),
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<(Program, Vec<Phase>), MinimizeError> {
    let prefilter = options.prefilter && resolve::check_program(program).is_ok();
    pool(options.jobs)?.install(|| {
        let test = |r: &HashSet<Elem>| {
            let p = remove_from(program, r);
            if prefilter && resolve::check_program(&p).is_err() {
                return false;
            }
            check(&seed_text(&p))
        };
        let (removed, phases) = reduce_levels(program, options, &test, progress);
        Ok((remove_from(program, &removed), phases))
    })
}

/// The program levels, in a cycle until every other level has run since the last one that
/// removed something (a level's own result is 1-minimal already), or `max_rounds` cycles are
/// done. `test` says whether removing a set of elements (of `seed`, and of its mutant in
/// lockstep) keeps the property. Returns the elements removed.
fn reduce_levels(
    seed: &Program,
    options: &Options,
    test: &(dyn Fn(&HashSet<Elem>) -> bool + Sync),
    progress: &(dyn Fn(&str) + Sync),
) -> (HashSet<Elem>, Vec<Phase>) {
    let mut phases = Vec::new();
    let mut removed: HashSet<Elem> = HashSet::new();
    let mut levels = vec![Level::Decls, Level::Clauses];
    levels.extend((0..=max_stmt_depth(seed)).map(Level::Stmts));
    levels.push(Level::Locals);
    let n = levels.len();
    let mut unchanged_run = 0;
    for k in 0..n * options.max_rounds.max(1) {
        if k >= n && unchanged_run >= n - 1 {
            break;
        }
        let level = levels[k % n];
        let current = remove_from(seed, &removed);
        let elems = elements(&current, level);
        if elems.is_empty() {
            unchanged_run += 1;
            continue;
        }
        let closure = options.closure && level == Level::Decls;
        let removal = |keep: &[Elem]| -> HashSet<Elem> {
            let mut r = removed.clone();
            r.extend(elems.iter().filter(|e| !keep.contains(e)).copied());
            if closure {
                close_over_uses(seed, &r)
            } else {
                r
            }
        };
        let candidate = |keep: &[Elem]| -> bool { test(&removal(keep)) };
        // ddmin never tries the empty list; below declarations, "remove all" is worth a try
        // (for declarations it would leave two empty programs, which never flip).
        let all_go = level != Level::Decls && candidate(&[]);
        let (kept, tests) = if all_go {
            (Vec::new(), 1)
        } else {
            let (kept, stats) = ddmin(&elems, options.jobs, candidate);
            (kept, stats.tests + usize::from(level != Level::Decls))
        };
        let new_removed = removal(&kept);
        if new_removed.len() > removed.len() {
            unchanged_run = 0;
            removed = new_removed;
        } else {
            unchanged_run += 1;
        }
        let after = elems.iter().filter(|e| !removed.contains(e)).count();
        let phase = Phase { name: format!("round {}: {level}", k / n + 1), before: elems.len(), after, tests };
        progress(&phase_line(&phase));
        phases.push(phase);
    }
    (removed, phases)
}

/// `removed` plus the non-procedure declarations that would refer to a removed name (repeatedly).
/// Civl yield procedures and actions count as procedures (name resolution checks them too): they
/// are removed only as elements of their own, never to make room for a removal.
fn close_over_uses(seed: &Program, removed: &HashSet<Elem>) -> HashSet<Elem> {
    let mut r = removed.clone();
    loop {
        let current = remove_from(seed, &r);
        let Err(e) = resolve::check_program(&current) else { return r };
        let culprit = current.decls.iter().find(|d| {
            d.pos.line == e.pos.line
                && d.pos.col == e.pos.col
                && !matches!(
                    d.kind,
                    DeclKind::Procedure(_)
                        | DeclKind::Implementation(_)
                        | DeclKind::YieldProcedure(_)
                        | DeclKind::Action(_)
                )
        });
        match culprit.and_then(|d| Elem::at_decl(d.pos)) {
            Some(el) if r.insert(el) => {}
            _ => return r,
        }
    }
}

fn phase_line(p: &Phase) -> String {
    format!("{}: {} -> {} ({} candidates)", p.name, p.before, p.after, p.tests)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minimizer::testutil::TextRule;
    use crate::minimizer::OracleConfig;
    use crate::syntax::parse_program;
    use std::path::Path;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    /// A stand-in for a brittle tool, for testing the reduction logic without a solver: a program
    /// "fails" when `axiom B` comes before `axiom A` and it still contains `y := t` and
    /// `requires x > 0`; everything else "verifies".
    type OrderRule = TextRule<fn(&str, &Path) -> Outcome>;

    fn order_rule() -> OrderRule {
        TextRule::new("order-rule", |text, _| {
            let (a, b) = (text.find("axiom A"), text.find("axiom B"));
            let fails = matches!((a, b), (Some(a), Some(b)) if b < a)
                && text.contains("y := t")
                && text.contains("requires x > 0");
            if fails {
                Outcome::Failed
            } else {
                Outcome::Verified
            }
        })
    }

    const SEED: &str = "\
const A: bool;
const B: bool;
const J1: int;
const J2: int;
const J3: int;
function f(int) returns (int);
axiom A;
axiom B;
axiom J1 > 0;
axiom (forall k: int :: f(k) > J3);
procedure p(x: int) returns (y: int)
  requires x > 0;
  requires J1 > 0;
  ensures y > 0;
{
  var t: int;
  var u: int;
  t := x;
  u := f(t);
  if (t > 0) {
    y := t;
    assert J2 > 0;
  } else {
    y := 1;
  }
  assume J3 > 0;
}
procedure q()
{
  assert true;
}
";

    fn setup(chain: &str) -> (PairInput, OrderRule) {
        let seed = parse_program(SEED, "seed.bpl").unwrap();
        let chain: Chain = chain.parse().unwrap();
        let mutant = apply_chain(&seed, &chain).unwrap().to_programs();
        (PairInput { seed, mutant, chain: Some(chain) }, order_rule())
    }

    fn config() -> OracleConfig {
        OracleConfig { timeout: Duration::from_secs(1), repeats: 1, cache_dir: None, parallel_pair: false }
    }

    #[test]
    fn reduces_chain_and_program_in_lockstep() {
        // Swap the two axioms (6 and 7), plus steps that do not matter.
        let (input, rule) = setup("G1(10:ensures) S1(6,7) G1(11:requires) S2(10) L3(10#0,1)");
        let mut oracle = Oracle::new(&rule, config()).unwrap();
        let options = Options { jobs: 2, ..Options::default() };
        let m = minimize(input, &mut oracle, &options, &|_| {}).unwrap();
        assert_eq!(m.expected, Outcome::Failed);
        assert_eq!(m.chain.as_ref().map(|c| c.to_string()).as_deref(), Some("S1(6,7)"));
        let seed = print_program(&m.seed);
        let mutant: String = mutant_text(&m.mutant).files.iter().map(|f| f.text.clone()).collect();
        for gone in ["J1", "J2", "J3", "function f", "procedure q", "ensures", "var u", "y := 1", "assume"] {
            assert!(!seed.contains(gone), "`{gone}` should be gone from the seed:\n{seed}");
            assert!(!mutant.contains(gone), "`{gone}` should be gone from the mutant:\n{mutant}");
        }
        for kept in ["const A", "const B", "requires x > 0", "var t", "y := t", "if"] {
            assert!(seed.contains(kept), "`{kept}` should stay:\n{seed}");
        }
        assert_eq!(m.seed.decls.len(), 5, "{seed}");
        assert!(seed.find("axiom A") < seed.find("axiom B"));
        assert!(mutant.find("axiom B") < mutant.find("axiom A"));
        let stats = oracle.stats();
        assert!(stats.prefiltered > 0, "removing used declarations is caught before running");
        assert_eq!(stats.verifier_calls, rule.calls.load(Ordering::SeqCst));
        assert!(stats.cache_hits > 0);
    }

    #[test]
    fn hand_made_mutants_are_matched_by_content() {
        let (mut input, rule) = setup("S1(6,7)");
        input.chain = None;
        // Reparse the mutant from its text: its positions are its own, not the seed's.
        let text = mutant_text(&input.mutant).files[0].text.clone();
        input.mutant = vec![parse_program(&text, "mutant.bpl").unwrap()];
        let mut oracle = Oracle::new(&rule, config()).unwrap();
        let m = minimize(input, &mut oracle, &Options::default(), &|_| {}).unwrap();
        assert!(m.chain.is_none());
        assert!(m.notes.iter().any(|n| n.contains("matched")));
        assert_eq!(m.seed.decls.len(), 5);
        assert_eq!(m.mutant[0].decls.len(), 5);
    }

    #[test]
    fn pairs_that_do_not_flip_are_refused() {
        let (input, rule) = setup("G1(10:ensures)");
        let mut oracle = Oracle::new(&rule, config()).unwrap();
        let e = minimize(input, &mut oracle, &Options::default(), &|_| {}).unwrap_err();
        assert!(matches!(e, MinimizeError::NotBrittle { source: BaselineError::MutantVerified, .. }), "{e}");
    }

    #[test]
    fn replay_failures_count_as_no_flip() {
        // Step 2 only applies after step 1 (S2 creates declaration 11).
        let (input, rule) = setup("S2(10) S1(6,7) S1(11,12)");
        let mut oracle = Oracle::new(&rule, config()).unwrap();
        let options = Options { reduce_program: false, ..Options::default() };
        let m = minimize(input, &mut oracle, &options, &|_| {}).unwrap();
        assert_eq!(m.chain.map(|c| c.to_string()).as_deref(), Some("S1(6,7)"));
    }

    #[test]
    fn closure_removes_axioms_but_never_procedures() {
        let seed = parse_program(SEED, "seed.bpl").unwrap();
        let decl = |k: usize| Elem::at_decl(seed.decls[k].pos).unwrap();
        // Removing f (declaration 5) takes its axiom (9) along; p (10) uses f too but stays.
        let r = close_over_uses(&seed, &[decl(5)].into_iter().collect());
        assert!(r.contains(&decl(9)));
        assert!(!r.contains(&decl(10)));
        // Removing J1 (2) takes `axiom J1 > 0` (8) along.
        let r = close_over_uses(&seed, &[decl(2)].into_iter().collect());
        assert_eq!(r.len(), 2);
        assert!(r.contains(&decl(8)));
    }

    #[test]
    fn closure_never_removes_civl_actions_or_yield_procedures() {
        let src = "var {:layer 0, 1} g: int;
function f(x: int): int;
axiom f(0) == 0;
atomic action {:layer 1} A() modifies g; { g := f(g); }
yield procedure {:layer 0} P();
  refines A;
";
        let seed = parse_program(src, "civl.bpl").unwrap();
        let decl = |k: usize| Elem::at_decl(seed.decls[k].pos).unwrap();
        // Removing f takes its axiom along; the action that uses f stays.
        let r = close_over_uses(&seed, &[decl(1)].into_iter().collect());
        assert_eq!(r, [decl(1), decl(2)].into_iter().collect());
        // Removing the action leaves the yield procedure that refines it.
        let r = close_over_uses(&seed, &[decl(3)].into_iter().collect());
        assert_eq!(r, [decl(3)].into_iter().collect());
    }
}
