//! Pages listing the registries: hardware grouped by tier, models grouped by kind, each value
//! in the unit the registry states it in.

use crate::html::anchor;
use crate::markdown::cell;
use crate::site::registry_anchor;
use mlsysim_core::Value;
use mlsysim_core::registry::{self, Tier, WorkloadClass};
use mlsysim_core::units::format_number;
use std::fmt::Write as _;

const DASH: &str = "—";

pub fn hardware() -> String {
    let mut out = String::from(
        "# Hardware registry\n\nEvery node of the reference's hardware registry, by tier. Each \
         value is shown in the unit the registry states it in; under each node's name, where the \
         registry's figures come from. *Peak* is the headline rate; *by \
         precision* lists each rate the registry gives, with the unit once for the rates that \
         share it.\n",
    );
    let tiers: Vec<String> = Tier::ALL
        .iter()
        .filter(|t| registry::hardware().iter().any(|n| n.tier == **t))
        .map(|t| format!("[{0}](#{1})", t.name(), anchor(t.name())))
        .collect();
    let _ = writeln!(
        out,
        "\n*Tiers:* {} · [Aliases](#aliases)",
        tiers.join(" · ")
    );
    for tier in Tier::ALL {
        let nodes: Vec<_> = registry::hardware()
            .iter()
            .filter(|n| n.tier == tier)
            .collect();
        if nodes.is_empty() {
            continue;
        }
        let _ = write!(
            out,
            "\n## {}\n\n{} {}.\n\n<div class=\"registry\">\n\n| node | memory | bandwidth | peak | by precision | TDP | unit cost |\n\
             |---|---|---|---|---|---|---|\n",
            tier.name(),
            nodes.len(),
            if nodes.len() == 1 { "node" } else { "nodes" }
        );
        for n in &nodes {
            let _ = writeln!(
                out,
                "| <a id=\"{}\"></a>`{}`<br />{} · *{}* | {} | {} | {} | {} | {} | {} |",
                registry_anchor(n.path),
                n.path,
                cell(n.name),
                n.provenance.kind,
                n.memory_capacity,
                n.bandwidth_shown(),
                n.peak_shown(),
                by_precision(n),
                n.tdp_shown()
                    .map_or_else(|| DASH.to_string(), |v| v.to_string()),
                n.cost_shown()
                    .map_or_else(|| DASH.to_string(), |v| v.to_string()),
            );
        }
        out += "\n</div>\n";
    }
    out += "\n## Aliases\n\n| alias | node |\n|---|---|\n";
    for (alias, path) in registry::hardware_aliases() {
        let _ = writeln!(
            out,
            "| `{alias}` | [`{path}`](#{}) |",
            registry_anchor(path)
        );
    }
    out
}

