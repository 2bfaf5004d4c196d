//! Shared walkers over bodies and expressions, numbering blocks, if statements, loops and
//! triggers in a fixed pre-order so that a number identifies a location robustly.
//!
//! One traversal, in the style of rustc's AST visitors: [`Visit`] (shared references) and
//! [`VisitMut`] (mutable ones) have one method per node kind, each defaulting to the matching
//! `walk_*` function that visits the node's children; a visitor overrides the methods for the
//! nodes it cares about and calls the `walk_*` function to go on below them. Every method returns
//! a [`ControlFlow`], so a search stops at what it finds. The collectors and finders below
//! (`blocks`/`block_mut`, `ifs`/`if_mut`, `loops`/`loop_specs_mut`,
//! `for_each_expr`/`for_each_expr_mut`) are small visitors, so all of them agree on the order.
//!
//! Pre-order on a body: the body's statement list is block 0; a statement's nested blocks are
//! numbered when the statement is reached: an `if`'s then-block, then its else part (an else-block,
//! or for `else if` the nested `if` with its own branches), a `while`'s body. If statements (nested
//! `else if`s included) and `while` loops are numbered the same way, each when it is reached.
//! Triggers are numbered over a declaration's expressions in source order (outer quantifiers first).

use crate::syntax::ast::*;
use std::ops::ControlFlow;

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
// The visitors
// ---------------------------------------------------------------------------------------------

/// Whether a traversal goes on ([`ControlFlow::Continue`]) or stops.
pub type Flow = ControlFlow<()>;
const GO: Flow = ControlFlow::Continue(());
const STOP: Flow = ControlFlow::Break(());

/// A traversal over shared references living as long as `'a` (so that a visitor can keep them).
/// Order: a block's statements in order; an `if`'s guard, then-block, then its else part; a
/// `while`'s guard, specifications (invariants, yield-invariant calls' arguments, measures), body; an expression before its children, in source order.
/// Attribute arguments and code expressions are not entered.
pub trait Visit<'a>: Sized {
    fn visit_block(&mut self, b: &'a Block) -> Flow {
        walk_block(self, b)
    }
    fn visit_stmt(&mut self, s: &'a Stmt) -> Flow {
        walk_stmt(self, s)
    }
    fn visit_if(&mut self, i: &'a IfStmt) -> Flow {
        walk_if(self, i)
    }
    fn visit_expr(&mut self, e: &'a Expr) -> Flow {
        walk_expr(self, e)
    }
}

/// Visits a declaration's parts: `where` clauses, function bodies, axioms, contracts, bodies.
pub fn walk_decl<'a, V: Visit<'a>>(v: &mut V, d: &'a Decl) -> Flow {
    match &d.kind {
        // Civl declarations are not entered: no operator can show a change there
        // meaning-preserving (across yields, layers and mover types), so none has sites inside.
        DeclKind::Type(_)
        | DeclKind::Datatype(_)
        | DeclKind::YieldInvariant(_)
        | DeclKind::YieldProcedure(_)
        | DeclKind::Action(_) => GO,
        DeclKind::Const(c) => c.uses.iter().try_for_each(|a| v.visit_expr(&a.expr)),
        DeclKind::Function(f) => {
            f.body.as_ref().map_or(GO, |b| v.visit_expr(b))?;
            f.uses.iter().try_for_each(|a| v.visit_expr(&a.expr))
        }
        DeclKind::Axiom(a) => v.visit_expr(&a.expr),
        DeclKind::Var(x) => walk_typed_idents(v, &x.vars),
        DeclKind::Procedure(p) => {
            walk_typed_idents(v, &p.ins)?;
            walk_typed_idents(v, &p.outs)?;
            for s in &p.specs {
                if let Spec::Requires(c) | Spec::Ensures(c) = s {
                    v.visit_expr(&c.expr)?;
                }
            }
            p.body.as_ref().map_or(GO, |b| walk_body(v, b))
        }
        DeclKind::Implementation(i) => {
            walk_typed_idents(v, &i.ins)?;
            walk_typed_idents(v, &i.outs)?;
            walk_body(v, &i.body)
        }
    }
}

fn walk_typed_idents<'a, V: Visit<'a>>(v: &mut V, ts: &'a [TypedIdents]) -> Flow {
    ts.iter().filter_map(|t| t.where_clause.as_deref()).try_for_each(|w| v.visit_expr(w))
}

/// The `where` clauses of the locals, then the statements (block 0).
pub fn walk_body<'a, V: Visit<'a>>(v: &mut V, b: &'a Body) -> Flow {
    for l in &b.locals {
        walk_typed_idents(v, &l.vars)?;
    }
    v.visit_block(&b.stmts)
}

