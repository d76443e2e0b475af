//! The reference as a site at catalog scale: an index page per family, an A–Z index, the laws
//! by topic, the units, charts on scenario pages, and for the HTML pages the sidebar,
//! breadcrumbs and search index every page carries.
//!
//! Every page is in one folder, so a link is a file name: `family-serving.md`,
//! `laws.md#kv_cache_size`, `KvDecodeBatch.md#presets`.

pub mod allreduce_section;
pub mod chart_section;
pub mod dense;
pub mod index_pages;
pub mod law_pages;
pub mod layout;
pub mod nav;
pub mod presets;
pub mod roofline_section;
pub mod search;
pub mod search_shards;
pub mod toc;
pub mod units_page;

use crate::html::anchor;
use mlsysim_core::meta::{Family, ScenarioInfo};

/// The page of a top-level family; its sections are headings on it.
pub fn family_file(family: &'static Family) -> String {
    format!("family-{}.md", family.root().name)
}

/// A link to a family: its page, or for a section, its heading on the page of its root.
pub fn family_link(family: &'static Family) -> String {
    if family.parent.is_none() {
        family_file(family)
    } else {
        format!("{}#{}", family_file(family), anchor(family.title))
    }
}

/// The family and its ancestors, outermost first: `[Serving, KV cache management]`.
pub fn lineage(family: &'static Family) -> Vec<&'static Family> {
    let mut chain = vec![family];
    let mut at = family;
    while let Some(parent) = at.parent {
        chain.push(parent);
        at = parent;
    }
    chain.reverse();
    chain
}

/// The families directly under `parent` (or the top-level ones), in catalog order.
pub fn children(
    families: &[&'static Family],
    parent: Option<&'static Family>,
) -> Vec<&'static Family> {
    let mut out: Vec<&'static Family> = Vec::new();
    for family in families.iter().flat_map(|f| lineage(f)) {
        let under = match (family.parent, parent) {
            (None, None) => true,
            (Some(p), Some(q)) => p == q,
            _ => false,
        };
        if under && !out.contains(&family) {
            out.push(family);
        }
    }
    out
}

/// The scenarios filed directly in `family` (not in its sections), in catalog order.
pub fn scenarios_in(
    scenarios: &[&'static ScenarioInfo],
    family: &'static Family,
) -> Vec<&'static ScenarioInfo> {
    scenarios
        .iter()
        .filter(|s| *s.family == *family)
        .copied()
        .collect()
}

/// Whether `family` is `within` or one of its sections, at any depth.
pub fn is_within(family: &'static Family, within: &'static Family) -> bool {
    lineage(family).contains(&within)
}

/// The anchor of a hardware node's or model's row on its registry page: `Cloud.H100` ->
/// `cloud-h100`.
pub fn registry_anchor(path: &str) -> String {
    anchor(&path.replace('.', "-"))
}
