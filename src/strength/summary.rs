//! The report's numbers and text: per-procedure kill rates, the survivors (with location,
//! operator, one-line diff and the procedure whose contract let them through), the unstable
//! ones, and the share of mutants pruned as equivalent.
//!
//! Kill rate of a procedure = killed / counted mutants, where counted mutants are those that
//! were verified: equivalent (pruned) and invalid (rejected by Boogie) mutants are left out;
//! survivors, unstable survivors, timeouts and unknowns count as not killed.

use super::run::SeedReport;
use super::{MutantOutcome, Row};
use std::fmt::Write as _;

/// The outcome counts of one procedure of one seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProcedureStats {
    pub seed: String,
    pub procedure: String,
    /// Indexed like [`MutantOutcome::ALL`].
    pub counts: [usize; 7],
}

impl ProcedureStats {
    pub fn count(&self, o: MutantOutcome) -> usize {
        MutantOutcome::ALL.iter().position(|x| *x == o).map_or(0, |i| self.counts[i])
    }

    /// Mutants in the kill rate's denominator.
    pub fn counted(&self) -> usize {
        MutantOutcome::ALL.iter().zip(self.counts).filter(|(o, _)| o.counts()).map(|(_, c)| c).sum()
    }

    /// killed / counted, when anything was counted.
    pub fn kill_rate(&self) -> Option<f64> {
        let c = self.counted();
        (c > 0).then(|| self.count(MutantOutcome::Killed) as f64 / c as f64)
    }
}

/// Outcome counts per (seed, procedure), in order of first appearance.
pub fn per_procedure(reports: &[SeedReport]) -> Vec<ProcedureStats> {
    let mut out: Vec<ProcedureStats> = Vec::new();
    for r in reports.iter().flat_map(|s| &s.rows) {
        let i = match out.iter().position(|p| p.seed == r.seed && p.procedure == r.procedure) {
            Some(i) => i,
            None => {
                out.push(ProcedureStats { seed: r.seed.clone(), procedure: r.procedure.clone(), counts: [0; 7] });
                out.len() - 1
            }
        };
        if let Some(k) = MutantOutcome::ALL.iter().position(|o| *o == r.outcome) {
            out[i].counts[k] += 1;
        }
    }
    out
}

/// The rows with outcome `o`.
pub fn with_outcome(reports: &[SeedReport], o: MutantOutcome) -> Vec<&Row> {
    reports.iter().flat_map(|s| &s.rows).filter(|r| r.outcome == o).collect()
}

/// Totals over all rows: (mutants, equivalent, identical after qid normalization only).
pub fn totals(reports: &[SeedReport]) -> (usize, usize, usize) {
    let rows: Vec<&Row> = reports.iter().flat_map(|s| &s.rows).collect();
    let eq = rows.iter().filter(|r| r.outcome == MutantOutcome::Equivalent).count();
    let norm = rows.iter().filter(|r| r.normalized_equal_to.is_some()).count();
    (rows.len(), eq, norm)
}

/// `a/b (p%)`, or `a/0` when nothing was counted.
pub fn ratio(a: usize, b: usize) -> String {
    if b == 0 {
        format!("{a}/0")
    } else {
        format!("{a}/{b} ({:.1}%)", 100.0 * a as f64 / b as f64)
    }
}

fn recheck_note(r: &Row) -> String {
    r.recheck.as_ref().map_or(String::new(), |c| format!(" [{}: {}/{} runs proved]", c.category, c.successes, c.runs))
}

