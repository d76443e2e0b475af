//! Turns the reference registries (`data/*.json`) into static Rust tables, so the numbers live
//! in one file and the program pays nothing at start-up to read them. Every value with a unit
//! becomes a typed quantity in base units; the unit the registry states it in is kept beside
//! it for display.

use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;

#[path = "build/plain.rs"]
mod plain;
#[path = "build/registries.rs"]
mod registries;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in ["hardware", "models"] {
        println!("cargo::rerun-if-changed=data/{name}.json");
    }
    println!("cargo::rerun-if-changed=schema.json");
    println!("cargo::rerun-if-changed=build/registries.rs");
    println!("cargo::rerun-if-changed=build/plain.rs");
    let hardware = read("data/hardware.json");
    let models = read("data/models.json");
    write(&out, "hardware_table.rs", &hardware_table(&hardware));
    write(&out, "models_table.rs", &models_table(&models));
    let schema = read("schema.json");
    // The unit system's quantities, by name and dimensions: a registry figure takes the type
    // its dimensions name there.
    let quantities = "../mlsysim-units/src/quantity.rs";
    println!("cargo::rerun-if-changed={quantities}");
    let quantities =
        std::fs::read_to_string(quantities).unwrap_or_else(|e| panic!("reading {quantities}: {e}"));
    write(
        &out,
        "registries.rs",
        &registries::generate("data", schema, &hardware, &models, &quantities),
    );
}

fn read(path: &str) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {path}: {e}"))
}

fn write(out: &str, file: &str, text: &str) {
    std::fs::write(Path::new(out).join(file), text).expect("writing a generated table");
}

/// A Rust string literal.
fn lit(v: &Value) -> String {
    format!("{:?}", v.as_str().expect("a string"))
}

/// A float literal that round-trips the JSON number exactly.
fn num(v: &Value) -> String {
    let x = v.as_f64().expect("a number");
    format!("{x:?}_f64")
}

fn opt<F: Fn(&Value) -> String>(v: &Value, f: F) -> String {
    if v.is_null() {
        "None".into()
    } else {
        format!("Some({})", f(v))
    }
}

/// Base units in one of each unit the registries state values in. A test of `mlsysim-core`
/// checks every factor here against the unit table, so the table stays the one source.
fn factor(unit: &str) -> f64 {
    match unit {
        "flop" | "count" | "param" | "dollar" | "W" => 1.0,
        "mJ" => 1e-3,
        "MWh" => 3.6e9,
        "t" => 1e6,
        "d" => 86_400.0,
        "kW" => 1e3,
        "Bparam" => 1e9,
        "Tparam" => 1e12,
        other => panic!("a registry value in unit `{other}`, which build.rs has no factor for"),
    }
}

/// A typed quantity from a stated magnitude and unit.
fn quantity(v: &Value) -> String {
    let unit = v["unit"].as_str().expect("a unit");
    let base = v["magnitude"].as_f64().expect("a magnitude") * factor(unit);
    format!("mlsysim_units::quantity::of_base({base:?}_f64)")
}

/// A typed quantity whose base value the registry gives under `key`.
fn based(v: &Value, key: &str) -> String {
    format!("mlsysim_units::quantity::of_base({})", num(&v[key]))
}

/// A plain number from a stated count (`count`, `param`, `Bparam`).
fn count(v: &Value) -> String {
    let unit = v["unit"].as_str().expect("a unit");
    let n = v["magnitude"].as_f64().expect("a magnitude") * factor(unit);
    format!("{n:?}_f64")
}

fn data_size(v: &Value) -> String {
    let unit = v["unit"].as_str().expect("a unit");
    format!(
        "DataSize::declared({}, ByteUnit::from_symbol_const({unit:?}))",
        num(&v["magnitude"])
    )
}

fn provenance(v: &Value) -> String {
    format!(
        "Provenance {{ kind: {}, ref_id: {}, url: {}, verified: {}, source: None }}",
        lit(&v["kind"]),
        opt(&v["ref_id"], lit),
        opt(&v["url"], lit),
        lit(&v["verified"])
    )
}

