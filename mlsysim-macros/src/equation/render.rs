//! An equation as a person reads it.

use syn::Expr;

/// The expression formatted by `prettyplease`, without the wrapper it was formatted in.
pub fn render(expr: &Expr) -> String {
    let file: syn::File = syn::parse_quote!(fn __equation() { #expr });
    let text = prettyplease::unparse(&file);
    let body: Vec<&str> = text.lines().skip(1).collect();
    let body = &body[..body.len().saturating_sub(1)];
    let indent = body
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    body.iter()
        .map(|l| l.get(indent..).unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}
