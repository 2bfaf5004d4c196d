//! A verifier's own SMT-LIB file (Dafny's or Boogie's `/proverLog`, a query of Verus or F*, any
//! `.smt2`) as its solver takes it, split into *units*: one per check (`check-sat`,
//! `check-sat-assuming`, z3's `check-sat-using`), holding the commands in force at that check as
//! text, byte for byte as written, one command per line, ending with the check itself.
//!
//! The split is the assertion-stack walk of [`super::query`] with the policy of a user's file
//! (Boogie's logs have their own, [`super::query::split_prover_log_text`]):
//! - kept: `set-option` (every option, resource limits such as `:timeout` and `:rlimit`
//!   included: they are the verifier's semantics) and `set-logic`, which a `pop` does not undo;
//!   declarations, definitions, assertions, `push`/`pop`, and any other command (z3's
//!   `define-const`, …), which stay in their scope;
//! - left out: `set-info` (it never changes an answer; `:boogie-vc-id NAME` names the unit),
//!   `get-*`, `echo`, `eval`, `labels`, `simplify`, `display`, `help`, `apply`, earlier checks;
//!   `reset` empties the stack and forgets the logic but keeps every option (z3 keeps option values
//!   across a reset: each key once, at its last value), `reset-assertions` empties the stack
//!   (options and the logic stay), `exit` ends the file;
//! - after a check, the next unit builds on the same stack (`(assert …)` after a `check-sat`
//!   in the same scope is part of the next unit). After the check of a named VC (a Boogie or
//!   Dafny log), the commands up to the `pop` of its scope depend on the answer (Boogie's
//!   counterexample refinement) and are no unit's.
//!
//! A unit's identity ([`UnitId`]) is its file, its 1-based index, the `line:col` of its check
//! and a name: the `:boogie-vc-id` when there is one, else `FILE#TAG`, named by content: `TAG`
//! is the first 8 hex digits of SHA-256 over the unit's goal (its last negated assertion, else
//! its last assertion: [`Unit::goal`]) and its check, so a unit keeps its name when checks are
//! inserted before it or the prelude changes. A file that is not SMT-LIB
//! is an [`Smt2Error`] with `FILE:LINE:COL`. Commands are read only as far as their shape
//! (balanced, starting with a symbol); whether the solver accepts them is the solver's business
//! (a unit z3 rejects is an error for that unit, reported by the callers).
//!
//! Each command of a unit also carries its s-expression ([`UnitCommand::sexp`], and
//! [`Assertion::sexp`] for an assertion), read once when the file is split, so that no caller
//! reads a unit's text again. The units of one file share the reading of a command they both hold
//! (a prelude is read once, however many checks follow it). A command that does not read as one
//! s-expression (its shape is balanced, but an atom is not SMT-LIB) keeps its [`ReadError`].

use super::query::{text_hash, top_level, walk, Effect, FollowUps, LogError, Query};
use super::script::{truncate, Command, DeclKind};
use super::sexp::{read_one, tokens, ReadError, Sexp, TokenKind};
use crate::error::{ErrorKind, FileError, HasKind};
use std::fmt;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;
use thiserror::Error;

/// A file that is not SMT-LIB as a solver reads it, at `FILE:LINE:COL`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct Smt2Error {
    pub file: String,
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    pub message: String,
}

impl HasKind for Smt2Error {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Why an `.smt2` file gives no units.
#[derive(Debug, Error)]
pub enum InputError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Syntax(#[from] Smt2Error),
    #[error("{0}: no check-sat, nothing to solve")]
    NoCheck(String),
}

impl HasKind for InputError {
    fn kind(&self) -> ErrorKind {
        match self {
            InputError::File(e) => e.kind(),
            InputError::Syntax(_) | InputError::NoCheck(_) => ErrorKind::BadInput,
        }
    }
}

/// Where a unit comes from and what it is called.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UnitId {
    /// The file as the user named it.
    pub file: String,
    /// 1-based position among the file's units.
    pub index: usize,
    /// 1-based line and column of its check in the file.
    pub line: usize,
    pub column: usize,
    /// `:boogie-vc-id` of a Boogie or Dafny log, else `FILE#TAG` (the file's name and the tag of
    /// its content: see the module doc). Two units of a file may share a name (the same goal and
    /// check under different hypotheses); callers that need unique names number the repeats.
    pub name: String,
}

