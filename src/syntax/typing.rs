//! The type rules that the mutation operators can break, checked the way Boogie checks them: not
//! Boogie's type checker, but the part of it that a meaning-preserving rearrangement of a program
//! Boogie accepted can get wrong.
//!
//! What an operator makes that was not in the seed: a conjunction of two contract clauses (L3,
//! L4), a negated `if` condition (L6), a `true` clause or `assert true` (G1), an `implementation`
//! with the procedure's signature (S2). Everything else is moved, not made. So a mutant is
//! checked for:
//! - **conditions**: axioms, `requires`/`ensures`, `where` clauses, `assert`/`assume`, loop
//!   invariants, `if`/`while` guards, quantifier bodies and `if-then-else` conditions are `bool`;
//! - **connectives**: the operands of `!`, `&&`, `||`, `==>`, `<==`, `<==>` are `bool`;
//! - **function bodies**: a `bool` function's body is `bool`, and a `bool` body belongs to a
//!   `bool` function;
//! - **implementations**: an implementation has its procedure's number of type parameters, of
//!   in- and out-parameters, and the same parameter types (type synonyms expanded, type
//!   parameters and the bound variables of map types matched by position; the names may differ).
//!
//! An expression's type is inferred only as far as it is certain: literals, declared variables,
//! coercions, connectives and relations, arithmetic on operands of one type, calls of functions
//! whose result type does not depend on their type parameters, and selections from maps without
//! type parameters. A type that depends on a type variable, or that is not worked out here, is
//! unknown, and an unknown type breaks no rule: the check never refuses a program Boogie accepts
//! (the hermetic tests `frontend_judge` run it over every seed, the mutants of every operator and
//! the real-world corpus). Civl declarations
//! are not entered (no operator has a site inside one). Names are [`super::resolve`]'s job.

use super::ast::*;
use super::printer::print_type;
use std::collections::{HashMap, HashSet};
use std::fmt;

/// A rule of the module doc that a program breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct TypeError {
    pub message: String,
    /// The enclosing declaration, e.g. `procedure p`.
    pub context: String,
    pub pos: Pos,
    /// The file, when the caller named it.
    pub file: Option<String>,
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}: {} (in {})", self.pos, self.message, self.context)
    }
}

/// What is certain about a type: one of the built-in ones, or some other type (a map, a type
/// constructor, a float).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Bool,
    Int,
    Real,
    Bv(u32),
    Other,
}

/// How deep type synonyms are expanded (a synonym naming itself is refused by Boogie; this only
/// bounds the work).
const MAX_EXPANSION: usize = 64;

/// The program's global declarations that typing needs.
#[derive(Default)]
struct Globals<'a> {
    vars: HashMap<&'a str, &'a Type>,
    functions: HashMap<&'a str, &'a FunctionDecl>,
    procedures: HashMap<&'a str, &'a ProcedureDecl>,
    synonyms: HashMap<&'a str, (&'a [Ident], &'a Type)>,
    /// Type constructors and datatypes.
    constructors: HashSet<&'a str>,
}

