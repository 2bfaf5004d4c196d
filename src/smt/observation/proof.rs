//! The quantifier instances a z3 proof uses (Cazamariposas, CADE 2025: instances from the proof
//! object of a passing run, not from traces): [`proved`] runs z3 with `proof=true` on a unit
//! under a perturbation, within a soft time budget, asks `(get-proof)` after `unsat`, and reads
//! its `quant-inst` steps ([`read_proof`]).
//!
//! A proof step `((_ quant-inst t1 … tn) (or (not Q) B))` says that the proof used the instance
//! of quantifier `Q` at the ground terms `t1 … tn`, one per bound variable of `Q` in order. z3
//! 4.8.12, 4.13.0 and 5.4.1 print a proof alike: `((declare-fun y!0 () Int) … (proof P))`, the
//! declarations being the skolem functions the proof introduced, and `P` one term whose
//! subterms are shared through `let`s (`(let ((@x12 …)) …)`, names `$x`, `?x`, `@x`). The names
//! are not unique: inside a binder (`forall`, `lambda`) z3 reuses them with other meanings, so
//! they are resolved in their scope. A proof can be large and nest tens of thousands of `let`s
//! deep: it is read into a flat arena and walked with a heap stack, never by recursion on its
//! depth; only the terms of instances are written out, at most [`MAX_TERM`] nodes each.
//!
//! Each instance is returned per quantifier, keyed by its `:qid` ([`QuantifierKey::Qid`]), or,
//! for a quantifier without one (z3 names it `k!LINE` after the line of the text it read), by
//! the position of its assertion in the unit ([`QuantifierKey::Position`]). Instances are
//! distinct per quantifier, in the proof's order, each a binding of the quantifier's variables
//! (as the proof names them, with their sorts) to ground terms. An instance that mentions a
//! function z3 made up (a skolem function the proof declares, or an undeclared name such as
//! `x!0`, `skolem…`) has no meaning in the query and is left out and counted
//! ([`QuantifierInstances::skolem_filtered`]); so is one whose terms could not be written (too
//! large, or not ground: [`QuantifierInstances::unwritten`]).
//!
//! A `rename` perturbation renames every symbol, so its proof's instances would not be over the
//! query's names: only `reseed` and `shuffle` runs are read.

use super::observe::hard_limit;
use crate::error::{ErrorKind, HasKind};
use crate::smt::perturbation::mutate::{Method, NotApplicable, Perturbation, PerturbedUnit};
use crate::smt::solving::cache::QueryCache;
use crate::smt::solving::solve::{reason_unknown, silent, Answer, SolveResult, Solver, SolverKind};
use crate::smt::text::query::Dialect;
use crate::smt::text::sexp::{read_one, tokens, ReadError, Sexp, TokenKind};
use crate::smt::text::term::symbols;
use crate::smt::text::unit::{CommandKind, Unit};
use crate::util::hash::sha256_hex_parts;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};
use std::time::Duration;
use thiserror::Error;

/// The soft time budget of a proof run when the caller gives none (the anchor's traced runs).
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(10);

/// Most nodes of an instance's term that is written out.
pub const MAX_TERM: usize = 2_000;

/// Which quantifier of a unit an instance is of.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum QuantifierKey {
    /// The quantifier's `:qid`, without bars.
    Qid(String),
    /// A quantifier without `:qid`, by the index of its assertion in the unit
    /// ([`Unit::assertions`]); several unnamed quantifiers of one assertion share it (tell them
    /// apart by their variables).
    Position(usize),
}

impl std::fmt::Display for QuantifierKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QuantifierKey::Qid(q) => write!(f, "{q}"),
            QuantifierKey::Position(i) => write!(f, "the quantifier of assertion {i}"),
        }
    }
}

/// One bound variable of an instance and the ground term bound to it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Binding {
    /// The variable as the proof's quantifier names it (without bars).
    pub var: String,
    /// Its sort, in SMT-LIB.
    pub sort: String,
    /// The ground term, in SMT-LIB over the query's names.
    pub term: String,
}

/// One instance: a term for each variable of the quantifier, in the binder's order.
pub type ProofInstance = Vec<Binding>;

/// What a proof says about one quantifier.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuantifierInstances {
    pub key: QuantifierKey,
    /// z3's name of it (the qid, or `k!LINE`).
    pub z3_name: String,
    /// Its distinct usable instances, in the order the proof first uses them.
    pub instances: Vec<ProofInstance>,
    /// Distinct instances left out because they mention a function z3 made up.
    pub skolem_filtered: usize,
    /// Instances left out because a term could not be written (too large, or not ground).
    pub unwritten: usize,
}

