//! Figures drawn with `plotters` (SVG backend, and the bitmap backend for PNG), one module per
//! figure: [`upset`] (the paper's Fig. 7), [`operators`] (Tab. 8 as bars), [`times`] (release
//! comparison: time new vs base per program), [`stability`] (stability categories per group
//! and tool as stacked bars, from `stability.csv`). [`style`] holds sizes, colors and the font.
//!
//! Figures are 640 px wide with 18-22 px text, so that at a paper's column width (about 3.3 in)
//! labels come out at 7-8 pt.

pub mod operators;
pub mod stability;
pub mod style;
pub mod times;
pub mod upset;

use super::ReportError;
use crate::tables::index::Index;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;

/// One figure, ready to draw on any backend.
#[derive(Clone, Debug, PartialEq)]
pub enum Plot {
    Upset(upset::UpSet),
    Operators(operators::OperatorBars),
    Times(times::TimeScatter),
    Stability(stability::StabilityBars),
}

impl Plot {
    /// The file stem (`fig7-boogie`, `tab8-boogie`, `compare-times`, `stability-bars`).
    pub fn name(&self) -> String {
        match self {
            Plot::Upset(u) => format!("fig7-{}", style::file_part(&u.tool)),
            Plot::Operators(o) => format!("tab8-{}", style::file_part(&o.tool)),
            Plot::Times(_) => "compare-times".to_string(),
            Plot::Stability(_) => "stability-bars".to_string(),
        }
    }

    /// A caption for the report.
    pub fn caption(&self) -> String {
        match self {
            Plot::Upset(u) => u.caption(),
            Plot::Operators(o) => o.caption(),
            Plot::Times(t) => t.caption(),
            Plot::Stability(s) => s.caption(),
        }
    }

    fn size(&self) -> (u32, u32) {
        match self {
            Plot::Upset(u) => u.size(),
            Plot::Stability(s) => s.size(),
            Plot::Operators(_) | Plot::Times(_) => (640, 420),
        }
    }

    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        match self {
            Plot::Upset(u) => u.draw(root),
            Plot::Operators(o) => o.draw(root),
            Plot::Times(t) => t.draw(root),
            Plot::Stability(s) => s.draw(root),
        }
    }

    fn failed(&self, reason: String) -> ReportError {
        ReportError::Draw { figure: self.name(), reason }
    }

    /// The figure as an SVG document.
    pub fn svg(&self) -> Result<String, ReportError> {
        style::ensure_font()?;
        let mut text = String::new();
        {
            let root = SVGBackend::with_string(&mut text, self.size()).into_drawing_area();
            self.draw(&root).map_err(|e| self.failed(e))?;
            root.present().map_err(|e| self.failed(e.to_string()))?;
        }
        Ok(text)
    }

    /// Writes the figure as a PNG file of the same pixel size.
    pub fn png(&self, file: &Path) -> Result<(), ReportError> {
        style::ensure_font()?;
        let root = BitMapBackend::new(file, self.size()).into_drawing_area();
        self.draw(&root).map_err(|e| self.failed(e))?;
        root.present().map_err(|e| self.failed(e.to_string()))
    }
}

/// The paper's figures for every tool of `index`: Fig. 7 (UpSet of batches with a failing mutant)
/// and Tab. 8 as bars.
pub fn paper_figures(index: &Index) -> Vec<Plot> {
    let mut plots = Vec::new();
    for tool in &index.tools {
        plots.push(Plot::Upset(upset::UpSet::build(index, tool)));
        plots.push(Plot::Operators(operators::OperatorBars::build(index, tool)));
    }
    plots
}

/// The stability figure of `stability.csv` rows (stacked bars per group and tool); none for no
/// rows.
pub fn stability_figures(rows: &[crate::tables::stability::StabilityRow]) -> Vec<Plot> {
    if rows.is_empty() {
        Vec::new()
    } else {
        vec![Plot::Stability(stability::StabilityBars::build(rows))]
    }
}
