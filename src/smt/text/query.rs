//! One SMT-LIB query per verification condition, split out of a Boogie prover log
//! (`/proverLog:FILE`), and printed back for a target solver.
//!
//! Boogie 2.4.1 logs, per implementation: its options, the background axioms and declarations,
//! `(push 1)`, `(set-info :boogie-vc-id NAME)`, the negated VC, `(check-sat)`, then follow-ups
//! that depend on z3's answer (`(get-info :reason-unknown)`, `(labels)`, `(assert %lbl%…)` with
//! another `(check-sat)` to refine counterexamples), `(pop 1)`, and `(reset)` before the next
//! implementation. A [`Query`] is the assertion stack as the solver saw it at the first
//! `(check-sat)` of a VC: options, declarations, definitions, assertions and pushes, in order;
//! popped scopes and everything after that first check up to the end of its scope are dropped.
//! `set-info`, `get-*`, `labels`, `eval` and `echo` never change an answer and are skipped.
//! Boogie's limits (`(set-option :TIMEOUT …)` from `/timeLimit`, `(set-option :RLIMIT …)` from
//! `/rlimit` and `{:rlimit}`) are kept where Boogie sent them, as part of the query: the solver
//! must run under the limits Boogie gives it ([`crate::smt::solving::limits`]); only `RLIMIT 0`, which restores
//! the default, is dropped.
//!
//! The assertion-stack walk (`walk`) is shared with [`super::unit`], which splits a verifier's
//! own `.smt2` files: each splitter gives it a policy (what each command does, `Effect`; what
//! follows a check, `FollowUps`).

use super::script::{truncate, Command, CommandError};
use super::sexp::{read_all, tokens, ReadError, Sexp, TokenKind};
use super::theory::{self, Cvc};
use crate::smt::solving::limits;
use thiserror::Error;

/// Why a prover log could not be split into queries.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LogError {
    #[error("prover log is not SMT-LIB")]
    Read(#[from] ReadError),
    #[error("prover log, command {index}")]
    Command { index: usize, source: CommandError },
    #[error("prover log, command {index}: unsupported command `{text}`")]
    Unsupported { index: usize, text: String },
    #[error("prover log, command {index}: `(pop {levels})` with only {depth} scopes pushed")]
    Underflow { index: usize, levels: u32, depth: usize },
}

/// One verification condition as an SMT-LIB query (everything before its `(check-sat)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    /// Boogie's name for the VC (`(set-info :boogie-vc-id NAME)`, the implementation's name);
    /// `vc_N` when the log gives none.
    pub name: String,
    /// 0-based position of this VC in the log.
    pub index: usize,
    /// The commands before `(check-sat)`.
    pub commands: Vec<Command>,
}

/// Commands that never change an answer and are skipped wherever they occur.
const SKIPPED: [&str; 8] = ["set-info", "get-info", "get-value", "get-model", "labels", "eval", "echo", "set-logic"];

/// What one logged command does to the assertion stack, carrying the command (`T`) where it
/// becomes part of the query. The policy hook of [`walk`]: each splitter says per command.
pub(crate) enum Effect<T> {
    /// `(reset)`: the stack is emptied and the logic forgotten; options ([`Effect::Option`]) stay.
    Reset,
    /// `(reset-assertions)`: the stack is emptied, options ([`Effect::Option`]) and the logic
    /// ([`Effect::Global`]) stay.
    ResetAssertions,
    CheckSat,
    /// `(set-info :boogie-vc-id NAME)`.
    VcId(String),
    Exit,
    /// Never changes an answer (or restores a default limit): left out.
    Skip,
    Push(u32, T),
    Pop(u32),
    Keep(T),
    /// Part of the query but of no scope: the logic, which a pop does not undo (kept where it was
    /// written) and a reset does.
    Global(T),
    /// A solver option under its key (`:smt.random_seed`): of no scope, and kept across `(reset)`
    /// as z3 keeps option values (4.8.12, 4.13.0 and 5.4.1: `(get-option …)` after a reset gives
    /// the value set before it, and a seed or `:rlimit` set before it rules the checks after it).
    Option(String, T),
}

