//! L5: swap two clauses of the same kind on the same program element.
//!
//! Applicability (three site kinds):
//! - `D#a,b`: two `requires` or two `ensures` clauses `a < b` of a procedure's contract (indices
//!   into its spec list; `free` and attributes may differ — they travel with their clause);
//! - `D@bK.I,I+1`: two `assert` statements next to each other in block K of a body (after
//!   swapping, each assertion is checked assuming the other instead of vice versa; both versions
//!   verify iff both assertions hold at that point);
//! - `D@wK.a,b`: two plain invariants `a < b` of loop K (indices into the loop's specification
//!   list; a yield-invariant call `invariant call I();` or a `measure` is never swapped).
//!
//! Semantics: contract clauses and loop invariants are conjoined, so their order is immaterial.
//!
//! Skips: everything but contracts, adjacent asserts and loop invariants (axioms in `uses`
//! clauses keep their order: they are not listed here); the specifications and bodies of Civl
//! yield procedures and actions (a yield invariant call or a `refines` clause is not a plain
//! condition, and statements there are separated by yields).

use super::walk::{block_mut, blocks, loop_specs_mut, loops};
use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, LoopSpec, Spec, StmtKind};
use crate::syntax::visit::{body, body_mut, specs, specs_mut};

pub struct SwapClauses;

fn same_kind(a: &Spec, b: &Spec) -> bool {
    matches!((a, b), (Spec::Requires(_), Spec::Requires(_)) | (Spec::Ensures(_), Spec::Ensures(_)))
}

/// Whether loop specifications `a` and `b` exist and are both plain invariants.
fn both_invariants(ls: &[LoopSpec], a: usize, b: usize) -> bool {
    let plain = |i: usize| ls.get(i).is_some_and(|s| s.invariant().is_some());
    plain(a) && plain(b)
}

