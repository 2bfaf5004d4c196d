//! A light name-resolution check: does every identifier that a program uses as a variable,
//! constant, function, procedure, type or `goto`/`break` label refer to something declared?
//!
//! This is not Boogie's resolver (no types, no duplicate or `modifies` checks beyond existence);
//! it exists so that the minimizer can reject obviously ill-formed candidates (a removed
//! declaration that is still used) without starting the verifier. It must therefore never reject
//! a program Boogie accepts: it only reports names that are declared nowhere in scope.
//! Attribute arguments are not checked (they may mention anything). As Boogie resolves all
//! top-level declarations before it checks any, the global names of every file are collected
//! first, so the order of declarations and of files never matters. Lists of names are read as
//! Boogie reads them: `a, b: T` declares both, and so does a function's `(r1, r2: ref)`
//! ([`FnParamName`]).
//!
//! Civl declarations are checked like procedures: a yield invariant's `preserves` clauses see its
//! parameters; a yield procedure's or action's specifications (conditions, `requires call`
//! yield-invariant calls, `refines`/`using`/`creates` targets, `asserts`, `measure`, `modifies`)
//! and body see its parameters (an inline `refines action` sees them too, plus its own locals). A
//! program that Boogie gives its `base` library ([`super::civl_base`]: any program with a Civl
//! attribute on a top-level declaration) may use that library's names undeclared.
//!
//! [`check_duplicates`] adds Boogie's rule of one declaration per name in each namespace and
//! scope (global types; global variables and constants; functions and procedures; one scope's
//! parameters and locals; one quantifier's bound names; one body's labels), for
//! [`super::wellformed`]; the minimizer does not need it (removing never declares anything twice).
//!
//! An error names the enclosing declaration's position (`LINE:COL`); [`check_file`] and
//! [`check_named_files`] also name the file (`FILE:LINE:COL`).

use super::ast::*;
use crate::error::{ErrorKind, HasKind};
use std::collections::HashSet;
use std::fmt;

/// What an unresolved name was used as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    Variable,
    Function,
    Procedure,
    Type,
    Label,
}

impl fmt::Display for NameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameKind::Variable => "variable or constant",
            NameKind::Function => "function",
            NameKind::Procedure => "procedure",
            NameKind::Type => "type",
            NameKind::Label => "label",
        })
    }
}

/// A name used but not declared, with the declaration it was found in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ResolveError {
    pub name: Ident,
    pub kind: NameKind,
    /// The enclosing declaration, e.g. `procedure p`.
    pub context: String,
    /// Where the enclosing declaration starts.
    pub pos: Pos,
    /// The file, when the caller named it ([`check_file`]).
    pub file: Option<String>,
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}: undeclared {} `{}` in {}", self.pos, self.kind, self.name, self.context)
    }
}

impl HasKind for ResolveError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Names declared at the top level of all files of a program.
#[derive(Default)]
struct Globals {
    types: HashSet<Ident>,
    vars: HashSet<Ident>,
    functions: HashSet<Ident>,
    procedures: HashSet<Ident>,
}

impl Globals {
    fn collect<'a>(decls: impl Iterator<Item = &'a Decl>) -> Globals {
        let mut g = Globals::default();
        for d in decls {
            match &d.kind {
                DeclKind::Type(t) => g.types.extend(t.items.iter().map(|i| i.name.clone())),
                DeclKind::Const(c) => g.vars.extend(c.names.iter().cloned()),
                DeclKind::Function(f) => {
                    g.functions.insert(f.name.clone());
                }
                DeclKind::Var(v) => g.vars.extend(v.vars.iter().flat_map(|t| t.names.iter().cloned())),
                DeclKind::Procedure(p) => {
                    g.procedures.insert(p.name.clone());
                }
                DeclKind::Axiom(_) | DeclKind::Implementation(_) => {}
                // Civl declarations are called like procedures (`call A()`, `requires call Inv()`).
                DeclKind::YieldInvariant(y) => {
                    g.procedures.insert(y.name.clone());
                }
                DeclKind::YieldProcedure(c) | DeclKind::Action(c) => {
                    g.procedures.insert(c.name.clone());
                    // A named inline action `refines action A { ... }` is a top-level action.
                    for s in &c.specs {
                        if let CivlSpec::RefinesAction(a) = s {
                            if a.name != "_" {
                                g.procedures.insert(a.name.clone());
                            }
                        }
                    }
                }
                // A datatype declares its type and one function per constructor.
                DeclKind::Datatype(t) => {
                    g.types.insert(t.name.clone());
                    g.functions.extend(t.ctors.iter().map(|k| k.name.clone()));
                }
            }
        }
        g
    }

    /// Adds the names of Boogie's `base` library.
    fn add_civl_base(&mut self) {
        use super::civl_base::*;
        self.types.extend(TYPES.iter().map(|&n| Ident::new(n)));
        self.functions.extend(FUNCTIONS.iter().map(|&n| Ident::new(n)));
        self.procedures.extend(PROCEDURES.iter().map(|&n| Ident::new(n)));
        self.vars.extend(CONSTANTS.iter().map(|&n| Ident::new(n)));
    }
}

