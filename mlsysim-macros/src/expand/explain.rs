//! The traced path of each member, beside the plain one: a hidden function that evaluates the
//! member, then each leaf of its equation's template that is more than a bare name on its own,
//! and the arguments of each call it makes (see `equation::template`); a leaf or an argument
//! that is an input, a property or an argument named bare is data (`Piece::Name`,
//! `Operand::Name`), which the explanation reads from the scenario's evaluation instead.
//! `explain_parts` reaches each function by name, and `nested` hands out the scenarios held as
//! inputs, so an explanation can go down into them. Nothing here runs on the plain path.

use super::members::{deferred_members, input_binding, lazy_inputs};
use crate::check::{Deps, Graph};
use crate::equation::{self, template};
use crate::model::{Kind, Member, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use std::collections::BTreeSet;
use syn::{Expr, Ident};

/// The template of an equation as one string (see `mlsysim_core::explain::pieces`): text with
/// its braces doubled, `{name}` for a bare name, `{#i text}` for a computed leaf. A computed
/// leaf whose own text has a brace stays text: the string's marks could not hold it.
pub fn template_text(t: &template::Template) -> String {
    let mut out = String::new();
    for p in &t.pieces {
        match p {
            template::Piece::Text(text) => out += &text.replace('{', "{{").replace('}', "}}"),
            template::Piece::Name(name) => out += &format!("{{{name}}}"),
            template::Piece::Leaf(text, _) if text.contains(['{', '}']) => {
                out += &text.replace('{', "{{").replace('}', "}}");
            }
            template::Piece::Leaf(text, i) => out += &format!("{{#{i} {text}}}"),
        }
    }
    out
}

/// The template as the `&'static str` of its `MemberInfo` or `LawInfo`.
pub fn pieces(t: &template::Template) -> TokenStream {
    let text = template_text(t);
    quote!(#text)
}

/// `fn __explain_<member>(&self, args) -> Parts` for every member.
pub fn explain_fns(s: &Scenario, graph: &Graph) -> TokenStream {
    let fns = s
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| explain_fn(s, &graph.deps[i], m, &graph.templates[i]));
    quote!(#(#fns)*)
}

fn explain_ident(m: &Member) -> Ident {
    format_ident!("__explain_{}", m.ident)
}

/// Whether every argument of a call is a bare name: then the call is data of the member's
/// `MemberInfo` (`named_calls`), not part of its traced path.
pub fn is_named(c: &template::CallSite) -> bool {
    c.args
        .iter()
        .all(|a| matches!(a, template::Operand::Name(_)))
}

/// The member's calls whose arguments are all bare names, as `MemberInfo::named_calls` writes
/// them: `f(a, b); g(c)`.
pub fn named_calls(t: &template::Template) -> String {
    let calls: Vec<String> = t
        .calls
        .iter()
        .filter(|c| is_named(c))
        .map(|c| {
            let args: Vec<&str> = c
                .args
                .iter()
                .filter_map(|a| match a {
                    template::Operand::Name(n) => Some(n.as_str()),
                    template::Operand::Computed(_) => None,
                })
                .collect();
            format!("{}({})", c.name, args.join(", "))
        })
        .collect();
    calls.join("; ")
}

fn explain_fn(s: &Scenario, deps: &Deps, m: &Member, t: &template::Template) -> TokenStream {
    if !has_traced_path(t) {
        // Nothing to compute beyond the value: `explain_parts` asks for it directly.
        return TokenStream::new();
    }
    let id = &m.ident;
    let fname = explain_ident(m);
    let params = super::typed_args(&m.args);
    let arg_ids: Vec<&Ident> = m.args.iter().map(|a| &a.ident).collect();
    let env = Env { s, deps, m };
    // A computed leaf is never a bare name (those are data), so it has no declared unit.
    let none = quote!(None);
    let leaves = t.leaves.iter().map(|leaf| env.evaluate(leaf, none.clone()));
    let calls = t
        .calls
        .iter()
        .map(|c| call_site(&quote!(__c), c, |a| env.evaluate(a, none.clone())));
    let traced = shown_with(m, quote!(__c::traced));
    let row = super::row_ref(s, m);
    quote! {
        fn #fname(&self #(, #params)*) -> __c::Parts {
            #traced(self.#id(#(__Clone::clone(&#arg_ids)),*), #row, ::std::vec![#(#leaves),*], ::std::vec![#(#calls),*])
        }
    }
}

/// A library call that shows the member's value (`parts`, `traced`), spanned on its declared
/// type like the plain path's check, so that a type the catalog cannot show is reported once.
fn shown_with(m: &Member, function: TokenStream) -> TokenStream {
    let span = syn::spanned::Spanned::span(&m.ret);
    quote_spanned!(span=> #function)
}

/// Whether a template needs a traced path of its own: leaves to compute, or calls with
/// arguments to compute.
fn has_traced_path(t: &template::Template) -> bool {
    !t.leaves.is_empty() || t.calls.iter().any(|c| !is_named(c))
}

/// A call of the equation with its arguments: bare names as data, the rest computed by
/// `evaluate` (members and laws alike, so by absolute paths).
pub fn call_site(
    c: &TokenStream,
    site: &template::CallSite,
    evaluate: impl Fn(&Expr) -> TokenStream,
) -> TokenStream {
    let name = &site.name;
    let args = site.args.iter().map(|a| match a {
        template::Operand::Name(n) => quote!(#c::Operand::Name(#n)),
        template::Operand::Computed(e) => {
            let value = evaluate(e);
            quote!(#c::Operand::Value(#value))
        }
    });
    quote!(#c::CallSite { name: #name, args: ::std::vec![#(#args),*] })
}

/// What a member's equation can read, for evaluating one of its parts on its own.
struct Env<'a> {
    s: &'a Scenario,
    deps: &'a Deps,
    m: &'a Member,
}

impl Env<'_> {
    /// A part of the equation evaluated on its own, binding only the names it reads; its value
    /// as a `Result<Option<Value>, EvalError>`.
    fn evaluate(&self, part: &Expr, unit: TokenStream) -> TokenStream {
        let (s, m) = (self.s, self.m);
        let member = m.ident.to_string();
        let names = equation::names(part);
        let lazy = lazy_inputs(s, self.deps);
        let deferred = deferred_members(s, self.deps);
        let mut bound = BTreeSet::new();
        let mut bindings = Vec::new();
        for r in &names.refs {
            let n = r.name.to_string();
            if !bound.insert(n.clone()) {
                continue;
            }
            if let Some(a) = m.args.iter().find(|a| a.ident == n) {
                let aid = &a.ident;
                bindings.push(quote!(let #aid = __Clone::clone(&#aid);));
            } else if let Some(ii) = s.inputs.iter().position(|i| i.ident == n) {
                if !lazy.contains(&n) {
                    bindings.push(input_binding(s, ii, r.as_option, &member));
                }
            } else if let Some(p) = s
                .members
                .iter()
                .find(|o| o.ident == n && o.kind == Kind::Property && !deferred.contains(&n))
            {
                let pid = &p.ident;
                bindings.push(quote!(let #pid = self.#pid()?;));
            }
        }
        let mut methods = Vec::new();
        for callee in &names.calls {
            if let Some(callee) = s
                .members
                .iter()
                .find(|o| o.ident == *callee && o.kind == Kind::Method)
            {
                let cid = &callee.ident;
                let params = super::typed_args(&callee.args);
                let args = callee.args.iter().map(|a| &a.ident);
                bindings.push(quote!(let #cid = |#(#params),*| self.#cid(#(#args),*);));
                methods.push(cid.to_string());
            }
        }
        let reads = equation::Reads {
            lazy: &lazy,
            deferred: &deferred,
        };
        let rewritten = equation::rewrite(part, &methods, &self.deps.locals, reads, &member);
        shown_part(&quote!(__c), &bindings, &rewritten, &m.ident, &unit)
    }
}

/// A rewritten part of an equation evaluated on its own, after `bindings`, as a
/// `Result<Option<Value>, EvalError>` (members' and laws' traced paths alike; `c` is the path
/// of the library side, `__c` inside a scenario's block), shown through the autoref choice:
/// its value when its type has one to show.
pub fn shown_part(
    c: &TokenStream,
    bindings: &[TokenStream],
    rewritten: &equation::Rewrite,
    member: &Ident,
    unit: &TokenStream,
) -> TokenStream {
    let expr = &rewritten.expr;
    let cell = Ident::new(equation::FAULT, member.span());
    let (fault, fault_check) = if rewritten.uses_fault {
        (
            quote!(let #cell = ::mlsysim_core::arith::Fault::new();),
            quote!(if let Some(e) = #cell.take() { return Err(e); }),
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    quote! {
        #c::attempt(|| {
            #(#bindings)*
            #fault
            let part = #expr;
            #fault_check
            Ok((&#c::Showing(&part, #unit)).__shown())
        })
    }
}

/// `explain_parts` arms: each member by name, its arguments read through their types.
pub fn explain_arms(s: &Scenario, graph: &Graph) -> Vec<TokenStream> {
    s.members
        .iter()
        .enumerate()
        .map(|(i, m)| explain_arm(s, m, &graph.templates[i]))
        .collect()
}

/// The arm of a member with a traced path of its own; a member without one (no leaf or call
/// beyond bare names) has none: the explanation reads its value from the evaluation or a call.
fn explain_arm(s: &Scenario, m: &Member, t: &template::Template) -> TokenStream {
    if !has_traced_path(t) {
        return TokenStream::new();
    }
    let mname = m.ident.to_string();
    let row = super::row_ref(s, m);
    let arg_ids: Vec<Ident> = (0..m.args.len()).map(|k| format_ident!("a{}", k)).collect();
    let fname = explain_ident(m);
    let call = quote!(self.#fname(#(#arg_ids),*));
    if m.args.is_empty() {
        return quote!(#mname => Some(Ok(#call)),);
    }
    quote! {
        #mname => Some(__c::args(args, #row).map(|(#(#arg_ids,)*)| #call)),
    }
}

/// `nested` arms: each input held as a scenario that some member reaches into.
pub fn nested_arms(s: &Scenario, graph: &Graph) -> Vec<TokenStream> {
    let mut seen = BTreeSet::new();
    graph
        .deps
        .iter()
        .flat_map(|d| &d.reaches)
        .filter(|(ii, _)| seen.insert(*ii))
        .map(|(ii, _)| {
            let input = &s.inputs[*ii];
            let (iid, iname) = (&input.ident, input.ident.to_string());
            // Only a scenario is handed out; a registry entry's methods have no steps beneath.
            // (The autoref choice's traits are imported once, at the top of the block.)
            if input.optional.is_some() {
                quote!(#iname => self.#iid.as_ref().and_then(|n| (&__c::explain::Held(n)).__held()),)
            } else {
                quote!(#iname => (&__c::explain::Held(&self.#iid)).__held(),)
            }
        })
        .collect()
}
