//! L1: swap two local variable declarations (`var` statements) of one body.
//!
//! Applicability: two distinct `var` statements `a < b` at the top of the body of a procedure
//! definition or an implementation (site `D:va,b`). Semantics: local variables are in scope in the
//! whole body whatever their order, so the order of their declarations is immaterial.
//!
//! Skips: everything outside bodies (axioms in `uses` clauses included).
//! Bodies of Civl yield procedures and actions are skipped: across yields and layers no change
//! is shown meaning-preserving.

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::Decl;
use crate::syntax::visit::{body, body_mut};

pub struct SwapLocals;

impl Operator for SwapLocals {
    fn name(&self) -> OpName {
        OpName::L1
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        let mut out = Vec::new();
        if let Some(b) = body(d) {
            let n = b.locals.len();
            for a in 0..n {
                for c in a + 1..n {
                    out.push(Site::LocalPair { decl, a, b: c });
                }
            }
        }
        out
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let Site::LocalPair { decl, a, b } = *site else {
            return Err(MutationError::new(OpName::L1, site, "L1 needs two local declarations `D:va,b`"));
        };
        let mut m = v.clone();
        let bd = m
            .decl_mut(decl)
            .and_then(body_mut)
            .ok_or_else(|| MutationError::new(OpName::L1, site, "no body at this declaration"))?;
        if a >= b || b >= bd.locals.len() {
            return Err(MutationError::new(OpName::L1, site, "no such pair of local declarations"));
        }
        bd.locals.swap(a, b);
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
    fn swaps_var_statements_of_one_body() {
        let locals = vec![
            local(vec![ti(&["x"], Type::Int, None)]),
            local(vec![ti(&["y", "z"], Type::Bool, None)]),
            local(vec![ti(&["w"], Type::Int, None)]),
        ];
        let p = procedure("p", vec![], Some(mk_body(locals, vec![])));
        let v = Variant::from_program(Program { decls: vec![procedure("q", vec![], None), p] });
        let sites = SwapLocals.sites(&v);
        assert_eq!(sites.len(), 3);
        let m = SwapLocals.apply(&v, &Site::LocalPair { decl: DeclRef::new(0, 1), a: 0, b: 2 }).unwrap();
        let b = body(m.decl(DeclRef::new(0, 1)).unwrap()).unwrap();
        assert_eq!(b.locals[0].vars[0].names, ["w"]);
        assert_eq!(b.locals[2].vars[0].names, ["x"]);
        assert!(SwapLocals.apply(&v, &Site::LocalPair { decl: DeclRef::new(0, 0), a: 0, b: 1 }).is_err());
        assert!(SwapLocals.apply(&v, &Site::LocalPair { decl: DeclRef::new(0, 1), a: 1, b: 3 }).is_err());
    }
}
