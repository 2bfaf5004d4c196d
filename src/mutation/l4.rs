//! L4: join two postconditions of a procedure into one conjunction.
//!
//! Applicability: two `ensures` clauses `a < b` (site `D#a,b`), both `free` or both not, both
//! without attributes. Result: clause `a` becomes `ensures e_a && e_b;`, clause `b` disappears.
//! Semantics: the clauses of a contract are conjoined. Shares its logic with L3 ([`super::l3`]).
//!
//! Skips: as L3.

use super::l3::{join_apply, join_sites};
use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::Decl;

pub struct JoinEnsures;

impl Operator for JoinEnsures {
    fn name(&self) -> OpName {
        OpName::L4
    }
    fn decl_sites(&self, r: DeclRef, d: &Decl) -> Vec<Site> {
        join_sites(r, d, true)
    }
    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        join_apply(OpName::L4, v, site, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::mutation::DeclRef;
    use crate::syntax::ast::*;

    #[test]
    fn joins_postconditions_only() {
        let specs = vec![
            req(Expr::var("a")),
            ens(Expr::var("x")),
            req(Expr::var("b")),
            ens(Expr::var("y")),
            ens(Expr::var("z")),
        ];
        let v = Variant::from_program(Program { decls: vec![procedure("p", specs, None)] });
        let d = DeclRef::new(0, 0);
        let sites = JoinEnsures.sites(&v);
        assert_eq!(
            sites,
            vec![
                Site::SpecPair { decl: d, a: 1, b: 3 },
                Site::SpecPair { decl: d, a: 1, b: 4 },
                Site::SpecPair { decl: d, a: 3, b: 4 }
            ]
        );
        let m = JoinEnsures.apply(&v, &Site::SpecPair { decl: d, a: 3, b: 4 }).unwrap();
        let ss = crate::syntax::visit::specs(m.decl(d).unwrap()).unwrap();
        assert_eq!(ss.len(), 4);
        assert_eq!(ss[3], ens(Expr::binary(BinOp::And, Expr::var("y"), Expr::var("z"))));
        assert!(JoinEnsures.apply(&v, &Site::SpecPair { decl: d, a: 0, b: 2 }).is_err());
    }
}