/// The instances of a proof, per quantifier.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProofInstances {
    /// In the order the proof first uses each quantifier.
    pub quantifiers: Vec<QuantifierInstances>,
    /// The functions the proof declares (z3's skolem functions).
    pub skolems: Vec<String>,
    /// The names z3 made up (`y!0`) that the left-out instances mention, sorted: the witnesses of
    /// the existentials a skolemization must declare ([`witness_variable`] gives the variable).
    #[serde(default)]
    pub witnesses: Vec<String>,
}

impl ProofInstances {
    /// The instances of the quantifier `key`, if the proof uses it.
    pub fn of(&self, key: &QuantifierKey) -> Option<&QuantifierInstances> {
        self.quantifiers.iter().find(|q| &q.key == key)
    }

    /// Whether the proof instantiates the quantifier z3 names `name` (its qid, or z3's own name
    /// for one without), usable instances or not.
    pub fn uses(&self, name: &str) -> bool {
        self.quantifiers.iter().any(|q| q.z3_name == name || matches!(&q.key, QuantifierKey::Qid(qid) if qid == name))
    }

    /// Instances left out for mentioning z3's skolem functions, over all quantifiers.
    pub fn skolem_filtered(&self) -> usize {
        self.quantifiers.iter().map(|q| q.skolem_filtered).sum()
    }
}

/// Why a proof run could not be made or read.
#[derive(Debug, Error)]
pub enum ProofError {
    #[error(transparent)]
    NotApplicable(#[from] NotApplicable),
    #[error("a proof object comes from z3, not {0}")]
    NotZ3(SolverKind),
    #[error("a renamed run's proof is not over the query's names; use a reseed or shuffle run")]
    Renamed,
    #[error("z3's proof does not read: {0}")]
    Read(#[from] ReadError),
    #[error("z3's output has no proof")]
    NoProof,
}

impl HasKind for ProofError {
    fn kind(&self) -> ErrorKind {
        match self {
            ProofError::NotApplicable(_) | ProofError::NotZ3(_) | ProofError::Renamed => ErrorKind::BadInput,
            ProofError::Read(_) | ProofError::NoProof => ErrorKind::Failure,
        }
    }
}

/// A run with proofs on, and what its proof says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProofRun {
    pub result: SolveResult,
    /// The run's proof's instances (empty unless it proved the unit and the proof was read).
    pub instances: ProofInstances,
    /// The budget ran out before z3 answered (then there is no proof).
    pub out_of_budget: bool,
    /// Why a passing run gave no instances (its proof could not be read), if so.
    pub note: Option<String>,
}

impl ProofRun {
    pub fn proved(&self) -> bool {
        self.result.answer.verified()
    }
}

/// Runs z3 (`solver`) with proofs on `unit` perturbed by `p` (a passing run's perturbation) within
/// z3's own soft limit `budget` (the hard kill only guards it), and reads the instances its proof
/// uses. Through `cache`: the same text is never run twice for its proof.
pub fn proved(
    solver: &Solver,
    cache: &QueryCache,
    unit: &Unit,
    p: &Perturbation,
    budget: Duration,
) -> Result<ProofRun, ProofError> {
    if solver.kind() != SolverKind::Z3 {
        return Err(ProofError::NotZ3(solver.kind()));
    }
    if p.has(Method::Rename) {
        return Err(ProofError::Renamed);
    }
    let perturbed = p.apply_unit(unit, Dialect::Z3)?;
    let mut script = perturbed.text.clone();
    script.push_str("(get-info :reason-unknown)\n(get-proof)\n");
    let extra = vec![format!("-t:{}", budget.as_millis().max(1)), "proof=true".to_string()];
    let key = sha256_hex_parts([
        b"wobble-smt-proof-v1".as_slice(),
        solver.cache_key().as_bytes(),
        extra.join(" ").as_bytes(),
        script.as_bytes(),
        &budget.as_millis().to_le_bytes(),
    ]);
    if let Some(hit) = cache.get_entry::<ProofRun>(&key) {
        return Ok(hit);
    }
    let dir = tempfile::tempdir().map_err(|e| ProofError::Read(io_error(e)))?;
    let mut stdout = String::new();
    let mut result = solver.run_script(&script, &extra, dir.path(), hard_limit(budget), None, |r, out| {
        stdout = out.stdout.clone();
        r.answer = first_answer(&out.stdout).unwrap_or(Answer::Error);
        if r.answer == Answer::Error {
            r.detail = silent(out);
        }
    });
    let reason = reason_unknown(stdout.split_once("(:reason-unknown").map_or("", |_| &stdout)).unwrap_or_default();
    if result.answer == Answer::Unknown && reason.contains("timeout") {
        result.answer = Answer::Timeout;
    }
    if result.answer == Answer::Unknown && !reason.is_empty() {
        result.detail = format!("reason-unknown: {reason}");
    }
    let out_of_budget = result.answer == Answer::Timeout;
    let (instances, note) = if result.answer == Answer::Unsat {
        match read_proof(&stdout, &declared_names(unit)) {
            Ok(raw) => {
                let lines = std::cell::OnceCell::new();
                (raw.keyed(|name| key_of(name, unit, &perturbed, &lines)), None)
            }
            Err(e) => (ProofInstances::default(), Some(e.to_string())),
        }
    } else {
        (ProofInstances::default(), None)
    };
    let run = ProofRun { result, instances, out_of_budget, note };
    if run.result.answer != Answer::Error {
        let _ = cache.put_entry(&key, &run);
    }
    Ok(run)
}

fn io_error(e: std::io::Error) -> ReadError {
    ReadError { line: 0, column: 0, message: format!("cannot make a directory for the run: {e}") }
}

/// The first `sat`/`unsat`/`unknown` word of z3's output.
fn first_answer(stdout: &str) -> Option<Answer> {
    stdout.lines().map(str::trim).find_map(|l| match l {
        "unsat" => Some(Answer::Unsat),
        "sat" => Some(Answer::Sat),
        "unknown" => Some(Answer::Unknown),
        _ => None,
    })
}

/// The names a unit declares or defines (functions, constants, sorts, datatypes' constructors
/// and selectors count as written by the query: only the command heads below are read).
fn declared_names(unit: &Unit) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for c in unit.commands().iter().filter(|c| matches!(c.kind, CommandKind::Declare(_) | CommandKind::Other(_))) {
        let text = unit.command_text(c);
        let mut atoms = tokens(text).map_while(Result::ok).filter(|t| t.kind == TokenKind::Atom).map(|t| t.text(text));
        if let (Some(_), Some(name)) = (atoms.next(), atoms.next()) {
            out.insert(name.trim_matches('|').to_string());
        }
    }
    out
}