/// Whether Boogie adds its `base` library to a program with these declarations: some top-level
/// declaration carries a Civl attribute. Civl declarations and `pure` procedures count too (they
/// come with `{:layer}` in any program Boogie accepts), so this errs towards accepting.
fn uses_civl_base<'a>(mut decls: impl Iterator<Item = &'a Decl>) -> bool {
    decls.any(|d| {
        let attrs: &[Attribute] = match &d.kind {
            DeclKind::YieldInvariant(_) | DeclKind::YieldProcedure(_) | DeclKind::Action(_) => return true,
            DeclKind::Procedure(p) if p.pure => return true,
            DeclKind::Procedure(p) => &p.attrs,
            DeclKind::Type(t) => &t.attrs,
            DeclKind::Const(c) => &c.attrs,
            DeclKind::Function(f) => &f.attrs,
            DeclKind::Axiom(a) => &a.attrs,
            DeclKind::Var(v) => &v.attrs,
            DeclKind::Implementation(i) => &i.attrs,
            DeclKind::Datatype(t) => &t.attrs,
        };
        attrs.iter().any(|a| super::civl_base::CIVL_ATTRIBUTES.contains(&a.name.as_str()))
    })
}

/// Scoped name lookup inside one declaration.
struct Resolver<'g> {
    globals: &'g Globals,
    vars: Vec<Ident>,
    types: Vec<Ident>,
    labels: HashSet<Ident>,
    decl: &'g Decl,
}

type R = Result<(), ResolveError>;

impl<'g> Resolver<'g> {
    fn fail(&self, name: &str, kind: NameKind) -> R {
        Err(ResolveError { name: name.into(), kind, context: self.decl.describe(), pos: self.decl.pos, file: None })
    }

    fn var(&self, name: &str) -> R {
        if self.vars.iter().any(|v| v == name) || self.globals.vars.contains(name) {
            Ok(())
        } else {
            self.fail(name, NameKind::Variable)
        }
    }

    fn ty(&mut self, t: &Type) -> R {
        match t {
            Type::Bool | Type::Int | Type::Real | Type::Bv(_) | Type::Float { .. } | Type::RMode => Ok(()),
            Type::Named(n, args) => {
                if !self.types.iter().any(|v| v == n) && !self.globals.types.contains(n) {
                    return self.fail(n, NameKind::Type);
                }
                args.iter().try_for_each(|a| self.ty(a))
            }
            Type::Map(m) => {
                let MapType { type_params, domain, range } = &**m;
                let mark = self.types.len();
                self.types.extend(type_params.iter().cloned());
                let r = domain.iter().try_for_each(|d| self.ty(d)).and_then(|_| self.ty(range));
                self.types.truncate(mark);
                r
            }
        }
    }

    fn typed_idents(&mut self, ts: &[TypedIdents]) -> R {
        for t in ts {
            self.ty(&t.ty)?;
        }
        Ok(())
    }

    fn bind(&mut self, ts: &[TypedIdents]) {
        self.vars.extend(ts.iter().flat_map(|t| t.names.iter().cloned()));
    }

    fn where_clauses(&mut self, ts: &[TypedIdents]) -> R {
        ts.iter().filter_map(|t| t.where_clause.as_ref()).try_for_each(|e| self.expr(e))
    }