pub fn walk_block<'a, V: Visit<'a>>(v: &mut V, b: &'a Block) -> Flow {
    b.iter().try_for_each(|s| v.visit_stmt(s))
}

pub fn walk_stmt<'a, V: Visit<'a>>(v: &mut V, s: &'a Stmt) -> Flow {
    match &s.kind {
        StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => v.visit_expr(expr),
        StmtKind::Unpack(u) => v.visit_expr(&u.expr),
        StmtKind::Assign { lhs, rhs, .. } => {
            for l in lhs {
                l.steps.iter().flat_map(|s| s.exprs()).try_for_each(|e| v.visit_expr(e))?;
            }
            rhs.iter().try_for_each(|e| v.visit_expr(e))
        }
        StmtKind::Call(c) => walk_call(v, c),
        StmtKind::Par { calls, .. } => calls.iter().try_for_each(|c| walk_call(v, c)),
        StmtKind::If(i) => v.visit_if(i),
        StmtKind::While { guard, specs, body } => {
            if let Guard::Expr(g) = &**guard {
                v.visit_expr(g)?;
            }
            specs.iter().try_for_each(|s| walk_loop_spec(v, s))?;
            v.visit_block(body)
        }
        StmtKind::Label(_)
        | StmtKind::Havoc(_)
        | StmtKind::Break(_)
        | StmtKind::Goto(_)
        | StmtKind::Return
        | StmtKind::Yield
        | StmtKind::HideReveal { .. }
        | StmtKind::Scope(_) => GO,
    }
}

/// An invariant's expression, the arguments of a yield-invariant call, a measure's expressions.
fn walk_loop_spec<'a, V: Visit<'a>>(v: &mut V, s: &'a LoopSpec) -> Flow {
    match s {
        LoopSpec::Invariant(c) => v.visit_expr(&c.expr),
        LoopSpec::Call(c) => walk_call(v, c),
        LoopSpec::Measure { exprs, .. } => exprs.iter().try_for_each(|e| v.visit_expr(e)),
    }
}

fn walk_call<'a, V: Visit<'a>>(v: &mut V, c: &'a CallCmd) -> Flow {
    c.args.iter().try_for_each(|a| match a {
        CallArg::Expr(e) => v.visit_expr(e),
        CallArg::Wildcard => GO,
    })
}

/// The guard, the then-block, then the else-block or the nested `else if`.
pub fn walk_if<'a, V: Visit<'a>>(v: &mut V, i: &'a IfStmt) -> Flow {
    if let Guard::Expr(g) = &i.guard {
        v.visit_expr(g)?;
    }
    v.visit_block(&i.then_branch)?;
    match &i.else_branch {
        Some(Else::Block(b)) => v.visit_block(b),
        Some(Else::If(n)) => v.visit_if(n),
        None => GO,
    }
}

/// The children of an expression, in source order (triggers before a quantifier's body, a
/// let-expression's right-hand sides before its body).
pub fn walk_expr<'a, V: Visit<'a>>(v: &mut V, e: &'a Expr) -> Flow {
    match &e.kind {
        ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Code(_) => GO,
        ExprKind::Call(_, args) => args.iter().try_for_each(|a| v.visit_expr(a)),
        ExprKind::Old(a)
        | ExprKind::Unary(_, a)
        | ExprKind::Extract(a, _, _)
        | ExprKind::Coerce(a, _)
        | ExprKind::Is(a, _)
        | ExprKind::Field(a, _) => v.visit_expr(a),
        ExprKind::FieldUpdate(u) => {
            v.visit_expr(&u.base)?;
            v.visit_expr(&u.value)
        }
        ExprKind::Binary(_, a, b) => {
            v.visit_expr(a)?;
            v.visit_expr(b)
        }
        ExprKind::Select(m, idx) => {
            v.visit_expr(m)?;
            idx.iter().try_for_each(|a| v.visit_expr(a))
        }
        ExprKind::Store(s) => {
            v.visit_expr(&s.map)?;
            s.indices.iter().try_for_each(|a| v.visit_expr(a))?;
            v.visit_expr(&s.value)
        }
        ExprKind::IfThenElse(c, t, f) => {
            v.visit_expr(c)?;
            v.visit_expr(t)?;
            v.visit_expr(f)
        }
        ExprKind::Quant(q) => {
            for a in &q.annots {
                if let QuantAnnot::Trigger(es) = a {
                    es.iter().try_for_each(|t| v.visit_expr(t))?;
                }
            }
            v.visit_expr(&q.body)
        }
        // The bound names need no care: no operator renames or introduces variables here.
        ExprKind::Let(l) => {
            l.rhs.iter().try_for_each(|r| v.visit_expr(r))?;
            v.visit_expr(&l.body)
        }
    }
}