/// Where an item of the assertion stack lives.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Lifetime {
    /// In its scope: gone when the scope is popped.
    Scoped,
    /// Moves to the enclosing scope when its scope is popped; gone at a reset.
    Global,
    /// An option under its key: survives pops and resets.
    Option(String),
}

/// What the walk does with the commands after a check-sat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FollowUps {
    /// Boogie's logs: after a VC's first check-sat, everything up to the pop of its scope (or a
    /// reset) depends on the answer (counterexample refinement) and is left out.
    UntilPop,
    /// A verifier's own file: every check-sat is a query and what follows it builds the next one;
    /// only after the check-sat of a named VC (`:boogie-vc-id`: a Boogie or Dafny log) is
    /// everything up to the pop of its scope left out, as [`FollowUps::UntilPop`] does.
    AfterNamedVcs,
}

/// One query found by [`walk`].
pub(crate) struct Walked<T> {
    /// From `(set-info :boogie-vc-id NAME)` before its check, if any.
    pub name: Option<String>,
    /// The commands in force at its check, in order.
    pub commands: Vec<T>,
    /// The index of the command that checks it.
    pub check: usize,
}

/// The assertion-stack walk every splitter shares: `effect` says what the `index`-th command
/// does, `follow_ups` what happens after a check-sat. Returns each query's name and commands.
pub(crate) fn walk<C, T: Clone>(
    commands: impl IntoIterator<Item = C>,
    follow_ups: FollowUps,
    effect: impl Fn(usize, C) -> Result<Effect<T>, LogError>,
) -> Result<Vec<Walked<T>>, LogError> {
    let mut queries = Vec::new();
    // The assertion stack: scope 0 is the base level; each push adds a scope. An item is a
    // command and its lifetime.
    let mut scopes: Vec<Vec<(T, Lifetime)>> = vec![Vec::new()];
    let mut name: Option<String> = None;
    // After a VC's first check-sat: the number of scopes then; follow-ups are ignored until a
    // pop goes below it (or a reset).
    let mut answered: Option<usize> = None;
    for (index, c) in commands.into_iter().enumerate() {
        match effect(index, c)? {
            Effect::Reset => {
                // The options stay, each key once (its last value: what z3 then has).
                let options: Vec<(T, Lifetime)> = scopes.concat();
                let last = |i: usize, key: &str| {
                    !options[i + 1..].iter().any(|(_, l)| matches!(l, Lifetime::Option(k) if k == key))
                };
                let kept = options
                    .iter()
                    .enumerate()
                    .filter(|(i, (_, l))| matches!(l, Lifetime::Option(k) if last(*i, k)))
                    .map(|(_, item)| item.clone())
                    .collect();
                scopes = vec![kept];
                name = None;
                answered = None;
            }
            Effect::ResetAssertions => {
                let globals = scopes.concat().into_iter().filter(|(_, l)| *l != Lifetime::Scoped).collect();
                scopes = vec![globals];
                answered = None;
            }
            Effect::CheckSat => {
                if answered.is_none() {
                    let name = name.take();
                    if follow_ups == FollowUps::UntilPop || name.is_some() {
                        answered = Some(scopes.len());
                    }
                    let commands = scopes.iter().flatten().map(|(t, _)| t.clone()).collect();
                    queries.push(Walked { name, commands, check: index });
                }
            }
            Effect::VcId(v) => {
                if answered.is_none() {
                    name = Some(v);
                }
            }
            Effect::Exit => break,
            Effect::Skip => {}
            Effect::Push(0, c) => {
                // `(push 0)` opens no scope.
                if let Some(top) = scopes.last_mut() {
                    top.push((c, Lifetime::Scoped));
                }
            }
            Effect::Push(n, c) => {
                scopes.push(vec![(c, Lifetime::Scoped)]);
                // A push of n levels is one command but n scopes.
                for _ in 1..n {
                    scopes.push(Vec::new());
                }
            }
            Effect::Pop(n) => {
                let depth = scopes.len() - 1;
                if n as usize > depth {
                    return Err(LogError::Underflow { index, levels: n, depth });
                }
                let popped = scopes.split_off(scopes.len() - n as usize);
                if let Some(top) = scopes.last_mut() {
                    top.extend(popped.into_iter().flatten().filter(|(_, l)| *l != Lifetime::Scoped));
                }
                if answered.is_some_and(|d| scopes.len() < d) {
                    answered = None;
                }
            }
            Effect::Keep(_) | Effect::Global(_) | Effect::Option(..) if answered.is_some() => {}
            Effect::Keep(c) => {
                if let Some(top) = scopes.last_mut() {
                    top.push((c, Lifetime::Scoped));
                }
            }
            Effect::Global(c) => {
                if let Some(top) = scopes.last_mut() {
                    top.push((c, Lifetime::Global));
                }
            }
            Effect::Option(key, c) => {
                if let Some(top) = scopes.last_mut() {
                    top.push((c, Lifetime::Option(key)));
                }
            }
        }
    }
    Ok(queries)
}