impl fmt::Display for UnitId {
    /// `FILE:LINE:COL (NAME)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{} ({})", self.file, self.line, self.column, self.name)
    }
}

/// What a command of a unit is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandKind {
    /// `set-option`.
    Option,
    /// `set-logic`.
    Logic,
    Declare(DeclKind),
    Assert,
    Push(u32),
    Pop(u32),
    /// The unit's check (its last command): `check-sat`, `check-sat-assuming` or
    /// `check-sat-using`, whose head this is.
    Check(String),
    /// Any other command, kept as written: its head (e.g. `define-const`).
    Other(String),
}

/// A command as read, or why its text does not read as one s-expression; shared by the units of
/// a file that hold the same command.
type Read = Arc<Result<Sexp, ReadError>>;

/// One command of a unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitCommand {
    pub kind: CommandKind,
    /// Its bytes in the unit's text.
    pub span: Range<usize>,
    /// 1-based line of its start in the file.
    pub line: usize,
    read: Read,
}

impl UnitCommand {
    /// The command as an s-expression (read when the unit was made), or why its text does not
    /// read as one.
    pub fn sexp(&self) -> Result<&Sexp, &ReadError> {
        self.read.as_ref().as_ref()
    }
}

/// A command wobble cannot give a typed meaning to (see [`Unit::to_query`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotUnderstood {
    #[error("line {line}: `{head}` is not a command wobble understands")]
    Command { head: String, line: usize },
    #[error("line {line}: {message}")]
    Malformed { line: usize, message: String },
    #[error("line {line}: the check is `{head}`, not `check-sat`")]
    Check { head: String, line: usize },
    #[error("the assertion labelled `{label}` is used by another command")]
    LabelUsed { label: String },
    /// Renaming left an old name in place: the renamed text would not mean the same (a bug of
    /// wobble's renamer, never a property of the query).
    #[error("renaming left `{name}` unrenamed (a bug of wobble, please report it)")]
    RenameLeft { name: String },
}

/// One top-level assertion of a unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assertion {
    /// 0-based, in the unit's order.
    pub index: usize,
    /// The whole `(assert …)` command in the unit's text.
    pub span: Range<usize>,
    /// 1-based line of its start in the file.
    pub line: usize,
    /// Its `:named` label, when the term is `(! … :named L)`.
    pub label: Option<String>,
    /// The quantifier ids (`:qid`) written inside it, in order, without repetitions.
    pub qids: Vec<String>,
    read: Read,
}

impl Assertion {
    /// The whole `(assert …)` command as an s-expression, or why it does not read as one.
    pub fn sexp(&self) -> Result<&Sexp, &ReadError> {
        self.read.as_ref().as_ref()
    }

    /// Its term (the `T` of `(assert T)`, annotations kept), when the command reads and has one.
    pub fn term(&self) -> Option<&Sexp> {
        term_of(self.sexp().ok()?)
    }
}

/// The second item of a list: the term of `(assert T)`.
fn term_of(command: &Sexp) -> Option<&Sexp> {
    command.as_list().and_then(|l| l.get(1))
}

/// One check of a verifier's file and everything in force at it (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub id: UnitId,
    text: String,
    commands: Vec<UnitCommand>,
}

/// Line starts of a text, for positions of byte offsets.
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Lines<'a> {
        let starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Lines { text, starts }
    }

    /// 1-based line and column (in characters) of byte `pos`.
    fn position(&self, pos: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= pos);
        let start = self.starts[line - 1];
        (line, self.text[start..pos].chars().count() + 1)
    }
}

/// What a command of the file is, from its head.
enum Head {
    Kept(CommandKind),
    /// `set-logic`.
    Global(CommandKind),
    /// `set-option`, under its key in lower case.
    Option(String),
    VcId(String),
    Skip,
    Reset,
    ResetAssertions,
    Exit,
}

/// Commands that never change the stack: left out wherever they occur.
const SKIPPED: [&str; 9] = ["set-info", "echo", "eval", "labels", "simplify", "display", "help", "apply", "get-info"];

const CHECKS: [&str; 3] = ["check-sat", "check-sat-assuming", "check-sat-using"];

