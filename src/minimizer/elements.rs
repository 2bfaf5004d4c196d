//! The removable parts of a program (declarations, contract clauses, loop invariants, local
//! variable declarations, statements) and their removal from a seed and its mutant in lockstep.
//!
//! Matching trick: source positions are origin tags. A mutant replayed from the parsed seed
//! (chain replay) holds clones of the seed's nodes, which carry the seed's `line:col`; so "the
//! same element" in seed and mutant is "the same kind of node at the same seed position".
//! Positions are compared field by field ([`Pos`]'s `==` is always true by design). Special
//! cases handled here:
//! - nodes created by operators have line 0 (G1's `true`, L3/L4's `&&`) and are never removed;
//! - S2's implementation carries its procedure's position: both go together;
//! - a clause joined by L3/L4 (`e1 && e2` with a line-0 `&&`) loses the conjunct whose seed clause
//!   is removed and becomes the other conjunct;
//! - L2's split declarations all carry the original's position: all go together.
//!
//! For a mutant that was not replayed from the seed (a hand-made one, or a chain that does not
//! reproduce it), [`adopt_seed_positions`] re-tags it: declarations equal to a seed declaration
//! take the seed's copy, declarations of the same name take the seed's declaration position (and
//! are only removed whole), everything else becomes line 0.

use crate::syntax::ast::*;
use crate::syntax::visit::{body_mut, specs_mut};
use std::collections::{HashMap, HashSet};

/// The kinds of removable elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemKind {
    Decl,
    /// A `requires`/`ensures` clause (identified by its expression's position).
    Clause,
    /// A plain loop invariant (identified by its expression's position); a loop's yield-invariant
    /// calls and measures are not removed.
    Invariant,
    /// A `var` statement of a body.
    Local,
    /// A statement (an `if` or `while` with everything inside it).
    Stmt,
}

/// One removable element: its kind and seed position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Elem {
    pub kind: ElemKind,
    pub line: u32,
    pub col: u32,
}

impl Elem {
    fn at(kind: ElemKind, pos: Pos) -> Option<Elem> {
        (pos.line != 0).then_some(Elem { kind, line: pos.line, col: pos.col })
    }

    /// The declaration element at `pos` (`None` for line 0: made by an operator).
    pub fn at_decl(pos: Pos) -> Option<Elem> {
        Elem::at(ElemKind::Decl, pos)
    }
}

/// The reduction levels, coarsest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Decls,
    /// Contract clauses and loop invariants.
    Clauses,
    /// Statements at nesting depth `d` (0: directly in a body).
    Stmts(usize),
    Locals,
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Level::Decls => f.write_str("declarations"),
            Level::Clauses => f.write_str("contract clauses and loop invariants"),
            Level::Stmts(d) => write!(f, "statements at depth {d}"),
            Level::Locals => f.write_str("local variables"),
        }
    }
}

fn body_of(d: &Decl) -> Option<&Body> {
    match &d.kind {
        DeclKind::Procedure(p) => p.body.as_ref(),
        DeclKind::Implementation(i) => Some(&i.body),
        _ => None,
    }
}

fn collect_stmts(b: &Block, depth: usize, want: usize, out: &mut Vec<Elem>) {
    for s in b {
        if depth == want {
            out.extend(Elem::at(ElemKind::Stmt, s.pos));
            continue;
        }
        for inner in child_blocks(s) {
            collect_stmts(inner, depth + 1, want, out);
        }
    }
}

fn child_blocks(s: &Stmt) -> Vec<&Block> {
    let mut out = Vec::new();
    match &s.kind {
        StmtKind::If(i) => if_blocks(i, &mut out),
        StmtKind::While { body, .. } => out.push(body),
        _ => {}
    }
    out
}

fn if_blocks<'a>(i: &'a IfStmt, out: &mut Vec<&'a Block>) {
    out.push(&i.then_branch);
    match &i.else_branch {
        None => {}
        Some(Else::If(inner)) => if_blocks(inner, out),
        Some(Else::Block(b)) => out.push(b),
    }
}

fn collect_invariants(b: &Block, out: &mut Vec<Elem>) {
    for s in b {
        if let StmtKind::While { specs, .. } = &s.kind {
            let invariants = specs.iter().filter_map(LoopSpec::invariant);
            out.extend(invariants.filter_map(|c| Elem::at(ElemKind::Invariant, c.expr.pos)));
        }
        for inner in child_blocks(s) {
            collect_invariants(inner, out);
        }
    }
}

