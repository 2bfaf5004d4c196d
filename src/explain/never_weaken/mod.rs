//! The never-weaken rule, one whitelist for Boogie programs ([`bpl`]) and `.smt2` queries
//! ([`smt`]): the differences between an ORIGINAL and an EDITED text are computed, the edit kinds
//! known never to make the proof prove less are admitted ([`Admit`]), and every other difference
//! is refused with its [`Reason`] at a line of the edited text (of the original, for a drop).
//!
//! Admitted: dropping an axiom (an `.smt2` hypothesis, or conjuncts of one), an `assume` or a `free` clause; adding,
//! changing or narrowing a trigger; adding an `assert` the program must prove; an instance
//! implied by a quantified axiom or assertion of the original ([`bpl_instance`],
//! [`smt_instance`]: capture-avoiding, sort-checked, alpha-equivalence accepted); the
//! skolemization of an existential at fresh functions (or constants) used once, and the
//! instances its own quantified conjuncts imply; dropping a `requires`
//! of a procedure whose implementation Boogie verifies. Everything else is refused.
//!
//! `wobble check-repair` ([`crate::pipeline::check_repair`]) and explain's repairs run the same
//! check ([`bpl::check`], [`smt::check`]); explain.json reports its result on each repair
//! ([`Outcome`]).

pub mod bpl;
pub mod bpl_instance;
pub mod smt;
pub mod smt_instance;

use serde::Serialize;
use std::fmt;
use thiserror::Error;

/// Which text a line number is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Side {
    /// The original (where a dropped item was).
    Original,
    /// The edited text.
    Edited,
}

/// An edit kind the whitelist admits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Admit {
    /// An axiom, or an `.smt2` hypothesis other than the goal, dropped.
    DropsAxiom,
    /// An `assume` statement dropped.
    DropsAssume,
    /// A `free requires`, `free ensures` or `free invariant` dropped.
    DropsFree,
    /// A trigger (`{…}`, `:pattern`) added, changed, narrowed or dropped.
    Trigger,
    /// An `assert` statement added: one more thing to prove.
    AddsAssert,
    /// An `.smt2` hypothesis other than the goal with conjuncts of its `and`s made `true`.
    DropsConjunct,
    /// An axiom or assertion added that an original quantified one implies.
    Instance,
    /// An existential in a positive place replaced by its body at fresh functions of the
    /// universals around it (constants when there are none), used once.
    Skolemization,
    /// A `requires` dropped from a procedure whose implementation Boogie verifies.
    DropsRequires,
}

impl fmt::Display for Admit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Admit::DropsAxiom => "drops the axiom",
            Admit::DropsAssume => "drops the assumption",
            Admit::DropsFree => "drops the free clause",
            Admit::Trigger => "changes a trigger in",
            Admit::AddsAssert => "adds the assertion to prove",
            Admit::DropsConjunct => "drops conjuncts of the hypothesis",
            Admit::Instance => "adds the implied instance",
            Admit::Skolemization => "skolemizes, at fresh symbols,",
            Admit::DropsRequires => "drops, from a verified procedure,",
        })
    }
}

/// One admitted edit: its kind, where, and the clause or declaration it is about (one line).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Admitted {
    pub kind: Admit,
    pub side: Side,
    /// 1-based line in the text of `side`.
    pub line: usize,
    pub what: String,
}

impl fmt::Display for Admitted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} `{}`", self.kind, self.what)
    }
}

/// Why Boogie does not verify a procedure's implementation on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Error)]
pub enum Unverified {
    #[error("the procedure has no implementation in the program (a lemma or a call interface)")]
    NoImplementation,
    #[error("its implementation is marked {{:verify false}}")]
    VerifyFalse,
    #[error("it is {{:inline}}: Boogie inlines it at its call sites and does not verify it on its own")]
    Inline,
}

