//! Sites: where an operator applies, as indices into a [`super::Variant`], with a compact text form
//! (no spaces, no parentheses) used in mutant chains such as `S1(2,5) L3(4#0,1)`.
//!
//! Text grammar (`D` is a declaration reference: `N` for declaration N of file 0, `F/N` for
//! declaration N of file F; all indices are 0-based):
//!
//! | text          | site                                                       | operators |
//! |---------------|------------------------------------------------------------|-----------|
//! | `D,D`         | two declarations of one file                               | S1        |
//! | `D`           | one declaration                                            | S2, L2    |
//! | `D>F`         | declaration D moved to the end of file F (F = #files: new) | S3        |
//! | `D:vA,B`      | local declarations A and B of D's body                     | L1        |
//! | `D:vA`        | local declaration A of D's body                            | L2        |
//! | `D#A,B`       | contract clauses A and B (indices into D's spec list)      | L3 L4 L5  |
//! | `D@bK.I,J`    | statements I and J = I+1 of block K (pre-order) of D's body | L5       |
//! | `D@wK.A,B`    | invariants A, B (loop-spec indices) of loop K of D's body  | L5        |
//! | `D@iK`        | if statement K (pre-order, else-ifs included) of D's body  | L6        |
//! | `D:requires`, `D:ensures` | a new last requires/ensures clause of D        | G1        |
//! | `D@wK`        | a new last invariant of loop K                             | G1        |
//! | `D@bK.I`      | a new statement at position I of block K                   | G1        |
//! | `D#tK`        | trigger K (pre-order over D's expressions)                 | G2        |
//! | `D:uK`        | axiom K of the `uses` clause of constant/function D        | G3        |
//! | `D>uO`        | top-level axiom D and constant/function O of D's file      | G4        |
//!
//! Blocks, ifs and loops are numbered by a pre-order walk of the body (see [`super::walk`]).

use crate::error::{ErrorKind, HasKind};
use std::fmt;
use std::str::FromStr;

/// Declaration `index` of file `file` of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclRef {
    pub file: usize,
    pub index: usize,
}

impl DeclRef {
    pub fn new(file: usize, index: usize) -> DeclRef {
        DeclRef { file, index }
    }
}

impl fmt::Display for DeclRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.file == 0 {
            write!(f, "{}", self.index)
        } else {
            write!(f, "{}/{}", self.file, self.index)
        }
    }
}

/// Which contract clause G1 adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecKind {
    Requires,
    Ensures,
}

/// A location where an operator applies (see the module documentation for the text form).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    DeclPair {
        file: usize,
        a: usize,
        b: usize,
    },
    Decl(DeclRef),
    Move {
        decl: DeclRef,
        to_file: usize,
    },
    LocalPair {
        decl: DeclRef,
        a: usize,
        b: usize,
    },
    Local {
        decl: DeclRef,
        index: usize,
    },
    SpecPair {
        decl: DeclRef,
        a: usize,
        b: usize,
    },
    /// Statements `first` and `first + 1` of a block.
    AssertPair {
        decl: DeclRef,
        block: usize,
        first: usize,
    },
    InvariantPair {
        decl: DeclRef,
        loop_index: usize,
        a: usize,
        b: usize,
    },
    If {
        decl: DeclRef,
        index: usize,
    },
    AddSpec {
        decl: DeclRef,
        kind: SpecKind,
    },
    AddInvariant {
        decl: DeclRef,
        loop_index: usize,
    },
    AddAssert {
        decl: DeclRef,
        block: usize,
        pos: usize,
    },
    Trigger {
        decl: DeclRef,
        index: usize,
    },
    /// Axiom `index` of the `uses` clause of the constant or function `decl`.
    UsesAxiom {
        decl: DeclRef,
        index: usize,
    },
    /// The top-level axiom `axiom` and the constant or function at index `owner` of its file.
    Sink {
        axiom: DeclRef,
        owner: usize,
    },
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Site::DeclPair { file, a, b } => {
                write!(f, "{},{}", DeclRef::new(*file, *a), DeclRef::new(*file, *b))
            }
            Site::Decl(d) => write!(f, "{d}"),
            Site::Move { decl, to_file } => write!(f, "{decl}>{to_file}"),
            Site::LocalPair { decl, a, b } => write!(f, "{decl}:v{a},{b}"),
            Site::Local { decl, index } => write!(f, "{decl}:v{index}"),
            Site::SpecPair { decl, a, b } => write!(f, "{decl}#{a},{b}"),
            Site::AssertPair { decl, block, first } => write!(f, "{decl}@b{block}.{first},{}", first + 1),
            Site::InvariantPair { decl, loop_index, a, b } => write!(f, "{decl}@w{loop_index}.{a},{b}"),
            Site::If { decl, index } => write!(f, "{decl}@i{index}"),
            Site::AddSpec { decl, kind: SpecKind::Requires } => write!(f, "{decl}:requires"),
            Site::AddSpec { decl, kind: SpecKind::Ensures } => write!(f, "{decl}:ensures"),
            Site::AddInvariant { decl, loop_index } => write!(f, "{decl}@w{loop_index}"),
            Site::AddAssert { decl, block, pos } => write!(f, "{decl}@b{block}.{pos}"),
            Site::Trigger { decl, index } => write!(f, "{decl}#t{index}"),
            Site::UsesAxiom { decl, index } => write!(f, "{decl}:u{index}"),
            Site::Sink { axiom, owner } => write!(f, "{axiom}>u{owner}"),
        }
    }
}

