//! The report at the end of `wobble fuzz` / `wobble campaign`: per seed and tool, the seed's
//! outcome, how many mutants fail or time out, and the flips themselves — brittleness (the seed
//! verifies, a mutant does not) and the reverse case of the paper's Tab. 9 (the seed fails, a
//! mutant verifies) — with each mutant's path and chain.
//!
//! A mutant that the tool's front end rejects (`parse_error`, `type_error`) is no verification
//! flip: when the tool accepted the seed (its outcome is a verification outcome) it is a
//! `front-end` finding, listed apart with the tool's message (the runner recorded it only after
//! wobble's own front end judged the mutant well-formed). A mutant wobble made ill-formed
//! (`invalid_mutant`) is listed as a bug of wobble, never as a finding.
//! **What counts** ([`Counting`]): without `--classify` every flip of a verified seed counts
//! (the seed is `BRITTLE`, exit status 1). With `--classify`, only the classified tool's flips
//! whose class counts do (`encoding`, `mutant-unstable`; `seed-unstable` with
//! `--count-seed-unstable`): a seed whose flips were all discounted reads `flips: 3, none
//! counted`, and the flips of a tool that is not classified read `flips: 2, unclassified` and do
//! not count (they were not tested, so nothing can be said of their error; run without
//! `--classify` to count every flip). One rule for the table, the exit status and the first
//! finding shown ([`FuzzReport::any_counted`], [`FuzzReport::first_counted`]).
//!
//! A mutant that verifies like its verified seed is no flip; `--classify` tests the costly ones
//! for a `cost` finding (it verifies, but costs the solver significantly more: see
//! `docs/cost-findings.md`). They are listed apart (`COST (n)` in the verdict), never counted as
//! flips, and make the exit status 1 like any other finding.

use super::engine::{Ending, GenerationNote};
use super::seeds::SeedFile;
use crate::generation::StopReason;
use crate::runner::record::SEED_BATCH;
use crate::runner::RunRecord;
use crate::stats::Class;
use crate::util::aligned::{Align, Aligned};
use crate::verifiers::boogie::rejection;
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
    /// The row's detail (the tool's message: for a `front-end` finding, why it rejected the mutant).
    pub detail: String,
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
    /// Mutants the tool's front end rejected although it accepted the seed: `front-end` findings
    /// (class set).
    pub front_end: Vec<Flip>,
    /// Mutants the tool rejected (parse or type error), findings or not.
    pub rejected: usize,
    /// Mutants wobble made ill-formed (`invalid_mutant`): bugs of wobble, not verdicts.
    pub invalid: Vec<Flip>,
    /// Mutants that verify like their verified seed (no flip): the candidates of a `cost`
    /// finding; `--classify` sets the class `cost` on those it finds costly
    /// ([`SeedLine::cost_findings`]).
    pub verified: Vec<Flip>,
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

    /// The `cost` findings: verified mutants that cost the solver significantly more than the
    /// seed (set by `--classify`; never flips).
    pub fn cost_findings(&self) -> impl Iterator<Item = &Flip> + '_ {
        self.verified.iter().filter(|f| f.class == Some(Class::Cost))
    }

    fn new(r: &RunRecord, seed_outcome: Option<Outcome>) -> SeedLine {
        SeedLine {
            seed: r.seed.clone(),
            group: r.group.clone(),
            tool: r.tool.clone(),
            seed_outcome,
            mutants: 0,
            failing: 0,
            timeouts: 0,
            flips: Vec::new(),
            front_end: Vec::new(),
            rejected: 0,
            invalid: Vec::new(),
            verified: Vec::new(),
        }
    }
}

/// Whether the tool accepted a seed with this outcome: it verified it or gave a verification
/// verdict (failed, timeout, unknown); a rejection, a tool error or no seed run says nothing.
fn accepted(seed: Option<Outcome>) -> bool {
    matches!(
        seed,
        Some(Outcome::Verified | Outcome::Failed | Outcome::Timeout | Outcome::OutOfResource | Outcome::Unknown)
    )
}

