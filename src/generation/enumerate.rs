//! Every order of a small program's top-level declarations (the paper's Fig. 1 experiment: the
//! 5! = 120 orders of five declarations), identity first, in lexicographic order of the
//! permutations. Each order comes with a chain of S1 swaps that produces it from the seed, so the
//! usual header regenerates it.

use super::chain::{apply_chain, Chain, ChainError, Step};
use crate::error::{ErrorKind, HasKind};
use crate::mutation::{OpName, Site, Variant};
use crate::syntax::ast::Program;

/// The largest number of declarations [`enumerate_orders`] accepts (8! = 40320 orders).
pub const MAX_DECLS: usize = 8;

/// Why the orders cannot be enumerated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnumerateError {
    #[error("the program has {0} declarations; enumerating all orders is limited to {MAX_DECLS} ({MAX_DECLS}! = 40320 orders)")]
    TooMany(usize),
    #[error(transparent)]
    Chain(#[from] ChainError),
}

impl HasKind for EnumerateError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

/// Rearranges `xs` into the next permutation in lexicographic order; false after the last one.
fn next_permutation(xs: &mut [usize]) -> bool {
    let n = xs.len();
    if n < 2 {
        return false;
    }
    let mut i = n - 1;
    while i > 0 && xs[i - 1] >= xs[i] {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = n - 1;
    while xs[j] <= xs[i - 1] {
        j -= 1;
    }
    xs.swap(i - 1, j);
    xs[i..].reverse();
    true
}

/// The S1 swaps that turn the identity order into `perm` (`perm[i]` = original index of the
/// declaration at position i).
pub fn swaps_for(perm: &[usize]) -> Chain {
    let mut cur: Vec<usize> = (0..perm.len()).collect();
    let mut steps = Vec::new();
    for (i, &want) in perm.iter().enumerate() {
        if let Some(j) = cur.iter().position(|&x| x == want) {
            if j != i {
                cur.swap(i, j);
                steps.push(Step { op: OpName::S1, site: Site::DeclPair { file: 0, a: i.min(j), b: i.max(j) } });
            }
        }
    }
    Chain(steps)
}

/// All orders of `seed`'s declarations: `(chain, variant)`, identity (empty chain) first.
pub fn enumerate_orders(seed: &Program) -> Result<Vec<(Chain, Variant)>, EnumerateError> {
    let n = seed.decls.len();
    if n > MAX_DECLS {
        return Err(EnumerateError::TooMany(n));
    }
    let mut perm: Vec<usize> = (0..n).collect();
    let mut out = Vec::new();
    loop {
        let chain = swaps_for(&perm);
        let v = apply_chain(seed, &chain)?;
        out.push((chain, v));
        if !next_permutation(&mut perm) {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::ast::*;
    use std::collections::HashSet;

    fn consts(n: usize) -> Program {
        Program {
            decls: (0..n)
                .map(|i| {
                    Decl::new(DeclKind::Const(Box::new(ConstDecl {
                        attrs: vec![],
                        unique: false,
                        names: vec![format!("c{i}").into()],
                        ty: Type::Int,
                        extends: None,
                        uses: vec![],
                    })))
                })
                .collect(),
        }
    }

    #[test]
    fn enumerates_every_order_once_with_reproducing_chains() {
        let seed = consts(5);
        let all = enumerate_orders(&seed).unwrap();
        assert_eq!(all.len(), 120);
        assert!(all[0].0.is_empty());
        let orders: HashSet<Vec<Decl>> = all.iter().map(|(_, v)| v.file_decls(0).cloned().collect()).collect();
        assert_eq!(orders.len(), 120);
        // Lexicographic: the last order is the reversal.
        let last: Vec<Decl> = all[119].1.file_decls(0).cloned().collect();
        let mut rev = seed.decls.clone();
        rev.reverse();
        assert_eq!(last, rev);
        assert_eq!(enumerate_orders(&consts(0)).unwrap().len(), 1);
        assert!(matches!(enumerate_orders(&consts(9)), Err(EnumerateError::TooMany(9))));
    }
}
