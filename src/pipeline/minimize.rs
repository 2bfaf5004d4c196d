//! The minimize pipeline (`wobble minimize`): a brittle seed/mutant pair shrunk while it keeps
//! flipping ([`crate::minimizer::run`]), or, with a statistical oracle, while it keeps its class
//! (`--keep CLASS`) or while one program or SMT query stays unstable (`--unstable FILE`)
//! ([`crate::minimizer::stat_run`]). The pair comes from files or from a row of a results CSV.

use super::vcs::{Sampling, VcContext, VcSource};
use super::Progress;
use crate::error::{bad_input, FileError, Result};
use crate::minimizer::keep::Keep;
use crate::minimizer::run::{self as minimizer_run, Report, Request, RequestError};
use crate::minimizer::stat_run::{self, PairReport, SingleReport, SmtInput, StatRequest};
use crate::minimizer::{BaselineError, MinimizeError, Options, OracleConfig};
use crate::smt::solving::solve::{Solver, SolverKind};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One `wobble minimize` invocation (the flags as given; defaults are applied here).
pub struct MinimizeRequest<'a> {
    pub seed: Option<PathBuf>,
    pub mutant: Option<PathBuf>,
    /// `RESULTS.csv:LINE`: seed, mutant, tool and chain from a row of a results file.
    pub row: Option<String>,
    /// The operator chain (default: the row's, else the mutant's header).
    pub chain: Option<String>,
    /// The tool configuration (default `boogie`, or the row's tool).
    pub tools: Option<String>,
    pub config: Option<PathBuf>,
    /// `--rlimit N`: z3's resource limit on every run (see [`run_statistical`]).
    pub rlimit: Option<u64>,
    /// Wall-clock limit per verifier run (default 20 s); with a statistical oracle the time limit
    /// of one solver run and of one VC extraction (default 10 s).
    pub timeout: Option<Duration>,
    /// Runs that must all agree before a candidate counts as still flipping.
    pub oracle_repeats: usize,
    /// Directory of single-run verdicts kept across invocations.
    pub cache: Option<PathBuf>,
    pub parallel_pair: bool,
    pub options: Options,
    /// Output directory.
    pub out: PathBuf,
    /// Statistical oracle: keep this class of the pair.
    pub keep: Option<Keep>,
    /// Statistical oracle: reduce this program or SMT query while it stays unstable.
    pub unstable: Option<PathBuf>,
    /// With `unstable` naming a Boogie program: reduce its unstable query at the SMT level.
    pub smt_level: bool,
    /// The statistical oracle's solver (default: `tools`, else z3).
    pub solver: Option<String>,
    pub sampling: Sampling,
    /// The queries that must keep the property (default: chosen by the baseline).
    pub query: Vec<String>,
    /// Solvers that must parse every kept SMT-level candidate (comma-separated kinds); `None`:
    /// the solver that samples for a `.smt2` input, z3 and cvc5 for a Boogie program's query.
    pub parse_with: Option<String>,
    /// Replace Boolean subterms at the SMT level.
    pub terms: bool,
    /// `--budget`: wall-clock budget of the statistical refinement after the core pruning.
    pub budget: Option<Duration>,
    /// `--front-end`: shrink a front-end finding (the tool's front end accepts the seed and
    /// rejects the mutant); implied by a `--row` whose outcome is a rejection.
    pub front_end: bool,
    pub progress: &'a dyn Progress,
}

/// What [`run`] did.
pub enum MinimizeResult {
    /// The pair does not flip with the tool: the message (exit status 1).
    NotBrittle(String),
    /// The pair, reduced while it keeps flipping.
    Flip(Box<Report>),
    /// `--keep CLASS`: the pair, reduced while it keeps its class.
    Kept(Box<PairReport>),
    /// `--unstable FILE`: the program or query, reduced while it stays unstable.
    Unstable(Box<SingleReport>),
}

/// Where seed, mutant, tool and chain come from.
struct Sources {
    seed: PathBuf,
    mutant: PathBuf,
    tool: String,
    chain: Option<String>,
    /// The row's mutant was rejected by the tool's front end (a front-end finding).
    rejected: bool,
}

