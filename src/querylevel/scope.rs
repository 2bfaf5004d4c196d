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

use crate::smt::text::query::VcText;
use crate::syntax::ast::{Attribute, CallCmd, Decl, DeclKind, LoopSpec, Stmt, StmtKind};
use crate::syntax::source::ProgramText;
use crate::syntax::visit::{walk_body, walk_stmt, Flow, Visit, STOP};
use crate::verifiers::family::{Edits, SeedDecls};
use crate::verifiers::Narrowed;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

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

/// The seed's declarations as [`Edits`] refer to them (built once per seed).
pub fn seed_decls(seed: &[Printed]) -> Arc<SeedDecls> {
    Arc::new(SeedDecls {
        texts: seed.iter().map(|(_, t)| t.to_string()).collect(),
        implementations: seed
            .iter()
            .map(|(d, _)| match &d.kind {
                DeclKind::Implementation(i) => Some(i.name.as_str().to_string()),
                _ => None,
            })
            .collect(),
    })
}

/// A program's text: the declarations `texts` in order, `{:verify false}` on the
/// implementations named in `skipped` (the witness excepted). None when an implementation's
/// text does not start as the printer writes it.
fn skipping<'a>(
    decls: impl Iterator<Item = (&'a str, Option<&'a str>)>,
    skipped: &BTreeSet<&str>,
    witness: &str,
) -> Option<String> {
    let mut text = String::new();
    for (k, (printed, implementation)) in decls.enumerate() {
        if k > 0 {
            text.push('\n');
        }
        match implementation {
            Some(name) if name != witness && skipped.contains(name) => {
                text.push_str(IMPL_KEYWORD);
                text.push_str("{:verify false} ");
                text.push_str(printed.strip_prefix(IMPL_KEYWORD)?);
            }
            _ => text.push_str(printed),
        }
    }
    Some(text)
}

/// The narrowed stand-in of a one-file mutant (`file` is its file name) of the seed `seed`
/// (`shared`: its declarations as [`seed_decls`] gives them) whose program has the content hash
/// `seed_hash`, or None when nothing can be narrowed (see the module documentation).
pub fn narrow(
    seed: &[Printed],
    shared: &Arc<SeedDecls>,
    seed_hash: &str,
    mutant: &[Printed],
    file: &str,
) -> Option<Narrowed> {
    let s = Layout::of(seed)?;
    let m = Layout::of(mutant)?;
    if s.globals != m.globals {
        return None;
    }
    let mut from_seed = Vec::new();
    let mut calls: HashMap<&str, BTreeSet<String>> = HashMap::new();
    for &(d, _) in mutant {
        if let DeclKind::Implementation(i) = &d.kind {
            let name = i.name.as_str();
            let c = callees(d)?;
            if untouched(name, &c, &s, &m) {
                from_seed.push(name);
            }
            calls.insert(name, c);
        }
    }
    let skipped: BTreeSet<&str> = from_seed.iter().copied().collect();
    // The witness: the untouched implementation of the shortest text (its VC is likely small).
    let witness = *from_seed.iter().min_by_key(|n| m.impls[*n].0.len())?;
    let text = skipping(mutant.iter().map(|(d, t)| (*t, implementation_name(d))), &skipped, witness)?;
    let edits = edits(seed, shared, mutant, &m, &skipped, &calls);
    Some(Narrowed {
        seed: seed_hash.to_string(),
        program: ProgramText::single(file, text),
        order: m.order.iter().map(|n| n.to_string()).collect(),
        from_seed: from_seed.iter().map(|n| n.to_string()).collect(),
        witness: witness.to_string(),
        edits,
    })
}

fn implementation_name(d: &Decl) -> Option<&str> {
    match &d.kind {
        DeclKind::Implementation(i) => Some(i.name.as_str()),
        _ => None,
    }
}

/// The mutant's [`Edits`], when it has them: the seed's declarations in the seed's places (the
/// same roles and names), no procedure with a body, and every procedure its extracted
/// implementations call declared.
fn edits(
    seed: &[Printed],
    shared: &Arc<SeedDecls>,
    mutant: &[Printed],
    m: &Layout,
    from_seed: &BTreeSet<&str>,
    calls: &HashMap<&str, BTreeSet<String>>,
) -> Option<Edits> {
    if seed.len() != mutant.len() || m.order.len() != m.impls.len() {
        return None;
    }
    let mut changed = Vec::new();
    for (k, (&(sd, st), &(md, mt))) in seed.iter().zip(mutant).enumerate() {
        let same_place = match (role(sd)?, role(md)?) {
            (Role::Global, Role::Global) => true,
            (Role::Procedure(a, _), Role::Procedure(b, _)) | (Role::Implementation(a), Role::Implementation(b)) => {
                a == b
            }
            _ => false,
        };
        if !same_place {
            return None;
        }
        if st != mt {
            changed.push((k, mt.to_string()));
        }
    }
    let mut reads = BTreeSet::new();
    for name in m.order.iter().filter(|n| !from_seed.contains(*n)) {
        reads.insert(m.impls.get(name)?.1);
        reads.insert(m.procs.get(name)?.1);
        for c in calls.get(name)? {
            reads.insert(m.procs.get(c.as_str())?.1);
        }
    }
    Some(Edits { seed: shared.clone(), changed, reads })
}

