//! Repairs of a Boogie program (a subject, or a finding's mutant): candidates written as edits
//! of the user's text, ranked by what the blame says ([`super::rank`]), each checked never to
//! weaken the proof ([`super::weaken`]), measured on the whole repaired program with the rule of
//! `wobble stability`, checked again on the final patch, and confirmed by Boogie under reseeds
//! ([`super::confirm`]) before it is reported. When no single candidate is a repair, pairs of the
//! best measured ones are tried within the budget. A finding's repair is applied to its seed as
//! well ([`super::patch::LineEdit::transplant`]).
//!
//! Candidates ([`candidates`]):
//! - `add-trigger` ([`add_triggers`]; fast unknowns): a pattern z3 matched a blamed quantifier
//!   with in traced passing runs and not in traced failing ones ([`super::trigger`]), written as
//!   its explicit trigger;
//! - `assert-instance` ([`assert_instances`]; fast unknowns): an instance that traced passing
//!   runs made and traced failing runs missed ([`super::instances`]), asserted first in the
//!   failing procedure;
//! - `assert-hint` (fast unknowns; [`super::hint`]): an instance of a quantifier the failing runs
//!   instantiate less, asserted first in the failing procedure;
//! - `drop-axiom` / `drop-requires`: the axiom or `requires` holding a quantifier the failing
//!   runs instantiate more (a `requires` only of a procedure Boogie verifies: the never-weaken
//!   check refuses the others, and the repaired run must verify that implementation);
//! - `narrow-trigger`: a term its instances create added to its trigger;
//! - `prune-to-core`: the axioms outside the union of the unsat cores of several passing runs
//!   ([`prune_to_core`]);
//! - `drop-irrelevant`: the axioms that share no symbol with any verified implementation
//!   ([`super::relevance`]).

use super::confirm::{confirm, Confirmation};
use super::hint::hints;
use super::instances::{insert_assert, FoundInstance};
use super::never_weaken::bpl as weaken;
use super::output::{BlameEntry, QueryVerdict, Rejected, Repair, SeedRepair};
use super::patch::{apply_unified, unified, LineEdit};
use super::rank::{rank, Family};
use super::sample::FailureKind;
use super::source::{add_trigger, drop_decls, drop_item, narrow_trigger, trigger_extensions, ItemKind, Site};
use super::trigger::{boogie_trigger, FoundTrigger};
use crate::error::{FileError, Result};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::vcs::Extractor;
use crate::stability::program::{add_joint_runs, program_queries, sample_queries, ProgramStability, Tool};
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::Category;
use crate::syntax::ast::Program;
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Instances tried per quantifier as assert hints.
pub const HINTS: usize = 4;

/// Measured single candidates whose pairs are tried.
pub const PAIR_FROM: usize = 4;

/// A Boogie file whose repairs are made: its name as Boogie sees it, its text and AST, and its
/// path as reported.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub program: &'a Program,
    pub file: &'a str,
}

/// A repair candidate: an edited text of the user's file.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub kind: String,
    pub change: String,
    pub text: String,
    pub boogie_3_2: Option<String>,
    /// What it does, for ranking.
    pub family: Family,
}

/// Candidates for the blamed quantifiers (`sites`, in blame order), ranked for `kind` (see the
/// module doc): drops and narrowed triggers for at most three quantifiers the failing runs
/// instantiate more, hints for at most two they instantiate less (fast unknowns only), and
/// `extra` candidates made elsewhere (`prune-to-core`, `drop-irrelevant`, instances).
pub fn candidates(
    src: &Source,
    sites: &[(BlameEntry, Site)],
    kind: FailureKind,
    extra: Vec<Candidate>,
) -> Vec<Candidate> {
    let mut out = extra;
    if kind == FailureKind::FastUnknown {
        for (e, s) in sites.iter().filter(|(e, _)| e.direction == super::blame::Direction::LessWhenFailing).take(2) {
            for h in hints(src.program, src.text, s, &e.query, HINTS) {
                out.push(Candidate {
                    kind: "assert-hint".into(),
                    change: format!(
                        "assert `{}` (an instance of the quantifier at line {}, {}) first in the body of {}",
                        h.instance, e.line, e.qid, e.query
                    ),
                    text: h.text,
                    boogie_3_2: None,
                    family: Family::Hint,
                });
            }
        }
    }
    for (e, s) in sites.iter().filter(|(e, _)| e.direction == super::blame::Direction::MoreWhenFailing).take(3) {
        if s.kind.is_assumption() {
            if let Some(text) = drop_item(src.text, s) {
                let (kind, hide) = if s.kind == ItemKind::Axiom {
                    ("drop-axiom", Some("mark the axiom `hideable` and `hide` it in the procedures that do not need it (or attach it to a function with `uses`)".to_string()))
                } else {
                    ("drop-requires", None)
                };
                let owner = s.owner.as_deref().map_or_else(String::new, |o| format!(" of {o}"));
                out.push(Candidate {
                    kind: kind.into(),
                    change: format!("delete the {}{owner} at line {} ({})", s.kind.as_str(), e.line, e.qid),
                    text,
                    boogie_3_2: hide,
                    family: Family::Drop,
                });
            }
        }
        for term in trigger_extensions(&s.quantifier).into_iter().take(2) {
            if let Some(text) = narrow_trigger(src.text, s, &term) {
                out.push(Candidate {
                    kind: "narrow-trigger".into(),
                    change: format!("add `{term}` to the trigger of the quantifier at line {} ({})", e.line, e.qid),
                    text,
                    boogie_3_2: None,
                    family: Family::Narrow,
                });
            }
        }
    }
    rank(out, |c| c.family, kind)
}

