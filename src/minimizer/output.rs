//! What `wobble minimize` writes and prints: the reduced seed and mutant (or the reduced program
//! or query and its input), the unified diff between them, and program sizes (lines and
//! declarations) for the summary.

use super::reduce::{mutant_text, seed_text, Minimized, MUTANT_BASE};
use crate::generation::Chain;
use crate::syntax::ast::Program;
use crate::syntax::source::ProgramText;
use std::path::{Path, PathBuf};

/// Size of a program: printed lines and top-level declarations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub lines: usize,
    pub decls: usize,
}

impl Size {
    /// The size of a (possibly multi-file) program as printed.
    pub fn of(files: &[Program], text: &ProgramText) -> Size {
        Size { lines: text.lines(), decls: files.iter().map(|p| p.decls.len()).sum() }
    }
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} lines, {} declarations", self.lines, self.decls)
    }
}

/// A unified diff (3 lines of context) from `old` to `new`, with `---`/`+++` headers naming
/// `old_name` and `new_name`; empty when the texts are equal.
pub fn unified_diff(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    if old == new {
        return String::new();
    }
    similar::TextDiff::from_lines(old, new).unified_diff().context_radius(3).header(old_name, new_name).to_string()
}

/// The text of all files of a program, one after the other (each file's lines as they are).
pub fn joined(text: &ProgramText) -> String {
    text.files.iter().map(|f| f.text.as_str()).collect()
}

/// Files written by [`write_outputs`].
#[derive(Clone, Debug)]
pub struct Written {
    pub seed: PathBuf,
    /// `OUT/mutant.min.bpl`, or the folder `OUT/mutant.min/` for a multi-file mutant.
    pub mutant: PathBuf,
    pub diff: PathBuf,
    pub chain: Option<PathBuf>,
}

/// Writes `OUT/seed.min.bpl`, `OUT/mutant.min.bpl` (a folder `OUT/mutant.min/` with
/// `mutant.bpl`, `mutant.part1.bpl`, ... when the mutant has several files), `OUT/diff.patch`
/// (seed to mutant; the mutant's files concatenated) and `OUT/chain.txt` (the reduced chain, if
/// any). Creates `OUT` if needed.
pub fn write_outputs(out: &Path, m: &Minimized) -> std::io::Result<Written> {
    write_pair(out, &m.seed, &m.mutant, m.chain.as_ref())
}

/// [`write_outputs`] from the parts of a reduced pair.
pub fn write_pair(out: &Path, seed: &Program, mutant: &[Program], chain: Option<&Chain>) -> std::io::Result<Written> {
    std::fs::create_dir_all(out)?;
    let seed = seed_text(seed);
    let mutant = mutant_text(mutant);
    let seed_path = out.join("seed.min.bpl");
    std::fs::write(&seed_path, &seed.files[0].text)?;
    let mutant_path = if mutant.files.len() == 1 {
        let p = out.join(format!("{MUTANT_BASE}.min.bpl"));
        std::fs::write(&p, &mutant.files[0].text)?;
        p
    } else {
        let dir = out.join(format!("{MUTANT_BASE}.min"));
        std::fs::create_dir_all(&dir)?;
        for f in &mutant.files {
            std::fs::write(dir.join(&f.name), &f.text)?;
        }
        dir
    };
    let diff_path = out.join("diff.patch");
    let diff = unified_diff(&seed.files[0].text, &joined(&mutant), "seed.min.bpl", &format!("{MUTANT_BASE}.min.bpl"));
    std::fs::write(&diff_path, diff)?;
    let chain = match chain {
        Some(c) => {
            let p = out.join("chain.txt");
            std::fs::write(&p, format!("{c}\n"))?;
            Some(p)
        }
        None => None,
    };
    Ok(Written { seed: seed_path, mutant: mutant_path, diff: diff_path, chain })
}

/// Files written for a single reduced text (a program or a query): the input as read (or as
/// printed), the result, and the unified diff from one to the other.
#[derive(Clone, Debug)]
pub struct WrittenSingle {
    pub input: PathBuf,
    pub result: PathBuf,
    /// Further renderings of the result (the query for cvc5).
    pub extra: Vec<PathBuf>,
    pub diff: PathBuf,
}

/// Writes `OUT/INPUT_NAME` (`input`), `OUT/RESULT_NAME` (`result`), the `extra` files and
/// `OUT/diff.patch` (input to result). Creates `OUT` if needed.
pub fn write_single(
    out: &Path,
    (input_name, input): (&str, &str),
    (result_name, result): (&str, &str),
    extra: &[(&str, &str)],
) -> std::io::Result<WrittenSingle> {
    std::fs::create_dir_all(out)?;
    let write = |name: &str, text: &str| -> std::io::Result<PathBuf> {
        let p = out.join(name);
        std::fs::write(&p, text)?;
        Ok(p)
    };
    let input_path = write(input_name, input)?;
    let result_path = write(result_name, result)?;
    let extra = extra.iter().map(|(n, t)| write(n, t)).collect::<std::io::Result<Vec<_>>>()?;
    let diff = write("diff.patch", &unified_diff(input, result, input_name, result_name))?;
    Ok(WrittenSingle { input: input_path, result: result_path, extra, diff })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diffs_name_both_sides_and_mark_changes() {
        let d = unified_diff("a\nb\nc\n", "b\na\nc\n", "seed.bpl", "mutant.bpl");
        assert!(d.starts_with("--- seed.bpl\n+++ mutant.bpl\n"), "{d}");
        assert!(d.contains("\n-b\n") && d.contains("\n+b\n"), "{d}");
        assert!(d.contains("@@"));
        assert_eq!(unified_diff("x\n", "x\n", "a", "b"), "");
    }
}
