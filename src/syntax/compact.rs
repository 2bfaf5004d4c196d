//! Exact-capacity pass over the AST: [`Compact::compact`] shrinks every `Vec` (and `String`) in a
//! tree to its length. A parser that builds lists by pushing leaves up to 4x slack in each of them
//! (a `Vec` starts with room for 4 elements); running this on every parsed declaration makes the
//! retained AST as small as an exact-capacity clone of it.
//!
//! The impls destructure every node exhaustively, so adding a field to the AST without deciding
//! how to compact it is a compile error.

use super::ast::*;

/// Shrinks all lists inside a value to their lengths, recursively. Changes no value (`==`, `Hash`,
/// printing are unaffected), only capacities.
pub trait Compact {
    fn compact(&mut self);
}

impl<T: Compact> Compact for Vec<T> {
    fn compact(&mut self) {
        self.iter_mut().for_each(Compact::compact);
        self.shrink_to_fit();
    }
}

impl<T: Compact> Compact for Box<[T]> {
    fn compact(&mut self) {
        self.iter_mut().for_each(Compact::compact);
    }
}

impl<T: Compact> Compact for Box<T> {
    fn compact(&mut self) {
        (**self).compact();
    }
}

impl<T: Compact> Compact for Option<T> {
    fn compact(&mut self) {
        if let Some(x) = self {
            x.compact();
        }
    }
}

impl Compact for String {
    fn compact(&mut self) {
        self.shrink_to_fit();
    }
}

/// Values without lists inside.
macro_rules! leaf {
    ($($t:ty),*) => {
        $(impl Compact for $t {
            fn compact(&mut self) {}
        })*
    };
}
leaf!(Ident, Lit);

impl Compact for Program {
    fn compact(&mut self) {
        self.decls.compact();
    }
}

impl Compact for Attribute {
    fn compact(&mut self) {
        let Attribute { name: _, args } = self;
        args.compact();
    }
}

impl Compact for AttrArg {
    fn compact(&mut self) {
        match self {
            AttrArg::Expr(e) => e.compact(),
            AttrArg::Str(s) => s.compact(),
        }
    }
}

impl Compact for QuantAnnot {
    fn compact(&mut self) {
        match self {
            QuantAnnot::Attr(a) => a.compact(),
            QuantAnnot::Trigger(es) => es.compact(),
        }
    }
}

impl Compact for Type {
    fn compact(&mut self) {
        match self {
            Type::Bool | Type::Int | Type::Real | Type::Bv(_) | Type::Float { .. } | Type::RMode => {}
            Type::Named(_, args) => args.compact(),
            Type::Map(m) => {
                let MapType { type_params, domain, range } = &mut **m;
                type_params.compact();
                domain.compact();
                range.compact();
            }
        }
    }
}

impl Compact for TypedIdents {
    fn compact(&mut self) {
        let TypedIdents { attrs, names, ty, where_clause } = self;
        attrs.compact();
        names.compact();
        ty.compact();
        where_clause.compact();
    }
}

impl Compact for Decl {
    fn compact(&mut self) {
        let Decl { pos: _, kind } = self;
        match kind {
            DeclKind::Type(t) => {
                let TypeDecl { attrs, finite: _, items } = t;
                attrs.compact();
                items.compact();
            }
            DeclKind::Const(c) => {
                let ConstDecl { attrs, unique: _, names, ty, extends, uses } = &mut **c;
                attrs.compact();
                uses.compact();
                names.compact();
                ty.compact();
                if let Some(OrderSpec { parents, complete: _ }) = extends {
                    parents.shrink_to_fit();
                }
            }
            DeclKind::Function(f) => {
                let FunctionDecl { attrs, name: _, type_params, params, ret, body, uses, revealed: _ } = &mut **f;
                attrs.compact();
                uses.compact();
                type_params.compact();
                params.compact();
                ret.compact();
                body.compact();
            }
            DeclKind::Axiom(a) => a.compact(),
            DeclKind::Var(v) => {
                let VarDecl { attrs, vars } = v;
                attrs.compact();
                vars.compact();
            }
            DeclKind::Procedure(p) => {
                let ProcedureDecl { pure: _, attrs, name: _, type_params, ins, outs, specs, body } = &mut **p;
                attrs.compact();
                type_params.compact();
                ins.compact();
                outs.compact();
                specs.compact();
                body.compact();
            }
            DeclKind::YieldInvariant(y) => {
                y.attrs.compact();
                y.ins.compact();
                y.preserves.compact();
            }
            DeclKind::YieldProcedure(c) | DeclKind::Action(c) => {
                let CivlProc { pure: _, is_async: _, mover: _, attrs, name: _, ins, outs, specs, body } = &mut **c;
                attrs.compact();
                ins.compact();
                outs.compact();
                specs.shrink_to_fit();
                body.compact();
            }
            DeclKind::Datatype(t) => {
                let DatatypeDecl { attrs, name: _, type_params, ctors } = &mut **t;
                attrs.compact();
                type_params.compact();
                for k in ctors.iter_mut() {
                    k.fields.compact();
                }
                ctors.shrink_to_fit();
            }
            DeclKind::Implementation(i) => {
                let ImplementationDecl { attrs, name: _, type_params, ins, outs, body } = &mut **i;
                attrs.compact();
                type_params.compact();
                ins.compact();
                outs.compact();
                body.compact();
            }
        }
    }
}