impl<'a> Globals<'a> {
    fn collect(decls: impl Iterator<Item = &'a Decl>) -> Globals<'a> {
        let mut g = Globals::default();
        for d in decls {
            match &d.kind {
                DeclKind::Type(t) => {
                    for item in &t.items {
                        match &item.synonym {
                            Some(s) => {
                                g.synonyms.insert(item.name.as_str(), (&item.params, s));
                            }
                            None => {
                                g.constructors.insert(item.name.as_str());
                            }
                        }
                    }
                }
                DeclKind::Datatype(t) => {
                    g.constructors.insert(t.name.as_str());
                }
                DeclKind::Const(c) => g.vars.extend(c.names.iter().map(|n| (n.as_str(), &c.ty))),
                DeclKind::Var(v) => {
                    for t in &v.vars {
                        g.vars.extend(t.names.iter().map(|n| (n.as_str(), &t.ty)));
                    }
                }
                DeclKind::Function(f) => {
                    g.functions.insert(f.name.as_str(), f);
                }
                DeclKind::Procedure(p) => {
                    g.procedures.insert(p.name.as_str(), p);
                }
                _ => {}
            }
        }
        g
    }

    /// `t` with its type synonyms expanded (type variables in `tyvars` stay), the type variables
    /// of `rename` renamed, and the bound variables of map types named by position, so that two
    /// types Boogie takes as equal are equal; `None` when `t` names a type not declared here.
    fn normal(&self, t: &Type, tyvars: &[Ident], rename: &HashMap<Ident, Ident>, depth: usize) -> Option<Type> {
        if depth > MAX_EXPANSION {
            return None;
        }
        match t {
            Type::Named(n, args) if args.is_empty() && tyvars.contains(n) => {
                Some(Type::Named(rename.get(n).cloned().unwrap_or_else(|| n.clone()), Vec::new()))
            }
            Type::Named(n, args) => {
                if let Some((params, body)) = self.synonyms.get(n.as_str()) {
                    if params.len() != args.len() {
                        return None;
                    }
                    let map: HashMap<&Ident, &Type> = params.iter().zip(args).collect();
                    return self.normal(&substitute(body, &map), tyvars, rename, depth + 1);
                }
                if !self.constructors.contains(n.as_str()) {
                    return None;
                }
                let args =
                    args.iter().map(|a| self.normal(a, tyvars, rename, depth + 1)).collect::<Option<Vec<_>>>()?;
                Some(Type::Named(n.clone(), args))
            }
            Type::Map(m) => {
                let mut inner = tyvars.to_vec();
                let mut rename = rename.clone();
                for (k, p) in m.type_params.iter().enumerate() {
                    inner.push(p.clone());
                    rename.insert(p.clone(), Ident::new(&format!("#{depth}.{k}")));
                }
                let domain =
                    m.domain.iter().map(|d| self.normal(d, &inner, &rename, depth + 1)).collect::<Option<Vec<_>>>()?;
                let range = self.normal(&m.range, &inner, &rename, depth + 1)?;
                let params = (0..m.type_params.len()).map(|k| Ident::new(&format!("#{depth}.{k}"))).collect();
                Some(Type::map(params, domain, range))
            }
            other => Some(other.clone()),
        }
    }
}

/// `t` with the type variables of `map` replaced (a map type's own type parameters shadow them).
fn substitute(t: &Type, map: &HashMap<&Ident, &Type>) -> Type {
    match t {
        Type::Named(n, args) if args.is_empty() => map.get(n).map_or_else(|| t.clone(), |a| (*a).clone()),
        Type::Named(n, args) => Type::Named(n.clone(), args.iter().map(|a| substitute(a, map)).collect()),
        Type::Map(m) => {
            let mut inner = map.clone();
            for p in &m.type_params {
                inner.remove(p);
            }
            Type::map(
                m.type_params.clone(),
                m.domain.iter().map(|d| substitute(d, &inner)).collect(),
                substitute(&m.range, &inner),
            )
        }
        other => other.clone(),
    }
}

/// Whether `t` mentions one of `vars` (free: a map type's own parameters bind theirs).
fn mentions(t: &Type, vars: &[Ident]) -> bool {
    match t {
        Type::Named(n, args) => (args.is_empty() && vars.contains(n)) || args.iter().any(|a| mentions(a, vars)),
        Type::Map(m) => {
            let free: Vec<Ident> = vars.iter().filter(|v| !m.type_params.contains(v)).cloned().collect();
            m.domain.iter().any(|d| mentions(d, &free)) || mentions(&m.range, &free)
        }
        _ => false,
    }
}

type R = Result<(), TypeError>;
/// An expression's type, when it is certain.
type Ty = Option<Type>;

/// Typing inside one declaration.
struct Checker<'g> {
    g: &'g Globals<'g>,
    /// Parameters, locals and bound variables in scope (innermost last); `None`: type unknown.
    vars: Vec<(Ident, Ty)>,
    /// Type variables in scope.
    tyvars: Vec<Ident>,
    decl: &'g Decl,
}

