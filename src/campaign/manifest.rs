//! The run manifest of a new `fuzz` / `campaign` run ([`new`]): its seeds, tools and batches,
//! with the settings of the command. The file itself, its reading and the `--resume` check are
//! the results store's ([`crate::store::manifest`]).

use super::batches::{BatchKind, BatchSpec};
use super::engine::CampaignSpec;
use super::seeds::SeedFile;
use crate::store::manifest::{Manifest, ManifestBatch, ManifestSeed, ManifestTool, Settings};

/// The manifest of a run of `spec` over `seeds`, started by `command` with `settings` (those of
/// the command's own flags; the shard is added here).
pub fn new(command: &str, seeds: &[SeedFile], spec: &CampaignSpec, mut settings: Settings) -> Manifest {
    if spec.shard.count > 1 {
        settings.shard = Some(spec.shard.to_string());
    }
    Manifest {
        wobble_version: env!("CARGO_PKG_VERSION").to_string(),
        command: command.to_string(),
        settings,
        seeds: seeds
            .iter()
            .map(|s| ManifestSeed { path: s.id.clone(), group: s.group.clone(), sha256: s.hash.clone() })
            .collect(),
        tools: spec
            .tools
            .iter()
            .map(|t| ManifestTool { label: t.label().to_string(), version: t.version().to_string() })
            .collect(),
        batches: spec.batches.iter().map(batch_entry).collect(),
    }
}

fn batch_entry(b: &BatchSpec) -> ManifestBatch {
    match &b.kind {
        BatchKind::Random { weights, count, max_attempts } => ManifestBatch {
            name: b.name.clone(),
            kind: "random".into(),
            mutants: *count,
            weights: weights.to_string(),
            max_attempts: max_attempts.to_string(),
        },
        BatchKind::EnumerateOrders => ManifestBatch {
            name: b.name.clone(),
            kind: "enumerate-orders".into(),
            mutants: 0,
            weights: String::new(),
            max_attempts: String::new(),
        },
    }
}
