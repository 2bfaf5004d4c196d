//! Which of a mutant's VCs its mutation can have changed: worked out from the declarations of
//! seed and mutant as printed (the text Boogie reads), it gives the [`Narrowed`] program that
//! the query level extracts instead of the whole mutant, and puts the mutant's queries back
//! together from that extraction and the seed's queries ([`assemble`]).
//!
//! Boogie 2.4.1 sends the solver `(reset)`, the background and one implementation's VC for each
//! query, so a query is a function of the global declarations (types, constants, functions,
//! axioms, global variables), the implementation, its procedure and the contracts of the
//! procedures it calls, and of the positions of their quantifiers relative to each other (the
//! canonical text renumbers the `:qid`s by rank within the query, see [`super::canonical`]).
//! An implementation is **untouched** when all of these are the same text in seed and mutant:
//! - the global declarations, as a sequence (otherwise nothing is narrowed);
//! - the implementation, its procedure and every procedure it calls;
//! - where those stand: how many global declarations precede each, and their order among
//!   themselves.
//!
//! The mutant is then extracted with `{:verify false}` on its untouched implementations but
//! one, the witness: Boogie still reads the whole program (lambdas in skipped implementations
//! still give the background its `lambda#N` functions), and generates the changed VCs and the
//! witness's. [`assemble`] trusts the untouched VCs to be the seed's only if the witness's VC
//! is the seed's, in canonical text ([`super::canonical`]: the query level reads every query
//! into it once); otherwise the mutant is extracted whole. The e2e test
//! `querylevel` checks on seeds of several kinds that the assembled queries of every mutant are
//! the queries of its whole extraction.
//!
//! Not narrowed (extracted whole): mutants of several files (S3), Civl programs, programs with
//! `{:inline}` or `{:verify}` attributes on procedures or implementations, two implementations
//! of one procedure, calls this module does not read (`par`, `async`, loop calls), and procedures
//! with a body (they are always extracted, being both procedure and implementation).

use crate::smt::query::VcText;
use crate::syntax::ast::{Attribute, CallCmd, Decl, DeclKind, LoopSpec, Stmt, StmtKind};
use crate::syntax::source::ProgramText;
use crate::syntax::visit::{walk_body, walk_stmt, Flow, Visit, STOP};
use crate::verifiers::Narrowed;
use std::collections::{BTreeSet, HashMap};

/// A declaration and its printed text (as it stands in the program's text).
pub type Printed<'a> = (&'a Decl, &'a str);

/// What the printer writes before an implementation's attributes and name.
const IMPL_KEYWORD: &str = "implementation ";

/// The role of a top-level declaration for VC generation.
enum Role<'a> {
    /// Part of the background (every query has it).
    Global,
    /// A procedure: its name, and whether it has a body (then it is an implementation too).
    Procedure(&'a str, bool),
    Implementation(&'a str),
}

/// How a program's procedures and implementations stand: texts, places and callees.
struct Layout<'a> {
    /// The texts of the global declarations, in order.
    globals: Vec<&'a str>,
    /// Procedures by name: (text, index among all declarations, global declarations before it).
    procs: HashMap<&'a str, (&'a str, usize, usize)>,
    /// Implementations (separate ones) by name: the same.
    impls: HashMap<&'a str, (&'a str, usize, usize)>,
    /// Every VC's name (implementations and procedures with a body), in declaration order.
    order: Vec<&'a str>,
}

fn has_attr(attrs: &[Attribute], names: &[&str]) -> bool {
    attrs.iter().any(|a| names.contains(&a.name.as_str()))
}

/// The role of `d`, or None for a declaration that rules narrowing out.
fn role(d: &Decl) -> Option<Role<'_>> {
    const RULED_OUT: [&str; 2] = ["inline", "verify"];
    Some(match &d.kind {
        DeclKind::Procedure(p) if p.pure || has_attr(&p.attrs, &RULED_OUT) => return None,
        DeclKind::Procedure(p) => Role::Procedure(p.name.as_str(), p.body.is_some()),
        DeclKind::Implementation(i) if has_attr(&i.attrs, &RULED_OUT) => return None,
        DeclKind::Implementation(i) => Role::Implementation(i.name.as_str()),
        DeclKind::YieldInvariant(_) | DeclKind::YieldProcedure(_) | DeclKind::Action(_) => return None,
        DeclKind::Type(_)
        | DeclKind::Const(_)
        | DeclKind::Function(_)
        | DeclKind::Axiom(_)
        | DeclKind::Var(_)
        | DeclKind::Datatype(_) => Role::Global,
    })
}

