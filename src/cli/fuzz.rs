//! `wobble fuzz`. (Stub: not implemented yet.)

use super::Global;

/// Arguments of `wobble fuzz`.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `wobble fuzz`.
pub fn run(_args: &Args, _global: &Global) -> anyhow::Result<u8> {
    super::bad_input("`wobble fuzz` is not implemented yet")
}
