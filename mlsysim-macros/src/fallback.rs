//! What the macro emits when the declaration has errors: the struct and every member with its
//! declared signature, so that code using the scenario still type-checks and the only errors
//! a build shows are the declaration's own.

use crate::expand;
use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::quote;

pub fn scenario(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let strukt = expand::structure(s);
    if !s.generics.params.is_empty() {
        // Stubs for a generic struct would need its parameters; the struct alone is enough.
        return strukt;
    }
    let mut seen = std::collections::BTreeSet::new();
    let unique = s
        .members
        .iter()
        .filter(|m| seen.insert(m.ident.to_string()));
    let members = unique.map(|m| {
        let (id, vis, ret) = (&m.ident, &m.vis, &m.ret);
        let args = m.args.iter().map(|a| {
            let (aid, aty) = (&a.ident, &a.ty);
            quote!(#aid: #aty)
        });
        quote! {
            #[allow(unused_variables, clippy::all)]
            #vis fn #id(&self #(, #args)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
                ::core::unreachable!("the declaration of this scenario has errors")
            }
        }
    });
    quote! {
        #strukt
        impl #name { #(#members)* }
    }
}
