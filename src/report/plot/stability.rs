//! Stability categories per group as stacked bars: one horizontal bar per seed group and tool
//! (the rows of `tab-stability.csv` without the `all` rows), split into the shares of programs
//! that `wobble stability` found `stable`, `unstable`, `unsolvable` and `inconclusive`, with the
//! count written inside each segment wide enough for it and a legend of the four categories above.

use super::style::{FONT, INK, LABEL, TICK};
use crate::stats::Category;
use crate::tables::stability::{summarize, Level, StabilityRow};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// One bar: a group and tool, its program count per category.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    pub group: String,
    pub tool: String,
    /// Per category, in [`Category::ALL`] order.
    pub counts: [usize; 4],
}

impl Bar {
    /// Programs in the bar.
    pub fn total(&self) -> usize {
        self.counts.iter().sum()
    }
}

/// The data of the figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StabilityBars {
    /// Groups in natural order, tools in natural order within a group.
    pub bars: Vec<Bar>,
}

/// The color of a category: green for stable, orange for unstable, blue for unsolvable, gray
/// for inconclusive (Okabe-Ito colors, told apart in grayscale by lightness).
pub fn category_color(c: Category) -> RGBColor {
    match c {
        Category::Stable => RGBColor(0, 158, 115),
        Category::Unstable => RGBColor(230, 159, 0),
        Category::Unsolvable => RGBColor(0, 114, 178),
        Category::Inconclusive => RGBColor(190, 190, 190),
    }
}

/// The color of a count written on a segment of `c`.
fn text_color(c: Category) -> RGBColor {
    match c {
        Category::Stable | Category::Unsolvable => WHITE,
        Category::Unstable | Category::Inconclusive => INK,
    }
}

const LEGEND_H: u32 = 56;
const ROW_H: u32 = 58;
const AXIS_H: u32 = 66;
const SMALL: u32 = TICK - 3;

impl StabilityBars {
    /// One bar per group and tool of the programs (`query` = `all`) in `rows`.
    pub fn build(rows: &[StabilityRow]) -> StabilityBars {
        let bars = summarize(rows, Level::Programs)
            .into_iter()
            .filter_map(|s| Some(Bar { group: s.group?, tool: s.tool, counts: s.per_category }))
            .collect();
        StabilityBars { bars }
    }

    /// Programs in all bars.
    pub fn programs(&self) -> usize {
        self.bars.iter().map(Bar::total).sum()
    }

    pub fn caption(&self) -> String {
        format!(
            "Stability of {} programs per group and tool (wobble stability): share of programs whose \
             verification conditions are stable, unstable, unsolvable or inconclusive under the SMT \
             perturbations; counts inside the bars.",
            self.programs()
        )
    }

    pub fn size(&self) -> (u32, u32) {
        (640, LEGEND_H + ROW_H * self.bars.len().max(1) as u32 + AXIS_H)
    }

