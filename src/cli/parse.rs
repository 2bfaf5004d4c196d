//! `wobble parse`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble parse`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble parse`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble parse` is not implemented yet")
}
