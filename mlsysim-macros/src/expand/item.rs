//! The struct itself: the inputs, each with one doc comment, extended by what the declaration
//! says of it (optional, default, unit, allowed values).

use super::docs::{input_doc, scenario_doc};
use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::quote;

/// The struct; `summary` are the members whose equations its rustdoc summarises the scenario
/// with (none in the fallback of a declaration with errors).
pub fn structure(s: &Scenario, summary: &[usize]) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let attrs = &s.attrs;
    let doc = scenario_doc(s, summary);
    let generics = &s.generics;
    let fields = s.inputs.iter().map(|i| {
        let (id, ty, v) = (&i.ident, &i.ty, &i.vis);
        // The declaration's own doc comment is in `input_doc`; its other attributes pass on.
        let a = i.attrs.iter().filter(|a| !a.path().is_ident("doc"));
        let doc = input_doc(i);
        quote!(#(#a)* #[doc = #doc] #v #id: #ty)
    });
    quote! {
        #(#attrs)*
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone)]
        #vis struct #name #generics { #(#fields,)* }
    }
}
