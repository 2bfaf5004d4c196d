//! The one measure, rank and confirm loop of every subject (a program, a query, a finding's
//! mutant): ranked candidates ([`super::candidate`]) are checked never to weaken the proof,
//! measured within the budget (at most `--max-candidates` single ones, one repair reported per
//! kind), and, when no single one is a repair, pairs of the best measured ones are tried
//! ([`pair_from`]). When several queries are explained, a candidate that makes some of them
//! stable and not the others is a part of a repair ([`Outcome::Part`]): it is paired at once with
//! a part that makes the others stable, and a candidate that only edits a query already made
//! stable ([`Candidate::target`]) is not measured ([`complements`]); one that edits every query
//! is measured only together with the widest part ([`widest_part`]). Once a near miss is
//! measured, the next candidates are measured only as its pairs ([`partner`]), and two near
//! misses are paired at once ([`near_miss`]). Each pair's text is measured once. What differs between subjects
//! is a [`Subject`]: how a candidate's text is checked, and how it is measured, confirmed and
//! written back ([`super::bpl_repair`] for Boogie programs, [`super::query_repair`] for `.smt2`
//! files).
//!
//! The never-weaken rule is called from here only ([`program_weakened`], [`unit_weakened`],
//! [`dropped_requires`]).

use super::candidate::{Candidate, Edit, EditKind};
use super::output::{Rejected, Repair};
use super::patch::LineEdit;
use super::sample::FailureKind;
use crate::error::{FileError, Result};
use crate::smt::text::unit::Unit;
use crate::stability::{QueryStability, SampleConfig};
use crate::stats::{Category, Goal};
use crate::syntax::ast::Program;
use std::path::{Path, PathBuf};

/// Measured single candidates whose pairs are tried.
pub const PAIR_FROM: usize = 4;

/// The least share of its explained queries' runs that a measured single must pass to be
/// paired at once with an earlier one that did too ([`near_miss`]).
pub const NEAR_MISS: f64 = 0.9;

/// Pairs measured at most, complementary parts ([`complements`]) and pairs of [`pair_from`]
/// together: every pair of [`PAIR_FROM`] candidates, the count the acceptance rule's family
/// ([`super::accept::family`]) allows for.
pub const PAIRS: usize = PAIR_FROM * (PAIR_FROM - 1) / 2;

/// The repairs reported, the candidates not reported, and the runs spent.
#[derive(Debug, Default)]
pub struct Repairs {
    pub repairs: Vec<Repair>,
    pub rejected: Vec<Rejected>,
    pub runs: u64,
    /// Second looks of the acceptance test spent ([`super::accept::second_look`]).
    pub second_looks: usize,
}

/// Runs per perturbation method of a candidate's first look ([`Subject::look`]).
pub const LOOK_RUNS: u32 = 3;

/// A candidate's first look ([`Subject::look`]): the first runs of the explained queries it
/// changes, at most [`LOOK_RUNS`] per method; the measurement's first runs are the same draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub passed: u32,
    pub runs: u32,
    /// The sampling rule stopped within the look (stable ruled out): measuring the candidate
    /// costs no run more.
    pub settled: bool,
}

impl Look {
    /// Whether the candidate waits for the candidates whose looks all passed: its look failed a
    /// run and did not settle it. Ruling out a near miss takes many runs (on
    /// ExtensibleArrayAuto.dfy, at 1e554f9, an erase measured 46/52 and another 25/30, each
    /// failure a 10 s timeout), and the time budget ran out after 28 of 28 runs of the erase
    /// ranked after them.
    pub fn waits(&self) -> bool {
        self.passed < self.runs && !self.settled
    }

    fn share(&self) -> f64 {
        f64::from(self.passed) / f64::from(self.runs.max(1))
    }
}

/// What measuring one candidate concluded.
pub enum Outcome {
    Repair(Box<Repair>),
    /// Not reported, but it made the named explained queries stable and not the others: a part
    /// of a repair, with the share of the explained queries' runs that passed.
    Part(Rejected, f64, Vec<String>),
    /// Not reported; the share of the explained queries' runs that passed, when it was measured
    /// (pairs are made of the best).
    No(Rejected, Option<f64>),
}

/// What the loop needs of a subject.
pub trait Subject {
    /// A candidate's text as checked (parsed, never-weaken rule passed), ready to be measured.
    type Admitted;

    /// The user's text the candidates edit.
    fn text(&self) -> &str;

    /// The explained queries: a repair makes every one of them stable.
    fn explained(&self) -> &[String];

    /// The candidate text `text` checked: `Ok(None)` when it changes nothing that is measured
    /// (skipped without a word), `Err` why it is refused.
    fn admit(&self, text: &str) -> std::result::Result<Option<Self::Admitted>, String>;

    /// A progress line before a measurement.
    fn note(&self, line: String);

    /// A first look at the admitted candidate `c` before it is measured ([`Look`]), its runs
    /// added to `done.runs`. `None`: no look (none was possible, or the subject takes none), and
    /// the candidate is measured at once.
    fn look(&self, _c: &Candidate, _admitted: &Self::Admitted, _done: &mut Repairs) -> Result<Option<Look>> {
        Ok(None)
    }

    /// Measures the admitted candidate `c`, its runs added to `done.runs`; when it is a repair,
    /// confirms it and writes it back as the repair numbered `done.repairs.len() + 1`.
    fn evaluate(&self, c: &Candidate, admitted: Self::Admitted, done: &mut Repairs) -> Result<Outcome>;
}

/// How many candidates and runs the loop may spend.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// `--max-candidates`: single candidates measured at most.
    pub max_candidates: usize,
    /// `--budget`: solver and Boogie runs the repairs may make (a measurement starts only while
    /// runs are left).
    pub budget: u64,
    /// `--time-budget`: a measurement starts only before it.
    pub deadline: super::deadline::Deadline,
}

