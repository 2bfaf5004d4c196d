//! Edits of a query's text that repairs are made of: a quantifier's proof instances beside it or
//! in its place, the quantifier erased, an existential skolemized ([`instantiate`]); the
//! existential hypotheses skolemized at declared constants and a proof's instances over them
//! asserted ([`skolem`]).

pub mod instantiate;
pub mod skolem;
