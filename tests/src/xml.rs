//! A small well-formedness check for the generated pages: each HTML page must also be
//! well-formed XML (XHTML), so that MathML and SVG sit in it as elements, not as text a
//! lenient parser guesses at.

/// Elements, comments and the doctype in one pass: tags balanced and nested, attributes
/// quoted, `&` only in entities, no raw `<` in text, one root element.
pub fn well_formed(doc: &str) -> Result<(), String> {
    let mut stack: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = doc;
    let mut offset = 0;
    while let Some(open) = rest.find('<') {
        check_text(&rest[..open]).map_err(|e| format!("at byte {}: {e}", offset + open))?;
        let after = &rest[open..];
        let consumed = if let Some(body) = after.strip_prefix("<!--") {
            4 + body.find("-->").ok_or("a comment is not closed")? + 3
        } else if after.starts_with("<!DOCTYPE") || after.starts_with("<!doctype") {
            after.find('>').ok_or("the doctype is not closed")? + 1
        } else {
            let end = tag_end(after)
                .ok_or_else(|| format!("at byte {}: a tag is not closed", offset + open))?;
            let tag = &after[1..end];
            if let Some(name) = tag.strip_prefix('/') {
                match stack.pop() {
                    Some(top) if top == name.trim() => {}
                    other => {
                        return Err(format!(
                            "at byte {}: </{name}> closes {other:?}",
                            offset + open
                        ));
                    }
                }
            } else {
                let (body, empty) = match tag.strip_suffix('/') {
                    Some(body) => (body, true),
                    None => (tag, false),
                };
                let name = element(body).map_err(|e| format!("at byte {}: {e}", offset + open))?;
                if stack.is_empty() {
                    roots += 1;
                }
                if !empty {
                    stack.push(name);
                }
            }
            end + 1
        };
        offset += open + consumed;
        rest = &rest[open + consumed..];
    }
    check_text(rest)?;
    if !stack.is_empty() {
        return Err(format!("unclosed elements: {stack:?}"));
    }
    if roots != 1 {
        return Err(format!("{roots} root elements"));
    }
    Ok(())
}

/// Where the tag that starts `s` ends (its `>`), skipping quoted attribute values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in s.char_indices().skip(1) {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '>') => return Some(i),
            (None, '<') => return None,
            _ => {}
        }
    }
    None
}

/// An element's name, its attributes checked: `name="value"` pairs, values quoted.
fn element(body: &str) -> Result<&str, String> {
    let body = body.trim();
    let name_end = body.find(char::is_whitespace).unwrap_or(body.len());
    let name = &body[..name_end];
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || "-_:".contains(c))
    {
        return Err(format!("bad element name `{name}`"));
    }
    let mut attrs = body[name_end..].trim();
    while !attrs.is_empty() {
        let eq = attrs
            .find('=')
            .ok_or_else(|| format!("<{name}>: attribute without a value in `{attrs}`"))?;
        let key = attrs[..eq].trim();
        if key.is_empty() || key.contains(char::is_whitespace) {
            return Err(format!("<{name}>: bad attribute `{key}`"));
        }
        let value = attrs[eq + 1..].trim_start();
        let q = value
            .chars()
            .next()
            .filter(|c| *c == '"' || *c == '\'')
            .ok_or_else(|| format!("<{name}>: unquoted value of `{key}`"))?;
        let close = value[1..]
            .find(q)
            .ok_or_else(|| format!("<{name}>: unclosed value of `{key}`"))?;
        check_text(&value[1..1 + close])?;
        attrs = value[close + 2..].trim_start();
    }
    Ok(name)
}

/// Text: no `<`, and every `&` begins an entity XML knows (or a character reference).
fn check_text(text: &str) -> Result<(), String> {
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        let after = &rest[at + 1..];
        let end = after
            .find(';')
            .ok_or_else(|| format!("a bare `&` in {:?}", cut(rest)))?;
        let entity = &after[..end];
        let known = matches!(entity, "amp" | "lt" | "gt" | "quot" | "apos")
            || entity
                .strip_prefix("#x")
                .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
            || entity
                .strip_prefix('#')
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
        if !known {
            return Err(format!("unknown entity `&{entity};`"));
        }
        rest = &after[end + 1..];
    }
    Ok(())
}

fn cut(text: &str) -> &str {
    let end = text.char_indices().nth(60).map_or(text.len(), |(i, _)| i);
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::well_formed;

    #[test]
    fn accepts_xhtml_and_refuses_tag_soup() {
        assert!(well_formed("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\" /></head><body><p>a &amp; b</p><!-- x --></body></html>").is_ok());
        assert!(well_formed("<html><body><p>a</body></html>").is_err());
        assert!(well_formed("<html><meta charset=\"utf-8\"></html>").is_err());
        assert!(well_formed("<html><p>a & b</p></html>").is_err());
        assert!(well_formed("<html><p>&nbsp;</p></html>").is_err());
        assert!(well_formed("<html><p a=b>x</p></html>").is_err());
        assert!(well_formed("<a></a><b></b>").is_err());
    }
}
