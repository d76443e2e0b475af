//! `mlsysim zoo REGISTRY`: a registry of the reference, filtered, each figure in the unit the
//! reference states it in: hardware and models in layouts of their own, every other registry as
//! tables of its entries, one table per kind of entry.

use crate::output::{header_table, value_json};
use crate::{Failure, Format};
use mlsysim_core::UnknownName;
use mlsysim_core::input::truncate;
use mlsysim_core::registry::{self, HardwareNode, Tier, Workload};
use mlsysim_core::units::{DataSize, format_number};
use serde_json::{Value as Json, json};

/// A size as declared, with its value in bytes.
fn size(s: &DataSize) -> Json {
    json!({ "value": s.magnitude(), "unit": s.unit().symbol(), "bytes": s.bytes() })
}

const TIERS: [Tier; 5] = Tier::ALL;

/// What `zoo` was asked for.
pub struct Request<'a> {
    pub registry: &'a str,
    pub tier: Option<&'a str>,
    pub family: Option<&'a str>,
    pub filter: Option<&'a str>,
    pub format: Format,
}

/// The registry names `zoo` takes, each with what its registry holds (listed by `--help`).
pub fn registry_names() -> clap::builder::PossibleValuesParser {
    let mut names = vec![
        clap::builder::PossibleValue::new("hardware")
            .help("Accelerators and systems, with memory in its declared unit"),
        clap::builder::PossibleValue::new("models")
            .help("Workloads, with parameters and registry size"),
    ];
    for r in registry::REGISTRIES {
        let name: &'static str = Box::leak(r.short_name().into_boxed_str());
        names.push(
            clap::builder::PossibleValue::new(name)
                .alias(r.name)
                .help(format!("{}: {}", r.name, r.doc.trim_end_matches('.'))),
        );
    }
    clap::builder::PossibleValuesParser::new(names)
}

pub fn run(request: &Request) -> Result<String, Failure> {
    let misplaced = |flag: &str, registry: &str| {
        Failure::usage(format!(
            "`--{flag}` applies to `zoo {registry}` only; use `--filter TEXT` to narrow any registry"
        ))
    };
    match request.registry {
        "hardware" => {
            if request.family.is_some() {
                return Err(misplaced("family", "models"));
            }
            hardware(request.tier, request.filter, request.format)
        }
        "models" => {
            if request.tier.is_some() {
                return Err(misplaced("tier", "hardware"));
            }
            models(request.family, request.filter, request.format)
        }
        name => {
            if request.tier.is_some() {
                return Err(misplaced("tier", "hardware"));
            }
            if request.family.is_some() {
                return Err(misplaced("family", "models"));
            }
            let r = registry::Registry::find(name).ok_or_else(|| {
                Failure::usage(UnknownName::new(
                    "registry",
                    name,
                    ["hardware".to_string(), "models".to_string()]
                        .into_iter()
                        .chain(registry::REGISTRIES.iter().map(|r| r.short_name()))
                        .collect::<Vec<_>>()
                        .iter()
                        .map(String::as_str),
                ))
            })?;
            listing(r, request.filter, request.format)
        }
    }
}

/// Whether `path` passes `--filter`.
fn passes(path: &str, filter: Option<&str>) -> bool {
    filter.is_none_or(|f| {
        path.to_ascii_lowercase()
            .contains(&f.trim().to_ascii_lowercase())
    })
}

