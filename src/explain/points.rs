//! The points of a procedure's body where a statement can be inserted, at every depth: first in
//! the body, after each statement, first in each branch and loop body, and after the last
//! statement of each; with their byte offsets in the user's text, and statements inserted there.
//!
//! A statement is written just after the code that precedes its point (the previous statement,
//! the last local declaration, a block's `{`), **on that code's line**: no line moves and no code
//! after it on its line moves, so every quantifier and lambda keeps its Boogie name
//! (`:qid |file.LINE:COL|`; Boogie lifts a lambda into an axiom of every VC, named after the
//! lambda's position) and the VCs of the other implementations keep their exact text, whose runs
//! the cache already has.

use super::source::{first_outside, offset, trivia_end};
use crate::syntax::ast::*;

/// Where a point is, for a reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    /// First in the body.
    BodyStart,
    /// Right after the statement at this 1-based line (at any depth).
    After { line: u32 },
    /// First in a branch or a loop body, before its first statement, at this line.
    Before { line: u32 },
}

impl std::fmt::Display for Placement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Placement::BodyStart => write!(f, "first in the body"),
            Placement::After { line } => write!(f, "after the statement at line {line}"),
            Placement::Before { line } => write!(f, "first in the block, before line {line}"),
        }
    }
}

/// A point of a body: where a statement inserted there goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    /// The byte offset the statement is written at (after a space).
    pub at: usize,
    pub placement: Placement,
}

/// The body of `procedure` (its implementation), with the byte offset of its declaration.
fn body<'p>(text: &str, program: &'p Program, procedure: &str) -> Option<(usize, &'p Body)> {
    program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.as_str() == procedure => Some((offset(text, d.pos)?, p.body.as_ref()?)),
        DeclKind::Implementation(i) if i.name.as_str() == procedure => Some((offset(text, d.pos)?, &i.body)),
        _ => None,
    })
}

/// Every point of `procedure`'s body in `text` (`program` parsed from it), in the text's order;
/// none right after a `return`, `goto` or `break` (no path reaches it). `None` when the body is
/// not found.
pub fn points(text: &str, program: &Program, procedure: &str) -> Option<Vec<Point>> {
    let (decl, body) = body(text, program, procedure)?;
    let (open, close) = body_braces(text, decl)?;
    let mut out = Vec::new();
    block(text, &body.stmts, open, Some(close), Placement::BodyStart, &mut out)?;
    Some(out)
}

/// The points of the statements `stmts`, whose block's code starts at or before `from` and ends
/// at the `}` at `close` (found when `None`); `first` is the placement of the point before the
/// first statement.
fn block(
    text: &str,
    stmts: &[Stmt],
    from: usize,
    close: Option<usize>,
    first: Placement,
    out: &mut Vec<Point>,
) -> Option<()> {
    if stmts.is_empty() && close.is_none() {
        return Some(());
    }
    for i in 0..=stmts.len() {
        let after = i.checked_sub(1).map(|p| &stmts[p]);
        let anchor = match after {
            Some(s) => offset(text, s.pos)?,
            None => from,
        };
        let until = match (stmts.get(i), close) {
            (Some(next), _) => offset(text, next.pos)?,
            (None, Some(c)) => c,
            (None, None) => first_outside(text, anchor, b'}')?,
        };
        let dead = after.is_some_and(|s| matches!(s.kind, StmtKind::Return | StmtKind::Goto(_) | StmtKind::Break(_)));
        if !dead {
            let placement = after.map_or(first.clone(), |s| Placement::After { line: s.pos.line });
            out.push(Point { at: code_end(text, anchor, until.max(anchor)), placement });
        }
        if let Some(s) = stmts.get(i) {
            nested(text, s, out)?;
        }
    }
    Some(())
}

/// The points inside the branches and loop body of statement `s`.
fn nested(text: &str, s: &Stmt, out: &mut Vec<Point>) -> Option<()> {
    let from = offset(text, s.pos)?;
    let opening = |b: &Block| Placement::Before { line: b.first().map_or(s.pos.line, |f| f.pos.line) };
    match &s.kind {
        StmtKind::If(i) => {
            let mut i: &IfStmt = i;
            loop {
                block(text, &i.then_branch, from, None, opening(&i.then_branch), out)?;
                match &i.else_branch {
                    Some(Else::If(next)) => i = next,
                    Some(Else::Block(b)) => break block(text, b, from, None, opening(b), out),
                    None => break Some(()),
                }
            }
        }
        StmtKind::While { body, .. } => block(text, body, from, None, opening(body), out),
        _ => Some(()),
    }
}

/// `text` with each statement of `inserts` (offset, statement) written at its offset, those at
/// one offset in their order.
pub fn insert_all(text: &str, inserts: &[(usize, String)]) -> String {
    let mut sorted: Vec<&(usize, String)> = inserts.iter().collect();
    sorted.sort_by_key(|(at, _)| *at);
    let mut out = String::with_capacity(text.len() + inserts.iter().map(|(_, s)| s.len() + 1).sum::<usize>());
    let mut last = 0;
    for (at, stmt) in sorted {
        out.push_str(&text[last..*at]);
        out.push(' ');
        out.push_str(stmt);
        last = *at;
    }
    out.push_str(&text[last..]);
    out
}

/// `text` with the statement `stmt` first in the body of `procedure`.
pub fn insert_assert(text: &str, program: &Program, procedure: &str, stmt: &str) -> Option<String> {
    let first = points(text, program, procedure)?.into_iter().next()?;
    Some(insert_all(text, &[(first.at, stmt.to_string())]))
}

/// The byte offsets of the `{` and `}` of the body of the declaration starting at `from`: the
/// first `{` outside brackets that opens no attribute (`{:…}`), outside comments and strings.
fn body_braces(text: &str, from: usize) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let (mut i, mut depth, mut open, mut braces) = (from, 0i32, None, 0i32);
    while i < b.len() {
        if let Some(end) = trivia_end(b, i) {
            i = end + 1;
            continue;
        }
        match b[i] {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'{' if open.is_some() => braces += 1,
            b'{' if depth == 0 && !text[i + 1..].trim_start().starts_with(':') => {
                open = Some(i);
                braces = 1;
            }
            b'{' => depth += 1,
            b'}' if open.is_some() => {
                braces -= 1;
                if braces == 0 {
                    return open.map(|o| (o, i));
                }
            }
            b'}' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Just after the last byte of code (outside comments; a string literal is code) in
/// `text[from..until]`, `from` being code itself.
fn code_end(text: &str, from: usize, until: usize) -> usize {
    let b = text.as_bytes();
    let (mut i, mut end) = (from, from + 1);
    while i < until {
        if let Some(last) = trivia_end(b, i) {
            if b[i] == b'"' {
                end = last + 1;
            }
            i = last + 1;
            continue;
        }
        if !b[i].is_ascii_whitespace() {
            end = i + 1;
        }
        i += 1;
    }
    end.min(until.max(from + 1))
}