/// Checks and measures `candidates` (ranked) in order: at most `limits.max_candidates` measured
/// and one reported per kind, each text once, parts of a repair paired as they come
/// ([`complements`]; after a part, the candidates that edit only a query not made stable yet come
/// first, after the deletions that edit every query when `failure`'s repairs delete first
/// ([`after_part`]), and one that edits every query is measured with the widest part,
/// [`widest_part`]),
/// after a near miss the next candidates measured as its pairs ([`partner`]; such a pair counts
/// in the candidate's place), a near miss paired at once with the best earlier one
/// ([`near_miss`]), then pairs when none is a repair. A candidate whose first look failed a run ([`Look::waits`]) is
/// measured after the others, the best looks first. An interrupted run measures and refuses
/// nothing more.
pub fn run<S: Subject>(
    subject: &S,
    candidates: Vec<Candidate>,
    limits: Limits,
    failure: FailureKind,
) -> Result<Repairs> {
    let removals_first = super::rank::removals_first(failure);
    let mut done = Repairs::default();
    let mut done_kinds: Vec<EditKind> = Vec::new();
    let mut measured = 0;
    let mut singles: Vec<(Candidate, f64)> = Vec::new();
    let mut parts: Vec<(Candidate, Vec<String>)> = Vec::new();
    let mut pairs_left = PAIRS;
    let mut paired: Vec<String> = Vec::new();
    // Each text once: a candidate that edits the file as an earlier one did is not measured.
    let mut seen: Vec<(String, &'static str)> = Vec::new();
    // The candidates whose look failed a run, and those of them whose turn has come.
    let mut waiting: Vec<(Candidate, Look)> = Vec::new();
    let mut looked: Vec<(String, Look)> = Vec::new();
    let mut queue = candidates;
    let mut next = 0;
    loop {
        while next < queue.len() {
            let c = queue[next].clone();
            next += 1;
            if crate::runner::interrupted() {
                break;
            }
            let back = looked.iter().find(|(t, _)| *t == c.text).map(|(_, l)| *l);
            if matches!(c.edit, Edit::One(k) if done_kinds.contains(&k)) {
                // One repair per kind; a candidate whose look cost runs says so.
                if let Some(l) = back {
                    let why = format!(
                        "not measured: a repair of its kind ({}) was found first (its first look passed {}/{} runs)",
                        c.name(),
                        l.passed,
                        l.runs
                    );
                    done.rejected.push(c.rejected(why));
                }
                continue;
            }
            if back.is_none() {
                if let Some((_, kind)) = seen.iter().find(|(t, _)| *t == c.text) {
                    done.rejected.push(c.rejected(format!("the same edit as the {kind} candidate")));
                    continue;
                }
            }
            if let Some(why) = stable_already(&c, &parts) {
                done.rejected.push(c.rejected(why));
                continue;
            }
            if back.is_none() {
                seen.push((c.text.clone(), c.name()));
            }
            // A candidate back from waiting was counted at its look.
            let (counted, max) = if back.is_some() { (0, 1) } else { (measured, limits.max_candidates) };
            // A part or a near miss is known: the candidate is measured with it, not alone. The
            // pair takes the candidate's place (and its test in the acceptance rule's family).
            let with = partner(&c, &parts, &singles)
                .filter(|_| done.repairs.is_empty() && no_room(counted, max, done.runs, limits.budget).is_none());
            if let Some((other, why)) = with {
                if pair_edit(subject, other, &c, limits, &mut paired, &mut done)?.is_some() {
                    if back.is_none() {
                        measured += 1;
                    }
                    let looked = back.map_or_else(String::new, |l| {
                        format!(" (its first look alone passed {}/{} runs)", l.passed, l.runs)
                    });
                    done.rejected.push(c.rejected(format!(
                        "not measured alone: paired with the {} candidate, {why} (see the pair){looked}",
                        other.name()
                    )));
                    continue;
                }
            }
            let admitted = match subject.admit(&c.text) {
                Ok(Some(a)) => a,
                Ok(None) => continue,
                Err(why) => {
                    done.rejected.push(c.rejected(why));
                    continue;
                }
            };
            if let Some(why) = no_room(counted, max, done.runs, limits.budget)
                .or_else(|| limits.deadline.spent().map(|w| format!("not measured: {w}")))
            {
                let why = match back {
                    Some(l) => format!("{why} (its first look passed {}/{} runs)", l.passed, l.runs),
                    None => why,
                };
                done.rejected.push(c.rejected(why));
                continue;
            }
            match back {
                None => {
                    measured += 1;
                    subject.note(format!("measuring repair {}: {}", c.name(), c.change));
                    if let Some(look) = subject.look(&c, &admitted, &mut done)?.filter(Look::waits) {
                        subject.note(format!(
                            "  it passed {}/{} runs at a first look: measured after the candidates whose first look passed",
                            look.passed, look.runs
                        ));
                        waiting.push((c, look));
                        continue;
                    }
                }
                Some(l) => subject.note(format!(
                    "measuring repair {} (its first look passed {}/{} runs): {}",
                    c.name(),
                    l.passed,
                    l.runs,
                    c.change
                )),
            }
            match subject.evaluate(&c, admitted, &mut done)? {
                Outcome::Repair(r) => {
                    if let Edit::One(k) = c.edit {
                        done_kinds.push(k);
                    }
                    done.repairs.push(*r);
                }
                Outcome::Part(j, score, fixed) => {
                    done.rejected.push(j);
                    singles.push((c.clone(), score));
                    let found = complements(subject.explained(), &parts, &fixed);
                    parts.push((c.clone(), fixed));
                    after_part(&mut queue[next..], &c, &parts, removals_first);
                    for other in found {
                        if !done.repairs.is_empty() || pairs_left == 0 {
                            break;
                        }
                        pairs_left -= 1;
                        if pair_edit(subject, &other, &c, limits, &mut paired, &mut done)? == Some(true) {
                            break;
                        }
                    }
                }
                Outcome::No(j, score) => {
                    done.rejected.push(j);
                    let Some(s) = score else { continue };
                    let near = near_miss(&singles, s);
                    singles.push((c.clone(), s));
                    if let Some(other) = near.filter(|_| done.repairs.is_empty() && pairs_left > 0) {
                        if pair_edit(subject, &other, &c, limits, &mut paired, &mut done)?.is_some() {
                            pairs_left -= 1;
                        }
                    }
                }
            }
        }
        if waiting.is_empty() || crate::runner::interrupted() {
            break;
        }
        // Their turn, the best looks first (a stable sort: ties keep their rank).
        waiting.sort_by(|a, b| b.1.share().total_cmp(&a.1.share()));
        for (c, look) in waiting.drain(..) {
            looked.push((c.text.clone(), look));
            queue.push(c);
        }
    }
    if done.repairs.is_empty() && singles.len() >= 2 {
        pairs(subject, singles, limits, (pairs_left, &mut paired), &mut done)?;
    }
    Ok(done)
}

/// The best measured single (of `singles`) to pair at once with a candidate just measured at
/// `score`, when both passed at least [`NEAR_MISS`] of their explained queries' runs: two near
/// misses of a repair, whose pair may clear the bar where neither did. On Cubes.dfy (build
/// b5e88c9, a timeout), the core pruning measured 102/110 and the proof's instances 72/78; the
/// budget ran out on three more singles before the pairs' turn came.
fn near_miss(singles: &[(Candidate, f64)], score: f64) -> Option<Candidate> {
    if score < NEAR_MISS {
        return None;
    }
    best_near_miss(singles).map(|(c, _)| c.clone())
}

/// The candidates left (`rest`) reordered after the measured candidate `part` made some of the
/// explained queries stable (`parts`, every such part so far): first the instances of the whole
/// proof of a query no part made stable yet (every quantifier's, asserted in that query: on
/// Lucas-up.dfy, at a247773, the instances of the quantifier that fixed one query measured 6/12
/// in the other, and that query's whole proof was never measured), then those about the same
/// quantifier ([`Candidate::quantifier`]) that edit a query no part made stable yet (the
/// quantifier's instances in that query: its other queries keep their text, so their runs are
/// the cache's, and so are the pair's with the part), then those about it that edit no query
/// alone (its axiom replaced by the instances of every proof): what fixed one query, carried to
/// the rest; then the other candidates that edit only a query not made stable yet; otherwise in
/// their order.
///
/// When the failures are repaired by deleting first (`removals_first`, timeouts:
/// [`super::rank::removals_first`]), the deletions that edit every query come before all of
/// these, in their order: each is measured with the part ([`partner`]), and it reaches the open
/// queries where the open query's instances add obligations to a VC that already runs out of
/// time. On Induction.dfy (41ec6af), after `Theorem0`'s part, the five candidates of instances in
/// `Theorem1` measured 0/4, 9/12, 20/24, 72/78 and 0/4 on it, and the budget ended in the core
/// pruning's pair, which had measured `Theorem1` stable (44/45) and `Theorem0` at 37/39.
fn after_part(rest: &mut [Candidate], part: &Candidate, parts: &[(Candidate, Vec<String>)], removals_first: bool) {
    let open = |c: &Candidate| c.target.as_ref().is_some_and(|t| !parts.iter().any(|(_, fixed)| fixed.contains(t)));
    let carried =
        |c: &Candidate| part.quantifier.is_some() && c.quantifier == part.quantifier && (c.target.is_none() || open(c));
    let whole = |c: &Candidate| c.edit == Edit::One(EditKind::InstantiateProof) && c.quantifier.is_none() && open(c);
    let deletes_everywhere =
        |c: &Candidate| removals_first && c.target.is_none() && matches!(c.edit, Edit::One(k) if k.family().removes());
    rest.sort_by_key(|c| (!deletes_everywhere(c), !whole(c), !carried(c), !open(c)));
    // (`false` sorts first: for timeouts a deletion everywhere, then a whole proof of an open
    // query, carried and open, carried, open, the rest.)
}

/// The measured candidate that candidate `c` is measured with instead of alone, and why: the
/// widest part ([`widest_part`]) when `c` edits every query, else the best near miss measured
/// so far (a single that passed at least [`NEAR_MISS`] of its explained queries' runs). A near
/// miss takes 50 to 110 runs to rule out; on Cubes.dfy (build ba2eab1) the proof's instances
/// measured 72/78, the core pruning then 102/110 alone, and their pair had passed 34 of its
/// first 36 runs when the time budget ended.
fn partner<'a>(
    c: &Candidate,
    parts: &'a [(Candidate, Vec<String>)],
    singles: &'a [(Candidate, f64)],
) -> Option<(&'a Candidate, String)> {
    if let Some((part, fixed)) = widest_part(parts).filter(|_| c.target.is_none()) {
        return Some((part, format!("which made {} stable", fixed.join(" and "))));
    }
    let (best, score) = best_near_miss(singles)?;
    Some((best, format!("a near miss that passed {:.0}% of its runs", score * 100.0)))
}

