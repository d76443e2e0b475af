//! Helpers shared by the render tests: a tiny well-formedness checker for the XML the renderer
//! writes, and readers of the few things the tests measure.

#![allow(dead_code)]

/// Checks that `xml` is one well-formed element: tags balanced and properly nested, attribute
/// values double-quoted with no raw `<`, `&` only in entities, a single root, nothing but
/// whitespace outside it.
pub fn well_formed(xml: &str) -> Result<(), String> {
    let mut stack: Vec<String> = Vec::new();
    let mut roots = 0;
    let mut rest = xml;
    while let Some(open) = rest.find('<') {
        let text = &rest[..open];
        check_text(text)?;
        if stack.is_empty() && !text.trim().is_empty() {
            return Err(format!("text outside the root: {text:?}"));
        }
        let tag_len = tag_end(&rest[open..]).ok_or("a tag is not closed with '>'")?;
        let tag = &rest[open + 1..open + tag_len];
        rest = &rest[open + tag_len + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match stack.pop() {
                Some(top) if top == name.trim_end() => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        let (body, empty) = match tag.strip_suffix('/') {
            Some(body) => (body, true),
            None => (tag, false),
        };
        let name = element(body)?;
        if stack.is_empty() {
            roots += 1;
        }
        if !empty {
            stack.push(name);
        }
    }
    check_text(rest)?;
    if !rest.trim().is_empty() {
        return Err(format!("text after the root: {rest:?}"));
    }
    if !stack.is_empty() {
        return Err(format!("unclosed: {stack:?}"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(())
}

/// The length up to the `>` that ends the tag starting at `s[0] == '<'`, skipping quoted values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quoted = false;
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '>' if !quoted => return Some(i),
            '<' if i > 0 && !quoted => return None,
            _ => {}
        }
    }
    None
}

/// Character data: no raw `<` or `>`, every `&` starting an entity.
fn check_text(text: &str) -> Result<(), String> {
    if text.contains('<') || text.contains('>') {
        return Err(format!("raw < or > in {text:?}"));
    }
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        let known = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"];
        if !known.iter().any(|k| entity.starts_with(k)) {
            return Err(format!("bare & in {text:?}"));
        }
    }
    Ok(())
}

fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == ':')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
}

/// The name of a start tag, after checking its attributes: `name="value"`, each once.
fn element(body: &str) -> Result<String, String> {
    let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
    let name = &body[..name_end];
    if !is_name(name) {
        return Err(format!("bad element name {name:?}"));
    }
    let mut rest = body[name_end..].trim_start();
    let mut seen = Vec::new();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or(format!("attribute without value in <{body}>"))?;
        let key = &rest[..eq];
        if !is_name(key) || seen.contains(&key) {
            return Err(format!("bad or repeated attribute {key:?} in <{body}>"));
        }
        seen.push(key);
        let value = rest[eq + 1..]
            .strip_prefix('"')
            .ok_or(format!("unquoted attribute {key} in <{body}>"))?;
        let close = value
            .find('"')
            .ok_or(format!("unterminated {key} in <{body}>"))?;
        check_text(&value[..close])?;
        let after = &value[close + 1..];
        if !(after.is_empty() || after.starts_with(char::is_whitespace)) {
            return Err(format!("no space after attribute {key} in <{body}>"));
        }
        rest = after.trim_start();
    }
    Ok(name.to_string())
}

/// The value of attribute `key` in the tag text `tag`.
pub fn attr(tag: &str, key: &str) -> Option<String> {
    let start = tag.find(&format!(" {key}=\""))? + key.len() + 3;
    let len = tag[start..].find('"')?;
    Some(tag[start..start + len].to_string())
}

/// Every start (or empty) tag of element `name` in `xml`, as its text.
pub fn tags<'a>(xml: &'a str, name: &str) -> Vec<&'a str> {
    let open = format!("<{name} ");
    xml.match_indices(&open)
        .map(|(i, _)| {
            let end = xml[i..].find('>').map_or(xml.len(), |e| i + e);
            &xml[i..end]
        })
        .collect()
}

/// The contents of every `<text>` element, unescaped enough for comparisons.
pub fn texts(xml: &str) -> Vec<String> {
    xml.match_indices("<text ")
        .filter_map(|(i, _)| {
            let start = i + xml[i..].find('>')? + 1;
            let end = start + xml[start..].find("</text>")?;
            Some(xml[start..end].replace("&amp;", "&").replace("&lt;", "<"))
        })
        .collect()
}

/// The part of `xml` holding the series named `name` (its `<g data-series=...>` group).
pub fn series_group<'a>(xml: &'a str, name: &str) -> &'a str {
    let start = xml
        .find(&format!("<g data-series=\"{name}\""))
        .expect("the series group");
    let end = start + xml[start..].find("</g>").expect("its end");
    &xml[start..end]
}
