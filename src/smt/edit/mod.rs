//! Edits of a query's text that repairs are made of: a quantifier's proof instances asserted
//! beside it or in its place, the quantifier erased, an existential skolemized
//! ([`instantiate`]).

pub mod instantiate;
