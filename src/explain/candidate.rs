//! The one repair candidate of every subject (a program, a query, a finding's mutant): an edited
//! text of the user's file, and the kinds of edit as data. An [`EditKind`] carries its name (as
//! `explain.json` writes it) and its [`Family`] (its rank, [`super::rank`]); the text of each kind
//! is produced by one generator function per subject ([`super::program_edits::generator`],
//! [`super::query_edits::generator`]). Adding an edit kind is one variant here and one generator
//! function there.

use super::output::Rejected;
use super::rank::Family;

/// A kind of edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// The pattern z3 matched a blamed quantifier with in passing runs, made its trigger.
    AddTrigger,
    /// An instance traced passing runs made and traced failing runs missed, asserted.
    AssertInstance,
    /// An instance guessed from the failing procedure's terms, asserted (`.bpl`).
    AssertHint,
    /// A blamed quantified axiom deleted (`.bpl`).
    DropAxiom,
    /// A blamed quantified `requires` deleted (`.bpl`).
    DropRequires,
    /// A blamed quantified hypothesis deleted (`.smt2`).
    DropAssertion,
    /// A blamed quantifier's trigger narrowed.
    NarrowTrigger,
    /// Everything outside the union of the unsat cores of passing runs deleted.
    PruneToCore,
    /// The axioms or hypotheses that cannot reach the goal deleted.
    DropIrrelevant,
    /// A quantifier's instances at the query's ground terms added beside it (`.smt2`).
    Instantiate,
    /// A quantifier replaced by its instances at the query's ground terms (`.smt2`).
    InstantiateReplace,
    /// An existential hypothesis skolemized (`.smt2`).
    Skolemize,
    /// All of a quantifier's instances in a passing run's proof added: beside it (`.smt2`), or
    /// as `assert`s where their terms are current (`.bpl`, [`super::proof_boogie`]).
    InstantiateProof,
    /// A quantified hypothesis replaced by its instances in a passing run's proof (`.smt2`).
    ReplaceProof,
    /// The existential hypotheses skolemized at declared constants, and the instances over them
    /// that a proof of the skolemized query used asserted before the goal (`.smt2`, when the
    /// passing run's proof left out instances at z3's own skolems).
    SkolemizeProof,
    /// A quantified hypothesis (`.smt2`) or axiom (`.bpl`) that makes most of the failing runs'
    /// instances deleted.
    Erase,
}

impl EditKind {
    /// Every kind, in the order the generators are called (ranking orders them afterwards).
    pub const ALL: [EditKind; 16] = [
        EditKind::InstantiateProof,
        EditKind::SkolemizeProof,
        EditKind::Erase,
        EditKind::ReplaceProof,
        EditKind::AddTrigger,
        EditKind::AssertInstance,
        EditKind::PruneToCore,
        EditKind::DropIrrelevant,
        EditKind::AssertHint,
        EditKind::DropAxiom,
        EditKind::DropRequires,
        EditKind::DropAssertion,
        EditKind::InstantiateReplace,
        EditKind::NarrowTrigger,
        EditKind::Instantiate,
        EditKind::Skolemize,
    ];

    /// Its name in `explain.json` and in the repairs' file names.
    pub fn name(self) -> &'static str {
        match self {
            EditKind::AddTrigger => "add-trigger",
            EditKind::AssertInstance => "assert-instance",
            EditKind::AssertHint => "assert-hint",
            EditKind::DropAxiom => "drop-axiom",
            EditKind::DropRequires => "drop-requires",
            EditKind::DropAssertion => "drop-assertion",
            EditKind::NarrowTrigger => "narrow-trigger",
            EditKind::PruneToCore => "prune-to-core",
            EditKind::DropIrrelevant => "drop-irrelevant",
            EditKind::Instantiate => "instantiate",
            EditKind::InstantiateReplace => "instantiate-replace",
            EditKind::Skolemize => "skolemize",
            EditKind::InstantiateProof => "instantiate-proof",
            EditKind::ReplaceProof => "replace-proof",
            EditKind::SkolemizeProof => "skolemize-proof",
            EditKind::Erase => "erase",
        }
    }

    /// What it does, for ranking.
    pub fn family(self) -> Family {
        match self {
            EditKind::AddTrigger => Family::Trigger,
            EditKind::AssertInstance => Family::Instance,
            EditKind::AssertHint => Family::Hint,
            EditKind::DropAxiom | EditKind::DropRequires | EditKind::DropAssertion => Family::Drop,
            EditKind::NarrowTrigger => Family::Narrow,
            EditKind::PruneToCore => Family::Prune,
            EditKind::DropIrrelevant => Family::Irrelevant,
            EditKind::Instantiate => Family::InstantiateKeep,
            EditKind::InstantiateReplace => Family::InstantiateReplace,
            EditKind::Skolemize => Family::Skolemize,
            EditKind::InstantiateProof => Family::ProofInstance,
            EditKind::ReplaceProof => Family::ProofReplace,
            EditKind::SkolemizeProof => Family::ProofSkolem,
            EditKind::Erase => Family::Erase,
        }
    }
}

