//! Turns the reference registries (`data/*.json`) into static Rust tables, so the numbers live
//! in one file and the program pays nothing at start-up to read them.

use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in ["hardware", "models"] {
        println!("cargo::rerun-if-changed=data/{name}.json");
    }
    let hardware = read("data/hardware.json");
    let models = read("data/models.json");
    write(&out, "hardware_table.rs", &hardware_table(&hardware));
    write(&out, "models_table.rs", &models_table(&models));
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

/// A declared value such as `3.35 TB/s`: magnitude, unit symbol and the value in base units.
fn stated(v: &Value, base_key: &str) -> String {
    format!(
        "Stated {{ magnitude: {}, unit: {}, base: {} }}",
        num(&v["magnitude"]),
        lit(&v["unit"]),
        num(&v[base_key])
    )
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
        "Provenance {{ kind: {}, ref_id: {}, url: {}, verified: {} }}",
        lit(&v["kind"]),
        opt(&v["ref_id"], lit),
        opt(&v["url"], lit),
        lit(&v["verified"])
    )
}

fn hardware_table(doc: &Value) -> String {
    let mut s = String::from("pub(crate) static NODES: &[HardwareNode] = &[\n");
    for n in doc["nodes"].as_array().expect("nodes") {
        let flops = n["precision_flops"]
            .as_object()
            .map_or_else(String::new, |m| {
                m.iter()
                    .map(|(k, v)| format!("({k:?}, {}), ", stated(v, "flop_per_s")))
                    .collect()
            });
        let _ = writeln!(
            s,
            "HardwareNode {{ path: {path}, tier: Tier::{tier}, name: {name}, release_year: {year}, \
             memory_capacity: {mem}, memory_bandwidth: {bw}, flash_capacity: {flash}, \
             peak_flops: {peak}, precision_flops: &[{flops}], tdp: {tdp}, unit_cost: {cost}, \
             unit_cost_max: {cost_max}, accelerator_count: {count}, provenance: {prov} }},",
            path = lit(&n["path"]),
            tier = n["tier"].as_str().expect("tier"),
            name = lit(&n["name"]),
            year = opt(&n["release_year"], |v| v.to_string()),
            mem = data_size(&n["memory_capacity"]),
            bw = stated(&n["memory_bandwidth"], "bytes_per_s"),
            flash = opt(&n["flash_capacity"], data_size),
            peak = stated(&n["peak_flops"], "flop_per_s"),
            tdp = opt(&n["tdp"], |v| stated(v, "watts")),
            cost = opt(&n["unit_cost"], money),
            cost_max = opt(&n["unit_cost_max"], money),
            count = opt(&n["accelerator_count"], |v| v.to_string()),
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

fn money(v: &Value) -> String {
    format!(
        "Stated {{ magnitude: {m}, unit: {u}, base: {m} }}",
        m = num(&v["magnitude"]),
        u = lit(&v["unit"])
    )
}

fn models_table(doc: &Value) -> String {
    let mut s = String::from("pub(crate) static WORKLOADS: &[Workload] = &[\n");
    for w in doc["workloads"].as_array().expect("workloads") {
        let numbers: String = w["numeric_fields"]
            .as_object()
            .expect("numeric_fields")
            .iter()
            .map(|(k, v)| format!("({k:?}, {}), ", num(v)))
            .collect();
        let quantities: String = w["quantity_fields"]
            .as_object()
            .expect("quantity_fields")
            .iter()
            .map(|(k, v)| {
                format!(
                    "({k:?}, Stated {{ magnitude: {m}, unit: {u}, base: {m} }}), ",
                    m = num(&v["magnitude"]),
                    u = lit(&v["unit"])
                )
            })
            .collect();
        let _ = writeln!(
            s,
            "Workload {{ path: {path}, category: {cat}, name: {name}, class: {class}, \
             architecture: {arch}, parameters: {params}, model_size: {size}, \
             numeric_fields: &[{numbers}], quantity_fields: &[{quantities}], provenance: {prov} }},",
            path = lit(&w["path"]),
            cat = lit(&w["category"]),
            name = lit(&w["name"]),
            class = lit(&w["class"]),
            arch = lit(&w["architecture"]),
            params = opt(&w["parameters"], num),
            size = opt(&w["model_size"], data_size),
            prov = provenance(&w["provenance"]),
        );
    }
    s.push_str("];\n");
    s
}
