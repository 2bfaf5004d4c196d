//! **Semantics-changing** mutation operators, the mirror image of [`crate::mutation`]'s
//! preserving ones: each of them changes what an implementation body *does*, so that a mutant
//! that still verifies against the unchanged contract shows behaviour the contract does not
//! constrain (`wobble strength`, [`crate::strength`]). They are deliberately kept apart: they are
//! not [`crate::mutation::OpName`]s, are never registered with the preserving operators and are
//! never drawn by Algorithm 1 ([`crate::generation`]).
//!
//! Six kinds, one file each, acting on implementation bodies only (procedure definitions with a
//! body and `implementation` declarations), never on contracts, loop invariants, `assert` or
//! `assume` statements, axioms or functions:
//! - [`delete`]: delete an assignment or a call;
//! - [`operator`]: replace an arithmetic or relational operator by a neighbour;
//! - [`constant`]: replace an integer constant `c` by `c+1`, `c-1` or `0`;
//! - [`guard`]: negate an `if` or `while` guard without swapping branches;
//! - [`rhs`]: replace a right-hand side by another in-scope variable of the same type;
//! - [`havoc`]: drop a `havoc`, or add one after an assignment.
//!
//! A mutant is named by a [`Change`] whose text form (e.g. `delete(0@s7)`, `constant(0@s2.e1+1)`,
//! `rhs(0@s5.r0=t)`) prints and parses back. Statements (`sK`) are numbered in pre-order over a
//! body and expressions (`eJ`) in pre-order over one statement's code expressions
//! ([`locate`]).

pub mod constant;
pub mod delete;
pub mod guard;
pub mod havoc;
pub mod locate;
pub mod operator;
pub mod rhs;

#[cfg(test)]
mod testutil;

use crate::mutation::{DeclRef, Variant};
use crate::syntax::ast::{Decl, DeclKind, Guard, Ident, Pos, Stmt, StmtKind, Type};
use crate::syntax::printer::{print_expr, print_stmt};
use crate::syntax::visit::{body, body_mut};
use std::fmt;
use std::str::FromStr;

/// The six kinds of semantics-changing operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChangeKind {
    Delete,
    Operator,
    Constant,
    Guard,
    Rhs,
    Havoc,
}

impl ChangeKind {
    pub const ALL: [ChangeKind; 6] = [
        ChangeKind::Delete,
        ChangeKind::Operator,
        ChangeKind::Constant,
        ChangeKind::Guard,
        ChangeKind::Rhs,
        ChangeKind::Havoc,
    ];

    /// The kind's name in site texts, CSV rows and reports.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Delete => "delete",
            ChangeKind::Operator => "operator",
            ChangeKind::Constant => "constant",
            ChangeKind::Guard => "guard",
            ChangeKind::Rhs => "rhs",
            ChangeKind::Havoc => "havoc",
        }
    }

    /// One line saying what the operator does (changes meaning, by design).
    pub fn summary(self) -> &'static str {
        match self {
            ChangeKind::Delete => "delete an assignment or call (changes meaning)",
            ChangeKind::Operator => "replace < <= > >= == != + - by a neighbour (changes meaning)",
            ChangeKind::Constant => "replace an integer constant c by c+1, c-1 or 0 (changes meaning)",
            ChangeKind::Guard => "negate an if or while guard, branches kept (changes meaning)",
            ChangeKind::Rhs => "replace a right-hand side by another variable of its type (changes meaning)",
            ChangeKind::Havoc => "drop a havoc, or havoc the variables just assigned (changes meaning)",
        }
    }

    fn operator(self) -> &'static dyn ChangingOperator {
        match self {
            ChangeKind::Delete => &delete::DeleteStmt,
            ChangeKind::Operator => &operator::NeighbourOperator,
            ChangeKind::Constant => &constant::ShiftConstant,
            ChangeKind::Guard => &guard::NegateGuard,
            ChangeKind::Rhs => &rhs::ReplaceRhs,
            ChangeKind::Havoc => &havoc::ToggleHavoc,
        }
    }
}

impl fmt::Display for ChangeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ChangeKind {
    type Err = ChangeParseError;
    fn from_str(s: &str) -> Result<ChangeKind, ChangeParseError> {
        ChangeKind::ALL.into_iter().find(|k| k.as_str() == s).ok_or_else(|| ChangeParseError(s.to_string()))
    }
}

/// Statement `stmt` (pre-order, [`locate::stmts`]) of the body of declaration `decl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct At {
    pub decl: DeclRef,
    pub stmt: usize,
}

/// What an integer constant becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ConstTo {
    PlusOne,
    MinusOne,
    Zero,
}

