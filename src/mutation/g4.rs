//! G4: sink a top-level axiom into the `uses` clause of a constant or function it mentions.
//!
//! Applicability: a top-level `axiom` A and a constant or function declaration O of the same file
//! such that A mentions O (a constant's name used as a variable that no quantifier or
//! let-expression of A binds, or the function's name applied); site `A>uO`, O being O's index in
//! A's file. Only in programs that already have a `uses` clause somewhere (a program in the
//! current language): a Boogie 2.4.1 program stays in the language its Boogie accepts. Result: A
//! leaves the top level and becomes the last axiom of O's `uses` clause, with its attributes.
//!
//! Meaning: the axioms of a `uses` clause are axioms of the program like the top-level ones (the
//! clause records an owner for pruning and nothing else), so both programs have the same axioms
//! and the same meaning; this is G3 backwards.
//!
//! Pruning: under Boogie's axiom pruning (`/prune`, Dafny's default) an owned axiom reaches every
//! VC that reaches its owner, while a top-level axiom reaches a VC only through its triggers
//! (all the symbols of one trigger reachable), `{:include_dep}` (any mentioned symbol) or
//! `{:keep}`. Sinking an axiom without triggers therefore adds it to the VCs that reach O (it was
//! in none before), and sinking one whose trigger symbols are reached without O, or O without
//! them, changes which VCs see it. A verdict that changes under G4 exposes pruning, not a change
//! of the program.
//!
//! Skips: axioms of other files than O's (a `uses` clause stays in its owner's file); names bound
//! inside A (they are not O); programs without any `uses` clause (see above).

use super::g3::{uses, uses_mut};
use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{Decl, DeclKind, ExprKind, Ident};
use crate::syntax::visit::for_each_expr;
use std::collections::{BTreeSet, HashMap, HashSet};

pub struct SinkAxiom;

/// The constants and functions (by name) that a top-level axiom mentions: applied function names,
/// and variable names no quantifier or let-expression of the axiom binds.
fn mentions(d: &Decl) -> HashSet<Ident> {
    let mut vars = HashSet::new();
    let mut bound = HashSet::new();
    let mut calls = HashSet::new();
    for_each_expr(d, &mut |e| match &e.kind {
        ExprKind::Var(x) => {
            vars.insert(x.clone());
        }
        ExprKind::Call(f, _) => {
            calls.insert(f.clone());
        }
        ExprKind::Quant(q) => bound.extend(q.vars.iter().flat_map(|t| t.names.iter().cloned())),
        ExprKind::Let(l) => bound.extend(l.vars.iter().map(|v| v.name.clone())),
        _ => {}
    });
    vars.retain(|x| !bound.contains(x));
    vars.extend(calls);
    vars
}

/// Whether any declaration of the variant has a `uses` clause.
fn has_uses(v: &Variant) -> bool {
    v.decls().any(|(_, d)| !uses(d).is_empty())
}

/// Every site of one file, in order of the axiom, then of the owner.
fn file_sites(v: &Variant, file: usize) -> Vec<Site> {
    let mut owners: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, d) in v.file_decls(file).enumerate() {
        match &d.kind {
            DeclKind::Const(c) => c.names.iter().for_each(|n| owners.entry(n.as_str()).or_default().push(i)),
            DeclKind::Function(f) => owners.entry(f.name.as_str()).or_default().push(i),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (a, d) in v.file_decls(file).enumerate() {
        if !matches!(d.kind, DeclKind::Axiom(_)) {
            continue;
        }
        let names = mentions(d);
        let targets: BTreeSet<usize> = names.iter().filter_map(|n| owners.get(n.as_str())).flatten().copied().collect();
        out.extend(targets.into_iter().map(|owner| Site::Sink { axiom: DeclRef::new(file, a), owner }));
    }
    out
}

impl Operator for SinkAxiom {
    fn name(&self) -> OpName {
        OpName::G4
    }

    fn sites(&self, v: &Variant) -> Vec<Site> {
        if !has_uses(v) {
            return Vec::new();
        }
        (0..v.file_count()).flat_map(|f| file_sites(v, f)).collect()
    }

    fn count_sites(&self, v: &Variant) -> usize {
        self.sites(v).len()
    }

    fn nth_site(&self, v: &Variant, k: usize) -> Option<Site> {
        self.sites(v).into_iter().nth(k)
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::G4, site, why);
        let Site::Sink { axiom, owner } = *site else {
            return Err(err("G4 needs a top-level axiom and a constant or function `A>uO`"));
        };
        if !self.sites(v).contains(site) {
            return Err(err(
                "not a top-level axiom that mentions that constant or function (in a program with uses clauses)",
            ));
        }
        let mut m = v.clone();
        let ax = match m.decl(axiom).map(|d| &d.kind) {
            Some(DeclKind::Axiom(a)) => a.clone(),
            _ => return Err(err("not a top-level axiom")),
        };
        let target = m.decl_mut(DeclRef::new(axiom.file, owner)).ok_or_else(|| err("no such declaration"))?;
        uses_mut(target).ok_or_else(|| err("not a constant or function"))?.push(ax);
        if !m.remove(axiom) {
            return Err(err("no such declaration"));
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::variant;
    use crate::syntax::print_program;

    #[test]
    fn sinks_an_axiom_into_each_declaration_it_mentions() {
        let v = variant(
            "const m: bool uses { axiom m; }
             const c: int;
             function f(x: int): int;
             axiom (forall c: int :: { f(c) } f(c) > 0);
             axiom {:id 1} f(c) == 1 && m;",
        );
        let texts: Vec<String> = SinkAxiom.sites(&v).iter().map(|s| s.to_string()).collect();
        // The first axiom binds `c`: it mentions f only.
        assert_eq!(texts, ["3>u2", "4>u0", "4>u1", "4>u2"]);
        assert_eq!(SinkAxiom.count_sites(&v), 4);
        assert_eq!(SinkAxiom.nth_site(&v, 3), Some("4>u2".parse().unwrap()));
        let m = SinkAxiom.apply(&v, &"4>u1".parse().unwrap()).unwrap();
        let text = print_program(&m.to_programs()[0]);
        assert!(text.contains("const c: int uses {\n  axiom {:id 1} f(c) == 1 && m;\n}\n"), "{text}");
        assert_eq!(m.decl_count(), 4);
        let m = SinkAxiom.apply(&v, &"3>u2".parse().unwrap()).unwrap();
        let text = print_program(&m.to_programs()[0]);
        assert!(
            text.contains(
                "function f(x: int) returns (int) uses {\n  axiom (forall c: int :: { f(c) } f(c) > 0);\n}\n"
            ),
            "{text}"
        );
        for bad in ["3>u1", "4>u3", "0>u0", "9>u0", "3:u0"] {
            assert!(SinkAxiom.apply(&v, &bad.parse().unwrap()).is_err(), "{bad}");
        }
    }

    #[test]
    fn programs_without_uses_clauses_have_no_sites() {
        let v = variant("const c: int; axiom c > 0; function f(int): int; axiom f(1) == 2;");
        assert!(SinkAxiom.sites(&v).is_empty());
        assert_eq!(SinkAxiom.count_sites(&v), 0);
    }

    #[test]
    fn g3_undoes_g4() {
        let v = variant("const m: bool uses { axiom m; } const c: int; axiom c > 0;");
        let m = SinkAxiom.apply(&v, &"2>u1".parse().unwrap()).unwrap();
        let back = super::super::g3::HoistAxiom.apply(&m, &"1:u0".parse().unwrap()).unwrap();
        assert_eq!(back.to_text("x"), v.to_text("x"));
    }
}