/// The elements of `level` in the seed `p`, in source order. Elements whose position is shared
/// by another element of the same kind (ambiguous origin tags) are left out: they cannot be
/// removed independently.
pub fn elements(p: &Program, level: Level) -> Vec<Elem> {
    let mut out = Vec::new();
    for d in &p.decls {
        match level {
            Level::Decls => out.extend(Elem::at(ElemKind::Decl, d.pos)),
            Level::Clauses => {
                if let DeclKind::Procedure(pr) = &d.kind {
                    for s in &pr.specs {
                        if let Spec::Requires(c) | Spec::Ensures(c) = s {
                            out.extend(Elem::at(ElemKind::Clause, c.expr.pos));
                        }
                    }
                }
                if let Some(b) = body_of(d) {
                    collect_invariants(&b.stmts, &mut out);
                }
            }
            Level::Stmts(depth) => {
                if let Some(b) = body_of(d) {
                    collect_stmts(&b.stmts, 0, depth, &mut out);
                }
            }
            Level::Locals => {
                if let Some(b) = body_of(d) {
                    out.extend(b.locals.iter().filter_map(|l| Elem::at(ElemKind::Local, l.pos)));
                }
            }
        }
    }
    let mut count: HashMap<Elem, usize> = HashMap::new();
    for e in &out {
        *count.entry(*e).or_default() += 1;
    }
    out.retain(|e| count.get(e) == Some(&1));
    out
}

/// The deepest statement nesting of a program (0 when no body has a compound statement).
pub fn max_stmt_depth(p: &Program) -> usize {
    fn depth(b: &Block) -> usize {
        b.iter().map(|s| child_blocks(s).into_iter().map(|c| 1 + depth(c)).max().unwrap_or(0)).max().unwrap_or(0)
    }
    p.decls.iter().filter_map(body_of).map(|b| depth(&b.stmts)).max().unwrap_or(0)
}

/// Whether `pos` tags a removed element of `kind`.
fn gone(removed: &HashSet<Elem>, kind: ElemKind, pos: Pos) -> bool {
    Elem::at(kind, pos).is_some_and(|e| removed.contains(&e))
}

/// A clause expression without its removed parts: `None` when all of it goes. Descends only into
/// `&&`s created by L3/L4 (line 0).
fn prune_conjunction(e: &Expr, kind: ElemKind, removed: &HashSet<Elem>) -> Option<Expr> {
    if gone(removed, kind, e.pos) {
        return None;
    }
    if e.pos.line == 0 {
        if let ExprKind::Binary(BinOp::And, l, r) = &e.kind {
            return match (prune_conjunction(l, kind, removed), prune_conjunction(r, kind, removed)) {
                (None, None) => None,
                (Some(x), None) | (None, Some(x)) => Some(x),
                (Some(l), Some(r)) => Some(Expr::at(e.pos, ExprKind::Binary(BinOp::And, Box::new(l), Box::new(r)))),
            };
        }
    }
    Some(e.clone())
}

/// A loop's specifications without its removed invariants (yield-invariant calls and measures
/// are no elements: they stay).
fn prune_loop_specs(specs: &mut Vec<LoopSpec>, removed: &HashSet<Elem>) {
    let old = std::mem::take(specs);
    for s in old {
        match s {
            LoopSpec::Invariant(mut c) => {
                if let Some(e) = prune_conjunction(&c.expr, ElemKind::Invariant, removed) {
                    c.expr = e;
                    specs.push(LoopSpec::Invariant(c));
                }
            }
            other => specs.push(other),
        }
    }
}

fn prune_block(b: &mut Block, removed: &HashSet<Elem>) {
    b.retain(|s| !gone(removed, ElemKind::Stmt, s.pos));
    for s in b.iter_mut() {
        match &mut s.kind {
            StmtKind::If(i) => prune_if(i, removed),
            StmtKind::While { specs, body, .. } => {
                prune_loop_specs(specs, removed);
                prune_block(body, removed);
            }
            _ => {}
        }
    }
}

fn prune_if(i: &mut IfStmt, removed: &HashSet<Elem>) {
    prune_block(&mut i.then_branch, removed);
    match &mut i.else_branch {
        None => {}
        Some(Else::If(inner)) => prune_if(inner, removed),
        Some(Else::Block(b)) => prune_block(b, removed),
    }
}