fn head_of(text: &str) -> Result<Head, String> {
    let mut ts = tokens(text).skip(1);
    let atom = |t: Option<Result<super::sexp::Token, _>>| t.and_then(|t| t.ok()).filter(|t| t.kind == TokenKind::Atom);
    let symbol = |t: &&str| !t.starts_with(|c: char| c.is_ascii_digit() || matches!(c, ':' | '"' | '#'));
    let Some(head) = atom(ts.next()).map(|t| t.text(text)).filter(symbol) else {
        return Err(format!("`{}` is not a command (commands are lists starting with a symbol)", truncate(text)));
    };
    let args: Vec<&str> = ts.take(2).map_while(|t| atom(Some(t)).map(|t| t.text(text))).collect();
    let level = || match args.first() {
        None => Ok(1),
        Some(n) => n.parse::<u32>().map_err(|_| format!("`{}`: the level must be a numeral", truncate(text))),
    };
    Ok(match head {
        "set-info" => match args[..] {
            [":boogie-vc-id", v] => Head::VcId(v.trim_start_matches('|').trim_end_matches('|').to_string()),
            _ => Head::Skip,
        },
        "set-option" => Head::Option(args.first().map_or_else(String::new, |k| k.to_ascii_lowercase())),
        "set-logic" => Head::Global(CommandKind::Logic),
        "push" => Head::Kept(CommandKind::Push(level()?)),
        "pop" => Head::Kept(CommandKind::Pop(level()?)),
        "assert" => Head::Kept(CommandKind::Assert),
        "reset" => Head::Reset,
        "reset-assertions" => Head::ResetAssertions,
        "exit" => Head::Exit,
        h if CHECKS.contains(&h) => Head::Kept(CommandKind::Check(h.to_string())),
        h if SKIPPED.contains(&h) || h.starts_with("get-") => Head::Skip,
        h => Head::Kept(DeclKind::of(h).map_or_else(|| CommandKind::Other(h.to_string()), CommandKind::Declare)),
    })
}

/// Reads an `.smt2` file and splits it into units (at least one).
pub fn read_file(path: &Path) -> Result<Vec<Unit>, InputError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
    let file = path.display().to_string();
    let units = split(&file, &text)?;
    if units.is_empty() {
        return Err(InputError::NoCheck(file));
    }
    Ok(units)
}

/// Splits the text of `file` into its units, in order (none if it has no check).
pub fn split(file: &str, text: &str) -> Result<Vec<Unit>, Smt2Error> {
    let lines = Lines::new(text);
    let error_at = |pos: usize, message: String| {
        let (line, column) = lines.position(pos);
        Smt2Error { file: file.to_string(), line, column, message }
    };
    let spans = top_level(text).map_err(|e| match e {
        LogError::Read(r) => Smt2Error { file: file.to_string(), line: r.line, column: r.column, message: r.message },
        LogError::Command { source, .. } => error_at(stray_atom(text), source.to_string()),
        other => error_at(0, other.to_string()),
    })?;
    let heads: Vec<Head> =
        spans.iter().map(|&(s, e)| head_of(&text[s..e]).map_err(|m| error_at(s, m))).collect::<Result<_, _>>()?;
    let walked = walk(0..spans.len(), FollowUps::AfterNamedVcs, |_, i: usize| {
        Ok(match &heads[i] {
            Head::Kept(CommandKind::Push(n)) => Effect::Push(*n, i),
            Head::Kept(CommandKind::Pop(n)) => Effect::Pop(*n),
            Head::Kept(CommandKind::Check(_)) => Effect::CheckSat,
            Head::Kept(_) => Effect::Keep(i),
            Head::Global(_) => Effect::Global(i),
            Head::Option(key) => Effect::Option(key.clone(), i),
            Head::VcId(v) => Effect::VcId(v.clone()),
            Head::Skip => Effect::Skip,
            Head::Reset => Effect::Reset,
            Head::ResetAssertions => Effect::ResetAssertions,
            Head::Exit => Effect::Exit,
        })
    })
    .map_err(|e| match e {
        LogError::Underflow { index, levels, depth } => {
            error_at(spans[index].0, format!("`(pop {levels})` with only {depth} scopes pushed"))
        }
        other => error_at(0, other.to_string()),
    })?;
    let file_name = Path::new(file).file_name().map_or_else(|| file.to_string(), |n| n.to_string_lossy().into_owned());
    // Each command of the file is read once, by the first unit that holds it.
    let mut read: Vec<Option<Read>> = vec![None; spans.len()];
    Ok(walked
        .into_iter()
        .enumerate()
        .map(|(k, w)| {
            let mut unit_text = String::new();
            let mut commands = Vec::with_capacity(w.commands.len() + 1);
            for i in w.commands.into_iter().chain([w.check]) {
                let kind = match &heads[i] {
                    Head::Kept(k) | Head::Global(k) => k.clone(),
                    Head::Option(_) => CommandKind::Option,
                    _ => continue,
                };
                let (s, e) = spans[i];
                let start = unit_text.len();
                unit_text.push_str(&text[s..e]);
                let read = read[i].get_or_insert_with(|| Arc::new(read_one(&text[s..e]))).clone();
                commands.push(UnitCommand { kind, span: start..unit_text.len(), line: lines.position(s).0, read });
                unit_text.push('\n');
            }
            let (line, column) = lines.position(spans[w.check].0);
            let mut u = Unit {
                id: UnitId { file: file.to_string(), index: k + 1, line, column, name: String::new() },
                text: unit_text,
                commands,
            };
            u.id.name = w.name.unwrap_or_else(|| format!("{file_name}#{}", u.content_tag()));
            u
        })
        .collect())
}

