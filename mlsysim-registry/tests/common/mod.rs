//! What the registry's tests share: the data files, float comparison, and the values the
//! reference derives from a record.

#![allow(dead_code)] // each test binary uses the part it needs

use serde_json::Value;

/// A data file of the registry, by its stem (`Systems.Clusters`).
pub fn data(name: &str) -> Value {
    let path = format!("{}/data/{name}.json", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// Whether two floats agree to 1e-12, relative.
pub fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

/// Every record of the file `name` with the values the reference derives from it: the
/// record's path and its `derived` map.
pub fn derived_of(name: &str) -> Vec<(String, Value)> {
    data(name)["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["path"].as_str().unwrap().to_string(),
                e["derived"].clone(),
            )
        })
        .collect()
}

/// Compares a derived value of ours (in base units, `None` where we derive nothing) with the
/// reference's (its `base`, or `null`).
pub fn agrees(at: &str, got: Option<f64>, want: &Value) {
    match (got, want["base"].as_f64()) {
        (Some(g), Some(w)) => assert!(close(g, w), "{at}: {g} vs {w}"),
        (None, None) => assert!(want.is_null(), "{at}: the reference derives {want}"),
        (g, _) => panic!("{at}: {g:?} vs {want}"),
    }
}
