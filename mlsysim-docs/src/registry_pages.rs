//! Pages listing the registries: hardware grouped by tier, models grouped by kind, each value
//! in the unit the registry states it in.

use mlsysim_core::registry::{self, Tier, WorkloadClass};
use mlsysim_core::units::format_number;
use std::fmt::Write as _;

const DASH: &str = "—";

pub fn hardware() -> String {
    let mut out = String::from(
        "# Hardware registry\n\n[Back to the index](index.md)\n\nEvery node of the reference's hardware \
         registry, by tier. Each value is shown in the unit the registry states it in; the peak \
         rate at each precision the registry lists follows the table of each tier.\n",
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
            "\n## {}\n\n| node | name | memory | bandwidth | peak | TDP | unit cost | provenance |\n\
             |---|---|---|---|---|---|---|---|\n",
            tier.name()
        );
        for n in &nodes {
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} | {} | {} | {} | {} |",
                n.path,
                n.name,
                n.memory_capacity,
                n.bandwidth_shown(),
                n.peak_shown(),
                n.tdp_shown()
                    .map_or_else(|| DASH.to_string(), |v| v.to_string()),
                n.cost_shown()
                    .map_or_else(|| DASH.to_string(), |v| v.to_string()),
                n.provenance.kind
            );
        }
        let with_rates: Vec<_> = nodes
            .iter()
            .filter(|n| !n.precision_flops.is_empty())
            .collect();
        if !with_rates.is_empty() {
            out += "\n| node | peak by precision |\n|---|---|\n";
            for n in with_rates {
                let rates: Vec<String> = n
                    .rates_shown()
                    .iter()
                    .map(|(p, v)| format!("{p} {v}"))
                    .collect();
                let _ = writeln!(out, "| `{}` | {} |", n.path, rates.join(", "));
            }
        }
    }
    out += "\n## Aliases\n\n| alias | node |\n|---|---|\n";
    for (alias, path) in registry::hardware_aliases() {
        let _ = writeln!(out, "| `{alias}` | `{path}` |");
    }
    out
}

pub fn models() -> String {
    let mut out = String::from(
        "# Model registry\n\n[Back to the index](index.md)\n\nEvery workload of the reference's model \
         registry, by kind: its parameter count, its size where the registry declares one, the work \
         of one forward pass, and the geometry scenarios read.\n",
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
            "\n## {}\n\n| model | name | parameters | registry size | forward pass | geometry | provenance |\n\
             |---|---|---|---|---|---|---|\n",
            class.label()
        );
        for w in models {
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} | {} | {} | {} |",
                w.path,
                w.name,
                w.parameters.map_or_else(|| DASH.to_string(), format_number),
                w.model_size
                    .map_or_else(|| DASH.to_string(), |s| s.to_string()),
                w.inference_flops.map_or_else(
                    || DASH.to_string(),
                    |f| mlsysim_core::report::ToValue::to_value(&f, None).to_string()
                ),
                geometry(w),
                w.provenance.kind
            );
        }
    }
    out
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
