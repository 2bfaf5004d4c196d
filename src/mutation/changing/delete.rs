//! `delete` (changes meaning): remove an assignment or a `call` statement from a body.
//!
//! Sites: every assignment and every (non-`par`) call, `delete(D@sK)`. The enclosing block may be
//! left empty, which Boogie accepts. A deleted assignment leaves its targets with their earlier
//! (or arbitrary) values; a deleted call neither changes its outputs and `modifies` variables nor
//! checks its precondition.

use super::{body_of, locate, numbered, At, Change, ChangeKind, ChangingOperator, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{Decl, StmtKind};

pub struct DeleteStmt;

impl ChangingOperator for DeleteStmt {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Delete
    }

    fn sites(&self, decl: DeclRef, d: &Decl, _: &Scope) -> Vec<Change> {
        numbered(d)
            .into_iter()
            .filter(|(_, s)| matches!(s.kind, StmtKind::Assign { .. } | StmtKind::Call(_)))
            .map(|(k, _)| Change::Delete(At { decl, stmt: k }))
            .collect()
    }

    fn apply(&self, d: &mut Decl, c: &Change, _: &Scope) -> Result<(), String> {
        let Change::Delete(at) = c else { return Err("not a deletion".into()) };
        let (block, i) = locate::slot_mut(body_of(d)?, at.stmt).ok_or_else(|| format!("no statement {}", at.stmt))?;
        if !matches!(block[i].kind, StmtKind::Assign { .. } | StmtKind::Call(_)) {
            return Err("not an assignment or call".into());
        }
        block.remove(i);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn deletes_assignments_and_calls_only() {
        let v = seed();
        let sites = DeleteStmt.sites(DeclRef::new(0, PROC), v.decl(DeclRef::new(0, PROC)).unwrap(), &Scope::default());
        // Statements of the body: see testutil::SEED (assignments 0, 1, 4, 7, 9, 10; call 11).
        let ks: Vec<usize> = sites.iter().map(|c| c.at().stmt).collect();
        assert_eq!(ks, STMT_ASSIGN_OR_CALL);
        for c in &sites {
            let m = check(&v, c);
            assert_eq!(m.after, "(deleted)");
        }
        let m = check(&v, &sites[0]);
        assert_eq!(m.before, "x := 1;");
        assert_eq!(m.pos.line, FIRST_STMT_LINE);
        assert!(super::super::apply(&v, &Change::Delete(At { decl: DeclRef::new(0, PROC), stmt: 2 })).is_err());
    }
}
