//! Pretty printer: [`Program`] back to Boogie text that Boogie 2.4.1 accepts (programs
//! using the constructs of later Boogies, such as `uses` clauses or Civl, print in their syntax).
//!
//! Layout: one declaration per line group (a blank line between declarations), 2-space
//! indentation, specifications and invariants on their own lines. Parentheses are minimal but
//! safe: a child expression is parenthesized exactly when Boogie's precedence/associativity
//! rules (see [`super::parser`]'s operator table) would otherwise parse the text differently,
//! and always around coercions, `if-then-else` and code expressions used as operands.
//! `parse(print(p)) == p` holds for every AST the parser produces.
//!
//! Stack: printing recurses along the tree, and mutants or hand-built ASTs may be deeper than
//! what the parser accepts; the recursive steps (expressions, blocks) grow the stack on demand
//! ([`RED_ZONE`]), so every entry point works on any thread (rayon workers, 2 MB test threads).

use super::ast::*;
use std::fmt::Write as _;

/// Prints a whole program.
pub fn print_program(p: &Program) -> String {
    let mut pr = Printer { out: String::with_capacity(p.decls.len() * 64), indent: 0 };
    for (i, d) in p.decls.iter().enumerate() {
        if i > 0 {
            pr.out.push('\n');
        }
        pr.decl(d);
    }
    pr.out
}

/// Prints one declaration (without a trailing blank line).
pub fn print_decl(d: &Decl) -> String {
    let mut pr = Printer { out: String::new(), indent: 0 };
    pr.decl(d);
    pr.out
}

/// Prints one statement at indentation 0 (nested blocks are indented by 2 spaces per level).
pub fn print_stmt(s: &Stmt) -> String {
    let mut pr = Printer { out: String::new(), indent: 0 };
    pr.stmt(s);
    pr.out
}

/// Prints an expression with minimal parentheses.
pub fn print_expr(e: &Expr) -> String {
    let mut pr = Printer { out: String::new(), indent: 0 };
    pr.expr(e);
    pr.out
}

/// Prints a type.
pub fn print_type(t: &Type) -> String {
    let mut pr = Printer { out: String::new(), indent: 0 };
    pr.ty(t);
    pr.out
}

/// Binding strength of an expression's top-level construct: 0..=7 binary levels, 8 unary,
/// 9 postfix selections, 10 atoms. Coercions, `if-then-else` and code expressions report
/// [`LOOSE`]: they are parenthesized whenever they appear as an operand.
fn strength(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Binary(op, _, _) => super::parser::op_level(*op),
        ExprKind::Unary(..) => 8,
        ExprKind::Select(..) | ExprKind::Store(..) | ExprKind::Extract(..) => 9,
        ExprKind::Coerce(..) | ExprKind::IfThenElse(..) | ExprKind::Code(..) => LOOSE,
        // `e is C` binds like `**` (its operand must be unary or tighter).
        ExprKind::Is(..) => 7,
        ExprKind::Field(..) | ExprKind::FieldUpdate(..) => 9,
        _ => 10,
    }
}

const LOOSE: u8 = 0;

/// When less stack than this is left, the printer continues on a new segment of [`SEGMENT`] bytes.
const RED_ZONE: usize = 128 << 10;
const SEGMENT: usize = 8 << 20;

struct Printer {
    out: String,
    indent: usize,
}

impl Printer {
    fn nl(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn line(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn s(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn sep<T>(&mut self, items: &[T], sep: &str, mut f: impl FnMut(&mut Self, &T)) {
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(sep);
            }
            f(self, x);
        }
    }

    fn idents(&mut self, ids: &[Ident]) {
        self.sep(ids, ", ", |p, x| p.s(x));
    }

    fn attrs(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            self.attr(a);
            self.out.push(' ');
        }
    }

    fn attr(&mut self, a: &Attribute) {
        self.s("{:");
        self.s(&a.name);
        for (i, arg) in a.args.iter().enumerate() {
            self.s(if i == 0 { " " } else { ", " });
            match arg {
                AttrArg::Expr(e) => self.expr(e),
                AttrArg::Str(s) => {
                    self.out.push('"');
                    self.s(s);
                    self.out.push('"');
                }
            }
        }
        self.out.push('}');
    }

    // -----------------------------------------------------------------------------------------
    // Declarations
    // -----------------------------------------------------------------------------------------

