//! The baseline file of `wobble check`: committed by the user, it records per unit its identity
//! (file and name), canonical hash, verdict, sample size and cost figures, and once the settings
//! those verdicts were sampled with. A unit whose canonical hash is the baseline's, under the
//! same settings, is not sampled again: its recorded verdict and costs are reused.
//!
//! The file is TOML made to be diffed: a `[settings]` table, then one `[[unit]]` table per unit
//! sorted by file and name, keys in a fixed order, nothing that changes from run to run when the
//! results do not (no timestamps, no times). Error units (no verdict) are not recorded.

use crate::error::{bad_input, FileError, Result};
use crate::stats::{Category, CostSummary};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The first line of every baseline file.
pub const HEADER: &str =
    "# wobble check baseline: commit it; regenerate with `wobble check ... --baseline FILE --update-baseline`.\n";

/// What the verdicts were sampled with: a baseline sampled otherwise is not reused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The solver's label and version (`z3 4.8.12`).
    pub solver: String,
    /// The solver's binary as configured (`z3`, a path) and its extra arguments: with the version,
    /// what the query cache keys on. Absent in baselines of older wobble releases (then empty, so
    /// such a baseline is sampled again and its costs are not compared).
    #[serde(default)]
    pub solver_binary: String,
    #[serde(default)]
    pub solver_args: Vec<String>,
    pub methods: Vec<String>,
    pub samples: u32,
    pub rng_seed: u64,
    /// One run's time limit, in seconds.
    pub timeout_s: f64,
}

impl Settings {
    /// The first setting that differs from `other`, as `NAME: BASELINE -> NOW` (None: equal).
    pub fn difference(&self, now: &Settings) -> Option<String> {
        let pairs = [
            ("solver", self.solver.clone(), now.solver.clone()),
            ("solver binary", shown(&self.solver_binary), shown(&now.solver_binary)),
            ("solver arguments", shown(&self.solver_args.join(" ")), shown(&now.solver_args.join(" "))),
            ("methods", self.methods.join(","), now.methods.join(",")),
            ("samples", self.samples.to_string(), now.samples.to_string()),
            ("rng-seed", self.rng_seed.to_string(), now.rng_seed.to_string()),
            ("timeout", format!("{} s", self.timeout_s), format!("{} s", now.timeout_s)),
        ];
        pairs.into_iter().find(|(_, a, b)| a != b).map(|(n, a, b)| format!("{n}: {a} in the baseline, {b} now"))
    }

    /// Whether the baseline's costs can be compared with this run's: z3's `rlimit-count` is
    /// comparable only for the same solver (version, binary and arguments); another z3 release
    /// counts differently (z3 5.4.1 and 4.8.12 differ on the same query). Err: why not.
    pub fn cost_comparable(&self, now: &Settings) -> std::result::Result<(), String> {
        let solver = |s: &Settings| {
            format!("{} (binary {}, arguments {})", s.solver, shown(&s.solver_binary), shown(&s.solver_args.join(" ")))
        };
        if (&self.solver, &self.solver_binary, &self.solver_args) == (&now.solver, &now.solver_binary, &now.solver_args)
        {
            return Ok(());
        }
        Err(format!(
            "no comparable baseline for cost: it was sampled by {}, this run by {}; rlimit-counts of different \
             solvers are not compared (--update-baseline records this solver's)",
            solver(self),
            solver(now)
        ))
    }
}

/// A setting's text, `(none)` when empty.
fn shown(s: &str) -> String {
    if s.is_empty() {
        "(none)".to_string()
    } else {
        s.to_string()
    }
}

/// One unit's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub file: String,
    pub name: String,
    /// Hex SHA-256 of the canonical query text.
    pub hash: String,
    pub verdict: Category,
    /// Solver runs sampled (the sample size) and how many proved the unit.
    pub runs: u32,
    pub successes: u32,
    /// rlimit-count over the runs that reported one (absent when none did).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rlimit_min: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rlimit_median: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rlimit_max: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rlimit_runs: Option<u32>,
}

impl Entry {
    /// The cost figures, when recorded.
    pub fn cost(&self) -> Option<CostSummary> {
        Some(CostSummary {
            min: self.rlimit_min?,
            median: self.rlimit_median?,
            max: self.rlimit_max?,
            runs: self.rlimit_runs?,
        })
    }

    /// The entry's cost fields from `cost`.
    pub fn with_cost(self, cost: Option<&CostSummary>) -> Entry {
        Entry {
            rlimit_min: cost.map(|c| c.min),
            rlimit_median: cost.map(|c| c.median),
            rlimit_max: cost.map(|c| c.max),
            rlimit_runs: cost.map(|c| c.runs),
            ..self
        }
    }
}

/// A baseline: settings and entries, keyed by (file, name).
#[derive(Clone, Debug, PartialEq)]
pub struct Baseline {
    pub settings: Settings,
    pub entries: BTreeMap<(String, String), Entry>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileForm {
    settings: Settings,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    unit: Vec<Entry>,
}

impl Baseline {
    pub fn new(settings: Settings, entries: impl IntoIterator<Item = Entry>) -> Baseline {
        Baseline { settings, entries: entries.into_iter().map(|e| ((e.file.clone(), e.name.clone()), e)).collect() }
    }

    pub fn get(&self, file: &str, name: &str) -> Option<&Entry> {
        self.entries.get(&(file.to_string(), name.to_string()))
    }

    /// Reads a baseline; a file that is not one is bad input naming it (and the line).
    pub fn read(path: &Path) -> Result<Baseline> {
        let text = std::fs::read_to_string(path).map_err(|e| FileError::read(path, e))?;
        Baseline::parse(&text).or_else(|m| bad_input(format!("{}: {m}", path.display())))
    }

