//! Equations: the names they read, their text, and the checked arithmetic they compile to.

use proc_macro2::Span;
use quote::quote_spanned;
use std::collections::BTreeSet;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{BinOp, Expr, UnOp};

/// The expression as a person reads it, formatted by `prettyplease`.
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

/// One name an equation reads.
pub struct NameRef {
    pub name: syn::Ident,
    /// Read through `optional(name)`: the member handles absence itself.
    pub as_option: bool,
}

/// The names an equation reads, in order of first appearance (each once per way of reading),
/// and the names its own patterns bind.
#[derive(Default)]
pub struct Names {
    pub refs: Vec<NameRef>,
    pub locals: BTreeSet<String>,
    /// `self` used in an equation, which the syntax does not need.
    pub self_tokens: Vec<Span>,
    /// Bare names called as functions (`outcomes_for(drop)`): a method of the scenario, or a
    /// function that rustc resolves.
    pub calls: Vec<syn::Ident>,
    /// Methods called on a bare name (`drift.decay_rate()`), receiver then method.
    pub method_calls: Vec<(syn::Ident, syn::Ident)>,
}

pub fn names(expr: &Expr) -> Names {
    let mut names = Names::default();
    names.visit_expr(expr);
    let locals = names.locals.clone();
    names.refs.retain(|r| !locals.contains(&r.name.to_string()));
    names
}

impl Names {
    fn add(&mut self, name: &syn::Ident, as_option: bool) {
        if !self
            .refs
            .iter()
            .any(|r| r.name == *name && r.as_option == as_option)
        {
            self.refs.push(NameRef {
                name: name.clone(),
                as_option,
            });
        }
    }
}

/// A bare lower-case identifier: the only expressions that can name an input or member.
fn bare_name(expr: &Expr) -> Option<&syn::Ident> {
    let Expr::Path(p) = expr else { return None };
    if p.qself.is_some() || p.path.leading_colon.is_some() || p.path.segments.len() != 1 {
        return None;
    }
    let segment = &p.path.segments[0];
    let first = segment.ident.to_string().chars().next()?;
    (segment.arguments.is_none() && (first.is_lowercase() || first == '_'))
        .then_some(&segment.ident)
}

impl<'ast> Visit<'ast> for Names {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Some(ident) = bare_name(expr) {
            if ident == "self" {
                self.self_tokens.push(ident.span());
            } else {
                self.add(ident, false);
            }
            return;
        }
        if let Expr::Call(call) = expr {
            if let (Some(callee), 1) = (bare_name(&call.func), call.args.len())
                && callee == "optional"
            {
                match bare_name(&call.args[0]) {
                    Some(arg) => self.add(arg, true),
                    None => self.visit_expr(&call.args[0]),
                }
                return;
            }
            // A called path is a method of the scenario or a function (`ceil`, `f64::from`),
            // resolved by rustc; it is not a value the equation reads.
            if let Some(callee) = bare_name(&call.func) {
                if !self.calls.contains(callee) {
                    self.calls.push(callee.clone());
                }
            } else if !matches!(*call.func, Expr::Path(_)) {
                self.visit_expr(&call.func);
            }
            for arg in &call.args {
                self.visit_expr(arg);
            }
            return;
        }
        syn::visit::visit_expr(self, expr);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if let Some(receiver) = bare_name(&call.receiver) {
            let pair = (receiver.clone(), call.method.clone());
            if !self.method_calls.contains(&pair) {
                self.method_calls.push(pair);
            }
        }
        syn::visit::visit_expr_method_call(self, call);
    }

    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        self.locals.insert(pat.ident.to_string());
        syn::visit::visit_pat_ident(self, pat);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // Read the names inside `format!`-like macros too, where they parse as expressions.
        let parser = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = mac.parse_body_with(parser) {
            for arg in &args {
                self.visit_expr(arg);
            }
        }
    }
}

/// Rewrites `+ - * /` and unary `-` into calls of `mlsysim_core::arith`, each followed by `?`,
/// spanned on the operator so that a dimensional mistake is reported on the user's own token.
/// Closures are left alone: `?` there would return from the closure, not the member.
pub struct CheckedArithmetic;

impl VisitMut for CheckedArithmetic {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if matches!(expr, Expr::Closure(_)) {
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
        let replacement = match expr {
            Expr::Binary(bin) => {
                let (method, span) = match bin.op {
                    BinOp::Add(t) => ("eq_add", t.span),
                    BinOp::Sub(t) => ("eq_sub", t.span),
                    BinOp::Mul(t) => ("eq_mul", t.span),
                    BinOp::Div(t) => ("eq_div", t.span),
                    _ => return,
                };
                let method = syn::Ident::new(method, span);
                let (l, r) = (typed_literal(&bin.left), typed_literal(&bin.right));
                quote_spanned!(span=> ((#l).#method(#r)?))
            }
            Expr::Unary(un) => {
                let UnOp::Neg(t) = un.op else { return };
                let operand = &un.expr;
                quote_spanned!(t.span=> ((#operand).eq_neg()?))
            }
            _ => return,
        };
        *expr = Expr::Verbatim(replacement);
    }
}

/// An operand with a suffix on an unsuffixed integer literal: `count * 2` has several integer
/// readings under the checked traits, and inference cannot choose among them. Counts in
/// equations are `i64`, so a bare integer literal is one.
fn typed_literal(expr: &Expr) -> Expr {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(int),
            attrs,
        }) if int.suffix().is_empty() => {
            let lit = syn::LitInt::new(&format!("{}i64", int.base10_digits()), int.span());
            Expr::Lit(syn::ExprLit {
                attrs: attrs.clone(),
                lit: syn::Lit::Int(lit),
            })
        }
        other => other.clone(),
    }
}

pub fn checked(expr: &Expr) -> Expr {
    let mut expr = expr.clone();
    CheckedArithmetic.visit_expr_mut(&mut expr);
    expr
}
