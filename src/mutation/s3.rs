//! S3: move a declaration into another file, possibly a new one (verifiers receive all files of
//! a variant together, in order).
//!
//! Applicability: any declaration `D` and any target file `F` other than D's own: an existing file
//! or `F = #files`, a new last file (site `D>F`). The moved declaration becomes the last one of its
//! target file. Excluded, because they would give no new layout or break the layout's invariants:
//! moving the only declaration of the main file 0 (file 0 stays non-empty); moving the only
//! declaration of a non-main file into a new file (a mere renaming); creating more than
//! [`MAX_FILES`] files. A non-main file left empty disappears (later files move down).
//! Semantics: Boogie processes several input files as if they were one program.
//!
//! Skips: the cases above. An axiom in a `uses` clause moves with its owner into the other file;
//! datatypes and Civl declarations move like any declaration.

use super::{DeclRef, MutationError, OpName, Operator, Site, Variant};

/// The largest number of files S3 creates.
pub const MAX_FILES: usize = 8;

pub struct MoveToFile;

/// Target files of a declaration of file `f`, ascending.
fn targets(v: &Variant, f: usize) -> Vec<usize> {
    let files = v.file_count();
    let n = v.file_len(f);
    if f == 0 && n <= 1 {
        return Vec::new();
    }
    let mut out: Vec<usize> = (0..files).filter(|&g| g != f).collect();
    if files < MAX_FILES && !(f != 0 && n == 1) {
        out.push(files);
    }
    out
}

impl Operator for MoveToFile {
    fn name(&self) -> OpName {
        OpName::S3
    }

    fn sites(&self, v: &Variant) -> Vec<Site> {
        let mut out = Vec::new();
        for f in 0..v.file_count() {
            let ts = targets(v, f);
            for index in 0..v.file_len(f) {
                for &to_file in &ts {
                    out.push(Site::Move { decl: DeclRef::new(f, index), to_file });
                }
            }
        }
        out
    }

    fn count_sites(&self, v: &Variant) -> usize {
        (0..v.file_count()).map(|f| v.file_len(f) * targets(v, f).len()).sum()
    }

    fn nth_site(&self, v: &Variant, k: usize) -> Option<Site> {
        let mut k = k;
        for f in 0..v.file_count() {
            let ts = targets(v, f);
            let here = v.file_len(f) * ts.len();
            if k < here {
                return Some(Site::Move { decl: DeclRef::new(f, k / ts.len()), to_file: ts[k % ts.len()] });
            }
            k -= here;
        }
        None
    }

    fn apply(&self, v: &Variant, site: &Site) -> Result<Variant, MutationError> {
        let Site::Move { decl, to_file } = *site else {
            return Err(MutationError::new(OpName::S3, site, "S3 needs a move `D>F`"));
        };
        if decl.index >= v.file_len(decl.file) || !targets(v, decl.file).contains(&to_file) {
            return Err(MutationError::new(OpName::S3, site, "no such declaration or target file"));
        }
        let mut m = v.clone();
        if !m.move_to_file(decl, to_file) {
            return Err(MutationError::new(OpName::S3, site, "no such declaration or target file"));
        }
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mutation::testutil::*;
    use crate::syntax::ast::Program;

    fn names(v: &Variant) -> Vec<Vec<String>> {
        (0..v.file_count()).map(|f| v.file_decls(f).map(|d| d.describe()).collect()).collect()
    }

    #[test]
    fn moves_into_new_and_existing_files() {
        let v = Variant::from_program(Program { decls: vec![const_decl("a"), const_decl("b"), const_decl("c")] });
        // Each of 3 declarations can only go to a new file 1.
        assert_eq!(MoveToFile.count_sites(&v), 3);
        let m = MoveToFile.apply(&v, &Site::Move { decl: DeclRef::new(0, 1), to_file: 1 }).unwrap();
        assert_eq!(names(&m), [vec!["const a", "const c"], vec!["const b"]]);
        let t = m.to_text("mutant");
        assert_eq!(t.files.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(), ["mutant.bpl", "mutant.part1.bpl"]);
        // Now: a, c -> file 1 or new file 2; b (alone in file 1) -> file 0 only.
        let sites = MoveToFile.sites(&m);
        assert_eq!(sites.len(), 2 * 2 + 1);
        for (k, s) in sites.iter().enumerate() {
            assert_eq!(MoveToFile.nth_site(&m, k).as_ref(), Some(s));
        }
        assert_eq!(MoveToFile.count_sites(&m), sites.len());
        // Moving b back removes the emptied file.
        let back = MoveToFile.apply(&m, &Site::Move { decl: DeclRef::new(1, 0), to_file: 0 }).unwrap();
        assert_eq!(names(&back), [vec!["const a", "const c", "const b"]]);
        assert!(MoveToFile.apply(&m, &Site::Move { decl: DeclRef::new(1, 0), to_file: 2 }).is_err());
        assert!(MoveToFile.apply(&m, &Site::Move { decl: DeclRef::new(0, 0), to_file: 0 }).is_err());
    }

    #[test]
    fn never_empties_the_main_file() {
        let v = Variant::from_program(Program { decls: vec![const_decl("a")] });
        assert!(MoveToFile.sites(&v).is_empty());
    }
}