    fn expr(&mut self, e: &Expr) -> R {
        match &e.kind {
            ExprKind::Lit(_) => Ok(()),
            ExprKind::Var(n) => self.var(n),
            ExprKind::Call(f, args) => {
                let coercion = (f == "int" || f == "real") && args.len() == 1;
                if !coercion && !self.globals.functions.contains(f) {
                    return self.fail(f, NameKind::Function);
                }
                args.iter().try_for_each(|a| self.expr(a))
            }
            ExprKind::Old(a) | ExprKind::Unary(_, a) | ExprKind::Extract(a, _, _) => self.expr(a),
            // Constructor and field names are checked by Boogie's type checker, not here.
            ExprKind::Is(a, _) | ExprKind::Field(a, _) => self.expr(a),
            ExprKind::FieldUpdate(u) => self.expr(&u.base).and_then(|_| self.expr(&u.value)),
            ExprKind::Binary(_, a, b) => self.expr(a).and_then(|_| self.expr(b)),
            ExprKind::Select(m, idx) => {
                self.expr(m)?;
                idx.iter().try_for_each(|i| self.expr(i))
            }
            ExprKind::Store(s) => {
                self.expr(&s.map)?;
                s.indices.iter().try_for_each(|i| self.expr(i))?;
                self.expr(&s.value)
            }
            ExprKind::IfThenElse(c, t, f) => self.expr(c).and_then(|_| self.expr(t)).and_then(|_| self.expr(f)),
            ExprKind::Coerce(a, t) => self.expr(a).and_then(|_| self.ty(t)),
            // Code expressions have their own locals and labels: not checked (never rejected).
            ExprKind::Code(_) => Ok(()),
            ExprKind::Quant(q) => {
                let (vmark, tmark) = (self.vars.len(), self.types.len());
                self.types.extend(q.type_params.iter().cloned());
                let r = self.quant(q);
                self.vars.truncate(vmark);
                self.types.truncate(tmark);
                r
            }
            // The right-hand sides see the enclosing scope; the body sees the bound names too.
            ExprKind::Let(l) => {
                l.rhs.iter().try_for_each(|x| self.expr(x))?;
                let mark = self.vars.len();
                self.vars.extend(l.vars.iter().map(|v| v.name.clone()));
                let r = self.expr(&l.body);
                self.vars.truncate(mark);
                r
            }
        }
    }

    fn quant(&mut self, q: &Quantifier) -> R {
        self.typed_idents(&q.vars)?;
        self.bind(&q.vars);
        for a in &q.annots {
            if let QuantAnnot::Trigger(es) = a {
                es.iter().try_for_each(|e| self.expr(e))?;
            }
        }
        self.expr(&q.body)
    }

    fn contract(&mut self, c: &Contract) -> R {
        self.expr(&c.expr)
    }

    fn block(&mut self, b: &Block) -> R {
        b.iter().try_for_each(|s| self.stmt(s))
    }

    fn label(&self, l: &str) -> R {
        if self.labels.contains(l) {
            Ok(())
        } else {
            self.fail(l, NameKind::Label)
        }
    }

    fn call(&mut self, c: &CallCmd) -> R {
        if !self.globals.procedures.contains(&c.name) {
            return self.fail(&c.name, NameKind::Procedure);
        }
        c.outs.iter().try_for_each(|o| self.var(o))?;
        for a in &c.args {
            if let CallArg::Expr(e) = a {
                self.expr(e)?;
            }
        }
        Ok(())
    }

    fn guard(&mut self, g: &Guard) -> R {
        match g {
            Guard::Star => Ok(()),
            Guard::Expr(e) => self.expr(e),
        }
    }

    fn if_stmt(&mut self, i: &IfStmt) -> R {
        self.guard(&i.guard)?;
        self.block(&i.then_branch)?;
        match &i.else_branch {
            None => Ok(()),
            Some(Else::If(inner)) => self.if_stmt(inner),
            Some(Else::Block(b)) => self.block(b),
        }
    }

    fn stmt(&mut self, s: &Stmt) -> R {
        match &s.kind {
            StmtKind::Label(_) | StmtKind::Return | StmtKind::Yield | StmtKind::Scope(_) => Ok(()),
            StmtKind::HideReveal { .. } => Ok(()),
            StmtKind::Unpack(u) => {
                u.vars.iter().try_for_each(|x| self.var(x))?;
                self.expr(&u.expr)
            }
            StmtKind::Assert { expr, .. } | StmtKind::Assume { expr, .. } => self.expr(expr),
            StmtKind::Havoc(xs) => xs.iter().try_for_each(|x| self.var(x)),
            StmtKind::Assign { lhs, rhs, .. } => {
                for l in lhs {
                    self.var(&l.name)?;
                    l.steps.iter().flat_map(|s| s.exprs()).try_for_each(|e| self.expr(e))?;
                }
                rhs.iter().try_for_each(|e| self.expr(e))
            }
            StmtKind::Call(c) => self.call(c),
            StmtKind::Par { calls, .. } => calls.iter().try_for_each(|c| self.call(c)),
            StmtKind::If(i) => self.if_stmt(i),
            StmtKind::While { guard, specs, body } => {
                self.guard(guard)?;
                for s in specs {
                    match s {
                        LoopSpec::Invariant(c) => self.contract(c)?,
                        LoopSpec::Call(c) => self.call(c)?,
                        LoopSpec::Measure { exprs, .. } => exprs.iter().try_for_each(|e| self.expr(e))?,
                    }
                }
                self.block(body)
            }
            StmtKind::Break(None) => Ok(()),
            StmtKind::Break(Some(l)) => self.label(l),
            StmtKind::Goto(ls) => ls.iter().try_for_each(|l| self.label(l)),
        }
    }

