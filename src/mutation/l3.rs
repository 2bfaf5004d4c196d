//! L3: join two preconditions of a procedure into one conjunction.
//!
//! Applicability: two `requires` clauses `a < b` (indices into the procedure's contract list,
//! site `D#a,b`) that are both `free` or both not `free`, and both without attributes (an
//! attribute such as `{:msg}` or `{:id}` belongs to one clause and would lose its meaning).
//! Result: clause `a` becomes `requires e_a && e_b;` (each side parenthesized by the printer as
//! needed) and clause `b` disappears. Semantics: the clauses of a contract are conjoined.
//! The same logic, for `ensures`, is L4 ([`super::l4`]).
//!
//! Skips: clauses with attributes or different free-ness (above); everything but procedure
//! contracts (the specifications of Civl yield procedures and actions included).

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{BinOp, Contract, Decl, Expr, Spec};
use crate::syntax::visit::{specs, specs_mut};

pub struct JoinRequires;

/// The contract clause `s` if it is of the wanted kind.
fn clause(s: &Spec, ensures: bool) -> Option<&Contract> {
    match (s, ensures) {
        (Spec::Requires(c), false) | (Spec::Ensures(c), true) => Some(c),
        _ => None,
    }
}

fn joinable(a: &Contract, b: &Contract) -> bool {
    a.free == b.free && a.attrs.is_empty() && b.attrs.is_empty()
}

/// Sites of L3 (`ensures == false`) or L4 (`ensures == true`).
pub(super) fn join_sites(decl: DeclRef, d: &Decl, ensures: bool) -> Vec<Site> {
    let mut out = Vec::new();
    let Some(ss) = specs(d) else { return out };
    for a in 0..ss.len() {
        let Some(ca) = clause(&ss[a], ensures) else { continue };
        for (b, sb) in ss.iter().enumerate().skip(a + 1) {
            if let Some(cb) = clause(sb, ensures) {
                if joinable(ca, cb) {
                    out.push(Site::SpecPair { decl, a, b });
                }
            }
        }
    }
    out
}

/// Applies L3 (`ensures == false`) or L4 (`ensures == true`).
pub(super) fn join_apply(op: OpName, v: &Variant, site: &Site, ensures: bool) -> Result<Variant, MutationError> {
    let err = |why: &str| MutationError::new(op, site, why);
    let Site::SpecPair { decl, a, b } = *site else {
        return Err(err("needs two contract clauses `D#a,b`"));
    };
    let mut m = v.clone();
    let ss = m.decl_mut(decl).and_then(specs_mut).ok_or_else(|| err("not a procedure"))?;
    if a >= b || b >= ss.len() {
        return Err(err("no such pair of clauses"));
    }
    let (Some(ca), Some(cb)) = (clause(&ss[a], ensures), clause(&ss[b], ensures)) else {
        return Err(err(if ensures { "both clauses must be ensures" } else { "both clauses must be requires" }));
    };
    if !joinable(ca, cb) {
        return Err(err("clauses differ in `free` or carry attributes"));
    }
    let joined =
        Contract { free: ca.free, attrs: vec![], expr: Expr::binary(BinOp::And, ca.expr.clone(), cb.expr.clone()) };
    ss[a] = if ensures { Spec::Ensures(joined) } else { Spec::Requires(joined) };
    ss.remove(b);
    Ok(m)
}

impl Operator for JoinRequires {
    fn name(&self) -> OpName {
        OpName::L3
    }
    fn decl_sites(&self, r: DeclRef, d: &Decl) -> Vec<Site> {
        join_sites(r, d, false)
    }
    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        join_apply(OpName::L3, v, site, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::mutation::DeclRef;
    use crate::syntax::ast::*;

    #[test]
    fn joins_same_freeness_clauses_without_attributes() {
        let mut with_attr = contract(false, Expr::var("d"));
        with_attr.attrs.push(attr("msg"));
        let specs = vec![
            req(Expr::var("a")),
            ens(Expr::var("e")),
            Spec::Requires(contract(true, Expr::var("f"))),
            req(Expr::var("b")),
            Spec::Requires(with_attr),
            Spec::Modifies(vec!["g".into()]),
        ];
        let v = Variant::from_program(Program { decls: vec![procedure("p", specs, None)] });
        let d = DeclRef::new(0, 0);
        assert_eq!(JoinRequires.sites(&v), vec![Site::SpecPair { decl: d, a: 0, b: 3 }]);
        let m = JoinRequires.apply(&v, &Site::SpecPair { decl: d, a: 0, b: 3 }).unwrap();
        let ss = crate::syntax::visit::specs(m.decl(d).unwrap()).unwrap();
        assert_eq!(ss.len(), 5);
        assert_eq!(ss[0], req(Expr::binary(BinOp::And, Expr::var("a"), Expr::var("b"))));
        assert_eq!(ss[3], v.decl(d).and_then(crate::syntax::visit::specs).unwrap()[4]);
        for bad in [(0, 2), (0, 4), (0, 1), (3, 0), (0, 9)] {
            assert!(JoinRequires.apply(&v, &Site::SpecPair { decl: d, a: bad.0, b: bad.1 }).is_err(), "{bad:?}");
        }
    }
}