/// How a report's flips count toward its verdict (`BRITTLE`, exit status 1).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Counting {
    /// Every flip of a verified seed counts (no `--classify`).
    #[default]
    Raw,
    /// `--classify`: a flip counts only if it is `tool`'s and its class counts; the flips of
    /// other tools are unclassified and do not count.
    Classified {
        tool: String,
        /// `--count-seed-unstable`: seed-unstable flips count too.
        count_seed_unstable: bool,
    },
}

impl Counting {
    /// Whether `tool`'s flips are classified.
    pub fn classifies(&self, tool: &str) -> bool {
        match self {
            Counting::Raw => false,
            Counting::Classified { tool: t, .. } => t == tool,
        }
    }

    /// Whether `flip` (of a verified seed under `tool`) counts.
    pub fn counts(&self, tool: &str, flip: &Flip) -> bool {
        match self {
            Counting::Raw => true,
            Counting::Classified { tool: t, count_seed_unstable } => {
                t == tool
                    && flip
                        .class
                        .is_some_and(|c| c.is_brittleness() || (*count_seed_unstable && c == Class::SeedUnstable))
            }
        }
    }
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct FuzzReport {
    pub lines: Vec<SeedLine>,
    /// Seeds for which generation made no mutant at all, with the reason
    /// ([`FuzzReport::note_generation`]).
    pub no_mutants: BTreeMap<String, String>,
    /// How the flips count (set by the classification).
    pub counting: Counting,
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
    let reason = match mine[0].ending {
        Ending::Generation(StopReason::NoApplicableOperator) => "no enabled operator applies to the seed",
        Ending::Generation(StopReason::MaxAttempts) => "generation gave up after --max-attempts iterations",
        _ => "no mutant exists",
    };
    Some(reason.to_string())
}

impl FuzzReport {
    /// Builds the report from result rows (all batches together).
    pub fn from_records(records: &[RunRecord]) -> FuzzReport {
        let mut map: BTreeMap<(String, String), SeedLine> = BTreeMap::new();
        for r in records.iter().filter(|r| r.batch == SEED_BATCH) {
            map.insert((r.seed.clone(), r.tool.clone()), SeedLine::new(r, Some(r.outcome)));
        }
        for r in records.iter().filter(|r| r.batch != SEED_BATCH) {
            let line = map.entry((r.seed.clone(), r.tool.clone())).or_insert_with(|| SeedLine::new(r, None));
            line.mutants += 1;
            let flip = |class| Flip {
                batch: r.batch.clone(),
                mutant: r.mutant.unwrap_or(0),
                outcome: r.outcome,
                path: r.path.clone(),
                chain: r.chain.clone(),
                class,
                effect: None,
                detail: r.detail.clone(),
            };
            if r.outcome == Outcome::InvalidMutant {
                line.invalid.push(flip(None));
                continue;
            }
            if r.outcome.rejected() {
                line.rejected += 1;
                if accepted(line.seed_outcome) {
                    line.front_end.push(flip(Some(Class::FrontEnd)));
                }
                continue;
            }
            if !r.outcome.passes() {
                line.failing += 1;
            }
            if r.outcome.hit_limit() {
                line.timeouts += 1;
            }
            if let Some(seed) = line.seed_outcome {
                if seed.passes() != r.outcome.passes() {
                    line.flips.push(flip(None));
                } else if seed == Outcome::Verified && r.outcome == Outcome::Verified {
                    line.verified.push(flip(None));
                }
            }
        }
        let mut lines: Vec<SeedLine> = map.into_values().collect();
        for l in &mut lines {
            for flips in [&mut l.flips, &mut l.front_end, &mut l.invalid, &mut l.verified] {
                flips.sort_by(|a, b| (&a.batch, a.mutant).cmp(&(&b.batch, b.mutant)));
            }
        }
        FuzzReport { lines, no_mutants: BTreeMap::new(), counting: Counting::Raw }
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

    /// Is there any `front-end` finding (a finding: exit status 1)?
    pub fn any_front_end(&self) -> bool {
        self.lines.iter().any(|l| !l.front_end.is_empty())
    }

    /// The first `front-end` finding (the one to minimize first).
    pub fn first_front_end(&self) -> Option<(&SeedLine, &Flip)> {
        self.lines.iter().find_map(|l| l.front_end.first().map(|f| (l, f)))
    }

    /// How many mutants wobble made ill-formed (`invalid_mutant` rows).
    pub fn invalid_mutants(&self) -> usize {
        self.lines.iter().map(|l| l.invalid.len()).sum()
    }

    /// How many `cost` findings (verified mutants that cost significantly more than their seed).
    pub fn cost_findings(&self) -> usize {
        self.lines.iter().map(|l| l.cost_findings().count()).sum()
    }

    /// Is any seed brittle (raw flips, whatever their classes)?
    pub fn any_brittle(&self) -> bool {
        self.lines.iter().any(SeedLine::brittle)
    }

    /// The flips of `line` that count ([`Counting::counts`]); none unless the line is brittle.
    pub fn counted_flips<'a>(&'a self, line: &'a SeedLine) -> impl Iterator<Item = &'a Flip> + 'a {
        let brittle = line.brittle();
        line.flips.iter().filter(move |f| brittle && self.counting.counts(&line.tool, f))
    }

