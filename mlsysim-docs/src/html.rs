//! The static HTML site: each Markdown page rendered by `pulldown-cmark` into the page
//! template (`templates/page.html`, rendered by `minijinja`). Links between `.md` pages become
//! links between `.html` pages, and every heading gets the id its Markdown anchor links use,
//! so the site works from a folder with no server and no JavaScript.

use crate::Page;
use minijinja::{Environment, Value, context};
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};

const TEMPLATE: &str = include_str!("../templates/page.html");

/// The HTML site for a set of Markdown pages, under `html/`.
pub fn site(markdown: &[Page]) -> Vec<Page> {
    let mut env = Environment::new();
    env.add_template("page", TEMPLATE)
        .expect("the page template parses");
    let template = env
        .get_template("page")
        .expect("the page template was added");
    let scenarios: Vec<Value> = markdown
        .iter()
        .filter(|p| !matches!(p.path.as_str(), "index.md" | "hardware.md" | "models.md"))
        .map(|p| {
            let name = p.path.trim_end_matches(".md");
            context! { name => name, href => format!("{name}.html") }
        })
        .collect();
    markdown
        .iter()
        .map(|page| {
            let title = page
                .content
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("# ");
            let body = Value::from_safe_string(to_html(&page.content));
            let content = template
                .render(context! { title => title, body => body, scenarios => scenarios.clone() })
                .expect("the page template renders with these values");
            Page {
                path: format!("html/{}", page.path.replace(".md", ".html")),
                content,
            }
        })
        .collect()
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
fn html_link(dest: &str) -> String {
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
