//! Shared walkers over bodies and expressions, numbering blocks, if statements, loops and
//! triggers in a fixed pre-order so that a number identifies a location robustly.
//!
//! Pre-order on a body: the body's statement list is block 0; a statement's nested blocks are
//! numbered when the statement is reached: an `if`'s then-block, then its else part (an else-block,
//! or for `else if` the nested `if` with its own branches), a `while`'s body. If statements (nested
//! `else if`s included) and `while` loops are numbered the same way, each when it is reached.
//! Triggers are numbered over a declaration's expressions in source order (outer quantifiers first).

use crate::syntax::ast::*;

/// The body of a procedure definition or implementation.
pub fn body(d: &Decl) -> Option<&Body> {
    match &d.kind {
        DeclKind::Procedure(p) => p.body.as_ref(),
        DeclKind::Implementation(i) => Some(&i.body),
        _ => None,
    }
}

/// Mutable [`body`].
pub fn body_mut(d: &mut Decl) -> Option<&mut Body> {
    match &mut d.kind {
        DeclKind::Procedure(p) => p.body.as_mut(),
        DeclKind::Implementation(i) => Some(&mut i.body),
        _ => None,
    }
}

/// The contract of a procedure (declarations of other kinds have none).
pub fn specs(d: &Decl) -> Option<&Vec<Spec>> {
    match &d.kind {
        DeclKind::Procedure(p) => Some(&p.specs),
        _ => None,
    }
}

/// Mutable [`specs`].
pub fn specs_mut(d: &mut Decl) -> Option<&mut Vec<Spec>> {
    match &mut d.kind {
        DeclKind::Procedure(p) => Some(&mut p.specs),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------

/// All blocks of a body, in pre-order (block 0 is the body's statement list).
pub fn blocks(body: &Body) -> Vec<&Block> {
    let mut out = Vec::new();
    collect_blocks(&body.stmts, &mut out);
    out
}

fn collect_blocks<'a>(b: &'a Block, out: &mut Vec<&'a Block>) {
    out.push(b);
    for s in b {
        match &s.kind {
            StmtKind::If(i) => collect_if_blocks(i, out),
            StmtKind::While { body, .. } => collect_blocks(body, out),
            _ => {}
        }
    }
}

fn collect_if_blocks<'a>(i: &'a IfStmt, out: &mut Vec<&'a Block>) {
    collect_blocks(&i.then_branch, out);
    match &i.else_branch {
        Some(Else::Block(b)) => collect_blocks(b, out),
        Some(Else::If(n)) => collect_if_blocks(n, out),
        None => {}
    }
}

/// Block `k` (pre-order) of a body.
pub fn block_mut(body: &mut Body, k: usize) -> Option<&mut Block> {
    let mut k = k;
    find_block(&mut body.stmts, &mut k)
}

fn find_block<'a>(b: &'a mut Block, k: &mut usize) -> Option<&'a mut Block> {
    if *k == 0 {
        return Some(b);
    }
    *k -= 1;
    for s in b.iter_mut() {
        let found = match &mut s.kind {
            StmtKind::If(i) => find_if_block(i, k),
            StmtKind::While { body, .. } => find_block(body, k),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

fn find_if_block<'a>(i: &'a mut IfStmt, k: &mut usize) -> Option<&'a mut Block> {
    if let Some(b) = find_block(&mut i.then_branch, k) {
        return Some(b);
    }
    match &mut i.else_branch {
        Some(Else::Block(b)) => find_block(b, k),
        Some(Else::If(n)) => find_if_block(n, k),
        None => None,
    }
}

// ---------------------------------------------------------------------------------------------
// If statements
// ---------------------------------------------------------------------------------------------

/// All if statements of a body (nested `else if`s included), in pre-order.
pub fn ifs(body: &Body) -> Vec<&IfStmt> {
    let mut out = Vec::new();
    collect_ifs_block(&body.stmts, &mut out);
    out
}

