//! Hand-built ASTs for the operators' unit tests (the parser is developed separately), and
//! [`variant`], a parsed program for the tests that read better as Boogie text (G3, G4).

use crate::syntax::ast::*;

pub fn int_lit(n: i64) -> Expr {
    Expr::new(ExprKind::Lit(Lit::Int(n.to_string().into())))
}

pub fn ti(names: &[&str], ty: Type, where_clause: Option<Expr>) -> TypedIdents {
    TypedIdents {
        attrs: vec![],
        names: names.iter().map(|s| Ident::from(*s)).collect(),
        ty,
        where_clause: where_clause.map(Box::new),
    }
}

pub fn contract(free: bool, e: Expr) -> Contract {
    Contract { free, attrs: vec![], expr: e }
}

pub fn inv(e: Expr) -> Contract {
    contract(false, e)
}

pub fn req(e: Expr) -> Spec {
    Spec::Requires(contract(false, e))
}

pub fn ens(e: Expr) -> Spec {
    Spec::Ensures(contract(false, e))
}

pub fn attr(name: &str) -> Attribute {
    Attribute { name: name.into(), args: vec![] }
}

pub fn assign(x: &str, n: i64) -> Stmt {
    Stmt::new(StmtKind::Assign {
        lhs: vec![AssignLhs { name: x.into(), steps: vec![] }],
        rhs: vec![int_lit(n)],
        attrs: vec![],
    })
}

pub fn assert_stmt(e: Expr) -> Stmt {
    Stmt::new(StmtKind::Assert { attrs: vec![], expr: e })
}

pub fn if_stmt(guard: Guard, then_branch: Block, else_branch: Option<Else>) -> Stmt {
    Stmt::new(StmtKind::If(Box::new(IfStmt { guard, then_branch, else_branch })))
}

/// `while (*)` with plain invariants.
pub fn while_stmt(invariants: Vec<Contract>, body: Block) -> Stmt {
    let specs = invariants.into_iter().map(LoopSpec::Invariant).collect();
    Stmt::new(StmtKind::While { guard: Box::new(Guard::Star), specs, body })
}

pub fn local(vars: Vec<TypedIdents>) -> LocalVarDecl {
    LocalVarDecl { pos: Pos::default(), attrs: vec![], vars }
}

pub fn procedure(name: &str, specs: Vec<Spec>, body: Option<Body>) -> Decl {
    Decl::new(DeclKind::Procedure(Box::new(ProcedureDecl {
        pure: false,
        attrs: vec![],
        name: name.into(),
        type_params: vec![],
        ins: vec![ti(&["i"], Type::Int, Some(Expr::binary(BinOp::Ge, Expr::var("i"), int_lit(0))))],
        outs: vec![ti(&["o"], Type::Int, None)],
        specs,
        body,
    })))
}

pub fn axiom(e: Expr) -> Decl {
    Decl::new(DeclKind::Axiom(AxiomDecl { hideable: false, attrs: vec![], expr: e }))
}

pub fn const_decl(name: &str) -> Decl {
    Decl::new(DeclKind::Const(Box::new(ConstDecl {
        attrs: vec![],
        unique: false,
        names: vec![name.into()],
        ty: Type::Int,
        extends: None,
        uses: vec![],
    })))
}

pub fn global_var(vars: Vec<TypedIdents>) -> Decl {
    Decl::new(DeclKind::Var(VarDecl { attrs: vec![], vars }))
}

/// `(forall x: int :: {f(x)} {g(x)} f(x) == g(x))`
pub fn forall_two_triggers() -> Expr {
    let fx = Expr::call("f", vec![Expr::var("x")]);
    let gx = Expr::call("g", vec![Expr::var("x")]);
    Expr::new(ExprKind::Quant(Box::new(Quantifier {
        kind: QuantKind::Forall,
        type_params: vec![],
        vars: vec![ti(&["x"], Type::Int, None)],
        annots: vec![
            QuantAnnot::Trigger(vec![fx.clone()]),
            QuantAnnot::Attr(attr("weight")),
            QuantAnnot::Trigger(vec![gx.clone()]),
        ],
        body: Expr::binary(BinOp::Eq, fx, gx),
    })))
}

/// A body with the given locals and statements.
pub fn mk_body(locals: Vec<LocalVarDecl>, stmts: Block) -> Body {
    Body { locals, stmts }
}

/// The variant of Boogie text `src` (as file `t.bpl`); a parse error fails the test, naming it.
pub fn variant(src: &str) -> crate::mutation::Variant {
    crate::mutation::Variant::from_program(crate::syntax::parse_program(src, "t.bpl").unwrap_or_else(|e| panic!("{e}")))
}