/// A registry's entries: JSON with each entry's fields and provenance; text and Markdown as one
/// table per kind of entry, its fields as columns.
fn listing(
    r: &registry::Registry,
    filter: Option<&str>,
    format: Format,
) -> Result<String, Failure> {
    let entries: Vec<&dyn registry::Entry> = r
        .entries
        .iter()
        .copied()
        .filter(|e| passes(e.path(), filter))
        .collect();
    if entries.is_empty() {
        return Err(Failure::usage(format!(
            "no entry of {} has a path containing `{}`; `mlsysim zoo {}` lists them all",
            r.name,
            truncate(filter.unwrap_or("")),
            r.short_name()
        )));
    }
    if format == Format::Json {
        let rows: Vec<Json> = entries.iter().map(|e| entry_json(*e)).collect();
        return Ok(format!("{:#}\n", Json::Array(rows)));
    }
    // Kinds in the order their first entry comes, so the tables follow the registry.
    let mut kinds: Vec<&str> = Vec::new();
    for e in &entries {
        if !kinds.contains(&e.reference_type()) {
            kinds.push(e.reference_type());
        }
    }
    let mut out = format!("{} — {}\n", r.name, r.doc);
    for kind in kinds {
        let of_kind: Vec<&&dyn registry::Entry> = entries
            .iter()
            .filter(|e| e.reference_type() == kind)
            .collect();
        out.push_str(&format!("\n{kind} ({})\n", of_kind.len()));
        out.push_str(&kind_table(r, &of_kind, format));
    }
    Ok(out)
}

/// One entry's path, type, fields and provenance, as JSON. A number without a unit says what
/// it is, as one with a unit says its unit: `{"value": 64, "kind": "count"}`.
fn entry_json(e: &dyn registry::Entry) -> Json {
    let mut fields = Json::Object(
        e.fields()
            .iter()
            .map(|(k, v)| (k.to_string(), value_json(v)))
            .collect(),
    );
    for (path, kind) in e.kinds() {
        if let Some(slot) = at_path(&mut fields, &path)
            && slot.is_number()
        {
            *slot = json!({ "value": slot.take(), "kind": kind.name() });
        }
    }
    json!({
        "path": e.path(),
        "type": e.reference_type(),
        "fields": fields,
        "provenance": e.provenance().map(|p| json!({
            "kind": p.kind, "ref_id": p.ref_id, "url": p.url, "verified": p.verified, "source": p.source,
        })),
    })
}

/// The value at `path` (`compute.sm_count`, `mig_profiles[0].sm_count`) of a JSON object.
fn at_path<'a>(json: &'a mut Json, path: &str) -> Option<&'a mut Json> {
    let mut at = json;
    for part in path.split('.') {
        let (key, indices) = part
            .split_once('[')
            .map_or((part, ""), |(k, rest)| (k, rest));
        at = at.get_mut(key)?;
        for index in indices.split('[').filter(|i| !i.is_empty()) {
            at = at.get_mut(index.trim_end_matches(']').parse::<usize>().ok()?)?;
        }
    }
    Some(at)
}

/// The table of one kind of entry: its path within the registry, then the fields of the
/// kind's first entry as columns (an absent value shown as a dash).
fn kind_table(r: &registry::Registry, of_kind: &[&&dyn registry::Entry], format: Format) -> String {
    let columns: Vec<&str> = of_kind[0]
        .fields()
        .iter()
        .map(|(k, _)| *k)
        .filter(|k| *k != "name")
        .collect();
    let mut header = vec!["path"];
    header.extend(&columns);
    let body: Vec<Vec<String>> = of_kind
        .iter()
        .map(|e| {
            let fields = e.fields();
            let short = e
                .path()
                .strip_prefix(r.name)
                .map_or(e.path(), |p| p.trim_start_matches('.'));
            let mut row = vec![short.to_string()];
            row.extend(columns.iter().map(|c| {
                fields
                    .iter()
                    .find(|(k, _)| k == c)
                    .map_or_else(String::new, |(_, v)| match v {
                        mlsysim_core::Value::Absent => "—".to_string(),
                        v => v.to_string(),
                    })
            }));
            row
        })
        .collect();
    header_table(&header, body, format == Format::Markdown)
}

pub fn hardware(
    tier: Option<&str>,
    filter: Option<&str>,
    format: Format,
) -> Result<String, Failure> {
    let wanted = match tier {
        Some(t) => Some(tier_named(t)?),
        None => None,
    };
    let nodes: Vec<&HardwareNode> = registry::hardware()
        .iter()
        .filter(|n| wanted.is_none_or(|t| n.tier == t) && passes(n.path, filter))
        .collect();
    Ok(match format {
        Format::Json => {
            let rows: Vec<Json> = nodes.iter().map(|n| node_json(n)).collect();
            format!("{:#}\n", Json::Array(rows))
        }
        _ => hardware_table(&nodes, format),
    })
}