impl<'g> Checker<'g> {
    fn fail(&self, pos: Pos, message: String) -> R {
        Err(TypeError { message, context: self.decl.describe(), pos, file: None })
    }

    /// What is certain about `t` here.
    fn kind(&self, t: &Type) -> Option<Kind> {
        match self.g.normal(t, &self.tyvars, &HashMap::new(), 0)? {
            Type::Bool => Some(Kind::Bool),
            Type::Int => Some(Kind::Int),
            Type::Real => Some(Kind::Real),
            Type::Bv(w) => Some(Kind::Bv(w)),
            Type::Named(n, _) if self.tyvars.contains(&n) => None,
            _ => Some(Kind::Other),
        }
    }

    fn kind_of(&self, t: &Ty) -> Option<Kind> {
        t.as_ref().and_then(|t| self.kind(t))
    }

    /// `e` must be `bool`; `what` says where it stands (`an assertion`).
    fn condition(&mut self, e: &Expr, what: &str) -> R {
        let t = self.expr(e)?;
        match (self.kind_of(&t), &t) {
            (Some(k), Some(t)) if k != Kind::Bool => {
                self.fail(e.pos, format!("{what} must be of type bool (got {})", print_type(t)))
            }
            _ => Ok(()),
        }
    }

    /// An operand of a connective must be `bool`.
    fn operand(&mut self, e: &Expr, op: &str) -> R {
        let t = self.expr(e)?;
        match (self.kind_of(&t), &t) {
            (Some(k), Some(t)) if k != Kind::Bool => {
                self.fail(e.pos, format!("invalid argument type ({}) to operator {op}", print_type(t)))
            }
            _ => Ok(()),
        }
    }

    fn bind(&mut self, ts: &[TypedIdents]) {
        for t in ts {
            self.vars.extend(t.names.iter().map(|n| (n.clone(), Some(t.ty.clone()))));
        }
    }

    fn where_clauses(&mut self, ts: &[TypedIdents]) -> R {
        ts.iter().filter_map(|t| t.where_clause.as_deref()).try_for_each(|w| self.condition(w, "a where clause"))
    }

    fn lookup(&self, n: &Ident) -> Ty {
        match self.vars.iter().rev().find(|(v, _)| v == n) {
            Some((_, t)) => t.clone(),
            None => self.g.vars.get(n.as_str()).map(|t| (*t).clone()),
        }
    }

