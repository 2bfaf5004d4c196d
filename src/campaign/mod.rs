//! Campaigns: seeds × batches × tools, the shape of every experiment wobble runs.
//!
//! `wobble fuzz` is a campaign with one batch (M*, N mutants); `wobble campaign` runs the paper's
//! design (Sec. 4.1: batch M* of 100 mutants with every operator but G2, and a batch M_J of 50
//! mutants for each operator J), or all declaration orders of a small program (`--enumerate S1`,
//! the Fig. 1 experiment). The stages:
//! - [`seeds`]: find seed files and their groups (`--groups` mapping files: [`crate::runner::groups`]);
//! - [`batches`]: what each batch generates;
//! - [`shard`]: which programs one invocation of a sharded campaign runs;
//! - [`engine`]: generate the mutants (deterministically, in parallel), write them with their
//!   headers, keep this shard's share, and run everything through the runner
//!   ([`run_campaign`], the one entry point; [`CampaignSpec::fuzz`] is `wobble fuzz`'s preset);
//! - [`guided`]: feedback-guided fuzzing (`fuzz --guided`): rounds, parents by cost, a bandit
//!   over seeds;
//! - [`manifest`]: the manifest of a new run (the file and the `--resume` check are
//!   [`crate::store::manifest`]'s);
//! - [`report`]: the per-seed summary printed at the end of a fuzz run;
//! - [`slurm`]: job scripts that run a sharded campaign as a Slurm array job;
//! - [`error`]: what stops a campaign, with its kind.

pub mod batches;
pub mod engine;
pub mod error;
pub mod guided;
pub mod manifest;
pub mod report;
pub mod seeds;
pub mod shard;
pub mod slurm;
pub mod yields;

pub use crate::store::Manifest;
pub use batches::{BatchKind, BatchSpec};
pub use engine::{prepare, run_campaign, CampaignSpec, GenerationNote, MutantTools, Prepared};
pub use error::CampaignError;
pub use report::{Counting, FuzzReport};
pub use seeds::{discover_seeds, SeedFile};
pub use shard::Shard;