/// A site text that does not follow the grammar in the module documentation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed site `{text}`: {reason}")]
pub struct SiteParseError {
    pub text: String,
    pub reason: String,
}

impl HasKind for SiteParseError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::BadInput
    }
}

struct Cursor<'a> {
    rest: &'a str,
}

impl<'a> Cursor<'a> {
    fn number(&mut self) -> Option<usize> {
        let len = self.rest.bytes().take_while(|b| b.is_ascii_digit()).count();
        if len == 0 || len > 9 {
            return None;
        }
        let n = self.rest[..len].parse().ok()?;
        self.rest = &self.rest[len..];
        Some(n)
    }
    fn eat(&mut self, s: &str) -> bool {
        match self.rest.strip_prefix(s) {
            Some(r) => {
                self.rest = r;
                true
            }
            None => false,
        }
    }
    fn decl_ref(&mut self) -> Option<DeclRef> {
        let first = self.number()?;
        if self.eat("/") {
            let index = self.number()?;
            Some(DeclRef::new(first, index))
        } else {
            Some(DeclRef::new(0, first))
        }
    }
    fn pair(&mut self) -> Option<(usize, usize)> {
        let a = self.number()?;
        if !self.eat(",") {
            return None;
        }
        let b = self.number()?;
        Some((a, b))
    }
}

fn parse_site(text: &str) -> Option<Site> {
    let mut c = Cursor { rest: text };
    let decl = c.decl_ref()?;
    let site = if c.rest.is_empty() {
        Site::Decl(decl)
    } else if c.eat(",") {
        let other = c.decl_ref()?;
        if other.file != decl.file {
            return None;
        }
        Site::DeclPair { file: decl.file, a: decl.index, b: other.index }
    } else if c.eat(">u") {
        Site::Sink { axiom: decl, owner: c.number()? }
    } else if c.eat(">") {
        Site::Move { decl, to_file: c.number()? }
    } else if c.eat(":u") {
        Site::UsesAxiom { decl, index: c.number()? }
    } else if c.eat(":requires") {
        Site::AddSpec { decl, kind: SpecKind::Requires }
    } else if c.eat(":ensures") {
        Site::AddSpec { decl, kind: SpecKind::Ensures }
    } else if c.eat(":v") {
        let a = c.number()?;
        if c.eat(",") {
            Site::LocalPair { decl, a, b: c.number()? }
        } else {
            Site::Local { decl, index: a }
        }
    } else if c.eat("#t") {
        Site::Trigger { decl, index: c.number()? }
    } else if c.eat("#") {
        let (a, b) = c.pair()?;
        Site::SpecPair { decl, a, b }
    } else if c.eat("@b") {
        let block = c.number()?;
        if !c.eat(".") {
            return None;
        }
        let i = c.number()?;
        if c.eat(",") {
            let j = c.number()?;
            if j != i + 1 {
                return None;
            }
            Site::AssertPair { decl, block, first: i }
        } else {
            Site::AddAssert { decl, block, pos: i }
        }
    } else if c.eat("@w") {
        let loop_index = c.number()?;
        if c.eat(".") {
            let (a, b) = c.pair()?;
            Site::InvariantPair { decl, loop_index, a, b }
        } else {
            Site::AddInvariant { decl, loop_index }
        }
    } else if c.eat("@i") {
        Site::If { decl, index: c.number()? }
    } else {
        return None;
    };
    if c.rest.is_empty() {
        Some(site)
    } else {
        None
    }
}

