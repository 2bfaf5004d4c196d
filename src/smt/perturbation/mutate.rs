//! Deterministic SMT-level perturbations of a query, after Mariposa (Zhou et al., FMCAD 2023):
//!
//! - `shuffle`: every maximal run of consecutive `assert` commands is permuted in place;
//!   declarations, definitions, options and push/pop stay where they are (so every symbol is still
//!   declared before use and every assertion stays in its scope);
//! - `rename`: every user-declared sort, function and constant, and every bound variable, gets a
//!   fresh name (`S…`, `f…`, `k…`, `x…`, numbered in a random order), consistently; theory
//!   symbols, keywords and attribute values (Boogie's `:qid`, `:skolemid`, `:lblpos`) are kept,
//!   `:pattern` terms are renamed (see [`crate::smt::text::symbols`]);
//! - `reseed`: the solver's random seeds are set (z3 `smt.random_seed`/`sat.random_seed`,
//!   cvc4/cvc5 `seed` and the SAT solver's seed) to a value drawn from the perturbation seed.
//!
//! A [`Perturbation`] is a set of methods and a seed; it is written `shuffle+rename@42` and
//! applying it twice to the same query gives the same text. Each method draws from its own
//! ChaCha8 stream seeded with SHA-256 over (seed, method) exactly as mutant generation seeds its
//! generator ([`crate::util::rng::GenRng`]), so results do not depend on the `rand` crate's
//! version nor on which other methods are combined. Methods compose in the fixed order shuffle,
//! rename, reseed.
//!
//! A unit of a verifier's own file ([`Unit`], kept as text) is perturbed on its text
//! ([`Perturbation::apply_unit`]): `reseed` always applies, its options placed where z3 reads
//! them (before the unit's first `push`, else before its check: z3 4.8.12, 4.13.0 and 5.4.1 read
//! `smt.random_seed` when the first `push` creates the solver, so a seed set after it is
//! ignored; the last seed set before it wins, so the file's own seed is overridden). `shuffle`
//! permutes runs of consecutive assertions as for a [`Query`] and does not apply when an
//! assertion's `:named` label is used (the use could move before its definition); `rename`
//! needs every command typed (an unknown command such as `define-const` makes it not apply);
//! both reprint only what they change. A method that does not apply is a [`NotApplicable`] with
//! its reason, for that unit only. [`Sample`] is what the samplers take: a [`Query`] or a
//! [`Unit`].

use crate::smt::text::query::{text_hash, Dialect, Query};
use crate::smt::text::script::Command;
use crate::smt::text::symbols::{
    all_symbol_names, bound_variables, declared_symbols, named_symbols, Renamer, SymbolKind,
};
use crate::smt::text::theory;
use crate::smt::text::unit::{CommandKind, NotUnderstood, Unit};
use crate::util::rng::GenRng;
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// One perturbation method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Method {
    Shuffle,
    Rename,
    Reseed,
}

impl Method {
    pub const ALL: [Method; 3] = [Method::Shuffle, Method::Rename, Method::Reseed];

    /// The methods sampled by default (`wobble stability`, `wobble fuzz --classify`): `rename`
    /// and `reseed`. `shuffle` reorders assertions, the SMT image of the Boogie-level order
    /// operators (S1 reorders declarations; the paper's Fig. 1 flips by exactly that order), so
    /// counting its failures as solver noise would hide the findings wobble looks for.
    pub const DEFAULT: [Method; 2] = [Method::Rename, Method::Reseed];

    /// [`Method::DEFAULT`] as a `--methods` value.
    pub const DEFAULT_LIST: &'static str = "rename,reseed";