    fn body(&mut self, b: &Body) -> R {
        self.labels = HashSet::new();
        collect_labels(&b.stmts, &mut self.labels);
        for l in &b.locals {
            self.typed_idents(&l.vars)?;
            self.bind(&l.vars);
        }
        for l in &b.locals {
            self.where_clauses(&l.vars)?;
        }
        self.block(&b.stmts)
    }

    /// A yield procedure or action: signature, specifications, body.
    fn civl_proc(&mut self, c: &CivlProc) -> R {
        self.typed_idents(&c.ins)?;
        self.typed_idents(&c.outs)?;
        self.bind(&c.ins);
        self.bind(&c.outs);
        self.where_clauses(&c.ins)?;
        self.where_clauses(&c.outs)?;
        for s in &c.specs {
            self.civl_spec(s)?;
        }
        match &c.body {
            Some(b) => self.body(b),
            None => Ok(()),
        }
    }

    fn procedure(&self, name: &Ident) -> R {
        if self.globals.procedures.contains(name) {
            Ok(())
        } else {
            self.fail(name, NameKind::Procedure)
        }
    }

    fn civl_spec(&mut self, s: &CivlSpec) -> R {
        match s {
            CivlSpec::Refines { name, using, .. } => {
                self.procedure(name)?;
                using.as_ref().map_or(Ok(()), |u| self.procedure(u))
            }
            CivlSpec::Creates(names) => names.iter().try_for_each(|n| self.procedure(n)),
            // The inline action has the yield procedure's parameters (bound already) and its own
            // locals and labels.
            CivlSpec::RefinesAction(a) => {
                let mark = self.vars.len();
                let labels = std::mem::take(&mut self.labels);
                let r = self.body(&a.body);
                self.vars.truncate(mark);
                self.labels = labels;
                r
            }
            CivlSpec::Cond { contract, .. } | CivlSpec::Asserts(contract) => self.contract(contract),
            CivlSpec::Call { call, .. } => self.call(call),
            CivlSpec::Measure { exprs, .. } => exprs.iter().try_for_each(|e| self.expr(e)),
            CivlSpec::Modifies(xs) => xs.iter().try_for_each(|x| {
                if self.globals.vars.contains(x) {
                    Ok(())
                } else {
                    self.fail(x, NameKind::Variable)
                }
            }),
        }
    }

    fn decl(&mut self) -> R {
        let decl = self.decl;
        match &decl.kind {
            // Names only: layers, linearity and movers are Boogie's to check.
            DeclKind::YieldInvariant(y) => {
                self.typed_idents(&y.ins)?;
                self.bind(&y.ins);
                self.where_clauses(&y.ins)?;
                y.preserves.iter().try_for_each(|c| self.contract(c))
            }
            DeclKind::YieldProcedure(c) | DeclKind::Action(c) => self.civl_proc(c),
            DeclKind::Datatype(t) => {
                self.types.extend(t.type_params.iter().cloned());
                t.ctors.iter().flat_map(|k| &k.fields).try_for_each(|f| self.ty(&f.ty))
            }
            DeclKind::Type(t) => {
                for item in &t.items {
                    if let Some(syn) = &item.synonym {
                        self.types.extend(item.params.iter().cloned());
                        self.ty(syn)?;
                        self.types.clear();
                    }
                }
                Ok(())
            }
            DeclKind::Const(c) => {
                self.ty(&c.ty)?;
                if let Some(order) = &c.extends {
                    order.parents.iter().try_for_each(|p| self.var(&p.name))?;
                }
                c.uses.iter().try_for_each(|a| self.expr(&a.expr))
            }
            DeclKind::Function(f) => {
                // The axioms of a `uses` clause are top-level axioms: the function's parameters
                // are not in scope there.
                f.uses.iter().try_for_each(|a| self.expr(&a.expr))?;
                self.types.extend(f.type_params.iter().cloned());
                for p in f.params.iter().chain(std::iter::once(&f.ret)) {
                    self.ty(&p.ty)?;
                }
                self.vars.extend(f.params.iter().filter_map(|p| p.name.ident().cloned()));
                match &f.body {
                    Some(b) => self.expr(b),
                    None => Ok(()),
                }
            }
            DeclKind::Axiom(a) => self.expr(&a.expr),
            DeclKind::Var(v) => {
                self.typed_idents(&v.vars)?;
                self.where_clauses(&v.vars)
            }
            DeclKind::Procedure(p) => {
                self.types.extend(p.type_params.iter().cloned());
                self.typed_idents(&p.ins)?;
                self.typed_idents(&p.outs)?;
                self.bind(&p.ins);
                self.bind(&p.outs);
                self.where_clauses(&p.ins)?;
                self.where_clauses(&p.outs)?;
                for s in &p.specs {
                    match s {
                        Spec::Requires(c) | Spec::Ensures(c) => self.contract(c)?,
                        Spec::Modifies(xs) => {
                            for x in xs {
                                if !self.globals.vars.contains(x) {
                                    return self.fail(x, NameKind::Variable);
                                }
                            }
                        }
                    }
                }
                match &p.body {
                    Some(b) => self.body(b),
                    None => Ok(()),
                }
            }
            DeclKind::Implementation(i) => {
                if !self.globals.procedures.contains(&i.name) {
                    return self.fail(&i.name, NameKind::Procedure);
                }
                self.types.extend(i.type_params.iter().cloned());
                self.typed_idents(&i.ins)?;
                self.typed_idents(&i.outs)?;
                self.bind(&i.ins);
                self.bind(&i.outs);
                self.body(&i.body)
            }
        }
    }
}