impl<'a> Layout<'a> {
    fn of(decls: &[Printed<'a>]) -> Option<Layout<'a>> {
        let mut l = Layout { globals: Vec::new(), procs: HashMap::new(), impls: HashMap::new(), order: Vec::new() };
        for (k, &(d, text)) in decls.iter().enumerate() {
            let place = (text, k, l.globals.len());
            match role(d)? {
                Role::Global => l.globals.push(text),
                Role::Procedure(name, body) => {
                    if l.procs.insert(name, place).is_some() {
                        return None;
                    }
                    if body {
                        l.order.push(name);
                    }
                }
                Role::Implementation(name) => {
                    if l.impls.insert(name, place).is_some() {
                        return None;
                    }
                    l.order.push(name);
                }
            }
        }
        // A procedure with a body and a separate implementation of it: two VCs of one name.
        let mut names = l.order.clone();
        names.sort_unstable();
        names.dedup();
        (names.len() == l.order.len()).then_some(l)
    }
}

/// The procedures an implementation calls; None when it has a call this module does not read.
fn callees(d: &Decl) -> Option<BTreeSet<String>> {
    struct Calls {
        names: BTreeSet<String>,
        unread: bool,
    }
    impl Calls {
        fn call(&mut self, c: &CallCmd) {
            if c.is_async {
                self.unread = true;
            }
            self.names.insert(c.name.as_str().to_string());
        }
    }
    impl<'v> Visit<'v> for Calls {
        fn visit_stmt(&mut self, s: &'v Stmt) -> Flow {
            match &s.kind {
                StmtKind::Call(c) => self.call(c),
                StmtKind::Par { .. } | StmtKind::Yield => {
                    self.unread = true;
                    return STOP;
                }
                StmtKind::While { specs, .. } if specs.iter().any(|s| matches!(s, LoopSpec::Call(_))) => {
                    self.unread = true;
                    return STOP;
                }
                _ => {}
            }
            walk_stmt(self, s)
        }
    }
    let mut v = Calls { names: BTreeSet::new(), unread: false };
    let body = match &d.kind {
        DeclKind::Implementation(i) => &i.body,
        _ => return Some(BTreeSet::new()),
    };
    let _ = walk_body(&mut v, body);
    (!v.unread).then_some(v.names)
}

/// Whether implementation `name` of the mutant has the seed's VC (see the module documentation).
fn untouched(name: &str, callees: &BTreeSet<String>, seed: &Layout, mutant: &Layout) -> bool {
    let (Some(si), Some(mi)) = (seed.impls.get(name), mutant.impls.get(name)) else { return false };
    // The declarations the VC is made of, each with its place: implementation, procedure, callees.
    let mut parts = vec![(si, mi)];
    for p in std::iter::once(name).chain(callees.iter().map(String::as_str)) {
        match (seed.procs.get(p), mutant.procs.get(p)) {
            (Some(s), Some(m)) => parts.push((s, m)),
            _ => return false,
        }
    }
    if parts.iter().any(|((st, _, sg), (mt, _, mg))| st != mt || sg != mg) {
        return false;
    }
    // Their order among themselves.
    let mut by_seed: Vec<usize> = (0..parts.len()).collect();
    let mut by_mutant = by_seed.clone();
    by_seed.sort_by_key(|&k| parts[k].0 .1);
    by_mutant.sort_by_key(|&k| parts[k].1 .1);
    by_seed == by_mutant
}

/// The narrowed stand-in of a one-file mutant (`file` is its file name) of the seed `seed`
/// whose program has the content hash `seed_hash`, or None when nothing can be narrowed (see
/// the module documentation).
pub fn narrow(seed: &[Printed], seed_hash: &str, mutant: &[Printed], file: &str) -> Option<Narrowed> {
    let s = Layout::of(seed)?;
    let m = Layout::of(mutant)?;
    if s.globals != m.globals {
        return None;
    }
    let mut from_seed = Vec::new();
    for &(d, _) in mutant {
        if let DeclKind::Implementation(i) = &d.kind {
            let name = i.name.as_str();
            if untouched(name, &callees(d)?, &s, &m) {
                from_seed.push(name);
            }
        }
    }
    let skipped: BTreeSet<&str> = from_seed.iter().copied().collect();
    // The witness: the untouched implementation of the shortest text (its VC is likely small).
    let witness = *from_seed.iter().min_by_key(|n| m.impls[*n].0.len())?;
    let mut text = String::new();
    for (k, &(d, printed)) in mutant.iter().enumerate() {
        if k > 0 {
            text.push('\n');
        }
        match &d.kind {
            DeclKind::Implementation(i) if i.name.as_str() != witness && skipped.contains(i.name.as_str()) => {
                let rest = printed.strip_prefix(IMPL_KEYWORD)?;
                text.push_str(IMPL_KEYWORD);
                text.push_str("{:verify false} ");
                text.push_str(rest);
            }
            _ => text.push_str(printed),
        }
    }
    Some(Narrowed {
        seed: seed_hash.to_string(),
        program: ProgramText::single(file, text),
        order: m.order.iter().map(|n| n.to_string()).collect(),
        from_seed: from_seed.iter().map(|n| n.to_string()).collect(),
        witness: witness.to_string(),
    })
}

/// The mutant's queries, in its VC order: those `extracted` from its narrowed program and the
/// seed's for the untouched implementations, both in canonical text. None (extract the mutant
/// whole) unless the names match exactly and the witness's query is the seed's.
pub fn assemble(n: &Narrowed, extracted: Vec<VcText>, seed: &[VcText]) -> Option<Vec<VcText>> {
    let mut got: HashMap<String, VcText> = HashMap::new();
    for q in extracted {
        let name = q.name.clone();
        if got.insert(name, q).is_some() {
            return None;
        }
    }
    let mut seed_by_name: HashMap<&str, &VcText> = HashMap::new();
    for q in seed {
        if seed_by_name.insert(q.name.as_str(), q).is_some() {
            return None;
        }
    }
    if got.get(&n.witness)?.text != seed_by_name.get(n.witness.as_str())?.text {
        return None;
    }
    let reused: BTreeSet<&str> = n.from_seed.iter().map(String::as_str).collect();
    // Every VC comes from exactly one side (the witness from the extraction).
    let extracted_names: BTreeSet<&str> = got.keys().map(String::as_str).collect();
    let order: BTreeSet<&str> = n.order.iter().map(String::as_str).collect();
    let expected: BTreeSet<&str> = order.difference(&reused).copied().chain([n.witness.as_str()]).collect();
    if extracted_names != expected || order.len() != n.order.len() {
        return None;
    }
    n.order
        .iter()
        .map(|name| match got.remove(name) {
            Some(q) => Some(q),
            None => seed_by_name.get(name.as_str()).map(|q| (*q).clone()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{parse_program, print_decl};

    fn printed(src: &str) -> (Vec<Decl>, Vec<String>) {
        let p = parse_program(src, "t.bpl").unwrap();
        let texts = p.decls.iter().map(print_decl).collect();
        (p.decls, texts)
    }

    fn narrow_src(seed: &str, mutant: &str) -> Option<Narrowed> {
        let (sd, st) = printed(seed);
        let (md, mt) = printed(mutant);
        let s: Vec<Printed> = sd.iter().zip(&st).map(|(d, t)| (d, t.as_str())).collect();
        let m: Vec<Printed> = md.iter().zip(&mt).map(|(d, t)| (d, t.as_str())).collect();
        narrow(&s, "seed-hash", &m, "t.bpl")
    }

    const SEED: &str = "function f(x: int): int;\naxiom (forall x: int :: f(x) > 0);\n\
        procedure P(x: int) returns (y: int);\n  requires x > 0;\n  ensures y > 0;\n\
        implementation P(x: int) returns (y: int) { y := f(x); }\n\
        procedure Q() returns (z: int);\n  ensures z > 0;\n\
        implementation Q() returns (z: int) { call z := P(1); }\n\
        procedure R();\nimplementation R() { assert f(2) > 0; }\n";

    #[test]
    fn a_changed_contract_touches_its_implementation_and_callers() {
        // L3-like: P's precondition changes; P and its caller Q are extracted, R is the seed's.
        let mutant = SEED.replace("requires x > 0;", "requires x > 0 && true;");
        let n = narrow_src(SEED, &mutant).expect("narrowed");
        assert_eq!(n.seed, "seed-hash");
        assert_eq!(n.from_seed, vec!["R"]);
        assert_eq!(n.witness, "R");
        assert_eq!(n.order, vec!["P", "Q", "R"]);
        assert!(!n.program.files[0].text.contains("{:verify false}"), "the witness is still verified");
    }

    #[test]
    fn a_changed_body_touches_only_its_implementation() {
        let mutant = SEED.replace("assert f(2) > 0;", "assert true; assert f(2) > 0;");
        let n = narrow_src(SEED, &mutant).expect("narrowed");
        assert_eq!(n.from_seed, vec!["P", "Q"]);
        // The witness is the shorter of the two; the other is skipped.
        let text = &n.program.files[0].text;
        assert_eq!(text.matches("implementation {:verify false} ").count(), 1, "{text}");
        let reparsed = parse_program(text, "t.bpl").expect("the narrowed program parses");
        assert_eq!(reparsed.decls.len(), 8);
    }

    #[test]
    fn changed_globals_or_moved_contracts_are_not_narrowed() {
        // An axiom changes: every query's background does.
        assert!(narrow_src(SEED, &SEED.replace("f(x) > 0);", "f(x) >= 1);")).is_none());
        // R moves before the axiom: its quantifiers' ranks change, so only P and Q are the seed's.
        let moved = SEED
            .replace("procedure R();\nimplementation R() { assert f(2) > 0; }\n", "")
            .replace("axiom (forall", "procedure R();\nimplementation R() { assert f(2) > 0; }\naxiom (forall");
        let n = narrow_src(SEED, &moved).expect("narrowed");
        assert_eq!(n.from_seed, vec!["P", "Q"]);
        // Civl and inlined procedures rule narrowing out.
        let inline = SEED.replace("procedure R();", "procedure {:inline 1} R();");
        assert!(narrow_src(&inline, &inline.replace("assert f(2) > 0;", "assert true; assert f(2) > 0;")).is_none());
    }

    fn vc(name: &str, text: &str) -> VcText {
        VcText { name: name.into(), text: text.into() }
    }

    #[test]
    fn assembly_checks_the_witness_and_the_names() {
        let n = Narrowed {
            seed: "seed-hash".into(),
            program: ProgramText::single("t.bpl", ""),
            order: vec!["P".into(), "Q".into(), "R".into()],
            from_seed: vec!["Q".into(), "R".into()],
            witness: "R".into(),
        };
        let seed = [vc("P", "(p)"), vc("Q", "(q :qid |tbpl.q0|)"), vc("R", "(r :qid |tbpl.q0|)")];
        let got = assemble(&n, vec![vc("P", "(p2)"), vc("R", "(r :qid |tbpl.q0|)")], &seed).expect("assembled");
        let names: Vec<&str> = got.iter().map(|q| q.name.as_str()).collect();
        assert_eq!(names, ["P", "Q", "R"]);
        assert_eq!(got[0].text, "(p2)");
        assert_eq!(got[1].text, seed[1].text);
        // A witness whose VC changed, a missing VC or an extra one: not trusted.
        assert!(assemble(&n, vec![vc("P", "(p2)"), vc("R", "(r2)")], &seed).is_none());
        assert!(assemble(&n, vec![vc("R", "(r :qid |tbpl.q0|)")], &seed).is_none());
        assert!(assemble(&n, vec![vc("P", "(p)"), vc("Q", "(q)"), vc("R", "(r :qid |tbpl.q0|)")], &seed).is_none());
    }
}
