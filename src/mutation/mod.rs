//! Semantics-preserving mutation operators S1–S3, L1–L6, G1, G2 (Tab. 3 of the µgie paper) and
//! the pruning operators G3, G4 (issue 30: axioms in and out of `uses` clauses), one file per
//! operator, behind the [`Operator`] trait.
//!
//! A mutant is a [`Variant`]: one or more files (S3 moves declarations into other files) whose
//! declarations are shared between variants (`Arc`), so a pool of hundreds of mutants of a large
//! program costs little more memory than the program itself. Each operator lists its applicable
//! locations ([`Site`]s, printable and parseable, e.g. `S1(2,5)`) and applies itself at one of them.
//!
//! Every operator documents its applicability conditions and the constructs it skips; none
//! changes the meaning of a Boogie program except G2 (removing a trigger), whose default weight is
//! therefore 0. G3 and G4 keep the meaning but change which axioms Boogie's axiom pruning puts into
//! a VC (see their docs).
//!
//! The constructs of the current language (issue 30): an axiom in a `uses` clause belongs to its
//! constant or function, so the declaration-order operators (S1, S3) move it with its owner and no
//! operator but G3 takes it out; G2 finds triggers inside such axioms too.

pub mod changing;
pub mod g1;
pub mod g2;
pub mod g3;
pub mod g4;
pub mod l1;
pub mod l2;
pub mod l3;
pub mod l4;
pub mod l5;
pub mod l6;
pub mod s1;
pub mod s2;
pub mod s3;
pub mod site;
pub mod variant;
pub mod walk;

#[cfg(test)]
pub(crate) mod testutil;

pub use site::{DeclRef, Site, SiteParseError};
pub use variant::Variant;

use crate::error::{ErrorKind, HasKind};
use crate::syntax::ast::Decl;
use std::fmt;
use std::str::FromStr;

/// The name of a mutation operator, as in Tab. 3 of the paper (`S1`..`G2`), or one of the pruning
/// operators `G3`, `G4`. Displayed and parsed as its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpName {
    S1,
    S2,
    S3,
    L1,
    L2,
    L3,
    L4,
    L5,
    L6,
    G1,
    G2,
    G3,
    G4,
}

impl OpName {
    /// All operators, in the paper's order.
    pub const ALL: [OpName; variant::OPERATOR_COUNT] = [
        OpName::S1,
        OpName::S2,
        OpName::S3,
        OpName::L1,
        OpName::L2,
        OpName::L3,
        OpName::L4,
        OpName::L5,
        OpName::L6,
        OpName::G1,
        OpName::G2,
        OpName::G3,
        OpName::G4,
    ];

    /// Position in [`OpName::ALL`] (for per-operator arrays).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The operator's text, `"S1"`..`"G2"`.
    pub fn as_str(self) -> &'static str {
        match self {
            OpName::S1 => "S1",
            OpName::S2 => "S2",
            OpName::S3 => "S3",
            OpName::L1 => "L1",
            OpName::L2 => "L2",
            OpName::L3 => "L3",
            OpName::L4 => "L4",
            OpName::L5 => "L5",
            OpName::L6 => "L6",
            OpName::G1 => "G1",
            OpName::G2 => "G2",
            OpName::G3 => "G3",
            OpName::G4 => "G4",
        }
    }

    /// One line describing the operator (Tab. 3), for `--help` and `--list-sites`.
    pub fn summary(self) -> &'static str {
        match self {
            OpName::S1 => "swap two top-level declarations of one file",
            OpName::S2 => "split a procedure definition into a declaration and an implementation",
            OpName::S3 => "move a declaration into another (possibly new) file",
            OpName::L1 => "swap two local variable declarations of one body",
            OpName::L2 => "split a declaration of several variables into one declaration per variable",
            OpName::L3 => "join two preconditions into one conjunction",
            OpName::L4 => "join two postconditions into one conjunction",
            OpName::L5 => "swap two requires/ensures clauses, two adjacent asserts, or two loop invariants",
            OpName::L6 => "negate an if condition and swap its branches",
            OpName::G1 => "add `true` as precondition, postcondition, assertion or loop invariant",
            OpName::G2 => "remove a trigger from a quantifier (may change verification; weight 0 by default)",
            OpName::G3 => "hoist an axiom out of a `uses` clause to the top level (changes what axiom pruning keeps)",
            OpName::G4 => "sink a top-level axiom into the `uses` clause of a constant or function it mentions",
        }
    }
}

impl fmt::Display for OpName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An operator name that is none of `S1`..`G2`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown mutation operator `{0}` (expected one of S1 S2 S3 L1 L2 L3 L4 L5 L6 G1 G2 G3 G4)")]
pub struct UnknownOperator(pub String);

impl HasKind for UnknownOperator {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl FromStr for OpName {
    type Err = UnknownOperator;
    fn from_str(s: &str) -> Result<OpName, UnknownOperator> {
        OpName::ALL.iter().copied().find(|o| o.as_str() == s).ok_or_else(|| UnknownOperator(s.to_string()))
    }
}

/// Why an operator could not be applied at a site (a site from a user-edited chain, or one that
/// does not belong to this program).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{op}({site}): {reason}")]
pub struct MutationError {
    pub op: OpName,
    pub site: String,
    pub reason: String,
}

impl HasKind for MutationError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl MutationError {
    pub fn new(op: OpName, site: &Site, reason: impl Into<String>) -> MutationError {
        MutationError { op, site: site.to_string(), reason: reason.into() }
    }
}

/// A mutation operator: where it applies in a program, and how.
///
/// Most operators act inside one declaration: they implement [`Operator::decl_sites`] and get
/// `sites`/`count_sites`/`nth_site` for free, with per-declaration site counts cached in the
/// (shared) declarations of a [`Variant`], so counting the sites of a mutant costs one addition
/// per declaration. Structural operators (S1, S3) override the three methods instead.
pub trait Operator: Send + Sync {
    /// Which operator this is.
    fn name(&self) -> OpName;

