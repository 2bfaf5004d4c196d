//! Aligned plain-text tables for the terminal: every column as wide as its widest cell (heading
//! included, counted in characters), columns two spaces apart, each cell left- or right-aligned
//! by its column, trailing spaces trimmed from every line. The one writer of such tables: the
//! paper's tables (`tables::text`), `wobble stability`'s summary and the campaign report use it.

/// How the cells of a column are padded to its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Align {
    /// Text: padded on the right.
    #[default]
    Left,
    /// Numbers: padded on the left.
    Right,
}

/// A heading line, rows of cells, and how each column is aligned.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Aligned {
    /// The heading line's cells (its widths count like the rows').
    pub head: Vec<String>,
    /// The rows, each a cell per column (a short row leaves its last columns out).
    pub rows: Vec<Vec<String>>,
    /// The alignment of each column; a column past its end is [`Align::Left`].
    pub align: Vec<Align>,
    /// Whether a rule of `-` as wide as the table follows the heading line.
    pub rule: bool,
}

impl Aligned {
    /// The heading line, the rule if asked for, then one line per row; each line ends in `\n`.
    pub fn render(&self) -> String {
        let columns = self.rows.iter().map(Vec::len).fold(self.head.len(), usize::max);
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                std::iter::once(&self.head)
                    .chain(&self.rows)
                    .filter_map(|r| r.get(c))
                    .map(|s| s.chars().count())
                    .fold(0, usize::max)
            })
            .collect();
        let line = |cells: &[String]| -> String {
            let mut s = String::new();
            for (c, (text, width)) in cells.iter().zip(&widths).enumerate() {
                if c > 0 {
                    s.push_str("  ");
                }
                let pad = " ".repeat(width.saturating_sub(text.chars().count()));
                match self.align.get(c).copied().unwrap_or_default() {
                    Align::Right => {
                        s.push_str(&pad);
                        s.push_str(text);
                    }
                    Align::Left => {
                        s.push_str(text);
                        s.push_str(&pad);
                    }
                }
            }
            s.truncate(s.trim_end().len());
            s.push('\n');
            s
        };
        let mut out = line(&self.head);
        if self.rule {
            let total = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
            out.push_str(&"-".repeat(total));
            out.push('\n');
        }
        for row in &self.rows {
            out.push_str(&line(row));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn columns_take_their_widest_cell_and_align_by_column() {
        let table = Aligned {
            head: strings(&["name", "n", "note"]),
            rows: vec![strings(&["a", "1234", "x"]), strings(&["long name", "7", ""])],
            align: vec![Align::Left, Align::Right],
            rule: false,
        };
        assert_eq!(table.render(), "name          n  note\na          1234  x\nlong name     7\n");
    }

    #[test]
    fn widths_count_characters_and_the_rule_spans_the_table() {
        let table = Aligned {
            head: strings(&["∃fail", "é"]),
            rows: vec![strings(&["1%", "ab"])],
            align: vec![Align::Right, Align::Left],
            rule: true,
        };
        assert_eq!(table.render(), "∃fail  é\n---------\n   1%  ab\n");
    }

    #[test]
    fn short_rows_and_a_row_longer_than_the_heading() {
        let table = Aligned {
            head: strings(&["a"]),
            rows: vec![strings(&["x", "yy"]), strings(&[])],
            align: vec![],
            rule: true,
        };
        assert_eq!(table.render(), "a\n-----\nx  yy\n\n");
    }
}
