//! TOML input files. The parser itself refuses duplicate keys.

use mlsysim_core::InputValue;

pub(super) fn inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| format!("not valid TOML: {}", e.message()))?;
    table
        .iter()
        .map(|(k, v)| Ok((k.clone(), value(k, v, 0)?)))
        .collect()
}

fn value(name: &str, v: &toml::Value, depth: usize) -> Result<InputValue, String> {
    if depth > super::MAX_DEPTH {
        return Err(super::depth_error(name));
    }
    Ok(match v {
        toml::Value::String(s) => InputValue::Text(s.clone()),
        toml::Value::Integer(i) => InputValue::Integer(*i),
        toml::Value::Float(f) => InputValue::Number(*f),
        toml::Value::Boolean(b) => InputValue::Bool(*b),
        toml::Value::Array(items) => InputValue::List(
            items
                .iter()
                .map(|i| value(name, i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        toml::Value::Datetime(d) => InputValue::Text(d.to_string()),
        toml::Value::Table(table) => InputValue::Map(
            table
                .iter()
                .map(|(k, v)| Ok((k.clone(), value(k, v, depth + 1)?)))
                .collect::<Result<_, String>>()?,
        ),
    })
}
