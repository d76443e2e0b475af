//! `mlsysim zoo hardware|models`: the registries, filtered, in their declared units.

use crate::output::{md_table, value_json};
use crate::{Failure, Format, table};
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

pub fn hardware(tier: Option<&str>, format: Format) -> Result<String, Failure> {
    let wanted = match tier {
        Some(t) => Some(
            TIERS
                .into_iter()
                .find(|x| x.name().eq_ignore_ascii_case(t.trim()))
                .ok_or_else(|| {
                    Failure::usage(UnknownName::new(
                        "tier",
                        &truncate(t),
                        TIERS.iter().map(|x| x.name()),
                    ))
                })?,
        ),
        None => None,
    };
    let nodes: Vec<&HardwareNode> = registry::hardware()
        .iter()
        .filter(|n| wanted.is_none_or(|t| n.tier == t))
        .collect();
    Ok(match format {
        Format::Json => {
            let rows: Vec<Json> = nodes
                .iter()
                .map(|n| {
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
                })
                .collect();
            format!("{:#}\n", Json::Array(rows))
        }
        _ => {
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
            render_table(&header, body, format)
        }
    })
}

pub fn models(family: Option<&str>, format: Format) -> Result<String, Failure> {
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
            &truncate(f),
            families.into_iter(),
        )));
    }
    let chosen: Vec<&Workload> = all
        .iter()
        .filter(|w| family.is_none_or(|f| w.category.eq_ignore_ascii_case(f.trim())))
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
            render_table(&header, body, format)
        }
    })
}

fn render_table(header: &[&str], body: Vec<Vec<String>>, format: Format) -> String {
    if format == Format::Markdown {
        return md_table(header, &body);
    }
    let mut rows = vec![header.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    rows.extend(body);
    table::render(&rows, "")
}