    fn decl(&mut self, d: &Decl) {
        match &d.kind {
            DeclKind::Type(t) => {
                self.s("type ");
                self.attrs(&t.attrs);
                if t.finite {
                    self.s("finite ");
                }
                self.sep(&t.items, ", ", |p, it| {
                    p.s(&it.name);
                    for x in &it.params {
                        p.out.push(' ');
                        p.s(x);
                    }
                    if let Some(t) = &it.synonym {
                        p.s(" = ");
                        p.ty(t);
                    }
                });
                self.s(";\n");
            }
            DeclKind::Const(c) => {
                self.s("const ");
                self.attrs(&c.attrs);
                if c.unique {
                    self.s("unique ");
                }
                self.idents(&c.names);
                self.s(": ");
                self.ty(&c.ty);
                if let Some(o) = &c.extends {
                    self.s(" extends");
                    for (i, e) in o.parents.iter().enumerate() {
                        self.s(if i == 0 { " " } else { ", " });
                        if e.unique {
                            self.s("unique ");
                        }
                        self.s(&e.name);
                    }
                    if o.complete {
                        self.s(" complete");
                    }
                }
                self.uses_or_semi(&c.uses);
            }
            DeclKind::Function(f) => {
                if f.revealed {
                    self.s("revealed ");
                }
                self.s("function ");
                self.attrs(&f.attrs);
                self.s(&f.name);
                self.type_params(&f.type_params);
                self.out.push('(');
                self.sep(&f.params, ", ", |p, x| p.fn_param(x));
                self.s(") returns (");
                self.fn_param(&f.ret);
                self.out.push(')');
                match &f.body {
                    Some(b) => {
                        self.s(" {");
                        self.indent += 1;
                        self.nl();
                        self.expr(b);
                        self.indent -= 1;
                        self.s("\n}");
                        if f.uses.is_empty() {
                            self.out.push('\n');
                        } else {
                            self.uses_or_semi(&f.uses);
                        }
                    }
                    None => self.uses_or_semi(&f.uses),
                }
            }
            DeclKind::Axiom(a) => {
                self.axiom(a);
                self.out.push('\n');
            }
            DeclKind::YieldInvariant(y) => {
                if y.is_yield {
                    self.s("yield ");
                }
                self.s("invariant ");
                self.attrs(&y.attrs);
                self.s(&y.name);
                self.out.push('(');
                self.sep(&y.ins, ", ", |p, t| p.typed_idents(t));
                self.s(");");
                self.indent += 1;
                for c in &y.preserves {
                    self.nl();
                    self.contract("preserves", c);
                }
                self.indent -= 1;
                self.out.push('\n');
            }
            DeclKind::YieldProcedure(c) => {
                self.s("yield ");
                self.civl_proc(c, "procedure");
            }
            DeclKind::Action(c) => self.civl_proc(c, "action"),
            DeclKind::Datatype(t) => {
                self.s("datatype ");
                self.attrs(&t.attrs);
                self.s(&t.name);
                self.type_params(&t.type_params);
                self.s(" {");
                self.indent += 1;
                for (i, k) in t.ctors.iter().enumerate() {
                    if i > 0 {
                        self.out.push(',');
                    }
                    self.nl();
                    self.s(&k.name);
                    self.out.push('(');
                    self.sep(&k.fields, ", ", |p, f| p.typed_idents(f));
                    self.out.push(')');
                }
                self.indent -= 1;
                self.s("\n}\n");
            }
            DeclKind::Var(v) => {
                self.s("var ");
                self.attrs(&v.attrs);
                self.sep(&v.vars, ", ", |p, t| p.typed_idents(t));
                self.s(";\n");
            }
            DeclKind::Procedure(pd) => {
                if pd.pure {
                    self.s("pure ");
                }
                self.s("procedure ");
                self.signature(&pd.attrs, &pd.name, &pd.type_params, &pd.ins, &pd.outs);
                if pd.body.is_none() {
                    self.out.push(';');
                }
                self.indent += 1;
                for s in &pd.specs {
                    self.nl();
                    self.spec(s);
                }
                self.indent -= 1;
                self.out.push('\n');
                if let Some(b) = &pd.body {
                    self.body(b);
                }
            }
            DeclKind::Implementation(im) => {
                self.s("implementation ");
                self.signature(&im.attrs, &im.name, &im.type_params, &im.ins, &im.outs);
                self.out.push('\n');
                self.body(&im.body);
            }
        }
    }

