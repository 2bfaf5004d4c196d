//! G2: remove one trigger `{ ... }` from a quantifier.
//!
//! Applicability: any trigger annotation of any quantifier in a declaration's expressions
//! (axioms, function bodies, contracts, `where` clauses, statements; site `D#tK`, K counting the
//! declaration's triggers in source order, outer quantifiers first). Attributes such as
//! `{:weight}` are not triggers and stay. Boogie accepts quantifiers without triggers (the SMT
//! solver then picks its own), so the mutant is well-formed, but triggers steer quantifier
//! instantiation: G2 is not semantics-preserving in practice, and its default weight is 0.
//!
//! Skips: attributes (`{:nopats}` included) and Civl declarations; triggers inside axioms of
//! `uses` clauses are sites too (numbered after the owner's body).

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, ExprKind, QuantAnnot};
use crate::syntax::visit::{for_each_expr, for_each_expr_mut};

pub struct RemoveTrigger;

fn trigger_count(d: &Decl) -> usize {
    let mut n = 0;
    for_each_expr(d, &mut |e| {
        if let ExprKind::Quant(q) = &e.kind {
            n += q.annots.iter().filter(|a| matches!(a, QuantAnnot::Trigger(_))).count();
        }
    });
    n
}

impl Operator for RemoveTrigger {
    fn name(&self) -> OpName {
        OpName::G2
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        (0..trigger_count(d)).map(|index| Site::Trigger { decl, index }).collect()
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::G2, site, why);
        let Site::Trigger { decl, index } = *site else {
            return Err(err("G2 needs a trigger `D#tK`"));
        };
        let mut m = v.clone();
        let d = m.decl_mut(decl).ok_or_else(|| err("no such declaration"))?;
        let mut seen = 0usize;
        let mut done = false;
        for_each_expr_mut(d, &mut |e| {
            if done {
                return;
            }
            if let ExprKind::Quant(q) = &mut e.kind {
                let here = q.annots.iter().filter(|a| matches!(a, QuantAnnot::Trigger(_))).count();
                if index < seen + here {
                    let mut k = index - seen;
                    q.annots.retain(|a| {
                        if matches!(a, QuantAnnot::Trigger(_)) {
                            let keep = k != 0;
                            k = k.wrapping_sub(1);
                            keep
                        } else {
                            true
                        }
                    });
                    done = true;
                }
                seen += here;
            }
        });
        if done {
            Ok(m)
        } else {
            Err(err("no such trigger"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::mutation::DeclRef;
    use crate::syntax::ast::*;

    #[test]
    fn removes_exactly_one_trigger() {
        let v = Variant::from_program(Program { decls: vec![const_decl("c"), axiom(forall_two_triggers())] });
        let a = DeclRef::new(0, 1);
        assert_eq!(
            RemoveTrigger.sites(&v),
            vec![Site::Trigger { decl: a, index: 0 }, Site::Trigger { decl: a, index: 1 }]
        );
        let m = RemoveTrigger.apply(&v, &Site::Trigger { decl: a, index: 1 }).unwrap();
        let DeclKind::Axiom(ax) = &m.decl(a).unwrap().kind else { panic!() };
        let ExprKind::Quant(q) = &ax.expr.kind else { panic!() };
        assert_eq!(q.annots.len(), 2);
        assert!(matches!(&q.annots[0], QuantAnnot::Trigger(t) if t[0] == Expr::call("f", vec![Expr::var("x")])));
        assert!(matches!(&q.annots[1], QuantAnnot::Attr(_)));
        assert_eq!(RemoveTrigger.sites(&m).len(), 1);
        assert!(RemoveTrigger.apply(&v, &Site::Trigger { decl: a, index: 2 }).is_err());
        assert!(RemoveTrigger.apply(&v, &Site::Trigger { decl: DeclRef::new(0, 0), index: 0 }).is_err());
    }
}
