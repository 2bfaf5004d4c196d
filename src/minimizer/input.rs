//! Reading a mutant from disk: one file, or a folder (or main file) of a multi-file mutant, with
//! its wobble header (if it has one); and a whole seed/mutant pair, parsed, with its chain
//! ([`read_pair`], the one reader of both minimizers).

use crate::error::{ErrorKind, FileError, HasKind};
use crate::generation::{parse_header, Chain, ChainError, Header, HeaderError};
use crate::syntax::ast::Program;
use crate::syntax::source::{ProgramText, SourceFile};
use crate::syntax::{parse_program, ParseError};
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
    #[error("{} is a folder but holds no `{expected}` main file, nor a wobble header naming one", path.display())]
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

/// The main file of a multi-file mutant folder `dir`: `dir/NAME.bpl` where NAME is the folder's
/// name (how `wobble mutate` names the files), or else the first file listed in the `files:` of
/// a wobble header in the folder (the runner names the files after the seed: `fig1.bpl`,
/// `fig1.part1.bpl`), or else the only `.bpl` file that is not a `.partN.bpl`.
fn main_file(dir: &Path) -> Result<PathBuf, InputError> {
    let expected = format!("{}.bpl", file_name(dir));
    let p = dir.join(&expected);
    if p.is_file() {
        return Ok(p);
    }
    let no_main = || InputError::NoMainFile { path: dir.to_path_buf(), expected: expected.clone() };
    let mut bpl: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|source| InputError::Read { path: dir.to_path_buf(), source })?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "bpl"))
        .collect();
    bpl.sort();
    for f in &bpl {
        let listed =
            std::fs::read_to_string(f).ok().and_then(|t| parse_header(&t).ok()).and_then(|h| h.files.first().cloned());
        if let Some(first) = listed {
            let main = dir.join(first);
            return if main.is_file() { Ok(main) } else { Err(no_main()) };
        }
    }
    let is_part = |p: &PathBuf| {
        let n = file_name(p);
        n.strip_suffix(".bpl")
            .and_then(|b| b.rsplit_once(".part"))
            .is_some_and(|(_, k)| !k.is_empty() && k.bytes().all(|c| c.is_ascii_digit()))
    };
    let mains: Vec<&PathBuf> = bpl.iter().filter(|p| !is_part(p)).collect();
    match mains.as_slice() {
        [one] => Ok((*one).clone()),
        _ => Err(no_main()),
    }
}

/// Reads a mutant: `path` is a `.bpl` file, or the folder of a multi-file mutant (see
/// [`main_file`] for how its main file is found). A header that lists several `files:` pulls in
/// the others from the main file's folder. A file without a wobble header is read as a one-file
/// mutant without header; a malformed wobble header is an error.
pub fn read_mutant(path: &Path) -> Result<MutantFiles, InputError> {
    let main = if path.is_dir() { main_file(path)? } else { path.to_path_buf() };
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

/// A seed/mutant pair that cannot be read, parsed, or whose chain does not parse.
#[derive(Debug, thiserror::Error)]
pub enum PairError {
    #[error(transparent)]
    Input(#[from] InputError),
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("chain")]
    Chain(#[source] ChainError),
}

impl HasKind for PairError {
    fn kind(&self) -> ErrorKind {
        match self {
            PairError::Input(e) => e.kind(),
            PairError::File(e) => e.kind(),
            PairError::Parse(e) => e.kind(),
            PairError::Chain(_) => ErrorKind::BadInput,
        }
    }
}

/// Reads and parses one Boogie file.
pub fn parse_file(path: &Path) -> Result<Program, PairError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
    Ok(parse_program(&text, &path.display().to_string())?)
}

/// A seed/mutant pair as read and parsed: the seed, the mutant's files (main file first) and the
/// chain from seed to mutant (given, else the mutant header's, else none).
pub struct ReadPair {
    pub seed: Program,
    pub mutant: Vec<Program>,
    pub chain: Option<Chain>,
}

/// Reads and parses the seed file and the mutant (a file or a multi-file folder); `chain`, when
/// given, replaces the mutant header's chain.
pub fn read_pair(seed: &Path, mutant: &Path, chain: Option<&str>) -> Result<ReadPair, PairError> {
    let seed = parse_file(seed)?;
    let mutant_files = read_mutant(mutant)?;
    let mut mutant = Vec::new();
    for f in &mutant_files.text.files {
        let name = mutant_files.main.parent().map(|d| d.join(&f.name)).unwrap_or_else(|| PathBuf::from(&f.name));
        mutant.push(parse_program(&f.text, &name.display().to_string())?);
    }
    let chain_text = chain.map(str::to_string).or_else(|| mutant_files.header.as_ref().map(|h| h.chain.to_string()));
    let chain = chain_text.as_deref().map(str::parse::<Chain>).transpose().map_err(PairError::Chain)?;
    Ok(ReadPair { seed, mutant, chain })
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
        // A folder whose only plain `.bpl` file is m.bpl: that is the main file.
        assert_eq!(read_mutant(dir.path()).unwrap().main, p);
        std::fs::write(dir.path().join("n.bpl"), "procedure q();\n").unwrap();
        assert!(matches!(read_mutant(dir.path()), Err(InputError::NoMainFile { .. })), "two candidates");
        std::fs::write(&p, "// wobble mutant\n// seed: x\n").unwrap();
        assert!(matches!(read_mutant(&p), Err(InputError::Header { .. })));
    }
}