    /// A yield procedure (after `yield `) or an action: `[pure] [mover] KW {:a} N(..) returns (..)`,
    /// `;` when there is no body, the specifications one per line, the body.
    fn civl_proc(&mut self, c: &CivlProc, kw: &str) {
        if c.pure {
            self.s("pure ");
        }
        if c.is_async {
            self.s("async ");
        }
        if let Some(m) = c.mover {
            self.s(m.as_str());
            self.out.push(' ');
        }
        self.s(kw);
        self.out.push(' ');
        self.signature(&c.attrs, &c.name, &[], &c.ins, &c.outs);
        if c.body.is_none() {
            self.out.push(';');
        }
        self.indent += 1;
        for s in &c.specs {
            self.nl();
            self.civl_spec(s);
        }
        self.indent -= 1;
        self.out.push('\n');
        if let Some(b) = &c.body {
            self.body(b);
        }
    }

    fn civl_spec(&mut self, s: &CivlSpec) {
        match s {
            CivlSpec::Refines { attrs, name, using } => {
                self.s("refines ");
                self.attrs(attrs);
                self.s(name);
                if let Some(i) = using {
                    self.s(" using ");
                    self.s(i);
                }
                self.out.push(';');
            }
            CivlSpec::Creates(ids) => {
                self.s("creates ");
                self.idents(ids);
                self.out.push(';');
            }
            CivlSpec::RefinesAction(a) => {
                self.s("refines ");
                self.attrs(&a.attrs);
                if let Some(m) = a.mover {
                    self.s(m.as_str());
                    self.out.push(' ');
                }
                self.s("action ");
                self.attrs(&a.action_attrs);
                self.s(&a.name);
                self.out.push(' ');
                let outer = self.indent;
                let mut inner = Printer { out: String::new(), indent: 0 };
                inner.body(&a.body);
                // The body's lines at the specification's indentation.
                for (i, line) in inner.out.trim_end_matches('\n').lines().enumerate() {
                    if i > 0 {
                        self.out.push('\n');
                        if !line.is_empty() {
                            for _ in 0..outer {
                                self.out.push_str("  ");
                            }
                        }
                    }
                    self.s(line);
                }
            }
            CivlSpec::Cond { kind, contract } => self.contract(kind.as_str(), contract),
            CivlSpec::Call { kind, call } => self.spec_call(kind.as_str(), call),
            CivlSpec::Asserts(c) => self.contract("asserts", c),
            CivlSpec::Measure { attrs, exprs } => self.measure(attrs, exprs),
            CivlSpec::Modifies(ids) => self.spec(&Spec::Modifies(ids.clone())),
        }
    }

    /// `KW call {:a} x := P(e);` (a yield-invariant call in a specification).
    fn spec_call(&mut self, kw: &str, call: &CallCmd) {
        self.s(kw);
        self.s(" call ");
        self.attrs(&call.attrs);
        self.call_params(call);
        self.out.push(';');
    }

    /// `measure {:a} e1, e2;`
    fn measure(&mut self, attrs: &[Attribute], exprs: &[Expr]) {
        self.s("measure ");
        self.attrs(attrs);
        self.sep(exprs, ", ", |p, e| p.expr(e));
        self.out.push(';');
    }

    /// `axiom {:a} e;` without indentation or newline.
    fn axiom(&mut self, a: &AxiomDecl) {
        if a.hideable {
            self.s("hideable ");
        }
        self.s("axiom ");
        self.attrs(&a.attrs);
        self.expr(&a.expr);
        self.out.push(';');
    }

    /// ` uses {` with one axiom per line `}` and a newline, or `;` and a newline when there are
    /// no axioms (an empty `uses {}` means the same as `;`).
    fn uses_or_semi(&mut self, uses: &[AxiomDecl]) {
        if uses.is_empty() {
            self.s(";\n");
            return;
        }
        self.s(" uses {");
        self.indent += 1;
        for a in uses {
            self.nl();
            self.axiom(a);
        }
        self.indent -= 1;
        self.s("\n}\n");
    }

    fn fn_param(&mut self, p: &FnParam) {
        self.attrs(&p.attrs);
        match &p.name {
            FnParamName::Unnamed => self.ty(&p.ty),
            FnParamName::Typed(n) => {
                self.s(n);
                self.s(": ");
                self.ty(&p.ty);
            }
            // Its type is the next argument's, printed there.
            FnParamName::Grouped(n) => self.s(n),
        }
    }