/// [`walk`] of a Boogie log: each VC's name (`vc_N` when the log gives none) and commands.
fn split<C, T: Clone>(
    commands: impl IntoIterator<Item = C>,
    effect: impl Fn(usize, C) -> Result<Effect<T>, LogError>,
) -> Result<Vec<(String, Vec<T>)>, LogError> {
    let walked = walk(commands, FollowUps::UntilPop, effect)?;
    Ok(walked.into_iter().enumerate().map(|(n, w)| (w.name.unwrap_or_else(|| format!("vc_{n}")), w.commands)).collect())
}

/// The effect of a command named `head` that changes nothing in the stack by its head alone.
fn effect_of_head<T>(head: &str) -> Option<Effect<T>> {
    match head {
        "reset" => Some(Effect::Reset),
        "check-sat" => Some(Effect::CheckSat),
        "exit" => Some(Effect::Exit),
        h if SKIPPED.contains(&h) || h.starts_with("get-") => Some(Effect::Skip),
        _ => None,
    }
}

/// Splits a prover log into its queries, in log order.
pub fn split_prover_log(log: &str) -> Result<Vec<Query>, LogError> {
    let queries = split(read_all(log)?, |index, s: Sexp| {
        let Some(head) = s.head() else {
            return Err(LogError::Command { index, source: CommandError::NotACommand(truncate(&s.to_string())) });
        };
        if head == "set-info" {
            return Ok(match s.as_list() {
                Some([_, Sexp::Keyword(k), v]) if k == "boogie-vc-id" => {
                    Effect::VcId(v.symbol_name().map(str::to_string).unwrap_or_else(|| v.to_string()))
                }
                _ => Effect::Skip,
            });
        }
        if let Some(e) = effect_of_head(head) {
            return Ok(e);
        }
        let text = truncate(&s.to_string());
        Ok(match Command::from_sexp(s) {
            Ok(Some(Command::Push(n))) => Effect::Push(n, Command::Push(n)),
            Ok(Some(Command::Pop(n))) => Effect::Pop(n),
            Ok(Some(Command::SetOption { ref key, ref value })) if limits::is_default(key, &value.to_string()) => {
                Effect::Skip
            }
            Ok(Some(c)) => Effect::Keep(c),
            Ok(None) => return Err(LogError::Unsupported { index, text }),
            Err(source) => return Err(LogError::Command { index, source }),
        })
    })?;
    Ok(queries.into_iter().enumerate().map(|(index, (name, commands))| Query { name, index, commands }).collect())
}

/// One VC of a prover log as text: its commands as Boogie logged them, byte for byte, one per
/// line in log order, then `(check-sat)`. What [`split_prover_log`] keeps, without building
/// trees or reprinting: the query level reads every VC of every mutant, and a Dafny program's
/// VCs each repeat a background of some 300 KB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VcText {
    /// As [`Query::name`].
    pub name: String,
    pub text: String,
}