/// The key of the quantifier z3 calls `name` in the text of `perturbed` (made from `unit`);
/// `lines` keeps the assertions' lines of that text ([`assertion_lines`]) once worked out.
fn key_of(
    name: &str,
    unit: &Unit,
    perturbed: &PerturbedUnit,
    lines: &std::cell::OnceCell<Vec<(usize, usize)>>,
) -> QuantifierKey {
    let line = name.strip_prefix("k!").and_then(|n| n.parse::<usize>().ok());
    let named = unit.assertions().iter().any(|a| a.qids.iter().any(|q| q == name));
    let at_line = |l: usize| {
        lines
            .get_or_init(|| assertion_lines(&perturbed.text))
            .iter()
            .rposition(|&(first, last)| first <= l && l <= last)
    };
    match line.filter(|_| !named).and_then(at_line) {
        Some(i) => perturbed.order.get(i).map_or(QuantifierKey::Qid(name.to_string()), |&k| QuantifierKey::Position(k)),
        None => QuantifierKey::Qid(name.to_string()),
    }
}

/// The first and last 1-based lines of each assertion of `text`, in order (none when `text` is
/// not one unit).
fn assertion_lines(text: &str) -> Vec<(usize, usize)> {
    let Ok(u) = Unit::single("proof", text) else { return Vec::new() };
    u.commands()
        .iter()
        .filter(|c| c.kind == CommandKind::Assert)
        .map(|c| (c.line, c.line + u.command_text(c).matches('\n').count()))
        .collect()
}

/// A quantifier's z3 name, its instances (all, each marked when it mentions a skolem), and how
/// many could not be written.
type RawQuantifier = (String, Vec<(ProofInstance, bool)>, usize);

/// A proof's instances before their quantifiers are keyed: per z3 name.
#[derive(Debug, Default)]
pub struct RawProof {
    quantifiers: Vec<RawQuantifier>,
    skolems: Vec<String>,
    witnesses: BTreeSet<String>,
}