/// [`Visit`] over mutable references, in the same order. A visitor that hands out a `&'a mut`
/// node (a search) must stop there: it cannot also walk below it.
pub trait VisitMut<'a>: Sized {
    fn visit_block(&mut self, b: &'a mut Block) -> Flow {
        walk_block_mut(self, b)
    }
    fn visit_stmt(&mut self, s: &'a mut Stmt) -> Flow {
        walk_stmt_mut(self, s)
    }
    fn visit_if(&mut self, i: &'a mut IfStmt) -> Flow {
        walk_if_mut(self, i)
    }
    fn visit_expr(&mut self, e: &'a mut Expr) -> Flow {
        walk_expr_mut(self, e)
    }
}

pub fn walk_decl_mut<'a, V: VisitMut<'a>>(v: &mut V, d: &'a mut Decl) -> Flow {
    match &mut d.kind {
        // Civl declarations are not entered: no operator can show a change there
        // meaning-preserving (across yields, layers and mover types), so none has sites inside.
        DeclKind::Type(_)
        | DeclKind::Datatype(_)
        | DeclKind::YieldInvariant(_)
        | DeclKind::YieldProcedure(_)
        | DeclKind::Action(_) => GO,
        DeclKind::Const(c) => c.uses.iter_mut().try_for_each(|a| v.visit_expr(&mut a.expr)),
        DeclKind::Function(f) => {
            f.body.as_mut().map_or(GO, |b| v.visit_expr(b))?;
            f.uses.iter_mut().try_for_each(|a| v.visit_expr(&mut a.expr))
        }
        DeclKind::Axiom(a) => v.visit_expr(&mut a.expr),
        DeclKind::Var(x) => walk_typed_idents_mut(v, &mut x.vars),
        DeclKind::Procedure(p) => {
            walk_typed_idents_mut(v, &mut p.ins)?;
            walk_typed_idents_mut(v, &mut p.outs)?;
            for s in &mut p.specs {
                if let Spec::Requires(c) | Spec::Ensures(c) = s {
                    v.visit_expr(&mut c.expr)?;
                }
            }
            p.body.as_mut().map_or(GO, |b| walk_body_mut(v, b))
        }
        DeclKind::Implementation(i) => {
            walk_typed_idents_mut(v, &mut i.ins)?;
            walk_typed_idents_mut(v, &mut i.outs)?;
            walk_body_mut(v, &mut i.body)
        }
    }
}

fn walk_typed_idents_mut<'a, V: VisitMut<'a>>(v: &mut V, ts: &'a mut [TypedIdents]) -> Flow {
    ts.iter_mut().filter_map(|t| t.where_clause.as_deref_mut()).try_for_each(|w| v.visit_expr(w))
}

pub fn walk_body_mut<'a, V: VisitMut<'a>>(v: &mut V, b: &'a mut Body) -> Flow {
    for l in &mut b.locals {
        walk_typed_idents_mut(v, &mut l.vars)?;
    }
    v.visit_block(&mut b.stmts)
}

pub fn walk_block_mut<'a, V: VisitMut<'a>>(v: &mut V, b: &'a mut Block) -> Flow {
    b.iter_mut().try_for_each(|s| v.visit_stmt(s))
}

pub fn walk_stmt_mut<'a, V: VisitMut<'a>>(v: &mut V, s: &'a mut Stmt) -> Flow {
    match &mut s.kind {
        StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => v.visit_expr(expr),
        StmtKind::Unpack(u) => v.visit_expr(&mut u.expr),
        StmtKind::Assign { lhs, rhs, .. } => {
            for l in lhs {
                l.steps.iter_mut().flat_map(|s| s.exprs_mut()).try_for_each(|e| v.visit_expr(e))?;
            }
            rhs.iter_mut().try_for_each(|e| v.visit_expr(e))
        }
        StmtKind::Call(c) => walk_call_mut(v, c),
        StmtKind::Par { calls, .. } => calls.iter_mut().try_for_each(|c| walk_call_mut(v, c)),
        StmtKind::If(i) => v.visit_if(i),
        StmtKind::While { guard, specs, body } => {
            if let Guard::Expr(g) = &mut **guard {
                v.visit_expr(g)?;
            }
            specs.iter_mut().try_for_each(|s| walk_loop_spec_mut(v, s))?;
            v.visit_block(body)
        }
        StmtKind::Label(_)
        | StmtKind::Havoc(_)
        | StmtKind::Break(_)
        | StmtKind::Goto(_)
        | StmtKind::Return
        | StmtKind::Yield
        | StmtKind::HideReveal { .. }
        | StmtKind::Scope(_) => GO,
    }
}

