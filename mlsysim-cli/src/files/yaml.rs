//! YAML input files, read from the parser's events rather than through its document loader: the
//! loader copies an alias's whole value at every use, so a few hundred bytes of nested aliases
//! (the "billion laughs") grow without bound. Here every value, an alias's copies included, is
//! counted against the file's budget before it is built.

use super::{Budget, MAX_DEPTH, depth_error, duplicate_error};
use mlsysim_core::InputValue;
use mlsysim_core::input::truncate;
use std::collections::{HashMap, HashSet};
use yaml_rust2::Yaml;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::TScalarStyle;

pub(super) fn inputs(text: &str) -> Result<Vec<(String, InputValue)>, String> {
    let mut reader = Reader::default();
    let mut parser = Parser::new_from_str(text);
    loop {
        let (event, _) = parser
            .next_token()
            .map_err(|e| format!("not valid YAML: {e}"))?;
        if reader.event(event)? {
            break;
        }
    }
    match reader.documents.len() {
        0 => Ok(Vec::new()),
        1 => match reader.documents.pop() {
            Some((InputValue::Map(entries), _)) => Ok(entries),
            _ => Err("a YAML input file is one mapping of input names to values".into()),
        },
        _ => Err("an input file holds one YAML document".into()),
    }
}

/// A value being built: a list, or a table with the key whose value comes next.
enum Frame {
    List(Vec<InputValue>),
    Table(Vec<(String, InputValue)>, Option<String>, HashSet<String>),
}

#[derive(Default)]
struct Reader {
    /// Open containers, each with its anchor id (0: none) and the values counted inside it.
    stack: Vec<(Frame, usize, usize)>,
    /// Anchored values, with how many values each holds, for aliases to copy.
    anchors: HashMap<usize, (InputValue, usize)>,
    documents: Vec<(InputValue, usize)>,
    budget: Budget,
}

impl Reader {
    /// Takes one event; true at the end of the stream.
    fn event(&mut self, event: Event) -> Result<bool, String> {
        match event {
            Event::StreamEnd => return Ok(true),
            Event::Scalar(text, style, anchor, tag) => {
                self.open_check()?;
                let plain =
                    style == TScalarStyle::Plain && tag.as_ref().is_none_or(|t| t.suffix != "str");
                let value = if plain {
                    scalar(&text)?
                } else {
                    InputValue::Text(text)
                };
                self.budget.take(1)?;
                self.done(value, anchor, 1)?;
            }
            Event::SequenceStart(anchor, _) => {
                self.open_check()?;
                self.stack.push((Frame::List(Vec::new()), anchor, 0));
            }
            Event::MappingStart(anchor, _) => {
                self.open_check()?;
                let frame = Frame::Table(Vec::new(), None, HashSet::new());
                self.stack.push((frame, anchor, 0));
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some((frame, anchor, inner)) = self.stack.pop() else {
                    return Err("not valid YAML: a collection ends that never began".into());
                };
                let value = match frame {
                    Frame::List(items) => InputValue::List(items),
                    Frame::Table(entries, _, _) => InputValue::Map(entries),
                };
                self.budget.take(1)?;
                self.done(value, anchor, inner + 1)?;
            }
            Event::Alias(id) => {
                self.open_check()?;
                let (value, size) = self
                    .anchors
                    .get(&id)
                    .ok_or("not valid YAML: an alias names no anchor")?;
                let size = *size;
                // Counted before it is copied: the copy is what would cost the memory.
                self.budget.take(size)?;
                let value = value.clone();
                self.done(value, 0, size)?;
            }
            _ => {}
        }
        Ok(false)
    }

    /// A value may open here only if it nests no deeper than allowed.
    fn open_check(&self) -> Result<(), String> {
        if self.stack.len() > MAX_DEPTH + 1 {
            let name = self.stack.iter().rev().find_map(|(f, _, _)| match f {
                Frame::Table(_, Some(key), _) => Some(key.as_str()),
                _ => None,
            });
            return Err(depth_error(name.unwrap_or("a value")));
        }
        Ok(())
    }

    /// Places a finished value (holding `size` values) in its parent, or ends the document.
    fn done(&mut self, value: InputValue, anchor: usize, size: usize) -> Result<(), String> {
        if anchor != 0 {
            self.anchors.insert(anchor, (value.clone(), size));
        }
        let Some((frame, _, inner)) = self.stack.last_mut() else {
            self.documents.push((value, size));
            return Ok(());
        };
        *inner += size;
        match frame {
            Frame::List(items) => items.push(value),
            Frame::Table(entries, key, seen) => match key.take() {
                Some(name) => entries.push((name, value)),
                None => {
                    let name = key_text(value)?;
                    if !seen.insert(name.clone()) {
                        return Err(duplicate_error(&name));
                    }
                    *key = Some(name);
                }
            },
        }
        Ok(())
    }
}

/// A table's key as text: a scalar, whatever it reads as (`8:` is the name "8").
fn key_text(value: InputValue) -> Result<String, String> {
    match value {
        InputValue::List(_) | InputValue::Map(_) => {
            Err("names in a table are text, not lists or tables".into())
        }
        InputValue::Text(text) => Ok(text),
        other => Ok(other.to_string()),
    }
}

/// A plain scalar by YAML's core schema: a whole number, a float, true/false, null, or text.
fn scalar(text: &str) -> Result<InputValue, String> {
    Ok(match Yaml::from_str(text) {
        Yaml::Integer(i) => InputValue::Integer(i),
        Yaml::Real(r) => InputValue::Number(
            r.parse()
                .map_err(|_| format!("unreadable number `{}`", truncate(&r)))?,
        ),
        Yaml::Boolean(b) => InputValue::Bool(b),
        Yaml::Null => InputValue::Absent,
        _ => InputValue::Text(text.to_string()),
    })
}