impl RawProof {
    /// The instances keyed by `key` (from z3's name), distinct, skolem-mentioning ones counted.
    pub fn keyed(self, key: impl Fn(&str) -> QuantifierKey) -> ProofInstances {
        let quantifiers = self
            .quantifiers
            .into_iter()
            .map(|(name, all, unwritten)| {
                let mut instances = Vec::new();
                let mut skolem = Vec::new();
                for (i, sk) in all {
                    let into = if sk { &mut skolem } else { &mut instances };
                    if !into.contains(&i) {
                        into.push(i);
                    }
                }
                QuantifierInstances {
                    key: key(&name),
                    z3_name: name,
                    instances,
                    skolem_filtered: skolem.len(),
                    unwritten,
                }
            })
            .collect();
        ProofInstances { quantifiers, skolems: self.skolems, witnesses: self.witnesses.into_iter().collect() }
    }
}

/// A node of a proof read flat: an atom (its bytes in the text) or a list of nodes.
enum Node {
    Atom(usize, usize),
    List(Vec<usize>),
}

/// S-expressions read into an arena, without limit on nesting.
struct Tree<'a> {
    text: &'a str,
    nodes: Vec<Node>,
    top: Vec<usize>,
}

impl<'a> Tree<'a> {
    fn read(text: &'a str) -> Result<Tree<'a>, ReadError> {
        let mut tree = Tree { text, nodes: Vec::new(), top: Vec::new() };
        let mut open: Vec<(Vec<usize>, usize)> = Vec::new();
        for t in tokens(text) {
            let t = t?;
            let id = match t.kind {
                TokenKind::Open => {
                    open.push((Vec::new(), t.start));
                    continue;
                }
                TokenKind::Close => {
                    let Some((items, _)) = open.pop() else {
                        return Err(ReadError { line: 0, column: 0, message: "`)` without a matching `(`".into() });
                    };
                    tree.nodes.push(Node::List(items));
                    tree.nodes.len() - 1
                }
                TokenKind::Atom => {
                    tree.nodes.push(Node::Atom(t.start, t.end));
                    tree.nodes.len() - 1
                }
            };
            match open.last_mut() {
                Some((items, _)) => items.push(id),
                None => tree.top.push(id),
            }
        }
        if !open.is_empty() {
            return Err(ReadError { line: 0, column: 0, message: "`(` is never closed".into() });
        }
        Ok(tree)
    }

    fn atom(&self, n: usize) -> Option<&'a str> {
        match self.nodes[n] {
            Node::Atom(s, e) => Some(&self.text[s..e]),
            Node::List(_) => None,
        }
    }

    fn list(&self, n: usize) -> Option<&[usize]> {
        match &self.nodes[n] {
            Node::List(items) => Some(items),
            Node::Atom(..) => None,
        }
    }

    /// The atom a list starts with.
    fn head(&self, n: usize) -> Option<&'a str> {
        self.list(n).and_then(|l| l.first()).and_then(|&h| self.atom(h))
    }
}

/// A name in scope: a `let`'s value (resolved in the scope before the `let`: entries of serial
/// below `outer`) or a bound variable (`None`).
struct Entry {
    serial: usize,
    value: Option<usize>,
    outer: usize,
}

/// The names in scope during the walk.
#[derive(Default)]
struct Scope<'a> {
    names: HashMap<&'a str, Vec<Entry>>,
    next: usize,
}

impl<'a> Scope<'a> {
    /// The innermost entry of `name` made before serial `bound`.
    fn get(&self, name: &str, bound: usize) -> Option<&Entry> {
        self.names.get(name)?.iter().rev().find(|e| e.serial < bound)
    }

    fn push(&mut self, name: &'a str, value: Option<usize>, outer: usize) {
        let serial = self.next;
        self.next += 1;
        self.names.entry(name).or_default().push(Entry { serial, value, outer });
    }

    fn pop(&mut self, name: &str) {
        if let Some(v) = self.names.get_mut(name) {
            v.pop();
        }
    }
}

/// What the walk does next.
enum Task<'a> {
    Visit(usize),
    /// Bind a `let`'s names (node: its binding list) in the scope now current.
    BindLet(usize),
    /// Bind a binder's variables (node: its variable list).
    BindVars(usize),
    Pop(Vec<&'a str>),
}

