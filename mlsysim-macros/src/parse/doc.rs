//! Doc comments: the text of `///` lines, and the summary split from the description.

use syn::{Attribute, Expr};

/// The text of the `///` comments on an item, lines joined with newlines.
pub fn doc_of(attrs: &[Attribute]) -> String {
    let lines: Vec<String> = attrs
        .iter()
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .map(|line| {
            line.strip_prefix(' ')
                .unwrap_or(&line)
                .trim_end()
                .to_string()
        })
        .collect();
    lines.join("\n").trim().to_string()
}

/// The first paragraph (joined into one line) and the rest.
pub fn split_doc(doc: &str) -> (String, String) {
    let (first, rest) = doc.split_once("\n\n").unwrap_or((doc, ""));
    (
        first.split_whitespace().collect::<Vec<_>>().join(" "),
        rest.trim().to_string(),
    )
}
