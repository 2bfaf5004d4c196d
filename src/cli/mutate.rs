//! `wobble mutate`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble mutate`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble mutate`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble mutate` is not implemented yet")
}
