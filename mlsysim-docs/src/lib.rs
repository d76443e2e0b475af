//! Reference pages generated from the catalog's static metadata: one page per scenario (with
//! its presets evaluated and its methods charted), a page per family, an A–Z index, the laws,
//! the units and the registries. Markdown is written here (with each chart an SVG file beside
//! its page); the HTML site is rendered from that Markdown ([`html`], [`site`]), so both say
//! the same thing, and adds the sidebar, breadcrumbs and search.
//!
//! Nothing here knows any scenario by name: a scenario added to the catalog gets its page and
//! its index entry with no other edit.

pub mod allreduce;
pub mod charts;
pub mod html;
mod markdown;
mod python_page;
mod registry_pages;
pub mod roofline;
pub mod site;
mod typeset;

pub use markdown::{code, summary_line};
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
    let page = |path: String, content: String| Page { path, content };
    let mut pages = vec![page(
        "index.md".into(),
        site::index_pages::index(&scenarios),
    )];
    for root in site::children(&catalog::families(), None) {
        pages.push(page(
            site::family_file(root),
            site::index_pages::family_page(root, &scenarios),
        ));
    }
    for s in &scenarios {
        // Each preset built and reported once, for every section that shows it.
        let built = site::presets::of(s);
        let charts = site::chart_section::charts(s, &built);
        let rooflines = site::roofline_section::rooflines(s, &built);
        let allreduces = site::allreduce_section::charts(s, &built);
        let content = markdown::scenario(s, &built)
            + &site::chart_section::section(&charts)
            + &site::roofline_section::section(&rooflines)
            + &site::allreduce_section::section(&allreduces);
        pages.push(page(page_file(s), content));
        pages.extend(site::chart_section::files(&charts));
        pages.extend(rooflines.into_iter().map(|r| r.file));
        pages.extend(allreduces.into_iter().map(|c| c.file));
    }
    pages.extend([
        page("a-z.md".into(), site::index_pages::a_to_z(&scenarios)),
        page("laws.md".into(), site::law_pages::page(&scenarios)),
        page("units.md".into(), site::units_page::page()),
        page("hardware.md".into(), registry_pages::hardware()),
        page("models.md".into(), registry_pages::models()),
        page("registries.md".into(), registry_pages::registries()),
        page("python.md".into(), python_page::page()),
    ]);
    pages.extend(mlsysim_core::registry::REGISTRIES.iter().map(|r| {
        page(
            registry_pages::registry_file(r),
            registry_pages::registry_page(r),
        )
    }));
    pages
}

/// The Markdown file of a scenario's page.
pub fn page_file(s: &ScenarioInfo) -> String {
    format!("{}.md", s.name)
}

/// Writes every page under `dir`, creating folders as needed; returns how many were written.
///
/// Never writes through a symbolic link inside `dir`: a page whose file is a link replaces the
/// link (the page is written beside it and renamed over it, which replaces the link itself),
/// and a folder inside `dir` that is a link is refused, so that nothing outside `dir` is
/// overwritten by a link planted in it.
pub fn write(dir: &Path, format: Format) -> io::Result<usize> {
    let pages = pages(format);
    std::fs::create_dir_all(dir)?;
    for page in &pages {
        let path = dir.join(&page.path);
        let mut folder = dir.to_path_buf();
        for part in Path::new(&page.path)
            .parent()
            .into_iter()
            .flat_map(Path::components)
        {
            folder.push(part);
            match std::fs::symlink_metadata(&folder) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        format!(
                            "{} is a symbolic link; pages are never written through one: \
                             remove it or write to another folder",
                            folder.display()
                        ),
                    ));
                }
                Ok(_) => {}
                Err(_) => std::fs::create_dir(&folder)?,
            }
        }
        replace_file(&path, page.content.as_bytes())?;
    }
    Ok(pages.len())
}

/// Writes `content` to a new file beside `path` and renames it over `path`: whatever `path`
/// was (a file, a symbolic link, nothing) it is now this file, and no link is followed.
fn replace_file(path: &Path, content: &[u8]) -> io::Result<()> {
    use std::io::Write;
    let mut temp = path.as_os_str().to_owned();
    temp.push(".mlsysim-tmp");
    let temp = std::path::PathBuf::from(temp);
    // A stale temporary file (or a link planted under its name) is removed, never followed.
    match std::fs::remove_file(&temp) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)?;
    file.write_all(content)?;
    drop(file);
    std::fs::rename(&temp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&temp);
    })
}
