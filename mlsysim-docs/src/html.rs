//! The static HTML site: each Markdown page rendered by `pulldown-cmark` into the page
//! template (`templates/page.html`, rendered by `minijinja`). Links between `.md` pages become
//! links between `.html` pages, and every heading gets the id its Markdown anchor links use,
//! so the site works from a folder with no server and no JavaScript.

use crate::Page;
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};
use std::collections::HashMap;

/// The HTML site for a set of Markdown pages (and the chart SVGs beside them), under `html/`.
pub fn site(markdown: &[Page]) -> Vec<Page> {
    crate::site::layout::site(markdown)
}

/// The anchor a heading gets: lower case, spaces to `-`, only letters, digits, `-` and `_`
/// kept (the rule Markdown hosts use, so `#copy_bytes` works on both).
pub fn anchor(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// One Markdown page as HTML.
pub fn to_html(markdown: &str) -> String {
    to_html_inlining(markdown, &HashMap::new())
}

/// One Markdown page as HTML, with each image whose path is a key of `inline` (a chart's
/// SVG file) drawn in the page as that SVG rather than linked: the page then needs no file
/// beside it, and the chart's text is the page's text.
pub fn to_html_inlining(markdown: &str, inline: &HashMap<&str, &str>) -> String {
    let events: Vec<Event> = Parser::new_ext(markdown, Options::ENABLE_TABLES).collect();
    let mut out_events = Vec::with_capacity(events.len());
    let mut i = 0;
    while i < events.len() {
        match &events[i] {
            Event::Start(Tag::Heading {
                level,
                classes,
                attrs,
                ..
            }) => {
                let end = (i..events.len())
                    .find(|&j| matches!(events[j], Event::End(TagEnd::Heading(_))))
                    .unwrap_or(events.len());
                let text: String = events[i..end]
                    .iter()
                    .filter_map(|e| match e {
                        Event::Text(t) | Event::Code(t) => Some(t.to_string()),
                        _ => None,
                    })
                    .collect();
                out_events.push(Event::Start(Tag::Heading {
                    level: *level,
                    id: Some(CowStr::from(anchor(&text))),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                out_events.push(Event::Start(Tag::Link {
                    link_type: *link_type,
                    dest_url: CowStr::from(html_link(dest_url)),
                    title: title.clone(),
                    id: id.clone(),
                }));
            }
            Event::Start(Tag::Image { dest_url, .. }) if inline.contains_key(&**dest_url) => {
                out_events.push(Event::InlineHtml(CowStr::from(
                    inline[&**dest_url].to_string(),
                )));
                // The alt text is the SVG's own title; skip to the image's end.
                i = (i..events.len())
                    .find(|&j| matches!(events[j], Event::End(TagEnd::Image)))
                    .unwrap_or(i);
            }
            other => out_events.push(other.clone()),
        }
        i += 1;
    }
    let out_events = crate::typeset::equations(out_events);
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, out_events.into_iter());
    html
}

/// `page.md#anchor` -> `page.html#anchor`; other links unchanged.
pub fn html_link(dest: &str) -> String {
    let (path, fragment) = dest
        .split_once('#')
        .map_or((dest, None), |(p, f)| (p, Some(f)));
    let path = match path.strip_suffix(".md") {
        Some(stem) if !stem.contains("://") => format!("{stem}.html"),
        _ => path.to_string(),
    };
    match fragment {
        Some(f) => format!("{path}#{f}"),
        None => path,
    }
}
