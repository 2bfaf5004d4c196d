//! `wobble mutate`: generate semantics-preserving mutants of one seed (the paper's Algorithm 1),
//! list where each operator applies, or enumerate every declaration order of a small program.

use super::common::parse_op;
use super::{bad_input, Global, Result, Verdict};
use crate::error::FileError;
use crate::generation::enumerate::enumerate_orders;
use crate::generation::{generate, render_mutant, seed_hash, Chain, GenParams, Header, Weights};
use crate::mutation::{operator, OpName, Variant};
use crate::syntax::parse_program;
use crate::syntax::source::ProgramText;
use rayon::prelude::*;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

const AFTER_HELP: &str = "\
Operators (Tab. 3 of the paper):
  S1  swap two top-level declarations of one file
  S2  split a procedure definition into a procedure declaration and an implementation
  S3  move a declaration into another (possibly new) file; the mutant becomes a folder of files
  L1  swap two local variable declarations of one body
  L2  split a declaration of several variables into one declaration per variable
  L3  join two preconditions into one conjunction (same free-ness, no attributes)
  L4  join two postconditions into one conjunction (same free-ness, no attributes)
  L5  swap two requires/ensures clauses, two adjacent asserts, or two invariants of one loop
  L6  negate an if condition and swap the branches
  G1  add `true` as precondition, postcondition, assertion or loop invariant
  G2  remove a trigger from a quantifier (NOT semantics-preserving in practice: weight 0 by default)
Pruning operators (issue 30; sites only in programs with `uses` clauses):
  G3  hoist an axiom out of a `uses` clause to the top level, right after its owner
  G4  sink a top-level axiom into the `uses` clause of a constant or function it mentions
  Both keep the program's axioms, so its meaning; under Boogie's axiom pruning (/prune, Dafny's
  default) they change which axioms a VC sees: an owned axiom follows its owner, a top-level one
  only its triggers (or {:include_dep}/{:keep}).

What each operator skips (cannot show the change meaning-preserving there, or nothing to do):
  an axiom in a `uses` clause belongs to its constant or function: S1 and S3 move it with its owner,
  only G3 takes it out, G2 sees its triggers; L2 does not split constants (their names share the
  clause); S2 needs a procedure with a body; L1-L6 and G1 act on procedure contracts and bodies.
  Datatypes, Civl actions, yield procedures and yield invariants are declarations for S1 and S3;
  no other operator enters a Civl declaration (G2 included): across yields, layers and mover types
  no change is shown meaning-preserving. `hide`/`reveal`/`push`/`pop` stay where they are. In a
  loop, L5 swaps plain invariants only and G1 adds its invariant last: a yield-invariant call
  (`invariant call I();`) and a `measure` keep their places.

Generation (Algorithm 1): the pool starts with the seed; each attempt draws a program from the pool
uniformly, an operator with probability proportional to its weight among the operators that apply
to that program, and one of its sites uniformly; the result joins the pool when its printed text is
new. Generation stops after COUNT mutants or MAX_ATTEMPTS attempts. The same seed file, --rng-seed,
--batch, weights and --count always give byte-identical output, whatever --jobs.

Output: OUT/mutant-0001.bpl, ... (a folder OUT/mutant-0001/ with mutant-0001.bpl,
mutant-0001.part1.bpl, ... for mutants that S3 split into several files). Every file starts with a
comment header (seed, its SHA-256, rng seed, batch, weights, mutant number, chain of operator
applications such as `S1(0,3) L3(4#0,1)`) from which `wobble reproduce` regenerates the mutant.

Examples:
  wobble mutate fig1.bpl --count 100 --rng-seed 42 --out mutants/
  wobble mutate fig1.bpl --only L3,L4 --count 10 --out m/
  wobble mutate fig1.bpl --weights S1=5,G2=1 --count 50 --out m/
  wobble mutate fig1.bpl --list-sites
  wobble mutate fig1.bpl --enumerate S1 --out orders/     (all 5! = 120 declaration orders)";