/// The rates at each precision, the unit written once per run of rates that share it:
/// `fp16 989, fp8 1979 TFLOP/s; int8 1979 TOPS`.
fn by_precision(n: &registry::HardwareNode) -> String {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (precision, value) in n.rates_shown() {
        let (number, unit) = match &value {
            Value::Quantity { magnitude, unit } => (format_number(*magnitude), unit.to_string()),
            other => (other.to_string(), String::new()),
        };
        // No-break spaces keep a rate and its label on one line when the column wraps.
        let rate = format!("{precision}\u{a0}{number}");
        match groups.iter_mut().find(|(u, _)| *u == unit) {
            Some((_, rates)) => rates.push(rate),
            None => groups.push((unit, vec![rate])),
        }
    }
    if groups.is_empty() {
        return DASH.to_string();
    }
    groups
        .into_iter()
        .map(|(unit, rates)| {
            format!("{}\u{a0}{unit}", rates.join(", "))
                .trim_end_matches('\u{a0}')
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("; ")
}

pub fn models() -> String {
    let mut out = String::from(
        "# Model registry\n\nEvery workload of the reference's model registry, by kind: its \
         parameter count, its size where the registry declares one, the work of one forward pass, \
         and the geometry scenarios read.\n",
    );
    let classes = [
        WorkloadClass::Transformer,
        WorkloadClass::SparseTransformer,
        WorkloadClass::Cnn,
        WorkloadClass::StateSpace,
        WorkloadClass::Diffusion,
        WorkloadClass::Embodied,
        WorkloadClass::Generic,
    ];
    for class in classes {
        let models: Vec<_> = registry::models()
            .iter()
            .filter(|w| w.class == class)
            .collect();
        if models.is_empty() {
            continue;
        }
        let _ = write!(
            out,
            "\n## {}\n\n{} {}.\n\n| model | parameters | registry size | forward pass | geometry |\n\
             |---|---|---|---|---|\n",
            class.label(),
            models.len(),
            if models.len() == 1 { "model" } else { "models" }
        );
        for w in models {
            let _ = writeln!(
                out,
                "| <a id=\"{}\"></a>`{}`<br />{} · *{}* | {} | {} | {} | {} |",
                registry_anchor(w.path),
                w.path,
                cell(w.name),
                w.provenance.kind,
                w.parameters
                    .map_or_else(|| DASH.to_string(), count_in_words),
                w.model_size
                    .map_or_else(|| DASH.to_string(), |s| s.to_string()),
                w.inference_flops.map_or_else(
                    || DASH.to_string(),
                    |f| mlsysim_core::report::ToValue::to_value(&f, None).to_string()
                ),
                geometry(w),
            );
        }
    }
    out
}

/// A large count in words where that is exact (`110 million`, `1.76 trillion`); else the
/// count itself.
fn count_in_words(count: f64) -> String {
    for (scale, word) in [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")] {
        let scaled = count / scale;
        // Exact to three decimals: the words then say the whole count.
        if scaled >= 1.0 && (scaled * 1000.0).round() * scale / 1000.0 == count {
            return format!(
                "{} {word}",
                format_number((scaled * 1000.0).round() / 1000.0)
            );
        }
    }
    format_number(count)
}

/// The fields scenarios read, in a line: `48 layers, 25 heads, hidden 1600, context 1024`.
fn geometry(w: &registry::Workload) -> String {
    let mut parts = Vec::new();
    if let Some(t) = &w.transformer {
        parts.push(format!("{} layers", t.layers));
        parts.push(format!("{} heads", t.heads));
        if let Some(kv) = t.kv_heads {
            parts.push(format!("{kv} KV heads"));
        }
        parts.push(format!("hidden {}", t.hidden_dim));
        if let Some(c) = t.context_length {
            parts.push(format!("context {c}"));
        }
    }
    if let Some(e) = &w.experts {
        parts.push(format!(
            "{} of {} experts",
            e.active_experts_per_token, e.experts
        ));
    }
    if let Some(s) = &w.ssm {
        parts.push(format!("{} layers, state {}", s.layers, s.state_size));
    }
    if let Some(c) = w.cnn.as_ref().and_then(|c| c.layers) {
        parts.push(format!("{c} layers"));
    }
    if parts.is_empty() {
        DASH.to_string()
    } else {
        parts.join(", ")
    }
}

/// The file of a registry's page: `registry-fabrics.md`.
pub fn registry_file(r: &registry::Registry) -> String {
    format!("registry-{}.md", r.short_name())
}

/// The hub of the registries: each with what it holds and how many entries, linked to its page.
pub fn registries() -> String {
    let mut out = String::from(
        "# Registries\n\nThe reference's registries: the figures scenarios read, each at its \
         reference path, with its unit and provenance. A scenario input that takes an entry \
         takes its path or its last part (`--set fabric=InfiniBand_NDR`); `mlsysim zoo NAME` \
         lists a registry on the command line.\n\n| registry | command line | holds | entries |\n\
         |---|---|---|---|\n| [Hardware](hardware.md) | `zoo hardware` | Accelerators and systems, by tier. | ",
    );
    let _ = writeln!(out, "{} |", registry::hardware().len());
    let _ = writeln!(
        out,
        "| [Models](models.md) | `zoo models` | Workloads, by kind. | {} |",
        registry::models().len()
    );
    for r in registry::REGISTRIES {
        let _ = writeln!(
            out,
            "| [`{}`]({}) | `zoo {}` | {} | {} |",
            r.name,
            registry_file(r),
            r.short_name(),
            cell(r.doc),
            r.entries.len()
        );
    }
    out
}

/// A registry's page: one table per kind of entry, a row per entry with every field in the
/// unit the reference states it in, and where the entry's figures come from.
pub fn registry_page(r: &registry::Registry) -> String {
    let mut out = format!(
        "# `{}`\n\n{} `mlsysim zoo {}` lists it on the command line; [all registries](registries.md).\n",
        r.name,
        r.doc,
        r.short_name()
    );
    let mut kinds: Vec<&str> = Vec::new();
    for e in r.entries {
        if !kinds.contains(&e.reference_type()) {
            kinds.push(e.reference_type());
        }
    }
    for kind in kinds {
        let entries: Vec<_> = r
            .entries
            .iter()
            .filter(|e| e.reference_type() == kind)
            .collect();
        let title = if kind == "figure" { "Figures" } else { kind };
        let columns: Vec<&str> = entries[0]
            .fields()
            .iter()
            .map(|(k, _)| *k)
            .filter(|k| *k != "name")
            .collect();
        let _ = write!(
            out,
            "\n## {title}\n\n{} {}.\n\n<div class=\"registry\">\n\n| entry | {} |\n|---|{}\n",
            entries.len(),
            if entries.len() == 1 {
                "entry"
            } else {
                "entries"
            },
            columns.join(" | "),
            "---|".repeat(columns.len())
        );
        for e in entries {
            let fields = e.fields();
            let cells: Vec<String> = columns
                .iter()
                .map(|c| {
                    fields
                        .iter()
                        .find(|(k, _)| k == c)
                        .map_or_else(|| DASH.to_string(), |(_, v)| shown_cell(v))
                })
                .collect();
            let name = fields
                .iter()
                .find(|(k, _)| *k == "name")
                .map(|(_, v)| v.to_string());
            let source = e
                .provenance()
                .map_or_else(String::new, |p| format!(" · *{}*", p.kind));
            let _ = writeln!(
                out,
                "| <a id=\"{}\"></a>`{}`{}{source} | {} |",
                registry_anchor(e.path()),
                e.path()
                    .strip_prefix(r.name)
                    .map_or(e.path(), |p| p.trim_start_matches('.')),
                name.map_or_else(String::new, |n| format!("<br />{}", cell(&n))),
                cells.join(" | ")
            );
        }
        out += "\n</div>\n";
    }
    out
}

/// A value in a table cell: absent as a dash, an entry as a link to its row, nested records
/// and lists in one line.
fn shown_cell(v: &Value) -> String {
    match v {
        Value::Absent => DASH.to_string(),
        Value::Entry(path) => entry_link(path),
        other => cell(&other.to_string()),
    }
}

/// A link to an entry's row on its registry's page (a hardware node's on the hardware page).
pub fn entry_link(path: &str) -> String {
    let page = registry::REGISTRIES
        .iter()
        .find(|r| r.entries.iter().any(|e| e.path() == path))
        .map(registry_file)
        .or_else(|| {
            registry::hardware()
                .iter()
                .any(|n| n.path == path)
                .then(|| "hardware.md".to_string())
        });
    match page {
        Some(page) => format!("[`{path}`]({page}#{})", registry_anchor(path)),
        None => format!("`{path}`"),
    }
}