/// The byte offset of the first atom outside any list (what [`top_level`] rejects).
fn stray_atom(text: &str) -> usize {
    let mut depth = 0usize;
    for t in tokens(text).map_while(Result::ok) {
        match t.kind {
            TokenKind::Open => depth += 1,
            TokenKind::Close => depth = depth.saturating_sub(1),
            TokenKind::Atom if depth == 0 => return t.start,
            TokenKind::Atom => {}
        }
    }
    0
}

impl Unit {
    /// The unit of a text that has exactly one check (e.g. a query printed by wobble,
    /// [`Query::to_smtlib`]); `name` names it.
    pub fn single(name: &str, text: &str) -> Result<Unit, Smt2Error> {
        let mut units = split(name, text)?;
        match units.len() {
            1 => {
                let mut u = units.remove(0);
                u.id.name = name.to_string();
                Ok(u)
            }
            n => Err(Smt2Error {
                file: name.to_string(),
                line: 1,
                column: 1,
                message: format!("expected one check-sat, found {n}"),
            }),
        }
    }

    /// The unit's name ([`UnitId::name`]).
    pub fn name(&self) -> &str {
        &self.id.name
    }

    /// Its commands, one per line, ending with its check and a newline.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Hex SHA-256 of [`Unit::text`] (what seeds its samples).
    pub fn text_hash(&self) -> String {
        text_hash(&self.text)
    }

    /// Its commands, in order; the last is its check.
    pub fn commands(&self) -> &[UnitCommand] {
        &self.commands
    }

    /// The text of one of its commands.
    pub fn command_text(&self, c: &UnitCommand) -> &str {
        &self.text[c.span.clone()]
    }

    /// The check command (always the last).
    pub fn check(&self) -> &UnitCommand {
        // `split` always ends a unit with its check.
        &self.commands[self.commands.len() - 1]
    }

    /// Its top-level assertions, with their labels and quantifier ids. An assertion that does not
    /// read as an s-expression (the solver will say why) has neither.
    pub fn assertions(&self) -> Vec<Assertion> {
        self.commands
            .iter()
            .filter(|c| c.kind == CommandKind::Assert)
            .enumerate()
            .map(|(index, c)| {
                let term = c.sexp().ok().and_then(term_of);
                let (label, qids) = (term.and_then(top_label), term.map(qids_of).unwrap_or_default());
                Assertion { index, span: c.span.clone(), line: c.line, label, qids, read: c.read.clone() }
            })
            .collect()
    }

