//! The struct itself: the inputs, with their docs extended by what the declaration says.

use super::docs::{input_doc, scenario_doc};
use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::quote;

pub fn structure(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let attrs = &s.attrs;
    let doc = scenario_doc(s);
    let generics = &s.generics;
    let fields = s.inputs.iter().map(|i| {
        let (id, ty, v, a) = (&i.ident, &i.ty, &i.vis, &i.attrs);
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
