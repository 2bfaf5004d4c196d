//! Issue 27, the HTML report on narrow and wide screens: the report of the committed
//! `results/example` (Tab. 6 with its class columns is the widest table) is rendered in headless
//! Chromium at 700 and 1200 px; a script appended to a copy of the page measures every table
//! against its scroll box and the viewport and writes what it found into the DOM (`--dump-dom`).
//! No column may be clipped: each table sits in a box that scrolls horizontally, the box fits in
//! the viewport, every header cell lies within the box's scrollable width, and the page itself
//! needs no horizontal scrolling. The page also has a viewport tag and the run header.

use super::papers_tools::chromium;
use crate::common::cli::wobble;
use std::path::{Path, PathBuf};

/// Appended before `</body>`: one line per table, `ok` or what is clipped, in `<pre id="layout">`.
const MEASURE: &str = r#"<script>
(function () {
  var lines = [];
  var vw = document.documentElement.clientWidth;
  var tables = document.querySelectorAll('table');
  tables.forEach(function (t, k) {
    var name = 'table ' + k + ' (' + t.rows[0].cells.length + ' columns)';
    var box = t.parentElement;
    var style = getComputedStyle(box);
    var scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    var r = box.getBoundingClientRect();
    var bad = [];
    if (t.scrollWidth > box.clientWidth && !scrolls) bad.push('wider than its box, which does not scroll');
    if (r.left < -1 || r.right > vw + 1) bad.push('box ' + r.left + '..' + r.right + ' outside viewport ' + vw);
    Array.prototype.forEach.call(t.rows[0].cells, function (c, i) {
      if (c.offsetLeft + c.offsetWidth > box.scrollWidth + 1) bad.push('column ' + i + ' beyond the scroll width');
      if (c.offsetWidth < 4) bad.push('column ' + i + ' squeezed to ' + c.offsetWidth + 'px');
    });
    lines.push(name + ': ' + (bad.length ? 'CLIPPED ' + bad.join('; ') : 'ok') +
      (t.scrollWidth > box.clientWidth ? ' (scrolls)' : ''));
  });
  var page = document.documentElement.scrollWidth;
  lines.push('page: ' + (page > vw + 1 ? 'CLIPPED page ' + page + ' wider than viewport ' + vw : 'ok'));
  var pre = document.createElement('pre');
  pre.id = 'layout';
  pre.textContent = 'tables=' + tables.length + ' viewport=' + vw + '\n' + lines.join('\n');
  document.body.appendChild(pre);
})();
</script>
"#;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

#[test]
fn no_table_column_of_the_example_report_is_clipped_at_700_and_1200_px() {
    if !crate::common::require_tool("chromium") {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let page = tmp.path().join("index.html");
    let o = wobble(&["report", repo("results/example").to_str().unwrap(), "--out", page.to_str().unwrap(), "--quiet"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
    assert!(html.contains("<h2 id=\"run\">Run</h2>"), "run header");
    assert!(html.contains("exists_fail_encoding") || html.contains("encoding"), "Tab. 6 has its class columns");
    let measured = tmp.path().join("measured.html");
    std::fs::write(&measured, html.replace("</body>", &format!("{MEASURE}</body>"))).unwrap();
    for width in [700, 1200] {
        let profile = tempfile::tempdir().unwrap();
        let size = format!("--window-size={width},1000");
        let o = chromium(profile.path(), &["--dump-dom", &size, "--hide-scrollbars"], &measured);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let dom = String::from_utf8_lossy(&o.stdout);
        let start = dom.find("<pre id=\"layout\">").unwrap_or_else(|| panic!("the script ran at {width} px:\n{dom}"));
        let report = &dom[start..dom[start..].find("</pre>").map_or(dom.len(), |e| start + e)];
        assert!(report.contains(&format!("viewport={width}")), "{report}");
        let tables = report.lines().filter(|l| l.starts_with("table ")).count();
        assert!(tables >= 3, "Tab. 6, 8, 9 measured at {width} px: {report}");
        assert!(!report.contains("CLIPPED"), "at {width} px:\n{report}");
        if width == 700 {
            assert!(report.contains("(scrolls)"), "at 700 px the widest table scrolls in its box:\n{report}");
        }
    }
}
