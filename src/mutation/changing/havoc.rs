//! `havoc` (changes meaning): drop a `havoc` statement, or add one.
//!
//! Sites: every `havoc` statement, `havoc(D@sK)` (removed: its variables keep their values); and
//! every assignment whose targets are all plain variables, `havoc(D@sK+)`, after which
//! `havoc x, ...;` of those targets is inserted (the assigned values are forgotten). Targets of
//! an assignment are assignable, so the added `havoc` is allowed wherever the assignment was.

use super::{body_of, locate, numbered, At, Change, ChangeKind, ChangingOperator, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{Decl, Ident, Stmt, StmtKind};

pub struct ToggleHavoc;

/// The variables `havoc(D@sK+)` havocs after statement `s`, if it is such a site.
fn assigned_plain(s: &StmtKind) -> Option<Vec<Ident>> {
    match s {
        StmtKind::Assign { lhs, .. } if lhs.iter().all(|l| l.steps.is_empty()) => {
            let mut names: Vec<Ident> = Vec::new();
            for l in lhs {
                if !names.contains(&l.name) {
                    names.push(l.name.clone());
                }
            }
            Some(names)
        }
        _ => None,
    }
}

impl ChangingOperator for ToggleHavoc {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Havoc
    }

    fn sites(&self, decl: DeclRef, d: &Decl, _: &Scope) -> Vec<Change> {
        let mut out = Vec::new();
        for (k, s) in numbered(d) {
            let at = At { decl, stmt: k };
            if matches!(s.kind, StmtKind::Havoc(_)) {
                out.push(Change::DropHavoc(at));
            } else if assigned_plain(&s.kind).is_some() {
                out.push(Change::AddHavoc(at));
            }
        }
        out
    }

    fn apply(&self, d: &mut Decl, c: &Change, _: &Scope) -> Result<(), String> {
        let (at, add) = match c {
            Change::DropHavoc(at) => (at, false),
            Change::AddHavoc(at) => (at, true),
            _ => return Err("not a havoc change".into()),
        };
        let (block, i) = locate::slot_mut(body_of(d)?, at.stmt).ok_or_else(|| format!("no statement {}", at.stmt))?;
        if add {
            let names = assigned_plain(&block[i].kind).ok_or("not an assignment to plain variables")?;
            let pos = block[i].pos;
            block.insert(i + 1, Stmt { pos, kind: StmtKind::Havoc(names) });
        } else {
            if !matches!(block[i].kind, StmtKind::Havoc(_)) {
                return Err("not a havoc statement".into());
            }
            block.remove(i);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn drops_havocs_and_adds_them_after_plain_assignments() {
        let v = seed();
        let r = DeclRef::new(0, PROC);
        let sites = ToggleHavoc.sites(r, v.decl(r).unwrap(), &Scope::default());
        let texts: Vec<String> = sites.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            texts,
            ["havoc(1@s0+)", "havoc(1@s1+)", "havoc(1@s4+)", "havoc(1@s5)", "havoc(1@s7+)", "havoc(1@s9+)"]
        );
        let diffs: Vec<String> = sites.iter().map(|c| check(&v, c).diff()).collect();
        assert_eq!(diffs[0], "x := 1;  =>  x := 1; havoc x;");
        assert_eq!(diffs[3], "havoc t;  =>  (deleted)");
        assert!(super::super::apply(&v, &Change::AddHavoc(At { decl: r, stmt: 10 })).is_err(), "m[..] := is no site");
    }
}