fn collect_labels(b: &Block, out: &mut HashSet<Ident>) {
    for s in b {
        match &s.kind {
            StmtKind::Label(l) => {
                out.insert(l.clone());
            }
            StmtKind::If(i) => collect_if_labels(i, out),
            StmtKind::While { body, .. } => collect_labels(body, out),
            _ => {}
        }
    }
}

fn collect_if_labels(i: &IfStmt, out: &mut HashSet<Ident>) {
    collect_labels(&i.then_branch, out);
    match &i.else_branch {
        None => {}
        Some(Else::If(inner)) => collect_if_labels(inner, out),
        Some(Else::Block(b)) => collect_labels(b, out),
    }
}

/// Checks a program made of several files (verified together): every used name is declared.
/// Returns the first undeclared name, in declaration order.
pub fn check_files(files: &[Program]) -> Result<(), ResolveError> {
    check_all(files.iter().map(|p| (None, p)))
}

/// [`check_files`] for files with their names: the error names the file it is in.
pub fn check_named_files(files: &[(&str, &Program)]) -> Result<(), ResolveError> {
    check_all(files.iter().map(|(name, p)| (Some(*name), *p)))
}

fn check_all<'a>(files: impl Iterator<Item = (Option<&'a str>, &'a Program)> + Clone) -> Result<(), ResolveError> {
    let mut globals = Globals::collect(files.clone().flat_map(|(_, p)| p.decls.iter()));
    if uses_civl_base(files.clone().flat_map(|(_, p)| p.decls.iter())) {
        globals.add_civl_base();
    }
    for (file, p) in files {
        for d in &p.decls {
            let mut r =
                Resolver { globals: &globals, vars: Vec::new(), types: Vec::new(), labels: HashSet::new(), decl: d };
            r.decl().map_err(|e| ResolveError { file: file.map(str::to_string), ..e })?;
        }
    }
    Ok(())
}

/// [`check_files`] for a one-file program.
pub fn check_program(p: &Program) -> Result<(), ResolveError> {
    check_files(std::slice::from_ref(p))
}

/// [`check_program`] for a program read from `file`: the error names it (`FILE:LINE:COL: ...`).
pub fn check_file(p: &Program, file: &str) -> Result<(), ResolveError> {
    check_program(p).map_err(|e| ResolveError { file: Some(file.to_string()), ..e })
}

/// The namespaces in which Boogie refuses two declarations of one name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Namespace {
    /// Types (type constructors, synonyms, datatypes).
    Type,
    /// Global variables and constants; in one scope, parameters, locals and bound variables.
    Variable,
    /// Functions, procedures (Civl actions, yield procedures and invariants included) and
    /// datatype constructors.
    FunctionOrProcedure,
    /// The labels of one body.
    Label,
}

impl fmt::Display for Namespace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Namespace::Type => "type",
            Namespace::Variable => "variable",
            Namespace::FunctionOrProcedure => "function/procedure",
            Namespace::Label => "label",
        })
    }
}

/// A name declared twice in one namespace and scope (Boogie: `more than one declaration of ...`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct DuplicateError {
    pub name: Ident,
    pub namespace: Namespace,
    /// The declaration of the second one, e.g. `procedure p`.
    pub context: String,
    pub pos: Pos,
    pub file: Option<String>,
}

impl fmt::Display for DuplicateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}: more than one declaration of {} `{}` (in {})", self.pos, self.namespace, self.name, self.context)
    }
}