/// `p` without the `removed` elements (and whatever they contain).
pub fn remove_from(p: &Program, removed: &HashSet<Elem>) -> Program {
    let mut out = Program { decls: Vec::with_capacity(p.decls.len()) };
    for d in &p.decls {
        if gone(removed, ElemKind::Decl, d.pos) {
            continue;
        }
        let mut d = d.clone();
        if let Some(specs) = specs_mut(&mut d) {
            let old = std::mem::take(specs);
            for s in old {
                match s {
                    Spec::Requires(mut c) => {
                        if let Some(e) = prune_conjunction(&c.expr, ElemKind::Clause, removed) {
                            c.expr = e;
                            specs.push(Spec::Requires(c));
                        }
                    }
                    Spec::Ensures(mut c) => {
                        if let Some(e) = prune_conjunction(&c.expr, ElemKind::Clause, removed) {
                            c.expr = e;
                            specs.push(Spec::Ensures(c));
                        }
                    }
                    m @ Spec::Modifies(_) => specs.push(m),
                }
            }
        }
        if let Some(b) = body_mut(&mut d) {
            b.locals.retain(|l| !gone(removed, ElemKind::Local, l.pos));
            prune_block(&mut b.stmts, removed);
        }
        out.decls.push(d);
    }
    out
}

/// [`remove_from`] on every file of a multi-file program. Files other than the first that become
/// empty are kept (empty): the file layout stays that of the mutant.
pub fn remove_from_files(files: &[Program], removed: &HashSet<Elem>) -> Vec<Program> {
    files.iter().map(|p| remove_from(p, removed)).collect()
}

/// Sets every removable element's position inside `d` (not `d.pos` itself) and every expression
/// position to line 0, so that nothing inside `d` matches a seed element.
fn untag_inside(d: &mut Decl) {
    fn block(b: &mut Block) {
        for s in b.iter_mut() {
            s.pos = Pos::default();
            match &mut s.kind {
                StmtKind::If(i) => if_stmt(i),
                StmtKind::While { body, .. } => block(body),
                _ => {}
            }
        }
    }
    fn if_stmt(i: &mut IfStmt) {
        block(&mut i.then_branch);
        match &mut i.else_branch {
            None => {}
            Some(Else::If(inner)) => if_stmt(inner),
            Some(Else::Block(b)) => block(b),
        }
    }
    crate::syntax::visit::for_each_expr_mut(d, &mut |e: &mut Expr| e.pos = Pos::default());
    if let Some(b) = body_mut(d) {
        for l in &mut b.locals {
            l.pos = Pos::default();
        }
        block(&mut b.stmts);
    }
}

/// A declaration's identity for matching by name: kind and name (`procedure p`).
fn name_key(d: &Decl) -> Option<String> {
    match &d.kind {
        DeclKind::Axiom(_) => None,
        _ => Some(d.describe()),
    }
}

