//! Mutant generation (the paper's Algorithm 1), mutant file headers, and seed-family generators.
//! (Stub: filled in by the mutation work.)
pub mod families;
