//! `wobble show`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble show`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble show`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble show` is not implemented yet")
}