fn collect_ifs_block<'a>(b: &'a Block, out: &mut Vec<&'a IfStmt>) {
    for s in b {
        match &s.kind {
            StmtKind::If(i) => collect_ifs(i, out),
            StmtKind::While { body, .. } => collect_ifs_block(body, out),
            _ => {}
        }
    }
}

fn collect_ifs<'a>(i: &'a IfStmt, out: &mut Vec<&'a IfStmt>) {
    out.push(i);
    collect_ifs_block(&i.then_branch, out);
    match &i.else_branch {
        Some(Else::Block(b)) => collect_ifs_block(b, out),
        Some(Else::If(n)) => collect_ifs(n, out),
        None => {}
    }
}

/// If statement `k` (pre-order) of a body.
pub fn if_mut(body: &mut Body, k: usize) -> Option<&mut IfStmt> {
    let mut k = k;
    find_if_in_block(&mut body.stmts, &mut k)
}

fn find_if_in_block<'a>(b: &'a mut Block, k: &mut usize) -> Option<&'a mut IfStmt> {
    for s in b.iter_mut() {
        let found = match &mut s.kind {
            StmtKind::If(i) => find_if(i, k),
            StmtKind::While { body, .. } => find_if_in_block(body, k),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

fn find_if<'a>(i: &'a mut IfStmt, k: &mut usize) -> Option<&'a mut IfStmt> {
    if *k == 0 {
        return Some(i);
    }
    *k -= 1;
    if let Some(f) = find_if_in_block(&mut i.then_branch, k) {
        return Some(f);
    }
    match &mut i.else_branch {
        Some(Else::Block(b)) => find_if_in_block(b, k),
        Some(Else::If(n)) => find_if(n, k),
        None => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Loops
// ---------------------------------------------------------------------------------------------

/// The invariant lists of all `while` loops of a body, in pre-order.
pub fn loops(body: &Body) -> Vec<&Vec<Contract>> {
    let mut out = Vec::new();
    collect_loops(&body.stmts, &mut out);
    out
}

fn collect_loops<'a>(b: &'a Block, out: &mut Vec<&'a Vec<Contract>>) {
    for s in b {
        match &s.kind {
            StmtKind::If(i) => collect_if_loops(i, out),
            StmtKind::While { invariants, body, .. } => {
                out.push(invariants);
                collect_loops(body, out);
            }
            _ => {}
        }
    }
}

fn collect_if_loops<'a>(i: &'a IfStmt, out: &mut Vec<&'a Vec<Contract>>) {
    collect_loops(&i.then_branch, out);
    match &i.else_branch {
        Some(Else::Block(b)) => collect_loops(b, out),
        Some(Else::If(n)) => collect_if_loops(n, out),
        None => {}
    }
}

/// The invariants of loop `k` (pre-order) of a body.
pub fn loop_invariants_mut(body: &mut Body, k: usize) -> Option<&mut Vec<Contract>> {
    let mut k = k;
    find_loop(&mut body.stmts, &mut k)
}