    fn type_params(&mut self, tps: &[Ident]) {
        if !tps.is_empty() {
            self.out.push('<');
            self.idents(tps);
            self.out.push('>');
        }
    }

    fn typed_idents(&mut self, t: &TypedIdents) {
        self.attrs(&t.attrs);
        self.idents(&t.names);
        self.s(": ");
        self.ty(&t.ty);
        if let Some(w) = &t.where_clause {
            self.s(" where ");
            self.expr(w);
        }
    }

    fn signature(&mut self, attrs: &[Attribute], name: &str, tps: &[Ident], ins: &[TypedIdents], outs: &[TypedIdents]) {
        self.attrs(attrs);
        self.s(name);
        self.type_params(tps);
        self.out.push('(');
        self.sep(ins, ", ", |p, t| p.typed_idents(t));
        self.out.push(')');
        if !outs.is_empty() {
            self.s(" returns (");
            self.sep(outs, ", ", |p, t| p.typed_idents(t));
            self.out.push(')');
        }
    }

    fn spec(&mut self, s: &Spec) {
        match s {
            Spec::Requires(c) => self.contract("requires", c),
            Spec::Ensures(c) => self.contract("ensures", c),
            Spec::Modifies(ids) => {
                self.s("modifies");
                if !ids.is_empty() {
                    self.out.push(' ');
                    self.idents(ids);
                }
                self.out.push(';');
            }
        }
    }

    fn contract(&mut self, kw: &str, c: &Contract) {
        if c.free {
            self.s("free ");
        }
        self.s(kw);
        self.out.push(' ');
        self.attrs(&c.attrs);
        self.expr(&c.expr);
        self.out.push(';');
    }

    fn local_var(&mut self, l: &LocalVarDecl) {
        self.s("var ");
        self.attrs(&l.attrs);
        self.sep(&l.vars, ", ", |p, t| p.typed_idents(t));
        self.out.push(';');
    }

    fn body(&mut self, b: &Body) {
        self.s("{\n");
        self.indent += 1;
        for l in &b.locals {
            self.line();
            self.local_var(l);
            self.out.push('\n');
        }
        if !b.locals.is_empty() && !b.stmts.is_empty() {
            self.out.push('\n');
        }
        for s in &b.stmts {
            self.stmt(s);
        }
        self.indent -= 1;
        self.s("}\n");
    }

    // -----------------------------------------------------------------------------------------
    // Statements (each printed as whole lines, ending in a newline)
    // -----------------------------------------------------------------------------------------

    fn block(&mut self, b: &Block) {
        stacker::maybe_grow(RED_ZONE, SEGMENT, || self.block_here(b))
    }

    fn block_here(&mut self, b: &Block) {
        self.s("{\n");
        self.indent += 1;
        for s in b {
            self.stmt(s);
        }
        self.indent -= 1;
        self.line();
        self.out.push('}');
    }

    fn stmt(&mut self, s: &Stmt) {
        if let StmtKind::Label(l) = &s.kind {
            // Labels stand one level out, like Boogie's own printer.
            for _ in 0..self.indent.saturating_sub(1) {
                self.out.push_str("  ");
            }
            self.s(l);
            self.s(":\n");
            return;
        }
        self.line();
        self.simple_stmt(s);
        self.out.push('\n');
    }

