//! Small shared helpers at the bottom of the layers: this module imports nothing of the crate's,
//! so every other module may use it.
//! - [`rng`]: the deterministic random source of mutant generation and SMT perturbation;
//! - [`hash`]: hex SHA-256 digests;
//! - [`shell`]: quoting for a POSIX shell;
//! - [`pool`]: rayon thread pools of a given size;
//! - [`progress`]: where progress lines go while work runs ([`progress::Progress`], `--quiet`);
//! - [`entries`]: a directory of TOML entry files written atomically (the disk caches);
//! - [`html`]: escaping text for HTML;
//! - [`aligned`]: aligned plain-text tables for the terminal.

pub mod aligned;
pub mod cpu;
pub mod entries;
pub mod hash;
pub mod html;
pub mod pool;
pub mod progress;
pub mod rng;
pub mod shell;
