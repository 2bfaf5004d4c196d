//! Whether a Boogie axiom is an instance of a quantified axiom: the quantifier's body (under one
//! or more nested `forall`s) with its bound variables replaced by terms, up to the renaming of
//! the body's own binders (alpha-equivalence).
//!
//! The replacement is capture-avoiding: a term may not mention a variable that a binder of the
//! instance binds at its place. It is type-checked: each term's type, worked out from the
//! program's declarations ([`Env`]), is the variable's declared type, with the quantifier's type
//! parameters bound consistently (a polymorphic axiom instantiated at explicit types); a term
//! whose type is not certain (a type synonym, a polymorphic result not fixed by the arguments,
//! an operator not handled here) makes no instance, the harmless direction.

use crate::syntax::ast::*;
use std::collections::HashMap;

/// The program's global names with their types: constants, global variables, functions.
pub struct Env<'p> {
    vars: HashMap<&'p str, &'p Type>,
    functions: HashMap<&'p str, &'p FunctionDecl>,
}

impl<'p> Env<'p> {
    /// The declarations of `program`.
    pub fn of(program: &'p Program) -> Env<'p> {
        let (mut vars, mut functions) = (HashMap::new(), HashMap::new());
        for d in &program.decls {
            match &d.kind {
                DeclKind::Const(c) => c.names.iter().for_each(|n| {
                    vars.insert(n.as_str(), &c.ty);
                }),
                DeclKind::Var(v) => v.vars.iter().for_each(|t| {
                    t.names.iter().for_each(|n| {
                        vars.insert(n.as_str(), &t.ty);
                    })
                }),
                DeclKind::Function(f) => {
                    functions.insert(f.name.as_str(), &**f);
                }
                _ => {}
            }
        }
        Env { vars, functions }
    }

    /// The type of a closed term, when it is certain.
    fn type_of(&self, e: &Expr) -> Option<Type> {
        match &e.kind {
            ExprKind::Lit(l) => match l {
                Lit::Bool(_) => Some(Type::Bool),
                Lit::Int(_) => Some(Type::Int),
                Lit::Real(_) => Some(Type::Real),
                Lit::Bv(_, w) => Some(Type::Bv(*w)),
                Lit::RMode(_) => Some(Type::RMode),
                Lit::Float(_) => None,
            },
            ExprKind::Var(n) => self.vars.get(n.as_str()).map(|t| (*t).clone()),
            ExprKind::Call(f, args) if f.as_str() == "int" && args.len() == 1 => Some(Type::Int),
            ExprKind::Call(f, args) if f.as_str() == "real" && args.len() == 1 => Some(Type::Real),
            ExprKind::Call(f, args) => {
                let d = self.functions.get(f.as_str())?;
                if d.params.len() != args.len() {
                    return None;
                }
                let mut bound = HashMap::new();
                for (p, a) in d.params.iter().zip(args.iter()) {
                    if !unify(&p.ty, &self.type_of(a)?, &d.type_params, &mut bound) {
                        return None;
                    }
                }
                instantiated(&d.ret.ty, &d.type_params, &bound)
            }
            ExprKind::Old(x) => self.type_of(x),
            ExprKind::Unary(UnOp::Not, _) => Some(Type::Bool),
            ExprKind::Unary(UnOp::Neg, x) => self.type_of(x),
            ExprKind::Binary(op, a, b) => match op {
                BinOp::Iff
                | BinOp::Implies
                | BinOp::Explies
                | BinOp::And
                | BinOp::Or
                | BinOp::Eq
                | BinOp::Neq
                | BinOp::Lt
                | BinOp::Le
                | BinOp::Gt
                | BinOp::Ge
                | BinOp::Subtype => Some(Type::Bool),
                BinOp::RealDiv => Some(Type::Real),
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod => {
                    let t = self.type_of(a)?;
                    (self.type_of(b)? == t).then_some(t)
                }
                BinOp::Concat | BinOp::Pow => None,
            },
            ExprKind::IfThenElse(_, a, b) => {
                let t = self.type_of(a)?;
                (self.type_of(b)? == t).then_some(t)
            }
            ExprKind::Coerce(_, t) => Some((**t).clone()),
            ExprKind::Select(m, _) => match self.type_of(m)? {
                Type::Map(m) if m.type_params.is_empty() => Some(m.range.clone()),
                _ => None,
            },
            ExprKind::Store(s) => self.type_of(&s.map),
            ExprKind::Quant(q) if q.kind != QuantKind::Lambda => Some(Type::Bool),
            ExprKind::Is(..) => Some(Type::Bool),
            _ => None,
        }
    }
}

/// Whether the type `pattern` (whose type parameters `params` are bound in `bound`) is `actual`,
/// binding the unbound parameters it meets.
fn unify(pattern: &Type, actual: &Type, params: &[Ident], bound: &mut HashMap<Ident, Type>) -> bool {
    if let Type::Named(n, args) = pattern {
        if args.is_empty() && params.contains(n) {
            return match bound.get(n) {
                Some(t) => t == actual,
                None => {
                    bound.insert(n.clone(), actual.clone());
                    true
                }
            };
        }
    }
    match (pattern, actual) {
        (Type::Named(a, xs), Type::Named(b, ys)) => {
            a == b && xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| unify(x, y, params, bound))
        }
        (Type::Map(a), Type::Map(b)) => {
            a.type_params == b.type_params
                && a.domain.len() == b.domain.len()
                && a.domain.iter().zip(&b.domain).all(|(x, y)| unify(x, y, params, bound))
                && unify(&a.range, &b.range, params, bound)
        }
        _ => pattern == actual,
    }
}

