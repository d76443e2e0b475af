//! Equations typeset as MathML on the HTML pages. The macros write each member's and law's
//! equation as MathML from its syntax tree; a page's Markdown carries the text form (`- **Equation:**
//! `copy_bytes / device.memory_capacity``), and the HTML renderer puts the typeset form in
//! its place, keeping the text as the `<math>` element's `alttext`. Equations with no typeset
//! form (blocks) stay code.

use mlsysim_core::catalog;
use pulldown_cmark::{CowStr, Event, Tag, TagEnd};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every equation's text and its MathML, from the catalog.
fn table() -> &'static HashMap<&'static str, &'static str> {
    static TABLE: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let members = catalog::scenarios()
            .into_iter()
            .flat_map(|s| s.properties.iter().chain(s.methods))
            .filter_map(|m| Some((m.equation, m.mathml?)));
        let laws = mlsysim_core::laws::laws()
            .into_iter()
            .filter_map(|l| Some((l.info.equation, l.info.mathml?)));
        members.chain(laws).collect()
    })
}

/// The events with each equation after an `**Equation:**` label typeset.
pub fn equations(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut out = Vec::with_capacity(events.len());
    let mut labelled = false;
    for event in events {
        match &event {
            Event::Text(t) if t.trim() == "Equation:" => labelled = true,
            Event::Code(code) if labelled => {
                labelled = false;
                if let Some(math) = table().get(code.as_ref()) {
                    out.push(Event::InlineHtml(CowStr::from(*math)));
                    continue;
                }
            }
            Event::End(TagEnd::Item | TagEnd::Paragraph) | Event::Start(Tag::CodeBlock(_)) => {
                labelled = false;
            }
            _ => {}
        }
        out.push(event);
    }
    out
}
