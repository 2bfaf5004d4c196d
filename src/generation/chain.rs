//! Chains: the operator applications that turn a seed into a mutant, e.g. `S1(0,3) L3(4#0,1)`
//! (steps separated by single spaces, each `OP(site)`; the empty chain is the seed itself).

use crate::error::{ErrorKind, HasKind};
use crate::mutation::{operator, MutationError, OpName, Site, Variant};
use crate::syntax::ast::Program;
use std::fmt;
use std::str::FromStr;

/// One operator application.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub op: OpName,
    pub site: Site,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", self.op, self.site)
    }
}

/// The steps from a seed to a mutant, in application order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Chain(pub Vec<Step>);

impl fmt::Display for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, s) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

/// A chain that cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    #[error("malformed chain step `{token}`: {reason}")]
    Parse { token: String, reason: String },
    #[error("chain step {step} does not apply")]
    Apply { step: usize, source: MutationError },
}

impl HasKind for ChainError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

impl FromStr for Step {
    type Err = ChainError;
    fn from_str(token: &str) -> Result<Step, ChainError> {
        let err = |reason: &str| ChainError::Parse { token: token.to_string(), reason: reason.to_string() };
        let (name, rest) = token.split_once('(').ok_or_else(|| err("expected OP(site)"))?;
        let site_text = rest.strip_suffix(')').ok_or_else(|| err("missing `)`"))?;
        let op: OpName = name.parse().map_err(|e: crate::mutation::UnknownOperator| err(&e.to_string()))?;
        let site: Site = site_text.parse().map_err(|e: crate::mutation::SiteParseError| err(&e.to_string()))?;
        Ok(Step { op, site })
    }
}

impl FromStr for Chain {
    type Err = ChainError;
    fn from_str(text: &str) -> Result<Chain, ChainError> {
        text.split_whitespace().map(str::parse).collect::<Result<Vec<Step>, _>>().map(Chain)
    }
}

impl Chain {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// This chain followed by `step`.
    pub fn then(&self, step: Step) -> Chain {
        let mut steps = Vec::with_capacity(self.0.len() + 1);
        steps.extend(self.0.iter().cloned());
        steps.push(step);
        Chain(steps)
    }
}

/// Replays `chain` on `start`.
pub fn apply_chain_to(start: &Variant, chain: &Chain) -> Result<Variant, ChainError> {
    let mut v = start.clone();
    for (k, s) in chain.0.iter().enumerate() {
        v = operator(s.op).apply(&v, &s.site).map_err(|source| ChainError::Apply { step: k + 1, source })?;
    }
    Ok(v)
}

/// Replays `chain` on the (one-file) seed program.
pub fn apply_chain(seed: &Program, chain: &Chain) -> Result<Variant, ChainError> {
    apply_chain_to(&Variant::from_program(seed.clone()), chain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::DeclRef;

    #[test]
    fn chains_print_and_parse() {
        let c = Chain(vec![
            Step { op: OpName::S1, site: Site::DeclPair { file: 0, a: 0, b: 3 } },
            Step { op: OpName::L3, site: Site::SpecPair { decl: DeclRef::new(0, 4), a: 0, b: 1 } },
        ]);
        assert_eq!(c.to_string(), "S1(0,3) L3(4#0,1)");
        assert_eq!("S1(0,3) L3(4#0,1)".parse::<Chain>(), Ok(c));
        assert_eq!("".parse::<Chain>(), Ok(Chain::default()));
        assert_eq!(Chain::default().to_string(), "");
        for bad in ["S1", "S1(0,3", "X1(0,3)", "S1(zz)", "S1(0,3)x"] {
            assert!(bad.parse::<Chain>().is_err(), "{bad}");
        }
    }

    #[test]
    fn replay_reports_the_failing_step() {
        use crate::syntax::ast::*;
        let seed = Program {
            decls: vec![Decl::new(DeclKind::Axiom(AxiomDecl {
                hideable: false,
                attrs: vec![],
                expr: Expr::bool(true),
            }))],
        };
        let c: Chain = "S1(0,1)".parse().unwrap();
        assert!(matches!(apply_chain(&seed, &c), Err(ChainError::Apply { step: 1, .. })));
        assert_eq!(apply_chain(&seed, &Chain::default()), Ok(Variant::from_program(seed)));
    }
}
