//! The search index of the HTML site: one entry per scenario, family, preset, input, member,
//! law, hardware node and model, with the link it opens. It is written whole as JSON
//! (`search-index.json`, for tools), and in pieces for the browser (see `search_shards`).
//! `search.js` reads the pieces in the browser.

use super::{family_link, registry_anchor};
use crate::html::{anchor, html_link};
use crate::markdown::one_line;
use crate::page_file;
use mlsysim_core::meta::ScenarioInfo;
use mlsysim_core::{catalog, laws, registry};

/// The script that searches the index, as written by hand (no build step).
pub const SCRIPT: &str = include_str!("../../templates/search.js");

/// What one search result links to.
pub struct Entry {
    pub kind: &'static str,
    pub name: String,
    /// Where it belongs: a member's scenario, a preset's scenario, a node's full name.
    pub context: String,
    pub summary: String,
    /// The page and anchor, relative to the site's folder.
    pub url: String,
}

/// Summaries longer than this are cut at a word, to keep the index small.
const SUMMARY_CHARS: usize = 160;

fn short(text: &str) -> String {
    // Backticks mark code on the pages; in a result's plain text they are noise.
    let line = one_line(text).replace("\\|", "|").replace('`', "");
    if line.chars().count() <= SUMMARY_CHARS {
        return line;
    }
    let cut: String = line.chars().take(SUMMARY_CHARS).collect();
    match cut.rfind(' ') {
        Some(at) => format!("{}…", &cut[..at]),
        None => format!("{cut}…"),
    }
}

/// Every entry, scenarios first (the order ties are listed in).
pub fn entries(scenarios: &[&'static ScenarioInfo]) -> Vec<Entry> {
    let mut out = Vec::new();
    for s in scenarios {
        out.push(Entry {
            kind: "scenario",
            name: s.name.to_string(),
            context: s.family.path(),
            summary: short(s.summary),
            url: html_link(&page_file(s)),
        });
    }
    let mut families = Vec::new();
    for f in catalog::families().into_iter().flat_map(super::lineage) {
        if !families.contains(&f) {
            families.push(f);
        }
    }
    for f in families {
        out.push(Entry {
            kind: "family",
            name: f.title.to_string(),
            context: f.parent.map_or_else(String::new, |p| p.path()),
            summary: short(f.summary),
            url: html_link(&family_link(f)),
        });
    }
    for p in catalog::presets() {
        out.push(Entry {
            kind: "preset",
            name: p.name.to_string(),
            context: p.scenario.name.to_string(),
            summary: short(p.description),
            url: html_link(&format!("{}#{}", page_file(p.scenario), anchor(p.name))),
        });
    }
    for law in laws::laws() {
        out.push(Entry {
            kind: "law",
            name: law.info.name.to_string(),
            context: super::law_pages::topic_title(laws::topic(law.info)).to_string(),
            summary: short(law.info.summary),
            url: format!("laws.html#{}", anchor(law.info.name)),
        });
    }
    registries(&mut out);
    for s in scenarios {
        members(&mut out, s);
    }
    out
}

fn registries(out: &mut Vec<Entry>) {
    for n in registry::hardware() {
        out.push(Entry {
            kind: "hardware",
            name: n.path.to_string(),
            context: n.name.to_string(),
            summary: format!(
                "{} tier: {} memory, {} bandwidth, {} peak",
                n.tier.name(),
                n.memory_capacity,
                n.bandwidth_shown(),
                n.peak_shown()
            ),
            url: format!("hardware.html#{}", registry_anchor(n.path)),
        });
    }
    for w in registry::models() {
        out.push(Entry {
            kind: "model",
            name: w.path.to_string(),
            context: w.name.to_string(),
            summary: format!("{} model", w.class.label()),
            url: format!("models.html#{}", registry_anchor(w.path)),
        });
    }
    // Every entry of the other registries, with its label or name and its first figures.
    for r in registry::REGISTRIES {
        let page = crate::registry_pages::registry_file(r).replace(".md", ".html");
        for e in r.entries {
            let fields = e.fields();
            let label = fields
                .iter()
                .find(|(k, _)| *k == "name" || *k == "label")
                .map(|(_, v)| v.to_string())
                .unwrap_or_default();
            let figures: Vec<String> = fields
                .iter()
                .filter(|(k, v)| *k != "name" && *k != "label" && *v != mlsysim_core::Value::Absent)
                .take(3)
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            out.push(Entry {
                kind: "registry",
                name: e.path().to_string(),
                context: label,
                summary: format!("{}: {}", r.name, figures.join(", ")),
                url: format!("{page}#{}", registry_anchor(e.path())),
            });
        }
    }
}

fn members(out: &mut Vec<Entry>, s: &ScenarioInfo) {
    let page = page_file(s);
    let inputs = s.inputs.iter().map(|i| ("input", i.name, i.doc));
    let properties = s.properties.iter().map(|m| ("property", m.name, m.doc));
    let methods = s.methods.iter().map(|m| ("method", m.name, m.doc));
    for (kind, name, doc) in inputs.chain(properties).chain(methods) {
        out.push(Entry {
            kind,
            name: name.to_string(),
            context: s.name.to_string(),
            summary: short(doc),
            url: html_link(&format!("{page}#{}", anchor(name))),
        });
    }
}

/// Text as a JSON string.
pub(crate) fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The index as JSON: the field names once, then one array per entry, one entry a line (so a
/// change to the catalog reads as a small diff).
pub fn index_json(entries: &[Entry]) -> String {
    let mut out = String::from(
        "{\"fields\":[\"kind\",\"name\",\"context\",\"summary\",\"url\"],\"entries\":[\n",
    );
    for (i, e) in entries.iter().enumerate() {
        let fields = [e.kind, &e.name, &e.context, &e.summary, &e.url].map(json_string);
        out += &format!("[{}]", fields.join(","));
        out += if i + 1 < entries.len() { ",\n" } else { "\n" };
    }
    out += "]}\n";
    out
}

/// The body of the search page, before the script fills in the results.
pub fn page_body() -> &'static str {
    "<h1 id=\"search\">Search</h1>\n\
     <p id=\"search-status\">Search runs in your browser, with JavaScript. Without it, the \
     <a href=\"a-z.html\">A–Z index</a> lists every scenario, preset and law by name, and each \
     family's page lists its scenarios by section.</p>\n\
     <ol id=\"search-results\" class=\"search-results\"></ol>\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(
            json_string("a \"b\" \\ c\n\u{1}"),
            "\"a \\\"b\\\" \\\\ c\\n\\u0001\""
        );
    }
}