/// One semantics-changing mutation: its kind and where it applies (see the module doc for the
/// text form).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// Remove the assignment or call at `At`.
    Delete(At),
    /// Replace the operator of code expression `expr` by its neighbour ([`operator::neighbour`]).
    Operator { at: At, expr: usize },
    /// Replace the integer literal that is code expression `expr`.
    Constant { at: At, expr: usize, to: ConstTo },
    /// Negate the guard of the `if` or `while` at `At`.
    Guard(At),
    /// Replace right-hand side `index` of the assignment at `At` by the variable `var`.
    Rhs { at: At, index: usize, var: Ident },
    /// Remove the `havoc` statement at `At`.
    DropHavoc(At),
    /// Insert `havoc x, ...;` for the variables the assignment at `At` assigns, right after it.
    AddHavoc(At),
}

impl Change {
    pub fn kind(&self) -> ChangeKind {
        match self {
            Change::Delete(_) => ChangeKind::Delete,
            Change::Operator { .. } => ChangeKind::Operator,
            Change::Constant { .. } => ChangeKind::Constant,
            Change::Guard(_) => ChangeKind::Guard,
            Change::Rhs { .. } => ChangeKind::Rhs,
            Change::DropHavoc(_) | Change::AddHavoc(_) => ChangeKind::Havoc,
        }
    }

    /// The statement the change is at.
    pub fn at(&self) -> At {
        match self {
            Change::Delete(a) | Change::Guard(a) | Change::DropHavoc(a) | Change::AddHavoc(a) => *a,
            Change::Operator { at, .. } | Change::Constant { at, .. } | Change::Rhs { at, .. } => *at,
        }
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.at();
        write!(f, "{}({}@s{}", self.kind(), at.decl, at.stmt)?;
        match self {
            Change::Delete(_) | Change::Guard(_) | Change::DropHavoc(_) => {}
            Change::AddHavoc(_) => f.write_str("+")?,
            Change::Operator { expr, .. } => write!(f, ".e{expr}")?,
            Change::Constant { expr, to, .. } => {
                let to = match to {
                    ConstTo::PlusOne => "+1",
                    ConstTo::MinusOne => "-1",
                    ConstTo::Zero => "=0",
                };
                write!(f, ".e{expr}{to}")?
            }
            Change::Rhs { index, var, .. } => write!(f, ".r{index}={var}")?,
        }
        f.write_str(")")
    }
}

/// A text that is not a [`Change`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a semantics-changing mutation (expected e.g. delete(0@s3), constant(0@s2.e1+1), rhs(0@s5.r0=x))")]
pub struct ChangeParseError(pub String);

fn parse_decl_ref(s: &str) -> Option<DeclRef> {
    match s.split_once('/') {
        Some((f, i)) => Some(DeclRef::new(f.parse().ok()?, i.parse().ok()?)),
        None => Some(DeclRef::new(0, s.parse().ok()?)),
    }
}

/// Splits `eJ<rest>` into `J` and the rest.
fn split_number(s: &str) -> Option<(usize, &str)> {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    Some((s[..end].parse().ok()?, &s[end..]))
}

impl FromStr for Change {
    type Err = ChangeParseError;
    fn from_str(text: &str) -> Result<Change, ChangeParseError> {
        let bad = || ChangeParseError(text.to_string());
        let (kind, rest) = text.trim().split_once('(').ok_or_else(bad)?;
        let inner = rest.strip_suffix(')').ok_or_else(bad)?;
        let kind: ChangeKind = kind.parse().map_err(|_| bad())?;
        let (decl, rest) = inner.split_once("@s").ok_or_else(bad)?;
        let decl = parse_decl_ref(decl).ok_or_else(bad)?;
        let (stmt, rest) = split_number(rest).ok_or_else(bad)?;
        let at = At { decl, stmt };
        let expr_then = |r: &str| -> Result<(usize, String), ChangeParseError> {
            let r = r.strip_prefix(".e").ok_or_else(bad)?;
            let (j, tail) = split_number(r).ok_or_else(bad)?;
            Ok((j, tail.to_string()))
        };
        Ok(match kind {
            ChangeKind::Delete if rest.is_empty() => Change::Delete(at),
            ChangeKind::Guard if rest.is_empty() => Change::Guard(at),
            ChangeKind::Havoc if rest.is_empty() => Change::DropHavoc(at),
            ChangeKind::Havoc if rest == "+" => Change::AddHavoc(at),
            ChangeKind::Operator => match expr_then(rest)? {
                (expr, tail) if tail.is_empty() => Change::Operator { at, expr },
                _ => return Err(bad()),
            },
            ChangeKind::Constant => {
                let (expr, tail) = expr_then(rest)?;
                let to = match tail.as_str() {
                    "+1" => ConstTo::PlusOne,
                    "-1" => ConstTo::MinusOne,
                    "=0" => ConstTo::Zero,
                    _ => return Err(bad()),
                };
                Change::Constant { at, expr, to }
            }
            ChangeKind::Rhs => {
                let r = rest.strip_prefix(".r").ok_or_else(bad)?;
                let (index, tail) = split_number(r).ok_or_else(bad)?;
                let var = tail.strip_prefix('=').filter(|v| !v.is_empty()).ok_or_else(bad)?;
                Change::Rhs { at, index, var: Ident::from(var) }
            }
            _ => return Err(bad()),
        })
    }
}

