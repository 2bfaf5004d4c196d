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
//! `set-info`, `get-*`, `labels`, `eval` and `echo` never change an answer and are skipped;
//! Boogie's `(set-option :TIMEOUT …)` (from `/timeLimit`) is a limit, not part of the problem,
//! and is dropped: the solver run sets its own.

use super::script::{truncate, Command, CommandError};
use super::sexp::{read_all, ReadError, Sexp};
use super::theory::{self, Cvc};
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

/// Option keys that are resource limits rather than part of the problem (compared in lower case).
const LIMIT_OPTIONS: [&str; 4] = ["timeout", "rlimit", "smt.timeout", "smt.rlimit"];

/// Splits a prover log into its queries, in log order.
pub fn split_prover_log(log: &str) -> Result<Vec<Query>, LogError> {
    let sexps = read_all(log)?;
    let mut queries = Vec::new();
    // The assertion stack: scope 0 is the base level; each push adds a scope.
    let mut scopes: Vec<Vec<Command>> = vec![Vec::new()];
    let mut name: Option<String> = None;
    // After a VC's first check-sat: the number of scopes then; follow-ups are ignored until a
    // pop goes below it (or a reset).
    let mut answered: Option<usize> = None;
    for (index, s) in sexps.into_iter().enumerate() {
        let head = match s.head() {
            Some(h) => h.to_string(),
            None => {
                return Err(LogError::Command { index, source: CommandError::NotACommand(truncate(&s.to_string())) })
            }
        };
        match head.as_str() {
            "reset" => {
                scopes = vec![Vec::new()];
                name = None;
                answered = None;
                continue;
            }
            "check-sat" => {
                if answered.is_none() {
                    let idx = queries.len();
                    let commands = flatten(&scopes);
                    queries.push(Query {
                        name: name.take().unwrap_or_else(|| format!("vc_{idx}")),
                        index: idx,
                        commands,
                    });
                    answered = Some(scopes.len());
                }
                continue;
            }
            "set-info" => {
                if let Some([_, Sexp::Keyword(k), v]) = s.as_list() {
                    if k == "boogie-vc-id" && answered.is_none() {
                        name = Some(v.symbol_name().map(str::to_string).unwrap_or_else(|| v.to_string()));
                    }
                }
                continue;
            }
            "exit" => break,
            h if SKIPPED.contains(&h) || h.starts_with("get-") => continue,
            _ => {}
        }
        let text = truncate(&s.to_string());
        let cmd = match Command::from_sexp(s) {
            Ok(Some(c)) => c,
            Ok(None) => return Err(LogError::Unsupported { index, text }),
            Err(source) => return Err(LogError::Command { index, source }),
        };
        match cmd {
            Command::Push(n) => {
                scopes.push(vec![Command::Push(n)]);
                // A push of n levels is one command but n scopes.
                for _ in 1..n {
                    scopes.push(Vec::new());
                }
            }
            Command::Pop(n) => {
                let depth = scopes.len() - 1;
                if n as usize > depth {
                    return Err(LogError::Underflow { index, levels: n, depth });
                }
                scopes.truncate(scopes.len() - n as usize);
                if answered.is_some_and(|d| scopes.len() < d) {
                    answered = None;
                }
            }
            Command::SetOption { ref key, .. } if LIMIT_OPTIONS.contains(&key.to_ascii_lowercase().as_str()) => {}
            other => {
                if answered.is_none() {
                    if let Some(top) = scopes.last_mut() {
                        top.push(other);
                    }
                }
            }
        }
    }
    Ok(queries)
}

fn flatten(scopes: &[Vec<Command>]) -> Vec<Command> {
    scopes.iter().flatten().cloned().collect()
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
    /// random-seed options first (z3: `smt.random_seed`, `sat.random_seed`; cvc: `seed` and the
    /// SAT solver's seed).
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
                if let Some(k) = random_seed {
                    line(&format!("(set-option :smt.random_seed {k})"));
                    line(&format!("(set-option :sat.random_seed {k})"));
                }
                for c in rest {
                    line(c);
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
        (push 1)\n(set-info :boogie-vc-id p)\n(set-option :TIMEOUT 1000)\n(assert (not (> x 0)))\n(check-sat)\n\
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
        assert!(z.starts_with("(set-option :model_compress false)\n(set-option :smt.random_seed 7)\n"), "{z}");
        assert_eq!(q[0].assertions(), 2);
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
}
