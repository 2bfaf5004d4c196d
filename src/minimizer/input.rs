//! Reading a mutant from disk: one file, or a folder (or main file) of a multi-file mutant, with
//! its wobble header (if it has one).

use crate::error::{ErrorKind, HasKind};
use crate::generation::{parse_header, Header, HeaderError};
use crate::syntax::source::{ProgramText, SourceFile};
use std::path::{Path, PathBuf};

/// A mutant as read from disk.
#[derive(Clone, Debug)]
pub struct MutantFiles {
    /// The main file (the one with the header that lists the others).
    pub main: PathBuf,
    /// The header, when the main file has one.
    pub header: Option<Header>,
    /// All files, main file first, exactly as read (names without directories).
    pub text: ProgramText,
}

/// A mutant that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("cannot read {}", path.display())]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{}", path.display())]
    Header { path: PathBuf, source: HeaderError },
    #[error("{} is a folder but holds no `{expected}` main file", path.display())]
    NoMainFile { path: PathBuf, expected: String },
}

/// A mutant the user named that cannot be read is bad input.
impl HasKind for InputError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

fn read(path: &Path) -> Result<String, InputError> {
    std::fs::read_to_string(path).map_err(|source| InputError::Read { path: path.to_path_buf(), source })
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| path.display().to_string())
}

/// Reads a mutant: `path` is a `.bpl` file, or a folder `DIR` holding `DIR/NAME.bpl` where NAME
/// is the folder's name (how `wobble mutate` writes multi-file mutants). A header that lists
/// several `files:` pulls in the others from the main file's folder. A file without a wobble
/// header is read as a one-file mutant without header; a malformed wobble header is an error.
pub fn read_mutant(path: &Path) -> Result<MutantFiles, InputError> {
    let main = if path.is_dir() {
        let expected = format!("{}.bpl", file_name(path));
        let p = path.join(&expected);
        if !p.is_file() {
            return Err(InputError::NoMainFile { path: path.to_path_buf(), expected });
        }
        p
    } else {
        path.to_path_buf()
    };
    let text = read(&main)?;
    let header = match parse_header(&text) {
        Ok(h) => Some(h),
        Err(HeaderError::NotAMutant) => None,
        Err(source) => return Err(InputError::Header { path: main.clone(), source }),
    };
    let main_name = file_name(&main);
    let mut files = vec![SourceFile { name: main_name.clone(), text }];
    if let Some(h) = &header {
        let dir = main.parent().map(Path::to_path_buf).unwrap_or_default();
        for name in h.files.iter().filter(|n| **n != main_name) {
            let p = dir.join(name);
            files.push(SourceFile { name: name.clone(), text: read(&p)? });
        }
    }
    Ok(MutantFiles { main, header, text: ProgramText { files } })
}

/// The base name of a mutant's main file (`mutant-0007` for `.../mutant-0007.bpl`), as
/// `wobble mutate` used it to name the files.
pub fn base_name(main: &Path) -> String {
    let name = file_name(main);
    name.strip_suffix(".bpl").map(str::to_string).unwrap_or(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_plain_files_and_reports_missing_ones() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("m.bpl");
        std::fs::write(&p, "procedure p();\n").unwrap();
        let m = read_mutant(&p).unwrap();
        assert!(m.header.is_none());
        assert_eq!(m.text.files.len(), 1);
        assert_eq!(m.text.files[0].name, "m.bpl");
        assert_eq!(base_name(&m.main), "m");
        assert!(matches!(read_mutant(&dir.path().join("nope.bpl")), Err(InputError::Read { .. })));
        assert!(matches!(read_mutant(dir.path()), Err(InputError::NoMainFile { .. })));
        std::fs::write(&p, "// wobble mutant\n// seed: x\n").unwrap();
        assert!(matches!(read_mutant(&p), Err(InputError::Header { .. })));
    }
}
