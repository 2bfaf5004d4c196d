//! The report at the end of `wobble fuzz` / `wobble campaign`: per seed and tool, the seed's
//! outcome, how many mutants fail or time out, and the flips themselves — brittleness (the seed
//! verifies, a mutant does not) and the reverse case of the paper's Tab. 9 (the seed fails, a
//! mutant verifies) — with each mutant's path and chain.

use super::engine::GenerationNote;
use super::seeds::SeedFile;
use crate::generation::StopReason;
use crate::runner::record::SEED_BATCH;
use crate::runner::RunRecord;
use crate::stats::Class;
use crate::verifiers::Outcome;
use std::collections::BTreeMap;
use std::fmt::{self, Write as _};

/// One mutant whose outcome differs from its seed's in the pass/fail sense.
#[derive(Clone, Debug, PartialEq)]
pub struct Flip {
    pub batch: String,
    pub mutant: u32,
    pub outcome: Outcome,
    pub path: String,
    pub chain: String,
    /// The finding's class (`wobble fuzz --classify`), when classified.
    pub class: Option<Class>,
    /// The measured effect behind the class (`seed 14/16 (88%) vs mutant 6/16 (38%): ...`).
    pub effect: Option<String>,
}

/// Per seed and tool.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedLine {
    pub seed: String,
    pub group: String,
    pub tool: String,
    /// `None` when the seed's own run is not in the results (e.g. another shard ran it).
    pub seed_outcome: Option<Outcome>,
    pub mutants: usize,
    pub failing: usize,
    pub timeouts: usize,
    pub flips: Vec<Flip>,
}

impl SeedLine {
    /// The seed verifies and at least one mutant does not.
    pub fn brittle(&self) -> bool {
        self.seed_outcome == Some(Outcome::Verified) && !self.flips.is_empty()
    }
    /// The seed fails and at least one mutant verifies (Tab. 9).
    pub fn reverse(&self) -> bool {
        matches!(self.seed_outcome, Some(o) if !o.passes()) && !self.flips.is_empty()
    }
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct FuzzReport {
    pub lines: Vec<SeedLine>,
    /// Seeds for which generation made no mutant at all, with the reason
    /// ([`FuzzReport::note_generation`]).
    pub no_mutants: BTreeMap<String, String>,
}

/// Why no batch of a seed got a mutant, from its generation notes (`None` if some batch got one).
pub fn no_mutant_reason(seed: &SeedFile, notes: &[GenerationNote]) -> Option<String> {
    let mine: Vec<&GenerationNote> = notes.iter().filter(|n| n.seed == seed.id).collect();
    if mine.is_empty() || mine.iter().any(|n| n.generated > 0) {
        return None;
    }
    if seed.program.decls.is_empty() {
        return Some("the seed has no declaration (empty program), so no operator applies".into());
    }
    let reason = match mine[0].stop {
        Some(StopReason::NoApplicableOperator) => "no enabled operator applies to the seed",
        Some(StopReason::MaxAttempts) => "generation gave up after --max-attempts iterations",
        _ => "no mutant exists",
    };
    Some(reason.to_string())
}

impl FuzzReport {
    /// Builds the report from result rows (all batches together).
    pub fn from_records(records: &[RunRecord]) -> FuzzReport {
        let mut map: BTreeMap<(String, String), SeedLine> = BTreeMap::new();
        for r in records.iter().filter(|r| r.batch == SEED_BATCH) {
            map.insert(
                (r.seed.clone(), r.tool.clone()),
                SeedLine {
                    seed: r.seed.clone(),
                    group: r.group.clone(),
                    tool: r.tool.clone(),
                    seed_outcome: Some(r.outcome),
                    mutants: 0,
                    failing: 0,
                    timeouts: 0,
                    flips: Vec::new(),
                },
            );
        }
        for r in records.iter().filter(|r| r.batch != SEED_BATCH) {
            let line = map.entry((r.seed.clone(), r.tool.clone())).or_insert_with(|| SeedLine {
                seed: r.seed.clone(),
                group: r.group.clone(),
                tool: r.tool.clone(),
                seed_outcome: None,
                mutants: 0,
                failing: 0,
                timeouts: 0,
                flips: Vec::new(),
            });
            line.mutants += 1;
            if !r.outcome.passes() {
                line.failing += 1;
            }
            if r.outcome.hit_limit() {
                line.timeouts += 1;
            }
            if let Some(seed) = line.seed_outcome {
                if seed.passes() != r.outcome.passes() {
                    line.flips.push(Flip {
                        batch: r.batch.clone(),
                        mutant: r.mutant.unwrap_or(0),
                        outcome: r.outcome,
                        path: r.path.clone(),
                        chain: r.chain.clone(),
                        class: None,
                        effect: None,
                    });
                }
            }
        }
        let mut lines: Vec<SeedLine> = map.into_values().collect();
        for l in &mut lines {
            l.flips.sort_by(|a, b| (&a.batch, a.mutant).cmp(&(&b.batch, b.mutant)));
        }
        FuzzReport { lines, no_mutants: BTreeMap::new() }
    }