    /// How many flips count, over all seeds and tools.
    pub fn counted(&self) -> usize {
        self.lines.iter().map(|l| self.counted_flips(l).count()).sum()
    }

    /// Does any flip count? What exit status 1 of `fuzz` and `campaign` means.
    pub fn any_counted(&self) -> bool {
        self.lines.iter().any(|l| self.counted_flips(l).next().is_some())
    }

    /// The first counted flip (the finding to show first).
    pub fn first_counted(&self) -> Option<(&SeedLine, &Flip)> {
        self.lines.iter().find_map(|l| self.counted_flips(l).next().map(|f| (l, f)))
    }

    /// The tools with flips of verified seeds that `--classify` did not classify (empty without it).
    pub fn unclassified_tools(&self) -> Vec<&str> {
        let mut tools: Vec<&str> = match &self.counting {
            Counting::Raw => Vec::new(),
            Counting::Classified { .. } => self
                .lines
                .iter()
                .filter(|l| l.brittle() && !self.counting.classifies(&l.tool))
                .map(|l| l.tool.as_str())
                .collect(),
        };
        tools.sort_unstable();
        tools.dedup();
        tools
    }

    /// The verdict column of a brittle line (see the module doc).
    fn brittle_verdict(&self, l: &SeedLine) -> String {
        let (n, k) = (l.flips.len(), self.counted_flips(l).count());
        match &self.counting {
            Counting::Raw => "BRITTLE".into(),
            Counting::Classified { .. } if !self.counting.classifies(&l.tool) => format!("flips: {n}, unclassified"),
            _ if k == n => "BRITTLE".into(),
            _ if k > 0 => format!("BRITTLE ({k} of {n} flips counted)"),
            _ => format!("flips: {n}, none counted"),
        }
    }

    /// The heading of a brittle line's flips (see the module doc).
    fn brittle_heading(&self, l: &SeedLine) -> String {
        let (n, m, k) = (l.flips.len(), l.mutants, self.counted_flips(l).count());
        match &self.counting {
            Counting::Classified { .. } if !self.counting.classifies(&l.tool) => {
                format!("flips, unclassified ({n} of {m} mutants)")
            }
            Counting::Classified { .. } if k == 0 => format!("flips, none counted ({n} of {m} mutants)"),
            Counting::Classified { .. } if k < n => format!("brittle ({n} of {m} mutants flipped, {k} counted)"),
            _ => format!("brittle ({n} of {m} mutants)"),
        }
    }

