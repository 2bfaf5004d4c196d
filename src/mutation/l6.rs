//! L6: negate the condition of an `if` statement and swap its branches.
//!
//! Applicability: any `if` statement of a body, nested `else if`s included (site `D@iK`, K in the
//! pre-order of [`super::walk`]). Result:
//! - `if (c) {A} else {B}` becomes `if (!(c)) {B} else {A}`;
//! - `if (c) {A}` becomes `if (!(c)) {} else {A}`;
//! - `if (c) {A} else if ...` becomes `if (!(c)) { if ... } else {A}` (the nested `if` is the
//!   content of the else-block);
//! - with `if (*)` the branches are swapped and the guard stays `*`.
//!
//! Semantics: exactly one branch runs, chosen by `c` (or nondeterministically for `*`).
//!
//! Skips: everything but `if` statements of bodies.
//! Bodies of Civl yield procedures and actions are skipped: across yields and layers no change
//! is shown meaning-preserving.

use super::walk::{if_mut, ifs};
use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, Else, Expr, Guard, Stmt, StmtKind};
use crate::syntax::visit::{body, body_mut};

pub struct FlipIf;

impl Operator for FlipIf {
    fn name(&self) -> OpName {
        OpName::L6
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        body(d).map_or_else(Vec::new, |bd| (0..ifs(bd).len()).map(|index| Site::If { decl, index }).collect())
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::L6, site, why);
        let Site::If { decl, index } = *site else {
            return Err(err("L6 needs an if statement `D@iK`"));
        };
        let mut m = v.clone();
        let bd = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
        let i = if_mut(bd, index).ok_or_else(|| err("no such if statement"))?;
        let new_then = match i.else_branch.take() {
            None => Vec::new(),
            Some(Else::Block(b)) => b,
            Some(Else::If(nested)) => vec![Stmt::new(StmtKind::If(nested))],
        };
        let old_then = std::mem::replace(&mut i.then_branch, new_then);
        i.else_branch = Some(Else::Block(old_then));
        if let Guard::Expr(c) = &mut i.guard {
            let pos = c.pos;
            let cond = std::mem::replace(c, Expr::bool(true));
            *c = Expr::negate(cond);
            c.pos = pos;
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::mutation::DeclRef;
    use crate::syntax::ast::*;

    fn first_if(v: &Variant) -> IfStmt {
        let StmtKind::If(i) = &body(v.decl(DeclRef::new(0, 0)).unwrap()).unwrap().stmts[0].kind else { panic!() };
        (**i).clone()
    }

    #[test]
    fn negates_and_swaps_all_shapes() {
        let c = Guard::Expr(Expr::var("c"));
        let nested =
            IfStmt { guard: Guard::Expr(Expr::var("d")), then_branch: vec![assign("x", 2)], else_branch: None };
        let shapes = vec![
            if_stmt(c.clone(), vec![assign("x", 1)], Some(Else::Block(vec![assign("x", 0)]))),
            if_stmt(c.clone(), vec![assign("x", 1)], None),
            if_stmt(c.clone(), vec![assign("x", 1)], Some(Else::If(Box::new(nested.clone())))),
            if_stmt(Guard::Star, vec![assign("x", 1)], None),
        ];
        let expected = vec![
            IfStmt {
                guard: Guard::Expr(Expr::negate(Expr::var("c"))),
                then_branch: vec![assign("x", 0)],
                else_branch: Some(Else::Block(vec![assign("x", 1)])),
            },
            IfStmt {
                guard: Guard::Expr(Expr::negate(Expr::var("c"))),
                then_branch: vec![],
                else_branch: Some(Else::Block(vec![assign("x", 1)])),
            },
            IfStmt {
                guard: Guard::Expr(Expr::negate(Expr::var("c"))),
                then_branch: vec![Stmt::new(StmtKind::If(Box::new(nested)))],
                else_branch: Some(Else::Block(vec![assign("x", 1)])),
            },
            IfStmt { guard: Guard::Star, then_branch: vec![], else_branch: Some(Else::Block(vec![assign("x", 1)])) },
        ];
        for (s, want) in shapes.into_iter().zip(expected) {
            let v =
                Variant::from_program(Program { decls: vec![procedure("p", vec![], Some(mk_body(vec![], vec![s])))] });
            let n = FlipIf.sites(&v).len();
            let m = FlipIf.apply(&v, &Site::If { decl: DeclRef::new(0, 0), index: 0 }).unwrap();
            assert_eq!(first_if(&m), want);
            assert!(FlipIf.apply(&v, &Site::If { decl: DeclRef::new(0, 0), index: n }).is_err());
        }
    }

    #[test]
    fn reaches_else_if_branches() {
        let nested = IfStmt {
            guard: Guard::Expr(Expr::var("d")),
            then_branch: vec![assign("x", 2)],
            else_branch: Some(Else::Block(vec![assign("x", 3)])),
        };
        let s = if_stmt(Guard::Expr(Expr::var("c")), vec![assign("x", 1)], Some(Else::If(Box::new(nested))));
        let v = Variant::from_program(Program { decls: vec![procedure("p", vec![], Some(mk_body(vec![], vec![s])))] });
        assert_eq!(FlipIf.sites(&v).len(), 2);
        let m = FlipIf.apply(&v, &Site::If { decl: DeclRef::new(0, 0), index: 1 }).unwrap();
        let Some(Else::If(n)) = first_if(&m).else_branch else { panic!() };
        assert_eq!(n.guard, Guard::Expr(Expr::negate(Expr::var("d"))));
        assert_eq!(n.then_branch, vec![assign("x", 3)]);
    }
}
