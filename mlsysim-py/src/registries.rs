//! The registries as Python sees them: each a name (`Hardware`), and entries by the reference's
//! path (`Cloud.H100`), each a list of fields as [`Value`]s in the units the registry states.
//!
//! This is the one place that knows a registry's fields; the Python trees, the stubs and the
//! docs page read [`registries`]. A registry joins with one [`Registry`] row and a function
//! that lists its entries.

use mlsysim_core::registry::{self, HardwareNode, Workload};
use mlsysim_core::report::ToValue;
use mlsysim_core::{UnknownName, Value};

/// One registry: its name as a Python attribute, what it holds, and its entries.
pub struct Registry {
    /// `Hardware`, as the reference names it.
    pub name: &'static str,
    /// What an entry is, for docstrings: "an accelerator or system".
    pub noun: &'static str,
    /// The kind of value a scenario input reads from it (`hardware`, `model`).
    pub kind: &'static str,
    /// Every entry, by path; aliases (`Embodied.Coral`) name an entry a second time.
    pub entries: fn() -> Vec<Entry>,
    /// The path of the entry a name means (a path, an alias or a short name, case ignored), or
    /// the closest names, as a scenario input reads it.
    pub find: fn(&str) -> Result<&'static str, UnknownName>,
}

/// One entry of a registry: its path and its fields in order.
pub struct Entry {
    pub path: &'static str,
    /// The entry this path names when it is an alias (its own path otherwise).
    pub target: &'static str,
    pub fields: Vec<(&'static str, Value)>,
}

/// Every registry, in the order the package lists them.
pub fn registries() -> &'static [Registry] {
    &[
        Registry {
            name: "Hardware",
            noun: "an accelerator or system of the hardware registry",
            kind: "hardware",
            entries: hardware,
            find: |name| {
                HardwareNode::find(name)
                    .map(|n| n.path)
                    .or_else(|e| find_in("Hardware", name).map_err(|_| e))
            },
        },
        Registry {
            name: "Models",
            noun: "a workload of the model registry",
            kind: "model",
            entries: models,
            find: |name| Workload::find(name).map(|w| w.path),
        },
        Registry {
            name: "Systems",
            noun: "an entry of the systems registries (fleets, servers, fabrics, storage, reliability)",
            kind: "systems",
            entries: || namespace("Systems"),
            find: |name| find_in("Systems", name),
        },
        Registry {
            name: "Infrastructure",
            noun: "an entry of the infrastructure registries (prices, grids, datacenters, cooling)",
            kind: "infrastructure",
            entries: || namespace("Infrastructure"),
            find: |name| find_in("Infrastructure", name),
        },
        Registry {
            name: "Datasets",
            noun: "a dataset",
            kind: "dataset",
            entries: || namespace("Datasets"),
            find: |name| find_in("Datasets", name),
        },
        Registry {
            name: "ReferenceStats",
            noun: "a figure the reference's scenarios cite",
            kind: "figure",
            entries: || namespace("ReferenceStats"),
            find: |name| find_in("ReferenceStats", name),
        },
        Registry {
            name: "Literature",
            noun: "a figure from the literature",
            kind: "figure",
            entries: || namespace("Literature"),
            find: |name| find_in("Literature", name),
        },
        Registry {
            name: "Ops",
            noun: "an operational figure",
            kind: "figure",
            entries: || namespace("Ops"),
            find: |name| find_in("Ops", name),
        },
    ]
}

/// Every entry of the registries under the namespace `ns` (`Systems`), by its path within it
/// (`Fabrics.InfiniBand_NDR`).
fn namespace(ns: &str) -> Vec<Entry> {
    registry::REGISTRIES
        .iter()
        .flat_map(|r| r.entries.iter())
        .filter_map(|e| {
            let path = e.path().strip_prefix(ns)?.strip_prefix('.')?;
            Some(Entry {
                path,
                target: path,
                fields: e
                    .fields()
                    .into_iter()
                    .map(|(k, v)| (k, linked_as_text(v)))
                    .collect(),
            })
        })
        .collect()
}

/// A field that names another entry, as the text of its path: the trees are built from these
/// fields, so a field cannot be an entry of a tree that may not exist yet.
fn linked_as_text(v: Value) -> Value {
    match v {
        Value::Entry(path) => Value::Text(path.to_string()),
        Value::List(items) => Value::List(items.into_iter().map(linked_as_text).collect()),
        Value::Map(items) => Value::Map(
            items
                .into_iter()
                .map(|(k, v)| (k, linked_as_text(v)))
                .collect(),
        ),
        other => other,
    }
}