    /// Records which seeds got no mutant (and why), from this invocation's generation notes;
    /// their lines read `no mutants: REASON` instead of `robust`.
    pub fn note_generation(&mut self, seeds: &[SeedFile], notes: &[GenerationNote]) {
        for seed in seeds {
            if let Some(reason) = no_mutant_reason(seed, notes) {
                self.no_mutants.insert(seed.id.clone(), reason);
            }
        }
    }

    /// Is any seed brittle?
    pub fn any_brittle(&self) -> bool {
        self.lines.iter().any(SeedLine::brittle)
    }

    /// Is any seed brittle? A classified flip counts when its class is brittleness (`encoding`,
    /// `mutant-unstable`), or `seed-unstable` with `count_seed_unstable`; an unclassified flip
    /// always counts.
    pub fn any_brittle_counted(&self, count_seed_unstable: bool) -> bool {
        let counts = |f: &Flip| match f.class {
            None => true,
            Some(c) => c.is_brittleness() || (count_seed_unstable && c == Class::SeedUnstable),
        };
        self.lines.iter().filter(|l| l.brittle()).any(|l| l.flips.iter().any(counts))
    }

    /// The first flip of the first brittle seed and tool (the finding to show first).
    pub fn first_brittle(&self) -> Option<(&SeedLine, &Flip)> {
        self.lines.iter().filter(|l| l.brittle()).find_map(|l| l.flips.first().map(|f| (l, f)))
    }

