//! A proof instance of a Boogie program's VC ([`crate::smt::observation::proof`]) written back into the
//! program as an `assert`, where it can be; otherwise the reason it cannot.
//!
//! The instance is the quantifier's body with its bound variables replaced by the instance's
//! terms, read back from the VC by [`super::instances::boogie_term`] (Boogie's type encoding,
//! `U_2_int`/`int_2_U` and `MapTypeNSelect`, is implicit in the program). Two cases go beyond
//! that translation:
//!
//! - **a polymorphic quantifier** (`forall<T> s: Seq T :: …`): each term bound to a variable whose
//!   type mentions a type parameter, when it is a program variable, is written with an explicit
//!   type, `s : Seq int`, the variable's declared type; so Boogie's inference fixes `T` in the
//!   instance. A compound term's type is left to that inference (a candidate Boogie cannot type
//!   is refused before any solver run). A type parameter that no variable's type mentions, or a
//!   body that names it, has no such form.
//! - **a global variable's value at entry** next to a later value (Dafny's `$Heap@@4`, the heap at
//!   entry, and `$Heap@6`): written `old($Heap)`, so that only the later value fixes the point.
//! - **an incarnation** (`x@2`, `$Heap@10`): the value of a variable after one of its updates.
//!   Where each is current is asked of Boogie ([`super::probe`]): the instance is asserted at the
//!   first point of the body ([`super::points`]: after a statement, first in a branch or a loop
//!   body, at any depth) where every variable it names is at the value it names there (an
//!   incarnation, or the variable's value at entry), on the line of the code before that point, so
//!   that no line moves. An instance over constants and in-parameters only goes first in the body.
//!
//! The added `assert` must itself be proved, so it never weakens anything (the never-weaken rule
//! allows inserted `assert`s).

use super::instances::{boogie_term, FoundInstance};
pub use super::points::Placement;
use super::points::{insert_all, points, Point};
use super::probe::{incarnation, mutable, symbols, variable, Incarnations};
use crate::smt::observation::proof::Binding;
use crate::syntax::ast::*;
use crate::syntax::{parse_expr, print_expr};
use std::collections::{BTreeMap, HashMap};

/// A proof instance to be written into the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// `assert E;`
    pub assertion: String,
    pub placement: Placement,
    /// The byte offset of the program's text it is written at ([`insert_all`]).
    pub at: usize,
}

impl Written {
    /// The program's text with the assertion inserted.
    pub fn apply(&self, text: &str) -> String {
        insert_all(text, &[(self.at, self.assertion.clone())])
    }
}

/// The implementation of `procedure`: its in- and out-parameters, its body.
fn implementation<'a>(program: &'a Program, procedure: &str) -> Option<(Vec<&'a TypedIdents>, &'a Body)> {
    program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.as_str() == procedure => {
            p.body.as_ref().map(|b| (p.ins.iter().chain(&p.outs).collect(), b))
        }
        DeclKind::Implementation(i) if i.name.as_str() == procedure => {
            Some((i.ins.iter().chain(&i.outs).collect(), &i.body))
        }
        _ => None,
    })
}

/// The declared types of the procedure's parameters and locals, the program's constants and
/// global variables.
fn types(program: &Program, params: &[&TypedIdents], body: &Body) -> BTreeMap<String, Type> {
    let mut groups: Vec<(&[Ident], &Type)> = Vec::new();
    for d in &program.decls {
        match &d.kind {
            DeclKind::Const(c) => groups.push((&c.names, &c.ty)),
            DeclKind::Var(v) => groups.extend(v.vars.iter().map(|t| (t.names.as_slice(), &t.ty))),
            _ => {}
        }
    }
    groups.extend(params.iter().map(|t| (t.names.as_slice(), &t.ty)));
    groups.extend(body.locals.iter().flat_map(|l| l.vars.iter()).map(|t| (t.names.as_slice(), &t.ty)));
    groups.into_iter().flat_map(|(names, ty)| names.iter().map(move |n| (n.to_string(), ty.clone()))).collect()
}

