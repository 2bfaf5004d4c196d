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
use crate::generation::{apply_chain, Chain, Step};
use crate::mutation::Variant;
use crate::syntax::ast::Program;
use crate::syntax::print_program;
use crate::syntax::resolve;
use crate::verifiers::{Outcome, ProgramText, SourceFile};
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
}

impl Default for Options {
    fn default() -> Options {
        Options { jobs: 1, reduce_chain: true, reduce_program: true, prefilter: true, max_rounds: 3 }
    }
}

/// Why a pair cannot be minimized.
#[derive(Debug, thiserror::Error)]
pub enum MinimizeError {
    #[error("the pair is not brittle for {tool}: {source}")]
    NotBrittle { tool: String, source: BaselineError },
    #[error("cannot start parallel workers: {0}")]
    Pool(String),
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

struct Ctx<'o, 'v> {
    oracle: &'o Oracle<'v>,
    prefilter: bool,
}

impl Ctx<'_, '_> {
    fn flips(&self, seed: &Program, mutant: &[Program]) -> bool {
        if self.prefilter && !well_formed(seed, mutant) {
            self.oracle.note_prefiltered();
            return false;
        }
        self.oracle.flips(&seed_text(seed), &mutant_text(mutant))
    }
}

/// Minimizes a brittle pair with `oracle` (whose verifier and timeout decide). `progress`
/// receives one line per finished phase.
pub fn minimize(
    input: PairInput,
    oracle: &mut Oracle<'_>,
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Minimized, MinimizeError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.jobs.max(1))
        .build()
        .map_err(|e| MinimizeError::Pool(e.to_string()))?;
    pool.install(|| minimize_in_pool(input, oracle, options, progress))
}

fn minimize_in_pool(
    input: PairInput,
    oracle: &mut Oracle<'_>,
    options: &Options,
    progress: &(dyn Fn(&str) + Sync),
) -> Result<Minimized, MinimizeError> {
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

    let tool = oracle.verifier_label().to_string();
    let expected = oracle
        .baseline(&seed_text(&seed), &mutant_text(&mutant))
        .map_err(|source| MinimizeError::NotBrittle { tool, source })?;
    let ctx = Ctx { oracle, prefilter };
    let mut phases = Vec::new();

    // 1. The chain.
    if let (Some(c), true) = (&chain, options.reduce_chain) {
        if c.len() >= 2 {
            let seed_ref = &seed;
            let (kept, stats) = ddmin(&c.0, options.jobs, |steps: &[Step]| match apply_chain(seed_ref, &Chain(steps.to_vec())) {
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

    // 2. The programs, in lockstep. Levels run in a cycle until every other level has run
    //    since the last one that removed something (a level's own result is 1-minimal already),
    //    or `max_rounds` cycles are done.
    let mut removed: HashSet<Elem> = HashSet::new();
    if options.reduce_program {
        let mut levels = vec![Level::Decls, Level::Clauses];
        levels.extend((0..=max_stmt_depth(&seed)).map(Level::Stmts));
        levels.push(Level::Locals);
        let n = levels.len();
        let mut unchanged_run = 0;
        for k in 0..n * options.max_rounds.max(1) {
            if k >= n && unchanged_run >= n - 1 {
                break;
            }
            let level = levels[k % n];
            let current = remove_from(&seed, &removed);
            let elems = elements(&current, level);
            if elems.is_empty() {
                unchanged_run += 1;
                continue;
            }
            let candidate = |keep: &[Elem]| -> bool {
                let mut r = removed.clone();
                r.extend(elems.iter().filter(|e| !keep.contains(e)).copied());
                ctx.flips(&remove_from(&seed, &r), &remove_from_files(&mutant, &r))
            };
            // ddmin never tries the empty list; below declarations, "remove all" is worth a try
            // (for declarations it would leave two empty programs, which never flip).
            let all_go = level != Level::Decls && candidate(&[]);
            let (kept, tests) = if all_go {
                (Vec::new(), 1)
            } else {
                let (kept, stats) = ddmin(&elems, options.jobs, candidate);
                (kept, stats.tests + usize::from(level != Level::Decls))
            };
            if kept.len() < elems.len() {
                unchanged_run = 0;
                removed.extend(elems.iter().filter(|e| !kept.contains(e)).copied());
            } else {
                unchanged_run += 1;
            }
            let phase = Phase { name: format!("round {}: {level}", k / n + 1), before: elems.len(), after: kept.len(), tests };
            progress(&phase_line(&phase));
            phases.push(phase);
        }
    }

    Ok(Minimized {
        seed: remove_from(&seed, &removed),
        mutant: remove_from_files(&mutant, &removed),
        chain,
        expected,
        phases,
        notes,
    })
}

fn phase_line(p: &Phase) -> String {
    format!("{}: {} -> {} ({} candidates)", p.name, p.before, p.after, p.tests)
}
