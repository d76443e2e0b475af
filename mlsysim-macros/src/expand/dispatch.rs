//! `impl Scenario`: the static description, the evaluation of every input and property, and
//! calls of methods, traced paths and sample sources by name (what the command line and the
//! reference pages use). What every scenario does alike (the report with its sample calls,
//! building from inputs by name) is the trait's own provided code.

use super::units::unit_label;
use crate::check::Graph;
use crate::model::{Kind, Member, Sample, Scenario};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

pub fn scenario_impl(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let builder = super::builder_ident(s);
    let info = super::meta::info(s, graph);
    let report_inputs = s.inputs.iter().map(|i| {
        let id = &i.ident;
        quote!(&self.#id)
    });
    let report_props = report_props(s);
    // Each is `None` when it has nothing to dispatch: the function is then the trait's own.
    let call = call_fn(s);
    let explain = explain_fn(s, graph);
    let nested = nested_fn(s, graph);
    let samples = sample_source_fn(s);
    quote! {
        impl __c::Scenario for #name {
            const INFO: &'static __c::meta::ScenarioInfo = #info;
            type Builder = #builder;

            fn to_builder(&self) -> #builder {
                self.variant()
            }

            fn evaluation(&self) -> __c::Report {
                let values = self.evaluate();
                __c::report(Self::INFO, &[#(#report_inputs),*], &[#(#report_props),*])
            }

            #call
            #explain
            #nested
            #samples
        }
    }
}

/// `&values.property` for each property, in the order of the report's rows.
fn report_props(s: &Scenario) -> impl Iterator<Item = TokenStream> + '_ {
    s.members_of(Kind::Property).map(|m| {
        // On the member's type: a type the catalog cannot show is reported there.
        let span = syn::spanned::Spanned::span(&m.ret);
        let id = Ident::new(&m.ident.to_string(), span);
        quote_spanned!(span=> &values.#id)
    })
}

/// `call`: each method called by name.
fn call_fn(s: &Scenario) -> Option<TokenStream> {
    let methods: Vec<&Member> = s.members_of(Kind::Method).collect();
    let call_arms = methods.iter().enumerate().map(|(k, m)| call_arm(k, m));
    (!methods.is_empty()).then(|| quote! {
        fn call(&self, method: &str, args: &[__c::InputValue]) -> __Result<__c::Value, __c::EvalError> {
            match method {
                #(#call_arms)*
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
    })
}

/// `explain_parts`: each member with a traced path of its own.
fn explain_fn(s: &Scenario, graph: &Graph) -> Option<TokenStream> {
    let explain_arms: Vec<TokenStream> = super::explain::explain_arms(s, graph)
        .into_iter()
        .filter(|a| !a.is_empty())
        .collect();
    (!explain_arms.is_empty()).then(|| {
        quote! {
            fn explain_parts(
                &self,
                member: &str,
                args: &[__c::InputValue],
            ) -> Option<__Result<__c::Parts, __c::EvalError>> {
                match member {
                    #(#explain_arms)*
                    _ => None,
                }
            }
        }
    })
}

/// `nested`: each input that is a scenario of its own, handed out by name.
fn nested_fn(s: &Scenario, graph: &Graph) -> Option<TokenStream> {
    let nested_arms = super::explain::nested_arms(s, graph);
    (!nested_arms.is_empty()).then(|| {
        quote! {
            fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
                match input {
                    #(#nested_arms)*
                    _ => None,
                }
            }
        }
    })
}

/// `sample_source`: each input or property named as a sample source.
fn sample_source_fn(s: &Scenario) -> Option<TokenStream> {
    let source_arms = source_arms(s);
    (!source_arms.is_empty()).then(|| {
        quote! {
            fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
                match name {
                    #(#source_arms)*
                    _ => ::std::vec::Vec::new(),
                }
            }
        }
    })
}

/// One method called by name, its arguments read through their declared types (`k` is its
/// row in `__METHODS`).
fn call_arm(k: usize, m: &Member) -> TokenStream {
    let (id, mname, k) = (&m.ident, m.ident.to_string(), super::index(k));
    let arg_ids: Vec<Ident> = (0..m.args.len()).map(|i| format_ident!("a{}", i)).collect();
    let span = syn::spanned::Spanned::span(&m.ret);
    let value = quote_spanned!(span=> __c::method_value);
    quote! {
        #mname => {
            let (#(#arg_ids,)*) = __c::args(args, &__METHODS[#k])?;
            #value(self.#id(#(#arg_ids),*), &__METHODS[#k])
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
                quote!(#source => __c::samples(&self.#id, #unit),)
            } else {
                let unit = unit_label(
                    s.members
                        .iter()
                        .find(|m| m.ident == source)
                        .and_then(|m| m.unit.as_ref()),
                );
                quote!(#source => self.#id().map_or_else(|_| ::std::vec::Vec::new(), |v| __c::samples(&v, #unit)),)
            }
        })
        .collect()
}
