//! Assert hints: an explicit instance of a quantifier, written as an `assert` at the start of the
//! failing procedure's body, for a quantifier that the failing runs never (or far less) instantiate
//! and the passing runs do (Cazamariposas: fast `unknown`s are mostly fixed by adding an
//! instantiation).
//!
//! The instance substitutes, for each bound variable, a ground term of its type taken from the
//! procedure: first the terms the quantifier's own functions are applied to there (for `h(x)` in
//! the quantifier and `h(a[i + 1])` in the body, `a[i + 1]` for `x`), then map selections and
//! function applications of that type written in its contract or body, then its parameters and
//! the program's constants and global variables, then literals and arithmetic. Typing is the
//! simple one of these forms (a variable's declared type, a function's result type, a
//! monomorphic map's range, `+ - * div mod` of integers); a term whose type it cannot tell is
//! not used. A hint is an edit of the user's text; an added `assert` is allowed by the
//! never-weaken rule ([`super::never_weaken`]), and every hint is measured before it is reported.

use super::points::insert_assert;
use super::source::Site;
use crate::syntax::ast::*;
use crate::syntax::print_expr;
use crate::syntax::visit::{for_each_expr, walk_expr, walk_expr_mut, Flow, Visit, VisitMut, GO};
use std::collections::HashMap;

/// Terms tried per bound variable.
const POOL: usize = 6;

/// One hint: the asserted instance and the user's text with it inserted.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The instance, as it is asserted (without `assert` and `;`).
    pub instance: String,
    /// The edited program text.
    pub text: String,
}

/// The procedure (with a body) or implementation named `name`: its parameters and body, and the
/// procedure's contract when it is one declaration.
struct Owner<'p> {
    params: Vec<&'p TypedIdents>,
    locals: Vec<&'p TypedIdents>,
    decl: &'p Decl,
    first: Option<Pos>,
}

fn owner<'p>(program: &'p Program, name: &str) -> Option<Owner<'p>> {
    program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.as_str() == name => p.body.as_ref().map(|b| Owner {
            params: p.ins.iter().chain(&p.outs).collect(),
            locals: b.locals.iter().flat_map(|l| &l.vars).collect(),
            decl: d,
            first: b.stmts.first().map(|s| s.pos),
        }),
        DeclKind::Implementation(i) if i.name.as_str() == name => Some(Owner {
            params: i.ins.iter().chain(&i.outs).collect(),
            locals: i.body.locals.iter().flat_map(|l| &l.vars).collect(),
            decl: d,
            first: i.body.stmts.first().map(|s| s.pos),
        }),
        _ => None,
    })
}

/// The contract of procedure `name` (for an implementation, its procedure's).
fn contract<'p>(program: &'p Program, name: &str) -> Vec<&'p Expr> {
    program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p) if p.name.as_str() == name => Some(
                p.specs
                    .iter()
                    .filter_map(|s| match s {
                        Spec::Requires(c) | Spec::Ensures(c) => Some(&c.expr),
                        Spec::Modifies(_) => None,
                    })
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
        .flatten()
        .collect()
}

/// Simple types of the forms the module doc lists.
struct Typer {
    vars: HashMap<String, Type>,
    funcs: HashMap<String, Type>,
}

impl Typer {
    fn type_of(&self, e: &Expr) -> Option<Type> {
        match &e.kind {
            ExprKind::Lit(Lit::Int(_)) => Some(Type::Int),
            ExprKind::Lit(Lit::Bool(_)) => Some(Type::Bool),
            ExprKind::Var(x) => self.vars.get(x.as_str()).cloned(),
            ExprKind::Old(x) => self.type_of(x),
            ExprKind::Call(f, args) => {
                let t = self.funcs.get(f.as_str())?;
                args.iter().all(|a| self.type_of(a).is_some()).then(|| t.clone())
            }
            ExprKind::Select(m, idx) => match self.type_of(m)? {
                Type::Map(mt) if mt.type_params.is_empty() && idx.iter().all(|a| self.type_of(a).is_some()) => {
                    Some(mt.range.clone())
                }
                _ => None,
            },
            ExprKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Mod, a, b) => {
                (self.type_of(a)? == Type::Int && self.type_of(b)? == Type::Int).then_some(Type::Int)
            }
            _ => None,
        }
    }
}

/// How early a term is tried (lower first), after the terms the quantifier's functions take.
fn rank(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::Select(..) | ExprKind::Call(..) => 0,
        ExprKind::Var(_) | ExprKind::Old(_) => 1,
        _ => 2,
    }
}

/// The arguments the quantifier's body applies each function to, by bound variable: `(f, k)`
/// when bound variable `x` is argument `k` of `f`.
fn argument_slots(q: &Quantifier) -> HashMap<String, Vec<(String, usize)>> {
    struct Slots<'b> {
        bound: &'b [String],
        out: HashMap<String, Vec<(String, usize)>>,
    }
    impl<'a> Visit<'a> for Slots<'_> {
        fn visit_expr(&mut self, e: &'a Expr) -> Flow {
            if let ExprKind::Call(f, args) = &e.kind {
                for (k, a) in args.iter().enumerate() {
                    if let ExprKind::Var(x) = &a.kind {
                        if self.bound.iter().any(|b| b == x.as_str()) {
                            self.out.entry(x.to_string()).or_default().push((f.to_string(), k));
                        }
                    }
                }
            }
            walk_expr(self, e)
        }
    }
    let bound: Vec<String> = q.vars.iter().flat_map(|t| t.names.iter().map(|n| n.to_string())).collect();
    let mut s = Slots { bound: &bound, out: HashMap::new() };
    let _ = s.visit_expr(&q.body);
    s.out
}