/// The measured single (of `singles`) that passed the largest share of its explained queries'
/// runs, when that share is at least [`NEAR_MISS`].
fn best_near_miss(singles: &[(Candidate, f64)]) -> Option<&(Candidate, f64)> {
    singles.iter().filter(|(_, s)| *s >= NEAR_MISS).max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The measured part of a repair that made the most explained queries stable (the first such),
/// with those queries: a candidate that edits every query is measured together with it, not
/// alone. Alone, its runs of the queries that part made stable would decide nothing: the pair
/// changes their text again. On Induction.dfy (build d768125), the proof's instances of one
/// quantifier made `Theorem0` stable (36/36); `drop-irrelevant`, measured alone next, made
/// `Theorem1` stable (44/45) while its runs of `Theorem0` (43/48) took the rest of the time
/// budget, and their pair was never measured.
fn widest_part(parts: &[(Candidate, Vec<String>)]) -> Option<(&Candidate, &[String])> {
    let (c, fixed) = parts.iter().rev().max_by_key(|(_, fixed)| fixed.len())?;
    Some((c, fixed))
}

/// Why candidate `c` is not measured, when it only edits a query (its [`Candidate::target`])
/// that a measured part made stable already: it could repair no more than that part.
fn stable_already(c: &Candidate, parts: &[(Candidate, Vec<String>)]) -> Option<String> {
    let target = c.target.as_ref()?;
    let (by, _) = parts.iter().find(|(_, fixed)| fixed.contains(target))?;
    Some(format!(
        "not measured: it edits only {target}, which the {} candidate made stable already (that one is paired instead)",
        by.name()
    ))
}

/// The measured parts that, together with one that made `fixed` stable, make every `explained`
/// query stable: the candidates whose pair with it is tried at once, in the order measured.
fn complements<C: Clone>(explained: &[String], parts: &[(C, Vec<String>)], fixed: &[String]) -> Vec<C> {
    parts
        .iter()
        .filter(|(_, theirs)| explained.iter().all(|q| fixed.contains(q) || theirs.contains(q)))
        .map(|(c, _)| c.clone())
        .collect()
}

/// Pairs of the best measured candidates ([`pair_from`]) whose edits touch different lines, in
/// order, within the budget, at most `left` of them and none of the texts `paired` already; the
/// first that is a repair is reported.
fn pairs<S: Subject>(
    subject: &S,
    singles: Vec<(Candidate, f64)>,
    limits: Limits,
    (mut left, paired): (usize, &mut Vec<String>),
    done: &mut Repairs,
) -> Result<()> {
    let singles = pair_from(singles, |c| c.name());
    for i in 0..singles.len() {
        for j in i + 1..singles.len() {
            if left == 0 || crate::runner::interrupted() {
                return Ok(());
            }
            let (a, b) = (&singles[i].0, &singles[j].0);
            if let Some(measured) = pair_edit(subject, a, b, limits, paired, done)? {
                left -= 1;
                if measured {
                    return Ok(());
                }
            }
        }
    }
    Ok(())
}

/// The pair of the measured candidates `a` and `b`, when their edits touch different lines and
/// its text is not one of `paired` (the pairs measured already, to which it is added): checked
/// and measured within the budget. `None` when it was not measured, else whether it is a repair
/// (then reported).
fn pair_edit<S: Subject>(
    subject: &S,
    a: &Candidate,
    b: &Candidate,
    limits: Limits,
    paired: &mut Vec<String>,
    done: &mut Repairs,
) -> Result<Option<bool>> {
    let text = subject.text();
    let (ea, eb) = (LineEdit::between(text, &a.text), LineEdit::between(text, &b.text));
    let Some(t) = ea.union(&eb).and_then(|e| e.apply(text)) else { return Ok(None) };
    if paired.contains(&t) {
        return Ok(None);
    }
    paired.push(t.clone());
    let Some(pair) = Candidate::pair(a, b, t) else { return Ok(None) };
    let admitted = match subject.admit(&pair.text) {
        Ok(Some(p)) => p,
        Ok(None) => return Ok(None),
        Err(why) => {
            done.rejected.push(pair.rejected(why));
            return Ok(None);
        }
    };
    if let Some(why) = no_room(0, 1, done.runs, limits.budget)
        .or_else(|| limits.deadline.spent().map(|w| format!("not measured: {w}")))
    {
        done.rejected.push(pair.rejected(why));
        return Ok(None);
    }
    if crate::runner::interrupted() {
        return Ok(None);
    }
    subject.note(format!("measuring a pair: {}", pair.change));
    match subject.evaluate(&pair, admitted, done)? {
        Outcome::Repair(mut r) => {
            if let Edit::Pair(ka, kb) = pair.edit {
                r.parts = vec![ka.name().to_string(), kb.name().to_string()];
            }
            done.repairs.push(*r);
            Ok(Some(true))
        }
        Outcome::No(j, _) | Outcome::Part(j, ..) => {
            done.rejected.push(j);
            Ok(Some(false))
        }
    }
}

/// A measured candidate that is not a repair, refused with `j` at `score`: a part of a repair
/// ([`Outcome::Part`]) when it made some of its `explained` queries stable and not all.
pub fn not_repaired(j: Rejected, score: f64, explained: &[&QueryStability]) -> Outcome {
    let stable = |q: &&&QueryStability| q.category == crate::stats::Category::Stable;
    let fixed: Vec<String> = explained.iter().filter(stable).map(|q| q.name.clone()).collect();
    if fixed.is_empty() || fixed.len() == explained.len() {
        Outcome::No(j, Some(score))
    } else {
        Outcome::Part(j, score, fixed)
    }
}

/// Why a candidate is not measured, if so: `measured` single candidates of `max` measured
/// already, or `runs` of the `budget` spent.
pub fn no_room(measured: usize, max: usize, runs: u64, budget: u64) -> Option<String> {
    if measured >= max {
        Some(format!("not measured: --max-candidates {max} reached"))
    } else if runs >= budget {
        Some(format!("not measured: --budget {budget} runs spent"))
    } else {
        None
    }
}

/// How a candidate's query is sampled: a query that must measure `stable` (an explained one, or
/// one that was stable before the edit: a repair keeps it so) stops as soon as stable is ruled
/// out ([`Goal::Stable`]; a hopeless candidate costs 2 failing runs per method of two, pooled, not 18); every
/// other query is categorized ([`Goal::Category`]), since it may keep its original category. No
/// round of runs starts past the `deadline` ([`cut_short`]).
pub fn toward(cfg: &SampleConfig, must_be_stable: bool, deadline: super::deadline::Deadline) -> SampleConfig {
    let goal = if must_be_stable { Goal::Stable } else { Goal::Category };
    SampleConfig { goal, until: deadline.end(), ..cfg.clone() }
}

/// Whether query `name` must measure `stable` after an edit: it is one of the `explained`
/// (the repair is for it), or it was `stable` before (`original`, every query's category), and
/// a repair keeps it so.
pub fn must_be_stable(name: &str, explained: &[String], original: &[(String, Category)]) -> bool {
    explained.iter().any(|q| q == name) || original.iter().any(|(n, c)| n == name && *c == Category::Stable)
}

/// Whether query `name` of a repaired Boogie program is only asked whether it is stable: when it
/// must be ([`must_be_stable`]), and when it was undecided before (`inconclusive`, often a
/// sampling cut by the time budget): Boogie's confirmation needs every VC verified in all of its
/// runs, so a query that is not stable after the edit rules the repair out anyway, and the
/// sampling stops as soon as stable is ruled out (on Induction.dfy's pruning, 40 runs of a query
/// near the time limit were spent categorizing it). A query `as_needed` keeps its category, so it
/// passes when that stop is `inconclusive` again, and Boogie decides.
pub fn toward_stable_in_program(name: &str, explained: &[String], original: &[(String, Category)]) -> bool {
    must_be_stable(name, explained, original) || original.iter().any(|(n, c)| n == name && *c == Category::Inconclusive)
}

/// Whether measured query `q` is as a repair needs it: `stable`, or, when it is not explained,
/// the category other than `unstable` it had before (`original`).
pub fn as_needed(q: &QueryStability, explained: &[String], original: &[(String, Category)]) -> bool {
    q.category == Category::Stable
        || (!explained.contains(&q.name)
            && original.iter().any(|(n, c)| n == &q.name && *c == q.category && *c != Category::Unstable))
}

/// Why measured queries give no verdict, if so: the time budget ran out during the sampling of
/// one ([`crate::stability::QueryStability::cut`]). Such a candidate is not measured in full,
/// not measured not stable; one cut before any run is not measured.
pub fn cut_short(queries: &[QueryStability]) -> Option<String> {
    let q = queries.iter().find(|q| q.cut)?;
    let (name, passed, runs) = (&q.name, q.successes(), q.runs());
    let how = if queries.iter().all(|q| q.runs() == 0) { "not measured" } else { "not measured in full" };
    if runs == 0 {
        return Some(format!("{how}: the time budget was spent before a run of {name}"));
    }
    Some(format!("{how}: the time budget was spent after {runs} runs of {name} ({passed} passed)"))
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

/// Writes the repair numbered `n`, candidate `c`, of the file `name` (as Boogie or the user
/// named it) into `dir` (`OUT/repairs`): its text as `N-KIND/NAME` and its patch as
/// `N-STEM.KIND.patch`; returns the text's path.
pub fn write_repair(dir: &Path, n: usize, c: &Candidate, name: &str, patch: &str) -> Result<PathBuf> {
    let path = dir.join(format!("{n}-{}", c.name())).join(name);
    write(&path, &c.text)?;
    write(&dir.join(format!("{n}-{}.{}.patch", stem(name), c.name())), patch)?;
    Ok(path)
}

/// A file name without its extension.
pub fn stem(name: &str) -> String {
    Path::new(name).file_stem().map_or_else(|| "program".into(), |s| s.to_string_lossy().into_owned())
}

/// Writes `text` to `path`, its directory made first.
pub fn write(path: &Path, text: &str) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| FileError::create(dir, e))?;
    }
    std::fs::write(path, text).map_err(|e| FileError::write(path, e))?;
    Ok(())
}