/// Whether `candidate` can share one program with `group` (mutants of one seed with [`Edits`]):
/// every declaration that two of them read or change has the same text in both (mutants of one
/// chain share their first edits), and some implementation is the seed's in all of them (the
/// witness).
pub fn fits(group: &[&Narrowed], candidate: &Narrowed) -> bool {
    let Some(c) = &candidate.edits else { return false };
    group.iter().all(|n| {
        n.seed == candidate.seed && n.edits.as_ref().is_some_and(|e| Arc::ptr_eq(&e.seed, &c.seed) && agree(e, c))
    }) && shared_witness(group.iter().copied().chain([candidate])).is_some()
}

/// Whether `a` and `b` give the same text to every declaration both read or change.
fn agree(a: &Edits, b: &Edits) -> bool {
    fn text(e: &Edits, k: usize) -> Option<&str> {
        e.changed.iter().find(|(j, _)| *j == k).map(|(_, t)| t.as_str())
    }
    let touches = |e: &Edits, k: usize| e.reads.contains(&k) || e.changed.iter().any(|(j, _)| *j == k);
    a.reads
        .iter()
        .copied()
        .chain(a.changed.iter().map(|(k, _)| *k))
        .filter(|&k| touches(b, k))
        .all(|k| text(a, k) == text(b, k))
}

/// The implementation whose VC is the seed's in every one of `members`, of the shortest text.
fn shared_witness<'a>(mut members: impl Iterator<Item = &'a Narrowed>) -> Option<&'a str> {
    let first = members.next()?;
    let mut common: BTreeSet<&str> = first.from_seed.iter().map(String::as_str).collect();
    for n in members {
        let theirs: BTreeSet<&str> = n.from_seed.iter().map(String::as_str).collect();
        common = common.intersection(&theirs).copied().collect();
    }
    let seed = &first.edits.as_ref()?.seed;
    let length = |name: &str| {
        seed.implementations.iter().position(|i| i.as_deref() == Some(name)).map_or(usize::MAX, |k| seed.texts[k].len())
    };
    common.into_iter().min_by_key(|n| length(n))
}

/// One program for `members` (mutants of one seed that [`fits`] together), named `file`: the
/// seed's declarations with each member's changed ones, and `{:verify false}` on every
/// implementation that is the seed's in all of them but the witness. Returns it and the witness.
pub fn combine(members: &[&Narrowed], file: &str) -> Option<(ProgramText, String)> {
    let seed = &members.first()?.edits.as_ref()?.seed;
    let mut texts: Vec<&str> = seed.texts.iter().map(String::as_str).collect();
    for n in members {
        for (k, t) in &n.edits.as_ref()?.changed {
            *texts.get_mut(*k)? = t.as_str();
        }
    }
    let witness = shared_witness(members.iter().copied())?;
    let mut skipped: BTreeSet<&str> = seed.implementations.iter().flatten().map(String::as_str).collect();
    for n in members {
        let theirs: BTreeSet<&str> = n.from_seed.iter().map(String::as_str).collect();
        skipped = skipped.intersection(&theirs).copied().collect();
    }
    let decls = texts.into_iter().zip(seed.implementations.iter().map(Option::as_deref));
    let text = skipping(decls, &skipped, witness)?;
    Some((ProgramText::single(file, text), witness.to_string()))
}

/// The mutant's queries, in its VC order: those `extracted` from its narrowed program and the
/// seed's for the untouched implementations, both in canonical text. None (extract the mutant
/// whole) unless the names match exactly and the witness's query is the seed's.
pub fn assemble(n: &Narrowed, extracted: Vec<VcText>, seed: &[VcText]) -> Option<Vec<VcText>> {
    assemble_all(&[n], &n.witness, extracted, seed)?.pop()
}