/// Reads the instances of the proof in z3's output `stdout` (see the module doc). `declared` are
/// the names the query declares: an undeclared name that looks made up (`x!0`, `skolem…`) is
/// z3's, like the functions the proof declares.
pub fn read_proof(stdout: &str, declared: &BTreeSet<String>) -> Result<RawProof, ProofError> {
    let tree = Tree::read(stdout)?;
    let mut skolems = Vec::new();
    let mut proof = None;
    for &t in &tree.top {
        let candidates: Vec<usize> = if tree.head(t) == Some("proof") {
            vec![t]
        } else {
            tree.list(t).map(<[usize]>::to_vec).unwrap_or_default()
        };
        for c in candidates {
            match tree.head(c) {
                Some("proof") => proof = Some(c),
                Some("declare-fun") => {
                    if let Some(name) = tree.list(c).and_then(|l| l.get(1)).and_then(|&n| tree.atom(n)) {
                        skolems.push(name.trim_matches('|').to_string());
                    }
                }
                _ => {}
            }
        }
    }
    let proof = proof.ok_or(ProofError::NoProof)?;
    let mut reader = Reader { tree: &tree, scope: Scope::default(), raw: RawProof::default() };
    reader.raw.skolems = skolems;
    reader.walk(proof);
    let made_up =
        |name: &str| reader.raw.skolems.iter().any(|s| s == name) || (!declared.contains(name) && looks_made_up(name));
    let mut raw = std::mem::take(&mut reader.raw.quantifiers);
    let mut witnesses = BTreeSet::new();
    for (_, instances, _) in &mut raw {
        for (i, skolem) in instances.iter_mut() {
            let mut names = BTreeSet::new();
            for b in i.iter() {
                if let Ok(t) = read_one(&b.term) {
                    symbols(&t, &mut names);
                }
            }
            let made: Vec<String> = names.into_iter().filter(|n| made_up(n)).collect();
            *skolem = !made.is_empty();
            witnesses.extend(made);
        }
    }
    Ok(RawProof { quantifiers: raw, skolems: reader.raw.skolems, witnesses })
}

/// The variable of the existential whose witness z3 named `witness`: the name before z3's
/// numeric suffixes (`y` of 4.8.12's `y!0`, `a#91#0#0` of 4.13.0's `a#91#0#0!1098!181`);
/// `None` for a name without one.
pub fn witness_variable(witness: &str) -> Option<&str> {
    let numeric = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    let mut var = witness;
    while let Some((v, _)) = var.rsplit_once('!').filter(|(_, n)| numeric(n)) {
        var = v;
    }
    (var.len() < witness.len() && !var.is_empty()).then_some(var)
}

/// Whether `name` looks like one z3 makes up: a witness's `x!0` or `x!1098!181`
/// ([`witness_variable`]), `k!12`, `skolem…`, a name ending in `!`.
fn looks_made_up(name: &str) -> bool {
    witness_variable(name).is_some() || name.ends_with('!') || name.starts_with("skolem")
}

/// The walk over a proof.
struct Reader<'t, 'a> {
    tree: &'t Tree<'a>,
    scope: Scope<'a>,
    raw: RawProof,
}