    pub fn as_str(self) -> &'static str {
        match self {
            Method::Shuffle => "shuffle",
            Method::Rename => "rename",
            Method::Reseed => "reseed",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A perturbation written wrongly.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PerturbationError {
    #[error("unknown perturbation method `{0}` (expected shuffle, rename, reseed or none)")]
    UnknownMethod(String),
    #[error("perturbation `{0}` must be METHODS@SEED, e.g. shuffle+rename@42")]
    Syntax(String),
}

/// A set of methods (possibly empty: the query itself) and the seed that drives them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Perturbation {
    methods: BTreeSet<Method>,
    seed: u64,
}

impl Perturbation {
    pub fn new(methods: impl IntoIterator<Item = Method>, seed: u64) -> Perturbation {
        Perturbation { methods: methods.into_iter().collect(), seed }
    }

    /// No perturbation: the query as Boogie logged it.
    pub fn identity() -> Perturbation {
        Perturbation::new([], 0)
    }

    /// The methods, in composition order.
    pub fn methods(&self) -> impl Iterator<Item = Method> + '_ {
        self.methods.iter().copied()
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn has(&self, m: Method) -> bool {
        self.methods.contains(&m)
    }

    /// Applies the perturbation to `query` (without [`Perturbation::try_apply`]'s check).
    pub fn apply(&self, query: &Query) -> Perturbed {
        self.perturb(query).0
    }

    /// Applies the perturbation to `query`, checking that renaming left no old name where names
    /// are: a name it left would make a query the solver rejects (a bug of wobble, reported as
    /// rename not applying, never sampled as a failing run).
    pub fn try_apply(&self, query: &Query) -> Result<Perturbed, NotApplicable> {
        match self.perturb(query) {
            (p, None) => Ok(p),
            (_, Some(name)) => {
                Err(NotApplicable { method: Method::Rename, reason: NotUnderstood::RenameLeft { name } })
            }
        }
    }

    /// The perturbed query, and an old name that renaming left, if any.
    fn perturb(&self, query: &Query) -> (Perturbed, Option<String>) {
        let mut q = query.clone();
        if self.has(Method::Shuffle) {
            shuffle(&mut q.commands, &mut self.rng(Method::Shuffle));
        }
        let left = if self.has(Method::Rename) { rename(&mut q.commands, &mut self.rng(Method::Rename)) } else { None };
        // z3 and cvc read their seeds as 32-bit unsigned numbers; stay below 2^31 for all.
        let random_seed = self.has(Method::Reseed).then(|| self.rng(Method::Reseed).below(1 << 31));
        (Perturbed { query: q, random_seed, perturbation: self.clone() }, left)
    }

    fn rng(&self, m: Method) -> GenRng {
        GenRng::new(self.seed, "smt-perturbation", m.as_str())
    }
}

impl fmt::Display for Perturbation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.methods.is_empty() {
            return f.write_str("none");
        }
        let names: Vec<&str> = self.methods().map(Method::as_str).collect();
        write!(f, "{}@{}", names.join("+"), self.seed)
    }
}

