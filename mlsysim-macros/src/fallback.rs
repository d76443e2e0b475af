//! What the macro emits when the declaration has errors: the struct, its builder, every member
//! with its declared signature and a stub `Scenario` impl, so that code using the scenario (its
//! presets, its tests) still type-checks and the only errors a build shows are the
//! declaration's own. None of the stub bodies can run: the crate does not compile.

use crate::expand;
use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::quote;

pub fn scenario(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let strukt = expand::structure(s);
    if !s.generics.params.is_empty() {
        // Stubs for a generic struct would need its parameters; the struct alone is enough.
        return strukt;
    }
    let builder = expand::builder_ident(s);
    let builder_struct = expand::builder_struct(s);
    let setters = expand::builder_stub_methods(s);
    let imports = expand::block_imports();
    let unreachable = unreachable();
    let members = member_stubs(s);
    let scenario_impl = scenario_impl_stub(s);
    quote! {
        #strukt
        #builder_struct

        const _: () = {
            #imports
            #[allow(dead_code, clippy::all)]
            impl #name {
                #vis fn builder() -> #builder {
                    ::core::default::Default::default()
                }
                #vis fn variant(&self) -> #builder {
                    #unreachable
                }
                fn __validate(&self) -> ::core::result::Result<(), ::mlsysim_core::InputError> {
                    #unreachable
                }
                #(#members)*
            }

            #setters
            __c::glue!(#name);

            #scenario_impl
        };
    }
}

/// The body of every stub.
fn unreachable() -> TokenStream {
    quote!(::core::unreachable!(
        "the declaration of this scenario has errors"
    ))
}

/// Each member with its declared signature, once a name.
fn member_stubs(s: &Scenario) -> Vec<TokenStream> {
    let unreachable = unreachable();
    let mut seen = std::collections::BTreeSet::new();
    // Members named like a generated item get no stub: the error on the name is enough, and a
    // stub would collide with the generated item.
    let unique = s
        .members
        .iter()
        .filter(|m| !crate::check::is_reserved(&m.ident.to_string()))
        .filter(|m| seen.insert(m.ident.to_string()));
    unique
        .map(|m| {
            let (id, vis, ret) = (&m.ident, &m.vis, &m.ret);
            let args = expand::typed_args(&m.args);
            quote! {
                #[allow(unused_variables, clippy::all)]
                #vis fn #id(&self #(, #args)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
                    #unreachable
                }
            }
        })
        .collect()
}

/// A `Scenario` impl with an empty description.
fn scenario_impl_stub(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let name_str = name.to_string();
    let builder = expand::builder_ident(s);
    let unreachable = unreachable();
    let source = crate::source::source_file();
    quote! {
        #[allow(unused_variables, clippy::all)]
        impl ::mlsysim_core::Scenario for #name {
            const INFO: &'static ::mlsysim_core::meta::ScenarioInfo = &::mlsysim_core::meta::ScenarioInfo {
                name: #name_str,
                family: &::mlsysim_core::meta::UNFILED,
                summary: "",
                description: "",
                notes: ::mlsysim_core::meta::Notes { equation: "", assumptions: &[], rules: &[], excludes: &[], derivation: &[] },
                examples: &[],
                source_file: #source,
                inputs: &[],
                properties: &[],
                methods: &[],
                one_of: &[],
            };
            type Builder = #builder;
            fn to_builder(&self) -> #builder {
                #unreachable
            }
            fn evaluation(&self) -> ::mlsysim_core::Report {
                #unreachable
            }
        }
    }
}
