//! Where the semantics-changing operators act: the statements of a body, numbered in pre-order
//! (the order of [`crate::mutation::walk`]: a block's statements in order, each statement before
//! the statements nested in it), and the *code* expressions of one statement, numbered in
//! pre-order too.
//!
//! A statement's code expressions are the ones that are executed: an assignment's right-hand
//! sides and the map indices on its left, a call's arguments, the guard of an `if` (not of its
//! `else if`s, which are no statements of their own) or of a `while`. Specification text
//! (invariants, `assert`, `assume`, contracts) is never a code expression: these operators change
//! what the program does, never what it is checked against.

use crate::syntax::ast::{Block, Body, CallArg, Expr, Guard, Stmt, StmtKind};
use crate::syntax::visit::{walk_expr, walk_expr_mut, walk_stmt, walk_stmt_mut};
use crate::syntax::visit::{Flow, Visit, VisitMut};
use std::ops::ControlFlow;

const GO: Flow = ControlFlow::Continue(());
const STOP: Flow = ControlFlow::Break(());

/// Collects every statement of a body in pre-order.
struct Stmts<'a>(Vec<&'a Stmt>);

impl<'a> Visit<'a> for Stmts<'a> {
    fn visit_stmt(&mut self, s: &'a Stmt) -> Flow {
        self.0.push(s);
        walk_stmt(self, s)
    }
    fn visit_expr(&mut self, _: &'a Expr) -> Flow {
        GO
    }
}

/// Every statement of a body, in pre-order (statement `k` of a site is `stmts(body)[k]`).
pub fn stmts(body: &Body) -> Vec<&Stmt> {
    let mut v = Stmts(Vec::new());
    let _ = v.visit_block(&body.stmts);
    v.0
}

/// Finds statement `k` (pre-order) mutably.
struct FindStmt<'a> {
    k: usize,
    found: Option<&'a mut Stmt>,
}

impl<'a> VisitMut<'a> for FindStmt<'a> {
    fn visit_stmt(&mut self, s: &'a mut Stmt) -> Flow {
        if self.k == 0 {
            self.found = Some(s);
            return STOP;
        }
        self.k -= 1;
        walk_stmt_mut(self, s)
    }
    fn visit_expr(&mut self, _: &'a mut Expr) -> Flow {
        GO
    }
}

/// Statement `k` (pre-order) of a body.
pub fn stmt_mut(body: &mut Body, k: usize) -> Option<&mut Stmt> {
    let mut f = FindStmt { k, found: None };
    let _ = f.visit_block(&mut body.stmts);
    f.found
}

/// Finds the block holding statement `k` and its index there: blocks are numbered as in
/// [`crate::mutation::walk::blocks`].
struct FindSlot {
    k: usize,
    blocks: usize,
    slot: Option<(usize, usize)>,
}

impl<'a> Visit<'a> for FindSlot {
    fn visit_block(&mut self, b: &'a Block) -> Flow {
        let me = self.blocks;
        self.blocks += 1;
        for (i, s) in b.iter().enumerate() {
            if self.k == 0 {
                self.slot = Some((me, i));
                return STOP;
            }
            self.k -= 1;
            walk_stmt(self, s)?;
        }
        GO
    }
    fn visit_expr(&mut self, _: &'a Expr) -> Flow {
        GO
    }
}

/// The block (pre-order number) that holds statement `k`, and the statement's index in it.
pub fn slot(body: &Body, k: usize) -> Option<(usize, usize)> {
    let mut f = FindSlot { k, blocks: 0, slot: None };
    let _ = f.visit_block(&body.stmts);
    f.slot
}

/// The mutable block holding statement `k`, and the statement's index in it.
pub fn slot_mut(body: &mut Body, k: usize) -> Option<(&mut Block, usize)> {
    let (b, i) = slot(body, k)?;
    crate::mutation::walk::block_mut(body, b).map(|blk| (blk, i))
}

/// The roots of a statement's code expressions, in source order.
pub fn code_roots(s: &Stmt) -> Vec<&Expr> {
    match &s.kind {
        StmtKind::Assign { lhs, rhs, .. } => {
            lhs.iter().flat_map(|l| l.steps.iter().flat_map(|s| s.exprs())).chain(rhs.iter()).collect()
        }
        StmtKind::Call(c) => c.args.iter().filter_map(arg_expr).collect(),
        StmtKind::If(i) => guard_expr(&i.guard).into_iter().collect(),
        StmtKind::While { guard, .. } => guard_expr(guard).into_iter().collect(),
        _ => Vec::new(),
    }
}

fn arg_expr(a: &CallArg) -> Option<&Expr> {
    match a {
        CallArg::Expr(e) => Some(e),
        CallArg::Wildcard => None,
    }
}

fn guard_expr(g: &Guard) -> Option<&Expr> {
    match g {
        Guard::Expr(e) => Some(e),
        Guard::Star => None,
    }
}

/// Mutable [`code_roots`], in the same order.
fn code_roots_mut(s: &mut Stmt) -> Vec<&mut Expr> {
    match &mut s.kind {
        StmtKind::Assign { lhs, rhs, .. } => {
            lhs.iter_mut().flat_map(|l| l.steps.iter_mut().flat_map(|s| s.exprs_mut())).chain(rhs.iter_mut()).collect()
        }
        StmtKind::Call(c) => c
            .args
            .iter_mut()
            .filter_map(|a| match a {
                CallArg::Expr(e) => Some(e),
                CallArg::Wildcard => None,
            })
            .collect(),
        StmtKind::If(i) => match &mut i.guard {
            Guard::Expr(e) => vec![e],
            Guard::Star => Vec::new(),
        },
        StmtKind::While { guard, .. } => match &mut **guard {
            Guard::Expr(e) => vec![e],
            Guard::Star => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// Collects expressions in pre-order.
struct Exprs<'a>(Vec<&'a Expr>);

impl<'a> Visit<'a> for Exprs<'a> {
    fn visit_expr(&mut self, e: &'a Expr) -> Flow {
        self.0.push(e);
        walk_expr(self, e)
    }
}

/// Every code expression of a statement (sub-expressions too), in pre-order: expression `j` of
/// a site is `code_exprs(s)[j]`.
pub fn code_exprs(s: &Stmt) -> Vec<&Expr> {
    let mut v = Exprs(Vec::new());
    for r in code_roots(s) {
        let _ = v.visit_expr(r);
    }
    v.0
}

/// Finds expression `j` (pre-order) mutably.
struct FindExpr<'a> {
    j: usize,
    found: Option<&'a mut Expr>,
}

impl<'a> VisitMut<'a> for FindExpr<'a> {
    fn visit_expr(&mut self, e: &'a mut Expr) -> Flow {
        if self.j == 0 {
            self.found = Some(e);
            return STOP;
        }
        self.j -= 1;
        walk_expr_mut(self, e)
    }
}

/// Code expression `j` of a statement.
pub fn code_expr_mut(s: &mut Stmt, j: usize) -> Option<&mut Expr> {
    let mut f = FindExpr { j, found: None };
    for r in code_roots_mut(s) {
        if f.visit_expr(r).is_break() {
            break;
        }
    }
    f.found
}
