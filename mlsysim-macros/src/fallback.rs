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
    let builder_code = expand::builder_type(s, &builder, true);
    let nested = expand::nested_input_impls(s);
    let mut seen = std::collections::BTreeSet::new();
    // Members named like a generated item get no stub: the error on the name is enough, and a
    // stub would collide with the generated item.
    let unique = s
        .members
        .iter()
        .filter(|m| !crate::check::is_reserved(&m.ident.to_string()))
        .filter(|m| seen.insert(m.ident.to_string()));
    let unreachable = quote!(::core::unreachable!(
        "the declaration of this scenario has errors"
    ));
    let members = unique.map(|m| {
        let (id, vis, ret) = (&m.ident, &m.vis, &m.ret);
        let args = expand::typed_args(&m.args);
        quote! {
            #[allow(unused_variables, clippy::all)]
            #vis fn #id(&self #(, #args)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
                #unreachable
            }
        }
    });
    let scenario_impl = scenario_stub(s, &unreachable);
    quote! {
        #strukt

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

        #builder_code
        #nested

        #scenario_impl
    }
}

/// `impl Scenario` with an empty description and bodies that never run.
fn scenario_stub(s: &Scenario, unreachable: &TokenStream) -> TokenStream {
    let name = &s.ident;
    let name_str = name.to_string();
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
                source_file: ::core::file!(),
                inputs: &[],
                properties: &[],
                methods: &[],
                one_of: &[],
            };
            fn report(&self) -> ::mlsysim_core::Report {
                #unreachable
            }
            fn call(&self, method: &str, args: &[::mlsysim_core::InputValue]) -> ::core::result::Result<::mlsysim_core::Value, ::mlsysim_core::EvalError> {
                #unreachable
            }
            fn sample_source(&self, name: &str) -> ::std::vec::Vec<::mlsysim_core::InputValue> {
                #unreachable
            }
            fn explain_parts(&self, member: &str, args: &[::mlsysim_core::InputValue]) -> ::core::option::Option<::core::result::Result<::mlsysim_core::explain::Parts, ::mlsysim_core::EvalError>> {
                #unreachable
            }
            fn nested(&self, input: &str) -> ::core::option::Option<&dyn ::mlsysim_core::DynScenario> {
                #unreachable
            }
            fn from_inputs(inputs: &[(::std::string::String, ::mlsysim_core::InputValue)]) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                #unreachable
            }
            fn with_inputs(&self, changes: &[(::std::string::String, ::mlsysim_core::InputValue)]) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                #unreachable
            }
        }
    }
}