    /// Renders the report; at most `max_flips` flips are listed per seed and tool.
    pub fn render(&self, max_flips: usize) -> String {
        let mut out = String::new();
        let headers = ["seed", "group", "tool", "seed", "mutants", "failing", "timeout", "verdict"];
        let rows: Vec<[String; 8]> = self
            .lines
            .iter()
            .map(|l| {
                let no_mutants;
                let verdict = if l.brittle() {
                    "BRITTLE"
                } else if l.reverse() {
                    "fails; some mutants verify"
                } else if let (Some(reason), 0) = (self.no_mutants.get(&l.seed), l.mutants) {
                    no_mutants = format!("no mutants: {reason}");
                    &no_mutants
                } else if l.seed_outcome == Some(Outcome::Verified) && l.mutants == 0 {
                    "no mutants"
                } else if l.seed_outcome == Some(Outcome::Verified) {
                    "robust"
                } else if l.seed_outcome.is_none() {
                    "seed not run here"
                } else {
                    "seed does not verify"
                };
                [
                    l.seed.clone(),
                    l.group.clone(),
                    l.tool.clone(),
                    l.seed_outcome.map(|o| o.to_string()).unwrap_or_else(|| "-".into()),
                    l.mutants.to_string(),
                    l.failing.to_string(),
                    l.timeouts.to_string(),
                    verdict.to_string(),
                ]
            })
            .collect();
        let mut widths: Vec<usize> = headers.iter().map(|h| h.len()).collect();
        for r in &rows {
            for (w, c) in widths.iter_mut().zip(r.iter()) {
                *w = (*w).max(c.chars().count());
            }
        }
        let fmt_row = |cells: &[String]| -> String {
            let mut s = String::new();
            for (i, (c, w)) in cells.iter().zip(&widths).enumerate() {
                if i > 0 {
                    s.push_str("  ");
                }
                // Numbers right-aligned, text left-aligned.
                if (4..7).contains(&i) {
                    let _ = write!(s, "{c:>w$}");
                } else {
                    let _ = write!(s, "{c:<w$}");
                }
            }
            s.trim_end().to_string()
        };
        let head: Vec<String> = headers.iter().map(|h| h.to_string()).collect();
        let _ = writeln!(out, "{}", fmt_row(&head));
        for r in &rows {
            let _ = writeln!(out, "{}", fmt_row(r));
        }
        for l in self.lines.iter().filter(|l| !l.flips.is_empty()) {
            let what = if l.brittle() { "brittle" } else { "reverse flips" };
            let _ =
                writeln!(out, "\n{} with {}: {} ({} of {} mutants)", l.seed, l.tool, what, l.flips.len(), l.mutants);
            for f in l.flips.iter().take(max_flips) {
                let _ = write!(out, "  {:<11} {} [{} #{}] chain: {}", f.outcome, f.path, f.batch, f.mutant, f.chain);
                match (f.class, &f.effect) {
                    (Some(c), Some(e)) => {
                        let _ = writeln!(out, "  class: {c}\n              effect: {e}");
                    }
                    (Some(c), None) => {
                        let _ = writeln!(out, "  class: {c}");
                    }
                    _ => out.push('\n'),
                }
            }
            if l.flips.len() > max_flips {
                let _ = writeln!(out, "  ... and {} more (see results.csv)", l.flips.len() - max_flips);
            }
        }
        out
    }
}

impl fmt::Display for FuzzReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(10))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seed: &str, batch: &str, mutant: Option<u32>, tool: &str, outcome: Outcome) -> RunRecord {
        RunRecord {
            seed: seed.into(),
            group: "G".into(),
            batch: batch.into(),
            mutant,
            chain: if mutant.is_some() { "S1(0,1)".into() } else { String::new() },
            rng_seed: 1,
            tool: tool.into(),
            tool_version: "v".into(),
            outcome,
            verified: 0,
            errors: 0,
            time_s: 0.1,
            repeats: 0,
            program_hash: String::new(),
            path: format!("mutants/{seed}/{}", mutant.unwrap_or(0)),
            detail: String::new(),
            queries: None,
            reused: None,
            level: None,
        }
    }

    #[test]
    fn brittle_reverse_and_robust_seeds() {
        use Outcome::*;
        let rows = vec![
            row("a", "seed", None, "boogie", Verified),
            row("a", "M*", Some(1), "boogie", Verified),
            row("a", "M*", Some(2), "boogie", Failed),
            row("a", "M*", Some(3), "boogie", Timeout),
            row("b", "seed", None, "boogie", Failed),
            row("b", "M*", Some(1), "boogie", Verified),
            row("b", "M*", Some(2), "boogie", Failed),
            row("c", "seed", None, "boogie", Verified),
            row("c", "M*", Some(1), "boogie", Verified),
        ];
        let r = FuzzReport::from_records(&rows);
        assert_eq!(r.lines.len(), 3);
        let a = &r.lines[0];
        assert!(a.brittle() && !a.reverse());
        assert_eq!((a.mutants, a.failing, a.timeouts, a.flips.len()), (3, 2, 1, 2));
        let b = &r.lines[1];
        assert!(b.reverse() && !b.brittle());
        assert_eq!(b.flips.len(), 1);
        assert_eq!(b.flips[0].mutant, 1);
        let c = &r.lines[2];
        assert!(!c.brittle() && !c.reverse());
        assert!(r.any_brittle());
        let (line, flip) = r.first_brittle().unwrap();
        assert_eq!((line.seed.as_str(), flip.mutant), ("a", 2));
        let text = r.render(10);
        assert!(text.contains("BRITTLE"));
        assert!(text.contains("a with boogie: brittle (2 of 3 mutants)"));
        assert!(text.contains("robust"));
        assert!(!text.contains("class:"));
        assert!(r.any_brittle_counted(false));
        let mut r2 = r.clone();
        for f in &mut r2.lines[0].flips {
            f.class = Some(Class::SeedUnstable);
        }
        assert!(!r2.any_brittle_counted(false));
        assert!(r2.any_brittle_counted(true));
        r2.lines[0].flips[1].class = Some(Class::Encoding);
        assert!(r2.any_brittle_counted(false));
        assert!(r2.render(10).contains("chain: S1(0,1)  class: encoding"));
    }
}