/// The never-weaken rule on a Boogie program ([`super::never_weaken::bpl::check`]): why
/// `repaired` weakens `original`, if it does.
pub fn program_weakened(original: &Program, repaired: &Program) -> std::result::Result<(), String> {
    super::never_weaken::bpl::check(original, repaired).map_err(|w| w.to_string())
}

/// The never-weaken check's outcome on a reported Boogie repair (what it admitted), for
/// `explain.json`.
pub fn program_outcome(original: &Program, repaired: &Program) -> super::never_weaken::Outcome {
    super::never_weaken::bpl::verdict(original, repaired).outcome()
}

/// The procedures whose `requires` `repaired` dropped
/// ([`super::never_weaken::bpl::dropped_requires`]): a repair stands only when their
/// implementations are verified in the same run.
pub fn dropped_requires(original: &Program, repaired: &Program) -> Vec<String> {
    super::never_weaken::bpl::dropped_requires(original, repaired)
}

/// The never-weaken rule on an SMT unit ([`super::never_weaken::smt::check`]): why `repaired`
/// weakens `original`, if it does.
pub fn unit_weakened(original: &Unit, repaired: &Unit) -> std::result::Result<(), String> {
    super::never_weaken::smt::check(original, repaired).map_err(|w| w.to_string())
}