/// `e` with each bound variable of `map` replaced by its term.
pub(super) fn substitute(e: &Expr, map: &HashMap<String, Expr>) -> Expr {
    struct Sub<'m>(&'m HashMap<String, Expr>);
    impl<'a> VisitMut<'a> for Sub<'_> {
        fn visit_expr(&mut self, e: &'a mut Expr) -> Flow {
            if let ExprKind::Var(x) = &e.kind {
                if let Some(t) = self.0.get(x.as_str()) {
                    *e = t.clone();
                    return GO;
                }
            }
            walk_expr_mut(self, e)
        }
    }
    let mut e = e.clone();
    let _ = Sub(map).visit_expr(&mut e);
    e
}

/// Hints for the quantifier of `site` in the procedure or implementation `procedure` of
/// `program` (whose text is `text`), at most `max`, in the order the module doc gives.
pub fn hints(program: &Program, text: &str, site: &Site, procedure: &str, max: usize) -> Vec<Hint> {
    let Some(o) = owner(program, procedure) else { return Vec::new() };
    let Some(first) = o.first else { return Vec::new() };
    let q = &site.quantifier;
    if !q.type_params.is_empty() || q.vars.is_empty() {
        return Vec::new();
    }
    // Variables in scope at the start of the body, and the functions' result types.
    let mut vars: HashMap<String, Type> = HashMap::new();
    let mut funcs: HashMap<String, Type> = HashMap::new();
    let mut globals: Vec<Expr> = Vec::new();
    for d in &program.decls {
        match &d.kind {
            DeclKind::Const(c) => {
                for n in &c.names {
                    vars.insert(n.to_string(), c.ty.clone());
                    globals.push(Expr { pos: d.pos, kind: ExprKind::Var(n.clone()) });
                }
            }
            DeclKind::Var(v) => {
                for t in &v.vars {
                    for n in &t.names {
                        vars.insert(n.to_string(), t.ty.clone());
                        globals.push(Expr { pos: d.pos, kind: ExprKind::Var(n.clone()) });
                    }
                }
            }
            DeclKind::Function(f) if f.type_params.is_empty() => {
                funcs.insert(f.name.to_string(), f.ret.ty.clone());
            }
            _ => {}
        }
    }
    let mut params: Vec<Expr> = Vec::new();
    for t in o.params.iter().chain(&o.locals) {
        for n in &t.names {
            vars.insert(n.to_string(), t.ty.clone());
        }
    }
    for t in &o.params {
        for n in &t.names {
            params.push(Expr { pos: first, kind: ExprKind::Var(n.clone()) });
        }
    }
    let typer = Typer { vars, funcs };
    // Ground terms written in the contract and the body, in source order, each once.
    let mut written: Vec<(Expr, Type)> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut collect = |e: &Expr| {
        if matches!(e.kind, ExprKind::Quant(_)) {
            return;
        }
        if let Some(t) = typer.type_of(e) {
            let p = print_expr(e);
            if !seen.contains(&p) {
                seen.push(p);
                written.push((e.clone(), t));
            }
        }
    };
    let name = match &o.decl.kind {
        DeclKind::Implementation(i) => i.name.to_string(),
        _ => procedure.to_string(),
    };
    for e in contract(program, &name) {
        let mut f = |x: &Expr| collect(x);
        struct Each<'f>(&'f mut dyn FnMut(&Expr));
        impl<'a> Visit<'a> for Each<'_> {
            fn visit_expr(&mut self, e: &'a Expr) -> Flow {
                if matches!(e.kind, ExprKind::Quant(_)) {
                    return GO;
                }
                (self.0)(e);
                walk_expr(self, e)
            }
        }
        let _ = Each(&mut f).visit_expr(e);
    }
    // Terms under a quantifier of the body are not ground: only the body's top-level terms count.
    let mut in_quant: Vec<String> = Vec::new();
    for_each_expr(o.decl, &mut |e| {
        if let ExprKind::Quant(qq) = &e.kind {
            for_each_expr_in(&qq.body, &mut |x| in_quant.push(print_expr(x)));
        }
    });
    for_each_expr(o.decl, &mut |e| {
        if !in_quant.contains(&print_expr(e)) {
            collect(e)
        }
    });
    let slots = argument_slots(q);
    let bound: Vec<(String, Type)> =
        q.vars.iter().flat_map(|t| t.names.iter().map(move |n| (n.to_string(), t.ty.clone()))).collect();
    let mut pools: Vec<Vec<Expr>> = Vec::new();
    for (x, ty) in &bound {
        let mut pool: Vec<Expr> = Vec::new();
        let push = |e: &Expr, pool: &mut Vec<Expr>| {
            if pool.len() < POOL && !pool.iter().any(|p| print_expr(p) == print_expr(e)) {
                pool.push(e.clone());
            }
        };
        // The terms the quantifier's own functions are applied to in the procedure.
        for (f, k) in slots.get(x).into_iter().flatten() {
            for (e, _) in &written {
                if let ExprKind::Call(g, args) = &e.kind {
                    if g.as_str() == f {
                        if let Some(a) = args.get(*k) {
                            if typer.type_of(a).as_ref() == Some(ty) {
                                push(a, &mut pool);
                            }
                        }
                    }
                }
            }
        }
        let mut rest: Vec<&Expr> = written.iter().filter(|(_, t)| t == ty).map(|(e, _)| e).collect();
        rest.extend(params.iter().chain(&globals).filter(|e| typer.type_of(e).as_ref() == Some(ty)));
        rest.sort_by_key(|e| rank(e));
        for e in rest {
            push(e, &mut pool);
        }
        if pool.is_empty() {
            return Vec::new();
        }
        pools.push(pool);
    }
    let mut out = Vec::new();
    let mut choice = vec![0usize; pools.len()];
    'next: loop {
        let map: HashMap<String, Expr> =
            bound.iter().zip(&choice).enumerate().map(|(i, ((x, _), &c))| (x.clone(), pools[i][c].clone())).collect();
        let instance = print_expr(&substitute(&q.body, &map));
        let Some(edited) = insert_assert(text, program, procedure, &format!("assert {instance};")) else { break };
        out.push(Hint { instance, text: edited });
        if out.len() >= max {
            break;
        }
        // The next choice, the last variable fastest.
        for i in (0..choice.len()).rev() {
            choice[i] += 1;
            if choice[i] < pools[i].len() {
                continue 'next;
            }
            choice[i] = 0;
        }
        break;
    }
    out
}

