//! A proof instance of a Boogie program's VC ([`crate::smt::observation::proof`]) written back into the
//! program as an `assert`, where it can be; otherwise the reason it cannot.
//!
//! The instance is the quantifier's body with its bound variables replaced by the instance's
//! terms, read back from the VC by [`super::instances::boogie_term`] (Boogie's type encoding,
//! `U_2_int`/`int_2_U` and `MapTypeNSelect`, is implicit in the program). Two cases go beyond
//! that translation:
//!
//! - **a polymorphic quantifier** (`forall<T> s: Seq T :: …`): each term bound to a variable whose
//!   type mentions a type parameter is written with an explicit type, `s : Seq int`, the type of
//!   the program variable it is; so Boogie's inference fixes `T` in the instance. A type
//!   parameter that no variable's type mentions, or a body that names it, has no such form.
//! - **an incarnation** (`x@2`, `$Heap@10`): the value of a variable after one of its updates.
//!   Boogie 2.4.1 numbers the incarnations of each variable from 0 in the passified body's order,
//!   and makes one at each assignment to it whose right-hand side is not a literal or a plain
//!   variable (those are propagated as copies), at each `havoc` of it and at each `call` that
//!   assigns it or lists it in its `modifies` (checked against Boogie 2.4.1's `/proverLog` of
//!   `tests/data/boogie/incarnations.bpl`). The instance is asserted right after the statement
//!   that makes the last of its incarnations current (on the next statement's line, so that no
//!   line moves: [`insert_before`]), where every variable it names (as an
//!   incarnation, or by its name for its value at entry) is at that incarnation. Only the top
//!   level of a body is followed: an incarnation made inside an `if` or a loop (whose numbering
//!   follows Boogie's block order) has no place here.
//!
//! The added `assert` must itself be proved, so it never weakens anything (the never-weaken rule
//! allows inserted `assert`s).

use super::instances::boogie_term;
use super::source::{insert_assert, insert_before};
use crate::smt::observation::proof::Binding;
use crate::syntax::ast::*;
use crate::syntax::{parse_expr, print_expr, print_type};
use std::collections::{BTreeMap, HashMap};

/// Where the instance's `assert` goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    /// First in the body (its terms name only parameters, constants and globals at entry).
    BodyStart,
    /// Right after the top-level statement at this 1-based line of the body.
    After { line: u32 },
}

/// A proof instance written into the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// `assert E;`
    pub assertion: String,
    pub placement: Placement,
    /// The program's text with the assertion inserted.
    pub text: String,
}

