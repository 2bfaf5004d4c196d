//! Boogie → WhyML (Why3 1.5.1): one WhyML module for all files of a program variant.
//!
//! # Supported subset
//! - Types `int`, `bool`, `real`, maps `[A]B` (Why3 `map A B`; several indices become a tuple
//!   index `map (A, B) C`), user types (abstract types, type constructors with arguments, type
//!   synonyms).
//! - Constants (`unique` becomes pairwise `<>` axioms per type), functions (uninterpreted logic
//!   symbols; a body, also with `{:inline}`, becomes a definitional axiom `forall x. f x = body`
//!   triggered on `f x`, as Boogie itself does), polymorphic functions (`'a` type variables), axioms.
//! - Global variables (`val v_x : ref T`), procedures with `requires`/`ensures`/`modifies` (`writes`)
//!   and `old`. Each procedure becomes a `val` with the callers' view of its contract (non-free
//!   `requires`, all `ensures`); each body (a procedure with body or an `implementation`) becomes a
//!   `let` that assumes all `requires` and must establish the non-free `ensures`. So `free requires`
//!   is never checked at call sites and `free ensures` is never checked in bodies, as in Boogie.
//! - Statements: local variables (refs initialized with `any T`), assignments including map updates
//!   and parallel assignment (all right-hand sides evaluated first), `havoc`, `assert`, `assume`,
//!   `if` (also `if (*)`), `while` (also `while (*)`, non-free invariants), unlabeled `break`,
//!   `return`, `call` (to the procedure's `val`), labels without `goto` (no-ops).
//! - Expressions: boolean, integer (`div`/`mod` are Euclidean as in SMT-LIB, `int.EuclideanDivision`)
//!   and real (`real.RealInfix`) arithmetic, `int(r)` (floor) and `real(i)`, map select/store,
//!   `if then else`, `forall`/`exists` with triggers, type coercions `e : T`.
//!
//! Pure Boogie expressions are evaluated in program code as `w_eval (pure { term })`, where
//! `w_eval` is a `val` returning its ghost argument: program code may then use logic symbols and
//! quantifiers without proof obligations of its own.
//!
//! Everything else is rejected with [`Unsupported`]: bit-vectors, `goto`, labeled `break`,
//! `call forall`, `async`/`free call`, parallel calls (`par A() | B()`, `call A() | B()`), loop
//! specifications other than invariants (`invariant call I()`, `measure e`), `yield`, `lambda`, polymorphic maps `<a>[..]`,
//! quantifiers with type parameters, polymorphic procedures, `extends`, `where` clauses, `<:`,
//! `++`, `**`, free loop invariants, `{:builtin}`/`{:bvbuiltin}` functions, real literals with
//! exponents.

use super::mangle::{mangle, Space};
use super::unsupported::Unsupported;
use crate::syntax::ast::*;
use std::cell::Cell;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;

type R<T> = Result<T, Unsupported>;

/// Translates all files of one program variant (declarations in file order) into one WhyML file.
pub fn to_whyml(programs: &[Program]) -> Result<String, Unsupported> {
    let tr = Translator::collect(programs)?;
    tr.emit(programs)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum VarKind {
    /// A logic value (parameter, constant, bound variable).
    Plain,
    /// A mutable `ref`: read as `!x`.
    Ref,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    /// Axioms and function bodies: no state, no `old`.
    Pure,
    Requires,
    Ensures,
    /// Inside a procedure body: `old(e)` is `(e at Wentry)`.
    Body,
}

#[derive(Clone)]
struct Scope {
    vars: HashMap<Ident, (String, Type, VarKind)>,
    type_params: HashSet<Ident>,
    ctx: Ctx,
    /// Inside `old(..)` in a body: global variables are read at procedure entry (`at Wentry`);
    /// locals and out-parameters keep their current value, as in Boogie.
    old_globals: bool,
}

impl Scope {
    fn new(ctx: Ctx) -> Scope {
        Scope { vars: HashMap::new(), type_params: HashSet::new(), ctx, old_globals: false }
    }
}

struct FnSig {
    type_params: Vec<Ident>,
    params: Vec<Type>,
    ret: Type,
}

struct Translator<'a> {
    file: Cell<usize>,
    /// Theories are imported only when used: their axioms slow Z3 down on every goal.
    uses_div: Cell<bool>,
    uses_real: Cell<bool>,
    synonyms: HashMap<Ident, (Vec<Ident>, Type)>,
    consts: HashMap<Ident, Type>,
    globals: HashMap<Ident, Type>,
    funcs: HashMap<Ident, FnSig>,
    procs: HashMap<Ident, &'a ProcedureDecl>,
}

fn has_attr(attrs: &[Attribute], names: &[&str]) -> bool {
    attrs.iter().any(|a| names.contains(&a.name.as_str()))
}

impl<'a> Translator<'a> {
    fn unsup<T>(&self, construct: impl Into<String>, pos: Pos) -> R<T> {
        Err(Unsupported { construct: construct.into(), pos, file: self.file.get() })
    }