/// Calls `f` on every sub-expression of `e`.
fn for_each_expr_in(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    struct Each<'f>(&'f mut dyn FnMut(&Expr));
    impl<'a> Visit<'a> for Each<'_> {
        fn visit_expr(&mut self, e: &'a Expr) -> Flow {
            (self.0)(e);
            walk_expr(self, e)
        }
    }
    let _ = Each(f).visit_expr(e);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::never_weaken::bpl as weaken;
    use crate::explain::source::locate;
    use crate::syntax::parse_program;

    const FIG1_SWAPPED: &str = "const a: [int]int;\naxiom (forall i: int :: 0 <= i ==> a[i] < a[i + 1]);\n\
        function h(int) returns (int);\naxiom (forall x, y: int :: x > y ==> h(x) > y);\n\
        procedure p(i: int) returns (o: int)\n  requires i >= 0;\n  ensures o > a[i];\n{\n  o := h(a[i + 1]);\n}\n";

    #[test]
    fn the_h_axiom_is_instantiated_with_the_procedures_terms_and_is_never_a_weakening() {
        let p = parse_program(FIG1_SWAPPED, "f.bpl").unwrap();
        let site = locate(&p, 4, 15).expect("the h axiom");
        let hs = hints(&p, FIG1_SWAPPED, &site, "p", 40);
        // x: h's argument in the body first; y: selections and calls first (`a[i]`, in the
        // ensures), then parameters and globals, then the rest.
        assert_eq!(hs[0].instance, "a[i + 1] > a[i] ==> h(a[i + 1]) > a[i]", "{hs:?}");
        assert_eq!(hs[1].instance, "a[i + 1] > h(a[i + 1]) ==> h(a[i + 1]) > h(a[i + 1])", "{hs:?}");
        assert_eq!(hs.len(), 36, "6 terms for each of the two variables");
        for h in &hs {
            let r = parse_program(&h.text, "f.bpl").unwrap_or_else(|e| panic!("{e}\n{}", h.text));
            assert_eq!(weaken::check(&p, &r), Ok(()), "{}", h.text);
            assert!(h.text.contains(&format!("{{ assert {};\n  o := h(a[i + 1]);", h.instance)), "{}", h.text);
        }
        // No body, no hint; no term of the right type, no hint.
        assert!(hints(&p, FIG1_SWAPPED, &site, "q", 4).is_empty());
        let b = "function g(bool): bool;\naxiom (forall x: bool :: g(x));\nprocedure p(i: int) { assert i > 0; }\n";
        let pb = parse_program(b, "b.bpl").unwrap();
        let sb = locate(&pb, 2, 15).unwrap();
        assert!(hints(&pb, b, &sb, "p", 4).is_empty());
    }

    #[test]
    fn an_added_assume_or_a_changed_assert_is_still_refused() {
        let p = parse_program(FIG1_SWAPPED, "f.bpl").unwrap();
        let assume = FIG1_SWAPPED.replace("{\n  o :=", "{\n  assume a[i] < a[i + 1];\n  o :=");
        let r = parse_program(&assume, "f.bpl").unwrap();
        assert!(weaken::check(&p, &r).is_err());
    }
}