/// `assert-instance`: each instance of `found` that has a Boogie assertion, asserted first in the
/// body of its query's implementation ([`insert_assert`]), in `found`'s order.
pub fn assert_instances(src: &Source, found: &[FoundInstance]) -> Vec<Candidate> {
    let mut out = Vec::new();
    for f in found {
        let Some(stmt) = &f.assertion else { continue };
        if let Some(text) = insert_assert(src.text, src.program, &f.query, stmt) {
            out.push(Candidate {
                kind: "assert-instance".into(),
                change: format!(
                    "`{stmt}` first in the body of {}: the instance of {} at {} that {} of {} traced passing runs made and {} of {} traced failing runs missed",
                    f.query, f.qid, f.bindings(), f.passing_made, f.passing_traced, f.failing_missed, f.failing_traced
                ),
                text,
                boogie_3_2: None,
                family: Family::Instance,
            });
        }
    }
    out
}

/// `add-trigger`: each pattern of `found` written as the explicit trigger of its blamed
/// quantifier (found in `sites` by query and qid), in `found`'s order; a pattern with no Boogie
/// form (see [`boogie_trigger`]) is left out, with why in `notes`.
pub fn add_triggers(
    src: &Source,
    found: &[FoundTrigger],
    sites: &[(BlameEntry, Site)],
    notes: &mut Vec<String>,
) -> Vec<Candidate> {
    let mut out = Vec::new();
    for f in found {
        let Some((e, s)) = sites.iter().find(|(e, _)| e.query == f.query && e.qid == f.qid) else { continue };
        let trigger = match boogie_trigger(src.program, &s.quantifier, f) {
            Ok(t) => t,
            Err(why) => {
                notes.push(format!(
                    "the pattern `{}` that passing runs of {} matched {} with is not tried as a trigger: {why}",
                    f.terms.join(" "),
                    f.query,
                    f.qid
                ));
                continue;
            }
        };
        if let Some(text) = add_trigger(src.text, s, &trigger) {
            out.push(Candidate {
                kind: "add-trigger".into(),
                change: format!(
                    "add the trigger `{trigger}` to the quantifier at line {} ({}): the pattern z3 matched it with in {} of {} traced passing runs of {} and not in {} of {} traced failing ones",
                    e.line, f.qid, f.passing_had, f.passing_traced, f.query, f.failing_lacked, f.failing_traced
                ),
                text,
                boogie_3_2: None,
                family: Family::Trigger,
            });
        }
    }
    out
}

/// `the N axioms … (lines a, b)` for the declarations `decls` (indices in `program.decls`),
/// `what` describing them.
fn axioms_at(program: &Program, decls: &[usize], what: &str) -> String {
    let lines: Vec<String> = decls.iter().map(|&i| program.decls[i].pos.line.to_string()).collect();
    let at = match lines.len() {
        1 => format!("line {}", lines[0]),
        2..=8 => format!("lines {}", lines.join(", ")),
        n => format!("lines {}, … ({n} in all)", lines[..8].join(", ")),
    };
    match decls.len() {
        1 => format!("the axiom {what} ({at})"),
        n => format!("the {n} axioms {what} ({at})"),
    }
}

/// `prune-to-core`: delete the quantified axioms outside `named` (the declarations the union of
/// `cores` unsat cores of passing runs comes from; quantifier-free axioms stay, the core cannot
/// name them), when there are any.
pub fn prune_to_core(src: &Source, named: &BTreeSet<usize>, cores: usize) -> Option<Candidate> {
    let outside = crate::minimizer::core_program::axioms_outside(src.program, named);
    if outside.is_empty() {
        return None;
    }
    let text = drop_decls(src.text, &outside.iter().map(|&i| src.program.decls[i].pos).collect::<Vec<_>>())?;
    Some(Candidate {
        kind: "prune-to-core".into(),
        change: format!(
            "delete {}",
            axioms_at(
                src.program,
                &outside,
                &format!("with quantifiers outside the union of the unsat cores of {cores} passing runs")
            )
        ),
        text,
        boogie_3_2: Some("mark those axioms `hideable` and `hide` them".into()),
        family: Family::Prune,
    })
}

