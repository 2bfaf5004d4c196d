//! Writes the scalability seed families (`wobble::generation::families`) into a directory:
//! `gen-families DIR` (the committed copy lives in `seeds/S-scalability/`).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(dir), None) = (args.next(), args.next()) else {
        eprintln!("usage: gen-families DIR");
        return ExitCode::from(2);
    };
    let dir = PathBuf::from(dir);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("gen-families: cannot create {}: {e}", dir.display());
        return ExitCode::from(3);
    }
    for (name, text) in wobble::generation::families::families() {
        let path = dir.join(&name);
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("gen-families: cannot write {}: {e}", path.display());
            return ExitCode::from(3);
        }
    }
    ExitCode::SUCCESS
}
