//! Campaigns: the paper's batches M* and M_J over a seed directory, resumable and shardable.
//! (Stub: filled in by the campaign work.)