impl FromStr for Perturbation {
    type Err = PerturbationError;
    /// `none`, or `METHOD[+METHOD…]@SEED`.
    fn from_str(s: &str) -> Result<Perturbation, PerturbationError> {
        if s == "none" {
            return Ok(Perturbation::identity());
        }
        let (methods, seed) = s.split_once('@').ok_or_else(|| PerturbationError::Syntax(s.to_string()))?;
        let seed: u64 = seed.parse().map_err(|_| PerturbationError::Syntax(s.to_string()))?;
        let methods = methods
            .split('+')
            .map(|m| {
                Method::ALL
                    .into_iter()
                    .find(|x| x.as_str() == m)
                    .ok_or_else(|| PerturbationError::UnknownMethod(m.into()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Perturbation::new(methods, seed))
    }
}

/// A method of a perturbation that does not apply to a unit, and why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{method} does not apply: {reason}")]
pub struct NotApplicable {
    pub method: Method,
    pub reason: NotUnderstood,
}

/// A perturbed unit: the text to send (for one dialect) and where its assertions went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerturbedUnit {
    /// The unit's commands perturbed, one per line, ending with its check and a newline (the
    /// unit's own text for the identity).
    pub text: String,
    /// The solver random seed set by `reseed`.
    pub random_seed: Option<u64>,
    /// `order[i]` is the unit's assertion ([`Unit::assertions`] index) that is the `i`-th
    /// assertion of `text` (the identity unless shuffled).
    pub order: Vec<usize>,
}

impl Perturbation {
    /// Applies the perturbation to the text of `unit` for `dialect` (see the module doc). Errors
    /// only when a method does not apply to this unit (never because of the seed).
    pub fn apply_unit(&self, unit: &Unit, dialect: Dialect) -> Result<PerturbedUnit, NotApplicable> {
        let commands = unit.commands();
        let mut pieces: Vec<Cow<str>> = commands.iter().map(|c| Cow::Borrowed(unit.command_text(c))).collect();
        // Piece i is unit command `from[i]`.
        let mut from: Vec<usize> = (0..commands.len()).collect();
        if self.has(Method::Shuffle) {
            if let Some(label) = unit.label_in_use() {
                return Err(NotApplicable { method: Method::Shuffle, reason: NotUnderstood::LabelUsed { label } });
            }
            let mut rng = self.rng(Method::Shuffle);
            let is_assert = |i: usize| commands[i].kind == CommandKind::Assert;
            let mut start = 0;
            while start < from.len() {
                if !is_assert(start) {
                    start += 1;
                    continue;
                }
                let end = (start..from.len()).find(|&i| !is_assert(i)).unwrap_or(from.len());
                permute(&mut from[start..end], &mut rng);
                start = end;
            }
            pieces = from.iter().map(|&i| Cow::Borrowed(unit.command_text(&commands[i]))).collect();
        }
        if self.has(Method::Rename) {
            let not = |reason| NotApplicable { method: Method::Rename, reason };
            // The typed commands (options, declarations, assertions, push, pop) and the literals
            // of a `check-sat-assuming` (renamed as one more term); the logic and other checks stay.
            let mut typed: Vec<Command> = Vec::new();
            let mut slots: Vec<Option<usize>> = Vec::new();
            let mut assuming: Option<usize> = None;
            for &i in &from {
                let c = &commands[i];
                match &c.kind {
                    CommandKind::Logic => slots.push(None),
                    CommandKind::Check(h) if h == "check-sat-assuming" => {
                        let s = c
                            .sexp()
                            .map_err(|e| not(NotUnderstood::Malformed { line: c.line, message: e.message.clone() }))?;
                        let literals = match s.as_list() {
                            Some([_, lits]) => lits.clone(),
                            _ => {
                                return Err(not(NotUnderstood::Malformed {
                                    line: c.line,
                                    message: "`check-sat-assuming` takes one list of literals".into(),
                                }))
                            }
                        };
                        assuming = Some(typed.len());
                        slots.push(Some(typed.len()));
                        typed.push(Command::Assert(literals));
                    }
                    CommandKind::Check(_) => slots.push(None),
                    CommandKind::Other(h) => {
                        return Err(not(NotUnderstood::Command { head: h.clone(), line: c.line }));
                    }
                    _ => {
                        slots.push(Some(typed.len()));
                        typed.push(unit.typed(c).map_err(not)?);
                    }
                }
            }
            if let Some(name) = rename(&mut typed, &mut self.rng(Method::Rename)) {
                return Err(not(NotUnderstood::RenameLeft { name }));
            }
            for (piece, slot) in pieces.iter_mut().zip(&slots) {
                match slot {
                    Some(t) if Some(*t) == assuming => {
                        if let Command::Assert(lits) = &typed[*t] {
                            *piece = Cow::Owned(format!("(check-sat-assuming {lits})"));
                        }
                    }
                    Some(t) => *piece = Cow::Owned(typed[*t].to_string()),
                    None => {}
                }
            }
        }
        let random_seed = self.has(Method::Reseed).then(|| self.rng(Method::Reseed).below(1 << 31));
        let mut text = String::with_capacity(unit.text().len() + 80);
        // Where the seed options go: z3 before the first push (else before the check); cvc first.
        let at = match dialect {
            Dialect::Z3 => (0..from.len())
                .find(|&i| matches!(commands[from[i]].kind, CommandKind::Push(_)))
                .unwrap_or(from.len().saturating_sub(1)),
            Dialect::Cvc(_) => 0,
        };
        for (i, piece) in pieces.iter().enumerate() {
            if i == at {
                if let Some(k) = random_seed {
                    for option in seed_options(dialect) {
                        text.push_str(&format!("(set-option :{option} {k})\n"));
                    }
                }
            }
            text.push_str(piece);
            text.push('\n');
        }
        // The assertion index of each unit command.
        let mut n = 0;
        let index: Vec<usize> = commands
            .iter()
            .map(|c| {
                n += usize::from(c.kind == CommandKind::Assert);
                n.saturating_sub(1)
            })
            .collect();
        let order = from.iter().filter(|&&i| commands[i].kind == CommandKind::Assert).map(|&i| index[i]).collect();
        Ok(PerturbedUnit { text, random_seed, order })
    }
}

/// The solver's random-seed options (z3: `smt.random_seed`, `sat.random_seed`; cvc: `seed` and
/// the SAT solver's seed).
fn seed_options(dialect: Dialect) -> Vec<&'static str> {
    match dialect {
        Dialect::Z3 => vec!["smt.random_seed", "sat.random_seed"],
        Dialect::Cvc(cvc) => theory::seed_options(cvc).to_vec(),
    }
}

/// What the samplers take: a Boogie VC ([`Query`], printed for the solver) or a unit of a
/// verifier's own file ([`Unit`], sent as written).
pub trait Sample: Sync {
    /// Its name in reports (Boogie's VC name, [`Unit::name`]).
    fn name(&self) -> &str;
    /// Hex SHA-256 of its unperturbed z3 text: with the RNG seed, the method and the sample
    /// number it seeds the samples.
    fn text_hash(&self) -> String;
    /// The text to send for `p` in `dialect`, ending with its check, or why a method of `p`
    /// does not apply (never for a [`Query`], never for `reseed`).
    fn perturbed_text(&self, p: &Perturbation, dialect: Dialect) -> Result<String, NotApplicable>;
    /// Whether `method` applies to it (what [`Sample::perturbed_text`] would say for any seed).
    fn applies(&self, method: Method) -> Result<(), NotApplicable> {
        self.perturbed_text(&Perturbation::new([method], 0), Dialect::Z3).map(|_| ())
    }
}

impl Sample for Query {
    fn name(&self) -> &str {
        &self.name
    }