/// Splits a prover log into its VCs as text (see [`VcText`]). Commands are not checked beyond
/// their shape (balanced, starting with a symbol): the text goes to the solver as logged.
pub fn split_prover_log_text(log: &str) -> Result<Vec<VcText>, LogError> {
    let commands = top_level(log)?;
    let queries = split(commands, |index, (start, end): (usize, usize)| {
        let text = &log[start..end];
        let atoms: Vec<&str> = tokens(text)
            .skip(1)
            .take(3)
            .map_while(|t| t.ok().filter(|t| t.kind == TokenKind::Atom).map(|t| t.text(text)))
            .collect();
        let Some(&head) = atoms.first() else {
            return Err(LogError::Command { index, source: CommandError::NotACommand(truncate(text)) });
        };
        let number = || atoms.get(1).map_or(Some(1), |n| n.parse::<u32>().ok());
        Ok(match head {
            "set-info" => match atoms[1..] {
                [":boogie-vc-id", v] => Effect::VcId(v.trim_start_matches('|').trim_end_matches('|').to_string()),
                _ => Effect::Skip,
            },
            "push" => Effect::Push(number().ok_or_else(|| bad_level(index, text))?, (start, end)),
            "pop" => Effect::Pop(number().ok_or_else(|| bad_level(index, text))?),
            "set-option" if atoms.len() == 3 && limits::is_default(atoms[1].trim_start_matches(':'), atoms[2]) => {
                Effect::Skip
            }
            h => effect_of_head(h).unwrap_or(Effect::Keep((start, end))),
        })
    })?;
    Ok(queries
        .into_iter()
        .map(|(name, spans)| {
            let mut text = String::with_capacity(spans.iter().map(|(s, e)| e - s + 1).sum::<usize>() + 12);
            for (s, e) in spans {
                text.push_str(&log[s..e]);
                text.push('\n');
            }
            text.push_str("(check-sat)\n");
            VcText { name, text }
        })
        .collect())
}

fn bad_level(index: usize, text: &str) -> LogError {
    LogError::Unsupported { index, text: truncate(text) }
}

/// The byte spans of the top-level s-expressions of `text`.
pub(crate) fn top_level(text: &str) -> Result<Vec<(usize, usize)>, LogError> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for t in tokens(text) {
        let t = t?;
        match t.kind {
            TokenKind::Open => {
                if depth == 0 {
                    start = t.start;
                }
                depth += 1;
            }
            TokenKind::Close => {
                depth = depth.checked_sub(1).ok_or_else(|| unbalanced(text))?;
                if depth == 0 {
                    out.push((start, t.end));
                }
            }
            TokenKind::Atom if depth == 0 => {
                return Err(LogError::Command {
                    index: out.len(),
                    source: CommandError::NotACommand(truncate(t.text(text))),
                })
            }
            TokenKind::Atom => {}
        }
    }
    if depth > 0 {
        return Err(unbalanced(text));
    }
    Ok(out)
}

fn unbalanced(text: &str) -> LogError {
    // The reader's own message and position: one way of reporting bad SMT-LIB.
    LogError::Read(read_all(text).err().unwrap_or_else(|| ReadError {
        line: 1,
        column: 1,
        message: "unbalanced parentheses".into(),
    }))
}

/// Which solver a query is printed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// z3: Boogie's options are kept, symbols are as logged.
    Z3,
    /// cvc4 / cvc5: `(set-logic ALL)`, no z3 options, user symbols that clash with the
    /// solver's theory symbols or reserved words renamed ([`theory`]).
    Cvc(Cvc),
}

impl Query {
    /// The query's text for `dialect`, ending with `(check-sat)`; `random_seed` adds the solver's
    /// random-seed options (z3: `smt.random_seed`, `sat.random_seed`, placed as
    /// [`crate::smt::perturbation::mutate::Perturbation::apply_unit`] places them in the query's own text: before
    /// its first `push`, else before the check, so that a VC sampled as a query and as the unit
    /// of its text is the same draw; cvc: `seed` and the SAT solver's seed, first).
    pub fn to_smtlib(&self, dialect: Dialect, random_seed: Option<u64>) -> String {
        let mut out = String::new();
        let mut line = |s: &dyn std::fmt::Display| {
            out.push_str(&s.to_string());
            out.push('\n');
        };
        match dialect {
            Dialect::Z3 => {
                // Boogie's own options first: `:print-success false` must come before anything
                // the solver would acknowledge.
                let (options, rest): (Vec<&Command>, Vec<&Command>) =
                    self.commands.iter().partition(|c| matches!(c, Command::SetOption { .. }));
                for c in options {
                    line(c);
                }
                let seeds = |line: &mut dyn FnMut(&dyn std::fmt::Display)| {
                    if let Some(k) = random_seed {
                        line(&format!("(set-option :smt.random_seed {k})"));
                        line(&format!("(set-option :sat.random_seed {k})"));
                    }
                };
                let first_push = rest.iter().position(|c| matches!(c, Command::Push(_))).unwrap_or(rest.len());
                for (i, c) in rest.iter().enumerate() {
                    if i == first_push {
                        seeds(&mut line);
                    }
                    line(c);
                }
                if first_push == rest.len() {
                    seeds(&mut line);
                }
            }
            Dialect::Cvc(cvc) => {
                line(&"(set-logic ALL)");
                if let Some(k) = random_seed {
                    for opt in theory::seed_options(cvc) {
                        line(&format!("(set-option :{opt} {k})"));
                    }
                }
                let mut commands: Vec<Command> =
                    self.commands.iter().filter(|c| !matches!(c, Command::SetOption { .. })).cloned().collect();
                theory::rename_clashes(&mut commands, cvc);
                for c in &commands {
                    line(c);
                }
            }
        }
        out.push_str("(check-sat)\n");
        out
    }