/// `drop-irrelevant`: delete the axioms that share no symbol with any verified implementation,
/// even through other axioms ([`super::relevance::irrelevant_axioms`]), when there are any.
pub fn drop_irrelevant(src: &Source) -> Option<Candidate> {
    let irrelevant = super::relevance::irrelevant_axioms(src.program);
    if irrelevant.is_empty() {
        return None;
    }
    let text = drop_decls(src.text, &irrelevant.iter().map(|&i| src.program.decls[i].pos).collect::<Vec<_>>())?;
    Some(Candidate {
        kind: "drop-irrelevant".into(),
        change: format!(
            "delete {}",
            axioms_at(
                src.program,
                &irrelevant,
                "that share no symbol with any verified implementation, even through other axioms"
            )
        ),
        text,
        boogie_3_2: None,
        family: Family::Irrelevant,
    })
}

/// What measuring candidates needs.
pub struct Measure<'a> {
    pub extractor: &'a Extractor,
    pub tool: &'a Tool,
    pub cfg: &'a SampleConfig,
    pub cache: &'a QueryCache,
    pub pool: &'a rayon::ThreadPool,
    /// `OUT`: repairs go to `OUT/repairs/`.
    pub out: &'a Path,
    /// `--max-candidates`: single candidates measured at most.
    pub max_candidates: usize,
    /// `--budget`: solver and Boogie runs the repairs may make (a measurement starts only while
    /// runs are left).
    pub budget: u64,
    /// `--rlimit`, recorded with Boogie's runs (the configuration's Boogie carries it).
    pub rlimit: Option<u64>,
    /// A progress line.
    pub note: &'a (dyn Fn(String) + Sync),
}

/// The repairs reported, the candidates not reported, and the runs spent.
#[derive(Debug, Default)]
pub struct Repairs {
    pub repairs: Vec<Repair>,
    pub rejected: Vec<Rejected>,
    pub runs: u64,
}

/// What measuring one candidate concluded.
enum Verdict {
    Repair(Box<Repair>),
    /// Not reported; the share of the explained queries' runs that passed, when it was measured
    /// (pairs are made of the best).
    No(Rejected, Option<f64>),
}

/// The queries' successes of their runs, and the joint runs' extra solver runs when there were
/// any (`160/162 runs, and 54 joint runs`).
fn counted(ps: &ProgramStability) -> String {
    match ps.joint.as_ref().map_or(0, |j| j.extra_runs) {
        0 => format!("{}/{} runs", ps.successes(), ps.query_runs()),
        n => format!("{}/{} runs, and {n} joint runs", ps.successes(), ps.query_runs()),
    }
}

/// The verdicts' counts of a measured program.
fn summary(ps: &ProgramStability) -> String {
    let cats: Vec<String> =
        ps.queries.iter().map(|q| format!("{} {} ({}/{})", q.name, q.category, q.successes(), q.runs())).collect();
    cats.join(", ")
}

