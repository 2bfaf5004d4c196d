//! `rhs` (changes meaning): replace one right-hand side of an assignment by another variable in
//! scope that has the target's type.
//!
//! Sites: right-hand side `I` of every assignment whose target `I` has a known type (a variable,
//! or a selection `m[i]..[j]` from a map variable whose map types have no type parameters),
//! paired with every variable of exactly that type in scope (locals, outputs, inputs, globals;
//! see [`super::Scope`]) other than the target itself and the current right-hand side,
//! `rhs(D@sK.rI=x)`. Reading any of these variables is allowed in a body, so the mutant
//! type-checks (types are compared as written: a type synonym and its definition count as
//! different, which only loses candidates).

use super::{numbered, stmt_of, At, Change, ChangeKind, ChangingOperator, Scope};
use crate::mutation::DeclRef;
use crate::syntax::ast::{AssignLhs, Decl, Expr, ExprKind, LhsStep, StmtKind, Type};

pub struct ReplaceRhs;

/// The type of an assignment target, if it can be told from the declarations alone.
pub fn target_type(lhs: &AssignLhs, scope: &Scope) -> Option<Type> {
    let mut t = scope.type_of(&lhs.name)?.clone();
    for step in &lhs.steps {
        // A datatype field's type needs the datatype's declaration: not told here.
        let LhsStep::Select(idx) = step else { return None };
        t = match t {
            Type::Map(m) if m.type_params.is_empty() && m.domain.len() == idx.len() => m.range,
            _ => return None,
        };
    }
    Some(t)
}

/// The variables that may replace `rhs`, which is assigned to `lhs`.
fn candidates<'s>(lhs: &AssignLhs, rhs: &Expr, scope: &'s Scope) -> Vec<&'s crate::syntax::ast::Ident> {
    let Some(t) = target_type(lhs, scope) else { return Vec::new() };
    let current = match &rhs.kind {
        ExprKind::Var(v) => Some(v.as_str()),
        _ => None,
    };
    let mut seen = std::collections::HashSet::new();
    scope
        .vars
        .iter()
        .filter(|(n, ty)| *ty == t && n.as_str() != lhs.name.as_str() && Some(n.as_str()) != current)
        .map(|(n, _)| n)
        .filter(|n| seen.insert(n.as_str()))
        .collect()
}

impl ChangingOperator for ReplaceRhs {
    fn kind(&self) -> ChangeKind {
        ChangeKind::Rhs
    }

    fn sites(&self, decl: DeclRef, d: &Decl, scope: &Scope) -> Vec<Change> {
        let mut out = Vec::new();
        for (k, s) in numbered(d) {
            if let StmtKind::Assign { lhs, rhs, .. } = &s.kind {
                for (i, (l, r)) in lhs.iter().zip(rhs).enumerate() {
                    for var in candidates(l, r, scope) {
                        out.push(Change::Rhs { at: At { decl, stmt: k }, index: i, var: var.clone() });
                    }
                }
            }
        }
        out
    }

    fn apply(&self, d: &mut Decl, c: &Change, scope: &Scope) -> Result<(), String> {
        let Change::Rhs { at, index, var } = c else { return Err("not a right-hand side change".into()) };
        let StmtKind::Assign { lhs, rhs, .. } = &mut stmt_of(d, at.stmt)?.kind else {
            return Err("not an assignment".into());
        };
        let (Some(l), Some(r)) = (lhs.get(*index), rhs.get_mut(*index)) else {
            return Err(format!("no right-hand side {index}"));
        };
        if !candidates(l, r, scope).iter().any(|n| n.as_str() == var.as_str()) {
            return Err(format!("`{var}` is not another variable of the target's type"));
        }
        *r = Expr::at(r.pos, ExprKind::Var(var.clone()));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn replaces_by_variables_of_the_same_type_only() {
        let v = seed();
        let r = DeclRef::new(0, PROC);
        let d = v.decl(r).unwrap();
        let sites = ReplaceRhs.sites(r, d, &Scope::of(&v, d));
        let diffs: Vec<String> = sites.iter().map(|c| check(&v, c).diff()).collect();
        // x := 1 (y r n g), y := x + 2 (x r n g), t := true (no other bool), y := y - 1 (x r n g),
        // g := n (x y r), m[x + 1] := y (x r n g: the element type is int).
        assert_eq!(diffs.len(), 19, "{diffs:#?}");
        assert_eq!(diffs[0], "x := 1;  =>  x := y;");
        assert!(diffs.contains(&"g := n;  =>  g := r;".to_string()));
        assert!(diffs.contains(&"m[x + 1] := y;  =>  m[x + 1] := g;".to_string()));
        assert!(!diffs.iter().any(|d| d.contains("t := ") || d.contains(":= m;")));
        let wrong = Change::Rhs { at: sites[0].at(), index: 0, var: "t".into() };
        assert!(super::super::apply(&v, &wrong).is_err(), "t is a bool");
    }
}