/// Arguments of `wobble mutate`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The seed: a Boogie program (one file).
    #[arg(value_name = "SEED.bpl")]
    pub seed: PathBuf,

    /// Number of distinct mutants to generate (the seed itself is not counted).
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, short = 'n', long, default_value = "100", value_name = "N")]
    pub count: NonZeroUsize,

    /// Random seed; with the seed file, --batch, --count and the weights it determines the
    /// mutants. The defaults (--rng-seed 1, --batch M*) are `wobble fuzz`'s: `wobble mutate SEED
    /// --count N` writes the mutants `wobble fuzz SEED --mutants N` verifies.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub rng_seed: u64,

    /// Operator weights, e.g. `S1=1,L3=2`: an operator is drawn with probability proportional to
    /// its weight, never with weight 0. Operators not named keep their default (1, G2: 0), or 0
    /// with --only.
    #[arg(long, value_name = "OP=W,...")]
    pub weights: Option<String>,

    /// Use only these operators (weight 1 each, all others 0), e.g. `--only L3,L4`. --weights
    /// is applied on top.
    #[arg(long, value_name = "OP,...", value_delimiter = ',', value_parser = parse_op)]
    pub only: Vec<OpName>,

    /// Give up after this many attempts [default: 100 x COUNT, at least 1000, as in fuzz].
    #[arg(allow_negative_numbers = true, value_parser = super::common::parse_count, long, value_name = "N")]
    pub max_attempts: Option<NonZeroUsize>,

    /// Batch name, recorded in headers and part of the random identity (e.g. `M*`, `M_J`).
    #[arg(long, default_value = "M*", value_name = "NAME")]
    pub batch: String,

    /// Output directory (created if missing; existing mutant files are overwritten).
    #[arg(short, long, value_name = "DIR", required_unless_present = "list_sites")]
    pub out: Option<PathBuf>,

    /// Print every operator's sites in the seed instead of generating mutants.
    #[arg(long, conflicts_with = "enumerate")]
    pub list_sites: bool,

    /// Write every mutant of one exhaustive kind instead of random ones. Only `S1`: all orders of
    /// the seed's declarations (at most 8 declarations), identity first.
    #[arg(long, value_name = "OP")]
    pub enumerate: Option<String>,
}