    fn collect(programs: &'a [Program]) -> R<Translator<'a>> {
        let mut tr = Translator {
            file: Cell::new(0),
            uses_div: Cell::new(false),
            uses_real: Cell::new(false),
            synonyms: HashMap::new(),
            consts: HashMap::new(),
            globals: HashMap::new(),
            funcs: HashMap::new(),
            procs: HashMap::new(),
        };
        for (fi, p) in programs.iter().enumerate() {
            tr.file.set(fi);
            for d in &p.decls {
                match &d.kind {
                    DeclKind::Type(t) => {
                        for it in &t.items {
                            if let Some(syn) = &it.synonym {
                                tr.synonyms.insert(it.name.clone(), (it.params.clone(), syn.clone()));
                            }
                        }
                    }
                    DeclKind::Const(c) => {
                        for n in &c.names {
                            tr.consts.insert(n.clone(), c.ty.clone());
                        }
                    }
                    DeclKind::Var(v) => {
                        for ti in &v.vars {
                            for n in &ti.names {
                                tr.globals.insert(n.clone(), ti.ty.clone());
                            }
                        }
                    }
                    DeclKind::Function(f) => {
                        tr.funcs.insert(
                            f.name.clone(),
                            FnSig {
                                type_params: f.type_params.clone(),
                                params: f.params.iter().map(|p| p.ty.clone()).collect(),
                                ret: f.ret.ty.clone(),
                            },
                        );
                    }
                    DeclKind::Procedure(pd) => {
                        if tr.procs.insert(pd.name.clone(), pd).is_some() {
                            return tr.unsup(format!("duplicate procedure {}", pd.name), d.pos);
                        }
                    }
                    DeclKind::Axiom(_) | DeclKind::Implementation(_) => {}
                    DeclKind::Datatype(t) => return tr.unsup(format!("datatype {}", t.name), d.pos),
                    DeclKind::YieldInvariant(_) | DeclKind::YieldProcedure(_) | DeclKind::Action(_) => {
                        return tr.unsup(format!("Civl {}", d.describe()), d.pos)
                    }
                }
            }
        }
        Ok(tr)
    }

    // -----------------------------------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------------------------------

    fn ty(&self, t: &Type, tps: &HashSet<Ident>, pos: Pos) -> R<String> {
        Ok(match t {
            Type::Bool => "bool".into(),
            Type::Int => "int".into(),
            Type::Real => {
                self.uses_real.set(true);
                "real".into()
            }
            Type::Bv(n) => return self.unsup(format!("bit-vector type bv{n}"), pos),
            Type::Float { sig, exp } => return self.unsup(format!("floating-point type float{sig}e{exp}"), pos),
            Type::RMode => return self.unsup("rounding-mode type rmode", pos),
            Type::Named(n, args) => {
                if tps.contains(n) && args.is_empty() {
                    format!("'{}", mangle(Space::Type, n))
                } else if args.is_empty() {
                    mangle(Space::Type, n)
                } else {
                    let mut s = format!("({}", mangle(Space::Type, n));
                    for a in args {
                        s.push(' ');
                        s.push_str(&self.ty(a, tps, pos)?);
                    }
                    s.push(')');
                    s
                }
            }
            Type::Map(m) => {
                let MapType { type_params, domain, range } = &**m;
                if !type_params.is_empty() {
                    return self.unsup("polymorphic map type <..>[..]", pos);
                }
                let dom = self.index_ty(domain, tps, pos)?;
                format!("(map {dom} {})", self.ty(range, tps, pos)?)
            }
        })
    }

    fn index_ty(&self, domain: &[Type], tps: &HashSet<Ident>, pos: Pos) -> R<String> {
        match domain {
            [] => self.unsup("map type without index", pos),
            [d] => self.ty(d, tps, pos),
            ds => {
                let parts = ds.iter().map(|d| self.ty(d, tps, pos)).collect::<R<Vec<_>>>()?;
                Ok(format!("({})", parts.join(", ")))
            }
        }
    }

    /// Expands type synonyms at the top of `t` (bounded, cycles give up).
    fn expand(&self, t: &Type) -> Type {
        let mut t = t.clone();
        for _ in 0..64 {
            let Type::Named(n, args) = &t else { return t };
            let Some((params, body)) = self.synonyms.get(n) else { return t };
            if params.len() != args.len() {
                return t;
            }
            let sub: HashMap<&Ident, &Type> = params.iter().zip(args.iter()).collect();
            t = subst_ty(body, &sub);
        }
        t
    }

    // -----------------------------------------------------------------------------------------
    // Expression types (only as far as the translation needs them: int vs real vs bool)
    // -----------------------------------------------------------------------------------------

    fn type_of(&self, e: &Expr, sc: &Scope) -> Option<Type> {
        let t = match &e.kind {
            ExprKind::Lit(Lit::Bool(_)) => Type::Bool,
            ExprKind::Lit(Lit::Int(_)) => Type::Int,
            ExprKind::Lit(Lit::Real(_)) => Type::Real,
            ExprKind::Lit(Lit::Bv(_, n)) => Type::Bv(*n),
            ExprKind::Lit(Lit::Float(_)) | ExprKind::Lit(Lit::RMode(_)) => return None,
            ExprKind::Var(x) => sc
                .vars
                .get(x)
                .map(|v| v.1.clone())
                .or_else(|| self.globals.get(x).cloned())
                .or_else(|| self.consts.get(x).cloned())?,
            ExprKind::Call(f, _) if f == "int" && !self.funcs.contains_key(f) => Type::Int,
            ExprKind::Call(f, _) if f == "real" && !self.funcs.contains_key(f) => Type::Real,
            ExprKind::Call(f, _) => {
                let sig = self.funcs.get(f)?;
                if mentions_any(&sig.ret, &sig.type_params) {
                    return None;
                }
                sig.ret.clone()
            }
            ExprKind::Old(x) => return self.type_of(x, sc),
            ExprKind::Unary(UnOp::Not, _) => Type::Bool,
            ExprKind::Unary(UnOp::Neg, x) => return self.type_of(x, sc),
            ExprKind::Binary(op, l, r) => match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Pow => {
                    return self.type_of(l, sc).or_else(|| self.type_of(r, sc))
                }
                BinOp::Div | BinOp::Mod => Type::Int,
                BinOp::RealDiv => Type::Real,
                BinOp::Concat => return None,
                _ => Type::Bool,
            },
            ExprKind::Select(m, _) => match self.expand(&self.type_of(m, sc)?) {
                Type::Map(m) if m.type_params.is_empty() => m.range,
                _ => return None,
            },
            ExprKind::Store(s) => return self.type_of(&s.map, sc),
            ExprKind::Extract(_, hi, lo) => Type::Bv(hi.saturating_sub(*lo)),
            ExprKind::IfThenElse(_, a, b) => return self.type_of(a, sc).or_else(|| self.type_of(b, sc)),
            ExprKind::Quant(_) => Type::Bool,
            ExprKind::Coerce(_, t) => (**t).clone(),
            ExprKind::Code(_) | ExprKind::Is(..) => Type::Bool,
            ExprKind::Field(..) | ExprKind::FieldUpdate(..) => return None,
            ExprKind::Let(l) => return self.type_of(&l.body, &self.let_scope(l, sc).ok()?.0),
        };
        Some(self.expand(&t))
    }

