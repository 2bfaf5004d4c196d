//! `wobble check-repair ORIGINAL EDITED`: whether an edit (explain's repair, or one made by hand)
//! can make the proof prove less; prints every admitted and refused edit at `FILE:LINE`.

use super::{Global, Result, Verdict};
use crate::pipeline::check_repair::run as check;
use std::path::PathBuf;

const AFTER_HELP: &str = "\
The check is a whitelist, the one `wobble explain` applies to its repairs. Only these edits are
admitted:
  - dropping an axiom (an .smt2 hypothesis other than the goal), an `assume` statement, or a
    free clause (free requires, free ensures, free invariant);
  - adding, changing, narrowing or dropping a trigger ({...} in Boogie, :pattern in SMT-LIB):
    triggers never change what is true;
  - adding an `assert` statement (one more thing the program must prove);
  - adding an axiom (.bpl) or assertion (.smt2) that is an instance of a quantified one of the
    original: its body with the bound variables replaced by terms, capture-avoiding (no term
    mentions a name an inner binder binds there), with each term of its variable's type or
    sort (a polymorphic Boogie axiom at explicit types), inner binders renamed consistently
    accepted; a term whose type cannot be worked out is refused;
  - skolemizing an existential of an .smt2 assertion (the goal too) at fresh functions of the
    universals around it (constants when none), each used in it only;
  - dropping a `requires` of a procedure whose implementation Boogie verifies.
Everything else is refused, with its reason at FILE:LINE (the edited file's line, or the
original's for something dropped): adding or changing an ensures, requires, modifies, loop
invariant or the goal (the negated assertion and check-sat of an .smt2 query); an added assume,
axiom or assertion that is no implied instance; a dropped requires of a procedure without a
body, marked {:verify false} or {:inline}; an implementation no longer verified; any other
changed statement, declaration or command.

Both files must be of one kind: two Boogie programs (.bpl), or two SMT-LIB files (.smt2, .smt)
with the same number of check-sat commands, compared in order.

Exit status: 0 the edit never weakens the proof (each admitted edit printed); 1 it may (each
refused edit printed with its reason); 2 bad input (a file that cannot be read, a parse error at
FILE:LINE:COL, an extension other than .bpl/.smt2, two files of different kinds).

Examples:
  wobble check-repair slots.bpl results/explain/repairs/1-drop-axiom/slots.bpl
  wobble check-repair query.smt2 query-edited.smt2";

/// Arguments of `wobble check-repair`.
#[derive(clap::Args, Debug)]
#[command(after_help = AFTER_HELP)]
pub struct Args {
    /// The original file (.bpl or .smt2).
    pub original: PathBuf,
    /// The edited file, of the same kind.
    pub edited: PathBuf,
}

pub fn run(args: &Args, _global: &Global) -> Result<Verdict> {
    let checked = check(&args.original, &args.edited)?;
    let v = &checked.verdict;
    for a in &v.admitted {
        outln!("{}: admitted: {a}", checked.at(a.side, a.line))?;
    }
    for r in &v.refused {
        outln!("{}: refused: {}", checked.at(r.side, r.line), r.reason)?;
    }
    if v.never_weakens() {
        outln!("never weakens: {} edit(s) admitted, none refused", v.admitted.len())?;
    } else {
        outln!("may weaken the proof: {} edit(s) refused, {} admitted", v.refused.len(), v.admitted.len())?;
    }
    Ok(Verdict::findings_if(!v.never_weakens()))
}