    fn text_hash(&self) -> String {
        text_hash(&self.to_smtlib(Dialect::Z3, None))
    }

    fn perturbed_text(&self, p: &Perturbation, dialect: Dialect) -> Result<String, NotApplicable> {
        p.try_apply(self).map(|q| q.to_smtlib(dialect))
    }

    /// Every method applies to a Boogie VC, unless renaming leaves a name (a bug of wobble).
    fn applies(&self, method: Method) -> Result<(), NotApplicable> {
        match method {
            Method::Rename => Perturbation::new([method], 0).try_apply(self).map(|_| ()),
            Method::Shuffle | Method::Reseed => Ok(()),
        }
    }
}

impl Sample for Unit {
    fn name(&self) -> &str {
        Unit::name(self)
    }

    fn text_hash(&self) -> String {
        Unit::text_hash(self)
    }

    fn perturbed_text(&self, p: &Perturbation, dialect: Dialect) -> Result<String, NotApplicable> {
        p.apply_unit(self, dialect).map(|u| u.text)
    }
}

/// A perturbed query: what to send to a solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Perturbed {
    pub query: Query,
    /// The solver random seed set by `reseed`.
    pub random_seed: Option<u64>,
    pub perturbation: Perturbation,
}

impl Perturbed {
    /// The text for `dialect` (see [`Query::to_smtlib`]).
    pub fn to_smtlib(&self, dialect: Dialect) -> String {
        self.query.to_smtlib(dialect, self.random_seed)
    }
}