    /// Walks `e`, checking the rules inside it, and returns its type when it is certain.
    fn expr(&mut self, e: &Expr) -> Result<Ty, TypeError> {
        Ok(match &e.kind {
            ExprKind::Lit(l) => Some(match l {
                Lit::Bool(_) => Type::Bool,
                Lit::Int(_) => Type::Int,
                Lit::Real(_) => Type::Real,
                Lit::Bv(_, w) => Type::Bv(*w),
                _ => return Ok(None),
            }),
            ExprKind::Var(n) => self.lookup(n),
            ExprKind::Call(f, args) => {
                for a in args.iter() {
                    self.expr(a)?;
                }
                match (f.as_str(), args.len()) {
                    ("int", 1) => Some(Type::Int),
                    ("real", 1) => Some(Type::Real),
                    _ => match self.g.functions.get(f.as_str()) {
                        Some(fun) if !mentions(&fun.ret.ty, &fun.type_params) => Some(fun.ret.ty.clone()),
                        _ => None,
                    },
                }
            }
            ExprKind::Old(a) => self.expr(a)?,
            ExprKind::Unary(UnOp::Not, a) => {
                self.operand(a, "!")?;
                Some(Type::Bool)
            }
            ExprKind::Unary(UnOp::Neg, a) => self.expr(a)?,
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b)?,
            ExprKind::Select(m, idx) => {
                let t = self.expr(m)?;
                for i in idx.iter() {
                    self.expr(i)?;
                }
                let map = t.and_then(|t| self.g.normal(&t, &self.tyvars, &HashMap::new(), 0));
                match map {
                    Some(Type::Map(m)) if m.type_params.is_empty() && m.domain.len() == idx.len() => Some(m.range),
                    _ => None,
                }
            }
            ExprKind::Store(s) => {
                let t = self.expr(&s.map)?;
                for i in s.indices.iter() {
                    self.expr(i)?;
                }
                self.expr(&s.value)?;
                t
            }
            ExprKind::Extract(a, _, _) => {
                self.expr(a)?;
                None
            }
            ExprKind::IfThenElse(c, t, f) => {
                self.condition(c, "the condition of an if-then-else")?;
                let (t, f) = (self.expr(t)?, self.expr(f)?);
                t.or(f)
            }
            ExprKind::Quant(q) => self.quant(q)?,
            ExprKind::Coerce(a, t) => {
                self.expr(a)?;
                Some((**t).clone())
            }
            // Code expressions have their own blocks: not entered (no operator reaches them).
            ExprKind::Code(_) => None,
            ExprKind::Let(l) => {
                let mut types = Vec::new();
                for r in &l.rhs {
                    types.push(self.expr(r)?);
                }
                let mark = self.vars.len();
                if types.len() == l.vars.len() {
                    self.vars.extend(l.vars.iter().map(|v| v.name.clone()).zip(types));
                } else {
                    self.vars.extend(l.vars.iter().map(|v| (v.name.clone(), None)));
                }
                let t = self.expr(&l.body);
                self.vars.truncate(mark);
                t?
            }
            ExprKind::Is(a, _) => {
                self.expr(a)?;
                Some(Type::Bool)
            }
            ExprKind::Field(a, _) => {
                self.expr(a)?;
                None
            }
            ExprKind::FieldUpdate(u) => {
                self.expr(&u.base)?;
                self.expr(&u.value)?;
                None
            }
        })
    }

    fn binary(&mut self, op: BinOp, a: &Expr, b: &Expr) -> Result<Ty, TypeError> {
        use BinOp::*;
        Ok(match op {
            Iff | Implies | Explies | And | Or => {
                let text = super::parser::op_text(op);
                self.operand(a, text)?;
                self.operand(b, text)?;
                Some(Type::Bool)
            }
            Eq | Neq | Lt | Le | Gt | Ge | Subtype => {
                self.expr(a)?;
                self.expr(b)?;
                Some(Type::Bool)
            }
            Concat => {
                self.expr(a)?;
                self.expr(b)?;
                None
            }
            Add | Sub | Mul | Div | Mod | RealDiv | Pow => {
                let (ta, tb) = (self.expr(a)?, self.expr(b)?);
                let (ka, kb) = (self.kind_of(&ta), self.kind_of(&tb));
                let numeric = |k: Option<Kind>| matches!(k, Some(Kind::Int | Kind::Real));
                match op {
                    RealDiv if numeric(ka) && numeric(kb) => Some(Type::Real),
                    Div | Mod if ka == Some(Kind::Int) && kb == Some(Kind::Int) => Some(Type::Int),
                    Add | Sub | Mul | Pow if ka == kb && numeric(ka) => ta,
                    _ => None,
                }
            }
        })
    }

    fn quant(&mut self, q: &Quantifier) -> Result<Ty, TypeError> {
        let (vmark, tmark) = (self.vars.len(), self.tyvars.len());
        self.tyvars.extend(q.type_params.iter().cloned());
        self.bind(&q.vars);
        let r = (|| {
            for a in &q.annots {
                if let QuantAnnot::Trigger(es) = a {
                    for t in es {
                        self.expr(t)?;
                    }
                }
            }
            match q.kind {
                QuantKind::Forall | QuantKind::Exists => {
                    self.condition(&q.body, "the body of a quantifier")?;
                    Ok(Some(Type::Bool))
                }
                QuantKind::Lambda => {
                    self.expr(&q.body)?;
                    Ok(None)
                }
            }
        })();
        self.vars.truncate(vmark);
        self.tyvars.truncate(tmark);
        r
    }

    fn block(&mut self, b: &Block) -> R {
        b.iter().try_for_each(|s| self.stmt(s))
    }

    fn call(&mut self, c: &CallCmd) -> R {
        for a in &c.args {
            if let CallArg::Expr(e) = a {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    fn guard(&mut self, g: &Guard, what: &str) -> R {
        match g {
            Guard::Star => Ok(()),
            Guard::Expr(e) => self.condition(e, what),
        }
    }

    fn if_stmt(&mut self, i: &IfStmt) -> R {
        self.guard(&i.guard, "the condition of an if statement")?;
        self.block(&i.then_branch)?;
        match &i.else_branch {
            None => Ok(()),
            Some(Else::If(inner)) => self.if_stmt(inner),
            Some(Else::Block(b)) => self.block(b),
        }
    }

    fn stmt(&mut self, s: &Stmt) -> R {
        match &s.kind {
            StmtKind::Assert { expr, .. } => self.condition(expr, "an asserted expression"),
            StmtKind::Assume { expr, .. } => self.condition(expr, "an assumed expression"),
            StmtKind::Assign { lhs, rhs, .. } => {
                for l in lhs {
                    for e in l.steps.iter().flat_map(|s| s.exprs()) {
                        self.expr(e)?;
                    }
                }
                rhs.iter().try_for_each(|e| self.expr(e).map(|_| ()))
            }
            StmtKind::Call(c) => self.call(c),
            StmtKind::Par { calls, .. } => calls.iter().try_for_each(|c| self.call(c)),
            StmtKind::If(i) => self.if_stmt(i),
            StmtKind::While { guard, specs, body } => {
                self.guard(guard, "the condition of a while loop")?;
                for s in specs {
                    match s {
                        LoopSpec::Invariant(c) => self.condition(&c.expr, "a loop invariant")?,
                        LoopSpec::Call(c) => self.call(c)?,
                        LoopSpec::Measure { exprs, .. } => {
                            for e in exprs {
                                self.expr(e)?;
                            }
                        }
                    }
                }
                self.block(body)
            }
            StmtKind::Unpack(u) => self.expr(&u.expr).map(|_| ()),
            StmtKind::Label(_)
            | StmtKind::Havoc(_)
            | StmtKind::Break(_)
            | StmtKind::Goto(_)
            | StmtKind::Return
            | StmtKind::Yield
            | StmtKind::HideReveal { .. }
            | StmtKind::Scope(_) => Ok(()),
        }
    }

    fn body(&mut self, b: &Body) -> R {
        for l in &b.locals {
            self.bind(&l.vars);
        }
        for l in &b.locals {
            self.where_clauses(&l.vars)?;
        }
        self.block(&b.stmts)
    }

    fn decl(&mut self) -> R {
        let decl = self.decl;
        match &decl.kind {
            DeclKind::Const(c) => c.uses.iter().try_for_each(|a| self.condition(&a.expr, "an axiom")),
            DeclKind::Axiom(a) => self.condition(&a.expr, "an axiom"),
            DeclKind::Var(v) => self.where_clauses(&v.vars),
            DeclKind::Function(f) => {
                f.uses.iter().try_for_each(|a| self.condition(&a.expr, "an axiom"))?;
                self.tyvars.extend(f.type_params.iter().cloned());
                for p in &f.params {
                    if let Some(n) = p.name.ident() {
                        self.vars.push((n.clone(), Some(p.ty.clone())));
                    }
                }
                let Some(body) = &f.body else { return Ok(()) };
                let t = self.expr(body)?;
                let (ret, got) = (self.kind(&f.ret.ty), self.kind_of(&t));
                match (ret, got, &t) {
                    (Some(r), Some(g), Some(t)) if (r == Kind::Bool) != (g == Kind::Bool) => self.fail(
                        body.pos,
                        format!(
                            "the body of function {} has type {}, its result type is {}",
                            f.name,
                            print_type(t),
                            print_type(&f.ret.ty)
                        ),
                    ),
                    _ => Ok(()),
                }
            }
            DeclKind::Procedure(p) => {
                self.tyvars.extend(p.type_params.iter().cloned());
                self.bind(&p.ins);
                self.bind(&p.outs);
                self.where_clauses(&p.ins)?;
                self.where_clauses(&p.outs)?;
                for s in &p.specs {
                    match s {
                        Spec::Requires(c) => self.condition(&c.expr, "a precondition")?,
                        Spec::Ensures(c) => self.condition(&c.expr, "a postcondition")?,
                        Spec::Modifies(_) => {}
                    }
                }
                match &p.body {
                    Some(b) => self.body(b),
                    None => Ok(()),
                }
            }
            DeclKind::Implementation(i) => {
                self.signature(i)?;
                self.tyvars.extend(i.type_params.iter().cloned());
                self.bind(&i.ins);
                self.bind(&i.outs);
                self.body(&i.body)
            }
            DeclKind::Type(_)
            | DeclKind::Datatype(_)
            | DeclKind::YieldInvariant(_)
            | DeclKind::YieldProcedure(_)
            | DeclKind::Action(_) => Ok(()),
        }
    }

    /// An implementation matches its procedure's signature (see the module doc).
    fn signature(&self, i: &ImplementationDecl) -> R {
        let Some(p) = self.g.procedures.get(i.name.as_str()) else { return Ok(()) };
        let name = &i.name;
        if p.type_params.len() != i.type_params.len() {
            return self.fail(self.decl.pos, format!("mismatched number of type parameters in implementation {name}"));
        }
        let rename: HashMap<Ident, Ident> = i.type_params.iter().cloned().zip(p.type_params.iter().cloned()).collect();
        let flat = |ts: &[TypedIdents]| -> Vec<(Ident, Type)> {
            ts.iter().flat_map(|t| t.names.iter().map(move |n| (n.clone(), t.ty.clone()))).collect()
        };
        for (what, theirs, mine) in [("in", flat(&p.ins), flat(&i.ins)), ("out", flat(&p.outs), flat(&i.outs))] {
            if theirs.len() != mine.len() {
                return self
                    .fail(self.decl.pos, format!("mismatched number of {what}-parameters in implementation {name}"));
            }
            for ((_, want), (n, got)) in theirs.iter().zip(&mine) {
                let want = self.g.normal(want, &p.type_params, &HashMap::new(), 0);
                let got = self.g.normal(got, &i.type_params, &rename, 0);
                if let (Some(w), Some(g)) = (want, got) {
                    if w != g {
                        return self.fail(
                            self.decl.pos,
                            format!("mismatched type of {what}-parameter in implementation {name}: {n}"),
                        );
                    }
                }
            }
        }
        Ok(())
    }
}

/// Checks the rules of the module doc on the files of a program (verified together), each
/// with its name; returns the first broken rule, in declaration order.
pub fn check_named_files(files: &[(&str, &Program)]) -> Result<(), TypeError> {
    let globals = Globals::collect(files.iter().flat_map(|(_, p)| p.decls.iter()));
    for (file, p) in files {
        for d in &p.decls {
            let mut c = Checker { g: &globals, vars: Vec::new(), tyvars: Vec::new(), decl: d };
            c.decl().map_err(|e| TypeError { file: Some(file.to_string()), ..e })?;
        }
    }
    Ok(())
}

/// [`check_named_files`] for a one-file program without a name.
pub fn check_program(p: &Program) -> Result<(), TypeError> {
    check_named_files(&[("", p)]).map_err(|e| TypeError { file: None, ..e })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse_program;

    fn check(src: &str) -> Result<(), String> {
        check_program(&parse_program(src, "t.bpl").unwrap()).map_err(|e| e.to_string())
    }

    #[test]
    fn conditions_and_connectives_are_bool() {
        assert_eq!(check("procedure p(x: int) requires x > 0 && x < 9; { assert x == 1 || true; }"), Ok(()));
        for (src, message) in [
            ("procedure p(x: int); requires x;", "a precondition must be of type bool (got int)"),
            ("procedure p(x: int) { if (!(x)) {} }", "invalid argument type (int) to operator !"),
            ("procedure p(x: int); requires true && x;", "invalid argument type (int) to operator &&"),
            ("axiom 1;", "an axiom must be of type bool (got int)"),
            ("procedure p() { while (true) invariant 1.5; {} }", "a loop invariant must be of type bool (got real)"),
            ("var g: [int]int; procedure p() { assume g[0]; }", "an assumed expression must be of type bool (got int)"),
            ("function f(x: int): int; axiom f(1);", "an axiom must be of type bool (got int)"),
            ("type T = int; const c: T; axiom c;", "an axiom must be of type bool (got T)"),
            ("function f(x: int): int { x > 0 }", "the body of function f has type bool, its result type is int"),
        ] {
            let got = check(src).expect_err(src);
            assert!(got.contains(message), "{src}: {got}");
        }
    }

    #[test]
    fn unknown_types_break_no_rule() {
        // A type variable, a polymorphic function's result, a polymorphic map, a shadowed global.
        for src in [
            "procedure p<T>(x: T) { }",
            "function id<T>(x: T): T; axiom id(true);",
            "type T; function id<T>(x: T): T; axiom id(true);",
            "var m: <a>[a]a; axiom m[true];",
            "const x: int; axiom (forall x: bool :: x);",
            "var g: int; procedure p() { var g: bool; assume g; }",
            "type B = bool; const b: B; axiom b;",
            "type Field a; type H = <a>[Field a]a; var h: H; const f: Field bool; axiom h[f];",
            "axiom (var b := true; b);",
            "function f<T>(x: T): bool; axiom f(1);",
        ] {
            assert_eq!(check(src), Ok(()), "{src}");
        }
    }

    #[test]
    fn implementations_match_their_procedures_up_to_names_and_synonyms() {
        let ok = [
            "procedure p(x: int); implementation p(y: int) {}",
            "procedure p<T>(x: T); implementation p<U>(y: U) {}",
            "type S = [int]bool; procedure p(x: S); implementation p(x: [int]bool) {}",
            "procedure p(x: <a>[a]a); implementation p(x: <b>[b]b) {}",
            "procedure p() returns (r: int); implementation p() returns (s: int) { s := 1; }",
        ];
        for src in ok {
            assert_eq!(check(src), Ok(()), "{src}");
        }
        for (src, message) in [
            (
                "procedure p(x: int); implementation p(x: bool) {}",
                "mismatched type of in-parameter in implementation p: x",
            ),
            ("procedure p(x: int); implementation p() {}", "mismatched number of in-parameters in implementation p"),
            ("procedure p() returns (r: int); implementation p() {}", "mismatched number of out-parameters"),
            ("procedure p<T>(x: T); implementation p(x: int) {}", "mismatched number of type parameters"),
            ("procedure p<T>(x: T, y: int); implementation p<U>(x: int, y: U) {}", "mismatched type of in-parameter"),
        ] {
            let got = check(src).expect_err(src);
            assert!(got.contains(message), "{src}: {got}");
        }
    }
}
