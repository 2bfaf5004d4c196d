//! Numbering of a body's blocks, if statements and loops in a fixed pre-order, so that a number
//! identifies a location robustly: the collectors and finders (`blocks`/`block_mut`, `ifs`/`if_mut`,
//! `loops`/`loop_specs_mut`) are small visitors ([`crate::syntax::visit`]), so all of them
//! agree on the order.
//!
//! Pre-order on a body: the body's statement list is block 0; a statement's nested blocks are
//! numbered when the statement is reached: an `if`'s then-block, then its else part (an else-block,
//! or for `else if` the nested `if` with its own branches), a `while`'s body. If statements (nested
//! `else if`s included) and `while` loops are numbered the same way, each when it is reached.

use crate::syntax::ast::*;
use crate::syntax::visit::{walk_block, walk_block_mut, walk_if, walk_if_mut, walk_stmt, walk_stmt_mut};
use crate::syntax::visit::{Flow, Visit, VisitMut, GO, STOP};

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

/// The invariant lists of all `while` loops of a body, in pre-order.
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