/// Why a change could not be applied (a change that does not belong to this program).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{change}: {reason}")]
pub struct ChangeError {
    pub change: String,
    pub reason: String,
}

impl ChangeError {
    pub fn new(change: &Change, reason: impl Into<String>) -> ChangeError {
        ChangeError { change: change.to_string(), reason: reason.into() }
    }
}

/// The typed variables visible in one body: locals, outputs, inputs, then globals (the order in
/// which a name is looked up).
#[derive(Clone, Debug, Default)]
pub struct Scope {
    pub vars: Vec<(Ident, Type)>,
}

impl Scope {
    /// The scope of the body of `d` inside `v` (globals are `v`'s `var` declarations).
    pub fn of(v: &Variant, d: &Decl) -> Scope {
        let mut vars = Vec::new();
        let typed = |ts: &[crate::syntax::ast::TypedIdents], out: &mut Vec<(Ident, Type)>| {
            for t in ts {
                out.extend(t.names.iter().map(|n| (n.clone(), t.ty.clone())));
            }
        };
        if let Some(b) = body(d) {
            for l in &b.locals {
                typed(&l.vars, &mut vars);
            }
        }
        match &d.kind {
            DeclKind::Procedure(p) => {
                typed(&p.outs, &mut vars);
                typed(&p.ins, &mut vars);
            }
            DeclKind::Implementation(i) => {
                typed(&i.outs, &mut vars);
                typed(&i.ins, &mut vars);
            }
            _ => {}
        }
        for (_, g) in v.decls() {
            if let DeclKind::Var(x) = &g.kind {
                typed(&x.vars, &mut vars);
            }
        }
        Scope { vars }
    }

    /// The type of variable `name`, if it is in scope.
    pub fn type_of(&self, name: &str) -> Option<&Type> {
        self.vars.iter().find(|(n, _)| n.as_str() == name).map(|(_, t)| t)
    }
}

/// One operator kind: where it applies inside one declaration's body, and how.
pub trait ChangingOperator: Sync {
    fn kind(&self) -> ChangeKind;
    /// The changes of this kind inside the body of `d` (at `decl`), in statement order.
    fn sites(&self, decl: DeclRef, d: &Decl, scope: &Scope) -> Vec<Change>;
    /// Applies `c` (of this kind) to the body of the copy `d`. Fails when `c` does not fit.
    fn apply(&self, d: &mut Decl, c: &Change, scope: &Scope) -> Result<(), String>;
}

/// Every semantics-changing mutation of `v`: declaration by declaration, statement by statement,
/// then by kind (the order of [`ChangeKind::ALL`]).
pub fn all_changes(v: &Variant) -> Vec<Change> {
    let mut out = Vec::new();
    for (r, d) in v.decls() {
        if body(d).is_none() {
            continue;
        }
        let scope = Scope::of(v, d);
        let mut here: Vec<Change> = ChangeKind::ALL.iter().flat_map(|k| k.operator().sites(r, d, &scope)).collect();
        here.sort_by_key(|c| (c.at().stmt, c.kind()));
        out.extend(here);
    }
    out
}

/// A mutant with what a report says about it.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub change: Change,
    pub variant: Variant,
    /// The procedure (or implementation) whose body was changed.
    pub procedure: String,
    /// Where, in the seed as parsed (line 0 when the seed was not parsed from a file).
    pub pos: Pos,
    /// The changed statement before and after, on one line each.
    pub before: String,
    pub after: String,
}

impl Mutant {
    /// `before  =>  after`, the one-line diff of reports.
    pub fn diff(&self) -> String {
        format!("{}  =>  {}", self.before, self.after)
    }
}

fn decl_name(d: &Decl) -> String {
    match &d.kind {
        DeclKind::Procedure(p) => p.name.to_string(),
        DeclKind::Implementation(i) => i.name.to_string(),
        _ => d.describe(),
    }
}