/// The never-weaken check's outcome on a reported `.smt2` repair, the file `file` of `units`
/// edited to `text`, for `explain.json`.
pub fn text_outcome(file: &str, units: &[Unit], text: &str) -> super::never_weaken::Outcome {
    super::never_weaken::smt::verdict_text(file, units, text).outcome()
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Cubes.dfy on b5e88c9: two near misses (92.7% and 92.3%) are paired at once; a candidate
    /// below [`NEAR_MISS`] is not, nor one measured after only candidates below it.
    #[test]
    fn a_near_miss_is_paired_with_the_best_earlier_one() {
        let c = |name: &str| Candidate::new(EditKind::PruneToCore, name.into(), name.into(), 0);
        let singles = vec![(c("core"), 0.927), (c("hint"), 0.5), (c("other"), 0.91)];
        assert_eq!(near_miss(&singles, 0.923).map(|c| c.change), Some("core".to_string()));
        assert!(near_miss(&singles, 0.85).is_none());
        assert!(near_miss(&singles[1..2], 0.99).is_none());
        assert!(near_miss(&[], 0.99).is_none());
    }

    /// A candidate of `kind` named `name` (its change and text), editing only query `target` when
    /// given, about quantifier `q` when given.
    fn edit_of(kind: EditKind, name: &str, target: Option<&str>, q: Option<&str>) -> Candidate {
        let c = Candidate::new(kind, name.into(), name.into(), 0);
        let c = match target {
            Some(t) => c.for_query(t),
            None => c,
        };
        match q {
            Some(q) => c.about(q),
            None => c,
        }
    }

    /// Lucas-up.dfy's shape (docs/explain.md, "Parts, when several queries are explained"): asserting
    /// the LitInt axiom's proof instances made ZeroBitOfEven stable and not Lucas__Binary; the
    /// candidates for Lucas__Binary come next: its whole proof's instances, then those about that
    /// axiom that may carry the fix (its instances in Lucas__Binary, then its axiom replaced),
    /// then Lucas__Binary's other candidates; one that edits only ZeroBitOfEven does not.
    #[test]
    fn after_a_part_the_same_quantifiers_edits_of_the_other_queries_come_first() {
        let c = edit_of;
        use EditKind::*;
        let (z, l) = (Some("ZeroBitOfEven"), Some("Lucas__Binary"));
        let part = c(InstantiateProof, "lit-in-zero", z, Some("b.124:15"));
        let parts = vec![(part.clone(), vec!["ZeroBitOfEven".to_string()])];
        let mut rest = vec![
            c(InstantiateProof, "binom-in-lucas", l, Some("b.3546:16")),
            c(InstantiateProof, "lit-in-zero-again", z, Some("b.124:15")),
            c(DropIrrelevant, "irrelevant", None, None),
            c(ReplaceProof, "replace-lit", None, Some("b.124:15")),
            c(InstantiateProof, "lit-in-lucas", l, Some("b.124:15")),
            c(InstantiateProof, "mod-in-lucas", l, Some("b.1630:15")),
            c(InstantiateProof, "whole-proof-in-zero", z, None),
            c(InstantiateProof, "whole-proof-in-lucas", l, None),
        ];
        after_part(&mut rest, &part, &parts, false);
        let order: Vec<&str> = rest.iter().map(|c| c.change.as_str()).collect();
        assert_eq!(
            order,
            [
                "whole-proof-in-lucas",
                "lit-in-lucas",
                "replace-lit",
                "binom-in-lucas",
                "mod-in-lucas",
                "lit-in-zero-again",
                "irrelevant",
                "whole-proof-in-zero"
            ]
        );
        // A part about no one quantifier only brings the open queries' candidates forward.
        let mut rest2 = rest.clone();
        after_part(&mut rest2, &c(PruneToCore, "core", None, None), &parts, false);
        let order: Vec<&str> = rest2.iter().map(|c| c.change.as_str()).collect();
        assert_eq!(
            order,
            [
                "whole-proof-in-lucas",
                "lit-in-lucas",
                "binom-in-lucas",
                "mod-in-lucas",
                "replace-lit",
                "lit-in-zero-again",
                "irrelevant",
                "whole-proof-in-zero"
            ]
        );
    }

    /// Induction.dfy's shape (41ec6af), whose failures were timeouts: after the proof's instances
    /// made `Theorem0` stable, the deletions that edit every query come first, in their order,
    /// and only then `Theorem1`'s whole proof and its quantifiers' instances; a trigger edit of
    /// every query and one of `Theorem0` alone keep their places after them. Under fast unknowns
    /// the same queue is as before.
    #[test]
    fn after_a_part_of_a_timeouts_repair_the_deletions_of_every_query_come_first() {
        let c = edit_of;
        use EditKind::*;
        let (t0, t1) = (Some("Theorem0"), Some("Theorem1"));
        let part = c(InstantiateProof, "mul-in-0", t0, Some("b.1622:15"));
        let parts = vec![(part.clone(), vec!["Theorem0".to_string()])];
        let queue = vec![
            c(InstantiateProof, "mul-in-1", t1, Some("b.1622:15")),
            c(NarrowTrigger, "narrow", None, Some("b.3081:16")),
            c(PruneToCore, "core", None, None),
            c(InstantiateProof, "whole-proof-in-1", t1, None),
            c(InstantiateProof, "whole-proof-in-0", t0, None),
            c(DropIrrelevant, "irrelevant", None, None),
            c(Erase, "erase", None, Some("b.3231:16")),
        ];
        let order = |removals_first| {
            let mut rest = queue.clone();
            after_part(&mut rest, &part, &parts, removals_first);
            rest.into_iter().map(|c| c.change).collect::<Vec<_>>()
        };
        assert_eq!(
            order(crate::explain::rank::removals_first(FailureKind::Timeout)),
            ["core", "irrelevant", "erase", "whole-proof-in-1", "mul-in-1", "narrow", "whole-proof-in-0"]
        );
        assert_eq!(
            order(crate::explain::rank::removals_first(FailureKind::FastUnknown)),
            ["whole-proof-in-1", "mul-in-1", "narrow", "core", "whole-proof-in-0", "irrelevant", "erase"]
        );
    }

    /// A query measured with `successes` of `runs`, in `category`.
    fn measured(name: &str, category: crate::stats::Category, successes: u32, runs: u32) -> QueryStability {
        let mut t = crate::stats::Tally::new();
        for i in 0..runs {
            t.record(i < successes, std::time::Duration::ZERO);
        }
        QueryStability::new(name, category, vec![(crate::smt::perturbation::mutate::Method::Reseed, t)], 60)
    }

    #[test]
    fn a_query_that_was_stable_must_stay_so_and_another_may_keep_its_category() {
        use crate::stats::Category::*;
        let explained = ["E".to_string()];
        let original = [
            ("E".to_string(), Unstable),
            ("S".to_string(), Stable),
            ("F".to_string(), Unsolvable),
            ("U".to_string(), Unstable),
            ("I".to_string(), Inconclusive),
        ];
        let names = ["E", "S", "F", "U", "I"];
        let strict: Vec<bool> = names.iter().map(|n| must_be_stable(n, &explained, &original)).collect();
        assert_eq!(strict, [true, true, false, false, false]);
        // In a program, an undecided query is asked only whether it is stable too, and passes
        // when that stop is undecided again (Boogie's confirmation decides).
        let asked: Vec<bool> = names.iter().map(|n| toward_stable_in_program(n, &explained, &original)).collect();
        assert_eq!(asked, [true, true, false, false, true]);
        assert!(as_needed(&measured("I", Inconclusive, 3, 6), &explained, &original));
        assert!(!as_needed(&measured("I", Unstable, 10, 20), &explained, &original));
        assert!(as_needed(&measured("S", Stable, 36, 36), &explained, &original));
        assert!(!as_needed(&measured("S", Inconclusive, 0, 6), &explained, &original));
        assert!(as_needed(&measured("F", Unsolvable, 0, 36), &explained, &original));
        assert!(!as_needed(&measured("E", Unsolvable, 0, 36), &explained, &original));
        assert!(!as_needed(&measured("U", Unstable, 20, 36), &explained, &original));
    }

    /// Issue 49, gap 3: a repaired query z3 answers no run of (0/0) is no verdict: it is not
    /// measured, so neither a repair nor a candidate to pair.
    #[test]
    fn a_repaired_query_without_an_answer_gives_no_verdict() {
        use crate::stats::Category;
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
    fn a_cut_sampling_says_how_far_it_got_and_one_cut_before_any_run_was_not_measured() {
        use crate::stats::Category::Inconclusive;
        let cut = |name, s, n| QueryStability { cut: true, ..measured(name, Inconclusive, s, n) };
        assert_eq!(cut_short(&[measured("a", Inconclusive, 3, 4)]), None);
        assert_eq!(
            cut_short(&[cut("a", 34, 36)]).as_deref(),
            Some("not measured in full: the time budget was spent after 36 runs of a (34 passed)")
        );
        assert_eq!(
            cut_short(&[cut("a", 0, 0)]).as_deref(),
            Some("not measured: the time budget was spent before a run of a")
        );
        assert_eq!(
            cut_short(&[measured("b", Inconclusive, 4, 14), cut("a", 0, 0)]).as_deref(),
            Some("not measured in full: the time budget was spent before a run of a")
        );
    }

    #[test]
    fn a_candidate_is_measured_only_while_candidates_and_runs_are_left() {
        assert_eq!(no_room(5, 6, 499, 500), None);
        assert_eq!(no_room(6, 6, 0, 500).as_deref(), Some("not measured: --max-candidates 6 reached"));
        assert_eq!(no_room(0, 6, 500, 500).as_deref(), Some("not measured: --budget 500 runs spent"));
        assert_eq!(no_room(0, 6, 0, 0).as_deref(), Some("not measured: --budget 0 runs spent"));
    }

    /// A subject whose candidates measure as their texts say: `stable`, else a score.
    struct Fake {
        measured: std::cell::RefCell<Vec<String>>,
        explained: Vec<String>,
        /// The share of runs a measured single that is not a repair passed.
        score: f64,
    }

    impl Subject for Fake {
        type Admitted = ();
        fn text(&self) -> &str {
            "a\nb\nc\n"
        }
        fn explained(&self) -> &[String] {
            &self.explained
        }
        fn admit(&self, text: &str) -> std::result::Result<Option<()>, String> {
            if text.contains("weak") {
                Err("would weaken the proof".into())
            } else {
                Ok(Some(()))
            }
        }
        fn note(&self, _: String) {}
        fn evaluate(&self, c: &Candidate, _: (), done: &mut Repairs) -> Result<Outcome> {
            self.measured.borrow_mut().push(c.text.clone());
            done.runs += 10;
            if c.text == "A\nb\nC\n" {
                let r = Repair {
                    kind: c.name().into(),
                    change: c.change.clone(),
                    program: String::new(),
                    patch: String::new(),
                    category: "stable".into(),
                    successes: 10,
                    runs: 10,
                    queries: Vec::new(),
                    never_weaken: crate::explain::never_weaken::Outcome {
                        never_weaken: "passed".into(),
                        admitted: Vec::new(),
                    },
                    boogie_3_2: None,
                    parts: Vec::new(),
                    boogie: None,
                    seed: None,
                    acceptance: None,
                };
                return Ok(Outcome::Repair(Box::new(r)));
            }
            Ok(Outcome::No(c.rejected("measured not stable"), Some(self.score)))
        }
    }

    /// A subject of two explained queries, `qa` and `qb`: an edit of line 1 makes `qa` stable,
    /// one of line 3 makes `qb` stable, and both together are a repair.
    struct TwoQueries {
        measured: std::cell::RefCell<Vec<String>>,
        explained: Vec<String>,
        inner: Fake,
        /// Whether the two edits together are a repair.
        together: bool,
    }

    impl Subject for TwoQueries {
        type Admitted = ();
        fn text(&self) -> &str {
            self.inner.text()
        }
        fn explained(&self) -> &[String] {
            &self.explained
        }
        fn admit(&self, text: &str) -> std::result::Result<Option<()>, String> {
            self.inner.admit(text)
        }
        fn note(&self, _: String) {}
        fn evaluate(&self, c: &Candidate, _: (), done: &mut Repairs) -> Result<Outcome> {
            self.measured.borrow_mut().push(c.text.clone());
            let fixed: Vec<String> = [("A\n", "qa"), ("\nC\n", "qb")]
                .iter()
                .filter(|(edit, _)| c.text.starts_with(edit) || c.text.ends_with(edit))
                .map(|(_, q)| q.to_string())
                .collect();
            if fixed.len() == 2 && self.together {
                return self.inner.evaluate(c, (), done);
            }
            if fixed.len() == 2 {
                return Ok(Outcome::No(c.rejected("below the bar"), Some(0.9)));
            }
            done.runs += 10;
            let mk = |name: &str, stable: bool| {
                let cat = if stable { crate::stats::Category::Stable } else { crate::stats::Category::Unstable };
                measured(name, cat, if stable { 36 } else { 6 }, if stable { 36 } else { 12 })
            };
            let (qa, qb) = (mk("qa", fixed.iter().any(|q| q == "qa")), mk("qb", fixed.iter().any(|q| q == "qb")));
            Ok(not_repaired(c.rejected("measured not stable"), 0.5, &[&qa, &qb]))
        }
    }

    /// Two explained queries (Lucas-up's `ZeroBitOfEven` and `Lucas__Binary_k`): a candidate
    /// that makes one stable is paired at once with the first that makes the other stable, and a
    /// candidate that edits only a query made stable already is not measured.
    #[test]
    fn parts_that_make_different_queries_stable_are_paired_at_once() {
        let c = |k, t: &str| Candidate::new(k, t.trim().to_string(), t.to_string(), 0);
        let made = vec![
            c(EditKind::InstantiateProof, "A\nb\nc\n").for_query("qa"),
            c(EditKind::AssertHint, "a\nB\nc\n").for_query("qa"),
            c(EditKind::Erase, "a\nX\nc\n"),
            c(EditKind::AssertHint, "a\nb\nC\n").for_query("qb"),
        ];
        let subject = |together| TwoQueries {
            measured: Default::default(),
            explained: vec!["qa".into(), "qb".into()],
            inner: Fake { measured: Default::default(), explained: Vec::new(), score: 0.5 },
            together,
        };
        let unlimited = crate::explain::deadline::Deadline::unlimited();
        let limits = Limits { max_candidates: 6, budget: 100, deadline: unlimited };
        // When the pair of parts is no repair, the pairs of the best singles do not measure it again.
        let no = subject(false);
        let done = run(&no, made.clone(), limits, FailureKind::FastUnknown).unwrap();
        assert!(done.repairs.is_empty());
        assert_eq!(no.measured.borrow().iter().filter(|t| *t == "A\nb\nC\n").count(), 1, "{:?}", no.measured);
        let subject = subject(true);
        let done = run(&subject, made, limits, FailureKind::FastUnknown).unwrap();
        // After the part for qa, the candidate for qb comes before the erase, and the pair of
        // the two parts is measured at once; the erase after it.
        assert_eq!(*subject.measured.borrow(), ["A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n", "a\nX\nc\n"]);
        let skipped = done.rejected.iter().find(|r| r.kind == "assert-hint" && r.change == "a\nB\nc");
        assert!(skipped
            .is_some_and(|r| r.reason.starts_with("not measured: it edits only qa, which the instantiate-proof")));
        assert_eq!(done.repairs.len(), 1);
        assert_eq!(done.repairs[0].parts, ["instantiate-proof", "assert-hint"]);
        assert_eq!(
            complements(&subject.explained, &[(1, vec!["qa".to_string()])], &["qa".to_string()]),
            Vec::<i32>::new()
        );
        assert_eq!(complements(&subject.explained, &[(1, vec!["qa".to_string()])], &["qb".to_string()]), [1]);
    }

    #[test]
    fn the_loop_refuses_weakenings_and_repeats_and_pairs_the_measured_singles() {
        let c = |k, t: &str| Candidate::new(k, t.trim().to_string(), t.to_string(), 0);
        let made = vec![
            c(EditKind::DropAxiom, "A\nb\nc\n"),
            c(EditKind::DropAxiom, "weak\nb\nc\n"),
            c(EditKind::NarrowTrigger, "A\nb\nc\n"),
            c(EditKind::AssertHint, "a\nb\nC\n"),
        ];
        let fake = Fake { measured: Default::default(), explained: vec!["q".into()], score: 0.5 };
        let done = run(
            &fake,
            made,
            Limits { max_candidates: 6, budget: 100, deadline: crate::explain::deadline::Deadline::unlimited() },
            FailureKind::FastUnknown,
        )
        .unwrap();
        assert_eq!(*fake.measured.borrow(), ["A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n"]);
        let reasons: Vec<&str> = done.rejected.iter().map(|r| r.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "measured not stable",
                "would weaken the proof",
                "the same edit as the drop-axiom candidate",
                "measured not stable"
            ]
        );
        assert_eq!(done.repairs.len(), 1);
        assert_eq!(
            (done.repairs[0].kind.as_str(), done.repairs[0].parts.clone()),
            ("pair", vec!["drop-axiom".to_string(), "assert-hint".to_string()])
        );
        assert_eq!(done.runs, 30);
    }

    /// Induction.dfy's shape (build d768125): once a part made `qa` stable, a candidate that
    /// edits every query is measured only together with it, and the pair is the repair; one
    /// whose edit clashes with the part's line is measured alone, and before any part an edit of
    /// every query is measured alone too.
    #[test]
    fn once_a_part_is_known_an_edit_of_every_query_is_measured_with_it() {
        let c = |k, t: &str| Candidate::new(k, t.trim().to_string(), t.to_string(), 0);
        let subject = || Looking {
            inner: Fake { measured: Default::default(), explained: vec!["qa".into(), "qb".into()], score: 0.5 },
            looks: Vec::new(),
            made: vec![("A\nb\nc\n", Some("qa")), ("A\nB\nc\n", None)],
        };
        let limits =
            Limits { max_candidates: 6, budget: 100, deadline: crate::explain::deadline::Deadline::unlimited() };
        let made = vec![
            c(EditKind::InstantiateProof, "A\nb\nc\n").for_query("qa"),
            c(EditKind::Erase, "X\nb\nc\n"),
            c(EditKind::DropIrrelevant, "a\nB\nc\n"),
        ];
        let s = subject();
        let done = run(&s, made, limits, FailureKind::FastUnknown).unwrap();
        assert_eq!(*s.inner.measured.borrow(), ["A\nb\nc\n", "X\nb\nc\n", "A\nB\nc\n"]);
        assert_eq!(done.repairs.len(), 1);
        assert_eq!(done.repairs[0].parts, ["instantiate-proof", "drop-irrelevant"]);
        let alone = done.rejected.iter().find(|r| r.kind == "drop-irrelevant").map(|r| r.reason.as_str());
        assert_eq!(
            alone,
            Some(
                "not measured alone: paired with the instantiate-proof candidate, which made qa stable (see the pair)"
            )
        );
        // The same edit before the part: measured alone.
        let s = subject();
        let made =
            vec![c(EditKind::DropIrrelevant, "a\nB\nc\n"), c(EditKind::InstantiateProof, "A\nb\nc\n").for_query("qa")];
        run(&s, made, limits, FailureKind::FastUnknown).unwrap();
        assert_eq!(&s.inner.measured.borrow()[..2], ["a\nB\nc\n", "A\nb\nc\n"]);
        let parts = vec![
            (c(EditKind::Erase, "x"), vec!["qa".to_string()]),
            (c(EditKind::InstantiateProof, "y"), vec!["qa".to_string(), "qb".to_string()]),
            (c(EditKind::DropAxiom, "z"), vec!["qc".to_string(), "qd".to_string()]),
        ];
        assert_eq!(widest_part(&parts).map(|(c, _)| c.text.as_str()), Some("y"));
        assert!(widest_part(&[]).is_none());
    }

    /// A subject whose candidates take a first look as `looks` says (none for the others), and
    /// measure as `made` says by text (a repair, or a part that made the named one of the
    /// explained queries `qa` and `qb` stable), or as [`Fake`] measures them.
    struct Looking {
        inner: Fake,
        looks: Vec<(&'static str, Look)>,
        made: Vec<(&'static str, Option<&'static str>)>,
    }

    impl Subject for Looking {
        type Admitted = ();
        fn text(&self) -> &str {
            self.inner.text()
        }
        fn explained(&self) -> &[String] {
            self.inner.explained()
        }
        fn admit(&self, text: &str) -> std::result::Result<Option<()>, String> {
            self.inner.admit(text)
        }
        fn note(&self, _: String) {}
        fn look(&self, c: &Candidate, _: &(), done: &mut Repairs) -> Result<Option<Look>> {
            let look = self.looks.iter().find(|(t, _)| *t == c.text).map(|(_, l)| *l);
            done.runs += look.map_or(0, |l| u64::from(l.runs));
            Ok(look)
        }
        fn evaluate(&self, c: &Candidate, a: (), done: &mut Repairs) -> Result<Outcome> {
            match self.made.iter().find(|(t, _)| *t == c.text) {
                Some((_, None)) => {
                    // The one text `Fake` reports as a repair.
                    let repair = Candidate { text: "A\nb\nC\n".into(), ..c.clone() };
                    let out = self.inner.evaluate(&repair, a, done);
                    if let Some(last) = self.inner.measured.borrow_mut().last_mut() {
                        last.clone_from(&c.text);
                    }
                    out
                }
                Some((_, Some(fixed))) => {
                    self.inner.measured.borrow_mut().push(c.text.clone());
                    done.runs += 10;
                    let mk = |name: &str| {
                        let stable = name == *fixed;
                        let cat = if stable { Category::Stable } else { Category::Unstable };
                        measured(name, cat, if stable { 36 } else { 6 }, if stable { 36 } else { 12 })
                    };
                    Ok(not_repaired(c.rejected("measured not stable"), 0.5, &[&mk("qa"), &mk("qb")]))
                }
                None => self.inner.evaluate(c, a, done),
            }
        }
    }

    /// A candidate whose first look failed a run is measured after those whose look passed, the
    /// better looks first; one whose look settled it (stable ruled out) is measured at once, and
    /// a waiting one that the budget leaves out says what its look found.
    #[test]
    fn candidates_whose_first_look_failed_wait_for_the_others() {
        let c = |k, t: &str| Candidate::new(k, t.trim().to_string(), t.to_string(), 0);
        let look = |passed, runs, settled| Look { passed, runs, settled };
        let subject = Looking {
            inner: Fake { measured: Default::default(), explained: vec!["q".into()], score: 0.5 },
            looks: vec![
                ("X\nb\nc\n", look(4, 6, false)),
                ("a\nY\nc\n", look(6, 6, false)),
                ("a\nb\nZ\n", look(5, 6, false)),
                ("W\nW\nc\n", look(0, 4, true)),
            ],
            made: Vec::new(),
        };
        let made = vec![
            c(EditKind::Erase, "X\nb\nc\n"),
            c(EditKind::InstantiateProof, "a\nY\nc\n"),
            c(EditKind::DropAxiom, "a\nb\nZ\n"),
            c(EditKind::PruneToCore, "W\nW\nc\n"),
        ];
        let limits =
            Limits { max_candidates: 4, budget: 50, deadline: crate::explain::deadline::Deadline::unlimited() };
        let done = run(&subject, made, limits, FailureKind::FastUnknown).unwrap();
        // Looks 6 + 6, B measured (22), C's look (28), D's look and measurement (42), C (52).
        assert_eq!(*subject.inner.measured.borrow(), ["a\nY\nc\n", "W\nW\nc\n", "a\nb\nZ\n"]);
        let erase = done.rejected.iter().find(|r| r.kind == "erase").map(|r| r.reason.as_str());
        assert_eq!(erase, Some("not measured: --budget 50 runs spent (its first look passed 4/6 runs)"));
        assert_eq!(done.runs, 52);
        // With room for all four, each is measured once, the waiting ones last.
        let roomy = Limits { budget: 500, ..limits };
        let subject = Looking { inner: Fake { measured: Default::default(), ..subject.inner }, ..subject };
        let made2 = vec![
            c(EditKind::Erase, "X\nb\nc\n"),
            c(EditKind::InstantiateProof, "a\nY\nc\n"),
            c(EditKind::DropAxiom, "a\nb\nZ\n"),
            c(EditKind::PruneToCore, "W\nW\nc\n"),
        ];
        run(&subject, made2, roomy, FailureKind::FastUnknown).unwrap();
        let singles: Vec<String> = subject.inner.measured.borrow().iter().take(4).cloned().collect();
        assert_eq!(singles, ["a\nY\nc\n", "W\nW\nc\n", "a\nb\nZ\n", "X\nb\nc\n"]);
        // A waiting candidate of a kind repaired meanwhile is listed, not measured.
        let subject = Looking { inner: Fake { measured: Default::default(), ..subject.inner }, ..subject };
        let made3 = vec![c(EditKind::Erase, "X\nb\nc\n"), c(EditKind::Erase, "A\nb\nC\n")];
        let done = run(&subject, made3, roomy, FailureKind::FastUnknown).unwrap();
        assert_eq!(*subject.inner.measured.borrow(), ["A\nb\nC\n"]);
        assert_eq!(done.repairs.len(), 1);
        let waited = done.rejected.iter().map(|r| r.reason.as_str()).collect::<Vec<_>>();
        assert_eq!(
            waited,
            ["not measured: a repair of its kind (erase) was found first (its first look passed 4/6 runs)"]
        );
    }

    /// Once a near miss is measured, the next candidate is measured only as its pair, before the
    /// singles left (with scores of 0.5, the same candidates are paired only after every single);
    /// once a repair is found, the rest are measured alone.
    #[test]
    fn near_misses_are_paired_before_the_singles_left() {
        let c = |k, t: &str| Candidate::new(k, t.trim().to_string(), t.to_string(), 0);
        let made = || {
            vec![
                c(EditKind::DropAxiom, "A\nb\nc\n"),
                c(EditKind::AssertHint, "a\nb\nC\n"),
                c(EditKind::Erase, "a\nB\nc\n"),
            ]
        };
        let limits =
            Limits { max_candidates: 6, budget: 100, deadline: crate::explain::deadline::Deadline::unlimited() };
        let near = Fake { measured: Default::default(), explained: vec!["q".into()], score: 0.93 };
        let done = run(&near, made(), limits, FailureKind::FastUnknown).unwrap();
        assert_eq!(*near.measured.borrow(), ["A\nb\nc\n", "A\nb\nC\n", "a\nB\nc\n"]);
        assert_eq!(done.repairs.len(), 1);
        let hint = done.rejected.iter().find(|r| r.kind == "assert-hint").map(|r| r.reason.as_str());
        assert_eq!(
            hint,
            Some("not measured alone: paired with the drop-axiom candidate, a near miss that passed 93% of its runs (see the pair)")
        );
        // A pair measured in a candidate's place takes its place among `--max-candidates`, not
        // one of the pairs: after the near miss, five pairs, and the last two are not measured.
        let many = Fake { measured: Default::default(), explained: vec!["q".into()], score: 0.93 };
        let texts = ["a\nB\nc\n", "a\nX\nc\n", "a\nY\nc\n", "a\nZ\nc\n", "a\nb\nW\n", "a\nb\nV\n", "a\nb\nU\n"];
        let mut made2 = vec![c(EditKind::DropAxiom, "A\nb\nc\n")];
        made2.extend(texts.iter().map(|t| c(EditKind::Erase, t)));
        let done = run(&many, made2, limits, FailureKind::FastUnknown).unwrap();
        assert_eq!(many.measured.borrow().len(), 6, "{:?}", many.measured);
        assert!(many.measured.borrow()[1..].iter().all(|t| t.starts_with("A\n")), "{:?}", many.measured);
        let reasons: Vec<&str> =
            done.rejected.iter().filter(|r| r.kind == "erase").map(|r| r.reason.as_str()).collect();
        assert_eq!(reasons.len(), 7);
        assert!(reasons[..5].iter().all(|r| r.starts_with("not measured alone: paired with the drop-axiom")));
        assert_eq!(reasons[5..], ["not measured: --max-candidates 6 reached"; 2]);
        let far = Fake { measured: Default::default(), explained: vec!["q".into()], score: 0.5 };
        run(&far, made(), limits, FailureKind::FastUnknown).unwrap();
        assert_eq!(&far.measured.borrow()[..3], ["A\nb\nc\n", "a\nb\nC\n", "a\nB\nc\n"]);
    }
}