impl Measure<'_> {
    /// Checks and measures `candidates` (edits of `src`) in order (see the module doc): at most
    /// `max_candidates` measured and one reported per kind, then pairs when none is a repair. A
    /// repair is reported when every query of the repaired program measures `stable` (or keeps
    /// the category it had in `original` when it is not one of the `explained` queries), the
    /// implementations that lost a `requires` measure `stable`, the final patch passes the
    /// never-weaken check, and Boogie verifies every reseeded run; for a finding, it is applied
    /// to `seed` too.
    pub fn repairs(
        &self,
        src: &Source,
        seed: Option<&Source>,
        candidates: Vec<Candidate>,
        original: &[(String, Category)],
        explained: &[String],
    ) -> Result<Repairs> {
        let dir = self.out.join("repairs");
        std::fs::create_dir_all(&dir).map_err(|e| FileError::create(&dir, e))?;
        let mut done = Repairs::default();
        let mut done_kinds: Vec<String> = Vec::new();
        let mut measured = 0;
        let mut singles: Vec<(Candidate, f64)> = Vec::new();
        // Each text once: a candidate that edits the program as an earlier one did is not measured.
        let mut seen: Vec<(String, String)> = Vec::new();
        for c in candidates {
            if done_kinds.contains(&c.kind) {
                continue;
            }
            if let Some((_, kind)) = seen.iter().find(|(t, _)| *t == c.text) {
                done.rejected.push(Rejected::new(c.kind, c.change, format!("the same edit as the {kind} candidate")));
                continue;
            }
            seen.push((c.text.clone(), c.kind.clone()));
            let repaired = match admit(src, &c.text) {
                Ok(p) => p,
                Err(why) => {
                    done.rejected.push(Rejected::new(c.kind, c.change, why));
                    continue;
                }
            };
            if let Some(why) = no_room(measured, self.max_candidates, done.runs, self.budget) {
                done.rejected.push(Rejected::new(c.kind, c.change, why));
                continue;
            }
            if crate::runner::interrupted() {
                break;
            }
            measured += 1;
            (self.note)(format!("measuring repair {}: {}", c.kind, c.change));
            match self.evaluate(src, seed, &c, &repaired, original, explained, &mut done)? {
                Verdict::Repair(r) => {
                    done_kinds.push(c.kind.clone());
                    done.repairs.push(*r);
                }
                Verdict::No(j, score) => {
                    done.rejected.push(j);
                    if let Some(s) = score {
                        singles.push((c, s));
                    }
                }
            }
        }
        if done.repairs.is_empty() && singles.len() >= 2 {
            self.pairs(src, seed, singles, original, explained, &mut done)?;
        }
        Ok(done)
    }

    /// Pairs of the best measured candidates ([`pair_from`]) whose edits touch different lines,
    /// in order, within the budget; the first that is a repair is reported.
    fn pairs(
        &self,
        src: &Source,
        seed: Option<&Source>,
        singles: Vec<(Candidate, f64)>,
        original: &[(String, Category)],
        explained: &[String],
        done: &mut Repairs,
    ) -> Result<()> {
        let singles = pair_from(singles, |c| c.kind.as_str());
        let edits: Vec<LineEdit> = singles.iter().map(|(c, _)| LineEdit::between(src.text, &c.text)).collect();
        for i in 0..singles.len() {
            for j in i + 1..singles.len() {
                let (a, b) = (&singles[i].0, &singles[j].0);
                let Some(text) = edits[i].union(&edits[j]).and_then(|e| e.apply(src.text)) else { continue };
                let pair = Candidate {
                    kind: "pair".into(),
                    change: format!("{} ({}); and {} ({})", a.change, a.kind, b.change, b.kind),
                    text,
                    boogie_3_2: None,
                    family: a.family,
                };
                let repaired = match admit(src, &pair.text) {
                    Ok(p) => p,
                    Err(why) => {
                        done.rejected.push(Rejected::new(pair.kind, pair.change, why));
                        continue;
                    }
                };
                if let Some(why) = no_room(0, 1, done.runs, self.budget) {
                    done.rejected.push(Rejected::new(pair.kind, pair.change, why));
                    continue;
                }
                if crate::runner::interrupted() {
                    return Ok(());
                }
                (self.note)(format!("measuring a pair: {}", pair.change));
                match self.evaluate(src, seed, &pair, &repaired, original, explained, done)? {
                    Verdict::Repair(mut r) => {
                        r.parts = vec![a.kind.clone(), b.kind.clone()];
                        done.repairs.push(*r);
                        return Ok(());
                    }
                    Verdict::No(j, _) => done.rejected.push(j),
                }
            }
        }
        Ok(())
    }

    /// Measures one candidate (parsed as `repaired`, never-weaken check passed) and, when it
    /// measures stable, checks its final patch, has Boogie confirm it and writes it.
    #[allow(clippy::too_many_arguments)]
    fn evaluate(
        &self,
        src: &Source,
        seed: Option<&Source>,
        c: &Candidate,
        repaired: &Program,
        original: &[(String, Category)],
        explained: &[String],
        done: &mut Repairs,
    ) -> Result<Verdict> {
        let no = |reason: String| Rejected::new(c.kind.clone(), c.change.clone(), reason);
        let text = ProgramText::single(src.name.to_string(), c.text.clone());
        let queries = match program_queries(&self.extractor.boogie, src.file, &text, self.extractor.timeout) {
            Ok(q) if !q.is_empty() => q,
            Ok(_) => return Ok(Verdict::No(no("not measured: the repaired program has no query".into()), None)),
            // A candidate Boogie does not take (a hint's term it cannot type) is no repair.
            Err(e) => return Ok(Verdict::No(no(format!("not measured: {e}")), None)),
        };
        let tools = std::slice::from_ref(self.tool);
        let names: Vec<String> = queries.iter().map(|q| q.name.clone()).collect();
        let staged = staged(&names, explained, |picked| {
            let subset: Vec<_> = picked.iter().map(|&i| queries[i].clone()).collect();
            let r = self.pool.install(|| sample_queries(src.file, ".", &subset, tools, self.cfg, self.cache));
            r.map(|v| v.into_iter().next().map(|p| p.queries).unwrap_or_default())
        });
        let (measured_queries, whole) = match staged {
            Ok(Staged::Explained(q)) => (q, false),
            Ok(Staged::Whole(q)) => (q, true),
            Err(e) => return Ok(Verdict::No(no(format!("not measured: {e}")), None)),
        };
        let mut ps = ProgramStability {
            program: src.file.to_string(),
            group: ".".into(),
            tool: self.tool.label.clone(),
            tool_version: self.tool.solver.version().to_string(),
            queries: measured_queries,
            joint: None,
        };
        done.runs += u64::from(ps.runs());
        if let Some(why) = unanswered(&ps.queries) {
            return Ok(Verdict::No(no(why), None));
        }
        let ex: Vec<_> = ps.queries.iter().filter(|q| explained.contains(&q.name)).collect();
        let score = f64::from(ex.iter().map(|q| q.successes()).sum::<u32>())
            / f64::from(ex.iter().map(|q| q.runs()).sum::<u32>().max(1));
        if !whole {
            let why = match names.len() - ps.queries.len() {
                0 => format!("measured not stable: {}", summary(&ps)),
                n => format!("measured not stable: {} (the other {n} queries were not sampled)", summary(&ps)),
            };
            return Ok(Verdict::No(no(why).measured(ps.category(), ps.successes(), ps.query_runs()), Some(score)));
        }
        let joint =
            self.pool.install(|| add_joint_runs(std::slice::from_mut(&mut ps), &queries, tools, self.cfg, self.cache));
        if let Err(e) = joint {
            return Ok(Verdict::No(no(format!("not measured: {e}")), None));
        }
        done.runs += u64::from(ps.joint.as_ref().map_or(0, |j| j.extra_runs));
        let measured = |j: Rejected| j.measured(ps.category(), ps.successes(), ps.query_runs());
        let ok = ps.queries.iter().all(|q| {
            q.category == Category::Stable
                || (!explained.contains(&q.name)
                    && original.iter().any(|(n, c)| n == &q.name && *c == q.category && *c != Category::Unstable))
        });
        if !ok {
            return Ok(Verdict::No(measured(no(format!("measured not stable: {}", summary(&ps)))), Some(score)));
        }
        // A dropped `requires` stands only when the implementation is verified in this run.
        for p in weaken::dropped_requires(src.program, repaired) {
            if !ps.queries.iter().any(|q| q.name == p && q.category == Category::Stable) {
                let why = format!(
                    "{p} lost a requires, but its implementation was not verified stable in the same run ({})",
                    summary(&ps)
                );
                return Ok(Verdict::No(measured(no(why)), Some(score)));
            }
        }
        // The final patch, read back onto the user's file, is what the rule is checked on.
        let patch = unified(src.text, &c.text, src.file);
        if let Err(why) = final_check(src, &patch) {
            return Ok(Verdict::No(measured(no(format!("the final patch {why}"))), None));
        }
        (self.note)(format!("confirming repair {} with Boogie under {} reseeds", c.kind, super::confirm::RUNS));
        let boogie = self.confirm(&text, done);
        if !boogie.confirmed {
            let mut j =
                measured(no(format!("measured stable ({}) but not confirmed: {}", counted(&ps), boogie.describe())));
            j.boogie = Some(boogie);
            return Ok(Verdict::No(j, Some(score)));
        }
        let n = done.repairs.len() + 1;
        let stem = stem(src.name);
        let path = self.out.join("repairs").join(format!("{n}-{}", c.kind)).join(src.name);
        write(&path, &c.text)?;
        write(&self.out.join("repairs").join(format!("{n}-{stem}.{}.patch", c.kind)), &patch)?;
        let seed = match seed {
            Some(s) => Some(self.on_seed(s, src, c, n, done)?),
            None => None,
        };
        Ok(Verdict::Repair(Box::new(Repair {
            kind: c.kind.clone(),
            change: c.change.clone(),
            program: path.display().to_string(),
            patch,
            category: ps.category().to_string(),
            successes: ps.successes(),
            runs: ps.query_runs(),
            queries: ps.queries.iter().map(QueryVerdict::from).collect(),
            never_weaken: weaken::verdict(src.program, repaired).outcome(),
            boogie_3_2: c.boogie_3_2.clone(),
            parts: Vec::new(),
            boogie: Some(boogie),
            seed,
        })))
    }

    /// Boogie's confirmation of `text`, its runs counted.
    fn confirm(&self, text: &ProgramText, done: &mut Repairs) -> Confirmation {
        let b = self.pool.install(|| confirm(&self.extractor.boogie, text, self.cfg.timeout, self.rlimit));
        done.runs += b.runs.len() as u64;
        b
    }

    /// The mutant's repair `c` (of `src`) applied to the finding's `seed`: the same lines found
    /// there, parsed, never-weaken checked against the seed and confirmed by Boogie; written
    /// beside the repair (`OUT/repairs/N-KIND/seed/`).
    fn on_seed(&self, seed: &Source, src: &Source, c: &Candidate, n: usize, done: &mut Repairs) -> Result<SeedRepair> {
        let not = |reason: String| SeedRepair { applies: false, reason, program: None, patch: None, boogie: None };
        let text = match LineEdit::between(src.text, &c.text).transplant(seed.text) {
            Ok(t) => t,
            Err(why) => return Ok(not(format!("the edit's lines are not in the seed: {why}"))),
        };
        let repaired = match parse_program(&text, seed.file) {
            Ok(p) => p,
            Err(e) => return Ok(not(format!("does not parse: {e}"))),
        };
        if let Err(w) = weaken::check(seed.program, &repaired) {
            return Ok(not(format!("would weaken the seed's proof: {w}")));
        }
        let boogie = self.confirm(&ProgramText::single(seed.name.to_string(), text.clone()), done);
        if !boogie.confirmed {
            let mut s = not(format!("Boogie does not verify it: {}", boogie.describe()));
            s.boogie = Some(boogie);
            return Ok(s);
        }
        let path = self.out.join("repairs").join(format!("{n}-{}", c.kind)).join("seed").join(seed.name);
        write(&path, &text)?;
        let patch = unified(seed.text, &text, seed.file);
        write(&self.out.join("repairs").join(format!("{n}-{}.{}.seed.patch", stem(seed.name), c.kind)), &patch)?;
        Ok(SeedRepair {
            applies: true,
            reason: String::new(),
            program: Some(path.display().to_string()),
            patch: Some(patch),
            boogie: Some(boogie),
        })
    }
}

