//! `wobble compare`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble compare`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble compare`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble compare` is not implemented yet")
}
