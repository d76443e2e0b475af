//! Writing SVG: escaping of text and attribute values, and a small element writer that always
//! quotes attributes and closes what it opens, so the output is well-formed XML.

use crate::format::coord;

/// `text` with the five XML special characters escaped, fit for element text and attribute
/// values alike.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters other than tab and newlines, and the two non-characters, are
            // not allowed in XML 1.0.
            '\u{FFFE}' | '\u{FFFF}' => out.push(' '),
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// One element: its name and its attributes, written as it is built.
pub(crate) struct El {
    name: &'static str,
    attrs: String,
}

impl El {
    /// An element with no attributes yet.
    pub(crate) fn new(name: &'static str) -> Self {
        El {
            name,
            attrs: String::new(),
        }
    }

    /// With a text attribute (escaped).
    pub(crate) fn attr(mut self, key: &str, value: &str) -> Self {
        self.attrs.push(' ');
        self.attrs.push_str(key);
        self.attrs.push_str("=\"");
        self.attrs.push_str(&escape(value));
        self.attrs.push('"');
        self
    }

    /// With a numeric attribute (a coordinate or a length), written deterministically.
    pub(crate) fn num(self, key: &str, value: f64) -> Self {
        self.attr(key, &coord(value))
    }
}

/// The document being written.
#[derive(Default)]
pub(crate) struct Svg {
    out: String,
    open: Vec<&'static str>,
}

impl Svg {
    /// Opens `el`; it stays open until [`Svg::close`].
    pub(crate) fn open(&mut self, el: El) {
        self.out.push('<');
        self.out.push_str(el.name);
        self.out.push_str(&el.attrs);
        self.out.push_str(">\n");
        self.open.push(el.name);
    }

    /// Closes the element opened last.
    pub(crate) fn close(&mut self) {
        if let Some(name) = self.open.pop() {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push_str(">\n");
        }
    }

    /// Writes `el` with no content.
    pub(crate) fn empty(&mut self, el: El) {
        self.out.push('<');
        self.out.push_str(el.name);
        self.out.push_str(&el.attrs);
        self.out.push_str("/>\n");
    }

    /// Writes `el` holding `text` (escaped).
    pub(crate) fn text(&mut self, el: El, text: &str) {
        self.out.push('<');
        self.out.push_str(el.name);
        self.out.push_str(&el.attrs);
        self.out.push('>');
        self.out.push_str(&escape(text));
        self.out.push_str("</");
        self.out.push_str(el.name);
        self.out.push_str(">\n");
    }

    /// The document, with every element still open closed.
    pub(crate) fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_specials_are_escaped() {
        assert_eq!(
            escape(r#"a & b < c > d "e" 'f'"#),
            "a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;"
        );
        assert_eq!(escape("plain µs"), "plain µs");
        assert_eq!(escape("bell\u{7}\u{FFFF}"), "bell  ");
    }

    #[test]
    fn elements_nest_and_quote() {
        let mut svg = Svg::default();
        svg.open(El::new("g").attr("data-series", "a\"b"));
        svg.empty(El::new("circle").num("cx", 1.5).num("r", 3.0));
        svg.text(El::new("text"), "x < y");
        let out = svg.finish();
        assert_eq!(
            out,
            "<g data-series=\"a&quot;b\">\n<circle cx=\"1.5\" r=\"3\"/>\n\
             <text>x &lt; y</text>\n</g>\n"
        );
    }
}
