//! Reference pages generated from the catalog's static metadata: one page per scenario (with
//! its presets evaluated), an index by family, and the registries. Markdown is written here;
//! the HTML site is rendered from that Markdown ([`html`]), so both say the same thing.
//!
//! Nothing here knows any scenario by name: a scenario added to the catalog gets its page and
//! its index entry with no other edit.

pub mod charts;
pub mod html;
mod markdown;
mod registry_pages;
pub mod roofline;
mod typeset;

use mlsysim_core::catalog;
use mlsysim_core::meta::ScenarioInfo;
use std::io;
use std::path::Path;

/// One generated file: its path relative to the output folder, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub path: String,
    pub content: String,
}

/// Which formats to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Markdown,
    Html,
    Both,
}

/// Every page of the reference, in both formats: Markdown at the top level, the HTML site
/// under `html/`.
pub fn pages(format: Format) -> Vec<Page> {
    let markdown = markdown_pages();
    let mut out = Vec::new();
    if format != Format::Html {
        out.extend(markdown.iter().cloned());
    }
    if format != Format::Markdown {
        out.extend(html::site(&markdown));
    }
    out
}

fn markdown_pages() -> Vec<Page> {
    let scenarios = catalog::scenarios();
    let mut pages = vec![Page {
        path: "index.md".into(),
        content: markdown::index(&scenarios),
    }];
    pages.extend(scenarios.iter().map(|s| Page {
        path: page_file(s),
        content: markdown::scenario(s),
    }));
    pages.push(Page {
        path: "hardware.md".into(),
        content: registry_pages::hardware(),
    });
    pages.push(Page {
        path: "models.md".into(),
        content: registry_pages::models(),
    });
    pages
}

/// The Markdown file of a scenario's page.
pub fn page_file(s: &ScenarioInfo) -> String {
    format!("{}.md", s.name)
}

/// Writes every page under `dir`, creating folders as needed; returns how many were written.
pub fn write(dir: &Path, format: Format) -> io::Result<usize> {
    let pages = pages(format);
    for page in &pages {
        let path = dir.join(&page.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, &page.content)?;
    }
    Ok(pages.len())
}