    /// Whether arithmetic on `l`, `r` is real (`true`) or integer (`false`).
    fn is_real(&self, l: &Expr, r: Option<&Expr>, sc: &Scope, pos: Pos) -> R<bool> {
        let t = self.type_of(l, sc).or_else(|| r.and_then(|r| self.type_of(r, sc)));
        match t {
            Some(Type::Int) => Ok(false),
            Some(Type::Real) => Ok(true),
            Some(Type::Bv(_)) => self.unsup("bit-vector arithmetic", pos),
            _ => self.unsup("arithmetic on an expression of unknown or non-numeric type", pos),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Expressions (as WhyML terms/formulas)
    // -----------------------------------------------------------------------------------------

    fn index(&self, idx: &[Expr], sc: &Scope) -> R<String> {
        match idx {
            [i] => self.expr(i, sc),
            is => {
                let parts = is.iter().map(|i| self.expr(i, sc)).collect::<R<Vec<_>>>()?;
                Ok(format!("({})", parts.join(", ")))
            }
        }
    }

    fn var(&self, x: &str, sc: &Scope, pos: Pos) -> R<String> {
        if let Some((name, _, kind)) = sc.vars.get(x) {
            return Ok(match kind {
                VarKind::Plain => name.clone(),
                VarKind::Ref => format!("!{name}"),
            });
        }
        if self.globals.contains_key(x) {
            if sc.ctx == Ctx::Pure {
                return self.unsup(format!("global variable {x} in a pure context"), pos);
            }
            if sc.old_globals {
                return Ok(format!("(!{} at Wentry)", mangle(Space::Value, x)));
            }
            return Ok(format!("!{}", mangle(Space::Value, x)));
        }
        if self.consts.contains_key(x) {
            return Ok(mangle(Space::Value, x));
        }
        self.unsup(format!("unknown identifier {x}"), pos)
    }

    fn expr(&self, e: &Expr, sc: &Scope) -> R<String> {
        let pos = e.pos;
        Ok(match &e.kind {
            ExprKind::Lit(Lit::Bool(b)) => if *b { "true" } else { "false" }.into(),
            ExprKind::Lit(Lit::Int(d)) => d.to_string(),
            ExprKind::Lit(Lit::Real(r)) => {
                let ok = r.split_once('.').is_some_and(|(a, b)| {
                    !a.is_empty() && !b.is_empty() && (a.chars().chain(b.chars())).all(|c| c.is_ascii_digit())
                });
                if !ok {
                    return self.unsup(format!("real literal {r}"), pos);
                }
                self.uses_real.set(true);
                r.to_string()
            }
            ExprKind::Lit(Lit::Bv(..)) => return self.unsup("bit-vector literal", pos),
            ExprKind::Lit(Lit::Float(f)) => return self.unsup(format!("floating-point literal {f}"), pos),
            ExprKind::Lit(Lit::RMode(m)) => return self.unsup(format!("rounding mode {}", m.short_name()), pos),
            ExprKind::Var(x) => self.var(x, sc, pos)?,
            ExprKind::Call(f, args) if !self.funcs.contains_key(f) && (f == "int" || f == "real") => {
                let [a] = &args[..] else { return self.unsup(format!("coercion {f} arity"), pos) };
                let a = self.expr(a, sc)?;
                self.uses_real.set(true);
                if f == "int" {
                    format!("(floor {a})")
                } else {
                    format!("(from_int {a})")
                }
            }
            ExprKind::Call(f, args) => {
                let Some(sig) = self.funcs.get(f) else {
                    return self.unsup(format!("call of unknown function {f}"), pos);
                };
                if sig.params.len() != args.len() {
                    return self.unsup(format!("call of {f} with wrong arity"), pos);
                }
                if args.is_empty() {
                    mangle(Space::Function, f)
                } else {
                    let mut s = format!("({}", mangle(Space::Function, f));
                    for a in args {
                        s.push(' ');
                        s.push_str(&self.expr(a, sc)?);
                    }
                    s.push(')');
                    s
                }
            }
            ExprKind::Old(x) => match sc.ctx {
                Ctx::Pure => return self.unsup("old outside a procedure", pos),
                Ctx::Requires => self.expr(x, sc)?,
                // Contracts mention only parameters (plain values) and globals.
                Ctx::Ensures => format!("(old {})", self.expr(x, sc)?),
                Ctx::Body => {
                    let inner = Scope { old_globals: true, ..sc.clone() };
                    self.expr(x, &inner)?
                }
            },
            ExprKind::Unary(UnOp::Not, x) => format!("(not {})", self.expr(x, sc)?),
            ExprKind::Unary(UnOp::Neg, x) => {
                let real = self.is_real(x, None, sc, pos)?;
                format!("({} {})", if real { "-." } else { "-" }, self.expr(x, sc)?)
            }
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, sc, pos)?,
            ExprKind::Select(m, idx) => format!("({}[{}])", self.expr(m, sc)?, self.index(idx, sc)?),
            ExprKind::Store(s) => {
                format!("({}[{} <- {}])", self.expr(&s.map, sc)?, self.index(&s.indices, sc)?, self.expr(&s.value, sc)?)
            }
            ExprKind::Extract(..) => return self.unsup("bit-vector extraction", pos),
            ExprKind::IfThenElse(c, a, b) => {
                format!("(if {} then {} else {})", self.expr(c, sc)?, self.expr(a, sc)?, self.expr(b, sc)?)
            }
            ExprKind::Quant(q) => self.quant(q, sc, pos)?,
            ExprKind::Coerce(x, t) => format!("({} : {})", self.expr(x, sc)?, self.ty(t, &sc.type_params, pos)?),
            ExprKind::Code(_) => return self.unsup("code expression |{ }|", pos),
            ExprKind::Is(..) | ExprKind::Field(..) | ExprKind::FieldUpdate(..) => {
                return self.unsup("datatype test, field access or update", pos)
            }
            ExprKind::Let(l) => {
                let (inner, names) = self.let_scope(l, sc)?;
                let rhs = l.rhs.iter().map(|r| self.expr(r, sc)).collect::<R<Vec<_>>>()?;
                let body = self.expr(&l.body, &inner)?;
                // Boogie binds all names at once (right-hand sides see the enclosing scope): one
                // WhyML `let` with a tuple pattern does the same.
                match (&names[..], &rhs[..]) {
                    ([n], [r]) => format!("(let {n} = {r} in {body})"),
                    _ => format!("(let ({}) = ({}) in {body})", names.join(", "), rhs.join(", ")),
                }
            }
        })
    }

    /// The scope inside a let-expression's body (each bound name has its right-hand side's type)
    /// and the WhyML names of the bound variables.
    fn let_scope(&self, l: &LetExpr, sc: &Scope) -> R<(Scope, Vec<String>)> {
        let pos = l.body.pos;
        if l.vars.len() != l.rhs.len() {
            return self.unsup("let-expression whose variables and right-hand sides differ in number", pos);
        }
        let mut inner = sc.clone();
        let mut names = Vec::new();
        for (v, r) in l.vars.iter().zip(&l.rhs) {
            let Some(t) = self.type_of(r, sc) else {
                return self.unsup(format!("let-bound variable {} of unknown type", v.name), r.pos);
            };
            let m = mangle(Space::Value, &v.name);
            inner.vars.insert(v.name.clone(), (m.clone(), t, VarKind::Plain));
            names.push(m);
        }
        Ok((inner, names))
    }

    fn binary(&self, op: BinOp, l: &Expr, r: &Expr, sc: &Scope, pos: Pos) -> R<String> {
        let is_bool = |e: &Expr| matches!(self.type_of(e, sc), Some(Type::Bool));
        let ls = self.expr(l, sc)?;
        let rs = self.expr(r, sc)?;
        let arith = |int_op: &str, real_op: &str| -> R<String> {
            let real = self.is_real(l, Some(r), sc, pos)?;
            Ok(format!("({ls} {} {rs})", if real { real_op } else { int_op }))
        };
        Ok(match op {
            BinOp::Iff => format!("({ls} <-> {rs})"),
            BinOp::Implies => format!("({ls} -> {rs})"),
            BinOp::Explies => format!("({rs} -> {ls})"),
            BinOp::And => format!("({ls} /\\ {rs})"),
            BinOp::Or => format!("({ls} \\/ {rs})"),
            BinOp::Eq if is_bool(l) || is_bool(r) => format!("({ls} <-> {rs})"),
            BinOp::Neq if is_bool(l) || is_bool(r) => format!("(not ({ls} <-> {rs}))"),
            BinOp::Eq => format!("({ls} = {rs})"),
            BinOp::Neq => format!("({ls} <> {rs})"),
            BinOp::Lt => arith("<", "<.")?,
            BinOp::Le => arith("<=", "<=.")?,
            BinOp::Gt => arith(">", ">.")?,
            BinOp::Ge => arith(">=", ">=.")?,
            BinOp::Add => arith("+", "+.")?,
            BinOp::Sub => arith("-", "-.")?,
            BinOp::Mul => arith("*", "*.")?,
            BinOp::Div | BinOp::Mod => {
                if self.is_real(l, Some(r), sc, pos)? {
                    return self.unsup("div/mod on reals", pos);
                }
                self.uses_div.set(true);
                format!("({} {ls} {rs})", if op == BinOp::Div { "div" } else { "mod" })
            }
            BinOp::RealDiv => {
                let lt = self.type_of(l, sc);
                let rt = self.type_of(r, sc);
                if lt != Some(Type::Real) || rt != Some(Type::Real) {
                    return self.unsup("`/` on non-real operands", pos);
                }
                format!("({ls} /. {rs})")
            }
            BinOp::Subtype => return self.unsup("partial order `<:`", pos),
            BinOp::Concat => return self.unsup("bit-vector concatenation `++`", pos),
            BinOp::Pow => return self.unsup("power `**`", pos),
        })
    }

    fn quant(&self, q: &Quantifier, sc: &Scope, pos: Pos) -> R<String> {
        let kw = match q.kind {
            QuantKind::Forall => "forall",
            QuantKind::Exists => "exists",
            QuantKind::Lambda => return self.unsup("lambda", pos),
        };
        if !q.type_params.is_empty() {
            return self.unsup("quantifier with type parameters", pos);
        }
        let mut inner = sc.clone();
        let mut binders = Vec::new();
        for ti in &q.vars {
            if ti.where_clause.is_some() {
                return self.unsup("where clause", pos);
            }
            let t = self.ty(&ti.ty, &sc.type_params, pos)?;
            for n in &ti.names {
                let m = mangle(Space::Value, n);
                binders.push(format!("{m}: {t}"));
                inner.vars.insert(n.clone(), (m, ti.ty.clone(), VarKind::Plain));
            }
        }
        let mut groups = Vec::new();
        for a in &q.annots {
            if let QuantAnnot::Trigger(ts) = a {
                let terms = ts.iter().map(|t| self.expr(t, &inner)).collect::<R<Vec<_>>>()?;
                groups.push(terms.join(", "));
            }
        }
        let trig = if groups.is_empty() { String::new() } else { format!(" [{}]", groups.join(" | ")) };
        Ok(format!("({kw} {}{trig}. {})", binders.join(", "), self.expr(&q.body, &inner)?))
    }

    /// A pure expression evaluated in program code.
    fn eval(&self, e: &Expr, sc: &Scope) -> R<String> {
        Ok(format!("(w_eval (pure {{ {} }}))", self.expr(e, sc)?))
    }

    // -----------------------------------------------------------------------------------------
    // Statements
    // -----------------------------------------------------------------------------------------

    fn block(&self, b: &[Stmt], sc: &Scope, ind: usize) -> R<String> {
        let mut parts = Vec::new();
        for s in b {
            if let Some(x) = self.stmt(s, sc, ind)? {
                parts.push(x);
            }
        }
        let pad = "  ".repeat(ind);
        if parts.is_empty() {
            return Ok("()".into());
        }
        Ok(format!("begin\n{pad}  {}\n{pad}end", parts.join(&format!(";\n{pad}  "))))
    }

    fn target(&self, x: &str, sc: &Scope, pos: Pos) -> R<(String, Type)> {
        if let Some((name, t, kind)) = sc.vars.get(x) {
            if *kind != VarKind::Ref {
                return self.unsup(format!("assignment to immutable {x}"), pos);
            }
            return Ok((name.clone(), t.clone()));
        }
        if let Some(t) = self.globals.get(x) {
            return Ok((mangle(Space::Value, x), t.clone()));
        }
        self.unsup(format!("assignment to unknown variable {x}"), pos)
    }

    fn guard(&self, g: &Guard, sc: &Scope) -> R<String> {
        match g {
            Guard::Star => Ok("(any bool)".into()),
            Guard::Expr(e) => self.eval(e, sc),
        }
    }

    fn if_stmt(&self, i: &IfStmt, sc: &Scope, ind: usize) -> R<String> {
        let g = self.guard(&i.guard, sc)?;
        let then = self.block(&i.then_branch, sc, ind)?;
        let els = match &i.else_branch {
            None => "()".to_string(),
            Some(Else::Block(b)) => self.block(b, sc, ind)?,
            Some(Else::If(inner)) => format!("({})", self.if_stmt(inner, sc, ind)?),
        };
        Ok(format!("if {g} then {then} else {els}"))
    }

    fn stmt(&self, s: &Stmt, sc: &Scope, ind: usize) -> R<Option<String>> {
        let pos = s.pos;
        let pad = "  ".repeat(ind);
        Ok(Some(match &s.kind {
            StmtKind::Label(_) => return Ok(None),
            StmtKind::Assert { expr, .. } => format!("assert {{ {} }}", self.expr(expr, sc)?),
            StmtKind::Assume { expr, .. } => format!("assume {{ {} }}", self.expr(expr, sc)?),
            StmtKind::Havoc(xs) => {
                let mut parts = Vec::new();
                for x in xs {
                    let (name, t) = self.target(x, sc, pos)?;
                    parts.push(format!("{name} := any {}", self.ty(&t, &sc.type_params, pos)?));
                }
                format!("begin {} end", parts.join("; "))
            }
            StmtKind::Assign { lhs, rhs, .. } => {
                if lhs.len() != rhs.len() {
                    return self.unsup("assignment with different numbers of targets and values", pos);
                }
                let mut lets = String::new();
                let mut sets = Vec::new();
                for (k, (l, r)) in lhs.iter().zip(rhs).enumerate() {
                    let (name, _) = self.target(&l.name, sc, pos)?;
                    let cur = self.var(&l.name, sc, pos)?;
                    let v = self.expr(r, sc)?;
                    let mut selects = Vec::new();
                    for step in &l.steps {
                        match step {
                            LhsStep::Select(idx) => selects.push(idx.clone()),
                            LhsStep::Field(_) => return self.unsup("datatype field assignment", pos),
                        }
                    }
                    let newval = self.update(&cur, &selects, v, sc)?;
                    let _ = write!(lets, "let w_{k} = w_eval (pure {{ {newval} }}) in ");
                    sets.push(format!("{name} := w_{k}"));
                }
                format!("begin {lets}{} end", sets.join("; "))
            }
            StmtKind::Call(c) => self.call(c, sc, pos)?,
            StmtKind::Par { .. } => return self.unsup("parallel call", pos),
            StmtKind::If(i) => self.if_stmt(i, sc, ind + 1)?,
            StmtKind::While { guard, specs, body } => {
                let g = self.guard(guard, sc)?;
                let mut invs = String::new();
                for spec in specs {
                    let inv = match spec {
                        LoopSpec::Invariant(c) => c,
                        LoopSpec::Call(_) => return self.unsup("yield-invariant call as a loop invariant", pos),
                        LoopSpec::Measure { .. } => return self.unsup("loop measure", pos),
                    };
                    if inv.free {
                        return self.unsup("free loop invariant", pos);
                    }
                    let _ = write!(invs, "\n{pad}  invariant {{ {} }}", self.expr(&inv.expr, sc)?);
                }
                format!("while {g} do{invs}\n{pad}  {}\n{pad}done", self.block(body, sc, ind + 1)?)
            }
            StmtKind::Break(None) => "break".into(),
            StmtKind::Break(Some(_)) => return self.unsup("labeled break", pos),
            StmtKind::Goto(_) => return self.unsup("goto", pos),
            StmtKind::Return => "raise W_return".into(),
            StmtKind::Yield => return self.unsup("yield", pos),
            StmtKind::HideReveal { .. } | StmtKind::Scope(_) => return self.unsup("hide/reveal/push/pop", pos),
            StmtKind::Unpack(_) => return self.unsup("unpack statement", pos),
        }))
    }

    /// The new value of a variable `cur` after `cur[s1][s2] := v`.
    fn update(&self, cur: &str, selects: &[Vec<Expr>], v: String, sc: &Scope) -> R<String> {
        match selects {
            [] => Ok(v),
            [first, rest @ ..] => {
                let i = self.index(first, sc)?;
                let inner_cur = format!("({cur}[{i}])");
                let inner = self.update(&inner_cur, rest, v, sc)?;
                Ok(format!("({cur}[{i} <- {inner}])"))
            }
        }
    }

    fn call(&self, c: &CallCmd, sc: &Scope, pos: Pos) -> R<String> {
        if c.is_async {
            return self.unsup("async call", pos);
        }
        if c.forall {
            return self.unsup("call forall", pos);
        }
        if c.is_free {
            return self.unsup("free call", pos);
        }
        let Some(p) = self.procs.get(&c.name) else {
            return self.unsup(format!("call of unknown procedure {}", c.name), pos);
        };
        let n_ins: usize = p.ins.iter().map(|t| t.names.len()).sum();
        let n_outs: usize = p.outs.iter().map(|t| t.names.len()).sum();
        if n_ins != c.args.len() || n_outs != c.outs.len() {
            return self.unsup(format!("call of {} with wrong arity", c.name), pos);
        }
        let mut call = mangle(Space::Procedure, &c.name);
        if c.args.is_empty() {
            call.push_str(" ()");
        }
        for a in &c.args {
            match a {
                CallArg::Expr(e) => {
                    call.push(' ');
                    call.push_str(&self.eval(e, sc)?);
                }
                CallArg::Wildcard => return self.unsup("call argument *", pos),
            }
        }
        let targets = c.outs.iter().map(|o| self.target(o, sc, pos).map(|t| t.0)).collect::<R<Vec<_>>>()?;
        Ok(match targets.as_slice() {
            [] => call,
            [t] => format!("{t} := {call}"),
            ts => {
                let ws: Vec<String> = (0..ts.len()).map(|k| format!("w_{k}")).collect();
                let sets: Vec<String> = ts.iter().zip(&ws).map(|(t, w)| format!("{t} := {w}")).collect();
                format!("begin let ({}) = {call} in {} end", ws.join(", "), sets.join("; "))
            }
        })
    }

    // -----------------------------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------------------------

    fn emit(&self, programs: &[Program]) -> R<String> {
        let all: Vec<(usize, &Decl)> =
            programs.iter().enumerate().flat_map(|(fi, p)| p.decls.iter().map(move |d| (fi, d))).collect();
        let mut out = String::new();
        let mut ax = 0usize;
        self.emit_types(&all, &mut out)?;
        self.emit_signatures(&all, &mut ax, &mut out)?;
        self.emit_definitions(&all, &mut ax, &mut out)?;
        self.emit_globals(&all, &mut out)?;
        self.emit_procedures(&all, &mut out)?;
        out.push_str("end\n");
        let mut text = self.prelude();
        text.push_str(&out);
        Ok(text)
    }

    /// The module header: the theories the translation used, and the helpers every program uses.
    fn prelude(&self) -> String {
        let mut head = String::from("module Boogie\n  use int.Int\n");
        if self.uses_div.get() {
            head.push_str("  use int.EuclideanDivision\n");
        }
        if self.uses_real.get() {
            head.push_str("  use real.RealInfix\n  use real.FromInt\n  use real.Truncate\n");
        }
        head.push_str(
            "  use map.Map\n  use ref.Ref\n\n  val w_eval (ghost x: 'a) : 'a ensures { result = x }\n  exception W_return\n\n",
        );
        head
    }

    /// Types: abstract ones first, then synonyms in dependency order.
    fn emit_types(&self, all: &[(usize, &Decl)], out: &mut String) -> R<()> {
        let mut synonyms: Vec<(usize, Pos, &TypeDeclItem)> = Vec::new();
        for (fi, d) in all {
            self.file.set(*fi);
            let DeclKind::Type(t) = &d.kind else { continue };
            if has_attr(&t.attrs, &["builtin"]) {
                return self.unsup("builtin type", d.pos);
            }
            for it in &t.items {
                if it.synonym.is_some() {
                    synonyms.push((*fi, d.pos, it));
                } else {
                    let params: String = it.params.iter().map(|p| format!(" '{}", mangle(Space::Type, p))).collect();
                    let _ = writeln!(out, "  type {}{params}", mangle(Space::Type, &it.name));
                }
            }
        }
        let mut emitted: HashSet<&str> = HashSet::new();
        while !synonyms.is_empty() {
            let before = synonyms.len();
            let mut rest = Vec::new();
            for (fi, pos, it) in synonyms {
                self.file.set(fi);
                let Some(body) = &it.synonym else { continue };
                let pending = names_in_ty(body)
                    .iter()
                    .any(|n| self.synonyms.contains_key(n) && !emitted.contains(n.as_str()) && !it.params.contains(n));
                if pending {
                    rest.push((fi, pos, it));
                    continue;
                }
                let tps: HashSet<Ident> = it.params.iter().cloned().collect();
                let params: String = it.params.iter().map(|p| format!(" '{}", mangle(Space::Type, p))).collect();
                let _ =
                    writeln!(out, "  type {}{params} = {}", mangle(Space::Type, &it.name), self.ty(body, &tps, pos)?);
                emitted.insert(it.name.as_str());
            }
            if rest.len() == before {
                let (fi, pos, it) = rest[0];
                self.file.set(fi);
                return self.unsup(format!("cyclic type synonym {}", it.name), pos);
            }
            synonyms = rest;
        }
        out.push('\n');
        Ok(())
    }

    /// Constants (with the distinctness axioms of `unique` ones) and function signatures.
    fn emit_signatures(&self, all: &[(usize, &Decl)], ax: &mut usize, out: &mut String) -> R<()> {
        let no_tps = HashSet::new();
        let mut uniques: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (fi, d) in all {
            self.file.set(*fi);
            match &d.kind {
                DeclKind::Const(c) => {
                    if c.extends.is_some() {
                        return self.unsup("const ... extends (partial order)", d.pos);
                    }
                    let t = self.ty(&c.ty, &no_tps, d.pos)?;
                    for n in &c.names {
                        let m = mangle(Space::Value, n);
                        let _ = writeln!(out, "  constant {m} : {t}");
                        if c.unique {
                            uniques.entry(t.clone()).or_default().push(m);
                        }
                    }
                }
                DeclKind::Function(f) => {
                    if has_attr(&f.attrs, &["builtin", "bvbuiltin"]) {
                        return self.unsup(format!("builtin function {}", f.name), d.pos);
                    }
                    let tps: HashSet<Ident> = f.type_params.iter().cloned().collect();
                    let mut s = format!("  function {}", mangle(Space::Function, &f.name));
                    for p in &f.params {
                        s.push(' ');
                        s.push_str(&self.ty(&p.ty, &tps, d.pos)?);
                    }
                    let _ = writeln!(out, "{s} : {}", self.ty(&f.ret.ty, &tps, d.pos)?);
                }
                _ => {}
            }
        }
        for consts in uniques.values() {
            for (i, a) in consts.iter().enumerate() {
                for b in &consts[i + 1..] {
                    *ax += 1;
                    let _ = writeln!(out, "  axiom ax_{}: {a} <> {b}", *ax);
                }
            }
        }
        out.push('\n');
        Ok(())
    }

    /// One axiom `axiom ax_N: e`.
    fn axiom(&self, a: &AxiomDecl, ax: &mut usize, out: &mut String) -> R<()> {
        let mut sc = Scope::new(Ctx::Pure);
        // A top-level `forall<T>` of an axiom is a polymorphic axiom (WhyML type
        // variables in axioms are universally quantified); nowhere else.
        let mut e = a.expr.clone();
        if let ExprKind::Quant(q) = &mut e.kind {
            if q.kind == QuantKind::Forall {
                sc.type_params = q.type_params.drain(..).collect();
            }
        }
        *ax += 1;
        let _ = writeln!(out, "  axiom ax_{}: {}", *ax, self.expr(&e, &sc)?);
        Ok(())
    }

    /// Function definitions (as definitional axioms) and axioms.
    fn emit_definitions(&self, all: &[(usize, &Decl)], ax: &mut usize, out: &mut String) -> R<()> {
        for (fi, d) in all {
            self.file.set(*fi);
            match &d.kind {
                DeclKind::Function(f) => {
                    if let Some(body) = &f.body {
                        *ax += 1;
                        self.function_definition(f, body, *ax, d.pos, out)?;
                    }
                    // A `uses` clause's axioms hold like top-level ones (no pruning in Why3).
                    for a in &f.uses {
                        self.axiom(a, ax, out)?;
                    }
                }
                DeclKind::Const(c) => {
                    for a in &c.uses {
                        self.axiom(a, ax, out)?;
                    }
                }
                DeclKind::Axiom(a) => self.axiom(a, ax, out)?,
                _ => {}
            }
        }
        out.push('\n');
        Ok(())
    }

    /// `axiom ax_N: forall params [f params]. f params = body` for a function with a body.
    fn function_definition(&self, f: &FunctionDecl, body: &Expr, ax: usize, pos: Pos, out: &mut String) -> R<()> {
        let mut sc = Scope::new(Ctx::Pure);
        sc.type_params = f.type_params.iter().cloned().collect();
        let mut binders = Vec::new();
        let mut args = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            let m = match p.name.ident() {
                Some(n) => mangle(Space::Value, n),
                None => format!("w_arg{k}"),
            };
            binders.push(format!("{m}: {}", self.ty(&p.ty, &sc.type_params, pos)?));
            args.push(m.clone());
            if let Some(n) = p.name.ident() {
                sc.vars.insert(n.clone(), (m, p.ty.clone(), VarKind::Plain));
            }
        }
        let app = if args.is_empty() {
            mangle(Space::Function, &f.name)
        } else {
            format!("({} {})", mangle(Space::Function, &f.name), args.join(" "))
        };
        let rel = if self.expand(&f.ret.ty) == Type::Bool { "<->" } else { "=" };
        let b = self.expr(body, &sc)?;
        if binders.is_empty() {
            let _ = writeln!(out, "  axiom ax_{ax}: {app} {rel} {b}");
        } else {
            let _ = writeln!(out, "  axiom ax_{ax}: forall {} [{app}]. {app} {rel} {b}", binders.join(", "));
        }
        Ok(())
    }