/// Boogie's rules of one declaration per name, on the files of a program (verified together):
/// one global declaration per name among types, among variables and constants, and among
/// functions and procedures (implementations may repeat: a procedure may have several); in each
/// procedure, implementation, function or Civl declaration, one declaration per name among its
/// parameters (in and out) and locals; in each quantifier or lambda, one per bound name; in each
/// body, one statement per label. A local may shadow a global and a bound variable anything:
/// Boogie allows both. Returns the first second declaration, in declaration order.
pub fn check_duplicates(files: &[(&str, &Program)]) -> Result<(), DuplicateError> {
    // types, variables and constants, functions and procedures
    let mut global: [HashSet<&Ident>; 3] = Default::default();
    for (file, p) in files {
        for d in &p.decls {
            let fail = |name: &Ident, namespace: Namespace| DuplicateError {
                name: name.clone(),
                namespace,
                context: d.describe(),
                pos: d.pos,
                file: Some(file.to_string()),
            };
            for (name, ns) in global_names(d) {
                let k = match ns {
                    Namespace::Type => 0,
                    Namespace::Variable => 1,
                    _ => 2,
                };
                if !global[k].insert(name) {
                    return Err(fail(name, ns));
                }
            }
            local_duplicates(d).map_err(|(name, ns)| fail(&name, ns))?;
        }
    }
    Ok(())
}

/// The global names a declaration declares, each with its namespace.
fn global_names(d: &Decl) -> Vec<(&Ident, Namespace)> {
    use Namespace::*;
    match &d.kind {
        DeclKind::Type(t) => t.items.iter().map(|i| (&i.name, Type)).collect(),
        DeclKind::Const(c) => c.names.iter().map(|n| (n, Variable)).collect(),
        DeclKind::Var(v) => v.vars.iter().flat_map(|t| t.names.iter()).map(|n| (n, Variable)).collect(),
        DeclKind::Function(f) => vec![(&f.name, FunctionOrProcedure)],
        DeclKind::Procedure(p) => vec![(&p.name, FunctionOrProcedure)],
        DeclKind::Axiom(_) | DeclKind::Implementation(_) => Vec::new(),
        DeclKind::Datatype(t) => {
            let mut v = vec![(&t.name, Type)];
            v.extend(t.ctors.iter().map(|k| (&k.name, FunctionOrProcedure)));
            v
        }
        DeclKind::YieldInvariant(y) => vec![(&y.name, FunctionOrProcedure)],
        DeclKind::YieldProcedure(c) | DeclKind::Action(c) => {
            let mut v = vec![(&c.name, FunctionOrProcedure)];
            for s in &c.specs {
                if let CivlSpec::RefinesAction(a) = s {
                    if a.name != "_" {
                        v.push((&a.name, FunctionOrProcedure));
                    }
                }
            }
            v
        }
    }
}

/// A name declared twice, and where.
type Dup = Result<(), (Ident, Namespace)>;

