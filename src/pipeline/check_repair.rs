//! `wobble check-repair ORIGINAL EDITED`: can the edited Boogie program or `.smt2` query prove
//! less than the original? Reads and parses both files (of one kind, by extension) and runs the
//! never-weaken whitelist explain applies to its repairs ([`crate::explain::never_weaken`]).

use crate::error::{bad_input, FileError, Result};
use crate::explain::never_weaken::{bpl, smt, Side, Verdict};
use std::path::Path;

/// What kind of file both inputs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Boogie,
    Smt,
}

impl Kind {
    /// The kind named by the file's extension (`.bpl`; `.smt2` or `.smt`).
    fn of(path: &Path) -> Option<Kind> {
        match path.extension()?.to_str()? {
            "bpl" => Some(Kind::Boogie),
            "smt2" | "smt" => Some(Kind::Smt),
            _ => None,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Kind::Boogie => "a Boogie program (.bpl)",
            Kind::Smt => "an SMT-LIB query (.smt2)",
        }
    }
}

/// The check's answer on two files.
#[derive(Debug)]
pub struct CheckedRepair {
    pub kind: Kind,
    /// The files as the user named them.
    pub original: String,
    pub edited: String,
    pub verdict: Verdict,
}

impl CheckedRepair {
    /// `FILE:LINE` of a line of `side`.
    pub fn at(&self, side: Side, line: usize) -> String {
        let file = if side == Side::Original { &self.original } else { &self.edited };
        format!("{file}:{line}")
    }
}

/// Checks that `edited` never weakens `original`. Bad input: a file that cannot be read or
/// parsed (with the parser's `FILE:LINE:COL`), an extension that is neither `.bpl` nor `.smt2`,
/// or two files of different kinds.
pub fn run(original: &Path, edited: &Path) -> Result<CheckedRepair> {
    let kind = |p: &Path| match Kind::of(p) {
        Some(k) => Ok(k),
        None => bad_input(format!("{}: not a .bpl or .smt2 file", p.display())),
    };
    let (ko, ke) = (kind(original)?, kind(edited)?);
    if ko != ke {
        return bad_input(format!(
            "{} is {} and {} is {}: check-repair compares two files of one kind",
            original.display(),
            ko.describe(),
            edited.display(),
            ke.describe()
        ));
    }
    let verdict = match ko {
        Kind::Boogie => {
            let read = |p: &Path| -> Result<crate::syntax::ast::Program> {
                let text = std::fs::read_to_string(p).map_err(|e| FileError::read(p, e))?;
                Ok(crate::syntax::parse_program(&text, &p.display().to_string())?)
            };
            bpl::verdict(&read(original)?, &read(edited)?)
        }
        Kind::Smt => smt::verdict_units(
            &crate::smt::text::unit::read_file(original)?,
            &crate::smt::text::unit::read_file(edited)?,
        ),
    };
    Ok(CheckedRepair {
        kind: ko,
        original: original.display().to_string(),
        edited: edited.display().to_string(),
        verdict,
    })
}
