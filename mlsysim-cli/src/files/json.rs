//! JSON input files, read through a visitor of our own so that a key given twice in one object
//! is refused: `serde_json` keeps the last silently.

use mlsysim_core::InputValue;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use std::collections::HashSet;
use std::fmt;

pub(super) fn inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = de
        .deserialize_any(ValueVisitor)
        .and_then(|v| de.end().map(|()| v))
        .map_err(|e| {
            // Our own refusals (a duplicate key) read best as they are; the parser's own
            // errors say where.
            if e.is_data() {
                e.to_string()
            } else {
                format!("not valid JSON: {e}")
            }
        })?;
    match value {
        InputValue::Map(entries) => Ok(entries),
        _ => Err("a JSON input file is one object of input names to values".into()),
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = InputValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<InputValue, E> {
        Ok(InputValue::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<InputValue, E> {
        Ok(InputValue::Integer(n))
    }

    fn visit_u64<E>(self, n: u64) -> Result<InputValue, E> {
        // Past i64 a whole number is read as a float, which the input's own type then judges.
        Ok(i64::try_from(n).map_or(InputValue::Number(n as f64), InputValue::Integer))
    }

    fn visit_f64<E>(self, x: f64) -> Result<InputValue, E> {
        Ok(InputValue::Number(x))
    }

    fn visit_str<E>(self, s: &str) -> Result<InputValue, E> {
        Ok(InputValue::Text(s.to_string()))
    }

    fn visit_unit<E>(self) -> Result<InputValue, E> {
        Ok(InputValue::Absent)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<InputValue, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Seed)? {
            items.push(item);
        }
        Ok(InputValue::List(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<InputValue, A::Error> {
        let mut entries: Vec<(String, InputValue)> = Vec::new();
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(de::Error::custom(super::duplicate_error(&key)));
            }
            let value = map.next_value_seed(Seed)?;
            entries.push((key, value));
        }
        Ok(InputValue::Map(entries))
    }
}

/// The visitor again for nested values.
struct Seed;

impl<'de> de::DeserializeSeed<'de> for Seed {
    type Value = InputValue;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<InputValue, D::Error> {
        d.deserialize_any(ValueVisitor)
    }
}
