//! `wobble table`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble table`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble table`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble table` is not implemented yet")
}