/// Why a candidate is not measured, if so: `measured` single candidates of `max` measured
/// already, or `runs` of the `budget` spent (the same for `.smt2` subjects).
pub fn no_room(measured: usize, max: usize, runs: u64, budget: u64) -> Option<String> {
    if measured >= max {
        Some(format!("not measured: --max-candidates {max} reached"))
    } else if runs >= budget {
        Some(format!("not measured: --budget {budget} runs spent"))
    } else {
        None
    }
}

/// The candidate text `text` of `src`, parsed, when it passes the never-weaken check; `Err` says
/// why not (the same for single candidates and pairs).
fn admit(src: &Source, text: &str) -> std::result::Result<Program, String> {
    let repaired = parse_program(text, src.file).map_err(|e| format!("does not parse: {e}"))?;
    weaken::check(src.program, &repaired).map_err(|w| format!("would weaken the proof: {w}"))?;
    Ok(repaired)
}

/// How a repaired program's queries were measured ([`staged`]).
#[derive(Debug, PartialEq)]
pub enum Staged {
    /// Only the explained queries, and one of them is not stable: the candidate is no repair,
    /// and the other queries were not sampled.
    Explained(Vec<QueryStability>),
    /// Every query, in the program's order.
    Whole(Vec<QueryStability>),
}

