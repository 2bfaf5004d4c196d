//! Where a quantifier of a Boogie VC comes from: Boogie 2.4.1 names every quantifier after its
//! position, `:qid |NAMEbpl.LINE:COL|`, where `NAMEbpl` is the file's name with everything but
//! letters and digits removed, cut to 8 characters, and `LINE:COL` is where its first bound
//! variable is written. [`locate`] finds that quantifier in wobble's AST (the quantifier on that
//! line that starts last at or before the column) and the item that holds it: an axiom, a
//! function definition, a contract clause (`requires`, `ensures`, free or not), a loop invariant,
//! an `assert` or an `assume`, with the index of its declaration. [`origins`] maps the qids of a
//! set of assertions (an unsat core) to the declarations they come from.
//!
//! Shared by `wobble explain` (blame and cores at the user's lines) and `wobble minimize`
//! (a Boogie program pruned to its core's declarations).

use crate::syntax::ast::*;
use crate::syntax::visit::{walk_expr, Flow, Visit};
use crate::syntax::{print_decl, print_expr, print_stmt};
use serde::Serialize;

/// `NAMEbpl` of a file name as Boogie writes it in quantifier ids.
pub fn qid_prefix(file_name: &str) -> String {
    file_name.chars().filter(char::is_ascii_alphanumeric).take(8).collect()
}

/// `(prefix, line, col)` of a Boogie position id (`slotsbpl.12:15`, bars allowed).
pub fn parse_qid(qid: &str) -> Option<(String, u32, u32)> {
    let q = qid.trim_matches('|');
    let (file, pos) = q.rsplit_once('.')?;
    let (l, c) = pos.split_once(':')?;
    Some((file.to_string(), l.parse().ok()?, c.parse().ok()?))
}

/// What kind of item holds a quantifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ItemKind {
    Axiom,
    Function,
    Requires,
    FreeRequires,
    Ensures,
    FreeEnsures,
    Invariant,
    FreeInvariant,
    Assert,
    Assume,
    Other,
}

impl ItemKind {
    /// Whether removing the item only removes an assumption (never weakens the proof).
    pub fn is_assumption(self) -> bool {
        matches!(self, ItemKind::Axiom | ItemKind::Requires | ItemKind::FreeRequires)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Axiom => "axiom",
            ItemKind::Function => "function",
            ItemKind::Requires => "requires",
            ItemKind::FreeRequires => "free requires",
            ItemKind::Ensures => "ensures",
            ItemKind::FreeEnsures => "free ensures",
            ItemKind::Invariant => "invariant",
            ItemKind::FreeInvariant => "free invariant",
            ItemKind::Assert => "assert",
            ItemKind::Assume => "assume",
            ItemKind::Other => "other",
        }
    }
}

/// A quantifier found in the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Site {
    /// The quantifier's own position (as the parser gives it).
    pub pos: Pos,
    pub kind: ItemKind,
    /// The holding item as wobble prints it.
    pub text: String,
    /// The name of the procedure or implementation it belongs to, if any.
    pub owner: Option<String>,
    /// The index of the declaration that holds it, in the program's `decls`.
    pub decl: usize,
    /// The quantifier.
    pub quantifier: Quantifier,
}

/// The quantifier on `line` that starts last at or before `col`.
struct Finder {
    line: u32,
    col: u32,
    best: Option<(Pos, Quantifier)>,
}

impl<'a> Visit<'a> for Finder {
    fn visit_expr(&mut self, e: &'a Expr) -> Flow {
        if let ExprKind::Quant(q) = &e.kind {
            if e.pos.line == self.line
                && e.pos.col <= self.col
                && self.best.as_ref().is_none_or(|(p, _)| p.col < e.pos.col)
            {
                self.best = Some((e.pos, (**q).clone()));
            }
        }
        walk_expr(self, e)
    }
}

fn find_in(e: &Expr, line: u32, col: u32) -> Option<(Pos, Quantifier)> {
    let mut f = Finder { line, col, best: None };
    let _ = f.visit_expr(e);
    f.best
}