/// Whether type `t` names one of `params`.
fn mentions(t: &Type, params: &[Ident]) -> bool {
    match t {
        Type::Named(n, args) => params.contains(n) || args.iter().any(|a| mentions(a, params)),
        Type::Map(m) => m.domain.iter().chain([&m.range]).any(|a| mentions(a, params)),
        _ => false,
    }
}

/// The instance `bindings` of the quantifier `q` (located in `program`, `text` its source)
/// written as an `assert` in `procedure`'s body, at a point where `incarnations` says the values
/// it names are current (see the module doc), or why it cannot be.
pub fn write_instance(
    text: &str,
    program: &Program,
    procedure: &str,
    q: &Quantifier,
    bindings: &[Binding],
    incarnations: &Incarnations,
) -> Result<Written, String> {
    let (params, body) = implementation(program, procedure).ok_or_else(|| format!("{procedure} has no body"))?;
    let declared = types(program, &params, body);
    // The values of changing variables the terms name: variable → the VC's symbol; a global
    // variable's value at entry is `old(g)` anywhere in the body (VC symbol → variable).
    let vars = mutable(program, procedure);
    let probed = incarnations.of(procedure).ok();
    let entry = probed.and_then(|c| c.first()).filter(|c| c.point.placement == Placement::BodyStart);
    let global = |v: &str| {
        program.decls.iter().any(
            |d| matches!(&d.kind, DeclKind::Var(g) if g.vars.iter().any(|t| t.names.iter().any(|n| n.as_str() == v))),
        )
    };
    let mut wanted: BTreeMap<&str, String> = BTreeMap::new();
    let mut olds: BTreeMap<String, String> = BTreeMap::new();
    for s in bindings.iter().flat_map(|b| symbols(&b.term)) {
        let Some(v) = variable(&vars, &s) else {
            if incarnation(&s).is_some() {
                return Err(format!("`{s}` is no value of a variable of {procedure}'s body"));
            }
            continue;
        };
        if global(v) && entry.and_then(|e| e.values.get(v)) == Some(&s) {
            olds.insert(s, v.to_string());
            continue;
        }
        match wanted.get(v) {
            Some(old) if *old != s => return Err(format!("the instance names two values of `{v}`: {old} and {s}")),
            Some(_) => {}
            None => {
                wanted.insert(v, s);
            }
        }
    }
    let point = if wanted.is_empty() {
        points(text, program, procedure).and_then(|p| p.into_iter().next())
    } else {
        let current =
            incarnations.of(procedure).map_err(|why| format!("where its values are current is not known: {why}"))?;
        let found = current.iter().find(|c| wanted.iter().all(|(v, s)| c.values.get(*v) == Some(s)));
        if found.is_none() {
            let names: Vec<&str> = wanted.values().map(String::as_str).collect();
            return Err(format!(
                "{} are never current together at a point of the body that reaches an assertion",
                names.join(", ")
            ));
        }
        found.map(|c| c.point.clone())
    };
    let point = point.ok_or_else(|| format!("{procedure}'s body is not found in the text"))?;
    if point.placement == Placement::BodyStart {
        // There a global variable is at its value at entry: no `old` is needed.
        olds.clear();
    }
    let instance = instance_expr(program, q, bindings, &declared, &olds)?;
    let assertion = format!("assert {};", print_expr(&instance));
    Ok(Written { assertion, placement: point.placement, at: point.at })
}

/// Writes each traced instance of `found` (of the quantifier `quantifier` gives for its query and
/// qid) as an `assert` where its values are current ([`write_instance`]), or says why it cannot be.
pub fn write_found<'q>(
    found: &mut [FoundInstance],
    text: &str,
    program: &Program,
    quantifier: impl Fn(&str, &str) -> Option<&'q Quantifier>,
    incarnations: &Incarnations,
) {
    for f in found {
        let written = match quantifier(&f.query, &f.qid) {
            Some(q) => write_instance(text, program, &f.query, q, &f.as_bindings(), incarnations),
            None => Err("the quantifier has no place in the program".to_string()),
        };
        (f.assertion, f.unusable, f.point) = match written {
            Ok(w) => (Some(w.assertion), None, Some(Point { at: w.at, placement: w.placement })),
            Err(why) => (None, Some(why), None),
        };
    }
}