/// Fisher–Yates with our own uniform draws.
fn permute<T>(items: &mut [T], rng: &mut GenRng) {
    for i in (1..items.len()).rev() {
        let j = rng.index(i + 1);
        items.swap(i, j);
    }
}

/// Permutes every maximal run of consecutive assertions in place.
fn shuffle(commands: &mut [Command], rng: &mut GenRng) {
    let mut start = 0;
    while start < commands.len() {
        if !matches!(commands[start], Command::Assert(_)) {
            start += 1;
            continue;
        }
        let end = commands[start..]
            .iter()
            .position(|c| !matches!(c, Command::Assert(_)))
            .map_or(commands.len(), |n| start + n);
        permute(&mut commands[start..end], rng);
        start = end;
    }
}

/// `count` distinct fresh names `PREFIX<i>` in a random order, avoiding `taken`.
fn fresh_names(prefix: &str, count: usize, taken: &BTreeSet<String>, rng: &mut GenRng) -> Vec<String> {
    let mut order: Vec<usize> = (0..count).collect();
    permute(&mut order, rng);
    order
        .into_iter()
        .map(|i| {
            let mut name = format!("{prefix}{i}");
            while taken.contains(&name) {
                name.push('_');
            }
            name
        })
        .collect()
}

/// Renames every declared symbol and bound variable of `commands` to a fresh name; returns an old
/// declared name still standing where names are ([`named_symbols`]), if the renaming missed one.
fn rename(commands: &mut [Command], rng: &mut GenRng) -> Option<String> {
    let taken = all_symbol_names(commands);
    let declared = declared_symbols(commands);
    let mut globals = HashMap::new();
    let mut sorts = HashMap::new();
    for (kind, prefix) in [(SymbolKind::Sort, "S"), (SymbolKind::Function, "f"), (SymbolKind::Constant, "k")] {
        let olds: Vec<&str> = declared.iter().filter(|d| d.kind == kind).map(|d| d.name.as_str()).collect();
        let news = fresh_names(prefix, olds.len(), &taken, rng);
        let map = if kind == SymbolKind::Sort { &mut sorts } else { &mut globals };
        map.extend(olds.iter().map(|o| o.to_string()).zip(news));
    }
    let mut bound = fresh_names("x", bound_variables(commands).len(), &taken, rng).into_iter();
    let olds: Vec<String> = globals.keys().chain(sorts.keys()).cloned().collect();
    Renamer::new(globals, sorts, |_: &str| bound.next()).rename(commands);
    let named = named_symbols(commands);
    olds.into_iter().filter(|o| named.contains(o)).min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::split_prover_log;

    const LOG: &str = "(set-option :smt.MBQI false)\n(declare-sort |T@U| 0)\n(declare-fun h (Int) |T@U|)\n\
        (declare-fun c () Int)\n(assert (forall ((x Int)) (! (= (h x) (h c)) :qid |a.1:2| :pattern ((h x)))))\n\
        (assert (> c 0))\n(assert (< c 9))\n(declare-fun d () Int)\n(assert (= d c))\n(push 1)\n\
        (assert (not (let ((y (h d))) (= y (h c)))))\n(check-sat)\n";

    fn query() -> Query {
        split_prover_log(LOG).unwrap().remove(0)
    }

    #[test]
    fn default_methods_leave_out_shuffle() {
        let listed: Vec<&str> = Method::DEFAULT_LIST.split(',').collect();
        let names: Vec<&str> = Method::DEFAULT.iter().map(|m| m.as_str()).collect();
        assert_eq!(listed, names);
        assert!(!Method::DEFAULT.contains(&Method::Shuffle));
    }

    #[test]
    fn parses_and_prints() {
        let p: Perturbation = "rename+shuffle@42".parse().unwrap();
        assert_eq!(p.to_string(), "shuffle+rename@42");
        assert_eq!("none".parse::<Perturbation>().unwrap(), Perturbation::identity());
        assert!("shuffle".parse::<Perturbation>().is_err());
        assert!("mix@3".parse::<Perturbation>().is_err());
    }

    #[test]
    fn identity_changes_nothing() {
        let q = query();
        assert_eq!(Perturbation::identity().apply(&q).to_smtlib(Dialect::Z3), q.to_smtlib(Dialect::Z3, None));
    }

    #[test]
    fn shuffle_permutes_runs_of_assertions_only() {
        let q = query();
        let mut seen = BTreeSet::new();
        for seed in 0..40 {
            let p = Perturbation::new([Method::Shuffle], seed).apply(&q);
            // Same commands as a multiset, declarations and pushes in place.
            for (a, b) in p.query.commands.iter().zip(&q.commands) {
                assert_eq!(matches!(a, Command::Assert(_)), matches!(b, Command::Assert(_)));
                if !matches!(a, Command::Assert(_)) {
                    assert_eq!(a, b);
                }
            }
            let first_run: Vec<String> = p.query.commands[4..7].iter().map(|c| c.to_string()).collect();
            seen.insert(first_run);
        }
        assert_eq!(seen.len(), 6, "all orders of the three-assertion run appear: {seen:?}");
    }

    #[test]
    fn deterministic_and_seed_dependent() {
        let q = query();
        let all = [Method::Shuffle, Method::Rename, Method::Reseed];
        let a = Perturbation::new(all, 1).apply(&q).to_smtlib(Dialect::Z3);
        let b = Perturbation::new(all, 1).apply(&q).to_smtlib(Dialect::Z3);
        let c = Perturbation::new(all, 2).apply(&q).to_smtlib(Dialect::Z3);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!(a.contains(":smt.random_seed ") && a.contains(":sat.random_seed "));
    }

    #[test]
    fn rename_is_consistent() {
        let q = query();
        let p = Perturbation::new([Method::Rename], 5).apply(&q);
        let text = p.to_smtlib(Dialect::Z3);
        for old in ["T@U", "(h ", " c)", "(declare-fun d"] {
            assert!(!text.contains(old), "{old} survived:\n{text}");
        }
        assert!(text.contains(":qid |a.1:2|") && text.contains("(set-option :smt.MBQI false)"));
        // Renaming back by structure: the renamed query has the same shape.
        let shape = |t: &str| t.split_whitespace().count();
        assert_eq!(shape(&text), shape(&q.to_smtlib(Dialect::Z3, None)));
        let decls = declared_symbols(&p.query.commands);
        let names: BTreeSet<String> = decls.iter().map(|d| d.name.clone()).collect();
        assert_eq!(names, ["S0", "f0", "k0", "k1"].iter().map(|s| s.to_string()).collect());
    }

    /// A name the renamer does not reach (here inside an indexed identifier it does not know) is
    /// found after renaming: rename does not apply, with the name, for a VC and a unit alike.
    #[test]
    fn a_name_left_by_renaming_is_an_internal_error_not_a_query() {
        let text = "(declare-fun g (Int) Int)\n(push 1)\n(assert ((_ unknown-index g) 1))\n(check-sat)\n";
        let q = split_prover_log(text).unwrap().remove(0);
        let e = Perturbation::new([Method::Rename], 3).try_apply(&q).unwrap_err();
        assert_eq!(e.reason, NotUnderstood::RenameLeft { name: "g".into() });
        assert!(e.to_string().contains("renaming left `g` unrenamed (a bug of wobble"), "{e}");
        assert_eq!(q.applies(Method::Rename).unwrap_err(), e);
        assert!(q.applies(Method::Reseed).is_ok() && Perturbation::new([Method::Reseed], 3).try_apply(&q).is_ok());
        let u = Unit::single("u.smt2", text).unwrap();
        assert_eq!(u.applies(Method::Rename).unwrap_err(), e);
        // Known indexed identifiers are renamed with their symbol.
        let ok = text.replace("unknown-index", "as-array");
        assert!(Unit::single("u.smt2", &ok).unwrap().applies(Method::Rename).is_ok());
    }
}