/// `x@2` → (`x`, 2); `i@@0` (Boogie's uniquified name) and other names are no incarnation.
pub fn incarnation(name: &str) -> Option<(&str, usize)> {
    let (base, n) = name.rsplit_once('@')?;
    // Boogie's labels (`%lbl%@12`) share the shape; they are never a variable's incarnation.
    if base.starts_with("%lbl%")
        || base.is_empty()
        || base.ends_with('@')
        || n.is_empty()
        || !n.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    Some((base, n.parse().ok()?))
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

/// The `modifies` of procedure `name`.
fn modifies(program: &Program, name: &str) -> Vec<String> {
    program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p) if p.name.as_str() == name => Some(p),
            _ => None,
        })
        .flat_map(|p| p.specs.iter())
        .filter_map(|s| match s {
            Spec::Modifies(v) => Some(v.iter().map(|i| i.to_string()).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The variables whose incarnation the statement `s` makes (see the module doc); `Err` for a
/// statement that holds others (an `if`, a loop).
fn makes(program: &Program, s: &Stmt) -> Result<Vec<String>, ()> {
    Ok(match &s.kind {
        StmtKind::Assign { lhs, rhs, .. } => lhs
            .iter()
            .zip(rhs)
            .filter(|(l, r)| !l.steps.is_empty() || !matches!(r.kind, ExprKind::Var(_) | ExprKind::Lit(_)))
            .map(|(l, _)| l.name.to_string())
            .collect(),
        StmtKind::Havoc(v) => v.iter().map(|i| i.to_string()).collect(),
        StmtKind::Call(c) => {
            let mut v: Vec<String> = c.outs.iter().map(|i| i.to_string()).collect();
            v.extend(modifies(program, c.name.as_str()));
            v
        }
        StmtKind::If(_) | StmtKind::While { .. } | StmtKind::Par { .. } | StmtKind::Goto(_) => return Err(()),
        _ => Vec::new(),
    })
}

/// Every symbol of an SMT-LIB term.
fn symbols(term: &str) -> Vec<String> {
    crate::smt::text::sexp::tokens(term)
        .map_while(Result::ok)
        .filter(|t| t.kind == crate::smt::text::sexp::TokenKind::Atom)
        .map(|t| t.text(term).trim_matches('|').to_string())
        .collect()
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
/// written as an `assert` in `procedure`'s body (see the module doc), or why it cannot be.
pub fn write_instance(
    text: &str,
    program: &Program,
    procedure: &str,
    q: &Quantifier,
    bindings: &[Binding],
) -> Result<Written, String> {
    let (params, body) = implementation(program, procedure).ok_or_else(|| format!("{procedure} has no body"))?;
    let declared = types(program, &params, body);
    // The incarnations the terms name, and the variables they name by their value at entry.
    let mut wanted: BTreeMap<String, Option<usize>> = BTreeMap::new();
    for b in bindings {
        for s in symbols(&b.term) {
            match incarnation(&s) {
                Some((base, k)) if wanted.insert(base.to_string(), Some(k)).is_some_and(|old| old != Some(k)) => {
                    return Err(format!("the instance names two incarnations of `{base}`"));
                }
                Some(_) => {}
                None if declared.contains_key(&s) => {
                    wanted.entry(s).or_insert(None);
                }
                None => {}
            }
        }
    }
    // Walk the top-level statements, counting each variable's incarnations.
    let mut made: HashMap<String, usize> = HashMap::new();
    let mut point: Option<usize> = None;
    let current = |made: &HashMap<String, usize>| {
        wanted.iter().all(|(v, k)| made.get(v).copied().unwrap_or(0) == k.map_or(0, |k| k + 1))
    };
    if !current(&made) {
        for (i, s) in body.stmts.iter().enumerate() {
            let vars = makes(program, s).map_err(|()| {
                "an incarnation is made inside a branch or a loop (Boogie numbers those in its block order)".to_string()
            })?;
            for v in vars {
                *made.entry(v).or_insert(0) += 1;
            }
            if current(&made) {
                point = Some(i);
                break;
            }
        }
        if point.is_none() {
            let names: Vec<String> =
                wanted.iter().map(|(v, k)| k.map_or_else(|| v.clone(), |k| format!("{v}@{k}"))).collect();
            return Err(format!("{} are never current together in the body", names.join(", ")));
        }
    }
    let instance = instance_expr(program, q, bindings, &declared)?;
    let assertion = format!("assert {};", print_expr(&instance));
    match point {
        None => {
            let text = insert_assert(text, program, procedure, &assertion)
                .ok_or_else(|| format!("{procedure}'s body is not found in the text"))?;
            Ok(Written { assertion, placement: Placement::BodyStart, text })
        }
        Some(i) => {
            let line = body.stmts[i].pos.line;
            let text = insert_before(text, program, procedure, i + 1, &assertion)
                .ok_or_else(|| format!("the statement at line {line} is not found in the text"))?;
            Ok(Written { assertion, placement: Placement::After { line }, text })
        }
    }
}

/// The quantifier `q`'s body at the terms `bindings` gives its variables, read back over the
/// names `declared` (with their types, for a polymorphic quantifier's explicit types).
fn instance_expr(
    program: &Program,
    q: &Quantifier,
    bindings: &[Binding],
    declared: &BTreeMap<String, Type>,
) -> Result<Expr, String> {
    let names: Vec<String> = declared.keys().cloned().collect();
    let mut map = HashMap::new();
    for name in q.vars.iter().flat_map(|t| t.names.iter()) {
        let b = bindings
            .iter()
            .find(|b| b.var.rsplit_once("@@").map_or(b.var.as_str(), |(v, _)| v) == name.as_str())
            .ok_or_else(|| format!("the proof binds no term to `{name}`"))?;
        let plain: String = rewrite_incarnations(&b.term);
        let source = boogie_term(program, &names, &plain)?;
        let mut e = parse_expr(&source, "instance").map_err(|e| format!("`{source}` does not parse: {e}"))?;
        let ty = q.vars.iter().find(|t| t.names.contains(name)).map(|t| &t.ty);
        if let Some(ty) = ty.filter(|t| mentions(t, &q.type_params)) {
            let ExprKind::Var(v) = &e.kind else {
                return Err(format!("the type of `{source}` (for `{name}`: {}) is not known here", print_type(ty)));
            };
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
    let e = instance_expr(program, q, bindings, &scope)?;
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

/// `term` with each incarnation `x@k` written as `x`.
fn rewrite_incarnations(term: &str) -> String {
    let mut out = String::with_capacity(term.len());
    let mut last = 0;
    for t in crate::smt::text::sexp::tokens(term).map_while(Result::ok) {
        if t.kind != crate::smt::text::sexp::TokenKind::Atom {
            continue;
        }
        let word = t.text(term);
        if let Some((base, _)) = incarnation(word.trim_matches('|')) {
            out.push_str(&term[last..t.start]);
            out.push_str(&if word.starts_with('|') { format!("|{base}|") } else { base.to_string() });
            last = t.end;
        }
    }
    out.push_str(&term[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::source::locate;
    use crate::syntax::parse_program;

    const INC: &str = include_str!("../../tests/data/boogie/incarnations.bpl");

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

    #[test]
    fn boogies_incarnations_are_those_of_its_prover_log() {
        // The VC of `incarnations.bpl` (Boogie 2.4.1, /proverLog) declares x@0, g@0, g@1, x@1:
        // `x := 5` and `x := a` are copies, `x := x + 1` is x@0, `call Bump()` g@0, `g := g + 1`
        // g@1, `havoc x` x@1.
        let dir = tempfile::tempdir().unwrap();
        let (bpl, log) = (dir.path().join("i.bpl"), dir.path().join("i.smt2"));
        std::fs::write(&bpl, INC).unwrap();
        let status = std::process::Command::new("boogie")
            .arg(format!("/proverLog:{}", log.display()))
            .arg(&bpl)
            .output()
            .expect("boogie 2.4.1 is installed");
        assert!(String::from_utf8_lossy(&status.stdout).contains("1 verified"), "{status:?}");
        let vc = std::fs::read_to_string(&log).unwrap();
        let declared: Vec<&str> = vc
            .lines()
            .filter_map(|l| l.strip_prefix("(declare-fun ")?.split_whitespace().next())
            .filter(|n| incarnation(n).is_some())
            .collect();
        assert_eq!(declared, ["x@0", "g@0", "g@1", "x@1"]);
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let (_, body) = implementation(&p, "P").unwrap();
        let made: Vec<Vec<String>> = body.stmts.iter().filter_map(|s| makes(&p, s).ok()).collect();
        let flat: Vec<&str> = made.iter().flatten().map(String::as_str).collect();
        assert_eq!(flat, ["x", "g", "g", "x"], "in the log's order");
    }

    #[test]
    fn an_instance_over_an_incarnation_goes_after_the_statement_that_makes_it() {
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let site = locate(&p, 2, 15).expect("the axiom of F");
        // x@0 is `x := x + 1`; g@0 is made by `call Bump()`, after it.
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "(+ x@0 g@0)")]).unwrap();
        assert_eq!(w.assertion, "assert F(x + g) > x + g;");
        let call = INC.lines().position(|l| l.contains("call Bump();")).unwrap() as u32 + 1;
        assert_eq!(w.placement, Placement::After { line: call });
        // Right after the statement, on its line: no line moves.
        assert!(w.text.contains("  call Bump(); assert F(x + g) > x + g;\n  g := g + 1;\n"), "{}", w.text);
        assert_eq!(w.text.lines().count(), INC.lines().count());
        assert!(verifies(&w.text), "{}", w.text);
        // Over parameters only: first in the body.
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("x", "a")]).unwrap();
        assert_eq!(w.placement, Placement::BodyStart);
        assert!(verifies(&w.text));
        // x@0 and x@1 together, g at entry after g@0: never current.
        for term in ["(+ x@0 x@1)", "(+ g x@1)"] {
            let e = write_instance(INC, &p, "P", &site.quantifier, &[b("x", term)]).unwrap_err();
            assert!(e.contains("two incarnations") || e.contains("never current"), "{term}: {e}");
        }
        assert_eq!(incarnation("$Heap@10"), Some(("$Heap", 10)));
        assert_eq!(incarnation("i@@0"), None);
        assert_eq!(rewrite_incarnations("(F |$Heap@10| i@@0 x@2)"), "(F |$Heap| i@@0 x)");
    }

    #[test]
    fn an_instance_of_a_polymorphic_axiom_has_explicit_types() {
        let p = parse_program(INC, "incarnations.bpl").unwrap();
        let site = locate(&p, 5, 18).expect("the axiom of Len");
        assert!(!site.quantifier.type_params.is_empty());
        // Boogie's VC binds `s` to the in-parameter `s@@0` (of type `(SeqType intType)`).
        let w = write_instance(INC, &p, "P", &site.quantifier, &[b("s", "s@@0")]).unwrap();
        assert_eq!(w.assertion, "assert Len(s : Seq int) >= 0;");
        assert_eq!(w.placement, Placement::BodyStart);
        assert!(verifies(&w.text), "Boogie reads the coercion: {}", w.text);
        // A term whose type is not known here has no form.
        let e = write_instance(INC, &p, "P", &site.quantifier, &[b("s", "(Empty intType)")]).unwrap_err();
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
        let e = write_instance(text, &p, "P", &site.quantifier, &[b("x", "a")]).unwrap_err();
        assert!(e.contains("`v`, which is not declared here"), "{e}");
        // Over the caller's own names it is written.
        let own =
            "function F(x: int): int;\nprocedure P(a: int)\n  requires (forall x: int :: {F(x)} F(x) > a);\n{\n}\n";
        let p = parse_program(own, "o.bpl").unwrap();
        let site = locate(&p, 3, 13).expect("the quantifier of P's requires");
        let w = write_instance(own, &p, "P", &site.quantifier, &[b("x", "a")]).unwrap();
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
}
