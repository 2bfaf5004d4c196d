//! S2: split a procedure definition (a procedure with a body) into a procedure declaration and a
//! separate `implementation`.
//!
//! Applicability: a `procedure` declaration that has a body (site: the declaration, `D`).
//! Result: the procedure keeps its attributes, type parameters, parameters (with their `where`
//! clauses) and contract, and loses its body; an `implementation` with the same name, type
//! parameters and parameter names/types (without `where` clauses, which implementations may not
//! have) and the body is inserted right after it. The implementation gets a copy of the
//! procedure's attributes: this is exactly how Boogie itself desugars a procedure with a body
//! (its parser attaches the procedure's attributes to the implicit implementation too), so
//! implementation attributes such as `{:inline}` or `{:verify false}` keep their effect.
//!
//! Skips: every declaration but a `procedure` with a body (a `pure procedure` included); Civl
//! yield procedures and actions are not split: their bodies stay with their layer and mover
//! annotations.

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, DeclKind, ImplementationDecl, TypedIdents};

pub struct SplitProcedure;

fn without_where(ts: &[TypedIdents]) -> Vec<TypedIdents> {
    ts.iter()
        .map(|t| TypedIdents { attrs: t.attrs.clone(), names: t.names.clone(), ty: t.ty.clone(), where_clause: None })
        .collect()
}

impl Operator for SplitProcedure {
    fn name(&self) -> OpName {
        OpName::S2
    }

    fn decl_sites(&self, r: DeclRef, d: &Decl) -> Vec<Site> {
        match &d.kind {
            DeclKind::Procedure(p) if p.body.is_some() => vec![Site::Decl(r)],
            _ => Vec::new(),
        }
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let Site::Decl(r) = *site else {
            return Err(MutationError::new(OpName::S2, site, "S2 needs one declaration `D`"));
        };
        let mut m = v.clone();
        let d = m.decl_mut(r).ok_or_else(|| MutationError::new(OpName::S2, site, "no such declaration"))?;
        let DeclKind::Procedure(p) = &mut d.kind else {
            return Err(MutationError::new(OpName::S2, site, "not a procedure"));
        };
        let body = p.body.take().ok_or_else(|| MutationError::new(OpName::S2, site, "the procedure has no body"))?;
        let imp = ImplementationDecl {
            attrs: p.attrs.clone(),
            name: p.name.clone(),
            type_params: p.type_params.clone(),
            ins: without_where(&p.ins),
            outs: without_where(&p.outs),
            body,
        };
        let pos = d.pos;
        m.insert(r.file, r.index + 1, Decl { pos, kind: DeclKind::Implementation(Box::new(imp)) });
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
    fn splits_only_procedures_with_bodies() {
        let mut with_body = procedure("p", vec![req(Expr::bool(true))], Some(mk_body(vec![], vec![assign("o", 1)])));
        if let DeclKind::Procedure(p) = &mut with_body.kind {
            p.attrs.push(attr("inline"));
        }
        let v = Variant::from_program(Program {
            decls: vec![const_decl("c"), with_body.clone(), procedure("q", vec![], None)],
        });
        assert_eq!(SplitProcedure.sites(&v), vec![Site::Decl(DeclRef::new(0, 1))]);
        let m = SplitProcedure.apply(&v, &Site::Decl(DeclRef::new(0, 1))).unwrap();
        assert_eq!(m.file_len(0), 4);
        let DeclKind::Procedure(p) = &m.decl(DeclRef::new(0, 1)).unwrap().kind else { panic!() };
        assert!(p.body.is_none());
        assert_eq!(p.specs.len(), 1);
        assert!(p.ins[0].where_clause.is_some(), "where clauses stay on the procedure");
        let DeclKind::Implementation(i) = &m.decl(DeclRef::new(0, 2)).unwrap().kind else { panic!() };
        assert_eq!(i.name, "p");
        assert_eq!(i.ins[0].names, ["i"]);
        assert!(i.ins[0].where_clause.is_none());
        assert_eq!(i.attrs, vec![attr("inline")]);
        assert_eq!(i.body.stmts.len(), 1);
        // The seed is untouched (declarations are shared copy-on-write).
        assert_eq!(v.decl(DeclRef::new(0, 1)), Some(&with_body));
        assert!(SplitProcedure.apply(&v, &Site::Decl(DeclRef::new(0, 2))).is_err());
        assert!(SplitProcedure.apply(&v, &Site::Decl(DeclRef::new(0, 0))).is_err());
    }
}
