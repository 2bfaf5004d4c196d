//! G3: hoist an axiom out of a `uses` clause to the top level.
//!
//! Applicability: axiom K of the `uses { ... }` clause of a constant or function declaration D
//! (site `D:uK`). Result: the axiom leaves D's clause (the others keep their order) and becomes a
//! top-level `axiom`, with its attributes, right after D in D's file. D keeps the rest of its
//! clause (an emptied clause prints as `;`).
//!
//! Meaning: an axiom in a `uses` clause is an axiom of the program like any other (Boogie adds it
//! to the program's axioms when it parses the clause; the clause only records an owner), so both
//! programs have the same axioms and the same meaning.
//!
//! Pruning: under Boogie's axiom pruning (`/prune`, on by default in the Boogie that Dafny runs)
//! the VCs may differ. An axiom owned by D reaches the VC of an implementation whenever D is
//! reachable from it; a top-level axiom only through its own incoming edges: when all the
//! constants and functions of one of its triggers are reachable (or any symbol it mentions, with
//! `{:include_dep}`), or always with `{:keep}`. So hoisting an axiom without triggers (such as
//! `axiom Tag(TInt) == TagInt;`) removes it from every pruned VC, and hoisting one whose triggers
//! mention symbols the implementation does not reach drops it from that VC: a verdict that changes
//! under G3 shows what pruning (or the proof) depends on, not a change of the program.
//!
//! Skips: nothing else has a `uses` clause. Programs in Boogie 2.4.1's language have no sites.

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};
use crate::syntax::ast::{AxiomDecl, Decl, DeclKind};

pub struct HoistAxiom;

/// The `uses` axioms of a constant or function (empty for other declarations).
pub(crate) fn uses(d: &Decl) -> &[AxiomDecl] {
    match &d.kind {
        DeclKind::Const(c) => &c.uses,
        DeclKind::Function(f) => &f.uses,
        _ => &[],
    }
}

/// Mutable [`uses`]; `None` for declarations that cannot have a `uses` clause.
pub(crate) fn uses_mut(d: &mut Decl) -> Option<&mut Vec<AxiomDecl>> {
    match &mut d.kind {
        DeclKind::Const(c) => Some(&mut c.uses),
        DeclKind::Function(f) => Some(&mut f.uses),
        _ => None,
    }
}

impl Operator for HoistAxiom {
    fn name(&self) -> OpName {
        OpName::G3
    }

    fn decl_sites(&self, decl: DeclRef, d: &Decl) -> Vec<Site> {
        (0..uses(d).len()).map(|index| Site::UsesAxiom { decl, index }).collect()
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let err = |why: &str| MutationError::new(OpName::G3, site, why);
        let Site::UsesAxiom { decl, index } = *site else {
            return Err(err("G3 needs an axiom of a uses clause `D:uK`"));
        };
        let mut m = v.clone();
        let d = m.decl_mut(decl).ok_or_else(|| err("no such declaration"))?;
        let list = uses_mut(d).ok_or_else(|| err("not a constant or function"))?;
        if index >= list.len() {
            return Err(err("no such axiom in the uses clause"));
        }
        let ax = list.remove(index);
        let pos = d.pos;
        if !m.insert(decl.file, decl.index + 1, Decl { pos, kind: DeclKind::Axiom(ax) }) {
            return Err(err("no such declaration"));
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::variant;
    use crate::syntax::print_program;

    #[test]
    fn hoists_one_axiom_right_after_its_owner() {
        let v = variant(
            "const c: int uses { axiom c > 0; axiom {:id 1} c < 9; }
             function f(x: int): int { x } uses { axiom f(1) == 1; }
             procedure p();",
        );
        let sites = HoistAxiom.sites(&v);
        let texts: Vec<String> = sites.iter().map(|s| s.to_string()).collect();
        assert_eq!(texts, ["0:u0", "0:u1", "1:u0"]);
        assert_eq!(HoistAxiom.count_sites(&v), 3);
        let m = HoistAxiom.apply(&v, &"0:u1".parse().unwrap()).unwrap();
        let text = print_program(&m.to_programs()[0]);
        assert!(
            text.starts_with("const c: int uses {\n  axiom c > 0;\n}\n\naxiom {:id 1} c < 9;\n\nfunction f"),
            "{text}"
        );
        let m = HoistAxiom.apply(&v, &"1:u0".parse().unwrap()).unwrap();
        let text = print_program(&m.to_programs()[0]);
        assert!(text.contains("{\n  x\n}\n\naxiom f(1) == 1;\n\nprocedure p();"), "{text}");
        assert_eq!(HoistAxiom.sites(&m).len(), 2);
        for bad in ["1:u1", "2:u0", "5:u0", "0#t0"] {
            assert!(HoistAxiom.apply(&v, &bad.parse().unwrap()).is_err(), "{bad}");
        }
    }

    #[test]
    fn programs_without_uses_clauses_have_no_sites() {
        let v = variant("const c: int; axiom c > 0; function f(int): int;");
        assert!(HoistAxiom.sites(&v).is_empty());
    }
}
