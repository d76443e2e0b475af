//! Pages listing the registries, each value in the unit the registry declares.

use mlsysim_core::registry;
use mlsysim_core::units::format_number;
use std::fmt::Write as _;

pub fn hardware() -> String {
    let mut out = String::from(
        "# Hardware registry\n\n[Back to the index](index.md)\n\nEvery node of the reference's hardware \
         registry. Memory capacity is shown in the unit the registry declares.\n\n\
         | path | name | tier | memory capacity | memory bandwidth | peak compute | provenance |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for n in registry::hardware() {
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {} | {} |",
            n.path,
            n.name,
            n.tier.name(),
            n.memory_capacity,
            n.memory_bandwidth,
            n.peak_flops,
            n.provenance.kind
        );
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
         registry: its parameter count, and its size where the registry declares one.\n\n\
         | path | name | class | parameters | registry size | provenance |\n|---|---|---|---|---|---|\n",
    );
    for w in registry::models() {
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {} |",
            w.path,
            w.name,
            w.class,
            w.parameters.map_or_else(|| "—".to_string(), format_number),
            w.model_size
                .map_or_else(|| "—".to_string(), |s| s.to_string()),
            w.provenance.kind
        );
    }
    out
}
