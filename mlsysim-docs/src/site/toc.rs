//! The contents of a long page: its second-level headings as links, put after the page's
//! title, so that a reader of a scenario page (inputs, properties, methods, presets, charts)
//! can jump to a section without scrolling through the others.

use std::fmt::Write as _;

/// The fewest sections that make a contents list worth its space.
const MIN_SECTIONS: usize = 3;

/// The `(id, inner HTML)` of each `<h2 id="...">` of an HTML body, in order.
fn sections(body: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(start) = rest.find("<h2 id=\"") {
        let after = &rest[start + "<h2 id=\"".len()..];
        let Some(id_end) = after.find('"') else { break };
        let id = &after[..id_end];
        let Some(open_end) = after.find('>') else {
            break;
        };
        let inner = &after[open_end + 1..];
        let Some(close) = inner.find("</h2>") else {
            break;
        };
        out.push((id, &inner[..close]));
        rest = &inner[close..];
    }
    out
}

/// HTML without its tags (entities are kept as they are).
fn text_of(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// `body` with a contents list after its first `</h1>`, when it has enough sections.
pub fn with_contents(body: String) -> String {
    let found = sections(&body);
    let Some(title_end) = body.find("</h1>") else {
        return body;
    };
    if found.len() < MIN_SECTIONS {
        return body;
    }
    let mut nav = String::from("\n<nav class=\"toc\" aria-label=\"On this page\"><ol>");
    for (id, inner) in &found {
        // The heading's text without its tags: a link inside a link is not allowed.
        let _ = write!(nav, "<li><a href=\"#{id}\">{}</a></li>", text_of(inner));
    }
    nav.push_str("</ol></nav>");
    let at = title_end + "</h1>".len();
    let mut out = String::with_capacity(body.len() + nav.len());
    out.push_str(&body[..at]);
    out.push_str(&nav);
    out.push_str(&body[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_the_sections_after_the_title() {
        let body = "<h1 id=\"x\">X</h1>\n<p>a</p><h2 id=\"inputs\">Inputs</h2><h2 id=\"p\">Properties</h2><h2 id=\"c\"><code>c</code></h2>".to_string();
        let out = with_contents(body);
        assert!(out.starts_with("<h1 id=\"x\">X</h1>\n<nav class=\"toc\""));
        assert!(out.contains("<li><a href=\"#inputs\">Inputs</a></li><li><a href=\"#p\">Properties</a></li><li><a href=\"#c\">c</a></li>"));
    }

    #[test]
    fn a_short_page_has_none() {
        let body = "<h1 id=\"x\">X</h1><h2 id=\"a\">A</h2>".to_string();
        assert_eq!(with_contents(body.clone()), body);
    }
}
