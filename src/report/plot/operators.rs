//! Tab. 8 as grouped bars: for one tool, per operator of batch M* (x axis) and group (one color
//! each, legend), the percentage of failing M* mutants of passing seeds whose chain applies the
//! operator. Groups without failing mutants have no bars (their percentages are undefined).

use super::style::{self, FONT, INK, LABEL, TICK};
use crate::tables::index::Index;
use crate::tables::tab8;
use crate::tables::STAR_OPERATORS;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The data of one figure.
#[derive(Clone, Debug, PartialEq)]
pub struct OperatorBars {
    pub tool: String,
    /// Per group with failing mutants: name, |F|, and the percentage per operator of
    /// [`STAR_OPERATORS`].
    pub groups: Vec<(String, usize, [f64; STAR_OPERATORS.len()])>,
}

impl OperatorBars {
    pub fn build(index: &Index, tool: &str) -> OperatorBars {
        let groups = tab8::tab8(index)
            .into_iter()
            .filter(|r| r.tool == tool && r.failing_mutants > 0)
            .filter_map(|r| Some((r.group?, r.failing_mutants, r.pct_by_op.map(|p| p.unwrap_or(0.0)))))
            .collect();
        OperatorBars { tool: tool.to_string(), groups }
    }

    pub fn caption(&self) -> String {
        format!(
            "Tab. 8 ({}): % of the failing M* mutants of passing seeds whose chain applies each operator, per group.",
            self.tool
        )
    }

    pub fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(root)
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(95)
            // Headroom above 100% for the legend.
            .build_cartesian_2d(-0.5f64..STAR_OPERATORS.len() as f64 - 0.5, 0f64..135f64)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(1)
            .x_label_formatter(&|_| String::new())
            .y_labels(8)
            .y_label_formatter(&|v| if *v <= 100.0 { format!("{v:.0}%") } else { String::new() })
            .light_line_style(TRANSPARENT)
            .y_desc("% of failing M* mutants")
            .axis_desc_style((FONT, LABEL))
            .label_style((FONT, TICK))
            .draw()
            .map_err(err)?;
        let below = (FONT, LABEL).into_font().color(&INK).pos(Pos::new(HPos::Center, VPos::Top));
        for (k, op) in STAR_OPERATORS.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(k as f64, 0.0));
            root.draw(&Text::new(op.to_string(), (x, y + 8), below.clone())).map_err(err)?;
        }
        if self.groups.is_empty() {
            let (x, y) = chart.backend_coord(&(4.5, 50.0));
            let msg = (FONT, LABEL).into_font().color(&INK).pos(Pos::new(HPos::Center, VPos::Center));
            root.draw(&Text::new(format!("{}: no failing M* mutant", self.tool), (x, y), msg)).map_err(err)?;
            return Ok(());
        }
        let width = 0.8 / self.groups.len() as f64;
        for (g, (name, failing, pcts)) in self.groups.iter().enumerate() {
            let color = style::color(g);
            let left = |k: usize| k as f64 - 0.4 + width * g as f64;
            chart
                .draw_series(
                    pcts.iter()
                        .enumerate()
                        .map(|(k, p)| Rectangle::new([(left(k), 0.0), (left(k) + width, *p)], color.filled())),
                )
                .map_err(err)?
                .label(format!("{name} ({failing})"))
                .legend(move |(x, y)| Rectangle::new([(x, y - 7), (x + 16, y + 7)], color.filled()));
        }
        style::legend(&mut chart, SeriesLabelPosition::UpperMiddle)
    }
}