/// Re-tags a mutant that was not replayed from `seed` (see the module documentation). Returns
/// how many mutant declarations were matched to a seed declaration (structurally or by name).
pub fn adopt_seed_positions(seed: &Program, mutant: &mut [Program]) -> usize {
    let mut used = vec![false; seed.decls.len()];
    let mut matched = 0;
    let mut unmatched: Vec<(usize, usize)> = Vec::new();
    for (f, file) in mutant.iter_mut().enumerate() {
        for (k, d) in file.decls.iter_mut().enumerate() {
            if let Some(s) = (0..seed.decls.len()).find(|&s| !used[s] && seed.decls[s] == *d) {
                used[s] = true;
                *d = seed.decls[s].clone();
                matched += 1;
            } else {
                unmatched.push((f, k));
            }
        }
    }
    for (f, k) in unmatched {
        let d = &mut mutant[f].decls[k];
        untag_inside(d);
        let key = name_key(d);
        // The S2 implementation of a procedure shares the procedure's name: match by `procedure`.
        let key = match (&d.kind, key) {
            (DeclKind::Implementation(i), _) => Some(format!("procedure {}", i.name)),
            (_, k) => k,
        };
        match key.and_then(|key| seed.decls.iter().find(|s| name_key(s).as_deref() == Some(key.as_str()))) {
            Some(s) => {
                d.pos = s.pos;
                matched += 1;
            }
            None => d.pos = Pos::default(),
        }
    }
    matched
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, col: u32) -> Pos {
        Pos { line, col }
    }

    fn ex(name: &str, line: u32) -> Expr {
        Expr::at(at(line, 5), ExprKind::Var(name.into()))
    }

    fn assert_stmt(name: &str, line: u32) -> Stmt {
        Stmt { pos: at(line, 3), kind: StmtKind::Assert { attrs: vec![], expr: ex(name, line) } }
    }

    fn contract(e: Expr) -> Contract {
        Contract { free: false, attrs: vec![], expr: e }
    }

    fn seed() -> Program {
        let axiom = |name: &str, line: u32| Decl {
            pos: at(line, 1),
            kind: DeclKind::Axiom(AxiomDecl { hideable: false, attrs: vec![], expr: ex(name, line) }),
        };
        let loop_stmt = Stmt {
            pos: at(12, 3),
            kind: StmtKind::While {
                guard: Box::new(Guard::Star),
                // A measure is no element: it stays.
                specs: vec![
                    LoopSpec::Invariant(contract(ex("i1", 13))),
                    LoopSpec::Measure { attrs: vec![], exprs: vec![ex("n", 13)] },
                    LoopSpec::Invariant(contract(ex("i2", 14))),
                ],
                body: vec![assert_stmt("in", 15)],
            },
        };
        let body = Body {
            locals: vec![LocalVarDecl {
                pos: at(10, 3),
                attrs: vec![],
                vars: vec![TypedIdents { attrs: vec![], names: vec!["t".into()], ty: Type::Int, where_clause: None }],
            }],
            stmts: vec![assert_stmt("s1", 11), loop_stmt, assert_stmt("s2", 16)],
        };
        let proc_decl = Decl {
            pos: at(5, 1),
            kind: DeclKind::Procedure(Box::new(ProcedureDecl {
                pure: false,
                attrs: vec![],
                name: "p".into(),
                type_params: vec![],
                ins: vec![],
                outs: vec![],
                specs: vec![
                    Spec::Requires(contract(ex("r1", 6))),
                    Spec::Requires(contract(ex("r2", 7))),
                    Spec::Ensures(contract(ex("e1", 8))),
                ],
                body: Some(body),
            })),
        };
        Program { decls: vec![axiom("a", 1), axiom("b", 2), proc_decl] }
    }

    fn set(es: &[Elem]) -> HashSet<Elem> {
        es.iter().copied().collect()
    }

    fn elem(kind: ElemKind, line: u32, col: u32) -> Elem {
        Elem { kind, line, col }
    }

    fn proc_of(p: &Program) -> &ProcedureDecl {
        p.decls.iter().find_map(|d| if let DeclKind::Procedure(p) = &d.kind { Some(p) } else { None }).unwrap()
    }

    #[test]
    fn lists_elements_per_level() {
        let s = seed();
        assert_eq!(elements(&s, Level::Decls).len(), 3);
        let clauses = elements(&s, Level::Clauses);
        assert_eq!(clauses.iter().filter(|e| e.kind == ElemKind::Clause).count(), 3);
        assert_eq!(
            clauses.iter().filter(|e| e.kind == ElemKind::Invariant).map(|e| e.line).collect::<Vec<_>>(),
            vec![13, 14]
        );
        assert_eq!(elements(&s, Level::Stmts(0)).iter().map(|e| e.line).collect::<Vec<_>>(), vec![11, 12, 16]);
        assert_eq!(elements(&s, Level::Stmts(1)).iter().map(|e| e.line).collect::<Vec<_>>(), vec![15]);
        assert!(elements(&s, Level::Stmts(2)).is_empty());
        assert_eq!(elements(&s, Level::Locals), vec![elem(ElemKind::Local, 10, 3)]);
        assert_eq!(max_stmt_depth(&s), 1);
    }

    #[test]
    fn ambiguous_positions_are_not_removable() {
        let mut s = seed();
        s.decls[1].pos = s.decls[0].pos;
        assert_eq!(elements(&s, Level::Decls), vec![elem(ElemKind::Decl, 5, 1)]);
        s.decls[2].pos = Pos::default();
        assert!(elements(&s, Level::Decls).is_empty());
    }

    #[test]
    fn removes_declarations_clauses_statements_and_locals() {
        let s = seed();
        let r = remove_from(
            &s,
            &set(&[
                elem(ElemKind::Decl, 1, 1),
                elem(ElemKind::Clause, 7, 5),
                elem(ElemKind::Stmt, 12, 3),
                elem(ElemKind::Local, 10, 3),
            ]),
        );
        assert_eq!(r.decls.len(), 2);
        let p = proc_of(&r);
        assert_eq!(p.specs.len(), 2);
        let body = p.body.as_ref().unwrap();
        assert!(body.locals.is_empty());
        assert_eq!(body.stmts.iter().map(|s| s.pos.line).collect::<Vec<_>>(), vec![11, 16]);
        let r = remove_from(&s, &set(&[elem(ElemKind::Invariant, 13, 5), elem(ElemKind::Stmt, 15, 3)]));
        let StmtKind::While { specs, body, .. } = &proc_of(&r).body.as_ref().unwrap().stmts[1].kind else { panic!() };
        assert_eq!(specs.len(), 2);
        assert!(matches!(specs[0], LoopSpec::Measure { .. }));
        assert_eq!(specs[1].invariant().map(|c| c.expr.pos.line), Some(14));
        assert!(body.is_empty());
        assert_eq!(remove_from(&s, &HashSet::new()), s);
    }

    #[test]
    fn operator_made_nodes_follow_their_origins() {
        let s = seed();
        let mut m = s.clone();
        // L3 joined r1 and r2; G1 added `requires true` and `assert true` (line 0); S2 split p.
        let DeclKind::Procedure(p) = &mut m.decls[2].kind else { panic!() };
        p.specs[0] = Spec::Requires(contract(Expr::binary(BinOp::And, ex("r1", 6), ex("r2", 7))));
        p.specs.remove(1);
        p.specs.push(Spec::Requires(contract(Expr::bool(true))));
        let mut body = p.body.take().unwrap();
        body.stmts.insert(0, Stmt::new(StmtKind::Assert { attrs: vec![], expr: Expr::bool(true) }));
        let imp = Decl {
            pos: m.decls[2].pos,
            kind: DeclKind::Implementation(Box::new(ImplementationDecl {
                attrs: vec![],
                name: "p".into(),
                type_params: vec![],
                ins: vec![],
                outs: vec![],
                body,
            })),
        };
        m.decls.push(imp);

        let r = remove_from(&m, &set(&[elem(ElemKind::Clause, 6, 5), elem(ElemKind::Stmt, 11, 3)]));
        let p = proc_of(&r);
        assert_eq!(p.specs[0], Spec::Requires(contract(Expr::var("r2"))), "the joined clause keeps its other conjunct");
        assert_eq!(p.specs[0].clone(), Spec::Requires(contract(ex("r2", 7))));
        assert_eq!(p.specs.len(), 3, "G1's `requires true` stays");
        let DeclKind::Implementation(i) = &r.decls[3].kind else { panic!() };
        assert_eq!(i.body.stmts.len(), 3, "G1's assert stays, s1 goes");
        assert_eq!(i.body.stmts[0].pos.line, 0);
        let r = remove_from(&m, &set(&[elem(ElemKind::Clause, 6, 5), elem(ElemKind::Clause, 7, 5)]));
        assert_eq!(proc_of(&r).specs.len(), 2, "both conjuncts gone: the joined clause goes");
        let r = remove_from(&m, &set(&[elem(ElemKind::Decl, 5, 1)]));
        assert_eq!(r.decls.len(), 2, "procedure and its S2 implementation go together");
    }

    #[test]
    fn hand_made_mutants_adopt_seed_positions() {
        let s = seed();
        // The mutant swapped the axioms and joined p's requires; its own positions differ.
        let mut shifted = s.clone();
        for d in &mut shifted.decls {
            d.pos.line += 100;
            untag_inside(d);
        }
        let DeclKind::Procedure(p) = &mut shifted.decls[2].kind else { panic!() };
        p.specs.remove(1);
        let mut m =
            vec![Program { decls: vec![shifted.decls[1].clone(), shifted.decls[0].clone(), shifted.decls[2].clone()] }];
        assert_eq!(adopt_seed_positions(&s, &mut m), 3);
        assert_eq!(m[0].decls.iter().map(|d| d.pos.line).collect::<Vec<_>>(), vec![2, 1, 5]);
        // The axioms now carry the seed's inner positions; the changed procedure only its own.
        let r = remove_from_files(&m, &set(&[elem(ElemKind::Decl, 1, 1), elem(ElemKind::Stmt, 11, 3)]));
        assert_eq!(r[0].decls.len(), 2);
        assert_eq!(proc_of(&r[0]).body.as_ref().unwrap().stmts.len(), 3);
        let r = remove_from_files(&m, &set(&[elem(ElemKind::Decl, 5, 1)]));
        assert_eq!(r[0].decls.len(), 2);
    }
}
