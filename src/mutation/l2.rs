//! L2: split a declaration of several variables into one declaration per variable.
//!
//! Applicability: a local `var` statement (site `D:vA`) or a global `var` declaration (site `D`)
//! that declares at least two variables (`var a, b: int, c: bool;`). Result: one `var` per
//! variable, in the same place and order, each with the declaration's attributes, its type, and
//! its group's `where` clause (in `x, y: T where e` the clause constrains each variable, exactly as
//! in `x: T where e; y: T where e`). Semantics: a multi-variable declaration is shorthand for the
//! separate declarations.
//!
//! Skips: constants (a `const a, b: T uses {...}` shares one clause between its names, and
//! splitting it would duplicate the axioms), and everything but `var` declarations.

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, DeclKind, LocalVarDecl, TypedIdents, VarDecl};
use crate::syntax::visit::{body, body_mut};

pub struct SplitVarDecl;

fn var_count(vars: &[TypedIdents]) -> usize {
    vars.iter().map(|t| t.names.len()).sum()
}

fn split(vars: &[TypedIdents]) -> Vec<TypedIdents> {
    vars.iter()
        .flat_map(|t| {
            t.names.iter().map(move |n| TypedIdents {
                attrs: t.attrs.clone(),
                names: vec![n.clone()],
                ty: t.ty.clone(),
                where_clause: t.where_clause.clone(),
            })
        })
        .collect()
}

impl Operator for SplitVarDecl {
    fn name(&self) -> OpName {
        OpName::L2
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        let mut out = Vec::new();
        if let DeclKind::Var(vd) = &d.kind {
            if var_count(&vd.vars) >= 2 {
                out.push(Site::Decl(decl));
            }
        }
        if let Some(b) = body(d) {
            for (index, l) in b.locals.iter().enumerate() {
                if var_count(&l.vars) >= 2 {
                    out.push(Site::Local { decl, index });
                }
            }
        }
        out
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::L2, site, why);
        let mut m = v.clone();
        match *site {
            Site::Decl(r) => {
                let d = m.decl(r).ok_or_else(|| err("no such declaration"))?;
                let DeclKind::Var(vd) = &d.kind else {
                    return Err(err("not a global variable declaration"));
                };
                if var_count(&vd.vars) < 2 {
                    return Err(err("declares only one variable"));
                }
                let pos = d.pos;
                let parts: Vec<Decl> = split(&vd.vars)
                    .into_iter()
                    .map(|t| Decl { pos, kind: DeclKind::Var(VarDecl { attrs: vd.attrs.clone(), vars: vec![t] }) })
                    .collect();
                let mut first = true;
                for (k, part) in parts.into_iter().enumerate() {
                    if first {
                        if let Some(slot) = m.decl_mut(r) {
                            *slot = part;
                        }
                        first = false;
                    } else {
                        m.insert(r.file, r.index + k, part);
                    }
                }
                Ok(m)
            }
            Site::Local { decl, index } => {
                let b = m.decl_mut(decl).and_then(body_mut).ok_or_else(|| err("no body at this declaration"))?;
                let l = b.locals.get(index).ok_or_else(|| err("no such local declaration"))?;
                if var_count(&l.vars) < 2 {
                    return Err(err("declares only one variable"));
                }
                let parts: Vec<LocalVarDecl> = split(&l.vars)
                    .into_iter()
                    .map(|t| LocalVarDecl { pos: l.pos, attrs: l.attrs.clone(), vars: vec![t] })
                    .collect();
                b.locals.splice(index..=index, parts);
                Ok(m)
            }
            _ => Err(err("L2 needs a variable declaration `D` or `D:vA`")),
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
    fn splits_local_and_global_declarations_keeping_where_and_attributes() {
        let w = Expr::binary(BinOp::Gt, Expr::var("a"), int_lit(0));
        let mut l = local(vec![ti(&["a", "b"], Type::Int, Some(w.clone())), ti(&["c"], Type::Bool, None)]);
        l.attrs.push(attr("foo"));
        let p = procedure("p", vec![], Some(mk_body(vec![local(vec![ti(&["x"], Type::Int, None)]), l], vec![])));
        let g = global_var(vec![ti(&["g", "h"], Type::Int, None)]);
        let v = Variant::from_program(Program { decls: vec![g, global_var(vec![ti(&["k"], Type::Int, None)]), p] });
        let d0 = DeclRef::new(0, 0);
        let d2 = DeclRef::new(0, 2);
        assert_eq!(SplitVarDecl.sites(&v), vec![Site::Decl(d0), Site::Local { decl: d2, index: 1 }]);

        let m = SplitVarDecl.apply(&v, &Site::Local { decl: d2, index: 1 }).unwrap();
        let b = body(m.decl(d2).unwrap()).unwrap();
        assert_eq!(b.locals.len(), 4);
        let names: Vec<&str> = b.locals.iter().map(|l| l.vars[0].names[0].as_str()).collect();
        assert_eq!(names, ["x", "a", "b", "c"]);
        assert_eq!(b.locals[2].vars[0].where_clause, Some(Box::new(w)));
        assert_eq!(b.locals[2].attrs, vec![attr("foo")]);
        assert!(b.locals[3].vars[0].where_clause.is_none());

        let m = SplitVarDecl.apply(&v, &Site::Decl(d0)).unwrap();
        let names: Vec<String> = m.file_decls(0).map(|d| d.describe()).collect();
        assert_eq!(names, ["var g", "var h", "var k", "procedure p"]);
        assert!(SplitVarDecl.apply(&v, &Site::Decl(DeclRef::new(0, 1))).is_err());
        assert!(SplitVarDecl.apply(&v, &Site::Local { decl: d2, index: 0 }).is_err());
    }
}
