//! Input files: a table of input names to values, in TOML, JSON or YAML (by extension, or by
//! content when the extension says nothing). A nested table is a value by name (label rates per
//! source) or the inputs of a scenario held by another; files too large or too deeply nested to
//! be a scenario's inputs are refused.

use mlsysim_core::InputValue;
use mlsysim_core::input::truncate;
use std::path::Path;

/// Largest input file read.
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// Deepest nesting of lists accepted (a ramp is a list of numbers: depth 1).
const MAX_DEPTH: usize = 4;

/// Reads and parses an input file into (name, value) pairs, in file order where the format
/// keeps one.
pub fn read(path: &Path) -> Result<Vec<(String, InputValue)>, String> {
    let meta =
        std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(format!(
            "{} is larger than {} bytes; an input file holds a few values",
            path.display(),
            MAX_FILE_BYTES
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
    let kind = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    parse(&text, kind.as_deref()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses input-file text; `kind` is `toml`, `json`, `yaml`/`yml`, or unknown (then guessed).
pub fn parse(text: &str, kind: Option<&str>) -> Result<Vec<(String, InputValue)>, String> {
    match kind {
        Some("toml") => toml_inputs(text),
        Some("json") => json_inputs(text),
        Some("yaml" | "yml") => yaml_inputs(text),
        _ if text.trim_start().starts_with('{') => json_inputs(text),
        _ => toml_inputs(text).or_else(|_| yaml_inputs(text)),
    }
}

fn depth_error() -> String {
    format!("values nest deeper than {MAX_DEPTH} levels")
}

fn json_inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    let serde_json::Value::Object(map) = value else {
        return Err("a JSON input file is one object of input names to values".into());
    };
    map.into_iter()
        .map(|(k, v)| Ok((k.clone(), json_value(&k, &v, 0)?)))
        .collect()
}

fn json_value(name: &str, v: &serde_json::Value, depth: usize) -> Result<InputValue, String> {
    if depth > MAX_DEPTH {
        return Err(depth_error());
    }
    Ok(match v {
        serde_json::Value::Null => InputValue::Text("none".into()),
        serde_json::Value::Bool(b) => InputValue::Bool(*b),
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => InputValue::Integer(i),
            None => InputValue::Number(
                n.as_f64()
                    .ok_or_else(|| format!("`{name}`: unreadable number"))?,
            ),
        },
        serde_json::Value::String(s) => InputValue::Text(s.clone()),
        serde_json::Value::Array(items) => InputValue::List(
            items
                .iter()
                .map(|i| json_value(name, i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        serde_json::Value::Object(map) => InputValue::Map(
            map.iter()
                .map(|(k, v)| Ok((k.clone(), json_value(k, v, depth + 1)?)))
                .collect::<Result<_, String>>()?,
        ),
    })
}

fn toml_inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| format!("not valid TOML: {}", e.message()))?;
    table
        .iter()
        .map(|(k, v)| Ok((k.clone(), toml_value(v, 0)?)))
        .collect()
}

fn toml_value(v: &toml::Value, depth: usize) -> Result<InputValue, String> {
    if depth > MAX_DEPTH {
        return Err(depth_error());
    }
    Ok(match v {
        toml::Value::String(s) => InputValue::Text(s.clone()),
        toml::Value::Integer(i) => InputValue::Integer(*i),
        toml::Value::Float(f) => InputValue::Number(*f),
        toml::Value::Boolean(b) => InputValue::Bool(*b),
        toml::Value::Array(items) => InputValue::List(
            items
                .iter()
                .map(|i| toml_value(i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        toml::Value::Datetime(d) => InputValue::Text(d.to_string()),
        toml::Value::Table(table) => InputValue::Map(
            table
                .iter()
                .map(|(k, v)| Ok((k.clone(), toml_value(v, depth + 1)?)))
                .collect::<Result<_, String>>()?,
        ),
    })
}

fn yaml_inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    use yaml_rust2::{Yaml, YamlLoader};
    let docs = YamlLoader::load_from_str(text).map_err(|e| format!("not valid YAML: {e}"))?;
    let doc = match docs.as_slice() {
        [] => return Ok(Vec::new()),
        [one] => one,
        _ => return Err("an input file holds one YAML document".into()),
    };
    let Yaml::Hash(map) = doc else {
        return Err("a YAML input file is one mapping of input names to values".into());
    };
    map.iter()
        .map(|(k, v)| {
            let Yaml::String(name) = k else {
                return Err("input names are text".to_string());
            };
            Ok((name.clone(), yaml_value(name, v, 0)?))
        })
        .collect()
}

fn yaml_value(name: &str, v: &yaml_rust2::Yaml, depth: usize) -> Result<InputValue, String> {
    use yaml_rust2::Yaml;
    if depth > MAX_DEPTH {
        return Err(depth_error());
    }
    Ok(match v {
        Yaml::String(s) => InputValue::Text(s.clone()),
        Yaml::Integer(i) => InputValue::Integer(*i),
        Yaml::Real(r) => InputValue::Number(
            r.parse()
                .map_err(|_| format!("`{name}`: unreadable number `{}`", truncate(r)))?,
        ),
        Yaml::Boolean(b) => InputValue::Bool(*b),
        Yaml::Null => InputValue::Text("none".into()),
        Yaml::Array(items) => InputValue::List(
            items
                .iter()
                .map(|i| yaml_value(name, i, depth + 1))
                .collect::<Result<_, _>>()?,
        ),
        Yaml::Hash(map) => InputValue::Map(
            map.iter()
                .map(|(k, v)| match k {
                    Yaml::String(key) => Ok((key.clone(), yaml_value(key, v, depth + 1)?)),
                    _ => Err(format!("`{}`: names in a table are text", truncate(name))),
                })
                .collect::<Result<_, String>>()?,
        ),
        _ => {
            return Err(format!(
                "`{}` holds a value that is not plain text, a number, a list or a table",
                truncate(name)
            ));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_formats_agree() {
        let toml =
            "model = \"dlrm\"\nnode_accelerators = 8\nramp = [0.05, 0.25]\nretrain_time = \"6h\"\n";
        let json = r#"{"model": "dlrm", "node_accelerators": 8, "ramp": [0.05, 0.25], "retrain_time": "6h"}"#;
        let yaml = "model: dlrm\nnode_accelerators: 8\nramp: [0.05, 0.25]\nretrain_time: 6h\n";
        let sorted = |mut v: Vec<(String, InputValue)>| {
            v.sort_by(|a, b| a.0.cmp(&b.0));
            v
        };
        let a = sorted(parse(toml, Some("toml")).unwrap());
        assert_eq!(a, sorted(parse(json, Some("json")).unwrap()));
        assert_eq!(a, sorted(parse(yaml, Some("yaml")).unwrap()));
        assert_eq!(a.len(), 4);
    }

    #[test]
    fn tables_are_maps_and_deep_nesting_is_refused() {
        assert_eq!(
            parse(r#"{"a": {"b": 1}}"#, Some("json")).unwrap(),
            vec![(
                "a".to_string(),
                InputValue::Map(vec![("b".to_string(), InputValue::Integer(1))])
            )]
        );
        assert!(
            parse(
                &format!("{{\"a\": {}1{}}}", "[".repeat(50), "]".repeat(50)),
                Some("json")
            )
            .is_err()
        );
        assert!(parse("[a]\nb = 1", Some("toml")).is_ok());
        assert!(parse("- 1\n- 2", Some("yaml")).is_err());
    }
}