/// The quantifier `q`'s body at the terms `bindings` gives its variables, read back over the
/// names `declared` (with their types, for a polymorphic quantifier's explicit types); each VC
/// symbol of `olds` is written `old(g)`, `g` its global variable.
fn instance_expr(
    program: &Program,
    q: &Quantifier,
    bindings: &[Binding],
    declared: &BTreeMap<String, Type>,
    olds: &BTreeMap<String, String>,
) -> Result<Expr, String> {
    // Each old value is read back as a placeholder name, then replaced by `old(g)`.
    let placeholders: BTreeMap<&str, String> =
        olds.keys().enumerate().map(|(i, s)| (s.as_str(), format!("wobble_old_{i}"))).collect();
    let old_exprs: HashMap<String, Expr> = olds
        .iter()
        .map(|(s, g)| {
            let var = Expr::new(ExprKind::Var(Ident::from(g.as_str())));
            (placeholders[s.as_str()].clone(), Expr::new(ExprKind::Old(Box::new(var))))
        })
        .collect();
    let names: Vec<String> = declared.keys().cloned().chain(placeholders.values().cloned()).collect();
    let mut map = HashMap::new();
    for name in q.vars.iter().flat_map(|t| t.names.iter()) {
        let b = bindings
            .iter()
            .find(|b| b.var.rsplit_once("@@").map_or(b.var.as_str(), |(v, _)| v) == name.as_str())
            .ok_or_else(|| format!("the proof binds no term to `{name}`"))?;
        let plain: String = rewrite_symbols(&b.term, &placeholders);
        let source = boogie_term(program, &names, &plain)?;
        let mut e = parse_expr(&source, "instance").map_err(|e| format!("`{source}` does not parse: {e}"))?;
        if !old_exprs.is_empty() {
            e = super::hint::substitute(&e, &old_exprs);
        }
        let ty = q.vars.iter().find(|t| t.names.contains(name)).map(|t| &t.ty);
        // A variable's declared type is written; a compound term's type is left to Boogie's
        // inference (a candidate it cannot type is refused before any solver run).
        if let (Some(_), ExprKind::Var(v)) = (ty.filter(|t| mentions(t, &q.type_params)), &e.kind) {
            let concrete = declared.get(v.as_str()).ok_or_else(|| format!("`{v}` has no declared type"))?;
            e = Expr::new(ExprKind::Coerce(Box::new(e), Box::new(concrete.clone())));
        }
        map.insert(name.to_string(), e);
    }
    for t in &q.type_params {
        if !q.vars.iter().any(|v| mentions(&v.ty, std::slice::from_ref(t))) {
            return Err(format!("the type parameter `{t}` is fixed by no bound variable"));
        }
        let printed = print_expr(&q.body);
        if printed.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == t.as_str()) {
            return Err(format!("the body names the type parameter `{t}`"));
        }
    }
    let instance = super::hint::substitute(&q.body, &map);
    // A term read back from the proof may name a variable bound where z3 made the instance (an
    // enclosing quantifier's `v`): the `assert` would not type-check.
    let mut bound: Vec<String> = Vec::new();
    let mut named: Vec<String> = Vec::new();
    crate::syntax::visit::for_each_subexpr(&instance, &mut |x| match &x.kind {
        ExprKind::Quant(q) => bound.extend(q.vars.iter().flat_map(|t| t.names.iter().map(ToString::to_string))),
        ExprKind::Var(v) => named.push(v.to_string()),
        _ => {}
    });
    if let Some(v) = named.iter().find(|v| !declared.contains_key(*v) && !bound.contains(v)) {
        return Err(format!("it names `{v}`, which is not declared here"));
    }
    Ok(instance)
}