impl<'a> Reader<'_, 'a> {
    fn walk(&mut self, root: usize) {
        let tree = self.tree;
        let mut tasks = vec![Task::Visit(root)];
        while let Some(task) = tasks.pop() {
            match task {
                Task::Pop(names) => names.iter().for_each(|n| self.scope.pop(n)),
                Task::BindLet(bindings) => {
                    let outer = self.scope.next;
                    for &b in tree.list(bindings).unwrap_or(&[]) {
                        let Some([n, v]) = tree.list(b) else { continue };
                        if let Some(name) = tree.atom(*n) {
                            self.scope.push(name, Some(*v), outer);
                        }
                    }
                }
                Task::BindVars(vars) => {
                    let outer = self.scope.next;
                    for name in self.bound_names(vars) {
                        self.scope.push(name, None, outer);
                    }
                }
                Task::Visit(n) => {
                    let Some(items) = tree.list(n) else { continue };
                    match tree.head(n) {
                        Some("let") if items.len() == 3 => {
                            // Values first (outer scope), then the names, the body, and the names popped.
                            tasks.push(Task::Pop(self.bound_names(items[1])));
                            tasks.push(Task::Visit(items[2]));
                            tasks.push(Task::BindLet(items[1]));
                            for &b in tree.list(items[1]).unwrap_or(&[]).iter().rev() {
                                if let Some([_, v]) = tree.list(b) {
                                    tasks.push(Task::Visit(*v));
                                }
                            }
                        }
                        Some("forall" | "exists" | "lambda") if items.len() >= 3 => {
                            tasks.push(Task::Pop(self.bound_names(items[1])));
                            for &i in items[2..].iter().rev() {
                                tasks.push(Task::Visit(i));
                            }
                            tasks.push(Task::BindVars(items[1]));
                        }
                        _ if self.quant_inst(n).is_some() => {}
                        _ => items.iter().rev().for_each(|&i| tasks.push(Task::Visit(i))),
                    }
                }
            }
        }
    }

    /// The names a binder list (`((x Int) (y Int))`, or a `let`'s `((a t))`) binds.
    fn bound_names(&self, list: usize) -> Vec<&'a str> {
        let tree = self.tree;
        tree.list(list)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&v| tree.list(v).and_then(|l| l.first()).and_then(|&n| tree.atom(n)))
            .collect()
    }

    /// Records the instance if `n` is a `quant-inst` step; `Some` then.
    fn quant_inst(&mut self, n: usize) -> Option<()> {
        let tree = self.tree;
        let items = tree.list(n)?;
        let rule = tree.list(*items.first()?)?;
        if rule.len() < 2 || tree.atom(rule[0]) != Some("_") || tree.atom(rule[1]) != Some("quant-inst") {
            return None;
        }
        let now = self.scope.next;
        let recorded = (|| {
            let (or, b) = self.deref(*items.get(1)?, now);
            let (first, b) = self.deref(*tree.list(or).filter(|_| tree.head(or) == Some("or"))?.get(1)?, b);
            let (q, b) = self.deref(*tree.list(first).filter(|_| tree.head(first) == Some("not"))?.get(1)?, b);
            let ql = tree.list(q).filter(|l| tree.head(q) == Some("forall") && l.len() >= 3)?;
            let name = self.qid(ql[2], b)?;
            let vars: Vec<(String, String)> = tree
                .list(ql[1])?
                .iter()
                .filter_map(|&v| {
                    let l = tree.list(v)?;
                    let var = read_one(tree.atom(*l.first()?)?).ok()?.symbol_name()?.to_string();
                    let sort = self.expand(*l.get(1)?, usize::MAX, &mut MAX_TERM.clone(), true)?.to_string();
                    Some((var, sort))
                })
                .collect();
            Some((name, vars))
        })();
        let Some((name, vars)) = recorded else { return Some(()) };
        let terms: Option<Vec<String>> = (rule.len() - 2 == vars.len())
            .then(|| {
                rule[2..]
                    .iter()
                    .map(|&t| self.expand(t, now, &mut MAX_TERM.clone(), false).map(|s| s.to_string()))
                    .collect()
            })
            .flatten();
        let at = match self.raw.quantifiers.iter().position(|(n, _, _)| *n == name) {
            Some(i) => i,
            None => {
                self.raw.quantifiers.push((name, Vec::new(), 0));
                self.raw.quantifiers.len() - 1
            }
        };
        match terms {
            Some(terms) => {
                let instance =
                    vars.into_iter().zip(terms).map(|((var, sort), term)| Binding { var, sort, term }).collect();
                self.raw.quantifiers[at].1.push((instance, false));
            }
            None => self.raw.quantifiers[at].2 += 1,
        }
        Some(())
    }

    /// `n` with `let` names followed to their values (at most as many steps as there are nodes),
    /// and the scope bound its value is read in.
    fn deref(&self, mut n: usize, mut bound: usize) -> (usize, usize) {
        for _ in 0..self.tree.nodes.len() {
            let Some(e) = self.tree.atom(n).and_then(|a| self.scope.get(a, bound)) else { break };
            let Some(v) = e.value else { break };
            (n, bound) = (v, e.outer);
        }
        (n, bound)
    }

    /// The `:qid` of a quantifier's body `(! B :qid Q …)`, without bars.
    fn qid(&self, body: usize, bound: usize) -> Option<String> {
        let (body, _) = self.deref(body, bound);
        let items = self.tree.list(body).filter(|_| self.tree.head(body) == Some("!"))?;
        items.windows(2).find_map(|w| {
            (self.tree.atom(w[0]) == Some(":qid"))
                .then(|| self.tree.atom(w[1]).map(|q| q.trim_matches('|').to_string()))
                .flatten()
        })
    }

    /// Node `n` written out with `let` names replaced by their values, in the scope of entries
    /// below `bound`; `None` when it is larger than `budget` nodes, binds anything, or (unless
    /// `open`) mentions a bound variable.
    fn expand(&self, n: usize, bound: usize, budget: &mut usize, open: bool) -> Option<Sexp> {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        stacker::maybe_grow(
            crate::smt::text::sexp::STACK_RED_ZONE,
            crate::smt::text::sexp::STACK_GROWTH,
            || match &self.tree.nodes[n] {
                Node::Atom(s, e) => {
                    let text = &self.tree.text[*s..*e];
                    match self.scope.get(text, bound) {
                        Some(Entry { value: Some(v), outer, .. }) if !open => self.expand(*v, *outer, budget, open),
                        Some(Entry { value: None, .. }) if !open => None,
                        _ => read_one(text).ok(),
                    }
                }
                Node::List(items) => {
                    if matches!(self.tree.head(n), Some("let" | "forall" | "exists" | "lambda")) {
                        return None;
                    }
                    items
                        .iter()
                        .map(|&i| self.expand(i, bound, budget, open))
                        .collect::<Option<Vec<_>>>()
                        .map(Sexp::List)
                }
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn z3() -> Solver {
        Solver::default_for(SolverKind::Z3).expect("z3 4.8.12 is installed")
    }

    fn run(text: &str) -> ProofRun {
        let unit = Unit::single("q", text).unwrap();
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        proved(&z3(), &cache, &unit, &Perturbation::identity(), DEFAULT_BUDGET).unwrap()
    }

    fn terms(q: &QuantifierInstances) -> Vec<Vec<String>> {
        q.instances.iter().map(|i| i.iter().map(|b| format!("{}:{}={}", b.var, b.sort, b.term)).collect()).collect()
    }

    /// z3 4.8.12's proof of `(f a) > 0 and (f b) > 0` from `forall x. (f x) > 0` (shortened).
    const PROOF: &str = "unsat\n(:reason-unknown \"\")\n((proof\n(let ((?x45 (f b)))\n (let (($x54 (<= ?x45 0)))\n \
        (let ((?x42 (f a)))\n (let (($x50 (<= ?x42 0)))\n (let (($x51 (not $x50)))\n \
        (let (($x35 (forall ((x Int) )(! (not (<= (f x) 0)) :pattern ( (f x) ) :qid pos))\n ))\n \
        (let ((?x67 (lambda ((x Int) )(refl (~ (not (<= (f x) 0)) (not (<= (f x) 0)))))\n ))\n \
        (let ((@x71 (asserted $x35)))\n \
        (let ((@x505 (unit-resolution ((_ quant-inst ?x42) (or (not $x35) $x51)) @x71 (hypothesis $x50) false)))\n \
        (unit-resolution ((_ quant-inst b) (or (not $x35) (not $x54))) @x71 ((_ quant-inst b) (or (not $x35) (not $x54))) false))))))))))))\n";

    #[test]
    fn quant_inst_steps_are_read_with_let_names_resolved_and_repeats_merged() {
        let raw = read_proof(PROOF, &BTreeSet::from(["f".into(), "a".into(), "b".into()])).unwrap();
        let p = raw.keyed(|n| QuantifierKey::Qid(n.to_string()));
        assert_eq!(p.quantifiers.len(), 1);
        let q = &p.quantifiers[0];
        assert_eq!(q.key, QuantifierKey::Qid("pos".into()));
        assert_eq!(terms(q), [["x:Int=(f a)"], ["x:Int=b"]], "`?x42` is `(f a)`");
        assert_eq!((q.skolem_filtered, q.unwritten), (0, 0));
    }

    #[test]
    fn names_are_resolved_in_their_scope_and_skolems_are_filtered() {
        // `?x9` means `(g x)` inside the quantifier and `(g c)` outside; `y!0` is declared by the
        // proof, `sk!3` looks made up and the query does not declare it.
        let out = "unsat\n((declare-fun y!0 () Int)\n(proof (let ((?x9 (g c))) (let (($q (forall ((x Int)) \
            (! (let ((?x9 (g x))) (> ?x9 0)) :qid q1)))) (mp ((_ quant-inst ?x9) (or (not $q) (> (g (g c)) 0))) \
            ((_ quant-inst y!0) (or (not $q) p)) ((_ quant-inst (h sk!3)) (or (not $q) p)) \
            ((_ quant-inst (h sk!3)) (or (not $q) p)) false)))))\n";
        let p = read_proof(out, &BTreeSet::from(["g".into(), "c".into(), "h".into()]))
            .unwrap()
            .keyed(|n| QuantifierKey::Qid(n.to_string()));
        assert_eq!(p.skolems, ["y!0"]);
        let q = &p.quantifiers[0];
        assert_eq!(terms(q), [["x:Int=(g c)"]]);
        assert_eq!(q.skolem_filtered, 2, "y!0 and (h sk!3), each counted once");
        assert_eq!(p.skolem_filtered(), 2);
        assert_eq!(p.witnesses, ["sk!3", "y!0"], "the made-up names the left-out instances mention");
        assert_eq!(witness_variable("y!0"), Some("y"));
        assert_eq!(witness_variable("a#34#0#0!12"), Some("a#34#0#0"));
        assert_eq!(witness_variable("a#91#0#0!1098!181"), Some("a#91#0#0"), "z3 4.13.0's two suffixes");
        assert_eq!((witness_variable("sk!x"), witness_variable("!3"), witness_variable("y!")), (None, None, None));
        // A declared name that looks made up is the query's own.
        let p = read_proof(out, &BTreeSet::from(["g".into(), "c".into(), "h".into(), "sk!3".into()]))
            .unwrap()
            .keyed(|n| QuantifierKey::Qid(n.to_string()));
        assert_eq!(terms(&p.quantifiers[0]), [vec!["x:Int=(g c)"], vec!["x:Int=(h sk!3)"]]);
    }

    #[test]
    fn a_deep_proof_is_read_without_recursion() {
        let n = 50_000;
        let mut text = String::from("unsat\n((proof ");
        for i in 0..n {
            text.push_str(&format!("(let (($x{i} (p{i} c))) "));
        }
        text.push_str("((_ quant-inst $x7) (or (not (forall ((x Int)) (! (q x) :qid deep))) (q (p7 c))))");
        text.push_str(&")".repeat(n + 2));
        let t = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || {
                let p = read_proof(&text, &BTreeSet::new()).unwrap().keyed(|n| QuantifierKey::Qid(n.into()));
                terms(&p.quantifiers[0])
            })
            .unwrap();
        assert_eq!(t.join().unwrap(), [["x:Int=(p7 c)"]]);
        assert!(matches!(read_proof("unsat\n", &BTreeSet::new()), Err(ProofError::NoProof)));
        assert!(matches!(read_proof("((proof (", &BTreeSet::new()), Err(ProofError::Read(_))));
        assert!(looks_made_up("x!0") && looks_made_up("skolem_3") && !looks_made_up("a!b") && !looks_made_up("%%x"));
    }

    #[test]
    fn a_real_proof_names_the_two_instances_it_uses() {
        let r = run(&std::fs::read_to_string("tests/data/smt2/proof_two_instances.smt2").unwrap());
        assert!(r.proved() && !r.out_of_budget, "{r:?}");
        let q = r.instances.of(&QuantifierKey::Qid("pos".into())).expect("the quantifier");
        let mut got = terms(q);
        got.sort();
        assert_eq!(got, [["x:Int=a"], ["x:Int=b"]]);
        assert_eq!(q.skolem_filtered, 0);
    }

    #[test]
    fn an_instance_at_z3s_skolem_of_an_existential_is_filtered() {
        let r = run(&std::fs::read_to_string("tests/data/smt2/proof_skolem.smt2").unwrap());
        assert!(r.proved(), "{r:?}");
        assert_eq!(r.instances.skolems, ["y!0"]);
        assert_eq!(r.instances.witnesses, ["y!0"]);
        // The unnamed universal (z3's `k!6`) is keyed by its assertion's position.
        let q = r.instances.of(&QuantifierKey::Position(1)).expect("keyed by position");
        assert_eq!(q.z3_name, "k!4", "line 4 of the unit's text");
        assert!(q.instances.is_empty());
        assert_eq!(q.skolem_filtered, 1);
    }

    #[test]
    fn a_shuffled_runs_unnamed_quantifier_keeps_its_position_and_the_budget_is_reported() {
        let text = std::fs::read_to_string("tests/data/smt2/proof_skolem.smt2").unwrap();
        let unit = Unit::single("q", &text).unwrap();
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        for seed in 0..4 {
            let p = Perturbation::new([Method::Shuffle, Method::Reseed], seed);
            let r = proved(&z3(), &cache, &unit, &p, DEFAULT_BUDGET).unwrap();
            assert!(r.instances.of(&QuantifierKey::Position(1)).is_some(), "seed {seed}: {r:?}");
            // The same text again comes from the cache.
            assert_eq!(proved(&z3(), &cache, &unit, &p, DEFAULT_BUDGET).unwrap(), r);
        }
        assert!(matches!(
            proved(&z3(), &cache, &unit, &Perturbation::new([Method::Rename], 1), DEFAULT_BUDGET),
            Err(ProofError::Renamed)
        ));
        // A satisfiable unit has no proof; that is no error.
        let sat = Unit::single("s", "(declare-fun p () Bool)\n(assert p)\n(check-sat)\n").unwrap();
        let r = proved(&z3(), &cache, &sat, &Perturbation::identity(), DEFAULT_BUDGET).unwrap();
        assert_eq!((r.result.answer, r.out_of_budget, r.instances.quantifiers.len()), (Answer::Sat, false, 0));
    }
}
