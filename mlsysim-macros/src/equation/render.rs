//! An equation as a person reads it.

use syn::Expr;
use syn::visit_mut::VisitMut;

/// The expression formatted by `prettyplease`, without the wrapper it was formatted in, and
/// without what is code rather than the equation: the `?` that stops on an error, the path of
/// a law called by path (`weight_bytes(..)`, not `mlsysim_core::laws::weight_bytes(..)`), and
/// conversions that change no value (`.quantity()`, `.to_string()`).
pub fn render(expr: &Expr) -> String {
    let mut expr = expr.clone();
    StripTry.visit_expr_mut(&mut expr);
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

struct StripTry;

impl VisitMut for StripTry {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        // A form's body and domain are expressions too, behind the macro call's tokens.
        if let Expr::Macro(m) = expr
            && let Some(Ok(mut form)) = mlsysim_equation::form(&m.mac)
        {
            self.visit_expr_mut(&mut form.domain);
            self.visit_expr_mut(&mut form.body);
            *expr = syn::parse_quote!(#form);
            return;
        }
        loop {
            match expr {
                Expr::Try(t) => *expr = (*t.expr).clone(),
                Expr::MethodCall(m)
                    if m.args.is_empty() && (m.method == "quantity" || m.method == "to_string") =>
                {
                    *expr = (*m.receiver).clone();
                }
                _ => break,
            }
        }
        if let Expr::Call(call) = expr
            && let Some(law) = super::names::law_path(&call.func).cloned()
        {
            *call.func = syn::parse_quote!(#law);
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}
