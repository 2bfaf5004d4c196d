//! `wobble campaign`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble campaign`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble campaign`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble campaign` is not implemented yet")
}