/// Reads `CSV:LINE` of a results file.
fn sources_from_row(spec: &str) -> Result<Sources> {
    let Some((csv_path, line)) = spec.rsplit_once(':') else {
        return bad_input(format!("--row `{spec}`: expected RESULTS.csv:LINE"));
    };
    let Ok(line) = line.parse::<usize>() else {
        return bad_input(format!("--row `{spec}`: `{line}` is not a line number"));
    };
    if line < 2 {
        return bad_input(format!("--row `{spec}`: line 1 is the header; rows start at line 2"));
    }
    let csv_path = PathBuf::from(csv_path);
    std::fs::File::open(&csv_path).map_err(|e| FileError::read(&csv_path, e))?;
    let found = crate::store::results::read(&csv_path)?.into_iter().find(|r| r.origin.line == line as u64);
    let Some(crate::store::StoredRow { record: rec, .. }) = found else {
        return bad_input(format!("{} has no row at line {line}", csv_path.display()));
    };
    if rec.mutant.is_none() {
        return bad_input(format!("line {line} of {} is a seed run, not a mutant", csv_path.display()));
    }
    let base = csv_path.parent().map(Path::to_path_buf).unwrap_or_default();
    let seed = if Path::new(&rec.seed).exists() { PathBuf::from(&rec.seed) } else { base.join(&rec.seed) };
    let mutant = if Path::new(&rec.path).is_absolute() { PathBuf::from(&rec.path) } else { base.join(&rec.path) };
    let rejected = rec.outcome.rejected();
    Ok(Sources { seed, mutant, tool: rec.tool, chain: (!rec.chain.is_empty()).then_some(rec.chain), rejected })
}

/// The pair of the request: its row, or its seed and mutant with `tool`.
fn sources(req: &MinimizeRequest, tool: String) -> Result<Sources> {
    match (&req.row, &req.seed, &req.mutant) {
        (Some(row), _, _) => sources_from_row(row),
        (None, Some(seed), Some(mutant)) => {
            Ok(Sources { seed: seed.clone(), mutant: mutant.clone(), tool, chain: None, rejected: false })
        }
        _ => bad_input("give --seed and --mutant, or --row"),
    }
}

/// Runs `wobble minimize`: progress lines prefixed `minimize: `.
pub fn run(req: &MinimizeRequest) -> Result<MinimizeResult> {
    if req.keep.is_some() || req.unstable.is_some() {
        return run_statistical(req);
    }
    let timeout = req.timeout.unwrap_or(Duration::from_secs(20));
    let sources = sources(req, req.tools.clone().unwrap_or_else(|| "boogie".into()))?;
    let request = Request {
        seed: sources.seed,
        mutant: sources.mutant,
        chain: req.chain.clone().or(sources.chain),
        tool: req.tools.clone().unwrap_or(sources.tool),
        config: req.config.clone(),
        rlimit: req.rlimit,
        oracle: OracleConfig {
            timeout,
            repeats: req.oracle_repeats,
            cache_dir: req.cache.clone(),
            parallel_pair: req.parallel_pair,
        },
        options: req.options.clone(),
        out: req.out.clone(),
        front_end: req.front_end || sources.rejected,
    };
    let progress = |line: &str| req.progress.line(&format!("minimize: {line}"));
    req.progress.lazy(|| {
        format!(
            "minimize: {} vs {} with {} (timeout {}s, {} job(s))",
            request.seed.display(),
            request.mutant.display(),
            request.tool,
            timeout.as_secs_f64(),
            request.options.jobs
        )
    });
    match minimizer_run::run(&request, &progress) {
        Ok(r) => Ok(MinimizeResult::Flip(Box::new(r))),
        Err(RequestError::Minimize(e @ MinimizeError::NotBrittle { .. })) => {
            let mut message = crate::error::report(&e);
            if let MinimizeError::NotBrittle { source: BaselineError::MutantNotBrittle { outcome, .. }, .. } = &e {
                if outcome.rejected() {
                    message.push_str(
                        "\nthe tool's front end rejects the mutant: `--front-end` minimizes it as a front-end finding",
                    );
                }
            }
            Ok(MinimizeResult::NotBrittle(message))
        }
        Err(e) => Err(e.into()),
    }
}