    /// Global variables, as references.
    fn emit_globals(&self, all: &[(usize, &Decl)], out: &mut String) -> R<()> {
        let no_tps = HashSet::new();
        for (fi, d) in all {
            self.file.set(*fi);
            let DeclKind::Var(v) = &d.kind else { continue };
            for ti in &v.vars {
                if ti.where_clause.is_some() {
                    return self.unsup("where clause", d.pos);
                }
                let t = self.ty(&ti.ty, &no_tps, d.pos)?;
                for n in &ti.names {
                    let _ = writeln!(out, "  val {} : ref {t}", mangle(Space::Value, n));
                }
            }
        }
        out.push('\n');
        Ok(())
    }

    /// Procedures: their callers' view (`val`), then their bodies.
    fn emit_procedures(&self, all: &[(usize, &Decl)], out: &mut String) -> R<()> {
        for (fi, d) in all {
            self.file.set(*fi);
            let DeclKind::Procedure(p) = &d.kind else { continue };
            out.push_str(&self.proc_val(p, d.pos)?);
        }
        // Bodies (one `let` per procedure definition or implementation).
        let mut k = 0usize;
        for (fi, d) in all {
            self.file.set(*fi);
            match &d.kind {
                DeclKind::Procedure(p) => {
                    if let Some(body) = &p.body {
                        k += 1;
                        out.push_str(&self.impl_let(k, p, &p.ins, &p.outs, body, d.pos)?);
                    }
                }
                DeclKind::Implementation(i) => {
                    let Some(p) = self.procs.get(&i.name) else {
                        return self.unsup(format!("implementation of unknown procedure {}", i.name), d.pos);
                    };
                    if !i.type_params.is_empty() {
                        return self.unsup("polymorphic implementation", d.pos);
                    }
                    k += 1;
                    out.push_str(&self.impl_let(k, p, &i.ins, &i.outs, &i.body, d.pos)?);
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Parameters as `(v_a: int) (v_b: bool)` (or `()`), and the WhyML result type.
    fn params(&self, ins: &[TypedIdents], outs: &[TypedIdents], pos: Pos) -> R<(String, String)> {
        let no_tps = HashSet::new();
        let mut ps = String::new();
        for ti in ins.iter().chain(outs) {
            if ti.where_clause.is_some() {
                return self.unsup("where clause", pos);
            }
        }
        for ti in ins {
            let t = self.ty(&ti.ty, &no_tps, pos)?;
            for n in &ti.names {
                let _ = write!(ps, " ({}: {t})", mangle(Space::Value, n));
            }
        }
        if ps.is_empty() {
            ps.push_str(" ()");
        }
        let mut rts = Vec::new();
        for ti in outs {
            let t = self.ty(&ti.ty, &no_tps, pos)?;
            for _ in &ti.names {
                rts.push(t.clone());
            }
        }
        let rt = match rts.len() {
            0 => "unit".to_string(),
            1 => rts[0].clone(),
            _ => format!("({})", rts.join(", ")),
        };
        Ok((ps, rt))
    }

    /// The scope of a contract: the procedure's parameter names, mapped to the WhyML names of
    /// the parameters of `ins`/`outs` (an implementation may rename them).
    fn contract_scope(
        &self,
        p: &ProcedureDecl,
        ins: &[TypedIdents],
        outs: &[TypedIdents],
        ctx: Ctx,
        pos: Pos,
    ) -> R<Scope> {
        let mut sc = Scope::new(ctx);
        let pnames = |ts: &[TypedIdents]| -> Vec<(Ident, Type)> {
            ts.iter().flat_map(|t| t.names.iter().map(move |n| (n.clone(), t.ty.clone()))).collect()
        };
        let (pi, po) = (pnames(&p.ins), pnames(&p.outs));
        let (ii, io) = (pnames(ins), pnames(outs));
        if pi.len() != ii.len() || po.len() != io.len() {
            return self.unsup(format!("implementation of {} with a different signature", p.name), pos);
        }
        for ((pn, t), (inn, _)) in pi.iter().zip(&ii).chain(po.iter().zip(&io)) {
            sc.vars.insert(pn.clone(), (mangle(Space::Value, inn), t.clone(), VarKind::Plain));
        }
        Ok(sc)
    }

    fn posts(&self, p: &ProcedureDecl, outs: &[TypedIdents], sc: &Scope, include_free: bool) -> R<String> {
        let names: Vec<String> = outs.iter().flat_map(|t| t.names.iter().map(|n| mangle(Space::Value, n))).collect();
        let mut s = String::new();
        for spec in &p.specs {
            let Spec::Ensures(c) = spec else { continue };
            if c.free && !include_free {
                continue;
            }
            let e = self.expr(&c.expr, sc)?;
            let _ = match names.len() {
                0 => write!(s, "\n    ensures {{ {e} }}"),
                1 => write!(s, "\n    returns {{ {} -> {e} }}", names[0]),
                _ => write!(s, "\n    returns {{ ({}) -> {e} }}", names.join(", ")),
            };
        }
        Ok(s)
    }

    fn pres(&self, p: &ProcedureDecl, sc: &Scope, include_free: bool) -> R<String> {
        let mut s = String::new();
        for spec in &p.specs {
            let Spec::Requires(c) = spec else { continue };
            if c.free && !include_free {
                continue;
            }
            let _ = write!(s, "\n    requires {{ {} }}", self.expr(&c.expr, sc)?);
        }
        Ok(s)
    }

    fn proc_val(&self, p: &ProcedureDecl, pos: Pos) -> R<String> {
        if !p.type_params.is_empty() {
            return self.unsup("polymorphic procedure", pos);
        }
        let (ps, rt) = self.params(&p.ins, &p.outs, pos)?;
        let pre_sc = self.contract_scope(p, &p.ins, &p.outs, Ctx::Requires, pos)?;
        let post_sc = Scope { ctx: Ctx::Ensures, ..pre_sc.clone() };
        let mut writes = Vec::new();
        for spec in &p.specs {
            if let Spec::Modifies(xs) = spec {
                for x in xs {
                    if !self.globals.contains_key(x) {
                        return self.unsup(format!("modifies of non-global {x}"), pos);
                    }
                    let m = mangle(Space::Value, x);
                    if !writes.contains(&m) {
                        writes.push(m);
                    }
                }
            }
        }
        let w = if writes.is_empty() { String::new() } else { format!("\n    writes {{ {} }}", writes.join(", ")) };
        Ok(format!(
            "  val {}{ps} : {rt}{}{w}{}\n\n",
            mangle(Space::Procedure, &p.name),
            self.pres(p, &pre_sc, false)?,
            self.posts(p, &p.outs, &post_sc, true)?
        ))
    }

    fn impl_let(
        &self,
        k: usize,
        p: &ProcedureDecl,
        ins: &[TypedIdents],
        outs: &[TypedIdents],
        body: &Body,
        pos: Pos,
    ) -> R<String> {
        let (ps, rt) = self.params(ins, outs, pos)?;
        let pre_sc = self.contract_scope(p, ins, outs, Ctx::Requires, pos)?;
        let post_sc = Scope { ctx: Ctx::Ensures, ..pre_sc.clone() };
        let mut sc = Scope::new(Ctx::Body);
        let mut prologue = String::new();
        for ti in ins {
            for n in &ti.names {
                sc.vars.insert(n.clone(), (mangle(Space::Value, n), ti.ty.clone(), VarKind::Plain));
            }
        }
        let mut results = Vec::new();
        let no_tps = HashSet::new();
        let locals = body.locals.iter().flat_map(|l| l.vars.iter().map(move |v| (l.pos, v)));
        for (vpos, ti) in outs.iter().map(|t| (pos, t)).chain(locals) {
            if ti.where_clause.is_some() {
                return self.unsup("where clause", vpos);
            }
            let t = self.ty(&ti.ty, &no_tps, vpos)?;
            for n in &ti.names {
                let m = mangle(Space::Value, n);
                let _ = writeln!(prologue, "    let {m} = ref (any {t}) in");
                sc.vars.insert(n.clone(), (m, ti.ty.clone(), VarKind::Ref));
            }
        }
        for ti in outs {
            for n in &ti.names {
                results.push(format!("!{}", mangle(Space::Value, n)));
            }
        }
        let mut stmts = self.block(&body.stmts, &sc, 2)?;
        if body.stmts.iter().any(|s| stmt_has(s, &|sk| matches!(sk, StmtKind::Return))) {
            stmts = format!("try {stmts} with W_return -> () end");
        }
        let diverges = if body.stmts.iter().any(|s| stmt_has(s, &|sk| matches!(sk, StmtKind::While { .. }))) {
            "\n    diverges"
        } else {
            ""
        };
        let result = match results.len() {
            0 => "()".to_string(),
            1 => results[0].clone(),
            _ => format!("({})", results.join(", ")),
        };
        Ok(format!(
            "  let w_impl{k}_{}{ps} : {rt}{}{}{diverges}\n  =\n{prologue}    label Wentry in\n    {stmts};\n    {result}\n\n",
            mangle(Space::Procedure, &p.name),
            self.pres(p, &pre_sc, true)?,
            self.posts(p, outs, &post_sc, false)?
        ))
    }
}

/// Whether `s` or a statement nested in it satisfies `f`.
fn stmt_has(s: &Stmt, f: &dyn Fn(&StmtKind) -> bool) -> bool {
    if f(&s.kind) {
        return true;
    }
    match &s.kind {
        StmtKind::If(i) => if_has(i, f),
        StmtKind::While { body, .. } => body.iter().any(|x| stmt_has(x, f)),
        _ => false,
    }
}

fn if_has(i: &IfStmt, f: &dyn Fn(&StmtKind) -> bool) -> bool {
    i.then_branch.iter().any(|x| stmt_has(x, f))
        || match &i.else_branch {
            None => false,
            Some(Else::Block(b)) => b.iter().any(|x| stmt_has(x, f)),
            Some(Else::If(j)) => if_has(j, f),
        }
}

fn subst_ty(t: &Type, sub: &HashMap<&Ident, &Type>) -> Type {
    match t {
        Type::Named(n, args) if args.is_empty() => match sub.get(n) {
            Some(r) => (*r).clone(),
            None => t.clone(),
        },
        Type::Named(n, args) => Type::Named(n.clone(), args.iter().map(|a| subst_ty(a, sub)).collect()),
        Type::Map(m) => Type::map(
            m.type_params.clone(),
            m.domain.iter().map(|d| subst_ty(d, sub)).collect(),
            subst_ty(&m.range, sub),
        ),
        other => other.clone(),
    }
}

fn names_in_ty(t: &Type) -> Vec<Ident> {
    let mut v = Vec::new();
    fn go(t: &Type, v: &mut Vec<Ident>) {
        match t {
            Type::Named(n, args) => {
                v.push(n.clone());
                args.iter().for_each(|a| go(a, v));
            }
            Type::Map(m) => {
                m.domain.iter().for_each(|d| go(d, v));
                go(&m.range, v);
            }
            _ => {}
        }
    }
    go(t, &mut v);
    v
}

fn mentions_any(t: &Type, names: &[Ident]) -> bool {
    names_in_ty(t).iter().any(|n| names.contains(n))
}
