//! Where a page sits in the site, for the HTML template: the sidebar of families, sections
//! (by their short titles) and scenarios (the same tree on every page; the template opens the current page's groups,
//! lists the scenarios of those groups only, so that a page's weight does not grow with the
//! catalog, and marks the current link), and the breadcrumbs from the reference's home to the
//! page.

use super::layout::escaped;
use super::{children, family_file, family_link, lineage, scenarios_in};
use crate::html::html_link;
use crate::page_file;
use minijinja::{Value, context};
use mlsysim_core::catalog;
use mlsysim_core::meta::{Family, ScenarioInfo};

/// The key the template compares to open a family's group: its names from the root down.
fn key(family: &'static Family) -> String {
    lineage(family)
        .iter()
        .map(|f| f.name)
        .collect::<Vec<_>>()
        .join("/")
}

/// The sidebar's tree: each family with its link, its own scenarios and its sections.
pub fn sidebar(scenarios: &[&'static ScenarioInfo]) -> Value {
    let families = catalog::families();
    Value::from(
        children(&families, None)
            .into_iter()
            .map(|root| node(root, &families, scenarios))
            .collect::<Vec<_>>(),
    )
}

fn node(
    family: &'static Family,
    families: &[&'static Family],
    scenarios: &[&'static ScenarioInfo],
) -> Value {
    let links: Vec<Value> = scenarios_in(scenarios, family)
        .into_iter()
        .map(|s| context! { name => s.name, href => html_link(&page_file(s)) })
        .collect();
    let sections: Vec<Value> = children(families, Some(family))
        .into_iter()
        .map(|section| node(section, families, scenarios))
        .collect();
    // The sidebar lists a section by its short title; the whole heading is its tooltip here
    // and the title of its own page.
    let heading = (family.short_title != family.title).then(|| escaped(family.title));
    context! {
        key => key(family),
        title => escaped(family.short_title),
        heading => heading,
        href => html_link(&family_link(family)),
        scenarios => links,
        sections => sections,
    }
}

/// Where one page sits: the families to open in the sidebar and the breadcrumbs (the last,
/// the page itself, without a link).
pub struct Place {
    pub open: Vec<String>,
    pub crumbs: Vec<(String, Option<String>)>,
}

impl Place {
    pub fn to_value(&self) -> (Value, Value) {
        let crumbs: Vec<Value> = self
            .crumbs
            .iter()
            .map(|(title, href)| context! { title => escaped(title), href => href })
            .collect();
        (Value::from(self.open.clone()), Value::from(crumbs))
    }
}

/// The place of the page generated from the Markdown file `path` with the given title.
pub fn place(path: &str, title: &str, scenarios: &[&'static ScenarioInfo]) -> Place {
    let home = || ("Reference".to_string(), Some("index.html".to_string()));
    if path == "index.md" {
        return Place {
            open: Vec::new(),
            crumbs: vec![("Reference".to_string(), None)],
        };
    }
    let family_page = catalog::families()
        .into_iter()
        .map(|f| f.root())
        .find(|root| family_file(root) == path);
    if let Some(root) = family_page {
        return Place {
            open: vec![key(root)],
            crumbs: vec![home(), (root.title.to_string(), None)],
        };
    }
    match scenarios.iter().find(|s| page_file(s) == path) {
        Some(s) => {
            let chain = lineage(s.family);
            let mut crumbs = vec![home()];
            crumbs.extend(
                chain
                    .iter()
                    .map(|f| (f.title.to_string(), Some(html_link(&family_link(f))))),
            );
            crumbs.push((s.name.to_string(), None));
            Place {
                open: chain.into_iter().map(key).collect(),
                crumbs,
            }
        }
        None => Place {
            open: Vec::new(),
            crumbs: vec![home(), (title.to_string(), None)],
        },
    }
}
