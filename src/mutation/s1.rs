//! S1: swap two top-level declarations of one file.
//!
//! Applicability: any two distinct declarations `a < b` of the same file (site `a,b`, or
//! `F/a,F/b` in file F). Semantics: the order of declarations in a Boogie program is immaterial
//! (Boogie reference manual, Sec. 1). Sites are counted and drawn arithmetically, so programs with
//! thousands of declarations cost nothing extra.
//!
//! Skips: nothing. An axiom in a `uses` clause is part of its constant or function and moves
//! with it (it is never separated from its owner); datatypes, Civl actions, yield procedures and
//! yield invariants are declarations like the others (their order is immaterial too).

use super::{MutationError, OpName, Operator, Site, Variant};

pub struct SwapDecls;

fn pairs(n: usize) -> usize {
    n * n.saturating_sub(1) / 2
}

impl Operator for SwapDecls {
    fn name(&self) -> OpName {
        OpName::S1
    }

    fn sites(&self, v: &Variant) -> Vec<Site> {
        let mut out = Vec::new();
        for file in 0..v.file_count() {
            let n = v.file_len(file);
            for a in 0..n {
                for b in a + 1..n {
                    out.push(Site::DeclPair { file, a, b });
                }
            }
        }
        out
    }

    fn count_sites(&self, v: &Variant) -> usize {
        (0..v.file_count()).map(|f| pairs(v.file_len(f))).sum()
    }

    fn nth_site(&self, v: &Variant, k: usize) -> Option<Site> {
        let mut k = k;
        for file in 0..v.file_count() {
            let n = v.file_len(file);
            if k >= pairs(n) {
                k -= pairs(n);
                continue;
            }
            for a in 0..n {
                let after = n - 1 - a;
                if k < after {
                    return Some(Site::DeclPair { file, a, b: a + 1 + k });
                }
                k -= after;
            }
        }
        None
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let Site::DeclPair { file, a, b } = *site else {
            return Err(MutationError::new(OpName::S1, site, "S1 needs a pair of declarations `a,b`"));
        };
        if a >= b {
            return Err(MutationError::new(OpName::S1, site, "the first declaration must come before the second"));
        }
        let mut m = v.clone();
        if !m.swap(file, a, b) {
            return Err(MutationError::new(OpName::S1, site, "no such declaration"));
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::mutation::DeclRef;
    use crate::syntax::ast::Program;

    fn prog(n: usize) -> Variant {
        Variant::from_program(Program { decls: (0..n).map(|i| const_decl(&format!("c{i}"))).collect() })
    }

    #[test]
    fn counts_and_nth_agree_with_listing() {
        let mut v = prog(5);
        v.move_to_file(DeclRef::new(0, 4), 1);
        v.move_to_file(DeclRef::new(0, 3), 1);
        let all = SwapDecls.sites(&v);
        assert_eq!(all.len(), 3 + 1);
        assert_eq!(SwapDecls.count_sites(&v), all.len());
        for (k, s) in all.iter().enumerate() {
            assert_eq!(SwapDecls.nth_site(&v, k).as_ref(), Some(s));
        }
        assert_eq!(SwapDecls.nth_site(&v, all.len()), None);
        assert_eq!(SwapDecls.count_sites(&prog(1)), 0);
    }

    #[test]
    fn swaps_exactly_two_declarations() {
        let v = prog(4);
        let m = SwapDecls.apply(&v, &Site::DeclPair { file: 0, a: 1, b: 3 }).unwrap();
        let names: Vec<String> = m.file_decls(0).map(|d| d.describe()).collect();
        assert_eq!(names, ["const c0", "const c3", "const c2", "const c1"]);
        assert!(SwapDecls.apply(&v, &Site::DeclPair { file: 0, a: 1, b: 4 }).is_err());
        assert!(SwapDecls.apply(&v, &Site::DeclPair { file: 0, a: 2, b: 2 }).is_err());
        assert!(SwapDecls.apply(&v, &Site::Decl(DeclRef::new(0, 1))).is_err());
    }
}
