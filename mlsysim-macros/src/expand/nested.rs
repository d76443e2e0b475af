//! A scenario can be an input of another (RetrainingInterval holds an AccuracyDecay): given by a
//! preset's name or by a table of its own inputs, checked when it was built, and shown by its
//! inputs.

use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::quote;

pub fn nested_input_impls(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let expected = format!("a {name} preset name, or a table of {name} inputs");
    quote! {
        impl ::mlsysim_core::FromInput for #name {
            const EXPECTED: &'static str = #expected;
            fn from_input(value: &::mlsysim_core::InputValue) -> ::core::result::Result<Self, ::std::string::String> {
                match value {
                    ::mlsysim_core::InputValue::Text(preset) => ::mlsysim_core::catalog::preset_of::<#name>(preset),
                    ::mlsysim_core::InputValue::Map(inputs) => {
                        <#name as ::mlsysim_core::Scenario>::from_inputs(inputs).map_err(|e| ::std::string::ToString::to_string(&e))
                    }
                    _ => ::core::result::Result::Err(::std::format!("expected {}", #expected)),
                }
            }
        }

        impl ::mlsysim_core::validate::Finiteness for #name {
            fn is_finite_input(&self) -> bool {
                true
            }
        }

        impl ::mlsysim_core::report::ToValue for #name {
            fn to_value(&self, _: ::core::option::Option<::mlsysim_core::units::UnitLabel>) -> ::mlsysim_core::Value {
                ::mlsysim_core::report::nested_value(&::mlsysim_core::Scenario::report(self))
            }
        }
    }
}
