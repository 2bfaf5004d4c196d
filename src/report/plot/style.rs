//! Shared look of the figures: the font (DejaVu Sans from Debian's `fonts-dejavu-core`, read
//! once from disk and registered with plotters as `sans-serif`), text sizes and colors.

use crate::report::ReportError;
use plotters::chart::{ChartContext, SeriesLabelPosition};
use plotters::coord::CoordTranslate;
use plotters::prelude::DrawingBackend;
use plotters::style::{Color, FontStyle, RGBColor, WHITE};
use std::sync::OnceLock;

/// Where the figure font is looked for, in order.
pub const FONT_FILES: [&str; 3] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
];

/// The family name figures use.
pub const FONT: &str = "sans-serif";
/// Axis descriptions and legends.
pub const LABEL: u32 = 26;
/// Tick labels and annotations.
pub const TICK: u32 = 22;

/// Colors for groups / series (Okabe-Ito, readable by color-blind readers and in grayscale).
pub const PALETTE: [RGBColor; 7] = [
    RGBColor(0, 114, 178),
    RGBColor(230, 159, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(213, 94, 0),
    RGBColor(240, 228, 66),
];

/// The `k`-th series color.
pub fn color(k: usize) -> RGBColor {
    PALETTE[k % PALETTE.len()]
}

/// Dark gray for bars and dots.
pub const INK: RGBColor = RGBColor(40, 40, 40);
/// Light gray for absent matrix dots.
pub const FAINT: RGBColor = RGBColor(215, 215, 215);
/// The mark of flipped runs.
pub const FLIP: RGBColor = RGBColor(213, 94, 0);

/// Draws `chart`'s legend (its labelled series) at `position`: tick-size text in a white box
/// with an ink border.
pub fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, DB, CT>,
    position: SeriesLabelPosition,
) -> Result<(), String> {
    chart
        .configure_series_labels()
        .position(position)
        .label_font((FONT, TICK))
        .background_style(WHITE.mix(0.85))
        .border_style(INK)
        .draw()
        .map_err(|e| e.to_string())
}

/// Registers the font with plotters once; an error when no font file is found.
pub fn ensure_font() -> Result<(), ReportError> {
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    let result = DONE.get_or_init(|| {
        for file in FONT_FILES {
            if let Ok(bytes) = std::fs::read(file) {
                // plotters keeps fonts for the whole process: the bytes live as long.
                let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
                if plotters::style::register_font(FONT, FontStyle::Normal, bytes).is_ok() {
                    return Ok(());
                }
            }
        }
        Err(FONT_FILES.join(", "))
    });
    result.clone().map_err(|tried| ReportError::NoFont { tried })
}

/// A tool label as part of a file name (anything but `[A-Za-z0-9._-]` becomes `_`).
pub fn file_part(label: &str) -> String {
    label.chars().map(|c| if c.is_ascii_alphanumeric() || "._-".contains(c) { c } else { '_' }).collect()
}
