//! `impl Scenario`: the static description, a report of every value, building from inputs by
//! name, and calls of methods and reads of sample sources by name (what the command line and
//! the reference pages use).

use super::meta;
use super::units::unit_label;
use crate::check::Graph;
use crate::model::{Kind, Member, Sample, Scenario};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

pub fn scenario_impl(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let info = meta::info(s, graph);
    let report_inputs = s.inputs.iter().map(|i| {
        let id = &i.ident;
        let iname = id.to_string();
        let unit = unit_label(i.unit.as_ref());
        quote!((#iname, ::mlsysim_core::report::ToValue::to_value(&self.#id, #unit)))
    });
    let report_props = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Property)
        .map(|m| {
            let id = &m.ident;
            let mname = id.to_string();
            let unit = unit_label(m.unit.as_ref());
            let (ty, span) = (&m.ret, syn::spanned::Spanned::span(&m.ret));
            quote_spanned!(span=> (#mname, ::mlsysim_core::report::outcome::<#ty>(&values.#id, #unit)))
        });
    let call_arms = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Method)
        .map(call_arm);
    let source_arms = source_arms(s);
    let explain_methods = super::explain::scenario_methods(s, graph);
    let method_names: Vec<String> = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Method)
        .map(|m| m.ident.to_string())
        .collect();
    let property_names: Vec<String> = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Property)
        .map(|m| m.ident.to_string())
        .collect();
    quote! {
        impl ::mlsysim_core::Scenario for #name {
            const INFO: &'static ::mlsysim_core::meta::ScenarioInfo = #info;

            fn report(&self) -> ::mlsysim_core::Report {
                let values = self.evaluate();
                ::mlsysim_core::Report {
                    scenario: <Self as ::mlsysim_core::Scenario>::INFO,
                    inputs: ::std::vec![#(#report_inputs),*],
                    properties: ::std::vec![#(#report_props),*],
                    calls: ::mlsysim_core::report::sample_calls(self),
                }
            }

            fn from_inputs(
                inputs: &[(::std::string::String, ::mlsysim_core::InputValue)],
            ) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                let mut builder = Self::builder();
                for (name, value) in inputs {
                    builder.set_input(name, value)?;
                }
                builder.build()
            }

            fn with_inputs(
                &self,
                changes: &[(::std::string::String, ::mlsysim_core::InputValue)],
            ) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                let mut builder = self.variant();
                for (name, value) in changes {
                    builder.set_input(name, value)?;
                }
                builder.build()
            }

            fn sample_source(&self, name: &str) -> ::std::vec::Vec<::mlsysim_core::InputValue> {
                match name {
                    #(#source_arms)*
                    _ => ::std::vec::Vec::new(),
                }
            }

            #explain_methods

            fn call(
                &self,
                method: &str,
                args: &[::mlsysim_core::InputValue],
            ) -> ::core::result::Result<::mlsysim_core::Value, ::mlsysim_core::EvalError> {
                match method {
                    #(#call_arms)*
                    _ => ::core::result::Result::Err(::mlsysim_core::EvalError::unknown_method(
                        method,
                        &[#(#method_names),*],
                        &[#(#property_names),*],
                    )),
                }
            }
        }
    }
}

/// One method called by name, its arguments read through their declared types.
fn call_arm(m: &Member) -> TokenStream {
    let id = &m.ident;
    let mname = id.to_string();
    let count = m.args.len();
    let arg_ids: Vec<Ident> = (0..count).map(|k| format_ident!("arg{}", k)).collect();
    let converts = m.args.iter().zip(&arg_ids).map(|(a, aid)| {
        let (aname, aty) = (a.ident.to_string(), &a.ty);
        quote! {
            let #aid: #aty = ::mlsysim_core::input::read::<#aty>(#aid, ::core::option::Option::None).map_err(|reason| {
                ::mlsysim_core::EvalError::bad_call(::std::format!("argument `{}` of `{}`: {}", #aname, #mname, reason))
            })?;
        }
    });
    let unit = unit_label(m.unit.as_ref());
    let (ty, span) = (&m.ret, syn::spanned::Spanned::span(&m.ret));
    let shown = quote_spanned!(span=> ::mlsysim_core::report::shown::<#ty>(&value, #unit));
    quote! {
        #mname => {
            let [#(#arg_ids),*] = args else {
                return ::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                    ::std::format!("`{}` takes {} argument(s), {} given", #mname, #count, args.len())));
            };
            #(#converts)*
            let value = self.#id(#(#arg_ids),*)?;
            ::core::result::Result::Ok(#shown)
        }
    }
}

/// Every input or property named as a sample source, read into argument values.
fn source_arms(s: &Scenario) -> Vec<TokenStream> {
    let mut sources: Vec<String> = Vec::new();
    for sample in s
        .members
        .iter()
        .flat_map(|m| &m.args)
        .flat_map(|a| &a.samples)
    {
        if let Sample::From(source) = sample
            && !sources.contains(&source.to_string())
        {
            sources.push(source.to_string());
        }
    }
    sources
        .iter()
        .map(|source| {
            let id = Ident::new(source, Span::call_site());
            if let Some(input) = s.inputs.iter().find(|i| i.ident == source) {
                let unit = unit_label(input.unit.as_ref());
                quote!(#source => ::mlsysim_core::report::expand_samples(::mlsysim_core::report::ToValue::to_value(&self.#id, #unit)),)
            } else {
                let unit = unit_label(
                    s.members
                        .iter()
                        .find(|m| m.ident == source)
                        .and_then(|m| m.unit.as_ref()),
                );
                quote! {
                    #source => match self.#id() {
                        ::core::result::Result::Ok(v) => ::mlsysim_core::report::expand_samples(::mlsysim_core::report::ToValue::to_value(&v, #unit)),
                        ::core::result::Result::Err(_) => ::std::vec::Vec::new(),
                    },
                }
            }
        })
        .collect()
}