    /// Renders the report; at most `max_flips` flips are listed per seed and tool.
    pub fn render(&self, max_flips: usize) -> String {
        let mut out = String::new();
        let headers = ["seed", "group", "tool", "seed", "mutants", "failing", "timeout", "rejected", "verdict"];
        let rows: Vec<[String; 9]> = self
            .lines
            .iter()
            .map(|l| {
                let no_mutants;
                let brittle;
                let verdict = if l.brittle() {
                    brittle = self.brittle_verdict(l);
                    &brittle
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
                let verdict = match (l.front_end.len(), l.brittle()) {
                    (0, _) => verdict.to_string(),
                    (n, true) => format!("{verdict}; FRONT-END ({n})"),
                    (n, false) => format!("FRONT-END ({n}); {verdict}"),
                };
                let verdict = match l.cost_findings().count() {
                    0 => verdict,
                    n => format!("{verdict}; COST ({n})"),
                };
                [
                    l.seed.clone(),
                    l.group.clone(),
                    l.tool.clone(),
                    l.seed_outcome.map(|o| o.to_string()).unwrap_or_else(|| "-".into()),
                    l.mutants.to_string(),
                    l.failing.to_string(),
                    l.timeouts.to_string(),
                    l.rejected.to_string(),
                    verdict,
                ]
            })
            .collect();
        // Numbers right-aligned, text left-aligned.
        let align = (0..headers.len()).map(|i| if (4..8).contains(&i) { Align::Right } else { Align::Left }).collect();
        let head = headers.iter().map(|h| h.to_string()).collect();
        let rows = rows.into_iter().map(Vec::from).collect();
        out.push_str(&Aligned { head, rows, align, rule: false }.render());
        for l in self.lines.iter().filter(|l| !l.flips.is_empty()) {
            let what = if l.brittle() {
                self.brittle_heading(l)
            } else {
                format!("reverse flips ({} of {} mutants)", l.flips.len(), l.mutants)
            };
            let _ = writeln!(out, "\n{} with {}: {what}", l.seed, l.tool);
            let classified = l.brittle() && self.counting.classifies(&l.tool);
            for f in l.flips.iter().take(max_flips) {
                let _ = write!(out, "  {:<11} {} [{} #{}] chain: {}", f.outcome, f.path, f.batch, f.mutant, f.chain);
                let counted = match (classified, self.counting.counts(&l.tool, f)) {
                    (false, _) => "",
                    (true, true) => ", counted",
                    (true, false) => ", not counted",
                };
                match (f.class, &f.effect) {
                    (Some(c), Some(e)) => {
                        let _ = writeln!(out, "  class: {c}{counted}\n              effect: {e}");
                    }
                    (Some(c), None) => {
                        let _ = writeln!(out, "  class: {c}{counted}");
                    }
                    _ => out.push('\n'),
                }
            }
            if l.flips.len() > max_flips {
                let _ = writeln!(out, "  ... and {} more (see results.csv)", l.flips.len() - max_flips);
            }
        }
        for l in self.lines.iter().filter(|l| !l.front_end.is_empty()) {
            let _ = writeln!(
                out,
                "\n{} with {}: front-end ({} of {} mutants rejected by the tool, which accepts the seed; \
                 wobble's own front end judges them well-formed)",
                l.seed,
                l.tool,
                l.front_end.len(),
                l.mutants
            );
            for f in l.front_end.iter().take(max_flips) {
                let _ = writeln!(out, "  {:<11} {} [{} #{}] chain: {}", f.outcome, f.path, f.batch, f.mutant, f.chain);
                let _ = writeln!(out, "              {} said: {}", l.tool, rejection(&f.detail));
            }
            if l.front_end.len() > max_flips {
                let _ = writeln!(out, "  ... and {} more (see results.csv)", l.front_end.len() - max_flips);
            }
        }
        for l in self.lines.iter().filter(|l| l.cost_findings().next().is_some()) {
            let n = l.cost_findings().count();
            let _ = writeln!(
                out,
                "\n{} with {}: cost ({n} of {} mutants verify but cost the solver significantly more; not flips)",
                l.seed, l.tool, l.mutants
            );
            for f in l.cost_findings().take(max_flips) {
                let _ = writeln!(out, "  {:<11} {} [{} #{}] chain: {}", f.outcome, f.path, f.batch, f.mutant, f.chain);
                if let Some(e) = &f.effect {
                    let _ = writeln!(out, "              effect: {e}");
                }
            }
            if n > max_flips {
                let _ = writeln!(out, "  ... and {} more (see findings.csv)", n - max_flips);
            }
        }
        for l in self.lines.iter().filter(|l| !l.invalid.is_empty()) {
            let _ = writeln!(
                out,
                "\nwarning: {} with {}: wobble made {} ill-formed mutant(s): a bug of wobble, please report it \
                 (rows `invalid_mutant`, not verdicts of {})",
                l.seed,
                l.tool,
                l.invalid.len(),
                l.tool
            );
            for f in l.invalid.iter().take(max_flips) {
                let _ = writeln!(out, "  {} [{} #{}] chain: {}", f.path, f.batch, f.mutant, f.chain);
                let _ = writeln!(out, "              {}", first_line(&f.detail));
            }
        }
        let unclassified = self.unclassified_tools();
        if let (false, Counting::Classified { tool, .. }) = (unclassified.is_empty(), &self.counting) {
            let _ = writeln!(
                out,
                "\nnote: --classify classifies the flips of {tool} only; the flips of {} are unclassified and do \
                 not count toward the exit status (without --classify every flip counts)",
                unclassified.join(", ")
            );
        }
        out
    }
}

/// The first line of a tool's message.
fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
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
        let (line, flip) = r.first_counted().unwrap();
        assert_eq!((line.seed.as_str(), flip.mutant), ("a", 2));
        let text = r.render(10);
        assert!(text.contains("BRITTLE"));
        assert!(text.contains("a with boogie: brittle (2 of 3 mutants)"));
        assert!(text.contains("robust"));
        assert!(!text.contains("class:"));
        // Without --classify every flip of a verified seed counts; reverse flips never do.
        assert!(r.any_counted());
        assert_eq!(r.counted(), 2);
        let classified = |csu: bool| Counting::Classified { tool: "boogie".into(), count_seed_unstable: csu };
        let mut r2 = r.clone();
        for f in &mut r2.lines[0].flips {
            f.class = Some(Class::SeedUnstable);
        }
        r2.counting = classified(false);
        assert!(!r2.any_counted());
        r2.counting = classified(true);
        assert!(r2.any_counted());
        r2.counting = classified(false);
        r2.lines[0].flips[1].class = Some(Class::Encoding);
        assert!(r2.any_counted());
        assert!(r2.render(10).contains("chain: S1(0,1)  class: encoding, counted"));
    }

