//! Parallel verifier runs with timeouts, a content-hash cache, and streamed CSV results.
//! (Runner: filled in by the verifier work.)

pub mod record;

pub use record::RunRecord;
