//! `wobble minimize`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble minimize`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble minimize`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble minimize` is not implemented yet")
}