impl Compact for TypeDeclItem {
    fn compact(&mut self) {
        let TypeDeclItem { name: _, params, synonym } = self;
        params.compact();
        synonym.compact();
    }
}

impl Compact for AxiomDecl {
    fn compact(&mut self) {
        let AxiomDecl { hideable: _, attrs, expr } = self;
        attrs.compact();
        expr.compact();
    }
}

impl Compact for FnParam {
    fn compact(&mut self) {
        let FnParam { attrs, name: _, ty } = self;
        attrs.compact();
        ty.compact();
    }
}

impl Compact for Spec {
    fn compact(&mut self) {
        match self {
            Spec::Requires(c) | Spec::Ensures(c) => c.compact(),
            Spec::Modifies(names) => names.compact(),
        }
    }
}

impl Compact for Contract {
    fn compact(&mut self) {
        let Contract { free: _, attrs, expr } = self;
        attrs.compact();
        expr.compact();
    }
}

impl Compact for LoopSpec {
    fn compact(&mut self) {
        match self {
            LoopSpec::Invariant(c) => c.compact(),
            LoopSpec::Call(c) => c.compact(),
            LoopSpec::Measure { attrs, exprs } => {
                attrs.compact();
                exprs.compact();
            }
        }
    }
}

impl Compact for Body {
    fn compact(&mut self) {
        let Body { locals, stmts } = self;
        locals.compact();
        stmts.compact();
    }
}

impl Compact for LocalVarDecl {
    fn compact(&mut self) {
        let LocalVarDecl { pos: _, attrs, vars } = self;
        attrs.compact();
        vars.compact();
    }
}

impl Compact for Stmt {
    fn compact(&mut self) {
        let Stmt { pos: _, kind } = self;
        match kind {
            StmtKind::Label(_)
            | StmtKind::Break(_)
            | StmtKind::Return
            | StmtKind::Yield
            | StmtKind::HideReveal { .. }
            | StmtKind::Scope(_) => {}
            StmtKind::Assert { attrs, expr } | StmtKind::Assume { attrs, expr } => {
                attrs.compact();
                expr.compact();
            }
            StmtKind::Havoc(names) | StmtKind::Goto(names) => names.compact(),
            StmtKind::Unpack(u) => {
                u.vars.compact();
                u.attrs.compact();
                u.expr.compact();
            }
            StmtKind::Assign { lhs, rhs, attrs } => {
                attrs.compact();
                lhs.compact();
                rhs.compact();
            }
            StmtKind::Call(c) => c.compact(),
            StmtKind::Par { form: _, calls } => calls.compact(),
            StmtKind::If(i) => i.compact(),
            StmtKind::While { guard, specs, body } => {
                guard.compact();
                specs.compact();
                body.compact();
            }
        }
    }
}

impl Compact for AssignLhs {
    fn compact(&mut self) {
        let AssignLhs { name: _, steps } = self;
        for s in steps.iter_mut() {
            if let LhsStep::Select(es) = s {
                es.compact();
            }
        }
        steps.shrink_to_fit();
    }
}

impl Compact for CallCmd {
    fn compact(&mut self) {
        let CallCmd { attrs, is_async: _, is_free: _, outs, name: _, args, forall: _ } = self;
        attrs.compact();
        outs.compact();
        args.compact();
    }
}

impl Compact for CallArg {
    fn compact(&mut self) {
        match self {
            CallArg::Expr(e) => e.compact(),
            CallArg::Wildcard => {}
        }
    }
}

