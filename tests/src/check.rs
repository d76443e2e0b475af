//! Checks the property tests share.

use mlsysim_core::{InputError, Value};

/// Equal to 1e-9 relative: the same figure computed by two routes.
pub fn rel(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-300)
}

/// Asserts that `e` refuses `input` for being outside its declared range.
pub fn out_of_range(e: InputError, input: &str) {
    assert!(
        matches!(&e, InputError::OutOfRange { input: named, .. } if *named == input),
        "{e:?} is not a refusal of `{input}` for its range"
    );
}

/// Asserts that `e` is a refusal by a declared rule that names `input`.
pub fn refused_by_rule(e: InputError, input: &str) {
    assert!(
        matches!(&e, InputError::Rule { rule, .. } if rule.inputs.contains(&input)),
        "{e:?}"
    );
}

/// Whether every number in a value is finite and normal (or zero): what every result shown
/// must be.
pub fn finite(value: &Value) -> bool {
    match value {
        Value::Number(x) | Value::Quantity { magnitude: x, .. } => {
            x.is_finite() && (*x == 0.0 || x.is_normal())
        }
        Value::List(items) => items.iter().all(finite),
        Value::Map(entries) => entries.iter().all(|(_, v)| finite(v)),
        _ => true,
    }
}