impl Operator for SwapClauses {
    fn name(&self) -> OpName {
        OpName::L5
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        let mut out = Vec::new();
        if let Some(ss) = specs(d) {
            for a in 0..ss.len() {
                for b in a + 1..ss.len() {
                    if same_kind(&ss[a], &ss[b]) {
                        out.push(Site::SpecPair { decl, a, b });
                    }
                }
            }
        }
        if let Some(bd) = body(d) {
            for (block, stmts) in blocks(bd).into_iter().enumerate() {
                for first in 0..stmts.len().saturating_sub(1) {
                    if matches!(stmts[first].kind, StmtKind::Assert { .. })
                        && matches!(stmts[first + 1].kind, StmtKind::Assert { .. })
                    {
                        out.push(Site::AssertPair { decl, block, first });
                    }
                }
            }
            for (loop_index, ls) in loops(bd).into_iter().enumerate() {
                for a in 0..ls.len() {
                    for b in a + 1..ls.len() {
                        if both_invariants(ls, a, b) {
                            out.push(Site::InvariantPair { decl, loop_index, a, b });
                        }
                    }
                }
            }
        }
        out
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::L5, site, why);
        let mut m = v.clone();
        match *site {
            Site::SpecPair { decl, a, b } => {
                let ss = m.decl_mut(decl).and_then(specs_mut).ok_or_else(|| err("not a procedure"))?;
                if a >= b || b >= ss.len() || !same_kind(&ss[a], &ss[b]) {
                    return Err(err("needs two requires or two ensures clauses"));
                }
                ss.swap(a, b);
            }
            Site::AssertPair { decl, block, first } => {
                let bd = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
                let stmts = block_mut(bd, block).ok_or_else(|| err("no such block"))?;
                let ok = first + 1 < stmts.len()
                    && matches!(stmts[first].kind, StmtKind::Assert { .. })
                    && matches!(stmts[first + 1].kind, StmtKind::Assert { .. });
                if !ok {
                    return Err(err("needs two adjacent assert statements"));
                }
                stmts.swap(first, first + 1);
            }
            Site::InvariantPair { decl, loop_index, a, b } => {
                let bd = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
                let ls = loop_specs_mut(bd, loop_index).ok_or_else(|| err("no such loop"))?;
                if a >= b || !both_invariants(ls, a, b) {
                    return Err(err("no such pair of invariants"));
                }
                ls.swap(a, b);
            }
            _ => return Err(err("L5 needs `D#a,b`, `D@bK.I,J` or `D@wK.a,b`")),
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
    fn swaps_clauses_adjacent_asserts_and_invariants() {
        let specs = vec![req(Expr::var("a")), ens(Expr::var("x")), Spec::Requires(contract(true, Expr::var("b")))];
        let stmts = vec![
            assert_stmt(Expr::var("p")),
            assert_stmt(Expr::var("q")),
            assign("o", 1),
            assert_stmt(Expr::var("r")),
            while_stmt(
                vec![inv(Expr::var("i")), inv(Expr::var("j"))],
                vec![assert_stmt(Expr::var("s")), assert_stmt(Expr::var("t"))],
            ),
        ];
        let v = Variant::from_program(Program { decls: vec![procedure("p", specs, Some(mk_body(vec![], stmts)))] });
        let d = DeclRef::new(0, 0);
        let sites = SwapClauses.sites(&v);
        assert_eq!(
            sites,
            vec![
                Site::SpecPair { decl: d, a: 0, b: 2 },
                Site::AssertPair { decl: d, block: 0, first: 0 },
                Site::AssertPair { decl: d, block: 1, first: 0 },
                Site::InvariantPair { decl: d, loop_index: 0, a: 0, b: 1 },
            ]
        );
        let m = SwapClauses.apply(&v, &Site::AssertPair { decl: d, block: 1, first: 0 }).unwrap();
        let bd = body(m.decl(d).unwrap()).unwrap();
        let StmtKind::While { body: wb, specs, .. } = &bd.stmts[4].kind else { panic!() };
        assert_eq!(wb[0], assert_stmt(Expr::var("t")));
        assert_eq!(specs[0], LoopSpec::Invariant(inv(Expr::var("i"))));
        let m = SwapClauses.apply(&v, &Site::InvariantPair { decl: d, loop_index: 0, a: 0, b: 1 }).unwrap();
        let StmtKind::While { specs, .. } = &body(m.decl(d).unwrap()).unwrap().stmts[4].kind else { panic!() };
        assert_eq!(specs[0], LoopSpec::Invariant(inv(Expr::var("j"))));
        let m = SwapClauses.apply(&v, &Site::SpecPair { decl: d, a: 0, b: 2 }).unwrap();
        assert_eq!(specs_of(&m, d)[0], Spec::Requires(contract(true, Expr::var("b"))));
        // Not adjacent asserts / mixed kinds are refused.
        assert!(SwapClauses.apply(&v, &Site::AssertPair { decl: d, block: 0, first: 1 }).is_err());
        assert!(SwapClauses.apply(&v, &Site::SpecPair { decl: d, a: 0, b: 1 }).is_err());
    }

    #[test]
    fn swaps_only_plain_loop_invariants() {
        let mut w = while_stmt(vec![inv(Expr::var("i"))], vec![]);
        let StmtKind::While { specs, .. } = &mut w.kind else { panic!() };
        let call = CallCmd {
            attrs: vec![],
            is_async: false,
            is_free: false,
            outs: vec![],
            name: "Yi".into(),
            args: vec![],
            forall: false,
        };
        specs.push(LoopSpec::Call(Box::new(call)));
        specs.push(LoopSpec::Measure { attrs: vec![], exprs: vec![Expr::var("n")] });
        specs.push(LoopSpec::Invariant(inv(Expr::var("j"))));
        let v = Variant::from_program(Program { decls: vec![procedure("p", vec![], Some(mk_body(vec![], vec![w])))] });
        let d = DeclRef::new(0, 0);
        assert_eq!(SwapClauses.sites(&v), vec![Site::InvariantPair { decl: d, loop_index: 0, a: 0, b: 3 }]);
        let m = SwapClauses.apply(&v, &Site::InvariantPair { decl: d, loop_index: 0, a: 0, b: 3 }).unwrap();
        let StmtKind::While { specs, .. } = &body(m.decl(d).unwrap()).unwrap().stmts[0].kind else { panic!() };
        assert_eq!(specs[0], LoopSpec::Invariant(inv(Expr::var("j"))));
        assert!(matches!(specs[1], LoopSpec::Call(_)));
        for b in [1, 2, 4] {
            assert!(SwapClauses.apply(&v, &Site::InvariantPair { decl: d, loop_index: 0, a: 0, b }).is_err(), "{b}");
        }
    }

    fn specs_of(v: &Variant, d: DeclRef) -> Vec<Spec> {
        crate::syntax::visit::specs(v.decl(d).unwrap()).unwrap().clone()
    }
}