impl Compact for Guard {
    fn compact(&mut self) {
        match self {
            Guard::Star => {}
            Guard::Expr(e) => e.compact(),
        }
    }
}

impl Compact for IfStmt {
    fn compact(&mut self) {
        let IfStmt { guard, then_branch, else_branch } = self;
        guard.compact();
        then_branch.compact();
        match else_branch {
            None => {}
            Some(Else::If(i)) => i.compact(),
            Some(Else::Block(b)) => b.compact(),
        }
    }
}

impl Compact for Expr {
    fn compact(&mut self) {
        let Expr { pos: _, kind } = self;
        match kind {
            ExprKind::Lit(_) | ExprKind::Var(_) => {}
            ExprKind::Call(_, args) => args.compact(),
            ExprKind::Old(e) | ExprKind::Unary(_, e) | ExprKind::Extract(e, _, _) => e.compact(),
            ExprKind::Is(e, _) | ExprKind::Field(e, _) => e.compact(),
            ExprKind::FieldUpdate(u) => {
                u.base.compact();
                u.value.compact();
            }
            ExprKind::Binary(_, l, r) => {
                l.compact();
                r.compact();
            }
            ExprKind::Select(m, idx) => {
                m.compact();
                idx.compact();
            }
            ExprKind::Store(s) => {
                let MapStore { map, indices, value } = &mut **s;
                map.compact();
                indices.compact();
                value.compact();
            }
            ExprKind::IfThenElse(c, t, e) => {
                c.compact();
                t.compact();
                e.compact();
            }
            ExprKind::Quant(q) => {
                let Quantifier { kind: _, type_params, vars, annots, body } = &mut **q;
                type_params.compact();
                vars.compact();
                annots.compact();
                body.compact();
            }
            ExprKind::Coerce(e, t) => {
                e.compact();
                t.compact();
            }
            ExprKind::Code(c) => {
                let CodeExpr { locals, blocks } = &mut **c;
                locals.compact();
                blocks.compact();
            }
            ExprKind::Let(l) => l.compact(),
        }
    }
}

impl Compact for LetExpr {
    fn compact(&mut self) {
        let LetExpr { vars, rhs, attrs, body } = self;
        vars.compact();
        rhs.compact();
        attrs.compact();
        body.compact();
    }
}

impl Compact for LetVar {
    fn compact(&mut self) {
        let LetVar { attrs, name: _ } = self;
        attrs.compact();
    }
}

impl Compact for SpecBlock {
    fn compact(&mut self) {
        let SpecBlock { label: _, cmds, transfer } = self;
        cmds.compact();
        match transfer {
            SpecTransfer::Goto(names) => names.compact(),
            SpecTransfer::Return(e) => e.compact(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sum of `capacity - len` over the top-level lists a test can see cheaply.
    fn slack(p: &Program) -> usize {
        let mut n = p.decls.capacity() - p.decls.len();
        for d in &p.decls {
            if let DeclKind::Procedure(pr) = &d.kind {
                n += pr.ins.capacity() - pr.ins.len() + pr.specs.capacity() - pr.specs.len();
                if let Some(b) = &pr.body {
                    n += b.stmts.capacity() - b.stmts.len();
                    for s in &b.stmts {
                        if let StmtKind::Assign { lhs, rhs, .. } = &s.kind {
                            n += lhs.capacity() - lhs.len() + rhs.capacity() - rhs.len();
                        }
                    }
                }
            }
        }
        n
    }

    #[test]
    fn compacting_keeps_the_value_and_removes_slack() {
        let src = "procedure p(x: int) requires x > 0; { var y: int; y := x; assert {:msg \"m\"} y > 0; }";
        let Ok(parsed) = crate::syntax::parse_program(src, "t.bpl") else { panic!("does not parse") };
        let mut p = parsed.clone();
        // Give the lists slack the way a pushing builder does, then compact.
        p.decls.reserve(10);
        if let DeclKind::Procedure(pr) = &mut p.decls[0].kind {
            pr.ins.reserve(5);
            pr.specs.reserve(5);
            if let Some(b) = &mut pr.body {
                b.stmts.reserve(7);
                if let StmtKind::Assign { rhs, .. } = &mut b.stmts[0].kind {
                    rhs.reserve(3);
                }
            }
        }
        assert!(slack(&p) >= 30);
        p.compact();
        assert_eq!(slack(&p), 0);
        assert_eq!(p, parsed);
        assert_eq!(crate::syntax::print_program(&p), crate::syntax::print_program(&parsed));
    }
}