/// The path within `ns` of the entry `name` means: its path within the namespace, its full path
/// or its last part, ignoring case; otherwise the closest paths.
fn find_in(ns: &'static str, name: &str) -> Result<&'static str, UnknownName> {
    let entries = namespace(ns);
    let wanted = name.trim();
    let full = format!("{ns}.");
    let relative = wanted
        .get(..full.len())
        .filter(|p| p.eq_ignore_ascii_case(&full))
        .map_or(wanted, |_| &wanted[full.len()..]);
    entries
        .iter()
        .find(|e| e.path.eq_ignore_ascii_case(relative))
        .or_else(|| {
            let mut by_last = entries.iter().filter(|e| {
                e.path
                    .rsplit('.')
                    .next()
                    .is_some_and(|l| l.eq_ignore_ascii_case(relative))
            });
            // A last part two entries share names neither.
            match (by_last.next(), by_last.next()) {
                (Some(one), None) => Some(one),
                _ => None,
            }
        })
        .map(|e| e.path)
        .ok_or_else(|| {
            UnknownName::new("registry entry", wanted, entries.iter().map(|e| e.path))
                .listed_by("`mlsysim zoo`")
        })
}

fn optional<T: ToValue>(value: Option<T>) -> Value {
    value.map_or(Value::Absent, |v| v.to_value(None))
}

fn shown(value: Option<Value>) -> Value {
    value.unwrap_or(Value::Absent)
}

fn node_fields(n: &HardwareNode) -> Vec<(&'static str, Value)> {
    let rates = n
        .rates_shown()
        .into_iter()
        .map(|(p, v)| (p.label().to_string(), v))
        .collect();
    vec![
        ("name", Value::Text(n.name.into())),
        ("tier", Value::Text(n.tier.name().into())),
        ("release_year", optional(n.release_year.map(i64::from))),
        ("memory_capacity", n.memory_capacity.to_value(None)),
        ("memory_bandwidth", n.bandwidth_shown()),
        ("peak_flops", n.peak_shown()),
        ("peak_flops_by_precision", Value::Map(rates)),
        ("tdp", shown(n.tdp_shown())),
        ("unit_cost", shown(n.cost_shown())),
        ("flash_capacity", optional(n.flash_capacity)),
        ("accelerator_count", optional(n.accelerator_count)),
        ("provenance", Value::Text(n.provenance.kind.into())),
    ]
}

fn hardware() -> Vec<Entry> {
    let mut out: Vec<Entry> = registry::hardware()
        .iter()
        .map(|n| Entry {
            path: n.path,
            target: n.path,
            fields: node_fields(n),
        })
        .collect();
    for (alias, path) in registry::hardware_aliases() {
        if let Ok(n) = HardwareNode::find(path) {
            out.push(Entry {
                path: alias,
                target: n.path,
                fields: node_fields(n),
            });
        }
    }
    // The technology tiers sit under `Hardware.Tech` in the reference.
    out.extend(namespace("Hardware"));
    out
}

fn workload_fields(w: &Workload) -> Vec<(&'static str, Value)> {
    let geometry = w.transformer.map_or(Value::Absent, |t| {
        let count = |name: &str, v: Option<u32>| (name.to_string(), optional(v));
        Value::Map(vec![
            count("layers", Some(t.layers)),
            count("heads", Some(t.heads)),
            count("hidden_dim", Some(t.hidden_dim)),
            count("kv_heads", t.kv_heads),
            count("head_dim", t.head_dim),
            count("context_length", t.context_length),
            count("vocab_size", t.vocab_size),
        ])
    });
    vec![
        ("name", Value::Text(w.name.into())),
        ("family", Value::Text(w.category.into())),
        ("workload_class", Value::Text(w.class.name().into())),
        ("architecture", Value::Text(w.architecture.into())),
        ("parameters", optional(w.parameters)),
        ("model_size", optional(w.model_size)),
        ("release_year", optional(w.release_year.map(i64::from))),
        ("inference_flops", optional(w.inference_flops)),
        ("inference_energy", optional(w.inference_energy)),
        ("transformer", geometry),
        ("provenance", Value::Text(w.provenance.kind.into())),
    ]
}

fn models() -> Vec<Entry> {
    registry::models()
        .iter()
        .map(|w| Entry {
            path: w.path,
            target: w.path,
            fields: workload_fields(w),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_is_found_by_its_path() {
        for r in registries() {
            let entries = (r.entries)();
            assert!(!entries.is_empty(), "{} is empty", r.name);
            for e in entries {
                assert_eq!(
                    (r.find)(e.path).ok(),
                    Some(e.target),
                    "{}.{}",
                    r.name,
                    e.path
                );
            }
        }
    }
}
