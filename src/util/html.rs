//! The HTML pages wobble writes (the report, the strength page): one page scaffold and style
//! ([`page`]: head, style, body wrapper), and escaping text for them.
//!
//! Every page is self-contained: inline CSS, no script, no external file, a viewport tag for
//! narrow screens.

/// The style of every page: the report's (tables, findings, diffs, figures) and the strength
/// page's row colours by outcome.
const STYLE: &str = "
body { font-family: sans-serif; max-width: 1150px; margin: 1em auto; padding: 0 1em; color: #222; }
.table-scroll { overflow-x: auto; max-width: 100%; margin: .5em 0 1.5em; }
.table-scroll table { margin: 0; }
section.run dl { font-size: .85em; } section.run code { overflow-wrap: anywhere; }
h1 { font-size: 1.6em; } h2 { border-bottom: 1px solid #ccc; padding-bottom: .2em; }
table { border-collapse: collapse; margin: .5em 0 1.5em; font-size: .85em; }
th, td { padding: .2em .6em; border-bottom: 1px solid #ddd; }
th { border-bottom: 2px solid #444; text-align: left; } td.num { text-align: right; }
caption { text-align: left; font-weight: bold; padding-bottom: .3em; }
article.finding { border: 1px solid #ccc; border-radius: 4px; padding: .3em .8em; margin: 1em 0; }
article.finding h3 { font-size: 1em; margin: .4em 0; }
dl { display: grid; grid-template-columns: max-content auto; gap: .1em 1em; margin: .3em 0; font-size: .9em; }
dt { font-weight: bold; } dd { margin: 0; }
.class { display: inline-block; padding: 0 .5em; border-radius: 3px; background: #eee; font-size: .85em; }
.cls-encoding { background: #ffd9d9; } .cls-mutant-unstable { background: #ffe9c7; } .cls-seed-unstable { background: #e3e9f5; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: .8em; }
pre.cmd { background: #f0f4ff; user-select: all; }
.diff .add { color: #116611; background: #e6ffe6; display: block; }
.diff .del { color: #991111; background: #ffe6e6; display: block; }
.diff .hunk { color: #0a6f8a; display: block; } .diff .head { font-weight: bold; display: block; }
figure { margin: 1em 0; } figure svg { max-width: 100%; height: auto; }
figcaption { font-size: .9em; color: #444; }
tr.survived td { background: #fff3e0; } tr.unstable td { background: #f3e5f5; }
tr.equivalent td, tr.invalid td { color: #777; }
";

/// A whole page titled `title` (escaped here) around `body` (HTML, ending with a line break).
pub fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n\
         <style>{STYLE}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape(title)
    )
}

/// Escapes text for HTML element content and double-quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(super::escape(r#"<a href="x">&</a>"#), "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
        assert_eq!(super::escape("plain 'text'"), "plain 'text'");
    }

    #[test]
    fn a_page_wraps_its_body_in_the_one_scaffold() {
        let html = super::page("a < b", "<p>x</p>\n");
        assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"), "{html}");
        assert!(html.contains("<title>a &lt; b</title>\n<style>\nbody {"), "{html}");
        assert!(html.ends_with("</style>\n</head>\n<body>\n<p>x</p>\n</body>\n</html>\n"), "{html}");
    }
}
