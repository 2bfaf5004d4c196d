//! `constant` (changes meaning): replace an integer literal `c` of a code expression by `c+1`,
//! `c-1` or `0`.
//!
//! Sites: every integer literal among a statement's code expressions ([`super::locate`]), with
//! each replacement that differs from `c` and from the other replacements: `c+1` always, `c-1`
//! when `c > 1` (for `c = 1` it is `0`), `0` when `c > 0`. Text: `constant(D@sK.eJ+1)`,
//! `...-1)`, `...=0)`. Literals that do not fit 128 bits are left alone; bit-vector literals are
//! not integer constants.

use super::{locate, numbered, stmt_of, At, Change, ChangeKind, ChangingOperator, ConstTo, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{Decl, ExprKind, Lit};

pub struct ShiftConstant;

/// The replacements of the literal `c` (see the module doc).
pub fn replacements(c: u128) -> Vec<ConstTo> {
    let mut out = vec![ConstTo::PlusOne];
    if c > 1 {
        out.push(ConstTo::MinusOne);
    }
    if c > 0 {
        out.push(ConstTo::Zero);
    }
    out
}

/// The value that replaces `c`.
pub fn replaced(c: u128, to: ConstTo) -> Option<u128> {
    match to {
        ConstTo::PlusOne => c.checked_add(1),
        ConstTo::MinusOne => c.checked_sub(1),
        ConstTo::Zero => Some(0),
    }
}

fn int_value(k: &ExprKind) -> Option<u128> {
    match k {
        ExprKind::Lit(Lit::Int(digits)) => digits.parse().ok(),
        _ => None,
    }
}

impl ChangingOperator for ShiftConstant {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Constant
    }

    fn sites(&self, decl: DeclRef, d: &Decl, _: &Scope) -> Vec<Change> {
        let mut out = Vec::new();
        for (k, s) in numbered(d) {
            for (j, e) in locate::code_exprs(s).into_iter().enumerate() {
                if let Some(c) = int_value(&e.kind) {
                    for to in replacements(c) {
                        out.push(Change::Constant { at: At { decl, stmt: k }, expr: j, to });
                    }
                }
            }
        }
        out
    }

    fn apply(&self, d: &mut Decl, c: &Change, _: &Scope) -> Result<(), String> {
        let Change::Constant { at, expr, to } = c else { return Err("not a constant change".into()) };
        let e = locate::code_expr_mut(stmt_of(d, at.stmt)?, *expr).ok_or_else(|| format!("no expression {expr}"))?;
        let value = int_value(&e.kind).ok_or("not an integer literal")?;
        if !replacements(value).contains(to) {
            return Err(format!("{value} has no such replacement"));
        }
        let new = replaced(value, *to).ok_or("the literal is too large")?;
        e.kind = ExprKind::Lit(Lit::Int(new.to_string().into()));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn replaces_literals_by_their_neighbours_and_zero() {
        assert_eq!(replacements(0), [ConstTo::PlusOne]);
        assert_eq!(replacements(1), [ConstTo::PlusOne, ConstTo::Zero]);
        assert_eq!(replacements(5), [ConstTo::PlusOne, ConstTo::MinusOne, ConstTo::Zero]);
        let v = seed();
        let d = v.decl(DeclRef::new(0, PROC)).unwrap();
        let sites = ShiftConstant.sites(DeclRef::new(0, PROC), d, &Scope::default());
        let diffs: Vec<String> = sites.iter().map(|c| check(&v, c).diff()).collect();
        assert_eq!(
            diffs,
            [
                "x := 1;  =>  x := 2;",
                "x := 1;  =>  x := 0;",
                "y := x + 2;  =>  y := x + 3;",
                "y := x + 2;  =>  y := x + 1;",
                "y := x + 2;  =>  y := x + 0;",
                "while (y != 0) ...  =>  while (y != 1) ...",
                "y := y - 1;  =>  y := y - 2;",
                "y := y - 1;  =>  y := y - 0;",
                "m[x + 1] := y;  =>  m[x + 2] := y;",
                "m[x + 1] := y;  =>  m[x + 0] := y;",
            ]
        );
        let bad = Change::Constant { at: sites[0].at(), expr: 0, to: ConstTo::MinusOne };
        assert!(super::super::apply(&v, &bad).is_err(), "1-1 is the same mutant as 0");
    }
}