    /// Parses a baseline's text; Err: the message (with its line).
    pub fn parse(text: &str) -> std::result::Result<Baseline, String> {
        let f: FileForm = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
            match line {
                Some(l) => format!("line {l}: {}", e.message()),
                None => e.message().to_string(),
            }
        })?;
        Ok(Baseline::new(f.settings, f.unit))
    }

    /// The file's text: [`HEADER`], the settings, the entries sorted by file and name.
    pub fn to_text(&self) -> String {
        let form = FileForm { settings: self.settings.clone(), unit: self.entries.values().cloned().collect() };
        // Serializing plain strings, numbers and lists cannot fail.
        let body = toml::to_string(&form).unwrap_or_default();
        let newline = if body.ends_with('\n') { "" } else { "\n" };
        format!("{HEADER}{body}{newline}")
    }

    /// Writes the file (through a temporary file renamed into place).
    pub fn write(&self, path: &Path) -> Result<()> {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| FileError::create(path, e))?;
        std::fs::write(tmp.path(), self.to_text()).map_err(|e| FileError::write(path, e))?;
        tmp.persist(path).map_err(|e| FileError::write(path, e.error))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings {
            solver: "z3 4.8.12".into(),
            solver_binary: "z3".into(),
            solver_args: Vec::new(),
            methods: vec!["rename".into(), "reseed".into()],
            samples: 60,
            rng_seed: 1,
            timeout_s: 10.0,
        }
    }

    fn entry(file: &str, name: &str) -> Entry {
        Entry {
            file: file.into(),
            name: name.into(),
            hash: "ab".into(),
            verdict: Category::Stable,
            runs: 18,
            successes: 18,
            rlimit_min: None,
            rlimit_median: None,
            rlimit_max: None,
            rlimit_runs: None,
        }
        .with_cost(Some(&CostSummary { min: 10, median: 12, max: 30, runs: 18 }))
    }

    #[test]
    fn round_trips_sorted_with_one_table_per_unit() {
        let b = Baseline::new(settings(), [entry("b.bpl", "Q"), entry("a.smt2", "a.smt2#1"), entry("b.bpl", "P")]);
        let text = b.to_text();
        assert!(text.starts_with(HEADER), "{text}");
        assert_eq!(text.matches("[[unit]]").count(), 3);
        let order: Vec<usize> =
            ["a.smt2#1", "name = \"P\"", "name = \"Q\""].iter().map(|n| text.find(n).unwrap()).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
        assert!(text.contains("verdict = \"stable\"") && text.contains("rlimit_max = 30"), "{text}");
        let back = Baseline::parse(&text).unwrap();
        assert_eq!(back, b);
        assert_eq!(back.to_text(), text, "writing is deterministic");
        assert_eq!(back.get("b.bpl", "P").and_then(Entry::cost).map(|c| c.max), Some(30));
    }

    /// rlimit-counts are compared only under the same solver: version, binary and arguments. A
    /// baseline of an older release (no binary recorded) still reads, and is not comparable.
    #[test]
    fn costs_are_comparable_only_under_the_same_solver() {
        let now = settings();
        assert_eq!(settings().cost_comparable(&now), Ok(()));
        let mut other = settings();
        other.samples = 20;
        other.rng_seed = 9;
        assert_eq!(other.cost_comparable(&now), Ok(()), "other sampling settings: the same solver's counts");
        let mut newer = settings();
        newer.solver = "z3 5.4.1".into();
        let why = newer.cost_comparable(&now).unwrap_err();
        assert!(why.starts_with("no comparable baseline for cost: it was sampled by z3 5.4.1"), "{why}");
        let mut args = settings();
        args.solver_args = vec!["rlimit=100".into()];
        assert!(args.cost_comparable(&now).is_err());
        let old = Baseline::parse(
            "[settings]\nsolver = \"z3 4.8.12\"\nmethods = [\"rename\"]\nsamples = 60\nrng_seed = 1\ntimeout_s = 10.0\n",
        )
        .unwrap();
        assert!(old.settings.cost_comparable(&now).is_err());
        assert!(old.settings.difference(&now).unwrap().starts_with("solver binary: (none) in the baseline, z3 now"));
    }

    #[test]
    fn settings_differences_are_named_and_bad_files_have_lines() {
        let mut now = settings();
        assert_eq!(settings().difference(&now), None);
        now.samples = 20;
        assert_eq!(settings().difference(&now).unwrap(), "samples: 60 in the baseline, 20 now");
        let mut args = settings();
        args.solver_args = vec!["smt.arith.solver=2".into()];
        assert_eq!(
            settings().difference(&args).unwrap(),
            "solver arguments: (none) in the baseline, smt.arith.solver=2 now"
        );
        let mut binary = settings();
        binary.solver_binary = "/opt/z3/bin/z3".into();
        assert!(settings().difference(&binary).unwrap().starts_with("solver binary: z3 in the baseline"));
        let e = Baseline::parse("[settings]\nsolver = \"z3\"\n").unwrap_err();
        assert!(e.contains("line"), "{e}");
        let text = Baseline::new(settings(), [entry("a.bpl", "P")]).to_text().replace("runs = 18", "runs = \"x\"");
        let line = text.lines().position(|l| l.contains("runs = \"x\"")).unwrap() + 1;
        let e = Baseline::parse(&text).unwrap_err();
        assert!(e.starts_with(&format!("line {line}:")), "{e}\n{text}");
    }
}
