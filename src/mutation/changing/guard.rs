//! `guard` (changes meaning): negate the guard of an `if` or `while` statement without swapping
//! the branches (`if (g) A else B` becomes `if (!(g)) A else B`, `while (g)` becomes
//! `while (!(g))`). Compare the preserving L6, which negates *and* swaps.
//!
//! Sites: every `if` and `while` statement whose guard is an expression (not `*`),
//! `guard(D@sK)`. The guards of `else if` parts are not statements of their own and are left
//! alone.

use super::{numbered, stmt_of, At, Change, ChangeKind, ChangingOperator, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{Decl, Expr, Guard, StmtKind};

pub struct NegateGuard;

fn guard_of(k: &StmtKind) -> Option<&Guard> {
    match k {
        StmtKind::If(i) => Some(&i.guard),
        StmtKind::While { guard, .. } => Some(guard),
        _ => None,
    }
}

impl ChangingOperator for NegateGuard {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Guard
    }

    fn sites(&self, decl: DeclRef, d: &Decl, _: &Scope) -> Vec<Change> {
        numbered(d)
            .into_iter()
            .filter(|(_, s)| matches!(guard_of(&s.kind), Some(Guard::Expr(_))))
            .map(|(k, _)| Change::Guard(At { decl, stmt: k }))
            .collect()
    }

    fn apply(&self, d: &mut Decl, c: &Change, _: &Scope) -> Result<(), String> {
        let Change::Guard(at) = c else { return Err("not a guard change".into()) };
        let s = stmt_of(d, at.stmt)?;
        let g = match &mut s.kind {
            StmtKind::If(i) => &mut i.guard,
            StmtKind::While { guard, .. } => &mut **guard,
            _ => return Err("not an if or while statement".into()),
        };
        match g {
            Guard::Expr(e) => {
                let inner = std::mem::replace(e, Expr::bool(true));
                *e = Expr::negate(inner);
                Ok(())
            }
            Guard::Star => Err("the guard is `*`".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn negates_if_and_while_guards_but_not_star() {
        let v = seed();
        let d = v.decl(DeclRef::new(0, PROC)).unwrap();
        let sites = NegateGuard.sites(DeclRef::new(0, PROC), d, &Scope::default());
        let diffs: Vec<String> = sites.iter().map(|c| check(&v, c).diff()).collect();
        assert_eq!(diffs, ["if (x < y) ...  =>  if (!(x < y)) ...", "while (y != 0) ...  =>  while (!(y != 0)) ..."]);
        let star = Change::Guard(At { decl: DeclRef::new(0, PROC), stmt: STAR_IF });
        assert!(super::super::apply(&v, &star).is_err());
    }
}