/// The instance `bindings` of the quantifier `q` of an axiom as an axiom of its own, `axiom E;`:
/// its terms name only the program's constants and functions (no incarnation, parameter, local or
/// global variable, which an axiom cannot name), so it holds wherever the axiom does; or why it
/// cannot be written so.
pub fn instance_axiom(program: &Program, q: &Quantifier, bindings: &[Binding]) -> Result<String, String> {
    // Constants and global variables (the latter are refused below, by name).
    let mut constants = BTreeMap::new();
    let mut globals = Vec::new();
    for d in &program.decls {
        match &d.kind {
            DeclKind::Const(c) => constants.extend(c.names.iter().map(|n| (n.to_string(), c.ty.clone()))),
            DeclKind::Var(v) => {
                for t in &v.vars {
                    globals.extend(t.names.iter().map(|n| (n.to_string(), t.ty.clone())));
                }
            }
            _ => {}
        }
    }
    if let Some(s) = bindings.iter().flat_map(|b| symbols(&b.term)).find(|s| incarnation(s).is_some()) {
        return Err(format!("it names the incarnation `{s}`"));
    }
    let mut scope = constants.clone();
    scope.extend(globals.iter().cloned());
    let globals: Vec<String> = globals.into_iter().map(|(n, _)| n).collect();
    let e = instance_expr(program, q, bindings, &scope, &BTreeMap::new())?;
    let mut named = Vec::new();
    crate::syntax::visit::for_each_subexpr(&e, &mut |x| {
        if let ExprKind::Var(v) = &x.kind {
            named.push(v.to_string());
        }
    });
    if let Some(g) = named.iter().find(|v| globals.contains(v) && !constants.contains_key(*v)) {
        return Err(format!("it names the global variable `{g}`"));
    }
    Ok(format!("axiom {};", print_expr(&e)))
}