/// `t` with the parameters `params` replaced by their bound types; `None` when one is unbound.
fn instantiated(t: &Type, params: &[Ident], bound: &HashMap<Ident, Type>) -> Option<Type> {
    Some(match t {
        Type::Named(n, args) if args.is_empty() && params.contains(n) => bound.get(n)?.clone(),
        Type::Named(n, args) => {
            Type::Named(n.clone(), args.iter().map(|a| instantiated(a, params, bound)).collect::<Option<_>>()?)
        }
        Type::Map(m) => Type::map(
            m.type_params.clone(),
            m.domain.iter().map(|a| instantiated(a, params, bound)).collect::<Option<_>>()?,
            instantiated(&m.range, params, bound)?,
        ),
        other => other.clone(),
    })
}

/// The names and types a quantifier binds.
fn bound_vars(q: &Quantifier) -> Vec<(Ident, Type)> {
    q.vars.iter().flat_map(|t| t.names.iter().map(move |n| (n.clone(), t.ty.clone()))).collect()
}

/// Whether `candidate` is an instance of the quantified axiom `axiom` (see the module doc).
pub fn is_instance(env: &Env, axiom: &Expr, candidate: &Expr) -> bool {
    let (mut vars, mut params): (Vec<(Ident, Type)>, Vec<Ident>) = (Vec::new(), Vec::new());
    let mut e = axiom;
    while let ExprKind::Quant(q) = &e.kind {
        if q.kind != QuantKind::Forall {
            return false;
        }
        let inner = bound_vars(q);
        vars.retain(|(n, _)| !inner.iter().any(|(m, _)| m == n));
        vars.extend(inner);
        params.extend(q.type_params.iter().cloned());
        e = &q.body;
        let mut m =
            Matcher { vars: &vars, params: &params, terms: HashMap::new(), types: HashMap::new(), scope: Vec::new() };
        if m.expr(e, candidate) && m.typed(env) {
            return true;
        }
    }
    false
}

/// One attempt at matching a body against a candidate.
struct Matcher<'a> {
    /// The variables being instantiated, with their declared types.
    vars: &'a [(Ident, Type)],
    /// The quantifiers' type parameters.
    params: &'a [Ident],
    /// Each variable's term so far.
    terms: HashMap<Ident, Expr>,
    /// Each type parameter's type so far.
    types: HashMap<Ident, Type>,
    /// The binders entered, innermost last: (the body's name, the candidate's name).
    scope: Vec<(Ident, Ident)>,
}