    fn classified_report(classes: &[Option<Class>], other_tool_flips: usize) -> FuzzReport {
        use Outcome::*;
        let mut rows = vec![row("a", "seed", None, "boogie", Verified), row("a", "seed", None, "cvc4", Verified)];
        for (i, _) in classes.iter().enumerate() {
            rows.push(row("a", "M*", Some(i as u32 + 1), "boogie", Failed));
        }
        for i in 0..other_tool_flips {
            rows.push(row("a", "M*", Some(i as u32 + 1), "cvc4", Timeout));
        }
        let mut r = FuzzReport::from_records(&rows);
        for (f, c) in r.lines[0].flips.iter_mut().zip(classes) {
            f.class = *c;
        }
        r.counting = Counting::Classified { tool: "boogie".into(), count_seed_unstable: false };
        r
    }

    #[test]
    fn with_classify_a_seed_is_brittle_only_through_counted_classes() {
        let s = Some(Class::SeedUnstable);
        let i = Some(Class::Inconclusive);
        let m = Some(Class::MutantUnstable);
        // Every flip discounted: the table says what was found, nothing counts.
        let r = classified_report(&[s, i, s], 0);
        let text = r.render(10);
        assert!(text.contains("flips: 3, none counted"), "{text}");
        assert!(!text.contains("BRITTLE"), "{text}");
        assert!(text.contains("a with boogie: flips, none counted (3 of 3 mutants)"), "{text}");
        assert!(text.contains("class: seed-unstable, not counted"), "{text}");
        assert!(!r.any_counted() && r.first_counted().is_none() && r.counted() == 0);
        // One counted of three.
        let r = classified_report(&[s, m, i], 0);
        let text = r.render(10);
        assert!(text.contains("BRITTLE (1 of 3 flips counted)"), "{text}");
        assert!(text.contains("a with boogie: brittle (3 of 3 mutants flipped, 1 counted)"), "{text}");
        assert!(text.contains("class: mutant-unstable, counted"), "{text}");
        assert!(r.any_counted());
        assert_eq!(r.first_counted().map(|(_, f)| f.mutant), Some(2));
        // All counted: plain BRITTLE.
        let r = classified_report(&[m, Some(Class::Encoding)], 0);
        assert!(r.render(10).lines().nth(1).is_some_and(|l| l.ends_with("  BRITTLE")), "{}", r.render(10));
    }