/// The first name declared twice inside `d`: among the parameters and locals of one scope,
/// the bound names of one quantifier, the labels of one body.
fn local_duplicates(d: &Decl) -> Dup {
    let locals = |b: Option<&Body>| -> Vec<Ident> {
        b.into_iter().flat_map(|b| &b.locals).flat_map(|l| &l.vars).flat_map(|t| t.names.iter().cloned()).collect()
    };
    let formals = |ts: &[&[TypedIdents]]| -> Vec<Ident> {
        ts.iter().flat_map(|t| t.iter()).flat_map(|t| t.names.iter().cloned()).collect()
    };
    let scope: Vec<Ident> = match &d.kind {
        DeclKind::Procedure(p) => [formals(&[&p.ins, &p.outs]), locals(p.body.as_ref())].concat(),
        DeclKind::Implementation(i) => [formals(&[&i.ins, &i.outs]), locals(Some(&i.body))].concat(),
        DeclKind::YieldProcedure(c) | DeclKind::Action(c) => {
            [formals(&[&c.ins, &c.outs]), locals(c.body.as_ref())].concat()
        }
        DeclKind::YieldInvariant(y) => formals(&[&y.ins]),
        // Boogie 2.4.1 does not declare a grouped argument's name in the function's scope (it
        // accepts `function f(a, a: int): int;`), so only the typed ones count.
        DeclKind::Function(f) => f
            .params
            .iter()
            .filter_map(|p| match &p.name {
                FnParamName::Typed(n) => Some(n.clone()),
                FnParamName::Unnamed | FnParamName::Grouped(_) => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    distinct(scope, Namespace::Variable)?;
    let mut bound = Ok(());
    super::visit::for_each_expr(d, &mut |x| {
        if let (Ok(()), ExprKind::Quant(q)) = (&bound, &x.kind) {
            bound = distinct(q.vars.iter().flat_map(|t| t.names.iter().cloned()), Namespace::Variable);
        }
    });
    bound?;
    match super::visit::body(d) {
        Some(b) => {
            let mut labels = HashSet::new();
            collect_labels_checked(&b.stmts, &mut labels)
        }
        None => Ok(()),
    }
}

/// The first name that `names` repeat.
fn distinct(names: impl IntoIterator<Item = Ident>, ns: Namespace) -> Dup {
    let mut seen = HashSet::new();
    for n in names {
        if seen.contains(&n) {
            return Err((n, ns));
        }
        seen.insert(n);
    }
    Ok(())
}

/// The labels of a body into `out`; the first one seen twice is an error.
fn collect_labels_checked(b: &Block, out: &mut HashSet<Ident>) -> Dup {
    for s in b {
        match &s.kind {
            StmtKind::Label(l) if !out.insert(l.clone()) => return Err((l.clone(), Namespace::Label)),
            StmtKind::If(i) => {
                let mut i: &IfStmt = i;
                loop {
                    collect_labels_checked(&i.then_branch, out)?;
                    match &i.else_branch {
                        None => break,
                        Some(Else::Block(b)) => {
                            collect_labels_checked(b, out)?;
                            break;
                        }
                        Some(Else::If(inner)) => i = inner,
                    }
                }
            }
            StmtKind::While { body, .. } => collect_labels_checked(body, out)?,
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ti(name: &str, ty: Type) -> TypedIdents {
        TypedIdents { attrs: vec![], names: vec![name.into()], ty, where_clause: None }
    }

    fn call(f: &str, args: Vec<Expr>) -> Expr {
        Expr::call(f, args)
    }

    fn stmt(kind: StmtKind) -> Stmt {
        Stmt::new(kind)
    }

    /// Fig. 1 of the paper, built by hand.
    fn fig1() -> Program {
        let h = Decl::new(DeclKind::Function(Box::new(FunctionDecl {
            attrs: vec![],
            name: "h".into(),
            type_params: vec![],
            params: vec![FnParam { attrs: vec![], name: FnParamName::Unnamed, ty: Type::Int }],
            ret: FnParam { attrs: vec![], name: FnParamName::Unnamed, ty: Type::Int },
            body: None,
            uses: vec![],
            revealed: false,
        })));
        let quant = |vars: Vec<TypedIdents>, body: Expr| {
            Expr::new(ExprKind::Quant(Box::new(Quantifier {
                kind: QuantKind::Forall,
                type_params: vec![],
                vars,
                annots: vec![],
                body,
            })))
        };
        let ax_h = Decl::new(DeclKind::Axiom(AxiomDecl {
            hideable: false,
            attrs: vec![],
            expr: quant(
                vec![TypedIdents {
                    attrs: vec![],
                    names: vec!["x".into(), "y".into()],
                    ty: Type::Int,
                    where_clause: None,
                }],
                Expr::binary(
                    BinOp::Implies,
                    Expr::binary(BinOp::Gt, Expr::var("x"), Expr::var("y")),
                    Expr::binary(BinOp::Gt, call("h", vec![Expr::var("x")]), Expr::var("y")),
                ),
            ),
        }));
        let map = Type::map(vec![], vec![Type::Int], Type::Int);
        let a = Decl::new(DeclKind::Const(Box::new(ConstDecl {
            attrs: vec![],
            unique: false,
            names: vec!["a".into()],
            ty: map,
            extends: None,
            uses: vec![],
        })));
        let sel = |i: Expr| Expr::new(ExprKind::Select(Box::new(Expr::var("a")), vec![i].into()));
        let one = || Expr::new(ExprKind::Lit(Lit::Int("1".into())));
        let ax_a = Decl::new(DeclKind::Axiom(AxiomDecl {
            hideable: false,
            attrs: vec![],
            expr: quant(
                vec![ti("i", Type::Int)],
                Expr::binary(
                    BinOp::Implies,
                    Expr::binary(BinOp::Le, Expr::new(ExprKind::Lit(Lit::Int("0".into()))), Expr::var("i")),
                    Expr::binary(BinOp::Lt, sel(Expr::var("i")), sel(Expr::binary(BinOp::Add, Expr::var("i"), one()))),
                ),
            ),
        }));
        let body = Body {
            locals: vec![],
            stmts: vec![stmt(StmtKind::Assign {
                lhs: vec![AssignLhs { name: "o".into(), steps: vec![] }],
                rhs: vec![call("h", vec![sel(Expr::binary(BinOp::Add, Expr::var("i"), one()))])],
                attrs: vec![],
            })],
        };
        let p = Decl::new(DeclKind::Procedure(Box::new(ProcedureDecl {
            pure: false,
            attrs: vec![],
            name: "p".into(),
            type_params: vec![],
            ins: vec![ti("i", Type::Int)],
            outs: vec![ti("o", Type::Int)],
            specs: vec![
                Spec::Requires(Contract {
                    free: false,
                    attrs: vec![],
                    expr: Expr::binary(BinOp::Ge, Expr::var("i"), one()),
                }),
                Spec::Ensures(Contract {
                    free: false,
                    attrs: vec![],
                    expr: Expr::binary(BinOp::Gt, Expr::var("o"), sel(Expr::var("i"))),
                }),
            ],
            body: Some(body),
        })));
        Program { decls: vec![h, ax_h, a, ax_a, p] }
    }

    #[test]
    fn accepts_a_well_formed_program() {
        assert_eq!(check_program(&fig1()), Ok(()));
    }

    #[test]
    fn reports_removed_declarations_that_are_still_used() {
        let p = fig1();
        let without = |k: usize| Program {
            decls: p.decls.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, d)| d.clone()).collect(),
        };
        let e = check_program(&without(0)).unwrap_err();
        assert_eq!((e.name.as_str(), e.kind), ("h", NameKind::Function));
        assert_eq!(e.context, "axiom");
        let e = check_program(&without(2)).unwrap_err();
        assert_eq!((e.name.as_str(), e.kind), ("a", NameKind::Variable));
        // Axioms are used by nobody: removing them keeps the program well-formed.
        assert_eq!(check_program(&without(1)), Ok(()));
        assert_eq!(check_program(&without(3)), Ok(()));
    }

    #[test]
    fn scopes_of_bound_variables_and_parameters_end() {
        let mut p = fig1();
        // `o` is an out-parameter of p: unknown in an axiom.
        p.decls.push(Decl::new(DeclKind::Axiom(AxiomDecl { hideable: false, attrs: vec![], expr: Expr::var("o") })));
        assert_eq!(check_program(&p).unwrap_err().name, "o");
        p.decls.pop();
        // `x` is bound by the quantifier of the first axiom only.
        p.decls.push(Decl::new(DeclKind::Axiom(AxiomDecl { hideable: false, attrs: vec![], expr: Expr::var("x") })));
        assert_eq!(check_program(&p).unwrap_err().name, "x");
    }

    #[test]
    fn checks_types_procedures_labels_and_implementations() {
        let proc_decl = |name: &str, stmts: Vec<Stmt>, ty: Type| {
            Decl::new(DeclKind::Procedure(Box::new(ProcedureDecl {
                pure: false,
                attrs: vec![],
                name: name.into(),
                type_params: vec![],
                ins: vec![ti("x", ty)],
                outs: vec![],
                specs: vec![Spec::Modifies(vec!["g".into()])],
                body: Some(Body { locals: vec![], stmts }),
            })))
        };
        let g = Decl::new(DeclKind::Var(VarDecl { attrs: vec![], vars: vec![ti("g", Type::Int)] }));
        let ref_t = Decl::new(DeclKind::Type(TypeDecl {
            attrs: vec![],
            finite: false,
            items: vec![TypeDeclItem { name: "ref".into(), params: vec![], synonym: None }],
        }));
        let stmts = vec![
            stmt(StmtKind::Label("L".into())),
            stmt(StmtKind::Call(Box::new(CallCmd {
                attrs: vec![],
                is_async: false,
                is_free: false,
                outs: vec![],
                name: "q".into(),
                args: vec![],
                forall: false,
            }))),
            stmt(StmtKind::Goto(vec!["L".into()])),
        ];
        let named = Type::Named("ref".into(), vec![]);
        let q = proc_decl("q", vec![], Type::Int);
        let ok =
            Program { decls: vec![g.clone(), ref_t.clone(), q.clone(), proc_decl("p", stmts.clone(), named.clone())] };
        assert_eq!(check_program(&ok), Ok(()));
        let no_type = Program { decls: vec![g.clone(), q.clone(), proc_decl("p", stmts.clone(), named.clone())] };
        assert_eq!(check_program(&no_type).unwrap_err().kind, NameKind::Type);
        let no_q = Program { decls: vec![g.clone(), ref_t.clone(), proc_decl("p", stmts.clone(), named.clone())] };
        assert_eq!(check_program(&no_q).unwrap_err().kind, NameKind::Procedure);
        let no_g = Program { decls: vec![ref_t.clone(), q.clone()] };
        assert_eq!(check_program(&no_g).unwrap_err().name, "g");
        let no_label =
            Program { decls: vec![g.clone(), ref_t.clone(), q.clone(), proc_decl("p", stmts[1..].to_vec(), named)] };
        assert_eq!(check_program(&no_label).unwrap_err().kind, NameKind::Label);
        let imp = Decl::new(DeclKind::Implementation(Box::new(ImplementationDecl {
            attrs: vec![],
            name: "r".into(),
            type_params: vec![],
            ins: vec![],
            outs: vec![],
            body: Body { locals: vec![], stmts: vec![] },
        })));
        let orphan = Program { decls: vec![g, imp] };
        assert_eq!(check_program(&orphan).unwrap_err().kind, NameKind::Procedure);
        // Declarations of another file count.
        assert_eq!(check_files(&[Program { decls: vec![q] }, Program { decls: vec![ref_t] }]).unwrap_err().name, "g");
    }
}
