//! `wobble-vc-sink`: the process Boogie drives while wobble extracts its prover log
//! (see `wobble::smt::solving::sink`). Not a solver: it answers `unsat` to every check.

fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    if wobble::smt::solving::sink::serve(stdin.lock(), stdout.lock()).is_err() {
        std::process::exit(1);
    }
}
