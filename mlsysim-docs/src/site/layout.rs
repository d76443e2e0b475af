//! The HTML site assembled: every Markdown page rendered into the page template with the
//! sidebar and its breadcrumbs, charts drawn inline, the search page, and the files every page
//! loads (the style sheet, the search script and its index).

use super::{nav, search};
use crate::Page;
use crate::html::to_html_inlining;
use minijinja::{Environment, Value, context};
use mlsysim_core::catalog;
use std::collections::HashMap;

const TEMPLATE: &str = include_str!("../../templates/page.html");
const STYLE: &str = include_str!("../../templates/site.css");

/// Text safe inside HTML; the template is rendered without escaping, as the page bodies are
/// HTML already.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// One page to put in the template.
struct Content<'a> {
    title: &'a str,
    file: String,
    place: nav::Place,
    body: String,
}

pub fn site(markdown: &[Page]) -> Vec<Page> {
    let scenarios = catalog::scenarios();
    let mut env = Environment::new();
    env.add_template("page", TEMPLATE)
        .expect("the page template parses");
    let template = env
        .get_template("page")
        .expect("the page template was added");
    let sidebar = nav::sidebar(&scenarios);
    let render = |content: Content| {
        let (open, crumbs) = content.place.to_value();
        let html = template
            .render(context! {
                title => escaped(content.title),
                current => &content.file,
                families => sidebar.clone(),
                open => open,
                crumbs => crumbs,
                body => Value::from_safe_string(content.body),
            })
            .expect("the page template renders with these values");
        Page {
            path: format!("html/{}", content.file),
            content: html,
        }
    };
    let inline: HashMap<&str, &str> = markdown
        .iter()
        .filter(|p| p.path.ends_with(".svg"))
        .map(|p| (p.path.as_str(), p.content.as_str()))
        .collect();
    let mut out: Vec<Page> = markdown
        .iter()
        .filter(|p| p.path.ends_with(".md"))
        .map(|page| {
            let title = page
                .content
                .lines()
                .next()
                .unwrap_or("")
                .trim_start_matches("# ");
            render(Content {
                title,
                file: page.path.replace(".md", ".html"),
                place: nav::place(&page.path, title, &scenarios),
                body: super::toc::with_contents(to_html_inlining(&page.content, &inline)),
            })
        })
        .collect();
    out.push(render(Content {
        title: "Search",
        file: "search.html".into(),
        place: nav::place("search.md", "Search", &scenarios),
        body: search::page_body().to_string(),
    }));
    let entries = search::entries(&scenarios);
    out.extend([
        asset("site.css", STYLE.to_string()),
        asset("search.js", search::SCRIPT.to_string()),
        asset("search-index.json", search::index_json(&entries)),
    ]);
    out.extend(
        super::search_shards::shards(&entries)
            .into_iter()
            .map(|(file, script)| asset(&file, script)),
    );
    out
}

fn asset(file: &str, content: String) -> Page {
    Page {
        path: format!("html/{file}"),
        content,
    }
}