    /// A statement without leading indentation or trailing newline.
    fn simple_stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Label(l) => {
                self.s(l);
                self.out.push(':');
            }
            StmtKind::Assert { attrs, expr } => {
                self.s("assert ");
                self.attrs(attrs);
                self.expr(expr);
                self.out.push(';');
            }
            StmtKind::Assume { attrs, expr } => {
                self.s("assume ");
                self.attrs(attrs);
                self.expr(expr);
                self.out.push(';');
            }
            StmtKind::Havoc(ids) => {
                self.s("havoc ");
                self.idents(ids);
                self.out.push(';');
            }
            StmtKind::Assign { lhs, rhs, attrs } => {
                self.sep(lhs, ", ", |p, l| {
                    p.s(&l.name);
                    for step in &l.steps {
                        match step {
                            LhsStep::Select(sel) => {
                                p.out.push('[');
                                p.sep(sel, ", ", |p, e| p.expr(e));
                                p.out.push(']');
                            }
                            LhsStep::Field(f) => {
                                p.s("->");
                                p.s(f);
                            }
                        }
                    }
                });
                self.s(" := ");
                self.attrs(attrs);
                self.sep(rhs, ", ", |p, e| p.expr(e));
                self.out.push(';');
            }
            StmtKind::Call(c) => {
                if c.is_async {
                    self.s("async ");
                }
                if c.is_free {
                    self.s("free ");
                }
                self.s("call ");
                self.attrs(&c.attrs);
                self.call_params(c);
                self.out.push(';');
            }
            StmtKind::Par { form: ParForm::Par, calls } => {
                self.s("par ");
                if let Some(first) = calls.first() {
                    self.attrs(&first.attrs);
                }
                self.sep(calls, " | ", |p, c| p.call_params(c));
                self.out.push(';');
            }
            StmtKind::Par { form: ParForm::Call, calls } => {
                self.s("call ");
                self.sep(calls, " | ", |p, c| {
                    p.attrs(&c.attrs);
                    p.call_params(c);
                });
                self.out.push(';');
            }
            StmtKind::If(i) => self.if_stmt(i),
            StmtKind::While { guard, specs, body } => {
                self.s("while ");
                self.guard(guard);
                self.indent += 1;
                for spec in specs {
                    self.nl();
                    match spec {
                        LoopSpec::Invariant(c) => self.contract("invariant", c),
                        LoopSpec::Call(call) => self.spec_call("invariant", call),
                        LoopSpec::Measure { attrs, exprs } => self.measure(attrs, exprs),
                    }
                }
                self.indent -= 1;
                if specs.is_empty() {
                    self.out.push(' ');
                } else {
                    self.nl();
                }
                self.block(body);
            }
            StmtKind::Break(l) => {
                self.s("break");
                if let Some(l) = l {
                    self.out.push(' ');
                    self.s(l);
                }
                self.out.push(';');
            }
            StmtKind::Goto(ls) => {
                self.s("goto ");
                self.idents(ls);
                self.out.push(';');
            }
            StmtKind::Return => self.s("return;"),
            StmtKind::Yield => self.s("yield;"),
            StmtKind::HideReveal { hide, name } => {
                self.s(if *hide { "hide " } else { "reveal " });
                self.s(name.as_deref().unwrap_or("*"));
                self.out.push(';');
            }
            StmtKind::Scope(push) => self.s(if *push { "push;" } else { "pop;" }),
            StmtKind::Unpack(u) => {
                self.s(&u.ctor);
                self.out.push('(');
                self.idents(&u.vars);
                self.s(") := ");
                self.attrs(&u.attrs);
                self.expr(&u.expr);
                self.out.push(';');
            }
        }
    }

    fn if_stmt(&mut self, i: &IfStmt) {
        self.s("if ");
        self.guard(&i.guard);
        self.out.push(' ');
        self.block(&i.then_branch);
        match &i.else_branch {
            None => {}
            Some(Else::If(e)) => {
                self.s(" else ");
                self.if_stmt(e);
            }
            Some(Else::Block(b)) => {
                self.s(" else ");
                self.block(b);
            }
        }
    }

    fn guard(&mut self, g: &Guard) {
        match g {
            Guard::Star => self.s("(*)"),
            Guard::Expr(e) => {
                self.out.push('(');
                self.expr(e);
                self.out.push(')');
            }
        }
    }

    fn call_params(&mut self, c: &CallCmd) {
        if !c.outs.is_empty() {
            self.idents(&c.outs);
            self.s(" := ");
        }
        if c.forall {
            self.s("forall ");
        }
        self.s(&c.name);
        self.out.push('(');
        self.sep(&c.args, ", ", |p, a| match a {
            CallArg::Expr(e) => p.expr(e),
            CallArg::Wildcard => p.out.push('*'),
        });
        self.out.push(')');
    }

    // -----------------------------------------------------------------------------------------
    // Types
    // -----------------------------------------------------------------------------------------

    fn ty(&mut self, t: &Type) {
        match t {
            Type::Bool => self.s("bool"),
            Type::Int => self.s("int"),
            Type::Real => self.s("real"),
            Type::Bv(n) => {
                let _ = write!(self.out, "bv{n}");
            }
            Type::Float { sig, exp } => {
                let _ = write!(self.out, "float{sig}e{exp}");
            }
            Type::RMode => self.s("rmode"),
            Type::Named(n, args) => {
                self.s(n);
                for a in args {
                    self.out.push(' ');
                    match a {
                        Type::Named(_, xs) if !xs.is_empty() => self.paren_ty(a),
                        Type::Map(_) => self.paren_ty(a),
                        _ => self.ty(a),
                    }
                }
            }
            Type::Map(m) => {
                let MapType { type_params, domain, range } = &**m;
                self.type_params(type_params);
                self.out.push('[');
                self.sep(domain, ", ", |p, t| p.ty(t));
                self.out.push(']');
                self.ty(range);
            }
        }
    }

    fn paren_ty(&mut self, t: &Type) {
        self.out.push('(');
        self.ty(t);
        self.out.push(')');
    }

    // -----------------------------------------------------------------------------------------
    // Expressions
    // -----------------------------------------------------------------------------------------

    fn expr(&mut self, e: &Expr) {
        stacker::maybe_grow(RED_ZONE, SEGMENT, || self.expr_here(e))
    }

    fn expr_here(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Lit(l) => match l {
                Lit::Bool(true) => self.s("true"),
                Lit::Bool(false) => self.s("false"),
                Lit::Int(s) | Lit::Real(s) => self.s(s),
                Lit::Bv(v, w) => {
                    self.s(v);
                    let _ = write!(self.out, "bv{w}");
                }
                Lit::Float(s) => self.s(s),
                Lit::RMode(m) => self.s(m.short_name()),
            },
            ExprKind::Var(x) => self.s(x),
            ExprKind::Call(f, args) => {
                self.s(f);
                self.out.push('(');
                self.sep(args, ", ", |p, a| p.expr(a));
                self.out.push(')');
            }
            ExprKind::Old(x) => {
                self.s("old(");
                self.expr(x);
                self.out.push(')');
            }
            ExprKind::Unary(op, x) => {
                self.out.push(match op {
                    UnOp::Not => '!',
                    UnOp::Neg => '-',
                });
                // `-(-x)`: keep a double minus readable and unambiguous; `-(0x1.0e0f24e8)`: a
                // minus written right before a float literal would make a negative literal.
                let double_neg =
                    *op == UnOp::Neg && matches!(&x.kind, ExprKind::Unary(UnOp::Neg, _) | ExprKind::Lit(Lit::Float(_)));
                if double_neg {
                    self.paren(x);
                } else {
                    self.operand(x, 8);
                }
            }
            ExprKind::Binary(op, l, r) => {
                let (lmin, rmin) = operand_strengths(*op, r);
                let l_ok = strength(l) >= lmin && !loose(l) || left_same_assoc(*op, l);
                if l_ok {
                    self.expr(l);
                } else {
                    self.paren(l);
                }
                self.out.push(' ');
                self.s(super::parser::op_text(*op));
                self.out.push(' ');
                if strength(r) >= rmin && !loose(r) || right_same_assoc(*op, r) {
                    self.expr(r);
                } else {
                    self.paren(r);
                }
            }
            ExprKind::Select(m, idx) => {
                self.operand(m, 9);
                self.out.push('[');
                self.sep(idx, ", ", |p, a| p.expr(a));
                self.out.push(']');
            }
            ExprKind::Store(s) => {
                let MapStore { map: m, indices: idx, value: v } = &**s;
                self.operand(m, 9);
                self.out.push('[');
                self.sep(idx, ", ", |p, a| p.expr(a));
                if !idx.is_empty() {
                    self.out.push(' ');
                }
                self.s(":= ");
                self.expr(v);
                self.out.push(']');
            }
            ExprKind::Extract(b, hi, lo) => {
                self.operand(b, 9);
                let _ = write!(self.out, "[{hi}:{lo}]");
            }
            ExprKind::IfThenElse(c, t, f) => {
                self.s("if ");
                self.expr(c);
                self.s(" then ");
                self.expr(t);
                self.s(" else ");
                self.expr(f);
            }
            ExprKind::Quant(q) => self.quant(q),
            ExprKind::Coerce(x, t) => {
                self.operand(x, 9);
                self.s(" : ");
                self.ty(t);
            }
            ExprKind::Code(c) => self.code_expr(c),
            ExprKind::Let(l) => self.let_expr(l),
            ExprKind::Is(x, c) => {
                self.operand(x, 8);
                self.s(" is ");
                self.s(c);
            }
            ExprKind::Field(x, f) => {
                self.operand(x, 9);
                self.s("->");
                self.s(f);
            }
            ExprKind::FieldUpdate(u) => {
                self.operand(&u.base, 9);
                self.s("->(");
                self.s(&u.field);
                self.s(" := ");
                self.expr(&u.value);
                self.out.push(')');
            }
        }
    }

    fn let_expr(&mut self, l: &LetExpr) {
        self.s("(var ");
        self.sep(&l.vars, ", ", |p, v| {
            p.attrs(&v.attrs);
            p.s(&v.name);
        });
        self.s(" := ");
        self.sep(&l.rhs, ", ", |p, e| p.expr(e));
        self.s("; ");
        self.attrs(&l.attrs);
        self.expr(&l.body);
        self.out.push(')');
    }

    /// Prints `e`, parenthesized unless it binds at least as tightly as `min`.
    fn operand(&mut self, e: &Expr, min: u8) {
        if strength(e) >= min && !loose(e) {
            self.expr(e);
        } else {
            self.paren(e);
        }
    }

    fn paren(&mut self, e: &Expr) {
        self.out.push('(');
        self.expr(e);
        self.out.push(')');
    }

    fn quant(&mut self, q: &Quantifier) {
        self.s(match q.kind {
            QuantKind::Forall => "(forall",
            QuantKind::Exists => "(exists",
            QuantKind::Lambda => "(lambda",
        });
        self.type_params(&q.type_params);
        if !q.vars.is_empty() {
            self.out.push(' ');
            self.sep(&q.vars, ", ", |p, t| p.typed_idents(t));
        }
        self.s(" :: ");
        for a in &q.annots {
            match a {
                QuantAnnot::Attr(a) => self.attr(a),
                QuantAnnot::Trigger(es) => {
                    self.s("{ ");
                    self.sep(es, ", ", |p, e| p.expr(e));
                    self.s(" }");
                }
            }
            self.out.push(' ');
        }
        self.expr(&q.body);
        self.out.push(')');
    }

    fn code_expr(&mut self, c: &CodeExpr) {
        self.s("|{ ");
        for l in &c.locals {
            self.local_var(l);
            self.out.push(' ');
        }
        for b in &c.blocks {
            self.s(&b.label);
            self.s(": ");
            for s in &b.cmds {
                self.simple_stmt(s);
                self.out.push(' ');
            }
            match &b.transfer {
                SpecTransfer::Goto(ls) => {
                    self.s("goto ");
                    self.idents(ls);
                }
                SpecTransfer::Return(e) => {
                    self.s("return ");
                    self.expr(e);
                }
            }
            self.s("; ");
        }
        self.s("}|");
    }
}