/// `term` with each symbol of `placeholders` written as its placeholder, and each other
/// incarnation `x@k` as `x`.
fn rewrite_symbols(term: &str, placeholders: &BTreeMap<&str, String>) -> String {
    let mut out = String::with_capacity(term.len());
    let mut last = 0;
    for t in crate::smt::text::sexp::tokens(term).map_while(Result::ok) {
        if t.kind != crate::smt::text::sexp::TokenKind::Atom {
            continue;
        }
        let word = t.text(term);
        let plain = word.trim_matches('|');
        let new = match (placeholders.get(plain), incarnation(plain)) {
            (Some(p), _) => p.clone(),
            (None, Some((base, _))) if word.starts_with('|') => format!("|{base}|"),
            (None, Some((base, _))) => base.to_string(),
            (None, None) => continue,
        };
        out.push_str(&term[last..t.start]);
        out.push_str(&new);
        last = t.end;
    }
    out.push_str(&term[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::instances::Bound;
    use crate::explain::never_weaken::bpl as weaken;
    use crate::explain::source::locate;
    use crate::syntax::parse_program;

    const INC: &str = include_str!("../../tests/data/boogie/incarnations.bpl");
    const CODEC: &str = "function enc(int): int;\nfunction dec(int): int;\nfunction tag(int): int;\n\
        axiom (forall x: int :: {dec(enc(x))} dec(enc(x)) == x && dec(enc(x)) == tag(x));\n\
        const c: int;\n\
        procedure Lookup(s: int, t: int)\n  requires 0 <= t && t < 2;\n  ensures tag(s) == s;\n{\n}\n";

    fn b(var: &str, term: &str) -> Binding {
        Binding { var: var.into(), sort: "Int".into(), term: term.into() }
    }

    fn verifies(text: &str) -> bool {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("p.bpl");
        std::fs::write(&f, text).unwrap();
        let out = std::process::Command::new("boogie").arg(&f).output().expect("boogie 2.4.1 is installed");
        String::from_utf8_lossy(&out.stdout).contains("1 verified, 0 errors")
    }

    /// The readings a probe of `P` gives (checked against Boogie 2.4.1 by the e2e test
    /// `explain_probe`): `x := 5` and `x := a` are copies, `x := x + 1` makes x@0, `call Bump()`
    /// g@0, `g := g + 1` g@1, `havoc x` x@1.
    fn probed(p: &Program) -> Incarnations {
        let pts = points(INC, p, "P").unwrap();
        let after = |stmt: &str| INC.lines().position(|l| l.trim() == stmt).unwrap() as u32 + 1;
        let (x5, xa, x0, call, g1, havoc) = (
            after("x := 5;"),
            after("x := a;"),
            after("x := x + 1;"),
            after("call Bump();"),
            after("g := g + 1;"),
            after("havoc x;"),
        );
        let mut values = vec![("x", "x"), ("g", "g")];
        let current = pts
            .into_iter()
            .map(|point| {
                if let Placement::After { line } = point.placement {
                    let set = |values: &mut Vec<(&str, &str)>, v: &str, t: &'static str| {
                        values.iter_mut().filter(|(n, _)| *n == v).for_each(|e| e.1 = t)
                    };
                    match line {
                        l if l == x5 => set(&mut values, "x", "5"),
                        l if l == xa => set(&mut values, "x", "a"),
                        l if l == x0 => set(&mut values, "x", "x@0"),
                        l if l == call => set(&mut values, "g", "g@0"),
                        l if l == g1 => set(&mut values, "g", "g@1"),
                        l if l == havoc => set(&mut values, "x", "x@1"),
                        _ => {}
                    }
                }
                let values = values.iter().map(|(v, t)| (v.to_string(), t.to_string())).collect();
                crate::explain::probe::Current { point, values }
            })
            .collect();
        Incarnations::read("P", current)
    }

    #[test]
    fn an_instance_over_an_incarnation_goes_after_the_statement_that_makes_it() {
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let site = locate(&p, 2, 15).expect("the axiom of F");
        let inc = probed(&p);
        // x@0 is `x := x + 1`; g@0 is made by `call Bump()`, after it.
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "(+ x@0 g@0)")], &inc).unwrap();
        assert_eq!(w.assertion, "assert F(x + g) > x + g;");
        let call = INC.lines().position(|l| l.contains("call Bump();")).unwrap() as u32 + 1;
        assert_eq!(w.placement, Placement::After { line: call });
        // Right after the statement, on its line: no line moves.
        let text = w.apply(INC);
        assert!(text.contains("  call Bump(); assert F(x + g) > x + g;\n  g := g + 1;\n"), "{text}");
        assert_eq!(text.lines().count(), INC.lines().count());
        assert!(verifies(&text), "{text}");
        // Over parameters only: first in the body, with no probe at all.
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "a")], &Incarnations::none()).unwrap();
        assert_eq!(w.placement, Placement::BodyStart);
        assert!(verifies(&w.apply(INC)));
        // Over an incarnation, with no probe: not placed.
        let e = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "x@0")], &Incarnations::none()).unwrap_err();
        assert!(e.contains("not known"), "{e}");
        // x@0 and x@1 together: two values of x; g@0 and x@1 (made after g@1): never current
        // together.
        for term in ["(+ x@0 x@1)", "(+ g@0 x@1)"] {
            let e = write_instance(INC, &p, "P", &site.quantifier, &[b("x", term)], &inc).unwrap_err();
            assert!(e.contains("two values") || e.contains("never current"), "{term}: {e}");
        }
        // The global g at entry with x@1: `old(g)`, after `havoc x;` (where x is x@1).
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "(+ g x@1)")], &inc).unwrap();
        assert_eq!(w.assertion, "assert F(old(g) + x) > old(g) + x;");
        let havoc = INC.lines().position(|l| l.contains("havoc x;")).unwrap() as u32 + 1;
        assert_eq!(w.placement, Placement::After { line: havoc });
        assert!(verifies(&w.apply(INC)), "{}", w.apply(INC));
        // The global at entry alone: first in the body, where it is plain `g`.
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "g")], &inc).unwrap();
        assert_eq!((w.assertion.as_str(), w.placement), ("assert F(g) > g;", Placement::BodyStart));
        assert_eq!(rewrite_symbols("(F |$Heap@10| i@@0 x@2)", &BTreeMap::new()), "(F |$Heap| i@@0 x)");
        let old = BTreeMap::from([("$Heap@@4", "wobble_old_0".to_string())]);
        assert_eq!(rewrite_symbols("(F $Heap@@4 $Heap@6)", &old), "(F wobble_old_0 $Heap)");
    }

    #[test]
    fn an_instance_of_a_polymorphic_axiom_has_explicit_types() {
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let site = locate(&p, 5, 18).expect("the axiom of Len");
        assert!(!site.quantifier.type_params.is_empty());
        // Boogie's VC binds `s` to the in-parameter `s@@0` (of type `(SeqType intType)`).
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("s", "s@@0")], &Incarnations::none()).unwrap();
        assert_eq!(w.assertion, "assert Len(s : Seq int) >= 0;");
        assert_eq!(w.placement, Placement::BodyStart);
        assert!(verifies(&w.apply(INC)), "Boogie reads the coercion: {}", w.apply(INC));
        // A term whose type is not known here has no form.
        let e = write_instance(INC, &p, "P", &site.quantifier, &[b("s", "(Empty intType)")], &Incarnations::none())
            .unwrap_err();
        assert!(e.contains("has no form") || e.contains("not known"), "{e}");
    }

    /// A quantifier of a callee's `ensures` names the callee's parameters, which the VC of the
    /// caller replaced by the call's arguments: written into the caller, its instance would name
    /// a variable Boogie does not know there (ExtensibleArrayAuto.dfy's `Append`: "undeclared
    /// identifier: v").
    #[test]
    fn an_instance_that_names_a_variable_of_another_scope_has_no_form() {
        let text = "function F(x: int): int;\n\
            procedure Callee(v: int);\n  ensures (forall x: int :: {F(x)} F(x) > v);\n\
            procedure P(a: int)\n{\n  call Callee(a);\n}\n";
        let p = parse_program(text, "c.bpl").unwrap();
        let site = locate(&p, 3, 12).expect("the quantifier of Callee's ensures");
        let e = write_instance(text, &p, "P", &site.quantifier, &[b("x", "a")], &Incarnations::none()).unwrap_err();
        assert!(e.contains("`v`, which is not declared here"), "{e}");
        // Over the caller's own names it is written.
        let own =
            "function F(x: int): int;\nprocedure P(a: int)\n  requires (forall x: int :: {F(x)} F(x) > a);\n{\n}\n";
        let p = parse_program(own, "o.bpl").unwrap();
        let site = locate(&p, 3, 13).expect("the quantifier of P's requires");
        let w = write_instance(own, &p, "P", &site.quantifier, &[b("x", "a")], &Incarnations::none()).unwrap();
        assert_eq!(w.assertion, "assert F(a) > a;");
    }

    #[test]
    fn an_instance_over_literals_is_an_axiom_that_may_replace_its_quantifier() {
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let site = locate(&p, 2, 15).expect("the axiom of F");
        let axiom = instance_axiom(&p, &site.quantifier, &[b("x", "(+ 7 1)")]).unwrap();
        assert_eq!(axiom, "axiom F(7 + 1) > 7 + 1;");
        // A parameter, an incarnation and a global variable have no place in an axiom.
        for (term, why) in [("a", "has no form"), ("x@0", "incarnation `x@0`"), ("g", "global variable `g`")] {
            let e = instance_axiom(&p, &site.quantifier, &[b("x", term)]).unwrap_err();
            assert!(e.contains(why), "{term}: {e}");
        }
        // In the quantifier's place: the never-weaken rule admits it, and Boogie verifies P
        // without the quantifier (P's assertion needs no instance of it).
        let text = crate::explain::source::replace_item(INC, &site, &axiom).unwrap();
        assert!(text.starts_with("function F(x: int): int;\naxiom F(7 + 1) > 7 + 1;\ntype Seq T;"), "{text}");
        let edited = parse_program(&text, "incarnations.bpl").unwrap();
        assert!(crate::explain::never_weaken::bpl::check(&p, &edited).is_ok());
        assert!(verifies(&text), "{text}");
        // An axiom that is not an instance is refused.
        let wrong = crate::explain::source::replace_item(INC, &site, "axiom F(8) > 9;").unwrap();
        assert!(crate::explain::never_weaken::bpl::check(&p, &parse_program(&wrong, "i.bpl").unwrap()).is_err());
    }

    #[test]
    fn a_traced_instance_over_parameters_becomes_a_first_assert_that_never_weakens() {
        let p = parse_program(CODEC, "codec.bpl").unwrap();
        let site = locate(&p, 4, 15).expect("the axiom");
        let found = |term: &str, var: &str| FoundInstance::traced("Lookup", "codecbpl.4:15", &[(var, term)], 1);
        let write = |f: &FoundInstance| {
            write_instance(CODEC, &p, "Lookup", &site.quantifier, &f.as_bindings(), &Incarnations::none())
        };
        let w = write(&found("s@@0", "x")).unwrap();
        assert_eq!(w.assertion, "assert dec(enc(s)) == s && dec(enc(s)) == tag(s);");
        let text = w.apply(CODEC);
        // After the body's `{`, on its line: no line moves.
        assert!(text.ends_with("{ assert dec(enc(s)) == s && dec(enc(s)) == tag(s);\n}\n"), "{text}");
        assert_eq!(text.lines().count(), CODEC.lines().count());
        let r = parse_program(&text, "codec.bpl").unwrap();
        assert_eq!(weaken::check(&p, &r), Ok(()));
        // Arithmetic, constants, functions; an incarnation, an out-of-scope name and a made-up
        // function are refused.
        let t = write(&found("(+ (* (- 1) c) (tag t))", "x@@1")).unwrap().assertion;
        assert!(t.starts_with("assert dec(enc(-1 * c + tag(t)))"), "{t}");
        for bad in ["t@1", "k!0", "(fresh s)", "r"] {
            let e = write(&found(bad, "x")).unwrap_err();
            assert!(e.contains("has no form") || e.contains("no value of a variable"), "{bad}: {e}");
        }
        assert!(write(&found("s", "z")).unwrap_err().contains("no term to `x`"));
        // A body with statements: before the first one.
        let with = CODEC.replace("{\n}", "{\n  var r: int;\n  r := 1;\n}");
        let pw = parse_program(&with, "codec.bpl").unwrap();
        let w = write_instance(
            &with,
            &pw,
            "Lookup",
            &site.quantifier,
            &found("s", "x").as_bindings(),
            &Incarnations::none(),
        )
        .unwrap();
        assert!(w.apply(&with).contains("  var r: int; assert dec(enc(s)) == s && dec(enc(s)) == tag(s);\n  r := 1;"));
    }

    /// Issue 49, gap 4: Timeline.bpl's instances (Dafny's prelude) are over
    /// `(U_2_int ($Unbox intType (|Seq#Index| |a#0@@3| |i#0@@1|)))`, Boogie's encoding of
    /// `$Unbox(Seq#Index(a#0, i#0)): int`; they were unusable (`intType` has no form). The
    /// conversions to and from `U` are implicit, and a polymorphic function's type argument
    /// becomes a coercion.
    #[test]
    fn boogies_type_encoding_is_read_back_as_a_coercion() {
        let prog = "type Box;
type Seq T;
function $Unbox<T>(x: Box): T;
function Seq#Index<T>(s: Seq T, i: int): T;
            function Tick(x: int): int;
axiom (forall x: int, y: int :: {Tick(x), Tick(y)} x > y ==> Tick(x) > Tick(y));
            procedure After(a#0: Seq Box, i#0: int)
  requires 0 <= i#0;
{
}
";
        let p = parse_program(prog, "t.bpl").unwrap();
        let site = locate(&p, 6, 15).expect("the axiom");
        let term = |i: &str| format!("(U_2_int ($Unbox intType (|Seq#Index| |a#0@@3| {i})))");
        let found =
            FoundInstance::traced("After", "t.6:15", &[("x", &term("(+ 1 |i#0@@1|)")), ("y", &term("|i#0@@1|"))], 3);
        let write = |f: &FoundInstance| {
            write_instance(prog, &p, "After", &site.quantifier, &f.as_bindings(), &Incarnations::none())
        };
        let w = write(&found).unwrap();
        let inst = &w.assertion;
        assert!(
            inst.contains("$Unbox(Seq#Index(a#0, 1 + i#0)) : int")
                && inst.contains("$Unbox(Seq#Index(a#0, i#0)) : int"),
            "{inst}"
        );
        let r = parse_program(&w.apply(prog), "t.bpl").unwrap();
        assert_eq!(weaken::check(&p, &r), Ok(()));
        // A type term anywhere else has no form.
        let bad = FoundInstance {
            terms: vec![Bound { var: "x".into(), term: "intType".into() }, found.terms[1].clone()],
            ..found
        };
        assert!(write(&bad).unwrap_err().contains("has no form"));
    }
}