impl FromStr for Site {
    type Err = SiteParseError;
    fn from_str(text: &str) -> Result<Site, SiteParseError> {
        parse_site(text).ok_or_else(|| SiteParseError {
            text: text.to_string(),
            reason: "expected a site such as `2,5`, `3`, `3>1`, `4:v0,1`, `4#0,2`, `4@b1.2`, `4@i0`, `4#t0`, `4:u0` or `4>u2`"
                .to_string(),
        })
    }
}

impl Site {
    /// The declaration the site is in (for pairs of declarations: the first one).
    pub fn decl(&self) -> DeclRef {
        match self {
            Site::DeclPair { file, a, .. } => DeclRef::new(*file, *a),
            Site::Decl(d) => *d,
            Site::Move { decl, .. }
            | Site::LocalPair { decl, .. }
            | Site::Local { decl, .. }
            | Site::SpecPair { decl, .. }
            | Site::AssertPair { decl, .. }
            | Site::InvariantPair { decl, .. }
            | Site::If { decl, .. }
            | Site::AddSpec { decl, .. }
            | Site::AddInvariant { decl, .. }
            | Site::AddAssert { decl, .. }
            | Site::Trigger { decl, .. }
            | Site::UsesAxiom { decl, .. } => *decl,
            Site::Sink { axiom, .. } => *axiom,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_kinds() -> Vec<Site> {
        let d = DeclRef::new(0, 4);
        let e = DeclRef::new(2, 7);
        vec![
            Site::DeclPair { file: 0, a: 2, b: 5 },
            Site::DeclPair { file: 1, a: 0, b: 3 },
            Site::Decl(d),
            Site::Decl(e),
            Site::Move { decl: e, to_file: 3 },
            Site::LocalPair { decl: d, a: 0, b: 2 },
            Site::Local { decl: e, index: 1 },
            Site::SpecPair { decl: d, a: 1, b: 3 },
            Site::AssertPair { decl: d, block: 2, first: 4 },
            Site::InvariantPair { decl: e, loop_index: 1, a: 0, b: 2 },
            Site::If { decl: d, index: 3 },
            Site::AddSpec { decl: d, kind: SpecKind::Requires },
            Site::AddSpec { decl: e, kind: SpecKind::Ensures },
            Site::AddInvariant { decl: d, loop_index: 0 },
            Site::AddAssert { decl: d, block: 1, pos: 0 },
            Site::Trigger { decl: e, index: 5 },
            Site::UsesAxiom { decl: d, index: 1 },
            Site::UsesAxiom { decl: e, index: 0 },
            Site::Sink { axiom: d, owner: 2 },
            Site::Sink { axiom: e, owner: 0 },
        ]
    }

    #[test]
    fn every_site_kind_round_trips_and_has_no_spaces_or_parens() {
        for s in all_kinds() {
            let text = s.to_string();
            assert!(!text.contains(' ') && !text.contains('(') && !text.contains(')'), "{text}");
            assert_eq!(text.parse::<Site>(), Ok(s.clone()), "{text}");
        }
    }

    #[test]
    fn texts_are_as_documented() {
        assert_eq!(Site::DeclPair { file: 0, a: 2, b: 5 }.to_string(), "2,5");
        assert_eq!(Site::DeclPair { file: 1, a: 0, b: 3 }.to_string(), "1/0,1/3");
        assert_eq!(Site::AssertPair { decl: DeclRef::new(0, 4), block: 2, first: 4 }.to_string(), "4@b2.4,5");
        assert_eq!(Site::Trigger { decl: DeclRef::new(1, 0), index: 2 }.to_string(), "1/0#t2");
        assert_eq!(Site::UsesAxiom { decl: DeclRef::new(0, 3), index: 1 }.to_string(), "3:u1");
        assert_eq!(Site::Sink { axiom: DeclRef::new(1, 4), owner: 2 }.to_string(), "1/4>u2");
    }

    #[test]
    fn malformed_sites_are_rejected() {
        for bad in [
            "",
            "a",
            "1,",
            "1,2,3",
            "0/1,1/2",
            "4@b2.4,6",
            "4@x1",
            "4#",
            "4#1",
            "4:v",
            "4:foo",
            "4:u",
            "4>u",
            "4>u1/2",
            "1 2",
            "99999999999",
        ] {
            assert!(bad.parse::<Site>().is_err(), "{bad:?} should not parse");
        }
    }
}
