//! `wobble translate`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble translate`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble translate`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble translate` is not implemented yet")
}