/// The queries of each of `members`, extracted together from one program whose witness is
/// `witness` (see [`assemble`]): None for all of them unless the extracted VCs are exactly the
/// witness's and those the members need, and the witness's query is the seed's.
pub fn assemble_all(
    members: &[&Narrowed],
    witness: &str,
    extracted: Vec<VcText>,
    seed: &[VcText],
) -> Option<Vec<Vec<VcText>>> {
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
    if got.get(witness)?.text != seed_by_name.get(witness)?.text {
        return None;
    }
    // Every VC a member needs comes from exactly one side, and nothing else was extracted.
    let mut expected: BTreeSet<&str> = BTreeSet::from([witness]);
    for n in members {
        let reused: BTreeSet<&str> = n.from_seed.iter().map(String::as_str).collect();
        let order: BTreeSet<&str> = n.order.iter().map(String::as_str).collect();
        if order.len() != n.order.len() || !reused.contains(witness) {
            return None;
        }
        expected.extend(order.difference(&reused));
    }
    let extracted_names: BTreeSet<&str> = got.keys().map(String::as_str).collect();
    if extracted_names != expected {
        return None;
    }
    members
        .iter()
        .map(|n| {
            n.order
                .iter()
                .map(|name| {
                    if n.from_seed.contains(name) {
                        seed_by_name.get(name.as_str()).map(|q| (*q).clone())
                    } else {
                        got.get(name).cloned()
                    }
                })
                .collect()
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
        narrow(&s, &seed_decls(&s), "seed-hash", &m, "t.bpl")
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

    /// The mutants of `seed` narrowed against one shared [`seed_decls`], as the engine does.
    fn narrow_all(seed: &str, mutants: &[String]) -> Vec<Narrowed> {
        let (sd, st) = printed(seed);
        let s: Vec<Printed> = sd.iter().zip(&st).map(|(d, t)| (d, t.as_str())).collect();
        let shared = seed_decls(&s);
        mutants
            .iter()
            .map(|m| {
                let (md, mt) = printed(m);
                let mp: Vec<Printed> = md.iter().zip(&mt).map(|(d, t)| (d, t.as_str())).collect();
                narrow(&s, &shared, "seed-hash", &mp, "t.bpl").expect("narrowed")
            })
            .collect()
    }

    const FOUR: &str = "function f(x: int): int;\naxiom (forall x: int :: f(x) > 0);\n\
        procedure P(x: int) returns (y: int);\n  requires x > 0;\n  ensures y > 0;\n\
        implementation P(x: int) returns (y: int) { y := f(x); }\n\
        procedure Q() returns (z: int);\n  ensures z > 0;\n\
        implementation Q() returns (z: int) { call z := P(1); }\n\
        procedure R();\nimplementation R() { assert f(2) > 0; }\n\
        procedure S();\nimplementation S() { assert f(3) > 0; }\n";

    #[test]
    fn mutants_whose_edits_do_not_meet_share_one_program() {
        let r = FOUR.replace("assert f(2) > 0;", "assert true; assert f(2) > 0;");
        let rs = r.replace("assert f(3) > 0;", "assert true; assert f(3) > 0;");
        let s_only = FOUR.replace("assert f(3) > 0;", "assert f(3) > 0; assert true;");
        let n = narrow_all(FOUR, &[r.clone(), rs, s_only]);
        // R's and S's edits do not meet; a chain that repeats R's edit agrees with it.
        assert!(fits(&[&n[0]], &n[2]));
        assert!(fits(&[&n[0]], &n[1]));
        // The chain and S's other edit give S two texts.
        assert!(!fits(&[&n[1]], &n[2]));
        let (program, witness) = combine(&[&n[0], &n[2]], "t.bpl").expect("combined");
        let text = &program.files[0].text;
        // Both edits (each adds one `assert true`) are in it.
        assert_eq!(text.matches("assert true").count(), 2, "{text}");
        // P and Q are the seed's in both: one is the witness, the other is skipped.
        assert!(witness == "P" || witness == "Q", "{witness}");
        assert_eq!(text.matches("{:verify false}").count(), 1, "{text}");
        assert!(parse_program(text, "t.bpl").is_ok(), "{text}");
        // A contract edit reads its callers: it does not fit an edit of a caller's body.
        let contract = FOUR.replace("requires x > 0;", "requires x > 0 && true;");
        let caller = FOUR.replace("call z := P(1);", "call z := P(1); assert true;");
        let m = narrow_all(FOUR, &[contract, caller]);
        assert!(!fits(&[&m[0]], &m[1]));
    }

    #[test]
    fn queries_extracted_together_are_given_to_each_member() {
        let r = FOUR.replace("assert f(2) > 0;", "assert true; assert f(2) > 0;");
        let s_only = FOUR.replace("assert f(3) > 0;", "assert f(3) > 0; assert true;");
        let n = narrow_all(FOUR, &[r, s_only]);
        let (_, witness) = combine(&[&n[0], &n[1]], "t.bpl").expect("combined");
        let seed = [vc("P", "(p)"), vc("Q", "(q)"), vc("R", "(r)"), vc("S", "(s)")];
        let extracted = vec![vc(&witness, &format!("({})", witness.to_lowercase())), vc("R", "(r2)"), vc("S", "(s2)")];
        let each = assemble_all(&[&n[0], &n[1]], &witness, extracted.clone(), &seed).expect("assembled");
        let texts = |v: &[VcText]| v.iter().map(|q| q.text.clone()).collect::<Vec<_>>();
        assert_eq!(texts(&each[0]), ["(p)", "(q)", "(r2)", "(s)"]);
        assert_eq!(texts(&each[1]), ["(p)", "(q)", "(r)", "(s2)"]);
        // A VC missing, or one more than the members need: not trusted.
        assert!(assemble_all(&[&n[0], &n[1]], &witness, extracted[..2].to_vec(), &seed).is_none());
        let mut more = extracted;
        more.push(vc(if witness == "P" { "Q" } else { "P" }, "(x)"));
        assert!(assemble_all(&[&n[0], &n[1]], &witness, more, &seed).is_none());
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
            edits: None,
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
