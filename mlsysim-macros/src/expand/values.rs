//! `evaluate()`, which computes every property once in dependency order, and the `Values` type
//! that holds them; its methods reuse those values instead of computing them again.

use super::{equation_fn, typed_args, values_ident};
use crate::check::Graph;
use crate::model::{Kind, Scenario};
use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

pub fn evaluate_fn(s: &Scenario, graph: &Graph) -> TokenStream {
    let values = values_ident(s);
    let steps = graph
        .order
        .iter()
        .copied()
        .filter(|&i| s.members[i].kind == Kind::Property)
        .map(|i| {
            let m = &s.members[i];
            let (id, eq_fn) = (&m.ident, equation_fn(s, graph, m));
            let deps: Vec<&Ident> = graph.deps[i]
                .needs
                .iter()
                .map(|&d| &s.members[d].ident)
                .collect();
            if deps.is_empty() {
                quote!(let #id = self.#eq_fn();)
            } else if let [dep] = deps.as_slice() {
                quote!(let #id = __c::after(&#dep, |v| self.#eq_fn(v));)
            } else {
                // Each property is computed once; one that reads a failed property fails with
                // that property's error.
                let vals: Vec<Ident> = (0..deps.len())
                    .map(|k| quote::format_ident!("v{}", k))
                    .collect();
                quote!(let #id = __c::after((#(&#deps,)*), |(#(#vals,)*)| self.#eq_fn(#(#vals),*));)
            }
        });
    let names = s.members_of(Kind::Property).map(|m| &m.ident);
    let doc = format!(
        "Computes every property once, each after the properties it reads, into a [`{values}`]."
    );
    quote! {
        #[doc = #doc]
        #[must_use]
        pub fn evaluate(&self) -> #values<'_> {
            #(#steps)*
            #values { scenario: self, #(#names,)* }
        }
    }
}

/// The `Values` type, an item of the author's module.
pub fn values_struct(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let values = values_ident(s);
    let fields = s.members_of(Kind::Property).map(|m| {
        let (id, ty, fvis) = (&m.ident, &m.ret, &m.vis);
        let doc = m.doc.lines().next().unwrap_or("").to_string();
        quote!(#[doc = #doc] #fvis #id: ::core::result::Result<#ty, ::mlsysim_core::EvalError>)
    });
    let doc = format!(
        "Every property of a [`{name}`], each computed once (see [`{name}::evaluate`]); its \
         methods reuse those values instead of computing them again."
    );
    quote! {
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone)]
        #vis struct #values<'a> {
            scenario: &'a #name,
            #(#fields,)*
        }
    }
}

/// The methods of the `Values` type: the scenario they came from, and each method of the
/// scenario from the properties computed already.
pub fn values_impl(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let values = values_ident(s);
    let methods = s
        .members
        .iter()
        .enumerate()
        .filter(|(_, m)| m.kind == Kind::Method)
        .map(|(i, m)| {
            let (id, mvis, ret, eq_fn) = (&m.ident, &m.vis, &m.ret, equation_fn(s, graph, m));
            let deps = graph.deps[i].needs.iter().map(|&d| {
                let did = &s.members[d].ident;
                quote!(__Clone::clone(&self.#did)?)
            });
            let params = typed_args(&m.args);
            let names = m.args.iter().map(|a| &a.ident);
            let doc = format!(
                "[`{name}::{id}`] from the properties computed already; its errors are the method's."
            );
            quote! {
                #[doc = #doc]
                #[inline]
                #mvis fn #id(&self #(, #params)*) -> __Result<#ret, __c::EvalError> {
                    self.scenario.#eq_fn(#(#deps,)* #(#names),*)
                }
            }
        });
    quote! {
        impl<'a> #values<'a> {
            /// The scenario these values were computed from.
            #[must_use]
            pub fn scenario(&self) -> &'a #name {
                self.scenario
            }
            #(#methods)*
        }
    }
}