fn hardware_table(doc: &Value) -> String {
    // An array static of its own, not a reference to an anonymous array: a link to a node is
    // then a pointer into one named static, the same pointer wherever it is taken.
    let nodes = doc["nodes"].as_array().expect("nodes");
    let mut s = format!(
        "pub(crate) static NODES: [HardwareNode; {}] = [\n",
        nodes.len()
    );
    for n in nodes {
        let rates = n["precision_flops"]
            .as_object()
            .map_or_else(String::new, |m| {
                m.iter()
                    .map(|(k, v)| {
                        format!(
                            "PrecisionRate {{ precision: Precision::from_label_const({k:?}), rate: {}, unit: {} }}, ",
                            based(v, "flop_per_s"),
                            lit(&v["unit"])
                        )
                    })
                    .collect()
            });
        let _ = writeln!(
            s,
            "HardwareNode {{ path: {path}, tier: Tier::{tier}, name: {name}, release_year: {year}, \
             memory_capacity: {mem}, memory_bandwidth: {bw}, flash_capacity: {flash}, \
             peak_flops: {peak}, precision_flops: &[{rates}], tdp: {tdp}, unit_cost: {cost}, \
             unit_cost_max: {cost_max}, accelerator_count: {count}, \
             stated: NodeUnits {{ memory_bandwidth: {bw_unit}, peak_flops: {peak_unit}, tdp: {tdp_unit} }}, \
             provenance: {prov} }},",
            path = lit(&n["path"]),
            tier = n["tier"].as_str().expect("tier"),
            name = lit(&n["name"]),
            year = opt(&n["release_year"], |v| v.to_string()),
            mem = data_size(&n["memory_capacity"]),
            bw = based(&n["memory_bandwidth"], "bytes_per_s"),
            flash = opt(&n["flash_capacity"], data_size),
            peak = based(&n["peak_flops"], "flop_per_s"),
            tdp = opt(&n["tdp"], |v| based(v, "watts")),
            cost = opt(&n["unit_cost"], quantity),
            cost_max = opt(&n["unit_cost_max"], quantity),
            count = opt(&n["accelerator_count"], |v| v.to_string()),
            bw_unit = lit(&n["memory_bandwidth"]["unit"]),
            peak_unit = lit(&n["peak_flops"]["unit"]),
            tdp_unit = opt(&n["tdp"], |v| lit(&v["unit"])),
            prov = provenance(&n["provenance"]),
        );
    }
    s.push_str("];\n\npub(crate) static ALIASES: &[(&str, &str)] = &[\n");
    for a in doc["aliases"].as_array().expect("aliases") {
        let _ = writeln!(s, "({}, {}),", lit(&a["path"]), lit(&a["alias_of"]));
    }
    s.push_str("];\n");
    s
}

/// A whole-number field every entry of a class has.
fn int_required(fields: &Value, key: &str) -> String {
    let n = fields[key]
        .as_f64()
        .unwrap_or_else(|| panic!("every entry of its class has `{key}`"));
    assert!(
        n.fract() == 0.0 && n >= 0.0,
        "{key} = {n} is not a whole number"
    );
    format!("{n:.0}")
}

/// An optional whole-number field of a registry entry.
fn int_field(fields: &Value, key: &str) -> String {
    opt(&fields[key], |v| {
        let n = v.as_f64().expect("a number");
        assert!(
            n.fract() == 0.0 && n >= 0.0,
            "{key} = {n} is not a whole number"
        );
        format!("{n:.0}")
    })
}

fn models_table(doc: &Value) -> String {
    // An array static of its own, for the same reason as the nodes'.
    let workloads = doc["workloads"].as_array().expect("workloads");
    let mut s = format!(
        "pub(crate) static WORKLOADS: [Workload; {}] = [\n",
        workloads.len()
    );
    for w in workloads {
        write_workload(&mut s, w);
    }
    s.push_str("];\n");
    s
}

/// One `Workload` row: its common fields, then the shape of each class (`None` for the
/// classes it is not), then how it was trained.
fn write_workload(s: &mut String, w: &Value) {
    let n = &w["numeric_fields"];
    let q = &w["quantity_fields"];
    let class = w["class"].as_str().expect("a class");
    let transformer = transformer(class, n);
    let experts = experts(class, n, q);
    let cnn = cnn(class, n);
    let ssm = state_space(class, n);
    let diffusion = diffusion(class, n);
    let embodied = embodied(class, n);
    let training = training(n, q);
    let _ = writeln!(
        s,
        "Workload {{ path: {path}, category: {cat}, name: {name}, class: WorkloadClass::from_name_const({class:?}), \
         architecture: {arch}, parameters: {params}, model_size: {size}, release_year: {year}, \
         inference_flops: {flops}, inference_energy: {energy}, transformer: {transformer}, experts: {experts}, \
         cnn: {cnn}, ssm: {ssm}, diffusion: {diffusion}, embodied: {embodied}, training: {training}, \
         embedding_entries: {entries}, parameter_range: {range}, provenance: {prov} }},",
        path = lit(&w["path"]),
        cat = lit(&w["category"]),
        name = lit(&w["name"]),
        arch = lit(&w["architecture"]),
        params = opt(&w["parameters"], num),
        size = opt(&w["model_size"], data_size),
        year = int_field(n, "release_year"),
        flops = opt(&q["inference_flops"], quantity),
        energy = opt(&q["inference_energy"], quantity),
        entries = opt(&q["embedding_entries"], count),
        range = match (q.get("parameter_range_min"), q.get("parameter_range_max")) {
            (Some(lo), Some(hi)) => format!("Some(({}, {}))", count(lo), count(hi)),
            _ => "None".into(),
        },
        prov = provenance(&w["provenance"]),
    );
}