    /// [`Query::to_smtlib`] without a random seed, with every Boogie quantifier id of the form
    /// `FILEbpl.LINE:COL` replaced by `qid`: equal for two programs whose VCs differ only in
    /// where their quantifiers are written.
    pub fn normalized_text(&self, dialect: Dialect) -> String {
        let mut q = self.clone();
        for c in &mut q.commands {
            if let Command::Assert(t) | Command::Declare { command: t, .. } = c {
                normalize_qids(t);
            }
        }
        q.to_smtlib(dialect, None)
    }

    /// Number of assertions.
    pub fn assertions(&self) -> usize {
        self.commands.iter().filter(|c| matches!(c, Command::Assert(_))).count()
    }
}

/// Hex SHA-256 of a text (queries' identities in caches and reports).
pub fn text_hash(text: &str) -> String {
    crate::util::hash::sha256_hex(text.as_bytes())
}

/// Whether `v` looks like a Boogie source position id: `NAME.LINE:COL`.
fn is_position_qid(v: &str) -> bool {
    let Some((file, pos)) = v.rsplit_once('.') else { return false };
    let Some((l, c)) = pos.split_once(':') else { return false };
    !file.is_empty() && !l.is_empty() && !c.is_empty() && (l.bytes().chain(c.bytes())).all(|b| b.is_ascii_digit())
}

