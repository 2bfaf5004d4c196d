//! The classified result of one verifier run: what every backend produces and every later stage
//! (runner, minimizer, tables, release comparison) consumes.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The class of a verifier run. Detailed counts live in [`RunResult`]; this enum is what tables
/// and the minimizer compare, and what the CSV stores (as its snake_case name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Every verification condition was proved.
    Verified,
    /// At least one verification condition was refuted or could not be proved (Boogie's errors).
    Failed,
    /// The run hit its time limit: a VC's (Boogie's `time out`, z3's soft limit) or the
    /// wall-clock limit (and its process tree was killed).
    Timeout,
    /// The solver gave up (`unknown`, Boogie's "inconclusive" or "out of memory").
    Unknown,
    /// The solver used up its resource limit (z3's `rlimit`; Boogie's "out of resource"): like a
    /// timeout, but the same on every machine and under any load.
    OutOfResource,
    /// The tool rejected the program during resolution or type checking.
    TypeError,
    /// The tool could not parse the program.
    ParseError,
    /// The tool crashed, could not be started, or printed something we cannot classify.
    ToolError,
    /// The backend cannot express this program (e.g. a construct outside the WhyML subset).
    Unsupported,
    /// Not a tool's verdict: the tool rejected a mutant (a parse or type error) and wobble's own
    /// front end ([`crate::syntax::wellformed`]) refuses it too, so wobble made an ill-formed
    /// mutant, a bug of wobble. The row's detail has both messages.
    InvalidMutant,
}

impl Outcome {
    pub const ALL: [Outcome; 10] = [
        Outcome::Verified,
        Outcome::Failed,
        Outcome::Timeout,
        Outcome::Unknown,
        Outcome::OutOfResource,
        Outcome::TypeError,
        Outcome::ParseError,
        Outcome::ToolError,
        Outcome::Unsupported,
        Outcome::InvalidMutant,
    ];

    /// The paper's t(p): the tool verified the program.
    pub fn passes(self) -> bool {
        self == Outcome::Verified
    }

    /// The tool's front end rejected the program: it could not parse, resolve or type-check it.
    pub fn rejected(self) -> bool {
        matches!(self, Outcome::ParseError | Outcome::TypeError)
    }

    /// Whether the row is about verification: everything but a rejection by the tool's front end
    /// and an [`Outcome::InvalidMutant`]. A mutant that is not is never a verification flip and
    /// is left out of the tables' verification measures (a rejected mutant of an accepted seed is a
    /// `front-end` finding instead).
    pub fn is_verification(self) -> bool {
        !self.rejected() && self != Outcome::InvalidMutant
    }

    /// Whether the run stopped at a limit: its time limit ([`Outcome::Timeout`]) or its resource
    /// limit ([`Outcome::OutOfResource`]). The paper's timeouts.
    pub fn hit_limit(self) -> bool {
        matches!(self, Outcome::Timeout | Outcome::OutOfResource)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Verified => "verified",
            Outcome::Failed => "failed",
            Outcome::Timeout => "timeout",
            Outcome::Unknown => "unknown",
            Outcome::OutOfResource => "out_of_resource",
            Outcome::TypeError => "type_error",
            Outcome::ParseError => "parse_error",
            Outcome::ToolError => "tool_error",
            Outcome::Unsupported => "unsupported",
            Outcome::InvalidMutant => "invalid_mutant",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Outcome {
    type Err = String;
    fn from_str(s: &str) -> Result<Outcome, String> {
        Outcome::ALL
            .iter()
            .copied()
            .find(|o| o.as_str() == s)
            .ok_or_else(|| format!("unknown outcome `{s}` (expected one of: verified, failed, timeout, unknown, out_of_resource, type_error, parse_error, tool_error, unsupported, invalid_mutant)"))
    }
}

/// Everything known about one verifier run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunResult {
    pub outcome: Outcome,
    /// Procedures / goals proved.
    pub verified: u32,
    /// Errors reported (failed assertions, postconditions, ...; 0 unless `Failed`).
    pub errors: u32,
    /// Kinds of the reported errors, e.g. `postcondition`, `assertion`, `precondition`, `invariant`.
    pub error_kinds: Vec<String>,
    /// Wall-clock seconds.
    pub time_s: f64,
    /// The exact command line that was run.
    pub command: String,
    /// Version string(s) of the tool(s) involved, e.g. `boogie 2.4.1; z3 4.8.12`.
    pub tool_version: String,
    /// A short human-readable detail (first error line, unsupported construct with its line...).
    pub detail: String,
    /// Query-level runs only: the program's queries and how many were answered from the cache.
    #[serde(default)]
    pub queries: Option<QueryCount>,
    /// For the Boogie tools: whose verdict this is, a Boogie run's or the query level's alone
    /// (None for the other tools).
    #[serde(default)]
    pub level: Option<VerdictLevel>,
    /// A `timeout` that an earlier, separate run of the same program under the same limits
    /// showed too: the query level's own timeout, which this Boogie run confirmed
    /// (`--level smt`). It counts as one of the repetitions that confirm a timeout
    /// (`crate::runner::exec::execute`).
    #[serde(default)]
    pub prior_timeout: bool,
}

/// Whose verdict a Boogie tool's row is (results.csv's `level` column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VerdictLevel {
    /// A Boogie run's, as the user would see it.
    Boogie,
    /// The query level's (`--level smt`): z3 on the program's logged queries, no Boogie run.
    Smt,
}

impl VerdictLevel {
    pub fn as_str(self) -> &'static str {
        match self {
            VerdictLevel::Boogie => "boogie",
            VerdictLevel::Smt => "smt",
        }
    }
}

impl fmt::Display for VerdictLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The queries of a query-level run (`--level smt`): how many the program's VCs had and how
/// many of them were answered from the query cache (their exact text was solved before).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueryCount {
    pub total: u32,
    pub reused: u32,
}

impl RunResult {
    /// A result with this outcome and nothing else filled in.
    pub fn empty(outcome: Outcome) -> RunResult {
        RunResult {
            outcome,
            verified: 0,
            errors: 0,
            error_kinds: Vec::new(),
            time_s: 0.0,
            command: String::new(),
            tool_version: String::new(),
            detail: String::new(),
            queries: None,
            level: None,
            prior_timeout: false,
        }
    }

    /// A tool error with its explanation.
    pub fn tool_error(detail: impl Into<String>, command: String, version: &str) -> RunResult {
        let mut r = RunResult::empty(Outcome::ToolError);
        r.detail = detail.into();
        r.command = command;
        r.tool_version = version.to_string();
        r
    }
}