/// Runs `wobble mutate`.
pub fn run(args: &Args, global: &Global) -> Result<Verdict> {
    let seed_name = args.seed.display().to_string();
    let text = std::fs::read_to_string(&args.seed).map_err(|e| FileError::read(&args.seed, e))?;
    let seed = parse_program(&text, &seed_name)?;
    let hash = seed_hash(&text);
    let weights = weights(args)?;

    if args.list_sites {
        list_sites(&Variant::from_program(seed), &weights)?;
        return Ok(Verdict::Clean);
    }
    let Some(out) = args.out.as_deref() else {
        return bad_input("--out DIR is required");
    };
    super::common::create_out_dir(out)?;

    if let Some(op) = &args.enumerate {
        if op != "S1" {
            return bad_input(format!("--enumerate supports only S1 (all declaration orders), not `{op}`"));
        }
        let orders = enumerate_orders(&seed)?;
        let total = orders.len();
        let items: Vec<(usize, Chain, Variant)> =
            orders.into_iter().enumerate().map(|(k, (c, v))| (k + 1, c, v)).collect();
        let head = |index: usize, chain: Chain| Header {
            seed: seed_name.clone(),
            seed_sha256: hash.clone(),
            rng_seed: args.rng_seed,
            batch: format!("enumerate-{op}"),
            weights: Weights::only(&[OpName::S1]),
            index,
            of: total,
            files: vec![],
            chain,
        };
        write_all(out, &items, &head, global.jobs())?;
        if !global.quiet {
            outln!("wrote {total} declaration orders of {seed_name} to {} (identity first)", out.display())?;
        }
        return Ok(Verdict::Clean);
    }

    let count = args.count.get();
    // The default of every random batch (fuzz, campaign), so that the mutants are theirs.
    let max_attempts =
        args.max_attempts.map_or_else(|| crate::campaign::batches::default_max_attempts(count), NonZeroUsize::get);
    if weights.total() == 0 {
        return bad_input("all operator weights are 0: nothing to generate");
    }
    let params = GenParams { count, rng_seed: args.rng_seed, batch: args.batch.clone(), weights, max_attempts };
    let generated = generate(&seed, &hash, &params);
    let items: Vec<(usize, Chain, Variant)> =
        generated.mutants.iter().map(|m| (m.index, m.chain.clone(), m.variant.clone())).collect();
    let head = |index: usize, chain: Chain| Header {
        seed: seed_name.clone(),
        seed_sha256: hash.clone(),
        rng_seed: params.rng_seed,
        batch: params.batch.clone(),
        weights: params.weights,
        index,
        of: params.count,
        files: vec![],
        chain,
    };
    write_all(out, &items, &head, global.jobs())?;
    if !global.quiet {
        outln!(
            "generated {} of {} mutants of {} in {} ({}; {} attempts)",
            generated.mutants.len(),
            params.count,
            seed_name,
            out.display(),
            generated.stop,
            generated.attempts
        )?;
        let usage = generated.operator_usage();
        let parts: Vec<String> = OpName::ALL.iter().map(|&op| format!("{op}={}", usage[op.index()])).collect();
        outln!("operator applications: {}", parts.join(" "))?;
        let multi = generated.mutants.iter().filter(|m| m.variant.file_count() > 1).count();
        if multi > 0 {
            outln!("{multi} mutants span several files (folders)")?;
        }
    }
    Ok(Verdict::Clean)
}

/// The effective weights: defaults (or `--only`), then `--weights`.
fn weights(args: &Args) -> Result<Weights> {
    let mut base = Weights::default();
    if !args.only.is_empty() {
        base = Weights::only(&args.only);
    }
    match &args.weights {
        None => Ok(base),
        Some(text) => match base.with_overrides(text) {
            Ok(w) => Ok(w),
            Err(e) => bad_input(format!("--weights: {e}")),
        },
    }
}

fn list_sites(v: &Variant, weights: &Weights) -> std::result::Result<(), FileError> {
    for op in OpName::ALL {
        let sites = operator(op).sites(v);
        outln!("{op} (weight {}, {} sites): {}", weights.get(op), sites.len(), op.summary())?;
        for s in sites {
            let what = v.decl(s.decl()).map(|d| d.describe()).unwrap_or_default();
            outln!("  {op}({s})\t{what}")?;
        }
    }
    Ok(())
}

/// Renders (in parallel) and writes every mutant with its header: `OUT/mutant-0007.bpl`, or a
/// folder `OUT/mutant-0007/` for a multi-file mutant.
fn write_all(
    out: &Path,
    items: &[(usize, Chain, Variant)],
    head: &(dyn Fn(usize, Chain) -> Header + Sync),
    jobs: usize,
) -> Result<()> {
    let render = |(index, chain, v): &(usize, Chain, Variant)| -> (String, ProgramText) {
        let h = head(*index, chain.clone());
        (h.base_name(), render_mutant(&h, v))
    };
    let rendered: Vec<(String, ProgramText)> =
        crate::util::pool::install(jobs, || items.par_iter().map(render).collect());
    for (base, text) in rendered {
        let dir = if text.files.len() > 1 {
            let d = out.join(&base);
            std::fs::create_dir_all(&d).map_err(|e| FileError::create(&d, e))?;
            d
        } else {
            out.to_path_buf()
        };
        for f in &text.files {
            let path = dir.join(&f.name);
            std::fs::write(&path, &f.text).map_err(|e| FileError::write(&path, e))?;
        }
    }
    Ok(())
}