fn loose(e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Coerce(..) | ExprKind::IfThenElse(..) | ExprKind::Code(..))
}

/// Minimum strengths of the left and right operands of `op` (the caller also allows the
/// associative cases via [`left_same_assoc`] / [`right_same_assoc`]).
fn operand_strengths(op: BinOp, _r: &Expr) -> (u8, u8) {
    let l = super::parser::op_level(op);
    match op {
        // Left-associative chains accept their own operator on the left only (checked separately).
        BinOp::Iff => (1, 1),
        BinOp::Implies | BinOp::Explies => (2, 2),
        BinOp::And | BinOp::Or => (3, 3),
        BinOp::Pow => (8, 8),
        _ => (l + 1, l + 1),
    }
}

/// Left operand with the same left-associative operator needs no parentheses (`a - b - c`).
fn left_same_assoc(op: BinOp, l: &Expr) -> bool {
    match &l.kind {
        ExprKind::Binary(lop, _, _) => {
            let lvl = super::parser::op_level(op);
            match op {
                BinOp::Iff | BinOp::Explies | BinOp::And | BinOp::Or => *lop == op,
                BinOp::Concat | BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod | BinOp::RealDiv => {
                    super::parser::op_level(*lop) == lvl
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// Right operand with the same right-associative operator needs no parentheses (`a ==> b ==> c`).
fn right_same_assoc(op: BinOp, r: &Expr) -> bool {
    match &r.kind {
        ExprKind::Binary(rop, _, _) => matches!((op, rop), (BinOp::Implies, BinOp::Implies) | (BinOp::Pow, BinOp::Pow)),
        _ => false,
    }
}
