//! Program source text as files: [`ProgramText`] (one file, or several that form one program, as
//! S3 mutants do) with its content hash, and [`bpl_files`], the one walker that finds `.bpl`
//! files under a directory. Mutation, generation, the verifiers and the runner all speak in
//! these terms.

use crate::util::hash::sha256_hex_parts;
use std::io;
use std::path::{Path, PathBuf};

/// One source file of a program.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceFile {
    /// File name (no directories), e.g. `mutant.bpl`, `part2.bpl`.
    pub name: String,
    pub text: String,
}

/// The text of a program: one file, or several (mutants made by S3) that a tool is called on
/// together, in this order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProgramText {
    pub files: Vec<SourceFile>,
}

impl ProgramText {
    /// A one-file program.
    pub fn single(name: impl Into<String>, text: impl Into<String>) -> ProgramText {
        ProgramText { files: vec![SourceFile { name: name.into(), text: text.into() }] }
    }

    /// Hex SHA-256 over the file names and texts (layout included): the identity of a program in
    /// caches and results.
    pub fn content_hash(&self) -> String {
        sha256_hex_parts(self.files.iter().flat_map(|f| [f.name.as_bytes(), f.text.as_bytes()]))
    }

    /// Total number of lines over all files.
    pub fn lines(&self) -> usize {
        self.files.iter().map(|f| f.text.lines().count()).sum()
    }
}

/// Every `*.bpl` file below `dir` (recursively), sorted by path.
pub fn bpl_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.is_dir() {
                walk(&path, out)?;
            } else if path.extension().is_some_and(|e| e == "bpl") {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, &mut out)?;
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_see_names_and_split_points() {
        let a = ProgramText::single("a.bpl", "xy");
        let b = ProgramText::single("b.bpl", "xy");
        let two = ProgramText {
            files: vec![
                SourceFile { name: "a.bpl".into(), text: "x".into() },
                SourceFile { name: "a.bpl".into(), text: "y".into() },
            ],
        };
        assert_ne!(a.content_hash(), b.content_hash());
        assert_ne!(a.content_hash(), two.content_hash());
        assert_eq!(a.content_hash(), ProgramText::single("a.bpl", "xy").content_hash());
        assert_eq!(two.lines(), 2);
    }

    #[test]
    fn walker_finds_bpl_files_sorted() {
        let d = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(d.path().join("b/c")).unwrap();
        for f in ["z.bpl", "b/c/y.bpl", "b/a.bpl", "b/notes.txt"] {
            std::fs::write(d.path().join(f), "").unwrap();
        }
        let found: Vec<String> = bpl_files(d.path())
            .unwrap()
            .iter()
            .map(|p| p.strip_prefix(d.path()).unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(found, ["b/a.bpl", "b/c/y.bpl", "z.bpl"]);
        assert!(bpl_files(&d.path().join("missing")).is_err());
    }
}