fn walk_loop_spec_mut<'a, V: VisitMut<'a>>(v: &mut V, s: &'a mut LoopSpec) -> Flow {
    match s {
        LoopSpec::Invariant(c) => v.visit_expr(&mut c.expr),
        LoopSpec::Call(c) => walk_call_mut(v, c),
        LoopSpec::Measure { exprs, .. } => exprs.iter_mut().try_for_each(|e| v.visit_expr(e)),
    }
}

fn walk_call_mut<'a, V: VisitMut<'a>>(v: &mut V, c: &'a mut CallCmd) -> Flow {
    c.args.iter_mut().try_for_each(|a| match a {
        CallArg::Expr(e) => v.visit_expr(e),
        CallArg::Wildcard => GO,
    })
}

pub fn walk_if_mut<'a, V: VisitMut<'a>>(v: &mut V, i: &'a mut IfStmt) -> Flow {
    if let Guard::Expr(g) = &mut i.guard {
        v.visit_expr(g)?;
    }
    v.visit_block(&mut i.then_branch)?;
    match &mut i.else_branch {
        Some(Else::Block(b)) => v.visit_block(b),
        Some(Else::If(n)) => v.visit_if(n),
        None => GO,
    }
}

pub fn walk_expr_mut<'a, V: VisitMut<'a>>(v: &mut V, e: &'a mut Expr) -> Flow {
    match &mut e.kind {
        ExprKind::Lit(_) | ExprKind::Var(_) | ExprKind::Code(_) => GO,
        ExprKind::Call(_, args) => args.iter_mut().try_for_each(|a| v.visit_expr(a)),
        ExprKind::Old(a)
        | ExprKind::Unary(_, a)
        | ExprKind::Extract(a, _, _)
        | ExprKind::Coerce(a, _)
        | ExprKind::Is(a, _)
        | ExprKind::Field(a, _) => v.visit_expr(a),
        ExprKind::FieldUpdate(u) => {
            v.visit_expr(&mut u.base)?;
            v.visit_expr(&mut u.value)
        }
        ExprKind::Binary(_, a, b) => {
            v.visit_expr(a)?;
            v.visit_expr(b)
        }
        ExprKind::Select(m, idx) => {
            v.visit_expr(m)?;
            idx.iter_mut().try_for_each(|a| v.visit_expr(a))
        }
        ExprKind::Store(s) => {
            let MapStore { map, indices, value } = &mut **s;
            v.visit_expr(map)?;
            indices.iter_mut().try_for_each(|a| v.visit_expr(a))?;
            v.visit_expr(value)
        }
        ExprKind::IfThenElse(c, t, f) => {
            v.visit_expr(c)?;
            v.visit_expr(t)?;
            v.visit_expr(f)
        }
        ExprKind::Quant(q) => {
            for a in &mut q.annots {
                if let QuantAnnot::Trigger(es) = a {
                    es.iter_mut().try_for_each(|t| v.visit_expr(t))?;
                }
            }
            v.visit_expr(&mut q.body)
        }
        ExprKind::Let(l) => {
            l.rhs.iter_mut().try_for_each(|r| v.visit_expr(r))?;
            v.visit_expr(&mut l.body)
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Blocks, if statements and loops of a body (statement-level visitors: expressions skipped)
// ---------------------------------------------------------------------------------------------

/// Collects the statement-level nodes of one kind, in pre-order.
struct Collect<'a> {
    blocks: Vec<&'a Block>,
    ifs: Vec<&'a IfStmt>,
    loops: Vec<&'a Vec<LoopSpec>>,
}

impl<'a> Collect<'a> {
    fn run(body: &'a Body) -> Collect<'a> {
        let mut c = Collect { blocks: Vec::new(), ifs: Vec::new(), loops: Vec::new() };
        let _ = c.visit_block(&body.stmts);
        c
    }
}

impl<'a> Visit<'a> for Collect<'a> {
    fn visit_block(&mut self, b: &'a Block) -> Flow {
        self.blocks.push(b);
        walk_block(self, b)
    }
    fn visit_stmt(&mut self, s: &'a Stmt) -> Flow {
        if let StmtKind::While { specs, .. } = &s.kind {
            self.loops.push(specs);
        }
        walk_stmt(self, s)
    }
    fn visit_if(&mut self, i: &'a IfStmt) -> Flow {
        self.ifs.push(i);
        walk_if(self, i)
    }
    fn visit_expr(&mut self, _: &'a Expr) -> Flow {
        GO
    }
}

/// All blocks of a body, in pre-order (block 0 is the body's statement list).
pub fn blocks(body: &Body) -> Vec<&Block> {
    Collect::run(body).blocks
}

/// All if statements of a body (nested `else if`s included), in pre-order.
pub fn ifs(body: &Body) -> Vec<&IfStmt> {
    Collect::run(body).ifs
}

/// The specification lists of all `while` loops of a body, in pre-order.
pub fn loops(body: &Body) -> Vec<&Vec<LoopSpec>> {
    Collect::run(body).loops
}

/// What [`Find`] looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    Block,
    If,
    Loop,
}

/// Finds the `k`-th node (pre-order) of one kind and keeps a mutable reference to it.
struct Find<'a> {
    target: Target,
    /// How many nodes of the target kind are still to be passed.
    k: usize,
    block: Option<&'a mut Block>,
    if_stmt: Option<&'a mut IfStmt>,
    specs: Option<&'a mut Vec<LoopSpec>>,
}