/// The tier `--tier` names, ignoring case.
fn tier_named(t: &str) -> Result<Tier, Failure> {
    TIERS
        .into_iter()
        .find(|x| x.name().eq_ignore_ascii_case(t.trim()))
        .ok_or_else(|| Failure::usage(UnknownName::new("tier", t, TIERS.iter().map(|x| x.name()))))
}

/// One device's figures as JSON, each peak rate under its precision's label.
fn node_json(n: &HardwareNode) -> Json {
    json!({
        "path": n.path,
        "name": n.name,
        "tier": n.tier.name(),
        "memory_capacity": size(&n.memory_capacity),
        "memory_bandwidth": value_json(&n.bandwidth_shown()),
        "peak_flops": value_json(&n.peak_shown()),
        "peak_flops_by_precision": n
            .rates_shown()
            .iter()
            .map(|(p, v)| (p.label().to_string(), value_json(v)))
            .collect::<serde_json::Map<_, _>>(),
        "tdp": n.tdp_shown().as_ref().map(value_json),
        "unit_cost": n.cost_shown().as_ref().map(value_json),
        "flash_capacity": n.flash_capacity.as_ref().map(size),
        "release_year": n.release_year,
    })
}

/// The devices as a table, one row each, in text or Markdown.
fn hardware_table(nodes: &[&HardwareNode], format: Format) -> String {
    let header = [
        "path",
        "name",
        "tier",
        "memory",
        "bandwidth",
        "peak",
        "TDP",
        "peak by precision",
    ];
    let body: Vec<Vec<String>> = nodes
        .iter()
        .map(|n| {
            let rates: Vec<String> = n
                .rates_shown()
                .iter()
                .map(|(p, v)| format!("{p} {v}"))
                .collect();
            vec![
                n.path.to_string(),
                n.name.to_string(),
                n.tier.name().to_string(),
                n.memory_capacity.to_string(),
                n.bandwidth_shown().to_string(),
                n.peak_shown().to_string(),
                n.tdp_shown().map_or_else(|| "—".into(), |v| v.to_string()),
                rates.join(", "),
            ]
        })
        .collect();
    header_table(&header, body, format == Format::Markdown)
}

pub fn models(
    family: Option<&str>,
    filter: Option<&str>,
    format: Format,
) -> Result<String, Failure> {
    let all = registry::models();
    if let Some(f) = family
        && !all
            .iter()
            .any(|w| w.category.eq_ignore_ascii_case(f.trim()))
    {
        let mut families: Vec<&str> = all.iter().map(|w| w.category).collect();
        families.dedup();
        return Err(Failure::usage(UnknownName::new(
            "model family",
            f,
            families.into_iter(),
        )));
    }
    let chosen: Vec<&Workload> = all
        .iter()
        .filter(|w| {
            family.is_none_or(|f| w.category.eq_ignore_ascii_case(f.trim()))
                && passes(w.path, filter)
        })
        .collect();
    Ok(match format {
        Format::Json => {
            let rows: Vec<Json> = chosen
                .iter()
                .map(|w| {
                    json!({
                        "path": w.path,
                        "name": w.name,
                        "family": w.category,
                        "class": w.class.name(),
                        "architecture": w.architecture,
                        "parameters": w.parameters,
                        "model_size": w.model_size.as_ref().map(size),
                        "inference_flops": w.inference_flops.map(|f| value_json(&mlsysim_core::report::ToValue::to_value(&f, None))),
                    })
                })
                .collect();
            format!("{:#}\n", Json::Array(rows))
        }
        _ => {
            let header = [
                "path",
                "name",
                "family",
                "class",
                "parameters",
                "registry size",
            ];
            let body: Vec<Vec<String>> = chosen
                .iter()
                .map(|w| {
                    vec![
                        w.path.to_string(),
                        w.name.to_string(),
                        w.category.to_string(),
                        w.class.label().to_string(),
                        w.parameters.map_or_else(|| "—".into(), format_number),
                        w.model_size.map_or_else(|| "—".into(), |s| s.to_string()),
                    ]
                })
                .collect();
            header_table(&header, body, format == Format::Markdown)
        }
    })
}
