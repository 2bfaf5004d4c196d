//! Which (seed, tool) pairs have flipped so far: the seed verified and a mutant did not (a mutant
//! rejected by the tool's front end, or an invalid one, is no flip). Fed with
//! every recorded row (including rows of an earlier invocation when resuming), in any order; used
//! by `stop_on_first` to skip the remaining mutants of a flipped seed.

use super::plan::SeedTool;
use super::record::{RunRecord, SEED_BATCH};
use crate::verifiers::Outcome;
use std::collections::HashMap;

#[derive(Clone, Debug, Default)]
struct State {
    seed: Option<Outcome>,
    /// Some mutant did not pass (a flip once the seed is known to pass).
    mutant_failed: bool,
}

#[derive(Clone, Debug, Default)]
pub struct FlipTracker {
    states: HashMap<SeedTool, State>,
}

impl FlipTracker {
    pub fn new() -> FlipTracker {
        FlipTracker::default()
    }

    /// Notes one recorded run; returns true if this run made its (seed, tool) flip.
    pub fn observe(&mut self, r: &RunRecord) -> bool {
        let key = (r.seed.clone(), r.tool.clone());
        let was = self.is_flipped_key(&key);
        let st = self.states.entry(key.clone()).or_default();
        if r.batch == SEED_BATCH {
            st.seed = Some(r.outcome);
        } else if !r.outcome.passes() && r.outcome.is_verification() {
            // with a passing seed this is exactly `plan::is_flip(seed, mutant)`
            st.mutant_failed = true;
        }
        !was && self.is_flipped_key(&key)
    }

    fn is_flipped_key(&self, key: &SeedTool) -> bool {
        match self.states.get(key) {
            Some(State { seed: Some(s), mutant_failed: true }) => s.passes(),
            _ => false,
        }
    }

    /// True once the seed's run passed and some mutant's run did not.
    pub fn is_flipped(&self, seed: &str, tool: &str) -> bool {
        self.is_flipped_key(&(seed.to_string(), tool.to_string()))
    }

    /// Whether some mutant of `seed` did not pass with `tool` (whatever the seed's outcome).
    pub fn mutant_failed(&self, seed: &str, tool: &str) -> bool {
        self.states.get(&(seed.to_string(), tool.to_string())).is_some_and(|s| s.mutant_failed)
    }

    /// The seed's own outcome with `tool`, if recorded.
    pub fn seed_outcome(&self, seed: &str, tool: &str) -> Option<Outcome> {
        self.states.get(&(seed.to_string(), tool.to_string())).and_then(|s| s.seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(batch: &str, tool: &str, outcome: Outcome) -> RunRecord {
        RunRecord::sample("a.bpl", "A", batch, "", tool, outcome)
    }

    #[test]
    fn flip_needs_a_passing_seed_and_a_failing_mutant_in_any_order() {
        let mut t = FlipTracker::new();
        assert!(!t.observe(&row("M*", "boogie", Outcome::Timeout)));
        assert!(!t.is_flipped("a.bpl", "boogie"));
        assert!(t.observe(&row(SEED_BATCH, "boogie", Outcome::Verified)));
        assert!(t.is_flipped("a.bpl", "boogie"));
        assert!(!t.observe(&row("M*", "boogie", Outcome::Failed)), "only the first flip is new");
        // per tool; a failing seed never flips
        assert!(!t.observe(&row(SEED_BATCH, "cvc4", Outcome::Failed)));
        assert!(!t.observe(&row("M*", "cvc4", Outcome::Failed)));
        assert!(!t.observe(&row("M*", "why3", Outcome::Verified)));
        assert!(!t.observe(&row(SEED_BATCH, "why3", Outcome::Verified)));
        assert_eq!(t.seed_outcome("a.bpl", "cvc4"), Some(Outcome::Failed));
        assert!(t.mutant_failed("a.bpl", "cvc4") && !t.mutant_failed("a.bpl", "why3"));
        assert!(!t.is_flipped("a.bpl", "cvc4") && !t.is_flipped("a.bpl", "why3"));
        // A mutant the front end rejects, or an invalid one, is no verification flip.
        assert!(!t.observe(&row(SEED_BATCH, "z3", Outcome::Verified)));
        assert!(!t.observe(&row("M*", "z3", Outcome::TypeError)));
        assert!(!t.observe(&row("M*", "z3", Outcome::ParseError)));
        assert!(!t.observe(&row("M*", "z3", Outcome::InvalidMutant)));
        assert!(!t.is_flipped("a.bpl", "z3") && !t.mutant_failed("a.bpl", "z3"));
        assert!(t.observe(&row("M*", "z3", Outcome::Unknown)));
    }
}