impl Matcher<'_> {
    /// Whether every term has its variable's type.
    fn typed(&mut self, env: &Env) -> bool {
        let terms: Vec<(Ident, Expr)> = self.terms.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        terms.iter().all(|(n, t)| {
            let Some((_, ty)) = self.vars.iter().find(|(m, _)| m == n) else { return false };
            env.type_of(t).is_some_and(|actual| unify(ty, &actual, self.params, &mut self.types))
        })
    }

    fn ty(&mut self, p: &Type, c: &Type) -> bool {
        unify(p, c, self.params, &mut self.types)
    }

    fn expr(&mut self, p: &Expr, c: &Expr) -> bool {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.expr_inner(p, c))
    }

    fn expr_inner(&mut self, p: &Expr, c: &Expr) -> bool {
        if let ExprKind::Var(x) = &p.kind {
            if let Some((_, theirs)) = self.scope.iter().rev().find(|(mine, _)| mine == x) {
                let theirs = theirs.clone();
                return matches!(&c.kind, ExprKind::Var(y) if *y == theirs && self.innermost(y) == Some(x));
            }
            if self.vars.iter().any(|(v, _)| v == x) {
                let mut free = Vec::new();
                names(c, &mut free);
                if free.iter().any(|n| self.scope.iter().any(|(_, theirs)| theirs == n)) {
                    return false;
                }
                return match self.terms.get(x) {
                    Some(t) => t == c,
                    None => {
                        self.terms.insert(x.clone(), c.clone());
                        true
                    }
                };
            }
            return matches!(&c.kind, ExprKind::Var(y) if y == x && !self.scope.iter().any(|(_, t)| t == y));
        }
        match (&p.kind, &c.kind) {
            (ExprKind::Lit(a), ExprKind::Lit(b)) => a == b,
            (ExprKind::Call(f, xs), ExprKind::Call(g, ys)) => f == g && self.all(xs, ys),
            (ExprKind::Old(a), ExprKind::Old(b)) => self.expr(a, b),
            (ExprKind::Unary(o, a), ExprKind::Unary(q, b)) => o == q && self.expr(a, b),
            (ExprKind::Binary(o, a, b), ExprKind::Binary(q, x, y)) => o == q && self.expr(a, x) && self.expr(b, y),
            (ExprKind::Select(m, xs), ExprKind::Select(n, ys)) => self.expr(m, n) && self.all(xs, ys),
            (ExprKind::Store(a), ExprKind::Store(b)) => {
                self.expr(&a.map, &b.map) && self.all(&a.indices, &b.indices) && self.expr(&a.value, &b.value)
            }
            (ExprKind::Extract(a, h, l), ExprKind::Extract(b, i, m)) => h == i && l == m && self.expr(a, b),
            (ExprKind::IfThenElse(a, b, c), ExprKind::IfThenElse(x, y, z)) => {
                self.expr(a, x) && self.expr(b, y) && self.expr(c, z)
            }
            (ExprKind::Coerce(a, s), ExprKind::Coerce(b, t)) => self.expr(a, b) && self.ty(s, t),
            (ExprKind::Is(a, k), ExprKind::Is(b, l)) => k == l && self.expr(a, b),
            (ExprKind::Field(a, f), ExprKind::Field(b, g)) => f == g && self.expr(a, b),
            (ExprKind::FieldUpdate(a), ExprKind::FieldUpdate(b)) => {
                a.field == b.field && self.expr(&a.base, &b.base) && self.expr(&a.value, &b.value)
            }
            (ExprKind::Quant(a), ExprKind::Quant(b)) => self.quant(a, b),
            (ExprKind::Let(a), ExprKind::Let(b)) => {
                if a.vars.len() != b.vars.len() || !self.all(&a.rhs, &b.rhs) {
                    return false;
                }
                let k = self.scope.len();
                self.scope.extend(a.vars.iter().zip(&b.vars).map(|(x, y)| (x.name.clone(), y.name.clone())));
                let ok = self.expr(&a.body, &b.body);
                self.scope.truncate(k);
                ok
            }
            _ => false,
        }
    }

    fn all(&mut self, xs: &[Expr], ys: &[Expr]) -> bool {
        xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| self.expr(x, y))
    }

    /// The body's name that the candidate's name `y` stands for at this point.
    fn innermost(&self, y: &Ident) -> Option<&Ident> {
        self.scope.iter().rev().find(|(_, t)| t == y).map(|(m, _)| m)
    }

    fn quant(&mut self, a: &Quantifier, b: &Quantifier) -> bool {
        let (xs, ys) = (bound_vars(a), bound_vars(b));
        if a.kind != b.kind || a.type_params != b.type_params || xs.len() != ys.len() {
            return false;
        }
        if !xs.iter().zip(&ys).all(|((_, s), (_, t))| self.ty(s, t)) {
            return false;
        }
        let k = self.scope.len();
        self.scope.extend(xs.into_iter().zip(ys).map(|((x, _), (y, _))| (x, y)));
        let ok = self.expr(&a.body, &b.body);
        self.scope.truncate(k);
        ok
    }
}

/// Every variable name in `e` (bound ones too: an over-approximation of the free ones, which
/// only ever refuses more).
fn names(e: &Expr, out: &mut Vec<Ident>) {
    let d =
        Decl { pos: e.pos, kind: DeclKind::Axiom(AxiomDecl { hideable: false, attrs: Vec::new(), expr: e.clone() }) };
    crate::syntax::visit::for_each_expr(&d, &mut |x| {
        if let ExprKind::Var(n) = &x.kind {
            out.push(n.clone());
        }
    });
}
