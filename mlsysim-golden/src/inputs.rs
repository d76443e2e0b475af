//! Inputs as an input file in JSON gives them, for a rule's case: the values `--set` cannot
//! write (an empty list, an empty map).

use mlsysim_core::InputValue;
use serde_json::{Map, Value as Json};

/// The inputs of a JSON object, in its order.
pub fn from_json(object: &Map<String, Json>) -> Result<Vec<(String, InputValue)>, String> {
    object
        .iter()
        .map(|(name, value)| Ok((name.clone(), value_of(value)?)))
        .collect()
}

fn value_of(value: &Json) -> Result<InputValue, String> {
    Ok(match value {
        Json::Bool(b) => InputValue::Bool(*b),
        Json::Number(n) => match n.as_i64() {
            Some(i) => InputValue::Integer(i),
            None => InputValue::Number(n.as_f64().ok_or("a number out of range")?),
        },
        Json::String(s) => InputValue::Text(s.clone()),
        Json::Array(items) => {
            InputValue::List(items.iter().map(value_of).collect::<Result<_, _>>()?)
        }
        Json::Object(entries) => InputValue::Map(from_json(entries)?),
        Json::Null => InputValue::Absent,
    })
}