fn normalize_qids(t: &mut Sexp) {
    let Sexp::List(items) = t else { return };
    let is_bang = items.first().and_then(Sexp::symbol_name) == Some("!");
    let mut after_qid = false;
    for (i, item) in items.iter_mut().enumerate() {
        if is_bang && after_qid && item.symbol_name().is_some_and(is_position_qid) {
            if let Some(q) = Sexp::symbol("qid") {
                *item = q;
            }
        }
        after_qid = is_bang && i > 0 && matches!(item, Sexp::Keyword(k) if k == "qid");
        if matches!(item, Sexp::List(_)) {
            stacker::maybe_grow(super::sexp::STACK_RED_ZONE, super::sexp::STACK_GROWTH, || normalize_qids(item));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: &str = "(set-option :print-success false)\n(set-info :smt-lib-version 2.0)\n\
        (set-option :smt.MBQI false)\n; done setting options\n(declare-fun x () Int)\n\
        (assert (forall ((i Int)) (! (> i x) :qid |ab.3:15| :skolemid |0|)))\n\
        (push 1)\n(set-info :boogie-vc-id p)\n(set-option :RLIMIT 0)\n(assert (not (> x 0)))\n(check-sat)\n\
        (get-info :reason-unknown)\n(labels)\n(assert x)\n(check-sat)\n(pop 1)\n; Invalid\n(reset)\n\
        (set-option :model_compress false)\n(declare-fun y () Int)\n(push 1)\n(set-info :boogie-vc-id |q r|)\n\
        (assert y)\n(check-sat)\n(pop 1)\n";

    #[test]
    fn splits_at_resets_and_drops_follow_ups() {
        let q = split_prover_log(LOG).unwrap();
        assert_eq!(q.len(), 2);
        assert_eq!((q[0].name.as_str(), q[0].index, q[1].name.as_str(), q[1].index), ("p", 0, "q r", 1));
        assert_eq!(
            q[0].to_smtlib(Dialect::Z3, None),
            "(set-option :print-success false)\n(set-option :smt.MBQI false)\n(declare-fun x () Int)\n\
             (assert (forall ((i Int)) (! (> i x) :qid |ab.3:15| :skolemid |0|)))\n(push 1)\n\
             (assert (not (> x 0)))\n(check-sat)\n"
        );
        assert_eq!(
            q[1].to_smtlib(Dialect::Cvc(Cvc::Cvc5), Some(7)),
            "(set-logic ALL)\n(set-option :seed 7)\n(set-option :sat-random-seed 7)\n(declare-fun y () Int)\n\
             (push 1)\n(assert y)\n(check-sat)\n"
        );
        let z = q[1].to_smtlib(Dialect::Z3, Some(7));
        // z3's seed options right before the first push, as a unit of this text gets them.
        assert!(z.contains("(set-option :smt.random_seed 7)\n(set-option :sat.random_seed 7)\n(push 1)\n"), "{z}");
        assert_eq!(q[0].assertions(), 2);
    }

    #[test]
    fn text_splitting_keeps_what_the_tree_splitting_keeps() {
        let multi_line = LOG.replace("(assert (not (> x 0)))", "(assert (not\n  (> x 0)) ; why\n)");
        for log in [LOG, multi_line.as_str()] {
            let trees = split_prover_log(log).unwrap();
            let texts = split_prover_log_text(log).unwrap();
            assert_eq!(texts.len(), trees.len());
            for (t, q) in texts.iter().zip(&trees) {
                assert_eq!(t.name, q.name);
                // The text is the logged commands; read back, they are the query's commands.
                let again = split_prover_log(&t.text).unwrap().remove(0);
                assert_eq!(again.commands, q.commands, "{}", t.text);
                assert!(t.text.ends_with("(check-sat)\n") && !t.text.contains("RLIMIT 0"), "{}", t.text);
            }
        }
        assert!(split_prover_log_text(LOG).unwrap()[0].text.contains(":qid |ab.3:15| :skolemid |0|"));
        let bad = ["(assert x", "(assert x))", "x (check-sat)", "(pop 1)", "(push -1)", "(|a"];
        for b in bad {
            assert!(split_prover_log_text(b).is_err(), "{b}");
            assert!(split_prover_log(b).is_err(), "{b}");
        }
        let e = split_prover_log_text("(push 1)\n(assert\n  (> x 0)").unwrap_err().to_string();
        assert!(e.contains("not SMT-LIB"), "{e}");
    }

    #[test]
    fn limits_are_part_of_a_query_but_the_default_rlimit_is_not() {
        // As Boogie 2.4.1 logs `/timeLimit:9 /rlimit:12345` and `{:rlimit 7}` on the second VC.
        let log = "(set-option :print-success false)\n(set-option :TIMEOUT 9000)\n(set-option :RLIMIT 12345)\n\
                   (declare-fun a () Int)\n(push 1)\n(set-info :boogie-vc-id one)\n(assert (> a 0))\n(check-sat)\n\
                   (pop 1)\n(reset)\n(set-option :RLIMIT 7)\n(reset)\n(set-option :print-success false)\n\
                   (set-option :TIMEOUT 9000)\n(set-option :RLIMIT 7)\n(declare-fun a () Int)\n(push 1)\n\
                   (set-info :boogie-vc-id two)\n(assert (> a 1))\n(check-sat)\n(pop 1)\n(reset)\n\
                   (set-option :RLIMIT 0)\n(reset)\n(set-option :print-success false)\n(set-option :RLIMIT 0)\n\
                   (declare-fun a () Int)\n(push 1)\n(set-info :boogie-vc-id three)\n(assert (> a 2))\n(check-sat)\n";
        let texts = split_prover_log_text(log).unwrap();
        let trees = split_prover_log(log).unwrap();
        let limits: Vec<limits::Limits> = texts.iter().map(|t| limits::Limits::of_text(&t.text)).collect();
        assert_eq!(limits[0], limits::Limits { rlimit: Some(12345), timeout_ms: Some(9000) });
        assert_eq!(limits[1], limits::Limits { rlimit: Some(7), timeout_ms: Some(9000) });
        assert_eq!(limits[2], limits::Limits::default());
        assert!(!texts[2].text.contains("RLIMIT"), "{}", texts[2].text);
        for (t, q) in texts.iter().zip(&trees) {
            assert_eq!(split_prover_log(&t.text).unwrap().remove(0).commands, q.commands);
        }
        assert!(trees[1].to_smtlib(Dialect::Z3, None).contains("(set-option :RLIMIT 7)\n"));
        assert!(!trees[1].to_smtlib(Dialect::Cvc(Cvc::Cvc5), None).contains("RLIMIT"));
    }

    #[test]
    fn several_vcs_in_one_session_share_the_base_scope() {
        let log = "(declare-fun a () Int)\n(push 1)\n(set-info :boogie-vc-id one)\n(assert (> a 0))\n(check-sat)\n\
                   (assert (> a 1))\n(check-sat)\n(pop 1)\n(declare-fun b () Int)\n(push 1)\n\
                   (set-info :boogie-vc-id two)\n(assert (> b a))\n(check-sat)\n(pop 1)\n";
        let q = split_prover_log(log).unwrap();
        assert_eq!(q.len(), 2);
        assert_eq!(
            q[1].to_smtlib(Dialect::Z3, None),
            "(declare-fun a () Int)\n(declare-fun b () Int)\n(push 1)\n(assert (> b a))\n(check-sat)\n"
        );
    }

    #[test]
    fn bad_logs_are_errors() {
        assert!(matches!(split_prover_log("(assert"), Err(LogError::Read(_))));
        assert!(matches!(split_prover_log("(pop 1)"), Err(LogError::Underflow { .. })));
        assert!(matches!(split_prover_log("(check-sat-assuming (a))"), Err(LogError::Unsupported { .. })));
        assert!(matches!(split_prover_log("x"), Err(LogError::Command { .. })));
        assert_eq!(split_prover_log("; nothing\n").unwrap(), vec![]);
    }

    #[test]
    fn qid_normalization() {
        let log =
            "(declare-fun x () Int)\n(assert (forall ((i Int)) (! (> i x) :qid |mutantbpl.9:2| :skolemid |0|)))\n\
                   (assert (! x :qid |mine|))\n(check-sat)\n";
        let other = log.replace("mutantbpl.9:2", "seedbpl.3:15");
        let (a, b) = (&split_prover_log(log).unwrap()[0], &split_prover_log(&other).unwrap()[0]);
        assert_ne!(a.to_smtlib(Dialect::Z3, None), b.to_smtlib(Dialect::Z3, None));
        assert_eq!(a.normalized_text(Dialect::Z3), b.normalized_text(Dialect::Z3));
        assert!(a.normalized_text(Dialect::Z3).contains(":qid qid :skolemid |0|"));
        assert!(a.normalized_text(Dialect::Z3).contains(":qid |mine|"));
        assert!(is_position_qid("fig1bpl.6:15") && !is_position_qid("a.b") && !is_position_qid(".1:2"));
    }

    #[test]
    fn renames_clashing_symbols_consistently() {
        let log = "(declare-fun exp () Int)\n(declare-fun |wobble!sin| () Int)\n(declare-fun sin (Int) Int)\n\
                   (declare-fun exp@0 () Int)\n\
                   (assert (forall ((char Int) (exp Int)) (! (= (sin char) exp) :pattern ((sin char)))))\n\
                   (assert (= (sin exp) exp@0))\n(check-sat)\n";
        let q = &split_prover_log(log).unwrap()[0];
        let text = q.to_smtlib(Dialect::Cvc(Cvc::Cvc5), None);
        assert_eq!(
            text,
            "(set-logic ALL)\n(declare-fun wobble!exp () Int)\n(declare-fun |wobble!sin| () Int)\n\
             (declare-fun wobble!!sin (Int) Int)\n(declare-fun exp@0 () Int)\n\
             (assert (forall ((wobble!char Int) (wobble!!exp Int)) (! (= (wobble!!sin wobble!char) wobble!!exp) :pattern ((wobble!!sin wobble!char)))))\n\
             (assert (= (wobble!!sin wobble!exp) exp@0))\n(check-sat)\n"
        );
        // z3 keeps the names.
        assert!(q.to_smtlib(Dialect::Z3, None).contains("(declare-fun exp () Int)"));
    }
}