impl<'a> Find<'a> {
    fn new(target: Target, k: usize) -> Find<'a> {
        Find { target, k, block: None, if_stmt: None, specs: None }
    }

    /// Whether the node of the target kind just reached is the one (else it counts it).
    fn hit(&mut self, kind: Target) -> bool {
        if kind != self.target {
            return false;
        }
        if self.k == 0 {
            return true;
        }
        self.k -= 1;
        false
    }
}

impl<'a> VisitMut<'a> for Find<'a> {
    fn visit_block(&mut self, b: &'a mut Block) -> Flow {
        if self.hit(Target::Block) {
            self.block = Some(b);
            return STOP;
        }
        walk_block_mut(self, b)
    }
    fn visit_stmt(&mut self, s: &'a mut Stmt) -> Flow {
        if matches!(s.kind, StmtKind::While { .. }) && self.hit(Target::Loop) {
            if let StmtKind::While { specs, .. } = &mut s.kind {
                self.specs = Some(specs);
            }
            return STOP;
        }
        walk_stmt_mut(self, s)
    }
    fn visit_if(&mut self, i: &'a mut IfStmt) -> Flow {
        if self.hit(Target::If) {
            self.if_stmt = Some(i);
            return STOP;
        }
        walk_if_mut(self, i)
    }
    fn visit_expr(&mut self, _: &'a mut Expr) -> Flow {
        GO
    }
}

fn find(body: &mut Body, target: Target, k: usize) -> Find<'_> {
    let mut f = Find::new(target, k);
    let _ = f.visit_block(&mut body.stmts);
    f
}

/// Block `k` (pre-order) of a body.
pub fn block_mut(body: &mut Body, k: usize) -> Option<&mut Block> {
    find(body, Target::Block, k).block
}

/// If statement `k` (pre-order) of a body.
pub fn if_mut(body: &mut Body, k: usize) -> Option<&mut IfStmt> {
    find(body, Target::If, k).if_stmt
}

/// The specifications of loop `k` (pre-order) of a body.
pub fn loop_specs_mut(body: &mut Body, k: usize) -> Option<&mut Vec<LoopSpec>> {
    find(body, Target::Loop, k).specs
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

/// Calls a closure on every expression node.
struct EachExpr<F>(F);

impl<'a, F: FnMut(&Expr)> Visit<'a> for EachExpr<F> {
    fn visit_expr(&mut self, e: &'a Expr) -> Flow {
        (self.0)(e);
        walk_expr(self, e)
    }
}

impl<'a, F: FnMut(&mut Expr)> VisitMut<'a> for EachExpr<F> {
    fn visit_expr(&mut self, e: &'a mut Expr) -> Flow {
        (self.0)(e);
        walk_expr_mut(self, e)
    }
}

/// Calls `f` on every expression of a declaration (sub-expressions too), parents before children,
/// in source order. Attribute arguments are not visited.
pub fn for_each_expr(d: &Decl, f: &mut dyn FnMut(&Expr)) {
    let _ = walk_decl(&mut EachExpr(f), d);
}

/// Mutable [`for_each_expr`]: `f` may change a node before its (new) children are visited.
pub fn for_each_expr_mut(d: &mut Decl, f: &mut dyn FnMut(&mut Expr)) {
    let _ = walk_decl_mut(&mut EachExpr(f), d);
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
        assert_eq!(loop_specs_mut(&mut b, 0).map(|v| v.len()), Some(1));
        assert!(loop_specs_mut(&mut b, 1).is_none());
    }
}