/// The solvers of `--parse-with`.
fn parse_solvers(list: &str) -> Result<Vec<Solver>> {
    let mut out = Vec::new();
    for w in list.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        let Some(kind) = SolverKind::from_name(w) else {
            return bad_input(format!("--parse-with: unknown solver `{w}` (expected z3, cvc5 or cvc4)"));
        };
        out.push(Solver::default_for(kind)?);
    }
    Ok(out)
}

/// `--keep CLASS` and `--unstable FILE`.
fn run_statistical(req: &MinimizeRequest) -> Result<MinimizeResult> {
    let timeout = req.timeout.unwrap_or(Duration::from_secs(10));
    let cfg = req.sampling.config(timeout)?;
    let label = req.solver.clone().or_else(|| req.tools.clone()).unwrap_or_else(|| "z3".into());
    // VCs are extracted with the Boogie of --tools (a configuration label), else of --solver's
    // configuration, else `boogie`; only Boogie programs need it (built when first needed).
    let encoding = req.tools.clone().unwrap_or_else(|| label.clone());
    // With --rlimit the extracting Boogie gets `/rlimit:N` (the queries carry it, as Boogie sends
    // them); a `.smt2` input's solver gets z3's `rlimit=N` (a file's own `:rlimit` wins).
    let vcs = VcContext::build(
        VcSource { rlimit: req.rlimit, ..VcSource::new(req.config.clone(), &encoding, timeout) }.with_solver(&label),
    )?;
    let mut tool = vcs.solver().clone();
    let smt_input = req.unstable.as_ref().is_some_and(|p| p.extension().is_some_and(|e| e == "smt2" || e == "smt"));
    if let (Some(n), true, SolverKind::Z3) = (req.rlimit, smt_input, tool.solver.kind()) {
        tool.solver = tool.solver.with_arg(format!("rlimit={n}"));
    }
    let st = StatRequest {
        tool,
        cfg,
        // As documented: a candidate's extraction gets at least MIN_EXTRACTION_LIMIT (a Boogie
        // run that stalls for a few seconds under load must not lose the candidate).
        boogie_timeout: crate::smt::solving::vcs::extraction_limit(timeout),
        queries: req.query.clone(),
        options: req.options.clone(),
        out: req.out.clone(),
        cache_dir: None,
        terms: req.terms,
        budget: req.budget,
    };
    let progress = |line: &str| req.progress.line(&format!("minimize: {line}"));
    let methods_text = st.cfg.methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(",");
    let setup = format!(
        "{} {} under {methods_text}, at most {} runs per method, {} s per run, {} job(s)",
        st.tool.label,
        st.tool.solver.version(),
        st.cfg.samples,
        timeout.as_secs_f64(),
        st.options.jobs
    );
    if let Some(path) = &req.unstable {
        let is_smt = path.extension().is_some_and(|e| e == "smt2" || e == "smt");
        req.progress.lazy(|| format!("minimize: {} stays unstable with {setup}", path.display()));
        let report = if is_smt || req.smt_level {
            // A verifier's own query is taken as its solver takes it; Boogie's VC printed by
            // wobble must stay readable by cvc5 as well (query.min.cvc5.smt2).
            let parsers = match &req.parse_with {
                Some(list) => parse_solvers(list)?,
                None if is_smt => vec![st.tool.solver.clone()],
                None => parse_solvers("z3,cvc5")?,
            };
            let (input, boogie) = if is_smt {
                (SmtInput::File(path.clone()), None)
            } else {
                (SmtInput::Boogie(path.clone()), Some(&vcs.extractor()?.boogie))
            };
            stat_run::run_smt(&st, boogie, &input, parsers, &progress)?
        } else {
            stat_run::run_program(&st, &vcs.extractor()?.boogie, path, &progress)?
        };
        return Ok(MinimizeResult::Unstable(Box::new(report)));
    }
    let Some(keep) = req.keep else { return bad_input("give --keep CLASS or --unstable FILE") };
    let sources = sources(req, String::new())?;
    req.progress.lazy(|| {
        format!("minimize: {} vs {} keeping `{keep}` with {setup}", sources.seed.display(), sources.mutant.display())
    });
    let boogie = &vcs.extractor()?.boogie;
    let chain = req.chain.clone().or(sources.chain);
    let r = stat_run::run_pair(&st, boogie, keep, &sources.seed, &sources.mutant, chain.as_deref(), &progress)?;
    Ok(MinimizeResult::Kept(Box::new(r)))
}