fn find_in_block(b: &[Stmt], line: u32, col: u32, owner: &str, decl: usize) -> Option<Site> {
    for s in b {
        let site = |kind, e: &Expr, text: String| {
            find_in(e, line, col).map(|(pos, quantifier)| Site {
                pos,
                kind,
                text,
                owner: Some(owner.into()),
                decl,
                quantifier,
            })
        };
        let found = match &s.kind {
            StmtKind::Assert { expr, .. } => site(ItemKind::Assert, expr, print_stmt(s)),
            StmtKind::Assume { expr, .. } => site(ItemKind::Assume, expr, print_stmt(s)),
            StmtKind::While { specs, body, .. } => specs
                .iter()
                .filter_map(LoopSpec::invariant)
                .find_map(|c| {
                    let kind = if c.free { ItemKind::FreeInvariant } else { ItemKind::Invariant };
                    let text = format!("{}invariant {};", if c.free { "free " } else { "" }, print_expr(&c.expr));
                    site(kind, &c.expr, text)
                })
                .or_else(|| find_in_block(body, line, col, owner, decl)),
            StmtKind::If(i) => find_in_block(&i.then_branch, line, col, owner, decl).or_else(|| match &i.else_branch {
                Some(Else::Block(b)) => find_in_block(b, line, col, owner, decl),
                Some(Else::If(inner)) => {
                    find_in_block(&[Stmt { pos: s.pos, kind: StmtKind::If(inner.clone()) }], line, col, owner, decl)
                }
                None => None,
            }),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The quantifier written at `line:col` (a Boogie qid's position) and the item that holds it.
pub fn locate(program: &Program, line: u32, col: u32) -> Option<Site> {
    for (decl, d) in program.decls.iter().enumerate() {
        let found = match &d.kind {
            DeclKind::Axiom(a) => find_in(&a.expr, line, col).map(|(pos, quantifier)| Site {
                pos,
                kind: ItemKind::Axiom,
                text: print_decl(d).trim().to_string(),
                owner: None,
                decl,
                quantifier,
            }),
            DeclKind::Function(f) => {
                f.body.as_ref().and_then(|b| find_in(b, line, col)).map(|(pos, quantifier)| Site {
                    pos,
                    kind: ItemKind::Function,
                    text: print_decl(d).trim().to_string(),
                    owner: None,
                    decl,
                    quantifier,
                })
            }
            DeclKind::Procedure(p) => p
                .specs
                .iter()
                .find_map(|s| {
                    let (c, kind, word) = match s {
                        Spec::Requires(c) => {
                            (c, if c.free { ItemKind::FreeRequires } else { ItemKind::Requires }, "requires")
                        }
                        Spec::Ensures(c) => {
                            (c, if c.free { ItemKind::FreeEnsures } else { ItemKind::Ensures }, "ensures")
                        }
                        Spec::Modifies(_) => return None,
                    };
                    find_in(&c.expr, line, col).map(|(pos, quantifier)| Site {
                        pos,
                        kind,
                        text: format!("{}{word} {};", if c.free { "free " } else { "" }, print_expr(&c.expr)),
                        owner: Some(p.name.to_string()),
                        decl,
                        quantifier,
                    })
                })
                .or_else(|| p.body.as_ref().and_then(|b| find_in_block(&b.stmts, line, col, &p.name, decl))),
            DeclKind::Implementation(i) => find_in_block(&i.body.stmts, line, col, &i.name, decl),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The declarations that the assertions `qids` (each assertion's quantifier ids) come from in
/// `program`, a file Boogie saw as `file_name`: one site per distinct item (first qid first,
/// sorted by position), and the number of assertions none of whose qids is a position in that
/// file (quantifier-free axioms, Boogie's and Dafny's background, the goal).
pub fn origins<'q>(
    program: &Program,
    file_name: &str,
    qids: impl IntoIterator<Item = &'q [String]>,
) -> (Vec<(String, Site)>, usize) {
    let prefix = qid_prefix(file_name);
    let mut found: Vec<(String, Site)> = Vec::new();
    let mut unmapped = 0;
    for assertion in qids {
        let mut mapped = false;
        for q in assertion {
            let Some((p, line, col)) = parse_qid(q) else { continue };
            if p != prefix {
                continue;
            }
            let Some(site) = locate(program, line, col) else { continue };
            mapped = true;
            if !found.iter().any(|(_, s)| s.decl == site.decl && s.text == site.text) {
                found.push((q.trim_matches('|').to_string(), site));
            }
        }
        if !mapped {
            unmapped += 1;
        }
    }
    found.sort_by_key(|(_, s)| (s.pos.line, s.pos.col));
    (found, unmapped)
}
