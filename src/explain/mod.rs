//! `wobble explain`: from an unstable query to why it is unstable and a repair that measures
//! stable (docs/explain.md).
//!
//! - [`sample`]: the query sampled as `wobble stability` samples it, every run with z3's
//!   quantifier-instantiation profile, and extra runs until each side can be compared;
//! - [`sampling`]: a whole subject sampled (every query, or every pair of a finding's twins), and
//!   the pairs the mutant does worse on;
//! - [`blame`]: per quantifier, passing against failing runs, an exact rank-sum test with Holm's
//!   correction, ranked by effect;
//! - [`source`]: Boogie quantifier ids back to the user's declarations, and source edits;
//! - [`hint`]: assert hints, explicit instances of a quantifier the failing runs miss, guessed
//!   from the failing procedure's terms;
//! - [`instances`]: the instances passing runs make and failing runs miss, read from z3's
//!   trace of the sampling's own runs, and written back into a Boogie program;
//! - [`trigger`]: the patterns z3 matched a quantifier with in passing runs and not in failing
//!   ones, read from the same traces, written back as the quantifier's explicit trigger;
//! - [`proof_boogie`]: an instance from a z3 proof ([`crate::smt::observation::proof`]) written back into a
//!   Boogie program: explicit types for a polymorphic quantifier, an `assert` where an
//!   incarnation is current; [`probe`]: where that is, asked of Boogie; [`points`]: the points of
//!   a body where a statement can go;
//! - [`finding`]: a seed's and a mutant's quantifiers paired by declaration;
//! - [`evidence`]: what a program's or query's repairs are made from; [`finding_evidence`]: a
//!   finding's (its cores moved to the mutant, its triggers);
//! - [`repairing`]: a subject's evidence gathered and its candidates made and measured;
//! - [`assemble`]: the verdicts and `explain.json`'s explanation from what was found and repaired;
//! - [`output`]: the shape of `explain.json` and the text summary;
//! - [`never_weaken`]: the never-weaken rule, one whitelist for Boogie programs and `.smt2`
//!   queries, run on every candidate before it is measured and by `wobble check-repair`;
//! - [`patch`]: repairs as patches of the user's file (written, read back for the final check,
//!   combined, carried to another text);
//! - [`core`]: the unsat core of a passing run, the query pruned to it and measured, and the
//!   Boogie declarations the core comes from;
//! - [`candidate`]: the one repair candidate of every subject, and the kinds of edit as data
//!   ([`candidate::EditKind`]: name and family);
//! - [`program_edits`]: a Boogie program's edits, one generator per kind; [`query_edits`]: an
//!   `.smt2` query's (drop an assertion, prune to the cores, narrow a trigger, instantiate,
//!   skolemize, drop the irrelevant, add a trigger, assert an instance);
//! - [`engine`]: the one measure, rank and confirm loop (never-weaken check, measuring within the
//!   budget, pairs of the best), over a subject;
//! - [`bpl_repair`]: a Boogie program as the loop's subject: measured in stages, the final patch
//!   checked, confirmed by Boogie, a finding's repair applied to its seed; [`query_repair`]: an
//!   `.smt2` file as the loop's subject;
//! - [`smt_repair`]: the text edits of an `.smt2` query;
//!   [`smt_edit`]: its instantiation and skolemization;
//! - [`program`]: a Boogie subject read, its VCs extracted once, its cores' declarations;
//! - [`located`]: the blame entries of the compared queries, located in the user's file;
//! - [`rank`]: the order of the candidates, from the failures' kind;
//! - [`relevance`]: Shake-style relevance of axioms to the goal (`drop-irrelevant`);
//! - [`confirm`]: a `.bpl` repair verified by Boogie itself under reseeds.
//! - [`accept`]: the fair acceptance rule; [`baseline`]: a side of its test (the unrepaired one,
//!   or a program's repair at a second look), drawn on with the sampling's next draws.

pub mod accept;
pub mod assemble;
pub mod baseline;
pub mod blame;
pub mod bpl_repair;
pub mod candidate;
pub mod confirm;
pub mod core;
pub mod deadline;
pub mod engine;
pub mod evidence;
pub mod finding;
pub mod finding_evidence;
pub mod hint;
pub mod instances;
pub mod located;
pub mod never_weaken;
pub mod output;
pub mod patch;
pub mod points;
pub mod probe;
pub mod program;
pub mod program_edits;
pub mod proof_boogie;
pub mod proofs;
pub mod query_edits;
pub mod query_repair;
pub mod rank;
pub mod relevance;
pub mod repairing;
pub mod sample;
pub mod sampling;
pub mod smt_edit;
pub mod smt_repair;
pub mod source;
pub mod splice;
pub mod trigger;

/// Family-wise level of explain's tests (blame, and a repair against the unrepaired subject).
pub const ALPHA: f64 = 0.05;

/// Test fixtures shared by the repair modules' tests.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::blame::Direction;
    use super::output::{BlameEntry, SideOut};
    use crate::smt::text::unit::Unit;

    /// A quantifier `qid` of `query` at `line`:`col`, held by `item`, that the failing runs
    /// instantiate more (9 instances each) than the passing ones (none).
    pub fn blamed_more(query: &str, qid: &str, item: &str, (line, col): (u32, u32)) -> BlameEntry {
        let side = |n: u64| SideOut { runs: 1, median: n as f64, min: n, max: n, max_generation: 0, max_cost: 0.0 };
        BlameEntry {
            rank: 1,
            query: query.into(),
            qid: qid.into(),
            file: String::new(),
            line,
            col,
            item: item.into(),
            text: String::new(),
            passing: side(0),
            failing: side(9),
            direction: Direction::MoreWhenFailing,
            test: String::new(),
            family: 1,
            p_value: 0.0,
            p_adjusted: 0.0,
            effect: 1.0,
            seed: None,
        }
    }

    /// A query with a matching loop (`loop`: `f x` makes `f (2x)`), a second way to trigger it
    /// (`g x`), a hypothesis (`a = 3`), a quantified hypothesis `pos` and the goal `g a > 0`.
    pub const FILE: &str = "(set-option :smt.mbqi false)\n(declare-fun f (Int) Int)\n(declare-fun g (Int) Int)\n\
        (declare-fun a () Int)\n\
        (assert (forall ((x Int)) (! (= (f x) (+ (f (* 2 x)) 1)) :pattern ((f x)) :pattern ((g x)) :qid loop)))\n\
        (assert (= a 3))\n(assert (forall ((y Int)) (! (> (g y) 0) :pattern ((g y)) :qid pos)))\n\
        (push 1)\n(assert (not (> (g a) 0)))\n(check-sat)\n";

    /// `t` read as one unit named `q`.
    pub fn unit(t: &str) -> Unit {
        Unit::single("q", t).unwrap()
    }
}