/// What a candidate is made of: one edit, or two measured ones combined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    One(EditKind),
    Pair(EditKind, EditKind),
}

impl Edit {
    /// `explain.json`'s `kind`: the edit's, or `pair`.
    pub fn name(self) -> &'static str {
        match self {
            Edit::One(k) => k.name(),
            Edit::Pair(..) => "pair",
        }
    }
}

/// A repair candidate: an edited text of the user's file.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub edit: Edit,
    /// What changed, in words.
    pub change: String,
    /// The whole edited file.
    pub text: String,
    /// How Boogie 3.2 says the same (`hideable` axioms), for `.bpl` edits that have a form there.
    pub boogie_3_2: Option<String>,
    /// The blame position of what it edits (among the blamed quantifiers its generator looks
    /// at): candidates of one family are measured in blame order.
    pub at: usize,
    /// The one query it edits, when it edits only that one (an `assert` in one implementation's
    /// body): once a measured candidate made that query stable, this one is not measured
    /// ([`super::engine::run`]).
    pub target: Option<String>,
    /// The qid of the one quantifier whose instances, axiom or trigger it edits, when it is about
    /// one: once a candidate about it made some of the queries stable, the others about it that
    /// may fix the rest are measured next ([`super::engine::run`]).
    pub quantifier: Option<String>,
}

impl Candidate {
    /// A single edit of `kind` at blame position `at`.
    pub fn new(kind: EditKind, change: String, text: String, at: usize) -> Candidate {
        Candidate { edit: Edit::One(kind), change, text, boogie_3_2: None, at, target: None, quantifier: None }
    }

    /// Editing only the query `query`.
    pub fn for_query(mut self, query: &str) -> Candidate {
        self.target = Some(query.to_string());
        self
    }

    /// About the quantifier `qid`.
    pub fn about(mut self, qid: &str) -> Candidate {
        self.quantifier = Some(qid.to_string());
        self
    }

    /// With Boogie 3.2's way of saying it.
    pub fn with_boogie_3_2(mut self, how: Option<String>) -> Candidate {
        self.boogie_3_2 = how;
        self
    }

    /// `explain.json`'s `kind`.
    pub fn name(&self) -> &'static str {
        self.edit.name()
    }

    /// The candidate refused for `reason`.
    pub fn rejected(&self, reason: impl Into<String>) -> Rejected {
        Rejected::new(self.name(), self.change.clone(), reason)
    }

    /// The two measured candidates `a` and `b` combined into `text`.
    pub fn pair(a: &Candidate, b: &Candidate, text: String) -> Option<Candidate> {
        let (Edit::One(ka), Edit::One(kb)) = (a.edit, b.edit) else { return None };
        Some(Candidate {
            edit: Edit::Pair(ka, kb),
            change: format!("{} ({}); and {} ({})", a.change, ka.name(), b.change, kb.name()),
            text,
            boogie_3_2: None,
            at: a.at,
            target: None,
            quantifier: None,
        })
    }
}

/// `candidates` (edits of `layer`) in the order they are measured for failures of `kind`
/// ([`super::rank`]).
pub fn ranked(
    candidates: Vec<Candidate>,
    kind: super::sample::FailureKind,
    layer: super::rank::Layer,
) -> Vec<Candidate> {
    super::rank::rank(
        candidates,
        |c| match c.edit {
            Edit::One(k) | Edit::Pair(k, _) => (k.family(), c.at),
        },
        kind,
        layer,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_own_name_and_a_family_and_pairs_are_named_apart() {
        let names: std::collections::BTreeSet<&str> = EditKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names.len(), EditKind::ALL.len());
        assert!(!names.contains("pair"));
        let a = Candidate::new(EditKind::DropAxiom, "a".into(), "x".into(), 0);
        let b = Candidate::new(EditKind::AssertHint, "b".into(), "y".into(), 1);
        let p = Candidate::pair(&a, &b, "xy".into()).unwrap();
        assert_eq!((p.name(), p.change.as_str()), ("pair", "a (drop-axiom); and b (assert-hint)"));
        assert!(Candidate::pair(&p, &a, String::new()).is_none(), "a pair is not paired again");
    }

    #[test]
    fn candidates_of_one_family_are_ranked_in_blame_order() {
        let c = |k, at| Candidate::new(k, String::new(), String::new(), at);
        let made = vec![c(EditKind::DropRequires, 1), c(EditKind::DropAxiom, 0), c(EditKind::AssertHint, 0)];
        let fast = ranked(made, super::super::sample::FailureKind::FastUnknown, super::super::rank::Layer::Program);
        let names: Vec<&str> = fast.iter().map(Candidate::name).collect();
        assert_eq!(names, ["assert-hint", "drop-axiom", "drop-requires"]);
    }
}
