//! The `wobble` command-line tool; all logic lives in the library (`wobble::cli`).

fn main() -> std::process::ExitCode {
    wobble::cli::main()
}