    /// The sites inside declaration `d` (at `r`), in a deterministic order. Structural operators
    /// return nothing here.
    fn decl_sites(&self, r: DeclRef, d: &Decl) -> Vec<Site> {
        let _ = (r, d);
        Vec::new()
    }

    /// Every location where the operator applies, in a deterministic order.
    fn sites(&self, v: &Variant) -> Vec<Site> {
        v.decls().flat_map(|(r, d)| self.decl_sites(r, d)).collect()
    }

    /// `self.sites(v).len()`, computed from cached per-declaration counts.
    fn count_sites(&self, v: &Variant) -> usize {
        v.items().map(|(_, it)| decl_site_count(it, self.name())).sum()
    }

    /// `self.sites(v)[k]`, listing only the sites of one declaration.
    fn nth_site(&self, v: &Variant, k: usize) -> Option<Site> {
        let mut k = k;
        for (r, it) in v.items() {
            let n = decl_site_count(it, self.name());
            if k < n {
                return self.decl_sites(r, it.decl()).into_iter().nth(k);
            }
            k -= n;
        }
        None
    }

    /// The mutant obtained by applying the operator at `site`. Fails (without panicking) when the
    /// site is not one of `self.sites(v)`.
    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError>;
}

/// Number of sites operator `op` has inside one declaration (0 for structural operators), from the
/// declaration's cache, which is filled for all operators at once.
fn decl_site_count(item: &variant::Item, op: OpName) -> usize {
    item.site_counts(|d| {
        let mut c = [0; variant::OPERATOR_COUNT];
        for o in OpName::ALL {
            c[o.index()] = operator(o).decl_sites(DeclRef::new(0, 0), d).len();
        }
        c
    })[op.index()]
}

/// The implementation of operator `op`.
pub fn operator(op: OpName) -> &'static dyn Operator {
    match op {
        OpName::S1 => &s1::SwapDecls,
        OpName::S2 => &s2::SplitProcedure,
        OpName::S3 => &s3::MoveToFile,
        OpName::L1 => &l1::SwapLocals,
        OpName::L2 => &l2::SplitVarDecl,
        OpName::L3 => &l3::JoinRequires,
        OpName::L4 => &l4::JoinEnsures,
        OpName::L5 => &l5::SwapClauses,
        OpName::L6 => &l6::FlipIf,
        OpName::G1 => &g1::AddTrue,
        OpName::G2 => &g2::RemoveTrigger,
        OpName::G3 => &g3::HoistAxiom,
        OpName::G4 => &g4::SinkAxiom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_round_trip() {
        for op in OpName::ALL {
            assert_eq!(op.to_string().parse::<OpName>(), Ok(op));
            assert_eq!(operator(op).name(), op);
            assert_eq!(OpName::ALL[op.index()], op);
        }
        assert!("S4".parse::<OpName>().is_err());
        assert!("s1".parse::<OpName>().is_err());
    }

    fn sample() -> Variant {
        use crate::syntax::ast::*;
        use testutil::*;
        let stmts = vec![
            assert_stmt(Expr::var("p")),
            assert_stmt(Expr::var("q")),
            if_stmt(Guard::Expr(Expr::var("c")), vec![assign("o", 1)], None),
            while_stmt(vec![inv(Expr::var("i")), inv(Expr::var("j"))], vec![assign("o", 2)]),
        ];
        let locals = vec![local(vec![ti(&["a", "b"], Type::Int, None)]), local(vec![ti(&["c"], Type::Bool, None)])];
        let specs = vec![req(Expr::var("x")), req(Expr::var("y")), ens(Expr::var("z")), ens(Expr::var("w"))];
        Variant::from_program(Program {
            decls: vec![
                global_var(vec![ti(&["g", "h"], Type::Int, None)]),
                axiom(forall_two_triggers()),
                procedure("p", specs.clone(), Some(mk_body(locals, stmts))),
                procedure("q", specs, None),
                const_decl("k"),
                // A `uses` clause (G3) and a top-level axiom that mentions a constant (G4).
                {
                    let mut u = const_decl("u");
                    if let DeclKind::Const(c) = &mut u.kind {
                        c.uses.push(AxiomDecl { hideable: false, attrs: vec![], expr: Expr::var("u") });
                    }
                    u
                },
                axiom(Expr::var("k")),
            ],
        })
    }

    #[test]
    fn counts_and_nth_agree_with_listing_for_every_operator() {
        let v = sample();
        let after = operator(OpName::G1).apply(&v, &operator(OpName::G1).sites(&v)[5]).unwrap();
        let after = operator(OpName::S3).apply(&after, &"2>1".parse().unwrap()).unwrap();
        for w in [&v, &after] {
            for op in OpName::ALL {
                let o = operator(op);
                let all = o.sites(w);
                assert!(!all.is_empty(), "{op} has no site");
                assert_eq!(o.count_sites(w), all.len(), "{op}");
                for (k, s) in all.iter().enumerate() {
                    assert_eq!(o.nth_site(w, k).as_ref(), Some(s), "{op} site {k}");
                    assert!(o.apply(w, s).is_ok(), "{op}({s})");
                }
                assert_eq!(o.nth_site(w, all.len()), None, "{op}");
            }
        }
        // The G1 mutant has one more G1 site than the seed (its new assert is a new position).
        assert_eq!(operator(OpName::G1).count_sites(&after), operator(OpName::G1).count_sites(&v) + 1);
    }
}
