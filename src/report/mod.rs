//! Figures and the HTML report of a run, for papers and for people.
//!
//! - [`findings`]: the findings of a results set (a seed verified, a mutant did not), each with
//!   its class (a [`crate::stats::Class`] once classified) and the one-line summary `fuzz`/`campaign` print;
//! - [`plot`]: SVG and PNG figures drawn with `plotters` (Fig. 7 as an UpSet plot, Tab. 8 as bars,
//!   release comparison times on log axes);
//! - [`html`]: one static HTML page (no server, no CDN, no external fonts): summary table,
//!   findings with chains, diffs and commands, inlined figures.
//!
//! Nothing here runs a verifier or reads mutant files: callers (the CLI) hand in rows, diffs and
//! rendered figures.

pub mod findings;
pub mod html;
pub mod plot;

/// Errors of figure and report rendering.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// No font for figure text: plotters lays out labels with a TrueType font read from disk.
    #[error(
        "no font for figure labels: none of {tried} exists (install Debian's fonts-dejavu-core, e.g. with `make tools-papers`)"
    )]
    NoFont { tried: String },
    #[error("drawing {figure}: {reason}")]
    Draw { figure: String, reason: String },
}

impl crate::error::HasKind for ReportError {
    fn kind(&self) -> crate::error::ErrorKind {
        crate::error::ErrorKind::Failure
    }
}
