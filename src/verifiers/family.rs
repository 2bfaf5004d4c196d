//! What a campaign announces to a verifier before running a seed's mutants
//! ([`super::Verifier::prefetch`]): the mutants, each optionally with a narrowed stand-in for
//! extracting its VCs.
//!
//! A mutation usually changes one procedure and leaves the other implementations' VCs exactly
//! as they are in the seed. A [`Narrowed`] program is the mutant with `{:verify false}` on those
//! implementations: Boogie still reads, resolves and type-checks the whole program (its
//! background, lambdas included, is unchanged) but generates only the VCs the mutation can have
//! changed, plus one it cannot have changed (the witness), which the query level compares with
//! the seed's before it trusts the others to be the seed's (`crate::querylevel::scope`).

use crate::syntax::source::ProgramText;
use std::collections::BTreeSet;
use std::sync::Arc;

/// One announced mutant.
#[derive(Clone, Debug)]
pub struct Member {
    pub program: ProgramText,
    /// A cheaper program to extract its VCs from, when one is known to be equivalent.
    pub narrowed: Option<Arc<Narrowed>>,
}

/// A mutant narrowed to the VCs its mutation can have changed (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrowed {
    /// The content hash ([`ProgramText::content_hash`]) of the seed, as its own run verifies
    /// it, whose queries the untouched implementations take.
    pub seed: String,
    /// The mutant with `{:verify false}` on every implementation of `from_seed` but the witness.
    pub program: ProgramText,
    /// The mutant's VC names (its implementations' names), in the order Boogie verifies them.
    pub order: Vec<String>,
    /// The implementations whose VCs are the seed's, by name (the witness among them).
    pub from_seed: Vec<String>,
    /// The implementation of `from_seed` that `program` still verifies.
    pub witness: String,
    /// How the mutant differs from its seed, when several such mutants may share one program.
    pub edits: Option<Edits>,
}

/// A seed's top-level declarations as printed, and the name of each that is an implementation:
/// shared by the [`Edits`] of its mutants.
#[derive(Debug, PartialEq, Eq)]
pub struct SeedDecls {
    pub texts: Vec<String>,
    pub implementations: Vec<Option<String>>,
}

/// A narrowed mutant that has its seed's declarations in their places and differs only in the
/// text of some procedures and implementations: mutants of one seed whose edits do not meet can
/// be extracted from one program (`crate::querylevel::scope`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edits {
    pub seed: Arc<SeedDecls>,
    /// The declarations whose text differs from the seed's: (index, the mutant's text).
    pub changed: Vec<(usize, String)>,
    /// The declarations its extracted VCs are made of (indices): those implementations, their
    /// procedures and the procedures they call.
    pub reads: BTreeSet<usize>,
}