    pub fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
        root.fill(&WHITE).map_err(err)?;
        let (width, height) = root.dim_in_pixel();
        let tick = (FONT, TICK).into_font();
        let small = (FONT, SMALL).into_font();
        if self.bars.is_empty() {
            let style = (FONT, LABEL).into_font().color(&INK).pos(Pos::new(HPos::Center, VPos::Center));
            root.draw(&Text::new("no program in stability.csv", (width as i32 / 2, height as i32 / 2), style))
                .map_err(err)?;
            return Ok(());
        }
        // Legend: one row of swatches and names, centered (two rows if one does not fit).
        let text_w = |text: &str, font: &FontDesc| {
            root.estimate_text_size(text, &TextStyle::from(font.clone())).map_or(0, |(w, _)| w as i32)
        };
        let entries: Vec<(Category, i32)> =
            Category::ALL.iter().map(|c| (*c, 26 + text_w(c.as_str(), &tick))).collect();
        let gap = 18;
        let one_row: i32 = entries.iter().map(|e| e.1).sum::<i32>() + gap * 3;
        let rows: Vec<&[(Category, i32)]> =
            if one_row <= width as i32 - 20 { vec![&entries[..]] } else { entries.chunks(2).collect() };
        let legend_text = tick.color(&INK).pos(Pos::new(HPos::Left, VPos::Center));
        for (r, row) in rows.iter().enumerate() {
            let row_w: i32 = row.iter().map(|e| e.1).sum::<i32>() + gap * (row.len() as i32 - 1);
            let mut x = (width as i32 - row_w) / 2;
            let y = if rows.len() == 1 { LEGEND_H as i32 / 2 } else { 14 + 26 * r as i32 };
            for (c, w) in row.iter() {
                root.draw(&Rectangle::new([(x, y - 9), (x + 18, y + 9)], category_color(*c).filled())).map_err(err)?;
                root.draw(&Text::new(c.as_str(), (x + 26, y), legend_text.clone())).map_err(err)?;
                x += w + gap;
            }
        }
        // Bars: labels on the left (group; tool and program count below), shares on x.
        let (_, body) = root.split_vertically(LEGEND_H);
        let label_w = self
            .bars
            .iter()
            .map(|b| text_w(&b.group, &tick).max(text_w(&self.detail(b), &small)))
            .max()
            .unwrap_or(0)
            .clamp(60, 300) as u32
            + 16;
        let n = self.bars.len();
        let mut chart = ChartBuilder::on(&body)
            .margin_right(34)
            .x_label_area_size(AXIS_H)
            .y_label_area_size(label_w)
            .build_cartesian_2d(0f64..100f64, 0f64..n as f64)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .disable_y_axis()
            .x_labels(5)
            .x_label_formatter(&|v| format!("{v:.0}%"))
            .light_line_style(TRANSPARENT)
            .bold_line_style(RGBColor(225, 225, 225))
            .x_desc("share of programs")
            .axis_desc_style((FONT, LABEL))
            .label_style((FONT, TICK))
            .draw()
            .map_err(err)?;
        let group_style = tick.color(&INK).pos(Pos::new(HPos::Right, VPos::Bottom));
        let detail_style = small.color(&INK).pos(Pos::new(HPos::Right, VPos::Top));
        for (k, bar) in self.bars.iter().enumerate() {
            // The first bar at the top.
            let (lo, hi) = ((n - 1 - k) as f64 + 0.18, (n - k) as f64 - 0.18);
            let total = bar.total().max(1) as f64;
            let mut start = 0.0;
            for (c, count) in Category::ALL.iter().zip(bar.counts) {
                if count == 0 {
                    continue;
                }
                let end = start + 100.0 * count as f64 / total;
                chart
                    .draw_series(std::iter::once(Rectangle::new([(start, lo), (end, hi)], category_color(*c).filled())))
                    .map_err(err)?;
                let (x0, y) = chart.backend_coord(&(start, (lo + hi) / 2.0));
                let (x1, _) = chart.backend_coord(&(end, (lo + hi) / 2.0));
                let text = count.to_string();
                if x1 - x0 >= text_w(&text, &tick) + 8 {
                    let style = tick.color(&text_color(*c)).pos(Pos::new(HPos::Center, VPos::Center));
                    root.draw(&Text::new(text, ((x0 + x1) / 2, y), style)).map_err(err)?;
                }
                start = end;
            }
            let (x, y) = chart.backend_coord(&(0.0, (lo + hi) / 2.0));
            let x = x - 10;
            root.draw(&Text::new(bar.group.clone(), (x, y + 1), group_style.clone())).map_err(err)?;
            root.draw(&Text::new(self.detail(bar), (x, y + 3), detail_style.clone())).map_err(err)?;
        }
        Ok(())
    }

    /// The second label line of a bar: its tool and program count.
    fn detail(&self, bar: &Bar) -> String {
        let n = bar.total();
        format!("{}, {n} program{}", bar.tool, if n == 1 { "" } else { "s" })
    }
}