/// Why an edit is refused: it may make the proof prove less, or the check cannot tell.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Error)]
pub enum Reason {
    #[error("adds the axiom `{0}`, which is no instance of an original axiom")]
    AddsAxiom(String),
    #[error("{owner}: adds or changes the `{clause}`: an ensures is assumed at every call site")]
    AddsEnsures { owner: String, clause: String },
    #[error("{owner}: drops or changes the checked `ensures {clause}`")]
    DropsEnsures { owner: String, clause: String },
    #[error("{owner}: adds or changes the `{clause}`")]
    AddsRequires { owner: String, clause: String },
    #[error("{owner}: adds the assumption `{clause}`")]
    AddsAssumption { owner: String, clause: String },
    #[error("{owner}: adds or changes the loop invariant `{clause}`")]
    AddsInvariant { owner: String, clause: String },
    #[error("{owner}: drops or changes the loop invariant `{clause}`")]
    DropsInvariant { owner: String, clause: String },
    #[error("{owner}: changes the modifies clause")]
    ChangesModifies { owner: String },
    #[error("{owner}: removes or changes a statement (`{stmt}`)")]
    ChangesStatement { owner: String, stmt: String },
    #[error("{owner}: adds the statement `{stmt}` (only asserts may be added)")]
    AddsStatement { owner: String, stmt: String },
    #[error("changes the declaration `{0}` beyond what a repair may")]
    ChangesDeclaration(String),
    #[error("has {0} declarations other than axioms where the original has {1}")]
    DeclarationCount(usize, usize),
    #[error("{owner}: drops `{clause}`, but {why}: every caller would skip that check")]
    DropsRequires { owner: String, clause: String, why: Unverified },
    #[error("{owner}: an implementation the original verifies is no longer verified ({why})")]
    Unverifies { owner: String, why: String },
    #[error("drops or changes the goal `{0}`")]
    DropsGoal(String),
    #[error("adds the assertion `{0}` (neither one of the original's, nor an implied instance, nor a skolemization)")]
    AddsAssertion(String),
    #[error("changes the command `{0}` (only assertions and triggers may change)")]
    ChangesCommand(String),
    #[error("has {0} commands other than assertions where the original has {1}")]
    CommandCount(usize, usize),
    #[error("has {0} checks where the original has {1}")]
    UnitCount(usize, usize),
    #[error("an assertion does not read as an s-expression: `{0}`")]
    Unreadable(String),
    #[error("declares `{0}`, which is not used in exactly one skolemized assertion")]
    FreshConstant(String),
}

/// One refused edit: why, and where.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Refused {
    pub reason: Reason,
    pub side: Side,
    /// 1-based line in the text of `side`.
    pub line: usize,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.side == Side::Original { "original" } else { "edited" };
        write!(f, "{} ({side} line {})", self.reason, self.line)
    }
}

impl std::error::Error for Refused {}

/// What the whitelist says about an edit: every admitted and every refused difference.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Verdict {
    pub admitted: Vec<Admitted>,
    pub refused: Vec<Refused>,
}

impl Verdict {
    /// Whether the edit never weakens the proof: nothing refused.
    pub fn never_weakens(&self) -> bool {
        self.refused.is_empty()
    }

    fn admit(&mut self, kind: Admit, side: Side, line: impl TryInto<usize>, what: impl Into<String>) {
        let line = line.try_into().unwrap_or(0);
        self.admitted.push(Admitted { kind, side, line, what: one_line(&what.into()) });
    }

    fn refuse(&mut self, side: Side, line: impl TryInto<usize>, reason: Reason) {
        let line = line.try_into().unwrap_or(0);
        self.refused.push(Refused { reason, side, line });
    }

    /// Appends `other`'s entries that are not in `self` already (units of one file share their
    /// prelude: its edits are listed once).
    pub fn merge(&mut self, other: Verdict) {
        for a in other.admitted {
            if !self.admitted.contains(&a) {
                self.admitted.push(a);
            }
        }
        for r in other.refused {
            if !self.refused.contains(&r) {
                self.refused.push(r);
            }
        }
    }

    /// `Ok` when the edit never weakens, else the first refusal.
    pub fn result(mut self) -> Result<(), Refused> {
        if self.refused.is_empty() {
            Ok(())
        } else {
            Err(self.refused.remove(0))
        }
    }

    /// The verdict as explain.json reports it on a repair.
    pub fn outcome(&self) -> Outcome {
        Outcome {
            never_weaken: match self.refused.first() {
                None => "passed".into(),
                Some(r) => format!("refused: {r}"),
            },
            admitted: self.admitted.iter().map(|a| format!("line {}: {a}", a.line)).collect(),
        }
    }
}

/// The never-weaken check's result on a reported repair, as explain.json writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// `passed`, or `refused: REASON (… line N)`.
    pub never_weaken: String,
    /// The edits the check admitted, one line each (`line N: KIND `WHAT``; the line is the
    /// repaired file's, or the original's for a drop).
    pub admitted: Vec<String>,
}

/// `s` on one line, at most 100 characters.
fn one_line(s: &str) -> String {
    let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > 100 {
        format!("{}…", one.chars().take(100).collect::<String>())
    } else {
        one
    }
}