    #[test]
    fn with_classify_flips_of_other_tools_are_unclassified_and_do_not_count() {
        let r = classified_report(&[Some(Class::SeedUnstable)], 2);
        let text = r.render(10);
        assert!(text.contains("flips: 2, unclassified"), "{text}");
        assert!(text.contains("a with cvc4: flips, unclassified (2 of 2 mutants)"), "{text}");
        assert!(
            text.contains("note: --classify classifies the flips of boogie only; the flips of cvc4 are unclassified"),
            "{text}"
        );
        assert_eq!(r.unclassified_tools(), ["cvc4"]);
        assert!(!r.any_counted(), "an untested flip does not count under --classify");
        // Without --classify the same flips count.
        let raw = FuzzReport { counting: Counting::Raw, ..r };
        assert!(raw.any_counted() && raw.unclassified_tools().is_empty());
        assert_eq!(raw.counted(), 3);
        assert!(!raw.render(10).contains("note:"));
    }

    #[test]
    fn rejected_mutants_are_front_end_findings_and_never_flips() {
        use Outcome::*;
        let mut rejected = row("a", "M*", Some(2), "boogie", TypeError);
        rejected.detail = "m.bpl(21,2): Error: type variable must occur in types of given arguments: T\nmore".into();
        let mut invalid = row("a", "M*", Some(4), "boogie", InvalidMutant);
        invalid.detail = "wobble's own front end refuses the mutant: m.bpl:3:1: undeclared procedure `q`".into();
        let rows = vec![
            row("a", "seed", None, "boogie", Verified),
            row("a", "M*", Some(1), "boogie", Verified),
            rejected,
            row("a", "M*", Some(3), "boogie", ParseError),
            invalid,
            // A failing seed's rejected mutant is a front-end finding too; a rejected seed's is not.
            row("b", "seed", None, "boogie", Failed),
            row("b", "M*", Some(1), "boogie", TypeError),
            row("c", "seed", None, "boogie", TypeError),
            row("c", "M*", Some(1), "boogie", TypeError),
        ];
        let r = FuzzReport::from_records(&rows);
        let a = &r.lines[0];
        assert!(!a.brittle(), "a rejection is no verification flip");
        assert_eq!((a.mutants, a.failing, a.rejected, a.front_end.len(), a.invalid.len()), (4, 0, 2, 2, 1));
        assert_eq!(a.front_end[0].class, Some(Class::FrontEnd));
        assert_eq!((r.lines[1].front_end.len(), r.lines[2].front_end.len()), (1, 0));
        assert!(r.any_front_end() && !r.any_brittle() && !r.any_counted());
        assert_eq!(r.first_front_end().map(|(l, f)| (l.seed.as_str(), f.mutant)), Some(("a", 2)));
        assert_eq!(r.invalid_mutants(), 1);
        let text = r.render(10);
        assert!(text.contains("rejected  verdict"), "{text}");
        assert!(text.contains("FRONT-END (2); robust"), "{text}");
        assert!(text.contains("a with boogie: front-end (2 of 4 mutants rejected by the tool"), "{text}");
        assert!(text.contains("boogie said: m.bpl(21,2): Error: type variable must occur"), "{text}");
        assert!(!text.contains("\nmore"), "only the first line of the message: {text}");
        assert!(text.contains("warning: a with boogie: wobble made 1 ill-formed mutant(s)"), "{text}");
    }
}
