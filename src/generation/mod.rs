//! Mutant generation (the paper's Algorithm 1), mutant chains and file headers, and the
//! enumeration of all declaration orders (the Fig. 1 experiment).
//!
//! - [`weights`]: operator weights (`S1=1,L3=2`);
//! - [`chain`]: the sequence of operator applications that turns a seed into a mutant;
//! - [`algorithm`]: Algorithm 1 (`generate`, `generate_many`);
//! - [`header`]: the comment header of mutant files, and regeneration from it;
//! - [`guided`]: the pool of feedback-guided generation (`fuzz --guided`);
//! - [`enumerate`]: every permutation of a small program's declarations;
//! - [`families`]: the generator of the scalability seed families (`seeds/S-scalability`).

pub mod algorithm;
pub mod chain;
pub mod enumerate;
pub mod families;
pub mod guided;
pub mod header;
pub mod weights;

pub use algorithm::{generate, generate_many, GenParams, Generated, Mutant, StopReason};
pub use chain::{apply_chain, Chain, ChainError, Step};
pub use header::{mutant_base_name, parse_header, regenerate, render_mutant, seed_hash, Header, HeaderError};
pub use weights::Weights;