fn find_loop<'a>(b: &'a mut Block, k: &mut usize) -> Option<&'a mut Vec<Contract>> {
    for s in b.iter_mut() {
        let found = match &mut s.kind {
            StmtKind::If(i) => find_if_loop(i, k),
            StmtKind::While { invariants, body, .. } => {
                if *k == 0 {
                    return Some(invariants);
                }
                *k -= 1;
                find_loop(body, k)
            }
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

fn find_if_loop<'a>(i: &'a mut IfStmt, k: &mut usize) -> Option<&'a mut Vec<Contract>> {
    if let Some(f) = find_loop(&mut i.then_branch, k) {
        return Some(f);
    }
    match &mut i.else_branch {
        Some(Else::Block(b)) => find_loop(b, k),
        Some(Else::If(n)) => find_if_loop(n, k),
        None => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

/// Calls `f` on every expression of a declaration (sub-expressions too), parents before children,
/// in source order. Attribute arguments are not visited.
pub fn for_each_expr(d: &Decl, f: &mut dyn FnMut(&Expr)) {
    let mut top = |e: &Expr| expr_rec(e, f);
    match &d.kind {
        DeclKind::Type(_) | DeclKind::Const(_) => {}
        DeclKind::Function(func) => {
            if let Some(b) = &func.body {
                top(b);
            }
        }
        DeclKind::Axiom(a) => top(&a.expr),
        DeclKind::Var(v) => typed_idents(&v.vars, &mut top),
        DeclKind::Procedure(p) => {
            typed_idents(&p.ins, &mut top);
            typed_idents(&p.outs, &mut top);
            for s in &p.specs {
                if let Spec::Requires(c) | Spec::Ensures(c) = s {
                    top(&c.expr);
                }
            }
            if let Some(b) = &p.body {
                body_exprs(b, &mut top);
            }
        }
        DeclKind::Implementation(i) => {
            typed_idents(&i.ins, &mut top);
            typed_idents(&i.outs, &mut top);
            body_exprs(&i.body, &mut top);
        }
    }
}

fn typed_idents(ts: &[TypedIdents], f: &mut dyn FnMut(&Expr)) {
    for t in ts {
        if let Some(w) = &t.where_clause {
            f(w);
        }
    }
}

fn body_exprs(b: &Body, f: &mut dyn FnMut(&Expr)) {
    for l in &b.locals {
        typed_idents(&l.vars, f);
    }
    block_exprs(&b.stmts, f);
}

fn block_exprs(b: &Block, f: &mut dyn FnMut(&Expr)) {
    for s in b {
        match &s.kind {
            StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => f(expr),
            StmtKind::Assign { lhs, rhs } => {
                for l in lhs {
                    for sel in &l.selects {
                        sel.iter().for_each(&mut *f);
                    }
                }
                rhs.iter().for_each(&mut *f);
            }
            StmtKind::Call(c) => call_exprs(c, f),
            StmtKind::Par(cs) => cs.iter().for_each(|c| call_exprs(c, f)),
            StmtKind::If(i) => if_exprs(i, f),
            StmtKind::While { guard, invariants, body } => {
                if let Guard::Expr(g) = &**guard {
                    f(g);
                }
                for c in invariants {
                    f(&c.expr);
                }
                block_exprs(body, f);
            }
            StmtKind::Label(_)
            | StmtKind::Havoc(_)
            | StmtKind::Break(_)
            | StmtKind::Goto(_)
            | StmtKind::Return
            | StmtKind::Yield => {}
        }
    }
}

fn call_exprs(c: &CallCmd, f: &mut dyn FnMut(&Expr)) {
    for a in &c.args {
        if let CallArg::Expr(e) = a {
            f(e);
        }
    }
}

fn if_exprs(i: &IfStmt, f: &mut dyn FnMut(&Expr)) {
    if let Guard::Expr(g) = &i.guard {
        f(g);
    }
    block_exprs(&i.then_branch, f);
    match &i.else_branch {
        Some(Else::Block(b)) => block_exprs(b, f),
        Some(Else::If(n)) => if_exprs(n, f),
        None => {}
    }
}

fn expr_rec(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    match &e.kind {
        // Code expressions are not entered (their commands are not mutated).
        ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Code(_) => {}
        ExprKind::Call(_, args) => args.iter().for_each(|a| expr_rec(a, f)),
        ExprKind::Old(a) | ExprKind::Unary(_, a) | ExprKind::Extract(a, _, _) | ExprKind::Coerce(a, _) => {
            expr_rec(a, f)
        }
        ExprKind::Binary(_, a, b) => {
            expr_rec(a, f);
            expr_rec(b, f);
        }
        ExprKind::Select(m, idx) => {
            expr_rec(m, f);
            idx.iter().for_each(|a| expr_rec(a, f));
        }
        ExprKind::Store(s) => {
            let MapStore { map: m, indices: idx, value: v } = &**s;
            expr_rec(m, f);
            idx.iter().for_each(|a| expr_rec(a, f));
            expr_rec(v, f);
        }
        ExprKind::IfThenElse(c, t, el) => {
            expr_rec(c, f);
            expr_rec(t, f);
            expr_rec(el, f);
        }
        ExprKind::Quant(q) => {
            for a in &q.annots {
                if let QuantAnnot::Trigger(es) = a {
                    es.iter().for_each(|t| expr_rec(t, f));
                }
            }
            expr_rec(&q.body, f);
        }
        // Right-hand sides first, then the body (source order); the bound names need no care
        // here: no operator renames or introduces variables inside expressions.
        ExprKind::Let(l) => {
            l.rhs.iter().for_each(|r| expr_rec(r, f));
            expr_rec(&l.body, f);
        }
    }
}

/// Mutable [`for_each_expr`]: `f` may change a node before its (new) children are visited.
pub fn for_each_expr_mut(d: &mut Decl, f: &mut dyn FnMut(&mut Expr)) {
    let mut top = |e: &mut Expr| expr_rec_mut(e, f);
    match &mut d.kind {
        DeclKind::Type(_) | DeclKind::Const(_) => {}
        DeclKind::Function(func) => {
            if let Some(b) = &mut func.body {
                top(b);
            }
        }
        DeclKind::Axiom(a) => top(&mut a.expr),
        DeclKind::Var(v) => typed_idents_mut(&mut v.vars, &mut top),
        DeclKind::Procedure(p) => {
            typed_idents_mut(&mut p.ins, &mut top);
            typed_idents_mut(&mut p.outs, &mut top);
            for s in &mut p.specs {
                if let Spec::Requires(c) | Spec::Ensures(c) = s {
                    top(&mut c.expr);
                }
            }
            if let Some(b) = &mut p.body {
                body_exprs_mut(b, &mut top);
            }
        }
        DeclKind::Implementation(i) => {
            typed_idents_mut(&mut i.ins, &mut top);
            typed_idents_mut(&mut i.outs, &mut top);
            body_exprs_mut(&mut i.body, &mut top);
        }
    }
}

fn typed_idents_mut(ts: &mut [TypedIdents], f: &mut dyn FnMut(&mut Expr)) {
    for t in ts {
        if let Some(w) = &mut t.where_clause {
            f(w);
        }
    }
}

fn body_exprs_mut(b: &mut Body, f: &mut dyn FnMut(&mut Expr)) {
    for l in &mut b.locals {
        typed_idents_mut(&mut l.vars, f);
    }
    block_exprs_mut(&mut b.stmts, f);
}

fn block_exprs_mut(b: &mut Block, f: &mut dyn FnMut(&mut Expr)) {
    for s in b {
        match &mut s.kind {
            StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => f(expr),
            StmtKind::Assign { lhs, rhs } => {
                for l in lhs {
                    for sel in &mut l.selects {
                        sel.iter_mut().for_each(&mut *f);
                    }
                }
                rhs.iter_mut().for_each(&mut *f);
            }
            StmtKind::Call(c) => call_exprs_mut(c, f),
            StmtKind::Par(cs) => cs.iter_mut().for_each(|c| call_exprs_mut(c, f)),
            StmtKind::If(i) => if_exprs_mut(i, f),
            StmtKind::While { guard, invariants, body } => {
                if let Guard::Expr(g) = &mut **guard {
                    f(g);
                }
                for c in invariants {
                    f(&mut c.expr);
                }
                block_exprs_mut(body, f);
            }
            StmtKind::Label(_)
            | StmtKind::Havoc(_)
            | StmtKind::Break(_)
            | StmtKind::Goto(_)
            | StmtKind::Return
            | StmtKind::Yield => {}
        }
    }
}

fn call_exprs_mut(c: &mut CallCmd, f: &mut dyn FnMut(&mut Expr)) {
    for a in &mut c.args {
        if let CallArg::Expr(e) = a {
            f(e);
        }
    }
}

fn if_exprs_mut(i: &mut IfStmt, f: &mut dyn FnMut(&mut Expr)) {
    if let Guard::Expr(g) = &mut i.guard {
        f(g);
    }
    block_exprs_mut(&mut i.then_branch, f);
    match &mut i.else_branch {
        Some(Else::Block(b)) => block_exprs_mut(b, f),
        Some(Else::If(n)) => if_exprs_mut(n, f),
        None => {}
    }
}

fn expr_rec_mut(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
    f(e);
    match &mut e.kind {
        ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Code(_) => {}
        ExprKind::Call(_, args) => args.iter_mut().for_each(|a| expr_rec_mut(a, f)),
        ExprKind::Old(a) | ExprKind::Unary(_, a) | ExprKind::Extract(a, _, _) | ExprKind::Coerce(a, _) => {
            expr_rec_mut(a, f)
        }
        ExprKind::Binary(_, a, b) => {
            expr_rec_mut(a, f);
            expr_rec_mut(b, f);
        }
        ExprKind::Select(m, idx) => {
            expr_rec_mut(m, f);
            idx.iter_mut().for_each(|a| expr_rec_mut(a, f));
        }
        ExprKind::Store(s) => {
            let MapStore { map: m, indices: idx, value: v } = &mut **s;
            expr_rec_mut(m, f);
            idx.iter_mut().for_each(|a| expr_rec_mut(a, f));
            expr_rec_mut(v, f);
        }
        ExprKind::IfThenElse(c, t, el) => {
            expr_rec_mut(c, f);
            expr_rec_mut(t, f);
            expr_rec_mut(el, f);
        }
        ExprKind::Quant(q) => {
            for a in &mut q.annots {
                if let QuantAnnot::Trigger(es) = a {
                    es.iter_mut().for_each(|t| expr_rec_mut(t, f));
                }
            }
            expr_rec_mut(&mut q.body, f);
        }
        ExprKind::Let(l) => {
            l.rhs.iter_mut().for_each(|r| expr_rec_mut(r, f));
            expr_rec_mut(&mut l.body, f);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;

    #[test]
    fn numbering_is_pre_order_and_mutable_lookup_agrees() {
        // { if (c0) { while (*) { x := 1; } } else if (c1) { } else { if (c2) {} } }
        let inner_if = if_stmt(Guard::Expr(Expr::var("c2")), vec![], None);
        let nested = IfStmt {
            guard: Guard::Expr(Expr::var("c1")),
            then_branch: vec![],
            else_branch: Some(Else::Block(vec![inner_if])),
        };
        let w = while_stmt(vec![inv(Expr::var("i0"))], vec![assign("x", 1)]);
        let outer = if_stmt(Guard::Expr(Expr::var("c0")), vec![w], Some(Else::If(Box::new(nested))));
        let mut b = Body { locals: vec![], stmts: vec![outer] };
        // blocks: 0 body, 1 then(c0), 2 while body, 3 then(c1), 4 else(c1), 5 then(c2)
        assert_eq!(blocks(&b).len(), 6);
        let guards: Vec<Ident> = ifs(&b)
            .iter()
            .map(|i| match &i.guard {
                Guard::Expr(Expr { kind: ExprKind::Var(v), .. }) => v.clone(),
                _ => Default::default(),
            })
            .collect();
        assert_eq!(guards, ["c0", "c1", "c2"]);
        assert_eq!(loops(&b).len(), 1);
        for k in 0..6 {
            let n = blocks(&b)[k].len();
            assert_eq!(block_mut(&mut b, k).map(|bl| bl.len()), Some(n), "block {k}");
        }
        assert!(block_mut(&mut b, 6).is_none());
        assert_eq!(block_mut(&mut b, 2).map(|bl| bl.len()), Some(1));
        for k in 0..3 {
            let g = if_mut(&mut b, k).map(|i| i.guard.clone());
            assert_eq!(g.as_ref(), Some(&ifs(&b)[k].guard));
        }
        assert!(if_mut(&mut b, 3).is_none());
        assert_eq!(loop_invariants_mut(&mut b, 0).map(|v| v.len()), Some(1));
        assert!(loop_invariants_mut(&mut b, 1).is_none());
    }
}
