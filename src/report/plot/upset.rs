//! The paper's Fig. 7 as an UpSet plot: for each seed the tool verifies that has a failing mutant
//! in some batch, the exact set of batches (M* and M_J, G2 left out as in the paper) holding a
//! failing mutant of it. Columns are these sets (bar: how many seeds have exactly that set; dots
//! below: its batches); rows are the batches with at least one such seed (left bar: # ∃fail of
//! the batch, as in Tab. 6).

use super::style::{self, FAINT, FONT, INK, LABEL, TICK};
use crate::runner::record::STAR_BATCH;
use crate::tables::index::Index;
use crate::tables::STAR_OPERATORS;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::collections::BTreeMap;

/// The data of one UpSet figure.
#[derive(Clone, Debug, PartialEq)]
pub struct UpSet {
    pub tool: String,
    /// Row names (batches with at least one seed), in batch order.
    pub batches: Vec<String>,
    /// Per row: how many seeds have a failing mutant in it (# ∃fail).
    pub set_sizes: Vec<usize>,
    /// Columns: member rows and how many seeds have exactly that set; largest first.
    pub columns: Vec<(Vec<usize>, usize)>,
}

const LEFT: u32 = 210;
const ROW: u32 = 30;

impl UpSet {
    /// Computes the sets of `tool` from the index.
    pub fn build(index: &Index, tool: &str) -> UpSet {
        let mut names = vec![STAR_BATCH.to_string()];
        names.extend(STAR_OPERATORS.iter().map(|op| format!("M_{op}")));
        let mut sets: Vec<Vec<usize>> = Vec::new();
        for e in index.select(None, tool).filter(|e| e.passes()) {
            let set: Vec<usize> = (0..names.len()).filter(|&k| e.batch(&names[k]).iter().any(|m| m.fails())).collect();
            if !set.is_empty() {
                sets.push(set);
            }
        }
        let mut sizes = vec![0usize; names.len()];
        for s in &sets {
            for &k in s {
                sizes[k] += 1;
            }
        }
        let kept: Vec<usize> = (0..names.len()).filter(|&k| sizes[k] > 0).collect();
        let row_of = |k: usize| kept.iter().position(|&r| r == k).unwrap_or(0);
        let mut counts: BTreeMap<Vec<usize>, usize> = BTreeMap::new();
        for s in sets {
            *counts.entry(s.into_iter().map(row_of).collect()).or_default() += 1;
        }
        let mut columns: Vec<(Vec<usize>, usize)> = counts.into_iter().collect();
        columns.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.len().cmp(&b.0.len())).then_with(|| a.0.cmp(&b.0)));
        UpSet {
            tool: tool.to_string(),
            batches: kept.iter().map(|&k| names[k].clone()).collect(),
            set_sizes: kept.iter().map(|&k| sizes[k]).collect(),
            columns,
        }
    }

    /// Seeds with at least one failing mutant in some batch.
    pub fn seeds(&self) -> usize {
        self.columns.iter().map(|(_, n)| n).sum()
    }

    pub fn caption(&self) -> String {
        format!(
            "Fig. 7 ({}): for each of {} verified seeds with at least one failing mutant, which batches \
             (exclusively) include a failing mutant of it; left: # ∃fail per batch. G2 is left out.",
            self.tool,
            self.seeds()
        )
    }

    pub fn size(&self) -> (u32, u32) {
        (640, 300 + ROW * self.batches.len().max(1) as u32)
    }

    pub fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
        root.fill(&WHITE).map_err(err)?;
        let (_, height) = root.dim_in_pixel();
        let tick = (FONT, TICK).into_font().color(&INK);
        if self.columns.is_empty() {
            let style = (FONT, LABEL).into_font().color(&INK).pos(Pos::new(HPos::Center, VPos::Center));
            root.draw(&Text::new(
                format!("{}: no verified seed has a failing mutant", self.tool),
                (320, height as i32 / 2),
                style,
            ))
            .map_err(err)?;
            return Ok(());
        }
        let matrix_h = ROW * self.batches.len() as u32 + 16;
        let (top, _) = root.split_vertically(height - matrix_h);
        let (_, top_right) = top.split_horizontally(LEFT - 45);
        let n = self.columns.len();
        let max = self.columns.iter().map(|c| c.1).max().unwrap_or(1) as i32;
        let mut chart = ChartBuilder::on(&top_right)
            .margin_top(30)
            .margin_right(10)
            .y_label_area_size(45)
            .build_cartesian_2d(-0.5f64..n as f64 - 0.5, 0i32..max + 1)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .disable_x_axis()
            .y_labels((max + 2) as usize)
            .y_desc("# seeds")
            .axis_desc_style((FONT, LABEL))
            .label_style((FONT, TICK))
            .draw()
            .map_err(err)?;
        chart
            .draw_series(self.columns.iter().enumerate().map(|(i, (_, count))| {
                Rectangle::new([(i as f64 - 0.3, 0), (i as f64 + 0.3, *count as i32)], INK.filled())
            }))
            .map_err(err)?;
        let above = tick.clone().pos(Pos::new(HPos::Center, VPos::Bottom));
        for (i, (_, count)) in self.columns.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(i as f64, *count as i32));
            root.draw(&Text::new(count.to_string(), (x, y - 4), above.clone())).map_err(err)?;
        }
        // The matrix, aligned with the bars' columns.
        let xs: Vec<i32> = (0..n).map(|i| chart.backend_coord(&(i as f64, 0)).0).collect();
        let y0 = (height - matrix_h) as i32 + 8;
        let row_y = |r: usize| y0 + (ROW as i32) * r as i32 + ROW as i32 / 2;
        for (r, _) in self.batches.iter().enumerate() {
            if r % 2 == 0 {
                let (y1, y2) = (row_y(r) - ROW as i32 / 2, row_y(r) + ROW as i32 / 2);
                root.draw(&Rectangle::new([(LEFT as i32 - 5, y1), (635, y2)], RGBColor(245, 245, 245).filled()))
                    .map_err(err)?;
            }
        }
        for (i, (members, _)) in self.columns.iter().enumerate() {
            let x = xs[i];
            if let (Some(&first), Some(&last)) = (members.first(), members.last()) {
                root.draw(&PathElement::new(vec![(x, row_y(first)), (x, row_y(last))], INK.stroke_width(3)))
                    .map_err(err)?;
            }
            for r in 0..self.batches.len() {
                let color = if members.contains(&r) { INK } else { FAINT };
                root.draw(&Circle::new((x, row_y(r)), 8, color.filled())).map_err(err)?;
            }
        }
        // Left: batch names and # ∃fail bars.
        let max_size = self.set_sizes.iter().copied().max().unwrap_or(1).max(1) as f64;
        let name_style = (FONT, LABEL).into_font().color(&INK).pos(Pos::new(HPos::Right, VPos::Center));
        let size_style = tick.clone().pos(Pos::new(HPos::Left, VPos::Center));
        for (r, name) in self.batches.iter().enumerate() {
            let y = row_y(r);
            root.draw(&Text::new(name.clone(), (LEFT as i32 - 12, y), name_style.clone())).map_err(err)?;
            let width = (80.0 * self.set_sizes[r] as f64 / max_size).round() as i32;
            root.draw(&Rectangle::new([(10, y - 8), (10 + width, y + 8)], style::color(0).filled())).map_err(err)?;
            root.draw(&Text::new(self.set_sizes[r].to_string(), (16 + width, y), size_style.clone())).map_err(err)?;
        }
        let head = tick.pos(Pos::new(HPos::Left, VPos::Bottom));
        root.draw(&Text::new("# ∃fail", (10, y0 - 4), head)).map_err(err)?;
        Ok(())
    }
}