/// Measures a repaired program whose queries are `names` (Boogie's order) in two stages: first
/// the `explained` ones alone (the unstable queries the repair is for); only when every one of
/// them measures `stable` the others too. `sample(indices)` samples the queries at those indices
/// (of `names`) and returns them in that order. A candidate that does not repair the explained
/// queries costs their runs only, not a sampling of the whole program (on Timeline's 10 queries,
/// 45 runs instead of 531). When no explained query is in the program, the whole is sampled.
pub fn staged<E>(
    names: &[String],
    explained: &[String],
    mut sample: impl FnMut(&[usize]) -> std::result::Result<Vec<QueryStability>, E>,
) -> std::result::Result<Staged, E> {
    let (first, rest): (Vec<usize>, Vec<usize>) = (0..names.len()).partition(|&i| explained.contains(&names[i]));
    if first.is_empty() {
        return Ok(Staged::Whole(sample(&rest)?));
    }
    let measured = sample(&first)?;
    if measured.iter().any(|q| q.category != Category::Stable) || rest.is_empty() {
        return Ok(if rest.is_empty() && measured.iter().all(|q| q.category == Category::Stable) {
            Staged::Whole(measured)
        } else {
            Staged::Explained(measured)
        });
    }
    let others = sample(&rest)?;
    let mut slots: Vec<Option<QueryStability>> = (0..names.len()).map(|_| None).collect();
    for (i, q) in first.into_iter().zip(measured).chain(rest.into_iter().zip(others)) {
        slots[i] = Some(q);
    }
    Ok(Staged::Whole(slots.into_iter().flatten().collect()))
}

/// Why measured queries give no verdict, if so: the solver answered no run of one (it rejects
/// the repaired text, or every perturbation of it). Such a candidate is neither a repair nor
/// measured not stable, and is not paired: a run without an answer is never a verdict.
pub fn unanswered(queries: &[QueryStability]) -> Option<String> {
    let q = queries.iter().find(|q| q.error.is_some() || (q.runs() == 0 && !q.withdrawn.is_empty()))?;
    let why = match (&q.error, q.withdrawn.first()) {
        (Some(e), _) => e.to_string(),
        (None, Some(w)) => w.reason.clone(),
        (None, None) => String::new(),
    };
    Some(format!("not measured: the solver answered no run of the repaired query {}: {}", q.name, why.trim()))
}

/// The measured candidates whose pairs are tried: at most [`PAIR_FROM`], first the best (by
/// score, highest first) of each kind (`kind` of a candidate), then the best others. Several
/// candidates of one kind are often edits at one place (hints inserted first in the same body)
/// whose pairs all clash; one of each kind leaves pairs that do not.
pub fn pair_from<C>(mut singles: Vec<(C, f64)>, kind: impl Fn(&C) -> &str) -> Vec<(C, f64)> {
    singles.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut kinds: Vec<String> = Vec::new();
    let (mut picked, mut others) = (Vec::new(), Vec::new());
    for s in singles {
        if kinds.iter().any(|k| k == kind(&s.0)) {
            others.push(s);
        } else {
            kinds.push(kind(&s.0).to_string());
            picked.push(s);
        }
    }
    picked.truncate(PAIR_FROM);
    let room = PAIR_FROM - picked.len();
    picked.extend(others.into_iter().take(room));
    picked.sort_by(|a, b| b.1.total_cmp(&a.1));
    picked
}

