//! The loaded rows organised for the measures: for every (seed, tool) pair, the outcome of the
//! seed's own run and the mutant runs of each batch.
//!
//! A (seed, tool) pair exists when at least one row names both. Its seed outcome is the row of
//! batch `seed` (absent if that run is missing: such a seed is neither passing nor failing and is
//! left out of every table). Mutants are all rows of any other batch, kept per batch name.
//! Groups and tools are listed in natural order (`4.4.1` before `4.10.0`).

use super::load::Row;
use super::{natural_cmp, OpSet};
use crate::runner::record::{SEED_BATCH, STAR_BATCH};
use crate::verifiers::outcome::Outcome;
use std::collections::{BTreeMap, BTreeSet};

/// One mutant run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MutantRun {
    pub outcome: Outcome,
    pub ops: OpSet,
}

impl MutantRun {
    /// ¬t(m): a verification outcome other than `verified` (a mutant the tool's front end
    /// rejected, or an invalid one, is not a verification result: [`Outcome::is_verification`]).
    pub fn fails(&self) -> bool {
        !self.outcome.passes() && self.outcome.is_verification()
    }

    /// Whether the row is a verification result (see [`MutantRun::fails`]).
    pub fn is_verification(&self) -> bool {
        self.outcome.is_verification()
    }

    /// The tool's front end rejected the mutant (parse or type error).
    pub fn rejected(&self) -> bool {
        self.outcome.rejected()
    }
}

/// All runs of one seed with one tool.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedTool {
    pub seed: String,
    pub group: String,
    pub tool: String,
    /// Outcome of the seed's own run (batch `seed`), if recorded.
    pub seed_outcome: Option<Outcome>,
    /// Mutant runs per batch name (`M*`, `M_S1`, ..., and any custom batch).
    pub batches: BTreeMap<String, Vec<MutantRun>>,
}

impl SeedTool {
    /// t(s): the seed verified.
    pub fn passes(&self) -> bool {
        self.seed_outcome.is_some_and(Outcome::passes)
    }

    /// The seed run exists and did not verify.
    pub fn fails(&self) -> bool {
        self.seed_outcome.is_some_and(|o| !o.passes())
    }

    /// The mutants of batch `name` (empty if none).
    pub fn batch(&self, name: &str) -> &[MutantRun] {
        self.batches.get(name).map_or(&[], Vec::as_slice)
    }

    /// The mutants of the general batch M*.
    pub fn star(&self) -> &[MutantRun] {
        self.batch(STAR_BATCH)
    }
}

/// The rows of a result set, indexed by group, tool and seed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    /// Group names, natural order.
    pub groups: Vec<String>,
    /// Tool labels, natural order.
    pub tools: Vec<String>,
    /// One entry per (seed, tool) pair, ordered by group, tool, seed.
    pub entries: Vec<SeedTool>,
    /// The batches the runs had: every batch of some row, and those the run manifests list
    /// ([`Index::add_batches`]). A measure of a batch not here is `-`, not 0.
    pub batches_run: BTreeSet<String>,
}

impl Index {
    /// Builds the index. Rows are expected to agree on each seed's group
    /// ([`super::load::check_groups`]); otherwise the first row's group is used.
    pub fn build(rows: &[Row]) -> Index {
        let mut map: BTreeMap<(String, String), SeedTool> = BTreeMap::new();
        for row in rows {
            let r = &row.record;
            let entry = map.entry((r.seed.clone(), r.tool.clone())).or_insert_with(|| SeedTool {
                seed: r.seed.clone(),
                group: r.group.clone(),
                tool: r.tool.clone(),
                seed_outcome: None,
                batches: BTreeMap::new(),
            });
            if r.batch == SEED_BATCH {
                entry.seed_outcome = Some(r.outcome);
            } else {
                entry.batches.entry(r.batch.clone()).or_default().push(MutantRun { outcome: r.outcome, ops: row.ops });
            }
        }
        let mut entries: Vec<SeedTool> = map.into_values().collect();
        entries.sort_by(|a, b| {
            natural_cmp(&a.group, &b.group)
                .then_with(|| natural_cmp(&a.tool, &b.tool))
                .then_with(|| natural_cmp(&a.seed, &b.seed))
        });
        let mut groups: Vec<String> = entries.iter().map(|e| e.group.clone()).collect();
        groups.sort_by(|a, b| natural_cmp(a, b));
        groups.dedup();
        let mut tools: Vec<String> = entries.iter().map(|e| e.tool.clone()).collect();
        tools.sort_by(|a, b| natural_cmp(a, b));
        tools.dedup();
        let batches_run = entries.iter().flat_map(|e| e.batches.keys().cloned()).collect();
        Index { groups, tools, entries, batches_run }
    }

    /// Adds batches a run had even if no row shows them (a batch that generated no mutant).
    pub fn add_batches(&mut self, batches: impl IntoIterator<Item = String>) {
        self.batches_run.extend(batches);
    }

    /// Whether any run had batch `name`.
    pub fn ran(&self, batch: &str) -> bool {
        self.batches_run.contains(batch)
    }

    /// The (seed, tool) entries of `tool` in `group` (`None`: every group).
    pub fn select<'a>(&'a self, group: Option<&'a str>, tool: &'a str) -> impl Iterator<Item = &'a SeedTool> + 'a {
        self.entries.iter().filter(move |e| e.tool == tool && group.is_none_or(|g| e.group == g))
    }

    /// The row keys of a table: every group × every tool, then `all` × every tool.
    pub fn row_keys(&self) -> Vec<(Option<&str>, &str)> {
        let mut keys = Vec::new();
        for g in &self.groups {
            for t in &self.tools {
                keys.push((Some(g.as_str()), t.as_str()));
            }
        }
        for t in &self.tools {
            keys.push((None, t.as_str()));
        }
        keys
    }
}
