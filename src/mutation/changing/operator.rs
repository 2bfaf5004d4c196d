//! `operator` (changes meaning): replace an arithmetic or relational operator of a code
//! expression by its neighbour: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`, `+` ↔ `-`.
//!
//! Sites: every binary expression with one of these operators among a statement's code
//! expressions ([`super::locate`]), `operator(D@sK.eJ)`. The neighbour has the same operand and
//! result types, so the mutant type-checks.

use super::{locate, numbered, stmt_of, At, Change, ChangeKind, ChangingOperator, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{BinOp, Decl, ExprKind};

pub struct NeighbourOperator;

/// The operator that replaces `op`, if `op` is one this operator changes.
pub fn neighbour(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Le,
        BinOp::Le => BinOp::Lt,
        BinOp::Gt => BinOp::Ge,
        BinOp::Ge => BinOp::Gt,
        BinOp::Eq => BinOp::Neq,
        BinOp::Neq => BinOp::Eq,
        BinOp::Add => BinOp::Sub,
        BinOp::Sub => BinOp::Add,
        _ => return None,
    })
}

impl ChangingOperator for NeighbourOperator {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Operator
    }

    fn sites(&self, decl: DeclRef, d: &Decl, _: &Scope) -> Vec<Change> {
        let mut out = Vec::new();
        for (k, s) in numbered(d) {
            for (j, e) in locate::code_exprs(s).into_iter().enumerate() {
                if matches!(&e.kind, ExprKind::Binary(op, _, _) if neighbour(*op).is_some()) {
                    out.push(Change::Operator { at: At { decl, stmt: k }, expr: j });
                }
            }
        }
        out
    }

    fn apply(&self, d: &mut Decl, c: &Change, _: &Scope) -> Result<(), String> {
        let Change::Operator { at, expr } = c else { return Err("not an operator change".into()) };
        let e = locate::code_expr_mut(stmt_of(d, at.stmt)?, *expr).ok_or_else(|| format!("no expression {expr}"))?;
        match &mut e.kind {
            ExprKind::Binary(op, _, _) => {
                *op = neighbour(*op).ok_or("the operator has no neighbour")?;
                Ok(())
            }
            _ => Err("not a binary expression".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn swaps_each_relational_and_additive_operator_once() {
        let v = seed();
        let d = v.decl(DeclRef::new(0, PROC)).unwrap();
        let sites = NeighbourOperator.sites(DeclRef::new(0, PROC), d, &Scope::default());
        let diffs: Vec<String> = sites.iter().map(|c| check(&v, c).diff()).collect();
        assert_eq!(
            diffs,
            [
                "y := x + 2;  =>  y := x - 2;",
                "if (x < y) ...  =>  if (x <= y) ...",
                "while (y != 0) ...  =>  while (y == 0) ...",
                "y := y - 1;  =>  y := y + 1;",
                "m[x + 1] := y;  =>  m[x - 1] := y;",
                "call r := Id(x - y);  =>  call r := Id(x + y);",
            ]
        );
        // `assert x >= 0` and the invariant `y >= 0` are specification, not code.
        assert!(diffs.iter().all(|d| !d.contains(">=")));
        assert_eq!(neighbour(BinOp::And), None);
    }
}