/// `Some(Transformer {..})` for a dense or sparse transformer.
fn transformer(class: &str, n: &Value) -> String {
    if !matches!(class, "TransformerWorkload" | "SparseTransformerWorkload") {
        return "None".into();
    }
    format!(
        "Some(Transformer {{ layers: {}, heads: {}, hidden_dim: {}, kv_heads: {}, head_dim: {}, \
         context_length: {}, vocab_size: {}, kv_lora_rank: {}, qk_rope_head_dim: {} }})",
        int_required(n, "layers"),
        int_required(n, "heads"),
        int_required(n, "hidden_dim"),
        int_field(n, "kv_heads"),
        int_field(n, "head_dim"),
        int_field(n, "context_length"),
        int_field(n, "vocab_size"),
        int_field(n, "kv_lora_rank"),
        int_field(n, "qk_rope_head_dim"),
    )
}

/// `Some(MixtureOfExperts {..})` for a sparse transformer.
fn experts(class: &str, n: &Value, q: &Value) -> String {
    if class != "SparseTransformerWorkload" {
        return "None".into();
    }
    format!(
        "Some(MixtureOfExperts {{ experts: {}, active_experts_per_token: {}, active_parameters: {} }})",
        int_required(n, "experts"),
        int_required(n, "active_experts_per_token"),
        count(&q["active_parameters"]),
    )
}

fn cnn(class: &str, n: &Value) -> String {
    if class != "CNNWorkload" {
        return "None".into();
    }
    format!(
        "Some(Cnn {{ layers: {}, width_multiplier: {} }})",
        int_field(n, "layers"),
        opt(&n["width_multiplier"], num)
    )
}

fn state_space(class: &str, n: &Value) -> String {
    if class != "SSMWorkload" {
        return "None".into();
    }
    format!(
        "Some(StateSpace {{ layers: {}, hidden_dim: {}, state_size: {} }})",
        int_required(n, "layers"),
        int_required(n, "hidden_dim"),
        int_required(n, "state_size")
    )
}

fn diffusion(class: &str, n: &Value) -> String {
    if class != "DiffusionWorkload" {
        return "None".into();
    }
    format!(
        "Some(Diffusion {{ denoising_steps: {}, resolution: {} }})",
        int_required(n, "denoising_steps"),
        int_required(n, "resolution")
    )
}

fn embodied(class: &str, n: &Value) -> String {
    if class != "EmbodiedWorkload" {
        return "None".into();
    }
    format!(
        "Some(EmbodiedPolicy {{ action_chunk_horizon: {}, action_dim: {}, observation_horizon: {}, layers: {}, hidden_dim: {} }})",
        int_required(n, "action_chunk_horizon"),
        int_required(n, "action_dim"),
        int_required(n, "observation_horizon"),
        int_field(n, "layers"),
        int_field(n, "hidden_dim"),
    )
}

/// The `Training` figures: tokens, compute, energy and emissions, data, time and hardware.
fn training(n: &Value, q: &Value) -> String {
    format!(
        "Training {{ tokens: {}, ops: {}, energy: {}, co2e: {}, dataset_size: {}, days_ref: {}, \
         accelerators_ref: {}, gpu_days: {} }}",
        opt(&q["training_tokens"], count),
        opt(&q["training_ops"], quantity),
        opt(&q["training_energy_mwh"], quantity),
        opt(&q["training_co2e"], quantity),
        opt(&q["training_dataset_size"], data_size),
        opt(&q["training_days_ref"], quantity),
        opt(&q["training_accelerators_ref"], count),
        opt(&n["training_gpu_days"], num),
    )
}