/// A statement on one line: `if`/`while` by their header, others as printed with runs of
/// white space joined.
pub fn one_line(s: &Stmt) -> String {
    let guard = |g: &Guard| match g {
        Guard::Star => "*".to_string(),
        Guard::Expr(e) => print_expr(e),
    };
    match &s.kind {
        StmtKind::If(i) => format!("if ({}) ...", guard(&i.guard)),
        StmtKind::While { guard: g, .. } => format!("while ({}) ...", guard(g)),
        _ => print_stmt(s).split_whitespace().collect::<Vec<_>>().join(" "),
    }
}

/// Applies `c` to `seed`.
pub fn apply(seed: &Variant, c: &Change) -> Result<Mutant, ChangeError> {
    let at = c.at();
    let d = seed.decl(at.decl).ok_or_else(|| ChangeError::new(c, "no such declaration"))?;
    let stmt = body(d)
        .and_then(|b| locate::stmts(b).get(at.stmt).copied())
        .ok_or_else(|| ChangeError::new(c, "no such statement"))?;
    let pos = match c {
        Change::Operator { expr, .. } | Change::Constant { expr, .. } => {
            locate::code_exprs(stmt).get(*expr).map(|e| e.pos).filter(|p| p.line > 0).unwrap_or(stmt.pos)
        }
        _ => stmt.pos,
    };
    let before = one_line(stmt);
    let scope = Scope::of(seed, d);
    let mut variant = seed.clone();
    let target = variant.decl_mut(at.decl).ok_or_else(|| ChangeError::new(c, "no such declaration"))?;
    c.kind().operator().apply(target, c, &scope).map_err(|why| ChangeError::new(c, why))?;
    let changed = |k: usize| {
        variant
            .decl(at.decl)
            .and_then(body)
            .and_then(|b| locate::stmts(b).get(k).map(|s| one_line(s)))
            .unwrap_or_default()
    };
    let after = match c {
        Change::Delete(_) | Change::DropHavoc(_) => "(deleted)".to_string(),
        Change::AddHavoc(_) => format!("{before} {}", changed(at.stmt + 1)),
        _ => changed(at.stmt),
    };
    Ok(Mutant { change: c.clone(), procedure: decl_name(d), pos, before, after, variant })
}

/// The body of `d`, or the reason it has none.
pub(crate) fn body_of(d: &mut Decl) -> Result<&mut crate::syntax::ast::Body, String> {
    body_mut(d).ok_or_else(|| "the declaration has no body".to_string())
}

/// Statement `k` of the body of `d`.
pub(crate) fn stmt_of(d: &mut Decl, k: usize) -> Result<&mut Stmt, String> {
    locate::stmt_mut(body_of(d)?, k).ok_or_else(|| format!("no statement {k}"))
}

/// The statements of the body of `d` with their numbers (none when `d` has no body).
pub(crate) fn numbered(d: &Decl) -> Vec<(usize, &Stmt)> {
    body(d).map(|b| locate::stmts(b).into_iter().enumerate().collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn change_texts_round_trip() {
        let at = At { decl: DeclRef::new(0, 3), stmt: 7 };
        let cs = [
            Change::Delete(at),
            Change::Operator { at, expr: 2 },
            Change::Constant { at, expr: 0, to: ConstTo::PlusOne },
            Change::Constant { at, expr: 1, to: ConstTo::MinusOne },
            Change::Constant { at, expr: 12, to: ConstTo::Zero },
            Change::Guard(At { decl: DeclRef::new(2, 1), stmt: 0 }),
            Change::Rhs { at, index: 1, var: Ident::from("x$1.y") },
            Change::DropHavoc(at),
            Change::AddHavoc(at),
        ];
        let texts: Vec<String> = cs.iter().map(|c| c.to_string()).collect();
        assert_eq!(texts[0], "delete(3@s7)");
        assert_eq!(texts[2], "constant(3@s7.e0+1)");
        assert_eq!(texts[5], "guard(2/1@s0)");
        assert_eq!(texts[6], "rhs(3@s7.r1=x$1.y)");
        assert_eq!(texts[8], "havoc(3@s7+)");
        for (c, t) in cs.iter().zip(&texts) {
            assert_eq!(t.parse::<Change>().as_ref(), Ok(c), "{t}");
        }
        for bad in
            ["delete(3@s7+)", "operator(3@s7)", "constant(3@s7.e1+2)", "rhs(3@s7.r1=)", "L3(0#1,2)", "delete(3@s)"]
        {
            assert!(bad.parse::<Change>().is_err(), "{bad}");
        }
    }
}
