//! `wobble fuzz --classify`: the glue that classifies a fuzz report's brittle `boogie` flips
//! ([`crate::stability::findings`]), stores the classes in the report and writes
//! `OUT/findings.csv`.

use super::{Global, Result};
use crate::campaign::{FuzzReport, SeedFile};
use crate::error::FileError;
use crate::runner::ResultsDir;
use crate::smt::cache::QueryCache;
use crate::smt::query::Query;
use crate::smt::solve::{Solver, SolverKind};
use crate::stability::findings::classify_finding;
use crate::stability::program::{program_queries, Tool};
use crate::stability::SampleConfig;
use crate::syntax::printer::print_program;
use crate::syntax::source::ProgramText;
use crate::verifiers::boogie::BoogieVerifier;
use std::collections::HashMap;
use std::time::Duration;

/// The tool whose flips are classified.
pub const CLASSIFIED_TOOL: &str = "boogie";

/// Columns of `findings.csv`.
pub const HEADER: [&str; 12] = [
    "seed",
    "group",
    "tool",
    "batch",
    "mutant",
    "chain",
    "path",
    "class",
    "seed_category",
    "mutant_category",
    "queries_sampled",
    "runs",
];

/// Classifies every brittle flip of [`CLASSIFIED_TOOL`] in `report` (in place) and writes
/// `findings.csv` into `dir`.
pub fn classify_report(
    report: &mut FuzzReport,
    seeds: &[SeedFile],
    dir: &ResultsDir,
    cfg: &SampleConfig,
    global: &Global,
) -> Result<()> {
    let boogie = BoogieVerifier::default_config()?;
    let tool = Tool { label: "z3".into(), solver: Solver::default_for(SolverKind::Z3)? };
    let cache = QueryCache::new(dir.cache_dir().join("smt"));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(global.jobs())
        .build()
        .map_err(|e| super::BadInput(format!("cannot start {} jobs: {e}", global.jobs())))?;
    let limit = Duration::from_secs(300);
    let mut seed_queries: HashMap<String, Vec<Query>> = HashMap::new();
    let path = dir.root().join("findings.csv");
    let mut w = csv::Writer::from_path(&path).map_err(|e| FileError::create(&path, std::io::Error::other(e)))?;
    let wr = |e: csv::Error| FileError::write(&path, std::io::Error::other(e));
    w.write_record(HEADER).map_err(wr)?;
    for line in report.lines.iter_mut().filter(|l| l.brittle() && l.tool == CLASSIFIED_TOOL) {
        let Some(seed) = seeds.iter().find(|s| s.id == line.seed) else { continue };
        if !seed_queries.contains_key(&seed.id) {
            let text = ProgramText::single(format!("{}.bpl", seed.stem()), print_program(&seed.program));
            seed_queries.insert(seed.id.clone(), program_queries(&boogie, &seed.id, &text, limit)?);
        }
        let sq = seed_queries.get(&seed.id).map(Vec::as_slice).unwrap_or_default();
        let n = line.flips.len();
        for (i, flip) in line.flips.iter_mut().enumerate() {
            let file = dir.root().join(&flip.path);
            let body = std::fs::read_to_string(&file).map_err(|e| FileError::read(&file, e))?;
            let name =
                file.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "mutant.bpl".into());
            let mq = program_queries(&boogie, &flip.path, &ProgramText::single(name, body), limit)?;
            let c = pool.install(|| classify_finding(sq, &mq, &tool, cfg, &cache))?;
            if !global.quiet {
                eprintln!("[classify {}/{}] {} {}: {}", i + 1, n, line.seed, flip.path, c.class);
            }
            flip.class = Some(c.class);
            let cat = |c: Option<crate::stats::Category>| c.map(|c| c.to_string()).unwrap_or_default();
            w.write_record([
                line.seed.clone(),
                line.group.clone(),
                line.tool.clone(),
                flip.batch.clone(),
                flip.mutant.to_string(),
                flip.chain.clone(),
                flip.path.clone(),
                c.class.to_string(),
                cat(c.seed_category),
                cat(c.mutant_category),
                c.queries_sampled.to_string(),
                c.runs.to_string(),
            ])
            .map_err(wr)?;
        }
    }
    w.flush().map_err(|e| FileError::write(&path, e))?;
    Ok(())
}
