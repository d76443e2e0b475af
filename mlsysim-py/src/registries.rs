//! The registries as Python sees them: each a name (`Hardware`), and entries by the reference's
//! path (`Cloud.H100`), each a list of fields as [`Value`]s in the units the registry states.
//!
//! This is the one place that knows a registry's fields; the Python trees, the stubs and the
//! docs page read [`registries`]. Hardware and models have layouts of their own; every other
//! registry of `mlsysim-registry` joins by itself, under the namespace its reference path starts
//! with (`Systems`, `Agents`), so a registry added there appears here with no change.

use mlsysim_core::registry::{self, HardwareNode, Workload};
use mlsysim_core::report::ToValue;
use mlsysim_core::{UnknownName, Value};
use std::sync::OnceLock;

/// One registry: its name as a Python attribute, what it holds, and its entries.
pub struct Registry {
    /// `Hardware`, as the reference names it.
    pub name: &'static str,
    /// What an entry is, for docstrings: "an accelerator or system".
    pub noun: String,
    /// The kind of value a scenario input reads from it (`hardware`, `model`, `systems`).
    pub kind: String,
    source: Source,
}

/// Where a registry's entries come from.
enum Source {
    Hardware,
    Models,
    /// The registries of `mlsysim-registry` whose paths start with this namespace.
    Namespace,
}

/// One entry of a registry: its path and its fields in order.
pub struct Entry {
    pub path: &'static str,
    /// The entry this path names when it is an alias (its own path otherwise).
    pub target: &'static str,
    pub fields: Vec<(&'static str, Value)>,
}

impl Registry {
    /// Every entry, by path; aliases (`Embodied.Coral`, `Platforms.Cloud_DGX_H100`) name an
    /// entry a second time.
    pub fn entries(&self) -> Vec<Entry> {
        match self.source {
            Source::Hardware => hardware(),
            Source::Models => models(),
            Source::Namespace => namespace(self.name),
        }
    }

    /// The path of the entry a name means (a path, an alias or a short name, case ignored), or
    /// the closest names, as a scenario input reads it.
    pub fn find(&self, name: &str) -> Result<&'static str, UnknownName> {
        match self.source {
            Source::Hardware => HardwareNode::find(name)
                .map(|n| n.path)
                .or_else(|e| find_in("Hardware", name).map_err(|_| e)),
            Source::Models => Workload::find(name).map(|w| w.path),
            Source::Namespace => find_in(self.name, name),
        }
    }
}

/// Every registry, in the order the package lists them: hardware, models, then each namespace
/// of the other registries in the reference's order.
pub fn registries() -> &'static [Registry] {
    static ALL: OnceLock<Vec<Registry>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = vec![
            Registry {
                name: "Hardware",
                noun: "an accelerator or system of the hardware registry".into(),
                kind: "hardware".into(),
                source: Source::Hardware,
            },
            Registry {
                name: "Models",
                noun: "a workload of the model registry".into(),
                kind: "model".into(),
                source: Source::Models,
            },
        ];
        for r in registry::REGISTRIES {
            let ns = r.name.split('.').next().unwrap_or(r.name);
            // `Hardware.Tech` joins the hardware tree, where the reference keeps it.
            if ns == "Hardware" || all.iter().any(|x| x.name == ns) {
                continue;
            }
            let docs: Vec<&str> = registry::REGISTRIES
                .iter()
                .filter(|x| x.name == ns || x.name.starts_with(&format!("{ns}.")))
                .map(|x| {
                    x.doc
                        .split(':')
                        .next()
                        .unwrap_or(x.doc)
                        .trim_end_matches('.')
                })
                .collect();
            all.push(Registry {
                name: ns,
                noun: format!("an entry of `{ns}` ({})", docs.join("; ").to_lowercase()),
                kind: ns.to_ascii_lowercase(),
                source: Source::Namespace,
            });
        }
        all
    })
}

/// Names at the top level that name a group of a registry (`AgentPlatforms` is
/// `Agents.Platforms`): `(name, registry, group path within it)`.
pub fn top_level_aliases() -> Vec<(&'static str, &'static str, &'static str)> {
    registry::TOP_LEVEL_ALIASES
        .iter()
        .filter_map(|(name, group)| {
            let (ns, within) = group.split_once('.')?;
            let r = registries().iter().find(|r| r.name == ns)?;
            Some((*name, r.name, within))
        })
        .collect()
}

/// Every entry of the registries under the namespace `ns` (`Systems`), by its path within it
/// (`Fabrics.InfiniBand_NDR`), and every alias the namespace gives one of them
/// (`Platforms.Cloud_DGX_H100`).
fn namespace(ns: &str) -> Vec<Entry> {
    let within = |path: &'static str| path.strip_prefix(ns)?.strip_prefix('.');
    let fields = |e: &dyn registry::Entry| {
        e.fields()
            .into_iter()
            .map(|(k, v)| (k, linked_as_text(v)))
            .collect()
    };
    let mut out: Vec<Entry> = registry::REGISTRIES
        .iter()
        .flat_map(|r| r.entries.iter())
        .filter_map(|e| {
            let path = within(e.path())?;
            Some(Entry {
                path,
                target: path,
                fields: fields(*e),
            })
        })
        .collect();
    for (alias, entry) in registry::ENTRY_ALIASES {
        let (Some(path), Some(target)) = (within(alias), within(entry)) else {
            continue;
        };
        if let Some(e) = registry::REGISTRIES
            .iter()
            .flat_map(|r| r.entries.iter())
            .find(|e| e.path() == *entry)
        {
            out.push(Entry {
                path,
                target,
                fields: fields(*e),
            });
        }
    }
    out
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
        .map(|e| e.target)
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
            let entries = r.entries();
            assert!(!entries.is_empty(), "{} is empty", r.name);
            for e in entries {
                assert_eq!(r.find(e.path).ok(), Some(e.target), "{}.{}", r.name, e.path);
            }
        }
    }

    #[test]
    fn every_namespace_of_the_registry_crate_is_a_registry() {
        for r in registry::REGISTRIES {
            let ns = r.name.split('.').next().unwrap();
            assert!(
                registries().iter().any(|x| x.name == ns),
                "{} is not in the package",
                r.name
            );
        }
        // Every alias names an entry of its own namespace, so its target is a path there.
        for (alias, entry) in registry::ENTRY_ALIASES {
            let ns = |p: &str| p.split('.').next().unwrap().to_string();
            let top = registry::TOP_LEVEL_ALIASES
                .iter()
                .any(|(name, _)| ns(alias) == *name);
            assert!(top || ns(alias) == ns(entry), "{alias} names {entry}");
        }
        let agents = registries().iter().find(|r| r.name == "Agents").unwrap();
        assert_eq!(
            agents.find("Platforms.Cloud_DGX_H100").ok(),
            Some("Coding.SWE_Bench_Runner")
        );
        assert_eq!(
            top_level_aliases(),
            vec![("AgentPlatforms", "Agents", "Platforms")]
        );
    }
}