    /// The index ([`Unit::assertions`]) of the goal assertion, or `None` when there is no
    /// assertion. Boogie, Dafny (through Boogie), Verus and F* all state the goal as one
    /// assertion of the negated claim, the last before the check: the goal is the last top-level
    /// assertion whose term (under `!` annotations) is a `not`, and when no assertion is a `not`,
    /// the last assertion.
    pub fn goal(&self) -> Option<usize> {
        let asserts: Vec<&UnitCommand> = self.commands.iter().filter(|c| c.kind == CommandKind::Assert).collect();
        let negated = asserts.iter().rposition(|c| {
            let mut t = c.sexp().ok().and_then(term_of);
            while let Some(x) = t.filter(|x| x.head() == Some("!")) {
                t = x.as_list().and_then(|l| l.get(1));
            }
            t.and_then(Sexp::head) == Some("not")
        });
        negated.or(asserts.len().checked_sub(1))
    }

    /// The tag of its content name: the first 8 hex digits of SHA-256 over its goal assertion
    /// ([`Unit::goal`]) and its check, as written. Other units, the prelude, and the unit's
    /// position in the file do not change it.
    fn content_tag(&self) -> String {
        let goal = self.goal().and_then(|g| self.commands.iter().filter(|c| c.kind == CommandKind::Assert).nth(g));
        let mut text = goal.map_or_else(String::new, |c| self.command_text(c).to_string());
        text.push('\n');
        text.push_str(self.command_text(self.check()));
        let mut tag = text_hash(&text);
        tag.truncate(8);
        tag
    }

    /// A `:named` label of an assertion that a command uses (so the assertions cannot be
    /// reordered: the use could come before the definition), if any.
    pub fn label_in_use(&self) -> Option<String> {
        let mut labels = Vec::new();
        for c in self.commands.iter().filter(|c| c.kind == CommandKind::Assert) {
            if !self.command_text(c).contains(":named") {
                continue;
            }
            if let Some(term) = c.sexp().ok().and_then(term_of) {
                named_labels(term, &mut labels);
            }
        }
        if labels.is_empty() {
            return None;
        }
        for c in &self.commands {
            let text = self.command_text(c);
            for t in tokens(text).map_while(Result::ok).filter(|t| t.kind == TokenKind::Atom) {
                let word = t.text(text).trim_start_matches('|').trim_end_matches('|');
                // `:named L` defines L; any other occurrence uses it.
                if labels.iter().any(|l| l == word) && !text[..t.start].trim_end().ends_with(":named") {
                    return Some(word.to_string());
                }
            }
        }
        None
    }

    /// The unit as a typed [`Query`] (for the reducers), when every command is understood: the
    /// check must be `check-sat`, and `set-logic` or commands such as `define-const` are not.
    pub fn to_query(&self) -> Result<Query, NotUnderstood> {
        let mut commands = Vec::with_capacity(self.commands.len());
        for c in &self.commands {
            match &c.kind {
                CommandKind::Check(h) if h == "check-sat" => {}
                CommandKind::Check(h) => return Err(NotUnderstood::Check { head: h.clone(), line: c.line }),
                CommandKind::Logic => return Err(NotUnderstood::Command { head: "set-logic".into(), line: c.line }),
                CommandKind::Other(h) => return Err(NotUnderstood::Command { head: h.clone(), line: c.line }),
                _ => commands.push(self.typed(c)?),
            }
        }
        Ok(Query { name: self.id.name.clone(), index: self.id.index - 1, commands })
    }

    /// One command as a typed [`Command`] (options, declarations, assertions, push, pop).
    pub fn typed(&self, c: &UnitCommand) -> Result<Command, NotUnderstood> {
        let malformed = |message: String| NotUnderstood::Malformed { line: c.line, message };
        let s = c.sexp().map_err(|e| malformed(e.message.clone()))?;
        match Command::from_sexp(s.clone()) {
            Ok(Some(t)) => Ok(t),
            Ok(None) => Err(NotUnderstood::Command { head: head_name(self.command_text(c)), line: c.line }),
            Err(e) => Err(malformed(e.to_string())),
        }
    }
}

fn head_name(text: &str) -> String {
    tokens(text).nth(1).and_then(Result::ok).map_or_else(String::new, |t| t.text(text).to_string())
}

/// The `:named` label of a term `(! … :named L)`.
fn top_label(term: &Sexp) -> Option<String> {
    let items = term.as_list()?;
    if items.first()?.symbol_name() != Some("!") {
        return None;
    }
    items[1..].windows(2).find_map(|p| match p {
        [Sexp::Keyword(k), v] if k == "named" => v.symbol_name().map(str::to_string),
        _ => None,
    })
}

