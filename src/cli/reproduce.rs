//! `wobble reproduce`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble reproduce`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble reproduce`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble reproduce` is not implemented yet")
}
