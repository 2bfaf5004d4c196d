//! G1: add `true` as a precondition, postcondition, intermediate assertion or loop invariant.
//!
//! Applicability (site kinds):
//! - `D:requires` / `D:ensures`: every procedure (with or without body) gets a new last clause
//!   `requires true;` / `ensures true;`;
//! - `D@wK`: loop K of a body gets a new last `invariant true;` (after any yield-invariant call
//!   or `measure` of the loop);
//! - `D@bK.I`: `assert true;` is inserted at position I (0 ..= length) of block K of a body,
//!   except directly after a label (`L: while ...` must stay together: `break L` needs the label
//!   on the loop itself).
//!
//! Semantics: a `true` assumption adds nothing and a `true` check always succeeds.
//!
//! Skips: everything but procedures, loops and blocks of bodies (no axiom is added: a `uses`
//! clause is left as written); Civl yield procedures and actions (a `true` condition at a layer
//! needs a layer annotation to mean anything).

use super::site::SpecKind;
use super::walk::{block_mut, blocks, loop_specs_mut, loops};
use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Block, Contract, Decl, DeclKind, Expr, LoopSpec, Spec, Stmt, StmtKind};
use crate::syntax::visit::{body, body_mut, specs_mut};

/// Whether `assert true;` may go at position `pos` of `stmts` (not right after a label).
fn insertable(stmts: &Block, pos: usize) -> bool {
    pos <= stmts.len() && (pos == 0 || !matches!(stmts[pos - 1].kind, StmtKind::Label(_)))
}

pub struct AddTrue;

fn truth() -> Contract {
    Contract { free: false, attrs: vec![], expr: Expr::bool(true) }
}

impl Operator for AddTrue {
    fn name(&self) -> OpName {
        OpName::G1
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        let mut out = Vec::new();
        if let DeclKind::Procedure(_) = d.kind {
            out.push(Site::AddSpec { decl, kind: SpecKind::Requires });
            out.push(Site::AddSpec { decl, kind: SpecKind::Ensures });
        }
        if let Some(bd) = body(d) {
            out.extend((0..loops(bd).len()).map(|loop_index| Site::AddInvariant { decl, loop_index }));
            for (block, stmts) in blocks(bd).into_iter().enumerate() {
                out.extend((0..=stmts.len()).filter(|&p| insertable(stmts, p)).map(|pos| Site::AddAssert {
                    decl,
                    block,
                    pos,
                }));
            }
        }
        out
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::G1, site, why);
        let mut m = v.clone();
        match *site {
            Site::AddSpec { decl, kind } => {
                let ss = m.decl_mut(decl).and_then(specs_mut).ok_or_else(|| err("not a procedure"))?;
                ss.push(match kind {
                    SpecKind::Requires => Spec::Requires(truth()),
                    SpecKind::Ensures => Spec::Ensures(truth()),
                });
            }
            Site::AddInvariant { decl, loop_index } => {
                let bd = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
                loop_specs_mut(bd, loop_index).ok_or_else(|| err("no such loop"))?.push(LoopSpec::Invariant(truth()));
            }
            Site::AddAssert { decl, block, pos } => {
                let bd = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
                let stmts = block_mut(bd, block).ok_or_else(|| err("no such block"))?;
                if !insertable(stmts, pos) {
                    return Err(err("position beyond the end of the block or right after a label"));
                }
                stmts.insert(pos, Stmt::new(StmtKind::Assert { attrs: vec![], expr: Expr::bool(true) }));
            }
            _ => return Err(err("G1 needs `D:requires`, `D:ensures`, `D@wK` or `D@bK.I`")),
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

    #[test]
    fn adds_true_everywhere_it_may() {
        let stmts =
            vec![assign("o", 1), Stmt::new(StmtKind::Label("L".into())), while_stmt(vec![], vec![assign("o", 2)])];
        let v = Variant::from_program(Program {
            decls: vec![
                axiom(Expr::bool(true)),
                procedure("p", vec![], Some(mk_body(vec![], stmts))),
                procedure("q", vec![], None),
            ],
        });
        let p = DeclRef::new(0, 1);
        let sites = AddTrue.sites(&v);
        // p: 2 specs + 1 loop + block 0 (4 positions, not after the label) + loop body (2
        // positions); q: 2 specs.
        assert_eq!(sites.len(), 2 + 1 + 3 + 2 + 2);
        assert!(!sites.contains(&Site::AddAssert { decl: p, block: 0, pos: 2 }));
        assert!(AddTrue.apply(&v, &Site::AddAssert { decl: p, block: 0, pos: 2 }).is_err());
        assert_eq!(AddTrue.count_sites(&v), sites.len());
        let m = AddTrue.apply(&v, &Site::AddAssert { decl: p, block: 1, pos: 1 }).unwrap();
        let StmtKind::While { body: wb, .. } = &body(m.decl(p).unwrap()).unwrap().stmts[2].kind else { panic!() };
        assert_eq!(wb[1], assert_stmt(Expr::bool(true)));
        let m = AddTrue.apply(&v, &Site::AddInvariant { decl: p, loop_index: 0 }).unwrap();
        let StmtKind::While { specs, .. } = &body(m.decl(p).unwrap()).unwrap().stmts[2].kind else { panic!() };
        assert_eq!(specs, &vec![LoopSpec::Invariant(inv(Expr::bool(true)))]);
        let m = AddTrue.apply(&v, &Site::AddSpec { decl: DeclRef::new(0, 2), kind: SpecKind::Ensures }).unwrap();
        assert_eq!(
            crate::syntax::visit::specs(m.decl(DeclRef::new(0, 2)).unwrap()).unwrap(),
            &vec![ens(Expr::bool(true))]
        );
        assert!(AddTrue.apply(&v, &Site::AddAssert { decl: p, block: 0, pos: 4 }).is_err());
        assert!(AddTrue.apply(&v, &Site::AddSpec { decl: DeclRef::new(0, 0), kind: SpecKind::Requires }).is_err());
        assert!(AddTrue.apply(&v, &Site::AddInvariant { decl: p, loop_index: 1 }).is_err());
    }
}