/// The text summary. `sampling` describes the survivors' re-check (solver, methods, budget).
pub fn render(reports: &[SeedReport], sampling: &str) -> String {
    let mut t = String::new();
    let (n, eq, norm) = totals(reports);
    let invalid = with_outcome(reports, MutantOutcome::Invalid).len();
    let _ = writeln!(
        t,
        "Spec strength: {} seed(s), {n} mutants; equivalent (byte-identical VCs, not verified): {}; \
         identical only after qid normalization (information): {norm}; invalid: {invalid}",
        reports.len(),
        ratio(eq, n)
    );
    for s in reports.iter().filter(|s| s.seed_outcome != crate::verifiers::Outcome::Verified) {
        let _ = writeln!(t, "skipped {}: the seed itself is {}, not verified", s.seed, s.seed_outcome);
    }
    let _ = writeln!(t, "\nKill rate per procedure (killed / verified mutants; equivalent and invalid ones left out):");
    for p in per_procedure(reports) {
        let _ = writeln!(
            t,
            "  {}  {}: {}  survived {}, unstable {}, timeout {}, unknown {}, equivalent {}",
            p.seed,
            p.procedure,
            ratio(p.count(MutantOutcome::Killed), p.counted()),
            p.count(MutantOutcome::Survived),
            p.count(MutantOutcome::Unstable),
            p.count(MutantOutcome::Timeout),
            p.count(MutantOutcome::Unknown),
            p.count(MutantOutcome::Equivalent),
        );
    }
    let survivors = with_outcome(reports, MutantOutcome::Survived);
    let _ = writeln!(t, "\nSurvivors ({}; each verified once, then re-checked with {sampling}):", survivors.len());
    for r in &survivors {
        let _ = writeln!(
            t,
            "  {}  {}  let through by the contract of {}:  {}{}",
            r.location,
            r.operator,
            r.procedure,
            r.diff,
            recheck_note(r)
        );
    }
    let unstable = with_outcome(reports, MutantOutcome::Unstable);
    if !unstable.is_empty() {
        let _ = writeln!(t, "\nUnstable (verified once, but not stably under sampling: not counted as survivors):");
        for r in &unstable {
            let _ = writeln!(t, "  {}  {}  {}:  {}{}", r.location, r.operator, r.procedure, r.diff, recheck_note(r));
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verifiers::Outcome;

    fn row(procedure: &str, outcome: MutantOutcome) -> Row {
        Row {
            seed: "s.bpl".into(),
            procedure: procedure.into(),
            operator: "delete".into(),
            change: "delete(0@s1)".into(),
            location: "s.bpl:3:5".into(),
            outcome,
            equivalent_to: (outcome == MutantOutcome::Equivalent).then(|| "seed".into()),
            normalized_equal_to: None,
            recheck: None,
            diff: "x := 1;  =>  (deleted)".into(),
            time_s: 0.0,
        }
    }

    #[test]
    fn kill_rates_leave_out_equivalent_and_invalid_mutants() {
        use MutantOutcome::*;
        let rows = [Killed, Killed, Survived, Timeout, Equivalent, Invalid, Unstable]
            .into_iter()
            .map(|o| row("P", o))
            .chain([row("Q", Equivalent)])
            .collect();
        let reports = [SeedReport { seed: "s.bpl".into(), seed_outcome: Outcome::Verified, sites: 8, rows }];
        let stats = per_procedure(&reports);
        assert_eq!(stats.len(), 2);
        assert_eq!((stats[0].count(Killed), stats[0].counted()), (2, 5));
        assert_eq!(stats[0].kill_rate(), Some(0.4));
        assert_eq!(stats[1].kill_rate(), None);
        assert_eq!(totals(&reports), (8, 2, 0));
        let text = render(&reports, "z3");
        assert!(text.contains("equivalent (byte-identical VCs, not verified): 2/8 (25.0%)"), "{text}");
        assert!(text.contains("s.bpl  P: 2/5 (40.0%)  survived 1, unstable 1, timeout 1"), "{text}");
        assert!(text.contains("Survivors (1;") && text.contains("s.bpl:3:5  delete  let through by the contract of P"));
        assert!(text.contains("Unstable (verified once"), "{text}");
        let csv = crate::strength::csv::to_csv(&reports).unwrap();
        assert_eq!(csv.lines().count(), 9);
        assert!(csv.lines().nth(5).unwrap().contains(",equivalent,seed,"), "{csv}");
    }
}
