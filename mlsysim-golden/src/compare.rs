//! One of the port's values against the reference's typed value: numbers to 1e-12 relative,
//! integers, text and flags exactly, lists and maps element by element (maps in order, by
//! key), and an error of ours where the reference fails.

use mlsysim_core::{EvalError, Value};
use serde_json::Value as Json;

/// Whether two numbers agree to the golden tolerance: 1e-12 relative.
pub fn close(actual: f64, expected: f64) -> bool {
    if actual == expected {
        return true;
    }
    let scale = actual.abs().max(expected.abs());
    (actual - expected).abs() <= 1e-12 * scale || scale < 1e-300
}

/// Compares one of our outcomes with a golden entry; the reason when they differ.
pub fn compare(ours: &Result<Value, EvalError>, golden: &Json) -> Result<(), String> {
    let kind = golden["type"].as_str().unwrap_or("");
    match (ours, kind) {
        (_, "none") => Ok(()),
        (Err(_), "error") => Ok(()),
        (Err(e), _) => Err(format!(
            "ours fails ({e}) where the reference gives {golden}"
        )),
        (Ok(v), "error") => Err(format!(
            "ours is {v} where the reference fails ({})",
            golden["error"]
        )),
        (Ok(v), _) => same(v, golden),
    }
}

fn number(golden: &Json) -> Option<f64> {
    match &golden["value"] {
        Json::Number(n) => n.as_f64(),
        Json::String(s) if s == "inf" => Some(f64::INFINITY),
        Json::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}

/// A list of numbers on both sides, as (ours, theirs) pairs; `None` when either holds anything
/// else.
fn numbers(items: &[Value], theirs: &[Json]) -> Option<Vec<(f64, f64)>> {
    items
        .iter()
        .zip(theirs)
        .map(|(o, g)| match (o, g["type"].as_str()) {
            (
                Value::Number(x) | Value::Quantity { magnitude: x, .. },
                Some("float" | "int" | "quantity"),
            ) => number(g).map(|e| (*x, e)),
            _ => None,
        })
        .collect()
}

/// Whether two vectors of numbers agree to the golden tolerance relative to their largest
/// entry: the solution of a linear system is accurate to the vector's scale, so an entry that
/// is zero exactly may come back from a numerical solve as a residue (−1.9e−11 beside
/// 2000) that is no difference.
fn vector_close(pairs: &[(f64, f64)]) -> bool {
    let scale = pairs
        .iter()
        .flat_map(|&(a, b)| [a.abs(), b.abs()])
        .filter(|x| x.is_finite())
        .fold(0.0_f64, f64::max);
    pairs
        .iter()
        .all(|&(a, b)| a == b || (a - b).abs() <= 1e-12 * scale || close(a, b))
}

/// A list is the same as the reference's when it has as many items and they agree: numbers at
/// the vector's own scale, anything else item by item.
fn same_list(items: &[Value], golden: &Json) -> Result<(), String> {
    let theirs = golden["items"].as_array().map_or(&[][..], Vec::as_slice);
    if items.len() != theirs.len() {
        return Err("the lists differ in length".into());
    }
    match numbers(items, theirs) {
        Some(pairs) if vector_close(&pairs) => Ok(()),
        Some(_) => Err("the numbers differ".into()),
        None => items.iter().zip(theirs).try_for_each(|(o, g)| same(o, g)),
    }
}

fn same(ours: &Value, golden: &Json) -> Result<(), String> {
    let differ = || Err(format!("ours is {ours}, the reference's is {golden}"));
    let kind = golden["type"].as_str().unwrap_or("");
    match (ours, kind) {
        (Value::Integer(n) | Value::Headroom(n) | Value::Count { count: n, .. }, "int") => {
            if golden["value"].as_i64() == Some(*n) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::Integer(n) | Value::Headroom(n) | Value::Count { count: n, .. }, "float") => {
            match number(golden) {
                Some(x) if x == *n as f64 => Ok(()),
                _ => differ(),
            }
        }
        // The reference counts tokens as a quantity in `token`: a count is compared exactly.
        (Value::Count { count: n, .. }, "quantity") => match number(golden) {
            Some(x) if x == *n as f64 => Ok(()),
            _ => differ(),
        },
        (Value::Number(x) | Value::Quantity { magnitude: x, .. }, "float" | "int" | "quantity") => {
            match number(golden) {
                Some(e) if close(*x, e) => Ok(()),
                _ => differ(),
            }
        }
        (Value::Text(_) | Value::Entry(_), "text") => {
            let t = match ours {
                Value::Text(t) => t.as_str(),
                Value::Entry(t) => t,
                _ => "",
            };
            if golden["value"].as_str() == Some(t) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::Bool(b), "bool") => {
            if golden["value"].as_bool() == Some(*b) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::List(items), "list") => same_list(items, golden).or_else(|_| differ()),
        (Value::Map(entries), "map") => {
            let theirs = golden["entries"].as_array().map_or(&[][..], Vec::as_slice);
            if entries.len() != theirs.len() {
                return differ();
            }
            entries.iter().zip(theirs).try_for_each(|((k, o), g)| {
                let key_matches = match &g[0] {
                    Json::String(s) => s == k,
                    other => k.parse::<Json>().is_ok_and(|parsed| parsed == *other),
                };
                if key_matches {
                    same(o, &g[1])
                } else {
                    differ()
                }
            })
        }
        _ => differ(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vector_is_compared_at_its_own_scale() {
        assert!(vector_close(&[(2000.0, 2000.0), (0.0, -1.9e-11)]));
        assert!(!vector_close(&[(2000.0, 2000.0), (0.0, -1e-6)]));
        assert!(!vector_close(&[(1e-20, 2e-20)]));
        assert!(vector_close(&[]));
    }

    #[test]
    fn tolerance_is_relative() {
        assert!(close(1.0, 1.0 + 1e-13));
        assert!(!close(1.0, 1.0 + 1e-11));
        assert!(close(0.0, 0.0));
    }
}
