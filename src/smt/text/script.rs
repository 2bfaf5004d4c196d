//! The commands a verification-condition query is made of, typed: solver options, declarations
//! and definitions, assertions, and assertion-stack pushes and pops. Everything else Boogie logs
//! (`set-info`, `check-sat`, `(labels)`, `get-*`, `eval`, `echo`, `reset`) is handled by
//! [`super::query`] and never stored here.

use super::sexp::Sexp;
use std::fmt;
use thiserror::Error;

/// A command that cannot be part of a query.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error("`{0}` is not a command (commands are lists starting with a symbol)")]
    NotACommand(String),
    #[error("malformed `{head}` command: {text}")]
    Malformed { head: String, text: String },
}

/// The declaring commands a query may contain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclKind {
    DeclareSort,
    DefineSort,
    DeclareFun,
    DeclareConst,
    DefineFun,
    DefineFunRec,
    DefineFunsRec,
    DeclareDatatype,
    DeclareDatatypes,
}

impl DeclKind {
    /// The kind of a command named `head`, if it declares something.
    pub fn of(head: &str) -> Option<DeclKind> {
        Some(match head {
            "declare-sort" => DeclKind::DeclareSort,
            "define-sort" => DeclKind::DefineSort,
            "declare-fun" => DeclKind::DeclareFun,
            "declare-const" => DeclKind::DeclareConst,
            "define-fun" => DeclKind::DefineFun,
            "define-fun-rec" => DeclKind::DefineFunRec,
            "define-funs-rec" => DeclKind::DefineFunsRec,
            "declare-datatype" => DeclKind::DeclareDatatype,
            "declare-datatypes" => DeclKind::DeclareDatatypes,
            _ => return None,
        })
    }
}

/// One command of a query. The variants hold exactly what they print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `(set-option :KEY VALUE)`. Boogie's options are z3's; they are printed for z3 only.
    SetOption { key: String, value: Sexp },
    /// A declaration or definition; the whole command is kept (its head names the kind).
    Declare { kind: DeclKind, command: Sexp },
    /// `(assert TERM)`, holding the term.
    Assert(Sexp),
    /// `(push N)`.
    Push(u32),
    /// `(pop N)`.
    Pop(u32),
}

fn malformed(head: &str, s: &Sexp) -> CommandError {
    CommandError::Malformed { head: head.to_string(), text: truncate(&s.to_string()) }
}

/// The first 200 characters of `s`, for messages.
pub(crate) fn truncate(s: &str) -> String {
    match s.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

fn level(head: &str, s: &Sexp, items: &[Sexp]) -> Result<u32, CommandError> {
    match items {
        [_] => Ok(1),
        [_, Sexp::Numeral(n)] => n.parse().map_err(|_| malformed(head, s)),
        _ => Err(malformed(head, s)),
    }
}

impl Command {
    /// Types a command whose head is one of the kept kinds; `Ok(None)` for any other command.
    pub fn from_sexp(s: Sexp) -> Result<Option<Command>, CommandError> {
        let Some(head) = s.head().map(str::to_string) else {
            return Err(CommandError::NotACommand(truncate(&s.to_string())));
        };
        let items = s.as_list().unwrap_or_default();
        let cmd = match head.as_str() {
            "set-option" => match items {
                [_, Sexp::Keyword(k), v] => Command::SetOption { key: k.clone(), value: v.clone() },
                _ => return Err(malformed(&head, &s)),
            },
            "assert" => match items {
                [_, t] => Command::Assert(t.clone()),
                _ => return Err(malformed(&head, &s)),
            },
            "push" => Command::Push(level(&head, &s, items)?),
            "pop" => Command::Pop(level(&head, &s, items)?),
            h => match DeclKind::of(h) {
                Some(kind) => {
                    if items.len() < 3 || items[1].as_list().is_none() && items[1].as_symbol().is_none() {
                        return Err(malformed(&head, &s));
                    }
                    Command::Declare { kind, command: s }
                }
                None => return Ok(None),
            },
        };
        Ok(Some(cmd))
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::SetOption { key, value } => write!(f, "(set-option :{key} {value})"),
            Command::Declare { command, .. } => write!(f, "{command}"),
            Command::Assert(t) => write!(f, "(assert {t})"),
            Command::Push(n) => write!(f, "(push {n})"),
            Command::Pop(n) => write!(f, "(pop {n})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::sexp::read_one;

    fn cmd(text: &str) -> Result<Option<Command>, CommandError> {
        Command::from_sexp(read_one(text).unwrap())
    }

    #[test]
    fn types_and_prints_commands() {
        for text in [
            "(set-option :smt.MBQI false)",
            "(declare-fun h (Int) Int)",
            "(declare-sort |T@[Int]Int| 0)",
            "(assert (forall ((x Int)) (! (> (h x) 0) :qid |a.1:2|)))",
            "(push 1)",
            "(pop 2)",
        ] {
            assert_eq!(cmd(text).unwrap().unwrap().to_string(), text);
        }
        assert_eq!(cmd("(push)").unwrap(), Some(Command::Push(1)));
        assert_eq!(cmd("(check-sat)").unwrap(), None);
        assert_eq!(cmd("(labels)").unwrap(), None);
    }

    #[test]
    fn malformed_commands_are_errors() {
        for text in ["(assert)", "(assert a b)", "(push x)", "(set-option x)", "(declare-fun)", "x", "((a) b)"] {
            let s = read_one(text).unwrap();
            assert!(Command::from_sexp(s).is_err(), "{text}");
        }
    }
}