/// The never-weaken rule on the final patch: `patch` applied to the user's text, parsed again
/// and compared with the original. `Err` says why it fails.
pub fn final_check(src: &Source, patch: &str) -> std::result::Result<(), String> {
    let text = apply_unified(src.text, patch).ok_or_else(|| format!("does not apply to {}", src.file))?;
    let repaired = parse_program(&text, src.file).map_err(|e| format!("gives a program that does not parse: {e}"))?;
    weaken::check(src.program, &repaired).map_err(|w| format!("would weaken the proof: {w}"))
}

/// A file name without its extension.
fn stem(name: &str) -> String {
    Path::new(name).file_stem().map_or_else(|| "program".into(), |s| s.to_string_lossy().into_owned())
}

fn write(path: &PathBuf, text: &str) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| FileError::create(dir, e))?;
    }
    std::fs::write(path, text).map_err(|e| FileError::write(path, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str = "function F(int): int;\nfunction G(int): int;\nconst c: int;\n\
        axiom (forall x: int :: {F(x)} F(x) == F(2 * x) + 1);\naxiom (forall x: int :: {G(x)} G(x) > 0);\naxiom c > 0;\n\
        procedure Lemma(n: int);\n  requires (forall x: int :: {F(x)} F(x) >= 0);\n\
        procedure P(n: int) returns (r: int)\n  requires n > 0;\n  ensures r >= 0;\n{\n  call Lemma(n);\n  r := F(n) - F(n) + c;\n}\n";

    fn source(program: &Program) -> Source<'_> {
        Source { name: "p.bpl", text: P, program, file: "p.bpl" }
    }

    #[test]
    fn pruning_to_the_cores_and_dropping_irrelevant_axioms_remove_only_axioms() {
        let p = parse_program(P, "p.bpl").unwrap();
        let src = source(&p);
        // The core names the F axiom (declaration 3): the G axiom goes, `axiom c > 0` stays.
        let c = prune_to_core(&src, &BTreeSet::from([3]), 3).expect("an axiom outside the core");
        assert!(!c.text.contains("G(x) > 0") && c.text.contains("F(2 * x)") && c.text.contains("axiom c > 0;"));
        assert_eq!(
            c.change,
            "delete the axiom with quantifiers outside the union of the unsat cores of 3 passing runs (line 5)"
        );
        assert_eq!(weaken::check(&p, &parse_program(&c.text, "p.bpl").unwrap()), Ok(()));
        assert!(prune_to_core(&src, &BTreeSet::from([3, 4]), 1).is_none(), "nothing outside");
        // G appears nowhere a verified implementation can reach.
        let d = drop_irrelevant(&src).expect("the G axiom is irrelevant");
        assert!(!d.text.contains("G(x) > 0") && d.text.contains("F(2 * x)"), "{}", d.text);
        assert_eq!(weaken::check(&p, &parse_program(&d.text, "p.bpl").unwrap()), Ok(()));
    }

    /// A query measured with `successes` of `runs`, in `category`.
    fn measured(name: &str, category: Category, successes: u32, runs: u32) -> QueryStability {
        let mut t = crate::stats::Tally::new();
        for i in 0..runs {
            t.record(i < successes, std::time::Duration::ZERO);
        }
        QueryStability::new(name, category, vec![(crate::smt::perturbation::mutate::Method::Reseed, t)], 60)
    }

    /// A measured program's counts are its queries' successes of their runs; the joint runs'
    /// extra solver runs are named apart. (disc_prelude's `drop-irrelevant` was reported as
    /// "stable (160/216 runs)": the queries' successes over their runs and the joint runs'.)
    #[test]
    fn a_repairs_counts_are_its_queries_runs_and_the_joint_runs_are_named_apart() {
        let mut ps = ProgramStability {
            program: "p.bpl".into(),
            group: ".".into(),
            tool: "z3".into(),
            tool_version: "4.8.12".into(),
            queries: vec![measured("A", Category::Stable, 18, 18), measured("B", Category::Stable, 26, 27)],
            joint: None,
        };
        assert_eq!(counted(&ps), "44/45 runs");
        ps.joint = Some(crate::stability::program::JointStability {
            category: Category::Stable,
            tallies: Vec::new(),
            extra_runs: 9,
        });
        assert_eq!((ps.successes(), ps.query_runs(), ps.runs()), (44, 45, 54));
        assert_eq!(counted(&ps), "44/45 runs, and 9 joint runs");
    }

    /// Issue 49, gap 1: a candidate was measured on the whole repaired program at once (Timeline:
    /// 531 runs of 10 queries for a hint that left its one unstable query unstable), which spent
    /// the default budget on the first candidate. Now the explained queries go first, and the
    /// others are sampled only when those all measure stable.
    #[test]
    fn a_candidate_is_measured_on_the_explained_queries_first_and_on_the_others_only_when_they_pass() {
        let names: Vec<String> = ["A", "After", "B", "C"].iter().map(|s| s.to_string()).collect();
        let explained = vec!["After".to_string()];
        for (after, whole) in [(Category::Unstable, false), (Category::Stable, true)] {
            let mut asked: Vec<Vec<usize>> = Vec::new();
            let r = staged(&names, &explained, |picked| {
                asked.push(picked.to_vec());
                let q = |i: usize| {
                    let c = if names[i] == "After" { after } else { Category::Stable };
                    measured(&names[i], c, if c == Category::Stable { 18 } else { 4 }, 18)
                };
                Ok::<_, String>(picked.iter().map(|&i| q(i)).collect())
            })
            .unwrap();
            match r {
                Staged::Explained(q) => {
                    assert!(!whole);
                    assert_eq!(asked, [vec![1]], "only the explained query is sampled");
                    assert_eq!(q.iter().map(|q| q.name.as_str()).collect::<Vec<_>>(), ["After"]);
                }
                Staged::Whole(q) => {
                    assert!(whole);
                    assert_eq!(asked, [vec![1], vec![0, 2, 3]], "the explained query first, then the others");
                    assert_eq!(q.iter().map(|q| q.name.as_str()).collect::<Vec<_>>(), ["A", "After", "B", "C"]);
                }
            }
        }
        // No explained query in the program: the whole is sampled.
        let r = staged(&names, &["Gone".to_string()], |picked| {
            Ok::<_, String>(picked.iter().map(|&i| measured(&names[i], Category::Stable, 18, 18)).collect())
        });
        assert!(matches!(r, Ok(Staged::Whole(q)) if q.len() == 4));
    }

    /// Issue 49, gap 2: fig1_swapped's 4 best measured candidates were hints inserted first in
    /// the same body, whose pairs all clash, so no pair was tried. The best of each kind comes
    /// first now: the best hint is paired with the drop.
    #[test]
    fn pairs_are_made_of_the_best_candidate_of_each_kind_first() {
        let (h, d) = ("assert-hint", "drop-axiom");
        let singles = vec![
            (("hint1", h), 0.2),
            (("hint2", h), 0.3),
            (("hint3", h), 0.1),
            (("hint4", h), 0.15),
            (("drop", d), 0.0),
        ];
        fn kind<'a>(c: &'a (&'static str, &'static str)) -> &'a str {
            c.1
        }
        let picked: Vec<&str> = pair_from(singles, kind).into_iter().map(|(c, _)| c.0).collect();
        assert_eq!(picked, ["hint2", "hint1", "hint4", "drop"]);
    }

    /// Issue 49, gap 3: a repaired query z3 answers no run of (0/0) is no verdict: it is not
    /// measured, so neither a repair nor a candidate to pair.
    #[test]
    fn a_repaired_query_without_an_answer_gives_no_verdict() {
        let ok = measured("q", Category::Stable, 18, 18);
        assert_eq!(unanswered(std::slice::from_ref(&ok)), None);
        let mut rejected = measured("q", Category::Inconclusive, 0, 0);
        rejected.error =
            Some(crate::stability::sampler::QueryError::Rejected("(error \"line 9: unknown constant c\")".into()));
        assert_eq!(
            unanswered(&[ok, rejected]).as_deref(),
            Some("not measured: the solver answered no run of the repaired query q: (error \"line 9: unknown constant c\")")
        );
    }

    #[test]
    fn a_candidate_is_measured_only_while_candidates_and_runs_are_left() {
        assert_eq!(no_room(5, 6, 499, 500), None);
        assert_eq!(no_room(6, 6, 0, 500).as_deref(), Some("not measured: --max-candidates 6 reached"));
        assert_eq!(no_room(0, 6, 500, 500).as_deref(), Some("not measured: --budget 500 runs spent"));
        assert_eq!(no_room(0, 6, 0, 0).as_deref(), Some("not measured: --budget 0 runs spent"));
    }

    #[test]
    fn the_final_check_reads_the_patch_back_and_refuses_a_weakening_one() {
        let p = parse_program(P, "p.bpl").unwrap();
        let src = source(&p);
        let dropped = P.replace("axiom (forall x: int :: {G(x)} G(x) > 0);\n", "");
        assert_eq!(final_check(&src, &unified(P, &dropped, "p.bpl")), Ok(()));
        // The lemma's requires is its callers' only check.
        let lemma = P.replace("  requires (forall x: int :: {F(x)} F(x) >= 0);\n", "");
        let why = final_check(&src, &unified(P, &lemma, "p.bpl")).unwrap_err();
        assert!(why.contains("Lemma") && why.contains("no implementation"), "{why}");
        let unverified = P.replace("procedure P(", "procedure {:verify false} P(");
        let why = final_check(&src, &unified(P, &unverified, "p.bpl")).unwrap_err();
        assert!(why.contains("no longer verified"), "{why}");
        // A patch of another text does not apply.
        let other = unified("x\n", "y\n", "p.bpl");
        assert!(final_check(&src, &other).unwrap_err().contains("does not apply"));
    }
}
