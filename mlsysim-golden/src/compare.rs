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
        (Value::List(items), "list") => {
            let theirs = golden["items"].as_array().map_or(&[][..], Vec::as_slice);
            if items.len() != theirs.len() {
                return differ();
            }
            items.iter().zip(theirs).try_for_each(|(o, g)| same(o, g))
        }
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
    fn tolerance_is_relative() {
        assert!(close(1.0, 1.0 + 1e-13));
        assert!(!close(1.0, 1.0 + 1e-11));
        assert!(close(0.0, 0.0));
    }
}
