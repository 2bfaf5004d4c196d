//! Release comparison as a scatter plot on log axes: one point per program (a seed or a mutant)
//! run under both configurations, verifier time under base (x) against time under new (y), the
//! diagonal for equal times, and the programs whose outcome flips (one verifies, the other not)
//! marked with a cross.

use super::style::{self, FLIP, FONT, INK, LABEL, TICK};
use crate::tables::load::Row;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::collections::BTreeMap;

/// The data of the figure.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeScatter {
    pub base: String,
    pub new: String,
    /// Per program: time under base, time under new (seconds), and whether the outcome flips.
    pub points: Vec<(f64, f64, bool)>,
}

/// Times below this are drawn at this value (log axes have no 0).
const FLOOR: f64 = 0.01;

impl TimeScatter {
    /// Pairs the rows of `base` and `new` by (seed, batch, mutant).
    pub fn build(rows: &[Row], base: &str, new: &str) -> TimeScatter {
        type Key<'a> = (&'a str, &'a str, Option<u32>);
        let mut pairs: BTreeMap<Key, (Option<&Row>, Option<&Row>)> = BTreeMap::new();
        for row in rows {
            let r = &row.record;
            let slot = pairs.entry((&r.seed, &r.batch, r.mutant)).or_default();
            if r.tool == base {
                slot.0 = Some(row);
            } else if r.tool == new {
                slot.1 = Some(row);
            }
        }
        let points = pairs
            .values()
            .filter_map(|(b, n)| {
                let (b, n) = (&(*b)?.record, &(*n)?.record);
                Some((b.time_s.max(FLOOR), n.time_s.max(FLOOR), b.outcome.passes() != n.outcome.passes()))
            })
            .collect();
        TimeScatter { base: base.to_string(), new: new.to_string(), points }
    }

    pub fn caption(&self) -> String {
        let flips = self.points.iter().filter(|p| p.2).count();
        format!(
            "Verifier time per program under {} (new) against {} (base), log axes; {} programs, {} whose outcome flips (crosses).",
            self.new,
            self.base,
            self.points.len(),
            flips
        )
    }

    pub fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
        root.fill(&WHITE).map_err(err)?;
        let lo = self.points.iter().flat_map(|p| [p.0, p.1]).fold(f64::INFINITY, f64::min);
        let hi = self.points.iter().flat_map(|p| [p.0, p.1]).fold(0.0f64, f64::max);
        let (lo, hi) = if self.points.is_empty() { (0.1, 10.0) } else { (lo / 1.5, (hi * 1.5).max(lo * 10.0)) };
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d((lo..hi).log_scale(), (lo..hi).log_scale())
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc(format!("time under {} (s)", self.base))
            .y_desc(format!("time under {} (s)", self.new))
            .x_label_formatter(&|v| format!("{v}"))
            .y_label_formatter(&|v| format!("{v}"))
            .axis_desc_style((FONT, LABEL))
            .label_style((FONT, TICK))
            .draw()
            .map_err(err)?;
        chart.draw_series(LineSeries::new(vec![(lo, lo), (hi, hi)], INK.mix(0.4).stroke_width(1))).map_err(err)?;
        chart
            .draw_series(
                self.points.iter().filter(|p| !p.2).map(|p| Circle::new((p.0, p.1), 4, style::color(0).filled())),
            )
            .map_err(err)?
            .label("same outcome")
            .legend(|(x, y)| Circle::new((x + 8, y), 4, style::color(0).filled()));
        chart
            .draw_series(self.points.iter().filter(|p| p.2).map(|p| Cross::new((p.0, p.1), 7, FLIP.stroke_width(3))))
            .map_err(err)?
            .label("outcome flips")
            .legend(|(x, y)| Cross::new((x + 8, y), 6, FLIP.stroke_width(3)));
        style::legend(&mut chart, SeriesLabelPosition::UpperLeft)
    }
}
