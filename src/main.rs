//! The `wobble` command-line tool; all logic lives in the library (`wobble::cli`).
//!
//! mimalloc is the allocator: the front-end builds and drops ASTs of millions of small nodes, which
//! it allocates and frees about twice as fast as glibc's malloc (`cargo bench --bench frontend`).

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    wobble::cli::main()
}