/// Every `:named` label inside `t`.
fn named_labels(t: &Sexp, out: &mut Vec<String>) {
    attribute_values(t, "named", out);
}

/// The `:qid` values inside `t`, in order, without repetitions.
fn qids_of(t: &Sexp) -> Vec<String> {
    let mut out = Vec::new();
    attribute_values(t, "qid", &mut out);
    let mut seen = std::collections::HashSet::new();
    out.retain(|q| seen.insert(q.clone()));
    out
}

/// The values of attribute `key` of every `(! …)` inside `t` (symbols by name, others printed).
fn attribute_values(t: &Sexp, key: &str, out: &mut Vec<String>) {
    let Some(items) = t.as_list() else { return };
    if items.first().and_then(Sexp::symbol_name) == Some("!") {
        for p in items[1..].windows(2) {
            if let [Sexp::Keyword(k), v] = p {
                if k == key {
                    out.push(v.symbol_name().map_or_else(|| v.to_string(), str::to_string));
                }
            }
        }
    }
    stacker::maybe_grow(super::sexp::STACK_RED_ZONE, super::sexp::STACK_GROWTH, || {
        for i in items {
            attribute_values(i, key, out);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    const FILE: &str = "(set-info :smt-lib-version 2.6)\n(set-option :smt.mbqi false) ; comment\n\
        (declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n(get-model)\n(assert (< x 5))\n\
        (push 1)\n(set-option :timeout 100)\n(assert (= x 3))\n(check-sat-assuming ((> x 1)))\n(pop 1)\n\
        (check-sat)\n(exit)\n(check-sat)\n";

    #[test]
    fn every_check_is_a_unit_and_later_assertions_build_on_the_stack() {
        let u = split("dir/q.smt2", FILE).unwrap();
        assert_eq!(u.len(), 3);
        assert_eq!(
            u[0].text(),
            "(set-option :smt.mbqi false)\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n"
        );
        assert_eq!(
            u[1].text(),
            "(set-option :smt.mbqi false)\n(declare-fun x () Int)\n(assert (> x 0))\n(assert (< x 5))\n(push 1)\n\
             (set-option :timeout 100)\n(assert (= x 3))\n(check-sat-assuming ((> x 1)))\n"
        );
        // The option set inside the popped scope stays in force.
        assert_eq!(
            u[2].text(),
            "(set-option :smt.mbqi false)\n(declare-fun x () Int)\n(assert (> x 0))\n(assert (< x 5))\n\
             (set-option :timeout 100)\n(check-sat)\n"
        );
        let ids: Vec<(usize, usize, usize)> = u.iter().map(|u| (u.id.index, u.id.line, u.id.column)).collect();
        assert_eq!(ids, vec![(1, 5, 1), (2, 11, 1), (3, 13, 1)]);
        let names: Vec<&str> = u.iter().map(Unit::name).collect();
        assert!(names.iter().all(|n| n.starts_with("q.smt2#") && n.len() == "q.smt2#".len() + 8), "{names:?}");
        assert_eq!(names.iter().collect::<BTreeSet<_>>().len(), 3, "{names:?}");
        assert_eq!(u[1].to_string_id(), format!("dir/q.smt2:11:1 ({})", names[1]));
        assert_eq!(u[1].check().kind, CommandKind::Check("check-sat-assuming".into()));
        for unit in &u {
            for c in unit.commands() {
                assert!(unit.command_text(c).starts_with('(') && unit.command_text(c).ends_with(')'));
            }
        }
    }

    impl Unit {
        fn to_string_id(&self) -> String {
            self.id.to_string()
        }
    }

    #[test]
    fn units_are_named_by_content_not_position() {
        let names =
            |text: &str| split("v.smt2", text).unwrap().iter().map(|u| u.name().to_string()).collect::<Vec<_>>();
        let prelude = "(declare-fun f (Int) Int)\n(assert (forall ((x Int)) (> (f x) 0)))\n";
        let goal = |g: &str| format!("(push 1)\n(assert (not (> (f {g}) 0)))\n(check-sat)\n(pop 1)\n");
        let before = names(&format!("{prelude}{}{}", goal("1"), goal("2")));
        // A check inserted before both, and an edited prelude: the two keep their names.
        let after = names(&format!("{prelude}(assert (> (f 5) 0))\n{}{}{}", goal("0"), goal("1"), goal("2")));
        assert_eq!(after.len(), 3);
        assert_eq!(&after[1..], &before[..], "{before:?} {after:?}");
        assert!(!before.contains(&after[0]));
        // The name follows the goal and the check, not the position.
        let swapped = names(&format!("{prelude}{}{}", goal("2"), goal("1")));
        assert_eq!(swapped, vec![before[1].clone(), before[0].clone()]);
        let assuming = names(&format!("{prelude}(check-sat-assuming ((> (f 1) 0)))\n(check-sat)\n"));
        assert_ne!(assuming[0], assuming[1], "the check is part of the content");
    }

    #[test]
    fn named_vcs_drop_their_follow_ups() {
        let log = "(set-option :AUTO_CONFIG false)\n(declare-fun a () Int)\n(push 1)\n(set-info :boogie-vc-id P)\n\
                   (assert (not (> a 0)))\n(check-sat)\n(get-info :reason-unknown)\n(labels)\n(assert %lbl%@1)\n(check-sat)\n\
                   (pop 1)\n(reset)\n(declare-fun b () Int)\n(push 1)\n(set-info :boogie-vc-id |Q r|)\n(assert b)\n(check-sat)\n(pop 1)\n";
        let u = split("log.smt2", log).unwrap();
        assert_eq!(u.iter().map(Unit::name).collect::<Vec<_>>(), vec!["P", "Q r"]);
        assert_eq!(
            u[0].text(),
            "(set-option :AUTO_CONFIG false)\n(declare-fun a () Int)\n(push 1)\n(assert (not (> a 0)))\n(check-sat)\n"
        );
        // The option set before the reset is still in force (z3 keeps it).
        assert_eq!(
            u[1].text(),
            "(set-option :AUTO_CONFIG false)\n(declare-fun b () Int)\n(push 1)\n(assert b)\n(check-sat)\n"
        );
    }

    #[test]
    fn reset_keeps_the_options_as_z3_does_and_forgets_the_rest() {
        let text = "(set-option :smt.random_seed 3)\n(set-logic ALL)\n(set-option :RLIMIT 100)\n(declare-fun p () Bool)\n\
                    (push 1)\n(set-option :rlimit 200)\n(assert p)\n(check-sat)\n(pop 1)\n(reset)\n\
                    (set-option :smt.random_seed 3)\n(declare-fun q () Bool)\n(assert q)\n(check-sat)\n(reset)\n(check-sat)\n";
        let u = split("f", text).unwrap();
        // After the reset: the options, each key once at its last value (`:rlimit` and `:RLIMIT`
        // are one z3 option), then what the file says after it; no logic, no declaration.
        assert_eq!(
            u[1].text(),
            "(set-option :smt.random_seed 3)\n(set-option :rlimit 200)\n(set-option :smt.random_seed 3)\n\
             (declare-fun q () Bool)\n(assert q)\n(check-sat)\n"
        );
        // A second reset does not pile the options up.
        assert_eq!(u[2].text(), "(set-option :rlimit 200)\n(set-option :smt.random_seed 3)\n(check-sat)\n");
    }

    #[test]
    fn push_zero_opens_no_scope() {
        let u = split("f", "(push 0)\n(assert p)\n(check-sat)\n(pop 0)\n(check-sat)\n").unwrap();
        assert_eq!(u[1].text(), "(push 0)\n(assert p)\n(check-sat)\n");
        assert!(split("f", "(push 0)\n(pop 1)\n").is_err());
    }

    #[test]
    fn reset_assertions_keeps_options() {
        let u =
            split("f", "(set-option :a 1)\n(set-logic ALL)\n(assert p)\n(reset-assertions)\n(check-sat)\n").unwrap();
        assert_eq!(u[0].text(), "(set-option :a 1)\n(set-logic ALL)\n(check-sat)\n");
    }

    #[test]
    fn errors_have_file_line_and_column() {
        let cases = [
            ("(assert x)\n  (assert (", (2, 11)),
            ("(assert x)\n(pop 1)", (2, 1)),
            ("(assert x)\n x", (2, 2)),
            ("(push x)", (1, 1)),
            ("((a) b)", (1, 1)),
            ("(assert |a)", (1, 9)),
            ("(check-sat)\n(1 2)", (2, 1)),
        ];
        for (text, (line, column)) in cases {
            let e = split("q.smt2", text).unwrap_err();
            assert_eq!((e.line, e.column), (line, column), "{text}: {e}");
            assert!(e.to_string().starts_with(&format!("q.smt2:{line}:{column}: ")), "{e}");
        }
        assert!(split("q", "; nothing\n").unwrap().is_empty());
    }

    #[test]
    fn assertions_labels_and_qids() {
        let text = "(declare-fun f (Int) Int)\n(assert (! (forall ((x Int)) (! (> (f x) 0) :qid ax1 :pattern ((f x)))) :named a1))\n\
                    (assert (forall ((y Int)) (! (= (f y) y) :qid |file.3:4|)))\n(check-sat)\n";
        let u = Unit::single("q", text).unwrap();
        let a = u.assertions();
        assert_eq!(a.len(), 2);
        assert_eq!((a[0].label.as_deref(), a[0].qids.clone()), (Some("a1"), vec!["ax1".to_string()]));
        assert_eq!((a[1].label.as_deref(), a[1].qids.clone()), (None, vec!["file.3:4".to_string()]));
        assert!(u.text()[a[1].span.clone()].starts_with("(assert (forall ((y"));
        assert_eq!(u.label_in_use(), None);
        let used = text.replace("(check-sat)", "(assert (not a1))\n(check-sat)");
        assert_eq!(Unit::single("q", &used).unwrap().label_in_use(), Some("a1".into()));
    }

    #[test]
    fn commands_carry_their_reading_shared_by_the_units_of_a_file() {
        let u = split("f", FILE).unwrap();
        for unit in &u {
            for c in unit.commands() {
                assert_eq!(c.sexp().map(ToString::to_string), Ok(flat(unit.command_text(c))));
            }
            for a in unit.assertions() {
                assert_eq!(a.sexp().map(ToString::to_string), Ok(flat(&unit.text()[a.span.clone()])));
                assert_eq!(
                    a.term().map(ToString::to_string),
                    term_of(&read_one(&unit.text()[a.span.clone()]).unwrap()).map(ToString::to_string)
                );
            }
        }
        // The declaration of `x` is one command of the file, read once for all three units.
        let decl =
            |k: usize| u[k].commands().iter().find(|c| matches!(c.kind, CommandKind::Declare(_))).unwrap().read.clone();
        assert!(Arc::ptr_eq(&decl(0), &decl(1)) && Arc::ptr_eq(&decl(1), &decl(2)));
        // A command whose shape is balanced but whose atom is not SMT-LIB keeps why.
        let bad = Unit::single("b", "(declare-fun p () Bool)\n(assert (> 1. p))\n(assert p)\n(check-sat)\n").unwrap();
        let a = bad.assertions();
        assert!(a[0].sexp().unwrap_err().message.contains("no digits after the point"), "{:?}", a[0].sexp());
        assert_eq!((a[0].term(), a[0].qids.len()), (None, 0));
        assert_eq!(a[1].term().map(ToString::to_string).as_deref(), Some("p"));
        assert!(matches!(bad.typed(&bad.commands()[1]), Err(NotUnderstood::Malformed { line: 2, .. })));
    }

    /// `t` on one line with single spaces, as the printer writes a command.
    fn flat(t: &str) -> String {
        t.split_whitespace().collect::<Vec<_>>().join(" ").replace("( ", "(").replace(" )", ")")
    }

    #[test]
    fn typed_view() {
        let u = &split("f", FILE).unwrap();
        let q = u[0].to_query().unwrap();
        assert_eq!(q.assertions(), 1);
        assert!(matches!(u[1].to_query(), Err(NotUnderstood::Check { .. })));
        let other = split("f", "(define-const c Int 3)\n(check-sat)\n").unwrap();
        assert_eq!(other[0].commands()[0].kind, CommandKind::Other("define-const".into()));
        assert!(matches!(other[0].to_query(), Err(NotUnderstood::Command { line: 1, .. })));
        assert!(Unit::single("f", FILE).is_err());
    }
}
